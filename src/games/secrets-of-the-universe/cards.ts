/**
 * Secrets of the Universe's cards and their notation, shared by every version of the game.
 *
 * A card is written as a suit letter and a rank: E (Earth), F (Fire), W (Water), A (Air) and
 * M (Magic), then 1 to 9, so `E7` or `M3`. In a hand, a trailing `*` marks a card taken from the
 * discards (the book turns such a card upside down): `E7*`. Copies of a card are identical, so a
 * card's identity is its code; the four copies of `E7` are the same card four times.
 *
 * The Advanced Version's twelve Bonus Cards belong to no suit and no rank and are written by name:
 * `Void` (four), `P0` (a Plain 0, four identical copies), `S0` (the Special 0), `Divinity`,
 * `Eternity` and `Infinity`. Voids and Plain 0s are Private Bonus Cards, the other four Public.
 * suitOf and rankOf are for cards of a suit only: ask isBonus first.
 */
export type PlainSuit = 'E' | 'F' | 'W' | 'A';
export type Suit = PlainSuit | 'M';
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** A card of a suit and a rank. */
export type SuitedCode = `${Suit}${Rank}`;
export type PrivateBonus = 'Void' | 'P0';
export type PublicBonus = 'S0' | 'Divinity' | 'Eternity' | 'Infinity';
export type BonusCode = PrivateBonus | PublicBonus;
export type CardCode = SuitedCode | BonusCode;
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
export const codeOf = (suit: Suit, rank: Rank): SuitedCode => `${suit}${rank}`;
export const isPlain = (suit: Suit): suit is PlainSuit => suit !== 'M';

/** The Bonus Cards in hand order, with how many copies the deck holds of each. */
export const BONUS: readonly { readonly code: BonusCode; readonly name: string; readonly copies: number }[] = [
  { code: 'Void', name: 'Void', copies: 4 },
  { code: 'P0', name: 'Plain 0', copies: 4 },
  { code: 'S0', name: 'Special 0', copies: 1 },
  { code: 'Divinity', name: 'Divinity', copies: 1 },
  { code: 'Eternity', name: 'Eternity', copies: 1 },
  { code: 'Infinity', name: 'Infinity', copies: 1 },
];
const BONUS_CODES: readonly string[] = BONUS.map((b) => b.code);

const BONUS_SET: ReadonlySet<string> = new Set(BONUS_CODES);

export const isBonus = (code: CardCode): code is BonusCode => BONUS_SET.has(code);
/** Void and Plain 0: set aside for a replacement, or kept in the hand. */
export const isPrivate = (code: CardCode): code is PrivateBonus => code === 'Void' || code === 'P0';
/** Special 0, Divinity, Eternity, Infinity: set aside as soon as drawn. */
export const isPublic = (code: CardCode): code is PublicBonus => isBonus(code) && !isPrivate(code);
/** A Plain 0 or the Special 0: a 0 of any suit in a sequence. */
export const isZero = (code: CardCode): code is 'P0' | 'S0' => code === 'P0' || code === 'S0';
/** A card of a suit and a rank. */
export const isSuited = (code: CardCode): code is SuitedCode => !isBonus(code);

/** The suits each version plays with: the Basic Version has no Magic. */
const VERSION_SUITS: Readonly<Record<Version, readonly Suit[]>> = { basic: PLAIN_SUITS, intermediate: SUITS, advanced: SUITS };

export const suitsOf = (version: Version): readonly Suit[] => VERSION_SUITS[version];

/** The cards of a suit and rank a version plays with, four copies each, in suit and rank order. */
export function suitedDeckOf(version: Version): readonly SuitedCode[] {
  return suitsOf(version).flatMap((s) => RANKS.flatMap((r) => Array.from({ length: COPIES }, () => codeOf(s, r))));
}

/** Each version's deck, made once: deckOf hands out copies. */
const DECKS = new Map<Version, readonly CardCode[]>(
  VERSIONS.map((version) => {
    const bonus = version === 'advanced' ? BONUS.flatMap((b) => Array.from({ length: b.copies }, () => b.code)) : [];
    return [version, [...suitedDeckOf(version), ...bonus]];
  }),
);

/** Every card of a version: 144 in the Basic Version, 180 in the Intermediate, 192 with the Advanced Version's Bonus Cards. */
export const deckOf = (version: Version): readonly CardCode[] => DECKS.get(version)!.slice();

