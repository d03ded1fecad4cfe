/**
 * Property 3 (view consistency) over 400 seeded bot games: for every prefix of a game and every
 * seat, and the spectator, view(replay(full), seat) equals view(replay(redacted(full, seat)), seat).
 * Rather than replaying each prefix from scratch (quadratic), the full state and each audience's
 * redacted state are evolved side by side and compared after every event: the same thing.
 * Bots rely on legalCommands of their own redacted state, so that is compared too. (Views are
 * compared as JSON text first, for speed; a difference there is judged by chai's deep equality.)
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { planetTricks, type PlanetState } from '../../../src/games/planet-tricks/index.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { gameSpec, runGame, runs, type GameSpec } from '../../support/builders/bot-games.js';

const GAMES_PER_COUNT = 100;

function checkViews(spec: GameSpec): void {
  const audiences = [SPECTATOR, ...Array.from({ length: spec.players }, (_, s) => s)];
  const redacted = new Map<number, PlanetState>(audiences.map((s) => [s, planetTricks.initial()]));
  const compare = (full: PlanetState, at: string): void => {
    for (const s of audiences) {
      const mine = redacted.get(s)!;
      const a = planetTricks.view(full, s);
      const b = planetTricks.view(mine, s);
      if (JSON.stringify(a) !== JSON.stringify(b)) expect(b, `${at}, seat ${s}`).to.deep.equal(a);
      const la = planetTricks.legalCommands(full, s);
      const lb = planetTricks.legalCommands(mine, s);
      if (JSON.stringify(la) !== JSON.stringify(lb)) expect(lb, `${at}, seat ${s}: legal commands`).to.deep.equal(la);
    }
  };
  compare(planetTricks.initial(), 'empty log');
  const game = runGame(spec, (state, event, index) => {
    for (const s of audiences) {
      const next = planetTricks.evolve(redacted.get(s)!, planetTricks.redact(event, s));
      if (next.context.fault) expect.fail(`event ${index}, seat ${s}: fault ${next.context.fault}`);
      redacted.set(s, next);
    }
    compare(state, `after event ${index} (${event.type})`);
  });
  expect(game.finished).to.equal(true);
}

describe('Planet Tricks view consistency (seeded bot games)', function () {
  this.timeout(120_000);
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players, ${GAMES_PER_COUNT} games: every seat and the spectator see the same view from the full and the redacted log, at every prefix`, () => {
      fc.assert(fc.property(gameSpec('views', players), checkViews), runs(GAMES_PER_COUNT, 300 + players));
    });
  }
});
