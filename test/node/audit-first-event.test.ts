/**
 * The end-of-game audit asks nothing of a game before its first event: a page may hold a game's
 * rules only for the options game.created brings (a page playing Secrets of the Universe's
 * Intermediate Version loads that version's rules alone, and its rules for a state with no game
 * yet would ask for the Basic Version). Played here with a game that refuses any question about a
 * state no event has reached.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { auditGame } from '../../src/kernel/audit.js';
import { commit, deriveSeed, newSecret } from '../../src/kernel/fairness.js';
import type { AnyGame } from '../../src/kernel/game.js';
import { createRandom } from '../../src/kernel/random.js';
import { BotSeat } from '../../src/net/bot-seat.js';
import { Host } from '../../src/net/host.js';

/** Planet Tricks, answering nothing about a state before game.created. */
function strict(game: AnyGame): AnyGame {
  const reached = new WeakSet<object>();
  const asked = <T>(state: unknown, what: string, answer: () => T): T => {
    if (!reached.has(state as object)) throw new Error(`${what} asked of a state before the game's first event`);
    return answer();
  };
  return {
    ...game,
    evolve: (state, event) => {
      const next = game.evolve(state, event);
      reached.add(next as object);
      return next;
    },
    advance: (state, random, timeUp) => asked(state, 'advance', () => game.advance(state, random, timeUp)),
    legalCommands: (state, seat) => asked(state, 'legalCommands', () => game.legalCommands(state, seat)),
    view: (state, seat) => asked(state, 'view', () => game.view(state, seat)),
    result: (state) => asked(state, 'result', () => game.result(state)),
  };
}

describe('the end-of-game audit', () => {
  it('asks a game nothing before its first event, and passes a fair game', async () => {
    const names = ['Ann', 'Bob', 'Cat'];
    const hostSecret = newSecret();
    const seatSecrets = names.map(() => newSecret());
    const options = { nullRule: true };
    const host = await Host.open(planetTricks, { options, names, seed: await deriveSeed(hostSecret, seatSecrets) });
    const bots = names.map((_, seat) => new BotSeat(host, seat, planetBots.strong, createRandom('audit', seat), () => 0));
    bots.forEach((b) => b.start());
    while (planetTricks.result(host.state) === null) await new Promise((r) => setTimeout(r, 5));
    bots.forEach((b) => b.stop());
    const audit = await auditGame(strict(planetTricks as AnyGame), {
      options,
      names,
      log: host.log,
      fairness: { hostCommitment: await commit(hostSecret), seatCommitments: await Promise.all(seatSecrets.map(commit)), hostSecret, seatSecrets },
    });
    assert.equal(audit.ok, true, JSON.stringify(audit));
  });
});
