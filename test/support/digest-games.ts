/** Plays `count` seeded bot games (3 to 6 players) and digests their logs and replayed states. */
import { canonicalJson } from '../../src/kernel/canonical.js';
import { sha256Hex } from '../../src/kernel/hash.js';
import { replay } from '../../src/kernel/replay.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';

export async function digestGames(count: number): Promise<{ games: number; events: number; logs: string; states: string }> {
  const logs: string[] = [];
  const states: string[] = [];
  let events = 0;
  for (let g = 0; g < count; g++) {
    const players = 3 + (g % 4);
    const game = playBotGame(planetTricks, {
      options: { nullRule: g % 2 === 0 },
      names: Array.from({ length: players }, (_, s) => `P${s}`),
      bots: Array.from({ length: players }, (_, s) => (s % 2 ? planetBots.random : planetBots.greedy)),
      seed: `determinism/${g}`,
    });
    events += game.events.length;
    logs.push(canonicalJson(game.events));
    const state = replay(planetTricks, game.events);
    states.push(canonicalJson({ value: state.value, context: state.context }));
  }
  return { games: count, events, logs: await sha256Hex(logs.join('\n')), states: await sha256Hex(states.join('\n')) };
}