/** How many copies of `code` the deck holds (the Advanced Version's). */
export const copiesOf = (code: CardCode): number => BONUS.find((b) => b.code === code)?.copies ?? COPIES;

const CODE = /^([EFWAM])([1-9])$/;

/** Every card's code: the cards of a suit and the Bonus Cards. */
const CARD_CODES: ReadonlySet<string> = new Set([...SUITS.flatMap((s) => RANKS.map((r) => codeOf(s, r))), ...BONUS_CODES]);

export function isCardCode(value: unknown): value is CardCode {
  return typeof value === 'string' && CARD_CODES.has(value);
}

/** "Earth 7", "Magic 3", "Plain 0", "Divinity". */
export function cardName(code: CardCode): string {
  if (isBonus(code)) return BONUS.find((b) => b.code === code)!.name;
  return `${SUIT_NAMES[suitOf(code)]} ${rankOf(code)}`;
}

/** Where a card sorts in a hand: by suit then rank; the Bonus Cards after Magic, in BONUS order. */
const orderOf = (code: CardCode): number => (isBonus(code) ? 100 + BONUS_CODES.indexOf(code) : SUITS.indexOf(suitOf(code)) * 10 + rankOf(code));
const ORDERS = new Map<string, number>([...CARD_CODES].map((code) => [code, orderOf(code as CardCode)]));
const order = (code: CardCode): number => ORDERS.get(code) ?? orderOf(code);

/** Hand order: Earth, Fire, Water, Air, Magic, then the Bonus Cards; low to high; taken cards after plain copies. */
export function compareHandCards(a: HandCard, b: HandCard): number {
  return order(a.code) - order(b.code) || Number(a.taken) - Number(b.taken);
}

/** `E7` or `E7*`. */
export function formatCard(card: HandCard): string {
  return card.taken ? `${card.code}*` : card.code;
}

export function formatCards(cards: readonly HandCard[]): string {
  return cards.map(formatCard).join(' ');
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** The card a word of the notation names (any case), or null. */
function readCode(word: string): CardCode | null {
  const upper = word.toUpperCase();
  if (CODE.test(upper)) return upper as CardCode;
  return (BONUS_CODES.find((c) => c.toUpperCase() === upper) as BonusCode | undefined) ?? null;
}

/**
 * Reads cards written in the notation, separated by spaces or commas, case-insensitive. Refuses an
 * unknown card, a suit or Bonus Card the version does not play with, and more copies of a card
 * than the deck holds.
 */
export function parseCards(text: string, version: Version = 'basic'): Parsed<HandCard[]> {
  const words = text.split(/[\s,]+/).filter((w) => w !== '');
  const cards: HandCard[] = [];
  const counts = new Map<CardCode, number>();
  const suits = suitsOf(version);
  for (const word of words) {
    const taken = word.endsWith('*');
    const code = readCode(taken ? word.slice(0, -1) : word);
    if (!code) {
      const bonus = version === 'advanced' ? `, or a Bonus Card: ${BONUS_CODES.join(', ')}` : '';
      return { ok: false, error: `"${word}" is not a card: write a suit letter (E, F, W, A or M) and a rank 1 to 9, like E7 or E7*${bonus}.` };
    }
    if (isBonus(code) ? version !== 'advanced' : !suits.includes(suitOf(code))) {
      const what = isBonus(code) ? 'Bonus Cards' : `${SUIT_NAMES[suitOf(code)]} cards`;
      return { ok: false, error: `${code}: the ${version} version has no ${what}.` };
    }
    const count = (counts.get(code) ?? 0) + 1;
    const copies = copiesOf(code);
    if (count > copies) return { ok: false, error: `${code} appears ${count} times; the deck has only ${copies === 1 ? 'one' : `${copies} copies`}.` };
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

/** Each card and taken flag as one character, for short cache keys: two per code, in deck order. */
const KEY_CHARS = new Map<string, readonly [string, string]>(
  [...new Set(deckOf('advanced'))].map((code, i) => [code, [String.fromCharCode(48 + 2 * i), String.fromCharCode(49 + 2 * i)]] as const),
);

/** A short key for a hand's cards in any order (the same for the same cards and taken flags), or null for anything but cards. */
export function handKey(cards: readonly HandCard[]): string | null {
  const chars: string[] = [];
  for (const c of cards) {
    const pair = KEY_CHARS.get(c.code);
    if (!pair || typeof c.taken !== 'boolean') return null;
    chars.push(pair[c.taken ? 1 : 0]);
  }
  return chars.sort().join('');
}
