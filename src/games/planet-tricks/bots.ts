/**
 * Bots for the planet trick-taking game, by level: easy ducks a trick when it sees how; strong (the
 * greedy bot) also sheds its most dangerous cards while it is safe. Random plays any legal card.
 */
import { randomBot, type Bot } from '../../kernel/bot.js';
import { card, isBlack } from './cards.js';
import type { PlanetState } from './index.js';
import * as rules from './rules.js';
import type { PlanetCommand } from './types.js';

type PlanetBot = Bot<PlanetState, PlanetCommand>;

/** Would `seat` be taking the trick if it ended with the cards now on the table? */
function wouldTake(state: PlanetState, seat: number, cardId: number): boolean {
  const ctx = state.context;
  const trick = rules.placeCard(ctx.trick, seat, cardId);
  return rules.trickWinner(trick, ctx.leader).winner === seat;
}

/**
 * Greedy: prefer a card that leaves someone else taking the trick, dumping the highest such card;
 * when every card would take it, play the one least likely to keep winning (lowest, non-Black).
 */
export const greedyBot: PlanetBot = (state, seat, legal, random) => {
  const safe = legal.filter((c) => !wouldTake(state, seat, c.card));
  const danger = (c: PlanetCommand): number => card(c.card).rank + (isBlack(c.card) ? 10 : 0);
  const pool = safe.length > 0 ? safe : legal;
  const sorted = pool.slice().sort((a, b) => (safe.length > 0 ? danger(b) - danger(a) : danger(a) - danger(b)));
  const best = danger(sorted[0]!);
  return random.pick(sorted.filter((c) => danger(c) === best));
};

/**
 * Easy: any card that leaves the trick to someone else, when it has one; otherwise any card. It
 * keeps no count and does not plan which cards to shed.
 */
export const easyBot: PlanetBot = (state, seat, legal, random) => {
  const safe = legal.filter((c) => !wouldTake(state, seat, c.card));
  return random.pick(safe.length > 0 ? safe : legal);
};

export const planetBots: Readonly<Record<'easy' | 'strong' | 'random' | 'greedy', PlanetBot>> = {
  easy: easyBot,
  strong: greedyBot,
  random: randomBot,
  greedy: greedyBot,
};

/** How long a bot waits before it plays, in ms: longer right after a trick is taken, so a person sees who took it. */
export const planetBotPace = (state: PlanetState): number => (state.context.trick.length === 0 && state.context.lastTrick ? 1500 : 750);
