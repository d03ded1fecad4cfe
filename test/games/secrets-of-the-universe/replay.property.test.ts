/**
 * Property 1 (determinism) over seeded bot matches: replaying a log gives the same state every time,
 * the runner's final host state, and each seat's runner state from that seat's redacted log; every
 * host event in the log is what advance gives for the seed at its position (an audit re-derives it);
 * the hash-chained log verifies and replays to the same state.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { canonicalJson } from '../../../src/kernel/canonical.js';
import { appendEvents, verifyLog } from '../../../src/kernel/log.js';
import { createRandom } from '../../../src/kernel/random.js';
import { replay } from '../../../src/kernel/replay.js';
import { game, matchSpec, runMatch, runs } from '../../support/builders/secrets.js';

const text = (s: { value: unknown; context: unknown }) => canonicalJson({ value: s.value, context: s.context });

describe('Secrets of the Universe replay is deterministic (seeded bot matches)', function () {
  this.timeout(120_000);

  it("90 matches (360 games): replay twice is deep-equal, equals the runner's host state and every seat's state", () => {
    fc.assert(
      fc.property(matchSpec('replay'), (spec) => {
        const m = runMatch(spec);
        const events = m.events as SecretsEvent[];
        const once = replay(game, events);
        const twice = replay(game, events);
        expect(twice.value).to.deep.equal(once.value);
        expect(text(once)).to.equal(text(twice));
        expect(text(once)).to.equal(text(m.state));
        expect(game.result(once)).to.deep.equal(game.result(m.state));
        m.seatStates.forEach((seatState, s) => {
          const own = replay(
            game,
            events.map((e) => game.redact(e, s)),
          );
          expect(text(own), `seat ${s}`).to.equal(text(seatState));
        });
      }),
      runs(90, 501),
    );
  });

  it('30 matches: every host event is what advance gives for the seed at its position, and nothing else is', () => {
    fc.assert(
      fc.property(matchSpec('audit'), (spec) => {
        const events = runMatch(spec).events as SecretsEvent[];
        let state = game.evolve(game.initial(), events[0]!);
        for (let i = 1; i < events.length; ) {
          const due = game.advance(state, createRandom(spec.seed, i));
          const taken = due.length > 0 ? events.slice(i, i + due.length) : [events[i]!];
          if (due.length > 0) expect(canonicalJson(taken), `event ${i}`).to.equal(canonicalJson(due));
          for (const e of taken) state = game.evolve(state, e);
          i += taken.length;
        }
        expect(game.result(state)).not.to.equal(null);
      }),
      runs(30, 502),
    );
  });

  it('a replayed state does not depend on earlier replays (no shared mutable state)', () => {
    const spec = { players: 3, matchLength: 4, bots: ['greedy', 'random', 'greedy'], seed: 'replay/isolation' } as const;
    const events = runMatch({ ...spec, bots: [...spec.bots] }).events as SecretsEvent[];
    const first = text(replay(game, events));
    replay(game, runMatch({ ...spec, bots: [...spec.bots], seed: 'replay/other' }).events as SecretsEvent[]);
    const frozen = structuredClone(events);
    expect(text(replay(game, events))).to.equal(first);
    expect(events).to.deep.equal(frozen);
  });

  it('5 matches: the hash-chained log verifies and replays from its entries to the same state', async () => {
    await fc.assert(
      fc.asyncProperty(matchSpec('log'), async (spec) => {
        const m = runMatch(spec);
        const log = await appendEvents([], m.events);
        expect(await verifyLog(log)).to.deep.equal({ ok: true });
        expect(
          text(
            replay(
              game,
              log.map((e) => e.event),
            ),
          ),
        ).to.equal(text(m.state));
      }),
      runs(5, 503),
    );
  });
});
