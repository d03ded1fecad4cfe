/**
 * Secrets of the Universe's cards and their notation, shared by every version of the game.
 *
 * A card is written as a suit letter and a rank: E (Earth), F (Fire), W (Water), A (Air) and
 * M (Magic), then 1 to 9, so `E7` or `M3`. In a hand, a trailing `*` marks a card taken from the
 * discards (the book turns such a card upside down): `E7*`. Copies of a card are identical, so a
 * card's identity is its code; the four copies of `E7` are the same card four times.
 *
 * The Advanced Version's Bonus Cards are not cards of a suit and rank; they will get codes of their
 * own beside these (see docs/games/secrets-of-the-universe.md).
 */
export type PlainSuit = 'E' | 'F' | 'W' | 'A';
export type Suit = PlainSuit | 'M';
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type CardCode = `${Suit}${Rank}`;
export type Version = 'basic' | 'intermediate' | 'advanced';

/** A card as it lies in a hand or a meld: `taken` when it came from the discards. */
export interface HandCard {
  readonly code: CardCode;
  readonly taken: boolean;
}

export const PLAIN_SUITS: readonly PlainSuit[] = ['E', 'F', 'W', 'A'];
export const SUITS: readonly Suit[] = [...PLAIN_SUITS, 'M'];
export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
export const COPIES = 4;

export const SUIT_NAMES: Readonly<Record<Suit, string>> = {
  E: 'Earth',
  F: 'Fire',
  W: 'Water',
  A: 'Air',
  M: 'Magic',
};

export const VERSIONS: readonly Version[] = ['basic', 'intermediate', 'advanced'];

export const suitOf = (code: CardCode): Suit => code[0] as Suit;
export const rankOf = (code: CardCode): Rank => Number(code[1]) as Rank;
export const codeOf = (suit: Suit, rank: Rank): CardCode => `${suit}${rank}`;
export const isPlain = (suit: Suit): suit is PlainSuit => suit !== 'M';

/** The suits each version plays with: the Basic Version has no Magic. */
const VERSION_SUITS: Readonly<Record<Version, readonly Suit[]>> = { basic: PLAIN_SUITS, intermediate: SUITS, advanced: SUITS };

export const suitsOf = (version: Version): readonly Suit[] => VERSION_SUITS[version];

/** Every card of a version, four copies each, in suit and rank order (144 in the Basic Version). */
export function deckOf(version: Version): readonly CardCode[] {
  return suitsOf(version).flatMap((s) => RANKS.flatMap((r) => Array.from({ length: COPIES }, () => codeOf(s, r))));
}

const CODE = /^([EFWAM])([1-9])$/;

export function isCardCode(value: unknown): value is CardCode {
  return typeof value === 'string' && CODE.test(value);
}

/** "Earth 7", "Magic 3". */
export function cardName(code: CardCode): string {
  return `${SUIT_NAMES[suitOf(code)]} ${rankOf(code)}`;
}

/** Hand order: Earth, Fire, Water, Air, Magic; low to high; taken cards after plain copies. */
export function compareHandCards(a: HandCard, b: HandCard): number {
  return (
    SUITS.indexOf(suitOf(a.code)) - SUITS.indexOf(suitOf(b.code)) ||
    rankOf(a.code) - rankOf(b.code) ||
    Number(a.taken) - Number(b.taken)
  );
}

/** `E7` or `E7*`. */
export function formatCard(card: HandCard): string {
  return card.taken ? `${card.code}*` : card.code;
}

export function formatCards(cards: readonly HandCard[]): string {
  return cards.map(formatCard).join(' ');
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/**
 * Reads cards written in the notation, separated by spaces or commas, case-insensitive. Refuses an
 * unknown card, a suit the version does not play with, and a fifth copy of any card.
 */
export function parseCards(text: string, version: Version = 'basic'): Parsed<HandCard[]> {
  const words = text.split(/[\s,]+/).filter((w) => w !== '');
  const cards: HandCard[] = [];
  const counts = new Map<CardCode, number>();
  const suits = suitsOf(version);
  for (const word of words) {
    const taken = word.endsWith('*');
    const match = CODE.exec((taken ? word.slice(0, -1) : word).toUpperCase());
    if (!match) {
      return { ok: false, error: `"${word}" is not a card: write a suit letter (E, F, W, A or M) and a rank 1 to 9, like E7 or E7*.` };
    }
    const code = match[0] as CardCode;
    if (!suits.includes(suitOf(code))) {
      return { ok: false, error: `${code}: the ${version} version has no ${SUIT_NAMES[suitOf(code)]} cards.` };
    }
    const count = (counts.get(code) ?? 0) + 1;
    if (count > COPIES) return { ok: false, error: `${code} appears ${count} times; the deck has only ${COPIES} copies.` };
    counts.set(code, count);
    cards.push({ code, taken });
  }
  return { ok: true, value: cards };
}

/** How many of each card a list holds (nulls ignored). */
export function countCodes(cards: readonly (CardCode | null)[]): Map<CardCode, number> {
  const counts = new Map<CardCode, number>();
  for (const c of cards) if (c !== null) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}
