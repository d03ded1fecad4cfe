/**
 * The planet trick-taking game's cards, and every fact the rulebook leaves out (see
 * docs/games/planet-tricks.md, "Choices"): the fourth suit's name, the Black Cards' ranks and the
 * order cards are sorted in a hand.
 */
export type PlanetSuit = 'sun' | 'saturn' | 'collapsar' | 'nebula';
export type Suit = PlanetSuit | 'black';
/** A card is its index in CARDS; events carry only these numbers. */
export type CardId = number;

export interface Card {
  readonly id: CardId;
  readonly suit: Suit;
  readonly rank: number;
}

/** Sun, Saturn and Collapsar are named in the book; Nebula is our name for the fourth suit. */
export const PLANET_SUITS: readonly PlanetSuit[] = ['sun', 'saturn', 'collapsar', 'nebula'];

export const SUIT_NAMES: Readonly<Record<Suit, string>> = {
  sun: 'Sun',
  saturn: 'Saturn',
  collapsar: 'Collapsar',
  nebula: 'Nebula',
  black: 'Black',
};

/** Each planet suit: 1, 2, 3 and 9 once, 4 to 8 twice (14 cards). */
export const PLANET_RANKS: readonly number[] = [1, 2, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9];
/** The book shows Black Cards with ranks (its example's winner is a Black 3) but lists none: 1 to 8. */
export const BLACK_RANKS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];

export const CARDS: readonly Card[] = [
  ...PLANET_SUITS.flatMap((suit) => PLANET_RANKS.map((rank) => ({ suit, rank }) as const)),
  ...BLACK_RANKS.map((rank) => ({ suit: 'black', rank }) as const),
].map((c, id) => Object.freeze({ id, ...c }));

/** The 64 cards shuffled each round (the Break Card is not shuffled). */
export const DECK: readonly CardId[] = CARDS.map((c) => c.id);

export const FIELD_SIZE = 4;

/** Cards in a hand, by number of players. The end-game trick number is the same figure. */
export const HAND_SIZE: Readonly<Record<number, number>> = { 3: 20, 4: 15, 5: 12, 6: 10 };
export const END_TRICKS: Readonly<Record<number, number>> = { 3: 20, 4: 15, 5: 12, 6: 10 };

export function card(id: CardId): Card {
  const c = CARDS[id];
  if (!c) throw new RangeError(`no card ${id}`);
  return c;
}

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CARDS.length;
}

export const isBlack = (id: CardId): boolean => card(id).suit === 'black';

export function cardName(id: CardId): string {
  const c = card(id);
  return `${SUIT_NAMES[c.suit]} ${c.rank}`;
}

const SUIT_ORDER: readonly Suit[] = [...PLANET_SUITS, 'black'];

/** Hand order: suit by suit (Black last), low to high. */
export function compareCards(a: CardId, b: CardId): number {
  const x = card(a);
  const y = card(b);
  return SUIT_ORDER.indexOf(x.suit) - SUIT_ORDER.indexOf(y.suit) || x.rank - y.rank || a - b;
}
