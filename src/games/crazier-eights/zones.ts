/** Moving cards between zones on a context that may hold hidden (null) cards: hands, the draw pile, the discard pile, the table. */
import type { Seat } from '../../kernel/game.js';
import type { CardId, EightsContext, InPlay } from './types.js';

/**
 * The hand without `card`: its known copy, else a hidden card, else (an audience that took a card
 * for known that has since moved unseen) the first card. Null only for an empty hand.
 */
export function takeOut(hand: readonly (CardId | null)[], card: CardId | null): (CardId | null)[] | null {
  let i = card === null ? -1 : hand.indexOf(card);
  if (i < 0) i = hand.indexOf(null);
  if (i < 0) i = hand.length > 0 ? 0 : -1;
  if (i < 0) return null;
  return [...hand.slice(0, i), ...hand.slice(i + 1)];
}

export const withHand = (ctx: EightsContext, seat: Seat, hand: readonly (CardId | null)[]): EightsContext => ({
  ...ctx,
  hands: ctx.hands.map((h, s) => (s === seat ? hand : h)),
});

/** Whether this state may see `seat`'s hand. */
export const sees = (ctx: EightsContext, seat: Seat): boolean => ctx.audience === 'all' || ctx.audience === seat;

/** Cards into `seat`'s hand, hidden (null) in a state that may not see that hand. */
export const addToHand = (ctx: EightsContext, seat: Seat, cards: readonly (CardId | null)[]): EightsContext =>
  withHand(ctx, seat, [...(ctx.hands[seat] ?? []), ...(sees(ctx, seat) ? cards : cards.map(() => null))]);

/** A card onto the bottom of the draw pile, hidden in a seat's state (only the host knows the pile). */
export const toPileBottom = (ctx: EightsContext, card: CardId | null): EightsContext => ({ ...ctx, pile: [...ctx.pile, ctx.audience === 'all' ? card : null] });

export const removeFromHand = (ctx: EightsContext, seat: Seat, card: CardId | null): EightsContext =>
  withHand(ctx, seat, takeOut(ctx.hands[seat] ?? [], card) ?? []);

/** The hand without the card at `index`. */
export const removeAt = <T>(list: readonly T[], index: number): T[] => [...list.slice(0, index), ...list.slice(index + 1)];

/** Cards put on the bottom of the discard pile one after another: each goes beneath the one before. */
export const toDiscardBottom = (ctx: EightsContext, cards: readonly CardId[]): EightsContext => ({
  ...ctx,
  discard: [...[...cards].reverse(), ...ctx.discard],
  named: ctx.discard.length === 0 && cards.length > 0 ? null : ctx.named,
});

/** A card on top of the discard pile that no player discarded: it keeps its own colour. */
export const toDiscardTop = (ctx: EightsContext, card: CardId): EightsContext => ({ ...ctx, discard: [...ctx.discard, card], named: null });

/** The discard pile without `card`; the named colour lapses when it was the top card. */
export function fromDiscard(ctx: EightsContext, card: CardId): EightsContext {
  const i = ctx.discard.lastIndexOf(card);
  if (i < 0) return ctx;
  return { ...ctx, discard: removeAt(ctx.discard, i), named: i === ctx.discard.length - 1 ? null : ctx.named };
}

export const inPlay = (ctx: EightsContext, card: CardId): InPlay | undefined => ctx.table.find((p) => p.card === card);
export const intoPlay = (ctx: EightsContext, card: CardId, controller: Seat): EightsContext => ({
  ...ctx,
  table: [...ctx.table, { card, controller, silenced: false }],
});
export const leavePlay = (ctx: EightsContext, cards: readonly CardId[]): EightsContext => ({ ...ctx, table: ctx.table.filter((p) => !cards.includes(p.card)) });
export const setController = (ctx: EightsContext, card: CardId, controller: Seat): EightsContext => ({
  ...ctx,
  table: ctx.table.map((p) => (p.card === card ? { ...p, controller } : p)),
});
