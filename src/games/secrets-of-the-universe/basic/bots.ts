/**
 * The greedy bot's Basic play: takes the discard when it raises the hand's best arrangement (with an
 * empty deck, only to go out); goes out when it can and the going-out score puts it ahead in the
 * match, or goes out fully; discards the card whose loss keeps the best arrangement highest, among
 * those the least promising.
 */
import type { Seat } from '../../../kernel/game.js';
import type { Random } from '../../../kernel/random.js';
import type { HandCard } from '../cards.js';
import { arrange, goingOut, promise, worth } from '../hand-score.js';
import * as rules from '../rules.js';
import type { SecretsCommand, SecretsContext } from '../types.js';

const bestWorth = (hand: readonly HandCard[]): number => worth(arrange(hand, 'any', 'basic')!.total);

export function basicGreedy(ctx: SecretsContext, seat: Seat, legal: readonly SecretsCommand[], random: Random): SecretsCommand {
  const hand = rules.knownHand(ctx, seat) ?? [];
  const has = (type: SecretsCommand['type']) => legal.find((c) => c.type === type);
  const take = has('takeDiscard');
  const draw = has('drawFromDeck');
  if (draw) {
    const top = ctx.discards.main.at(-1);
    if (!take || !top) return draw;
    const withTop = [...hand, { code: top.code, taken: true }];
    if (ctx.deck.length === 0) return goingOut(withTop, 'basic') ? take : draw;
    return bestWorth(withTop) > bestWorth(hand) ? take : draw;
  }
  const out = has('goOut');
  if (out) {
    const going = goingOut(hand, 'basic')!;
    const mine = (ctx.totals[seat] ?? 0) + worth(going.arrangement.total) + going.bonus;
    const others = ctx.totals.filter((_, s) => s !== seat);
    if (going.fully || others.every((t) => mine > t) || ctx.deck.length < 8) return out;
  }
  const discards = legal.filter((c): c is Extract<SecretsCommand, { type: 'discard' }> => c.type === 'discard');
  if (discards.length === 0) return random.pick(legal);
  // Losing a card left out of the best arrangement keeps it whole: the highest score there is.
  const loose = arrange(hand, 'any', 'basic')!.unmelded;
  const pool = loose.length > 0 ? discards.filter((c) => loose.some((u) => u.code === c.card && u.taken === c.taken)) : discards;
  const scored = pool.map((c) => {
    const i = hand.findIndex((h) => h.code === c.card && h.taken === c.taken);
    const rest = [...hand.slice(0, i), ...hand.slice(i + 1)];
    return { c, keep: loose.length > 0 ? 0 : bestWorth(rest), promise: promise(hand, hand[i]!) };
  });
  const top = Math.max(...scored.map((s) => s.keep));
  const keepers = scored.filter((s) => s.keep === top);
  const least = Math.min(...keepers.map((s) => s.promise));
  return random.pick(keepers.filter((s) => s.promise === least)).c;
}
