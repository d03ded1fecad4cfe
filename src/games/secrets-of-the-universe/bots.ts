/** Bots for Secrets of the Universe: random, and a greedy one that keeps its hand toward its best arrangement. */
import { randomBot, type Bot } from '../../kernel/bot.js';
import type { HandCard } from './cards.js';
import { arrange, goingOut, worth } from './hand-score.js';
import type { SecretsState } from './index.js';
import * as rules from './rules.js';
import { promise, tableGreedy } from './table-bots.js';
import { isIntermediate } from './table-rules.js';
import type { SecretsCommand } from './types.js';

type SecretsBot = Bot<SecretsState, SecretsCommand>;

const bestWorth = (hand: readonly HandCard[], version: SecretsState['context']['options']['version']): number =>
  worth(arrange(hand, 'any', version)!.total);

/**
 * Greedy (the Intermediate Version's play is in table-bots.ts): takes the discard when it raises the hand's best arrangement (with an empty deck, only to
 * go out); goes out when it can and the going-out score puts it ahead in the match, or goes out fully;
 * discards the card whose loss keeps the best arrangement highest, among those the least promising.
 */
export const greedyBot: SecretsBot = (state, seat, legal, random) => {
  const ctx = state.context;
  if (isIntermediate(ctx) && !legal.some((c) => c.type === 'callCoin')) return tableGreedy(ctx, seat, legal, random);
  const version = ctx.options.version;
  const hand = rules.knownHand(ctx, seat) ?? [];
  const has = (type: SecretsCommand['type']) => legal.find((c) => c.type === type);
  if (has('callCoin')) return random.pick(legal);
  const take = has('takeDiscard');
  const draw = has('drawFromDeck');
  if (draw) {
    const top = ctx.discards.main.at(-1);
    if (!take || !top) return draw;
    const withTop = [...hand, { code: top.code, taken: true }];
    if (ctx.deck.length === 0) return goingOut(withTop, version) ? take : draw;
    return bestWorth(withTop, version) > bestWorth(hand, version) ? take : draw;
  }
  const out = has('goOut');
  if (out) {
    const going = goingOut(hand, version)!;
    const mine = (ctx.totals[seat] ?? 0) + worth(going.arrangement.total) + going.bonus;
    const others = ctx.totals.filter((_, s) => s !== seat);
    if (going.fully || others.every((t) => mine > t) || ctx.deck.length < 8) return out;
  }
  const discards = legal.filter((c): c is Extract<SecretsCommand, { type: 'discard' }> => c.type === 'discard');
  if (discards.length === 0) return random.pick(legal);
  // Losing a card left out of the best arrangement keeps it whole: the highest score there is.
  const loose = arrange(hand, 'any', version)!.unmelded;
  const pool = loose.length > 0 ? discards.filter((c) => loose.some((u) => u.code === c.card && u.taken === c.taken)) : discards;
  const scored = pool.map((c) => {
    const i = hand.findIndex((h) => h.code === c.card && h.taken === c.taken);
    const rest = [...hand.slice(0, i), ...hand.slice(i + 1)];
    return { c, keep: loose.length > 0 ? 0 : bestWorth(rest, version), promise: promise(hand, hand[i]!) };
  });
  const top = Math.max(...scored.map((s) => s.keep));
  const keepers = scored.filter((s) => s.keep === top);
  const least = Math.min(...keepers.map((s) => s.promise));
  return random.pick(keepers.filter((s) => s.promise === least)).c;
};

export const secretsBots: Readonly<Record<'random' | 'greedy', SecretsBot>> = {
  random: randomBot,
  greedy: greedyBot,
};

/**
 * How long a bot waits before it acts, in ms: a little longer to discard than to draw, so people can
 * follow; a bump at once, well within the claim window.
 */
export const secretsBotPace = (state: SecretsState): number =>
  state.matches({ playing: 'claim' }) ? 150 : state.matches({ playing: 'discard' }) ? 900 : 600;
