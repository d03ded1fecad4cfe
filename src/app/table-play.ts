/**
 * A table's game as a page plays it: its rules, bots and screen, loaded before the table opens,
 * and the bots a hosted table seats, by level.
 */
import { DEFAULT_BOT_LEVEL } from '../games/declaration.js';
import type { AnyGamePlay } from '../games/module.js';
import { knownModule, loadPlay, loadScreen } from '../games/registry.js';
import { atBotSpeed } from './bot-speed.js';
import type { BotSettings } from './session.js';

/** Where tables made before seats had levels noted how their bots played ("random" or "greedy"). */
const OLD_BOT_KEY = 'peer-table:bot:';

/**
 * Game `game`'s rules, bots and screen, loaded before a table of it opens; for a game made of
 * variants, with `variant`'s part (null: none yet, for a table whose options the page has not read).
 */
export async function playOf(game: string, variant: string | null): Promise<AnyGamePlay> {
  await loadScreen(game, variant);
  return loadPlay(game, variant);
}

/** The bot of each level game `game` declares. */
export function levelBots(game: string, entry: AnyGamePlay): AnyGamePlay['bots'] {
  return Object.fromEntries(knownModule(game).botLevels.map((l) => [l.id, entry.bots[l.id]])) as AnyGamePlay['bots'];
}

/** How a hosted table's bots play: each level's bot, the table's level, and their pace. */
export function botsOf(game: string, entry: AnyGamePlay, table: string, settings: BotSettings) {
  // A table made before seats had levels: its bots play as it was made to (random was the easy one).
  const botLevel = localStorage.getItem(OLD_BOT_KEY + table) === 'random' ? 'easy' : DEFAULT_BOT_LEVEL;
  const delay = settings.delay;
  return { bots: levelBots(game, entry), botLevel, botDelay: delay === null || delay === undefined ? atBotSpeed(entry.pace) : () => delay };
}
