/**
 * The conformance suite: every registered game, with its default options and each other choice of
 * each option, passes the checks of test/support/conformance.ts over seeded bot games at every
 * player count. A new game gets all of it by registering. High Card, the example game the docs walk
 * through (test/example-game/), passes it too.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MODULES } from '../../src/games/registry.js';
import { SPECTATOR } from '../../src/kernel/game.js';
import { createRandom } from '../../src/kernel/random.js';
import { replay } from '../../src/kernel/replay.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { Sealer } from '../../src/kernel/sealer.js';
import highCard from '../example-game/module.js';
import { conformingGame, optionSets } from '../support/conformance.js';
import { deciderSpec } from '../support/decider-spec.js';

/**
 * Seeded games per player count with the default options (CONFORMANCE_GAMES=n for more), and with
 * each other choice of an option (a third as many, at least one): the first is checked at every 3rd
 * prefix with its logs, the others every 40th. The bot games with every invariant run by the
 * thousand in each game's own property suites and in `npm run sim`.
 */
const GAMES = Number(process.env.CONFORMANCE_GAMES ?? 3);
const OTHER_GAMES = Math.max(1, Math.round(GAMES / 3));

for (const module of [...MODULES, highCard]) {
  describe(`conformance: ${module.title}`, () => {
    for (const [i, options] of optionSets(module).entries()) {
      const games = i === 0 ? GAMES : OTHER_GAMES;
      it(`${JSON.stringify(options)}: ${games} bot game${games === 1 ? '' : 's'} at each of ${module.minSeats} to ${module.maxSeats} players`, async () => {
        const [play, checker] = await Promise.all([module.play(), module.checker()]);
        let events = 0;
        let decisions = 0;
        let refusals = 0;
        for (let players = module.minSeats; players <= module.maxSeats; players++) {
          for (let g = 0; g < games; g++) {
            const seed = `conformance/${JSON.stringify(options)}/${players}/${g}`;
            const r = await conformingGame(module, play, checker, { options, players, seed, every: g === 0 ? 3 : 40, logs: g === 0 });
            events += r.events;
            decisions += r.decisions;
            refusals += r.refusals;
          }
        }
        // The checks must have had something to check.
        assert.ok(decisions > events / 10, `${decisions} legal commands judged over ${events} events`);
        assert.ok(refusals > decisions / 10, `${refusals} refusals`);
      });
    }

    it('given/when/then: the first legal command after the deal is accepted and its events replay; the same from the wrong seat is refused', async () => {
      const { game, bots } = await module.play();
      const players = module.minSeats;
      const spec = deciderSpec(game);
      const { events } = playBotGame(game, {
        options: game.defaultOptions(),
        names: Array.from({ length: players }, (_, s) => `P${s + 1}`),
        bots: Array.from({ length: players }, () => bots.random ?? bots.easy),
        seed: 'given-when-then',
        maxEvents: 1,
      });
      let log = [...events];
      for (let i = 0; i < 50; i++) {
        const auto = game.advance(replay(game, log), createRandom('gwt', log.length));
        if (auto.length === 0) break;
        log = [...log, ...auto];
      }
      const given = spec.given(log);
      const seat = [...Array(players).keys()].find((s) => game.legalCommands(given.state, s).length > 0)!;
      const [choice] = game.legalCommands(given.state, seat);
      // A sealed choice goes to the host as its seal, as the seat's page sends it.
      const command = new Sealer(game, seat).seal(given.state, choice);
      assert.ok(given.when(command, seat).then().length > 0);
      const other = (seat + 1) % players;
      if (!game.legalCommands(given.state, other).some((c: unknown) => JSON.stringify(c) === JSON.stringify(choice))) {
        given.when(command, other).thenRefused();
      }
      given.when(command, SPECTATOR).thenRefused();
    });
  });
}
