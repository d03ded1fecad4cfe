/** The empty context and the small context helpers every version's steps share. */
import type { Seat } from '../../kernel/game.js';
import { isCardCode, type CardCode, type HandCard } from './cards.js';
import { turnAt } from './turns.js';
import type { KnownCard, SecretsContext } from './types.js';

export type Change = Partial<SecretsContext>;

export const zeros = (n: number): number[] => new Array<number>(n).fill(0);

export const emptyContext: SecretsContext = {
  names: [],
  options: { version: 'basic', matchLength: 4 },
  firstDealer: null,
  game: 0,
  dealer: 0,
  hands: [],
  deck: [],
  quarters: [],
  discards: { main: [], areas: [], active: null, faceDown: null },
  exposed: [],
  drawn: null,
  claim: null,
  bumps: [],
  dealerDuel: null,
  bonusDuel: null,
  aside: [],
  packets: [],
  packetDraws: [],
  privates: null,
  penalties: [],
  swapTurn: null,
  turnNumber: 0,
  turn: { seat: 0 },
  ending: null,
  revealed: null,
  coins: [],
  games: [],
  totals: [],
  winners: null,
  ready: null,
  fault: null,
};

export const handOf = (ctx: SecretsContext, seat: Seat): readonly KnownCard[] => ctx.hands[seat] ?? [];

/** The hand without the copy of `card` with this taken flag: its known copy, else (untaken) a hidden card. */
export function withoutCopy(hand: readonly KnownCard[], card: CardCode, taken: boolean): KnownCard[] | null {
  let i = hand.findIndex((c) => c !== null && c.code === card && c.taken === taken);
  if (i < 0 && !taken) i = hand.indexOf(null);
  if (i < 0) return null;
  return [...hand.slice(0, i), ...hand.slice(i + 1)];
}

/** The hand without every one of `cards` (see withoutCopy), or null when it does not hold them. */
export function withoutCards(hand: readonly KnownCard[], cards: readonly HandCard[]): KnownCard[] | null {
  let left: KnownCard[] | null = hand.slice();
  for (const c of cards) left = left && withoutCopy(left, c.code, c.taken);
  return left;
}

/** The next turn after the current one ends. */
export const nextTurn = (ctx: SecretsContext): Change => ({
  turnNumber: ctx.turnNumber + 1,
  turn: turnAt(ctx.names.length, ctx.dealer, ctx.turnNumber),
});

export const isHandCard = (c: unknown): c is HandCard =>
  typeof c === 'object' && c !== null && isCardCode((c as HandCard).code) && typeof (c as HandCard).taken === 'boolean';

export const isHandCards = (cards: unknown): cards is HandCard[] => Array.isArray(cards) && cards.every(isHandCard);
