/** Every game peer-table knows, by id, with its bots and its invariant checker. */
import type { Bot } from '../kernel/bot.js';
import type { AnyGame } from '../kernel/game.js';
import { planetBots } from './planet-tricks/bots.js';
import { planetTricks } from './planet-tricks/index.js';
import { planetChecker } from './planet-tricks/invariants.js';

export interface GameEntry {
  readonly game: AnyGame;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly bots: Readonly<Record<string, Bot<any, any>>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly checker: () => (state: any, event: any) => string[];
}

export const GAMES: Readonly<Record<string, GameEntry>> = {
  'planet-tricks': { game: planetTricks, bots: planetBots, checker: planetChecker },
};
