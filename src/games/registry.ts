/** Every game peer-table knows, by id: its declaration, its rules, its bots and their pace (the invariant checkers are in checkers.ts). */
import type { Bot } from '../kernel/bot.js';
import type { AnyGame } from '../kernel/game.js';
import type { GameDeclaration } from './declaration.js';
import { planetTricksDeclaration } from './planet-tricks/declaration.js';
import { secretsDeclaration } from './secrets-of-the-universe/declaration.js';
import { planetBotPace, planetBots } from './planet-tricks/bots.js';
import { planetTricks } from './planet-tricks/index.js';
import { secretsBotPace, secretsBots } from './secrets-of-the-universe/bots.js';
import { secretsOfTheUniverse } from './secrets-of-the-universe/index.js';

export interface GameEntry {
  readonly declaration: GameDeclaration;
  readonly game: AnyGame;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly bots: Readonly<Record<'random' | 'greedy', Bot<any, any>>> & Readonly<Record<string, Bot<any, any> | undefined>>;
  /** How long a bot seat waits before it acts in state `state`, in ms, so people can follow. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly pace: (state: any) => number;
}

export const GAMES: Readonly<Record<string, GameEntry>> = {
  'planet-tricks': { declaration: planetTricksDeclaration, game: planetTricks, bots: planetBots, pace: planetBotPace },
  'secrets-of-the-universe': { declaration: secretsDeclaration, game: secretsOfTheUniverse, bots: secretsBots, pace: secretsBotPace },
};

/** What every game says of itself, in the order the create form offers them. */
export const DECLARATIONS: readonly GameDeclaration[] = Object.values(GAMES).map((e) => e.declaration);

export const DEFAULT_GAME = 'planet-tricks';

/** The registry entry of `id`, or null for a game peer-table does not know. */
export function gameEntry(id: string): GameEntry | null {
  return Object.hasOwn(GAMES, id) ? GAMES[id]! : null;
}
