/**
 * Determinism (property 1) over seeded Intermediate bot matches: replaying a log gives the same
 * state every time, the runner's host state, and each seat's state from its redacted log; every
 * host event is what advance gives for the seed at its position (a claim window's closing is what
 * it gives once the time is up); no clock is read anywhere in replay.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { canonicalJson } from '../../../src/kernel/canonical.js';
import { createRandom } from '../../../src/kernel/random.js';
import { replay } from '../../../src/kernel/replay.js';
import { game, runs } from '../../support/builders/secrets.js';
import { runTableMatch, tableMatchSpec } from '../../support/builders/secrets-table.js';

const text = (s: { value: unknown; context: unknown }) => canonicalJson({ value: s.value, context: s.context });

describe('Intermediate Version replay is deterministic (seeded bot matches)', function () {
  this.timeout(120_000);

  it("40 matches (160 games): replay twice is equal, equals the runner's host state and every seat's state", () => {
    fc.assert(
      fc.property(tableMatchSpec('table-replay'), (spec) => {
        const m = runTableMatch(spec);
        const events = m.events as SecretsEvent[];
        const once = replay(game, events);
        expect(text(replay(game, events))).to.equal(text(once));
        expect(text(once)).to.equal(text(m.state));
        m.seatStates.forEach((seatState, s) => {
          expect(
            text(
              replay(
                game,
                events.map((e) => game.redact(e, s)),
              ),
            ),
            `seat ${s}`,
          ).to.equal(text(seatState));
        });
      }),
      runs(40, 901),
    );
  });

  it("25 matches: every host event is what advance gives at its position, with the time up for a window's closing", () => {
    fc.assert(
      fc.property(tableMatchSpec('table-audit'), (spec) => {
        const events = runTableMatch(spec).events as SecretsEvent[];
        let state = game.evolve(game.initial(), events[0]!);
        let closings = 0;
        for (let i = 1; i < events.length; ) {
          let due = game.advance(state, createRandom(spec.seed, i));
          if (due.length === 0 && events[i]!.type === 'claim.closed') {
            due = game.advance(state, createRandom(spec.seed, i), true);
            closings++;
          }
          const taken = due.length > 0 ? events.slice(i, i + due.length) : [events[i]!];
          if (due.length > 0) expect(canonicalJson(taken), `event ${i}`).to.equal(canonicalJson(due));
          for (const e of taken) state = game.evolve(state, e);
          i += taken.length;
        }
        expect(closings).to.be.above(0);
        expect(game.result(state)).not.to.equal(null);
      }),
      runs(25, 902),
    );
  });
});
