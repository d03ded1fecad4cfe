/** Plays `count` seeded bot games of every registered game (each player count in turn) and digests their logs and replayed states. */
import { MODULES } from '../../src/games/registry.js';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { sha256Hex } from '../../src/kernel/hash.js';
import { replay } from '../../src/kernel/replay.js';
import { playBotGame } from '../../src/kernel/runner.js';

export interface Digest {
  readonly games: number;
  readonly events: number;
  readonly logs: string;
  readonly states: string;
}

export async function digestGames(count: number): Promise<Record<string, Digest>> {
  const digests: Record<string, Digest> = {};
  for (const module of MODULES) {
    const { game, bots } = await module.play();
    const logs: string[] = [];
    const states: string[] = [];
    let events = 0;
    const sizes = module.maxSeats - module.minSeats + 1;
    for (let g = 0; g < count; g++) {
      const players = module.minSeats + (g % sizes);
      const played = playBotGame(game, {
        options: game.defaultOptions(),
        names: Array.from({ length: players }, (_, s) => `P${s}`),
        bots: Array.from({ length: players }, (_, s) => (s % 2 ? (bots.random ?? bots.easy) : bots.strong)),
        seed: `determinism/${g}`,
      });
      events += played.events.length;
      logs.push(canonicalJson(played.events));
      const state = replay(game, played.events) as { value: unknown; context: unknown };
      states.push(canonicalJson({ value: state.value, context: state.context }));
    }
    digests[module.id] = { games: count, events, logs: await sha256Hex(logs.join('\n')), states: await sha256Hex(states.join('\n')) };
  }
  return digests;
}
