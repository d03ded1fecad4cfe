/**
 * Every registered game, at 4 players with its strong and easy bots: the play loop (decide, evolve
 * for the host and every seat, redact, bots) in games and events per second, and replay of those
 * logs through the game's evolve in events per second. Medians of 3 runs; one JSON line per game.
 */
import { defaultOptions } from '../../src/games/declaration.js';
import { MODULES } from '../../src/games/registry.js';
import { playBotGame } from '../../src/kernel/runner.js';

const GAMES = 100;
const median = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const module of MODULES) {
  const { game, bots } = await module.play();
  const players = Math.min(module.maxSeats, Math.max(module.minSeats, 4));
  const names = Array.from({ length: players }, (_, s) => `Bot ${s + 1}`);
  const seatBots = names.map((_, s) => (s % 2 ? bots.easy : bots.strong));
  const options = defaultOptions(module);
  let logs: { type: string }[][] = [];
  const play: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    logs = Array.from({ length: GAMES }, (_, g) => playBotGame(game, { options, names, bots: seatBots, seed: `bench/${module.id}/${g}` }).events);
    play.push((performance.now() - started) / 1000);
  }
  const events = logs.reduce((n, log) => n + log.length, 0);
  const replay: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    for (const log of logs) log.reduce(game.evolve, game.initial());
    replay.push((performance.now() - started) / 1000);
  }
  console.log(
    JSON.stringify({
      bench: `${module.title}: ${players} players, strong and easy bots`,
      games: GAMES,
      events,
      playGamesPerSecond: Math.round(GAMES / median(play)),
      playEventsPerSecond: Math.round(events / median(play)),
      replayEventsPerSecond: Math.round(events / median(replay)),
    }),
  );
}
