/** Every game peer-table knows, by id, with its bots, their pace and its invariant checker. */
import type { Bot } from '../kernel/bot.js';
import type { AnyGame } from '../kernel/game.js';
import { planetBotPace, planetBots } from './planet-tricks/bots.js';
import { planetTricks } from './planet-tricks/index.js';
import { planetChecker } from './planet-tricks/invariants.js';

export interface GameEntry {
  readonly game: AnyGame;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly bots: Readonly<Record<'random' | 'greedy', Bot<any, any>>> & Readonly<Record<string, Bot<any, any> | undefined>>;
  /** How long a bot seat waits before it acts in state `state`, in ms, so people can follow. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly pace: (state: any) => number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly checker: () => (state: any, event: any) => string[];
}

export const GAMES: Readonly<Record<string, GameEntry>> = {
  'planet-tricks': { game: planetTricks, bots: planetBots, pace: planetBotPace, checker: planetChecker },
};

export const DEFAULT_GAME = 'planet-tricks';

/** The registry entry of `id`, or null for a game peer-table does not know. */
export function gameEntry(id: string): GameEntry | null {
  return Object.hasOwn(GAMES, id) ? GAMES[id]! : null;
}
