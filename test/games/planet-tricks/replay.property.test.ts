/**
 * Property 1 (determinism) over 200 seeded bot games: replaying a log gives the same state every
 * time, the runner's final host state, and each seat's runner state from that seat's redacted log.
 * The hash chain of a game's log verifies and replays to the same state.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { planetTricks } from '../../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../../src/games/planet-tricks/types.js';
import { canonicalJson } from '../../../src/kernel/canonical.js';
import { appendEvents, verifyLog } from '../../../src/kernel/log.js';
import { replay } from '../../../src/kernel/replay.js';
import { gameSpec, runGame, runs } from '../../support/builders/bot-games.js';

const text = (s: { value: unknown; context: unknown }) => canonicalJson({ value: s.value, context: s.context });

describe('Planet Tricks replay is deterministic (seeded bot games)', function () {
  this.timeout(120_000);

  it("200 games: replay twice is deep-equal, equals the runner's host state and every seat's state", () => {
    fc.assert(
      fc.property(gameSpec('replay'), (spec) => {
        const game = runGame(spec);
        const events = game.events as PlanetEvent[];
        const once = replay(planetTricks, events);
        const twice = replay(planetTricks, events);
        expect(twice.value).to.equal(once.value);
        expect(twice.context).to.deep.equal(once.context);
        expect(text(once)).to.equal(text(twice));
        expect(text(once)).to.equal(text(game.state));
        expect(planetTricks.result(once)).to.deep.equal(planetTricks.result(game.state));
        game.seatStates.forEach((seatState, s) => {
          const own = replay(
            planetTricks,
            events.map((e) => planetTricks.redact(e, s)),
          );
          expect(text(own), `seat ${s}`).to.equal(text(seatState));
        });
      }),
      runs(200, 201),
    );
  });

  it('a replayed state does not depend on earlier replays (no shared mutable state)', () => {
    const spec = { players: 5, nullRule: true, bots: ['greedy', 'random', 'greedy', 'random', 'greedy'] as const, seed: 'replay/isolation' };
    const events = runGame({ ...spec, bots: [...spec.bots] }).events as PlanetEvent[];
    const first = text(replay(planetTricks, events));
    const other = runGame({ ...spec, bots: [...spec.bots], seed: 'replay/other' }).events as PlanetEvent[];
    replay(planetTricks, other);
    const frozen = structuredClone(events);
    expect(text(replay(planetTricks, events))).to.equal(first);
    expect(events).to.deep.equal(frozen);
  });

  it('10 games: the hash-chained log verifies and replays from its entries to the same state', async () => {
    await fc.assert(
      fc.asyncProperty(gameSpec('log'), async (spec) => {
        const game = runGame(spec);
        const log = await appendEvents([], game.events);
        expect(await verifyLog(log)).to.deep.equal({ ok: true });
        expect(
          text(
            replay(
              planetTricks,
              log.map((e) => e.event),
            ),
          ),
        ).to.equal(text(game.state));
      }),
      runs(10, 202),
    );
  });
});
