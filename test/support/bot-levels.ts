/**
 * Seeded games between a game's easy and strong bots, seats alternating between the levels, each bot
 * checked to choose only among its seat's legal commands: how many games each level won, and
 * whether every game finished.
 */
import type { Bot } from '../../src/kernel/bot.js';
import type { Game, Typed } from '../../src/kernel/game.js';
import { playBotGame } from '../../src/kernel/runner.js';

export interface LevelTally {
  readonly wins: { readonly easy: number; readonly strong: number };
  readonly finished: number;
  /** Commands a bot chose that were not among its legal commands, in words. */
  readonly illegal: string[];
}

export function levelGames<S, C extends Typed, E extends Typed, V, O>(
  game: Game<S, C, E, V, O>,
  bots: { readonly easy: Bot<S, C>; readonly strong: Bot<S, C> },
  spec: { readonly options: O; readonly players: number; readonly games: number; readonly seed: string },
): LevelTally {
  const wins = { easy: 0, strong: 0 };
  const illegal: string[] = [];
  let finished = 0;
  const checked =
    (level: 'easy' | 'strong'): Bot<S, C> =>
    (state, seat, legal, random) => {
      const command = bots[level](state, seat, legal, random);
      // A pass in a claim window is accepted but never listed (it would only hurry the window).
      if (!legal.some((c) => JSON.stringify(c) === JSON.stringify(command)) && command.type !== 'pass') illegal.push(`${level}: ${JSON.stringify(command)}`);
      return command;
    };
  for (let g = 0; g < spec.games; g++) {
    const levels = Array.from({ length: spec.players }, (_, s) => ((s + g) % 2 === 0 ? 'strong' : 'easy') as 'easy' | 'strong');
    const played = playBotGame(game, {
      options: spec.options,
      names: levels.map((l, s) => `${l}${s}`),
      bots: levels.map(checked),
      seed: `${spec.seed}/${g}`,
    });
    const result = game.result(played.state);
    if (!played.finished || !result) continue;
    finished++;
    for (const w of result.winners) wins[levels[w]!]++;
  }
  return { wins, finished, illegal };
}
