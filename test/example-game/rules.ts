/**
 * High Card, the tiny example game of docs/architecture.md ("Adding a game"): 2 to 4 players are
 * dealt 3 or 5 cards from a deck of 1 to 20; in turn each plays a card face up; the highest card
 * takes the trick and leads the next; who takes the most tricks wins. Its types and pure rules.
 */
import { createdOptionsProblem, seatsProblem } from '../../src/games/declaration.js';
import type { Seat } from '../../src/kernel/game.js';
import { highCardDeclaration } from './declaration.js';

export type Card = number;
export const DECK: readonly Card[] = Array.from({ length: 20 }, (_, i) => i + 1);

export interface HighCardOptions {
  readonly handSize: 3 | 5;
}

export interface HighCardContext {
  readonly names: readonly string[];
  readonly handSize: number;
  /** Each seat's hand; a card the seat may not see is null. */
  readonly hands: readonly (readonly (Card | null)[])[];
  readonly trick: readonly { readonly seat: Seat; readonly card: Card }[];
  readonly turn: Seat;
  readonly tricks: readonly number[];
  readonly fault: string | null;
}

export type HighCardEvent =
  | { readonly type: 'game.created'; readonly game: 'high-card'; readonly options: HighCardOptions; readonly names: readonly string[] }
  | { readonly type: 'cards.dealt'; readonly hands: readonly (readonly (Card | null)[])[] }
  | { readonly type: 'card.played'; readonly seat: Seat; readonly card: Card };

export type HighCardCommand = { readonly type: 'playCard'; readonly card: Card };

export const emptyContext: HighCardContext = { names: [], handSize: 0, hands: [], trick: [], turn: 0, tricks: [], fault: null };

/**
 * Why a game cannot be created so, or null: as many seats as it declares, and options its
 * declaration allows (the check its Game's `checkOptions` makes, src/games/declared-game.ts).
 */
export function createFault(e: Extract<HighCardEvent, { type: 'game.created' }>): string | null {
  return seatsProblem(highCardDeclaration, Array.isArray(e.names) ? e.names.length : 0) ?? createdOptionsProblem(highCardDeclaration, e.options);
}

/** Why `seat` may not play `card` now, or null. */
export function refusePlay(ctx: HighCardContext, seat: Seat, card: Card): { rule: string; reason: string } | null {
  if (seat !== ctx.turn) return { rule: 'turn', reason: `It is ${ctx.names[ctx.turn]}'s turn.` };
  const hand = ctx.hands[seat] ?? [];
  if (!hand.includes(card) && !hand.includes(null)) return { rule: 'hand', reason: `You do not hold ${card}.` };
  return null;
}

export function play(ctx: HighCardContext, seat: Seat, card: Card): HighCardContext {
  const hands = ctx.hands.map((h, s) => {
    if (s !== seat) return h;
    const at = h.includes(card) ? h.indexOf(card) : h.indexOf(null);
    return h.filter((_, i) => i !== at);
  });
  const trick = [...ctx.trick, { seat, card }];
  if (trick.length < ctx.names.length) return { ...ctx, hands, trick, turn: (seat + 1) % ctx.names.length };
  const winner = trick.reduce((best, p) => (p.card > best.card ? p : best)).seat;
  return { ...ctx, hands, trick: [], turn: winner, tricks: ctx.tricks.map((t, s) => (s === winner ? t + 1 : t)) };
}

export const handsEmpty = (ctx: HighCardContext): boolean => ctx.hands.every((h) => h.length === 0);
