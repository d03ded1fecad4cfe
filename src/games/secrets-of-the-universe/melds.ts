/**
 * Secrets of the Universe's melds: what makes a list of cards a sequence, a set or a unity, whether
 * a unity is exposed or concealed, and when the cards left over let a player go out.
 *
 * - Sequence: 3 to 9 cards of one suit with consecutive ranks; 9 and 1 are never consecutive.
 * - Set: 3 or 4 cards of one rank and distinct Plain Suits; in the Intermediate Version a Magic card
 *   may only join a 4-Set of the four Plain Suits, making a 5-Set.
 * - Unity: 3 or 4 identical cards. It is exposed when any of its cards was taken from the discards
 *   (`taken`), concealed otherwise.
 *
 * The Advanced Version adds the Bonus Cards:
 * - A Plain 0 or the Special 0 is a 0 of any suit in a sequence: before its 1 (012) or after its 9
 *   (890), never both (901 is none), except in the 10-Sequence, 1 to 9 with a 0 attached to both
 *   ends, which nothing extends. A sequence holds one 0 at most.
 * - Divinity stands for any one card of a suit and rank, or a 0, in a sequence, a set or a unity
 *   (a unity with it is exposed); it may stand for a fifth copy of a card, in a meld of its own.
 * - Void, Eternity and Infinity are one-card melds (`single`), and so is Divinity as a Void.
 * - 11+ Aces: eleven or more 1s of any suits held in the hand (Divinity may be one of them).
 */
import {
  compareHandCards,
  codeOf,
  deckOf,
  isBonus,
  isPlain,
  isSuited,
  isZero,
  rankOf,
  SUITS,
  suitOf,
  suitsOf,
  type CardCode,
  type HandCard,
  type Suit,
  type SuitedCode,
  type Version,
} from './cards.js';
import { BoundedCache, remembered } from './bounded-cache.js';

/** The versions whose melds and scores are defined here. */
export type ScoredVersion = Version;
export type MeldKind = 'sequence' | 'set' | 'unity' | 'single' | 'aces';

/** A valid meld: its cards in hand order (sequences low to high). Build one with `meldOf`. */
export interface Meld {
  readonly kind: MeldKind;
  readonly cards: readonly HandCard[];
}

export const MIN_SEQUENCE = 3;
export const MAX_SEQUENCE = 9;
/** The 10-Sequence: 1 to 9 and a 0 attached to both ends. */
export const TEN_SEQUENCE = 10;
/** Eleven or more 1s make 11+ Aces. */
export const ACES = 11;

/** What a card of a meld stands for: its own suit and rank, or for a 0 or Divinity the card it represents (rank 0 for a 0). */
export interface Stand {
  readonly suit: Suit;
  readonly rank: number;
}

const stand = (code: SuitedCode): Stand => ({ suit: suitOf(code), rank: rankOf(code) });

type Ranks = { readonly suit: Suit; readonly ranks: readonly number[] } | null;

/** Sequence ranks by the codes in order: they depend on nothing else, and no caller changes them. Cleared when full. */
const rankings = new BoundedCache<number | string, Ranks>(50_000);

/**
 * The ranks each card of a sequence stands at (0 for a 0 before the 1, 10 for a 0 after the 9), or
 * null when the cards form no sequence.
 */
function sequenceRanks(codes: readonly CardCode[]): Ranks {
  // A number for up to 8 cards (a base-64 digit each), else the codes joined.
  let key: number | string = 0;
  for (const code of codes) {
    const n = CARD_NUMBERS.get(code);
    if (n === undefined) return rankSequence(codes);
    key = key * 64 + n;
  }
  if (codes.length > 8) key = codes.join(' ');
  return remembered(rankings, key, () => rankSequence(codes));
}

/** sequenceRanks worked out: tries every place for a 0 and for Divinity. */
function rankSequence(codes: readonly CardCode[]): Ranks {
  const len = codes.length;
  if (len < MIN_SEQUENCE || len > TEN_SEQUENCE) return null;
  const suited = codes.filter(isSuited);
  const zeros = codes.filter(isZero).length;
  const divinity = codes.filter((c) => c === 'Divinity').length;
  if (suited.length + zeros + divinity !== len || zeros > 1 || divinity > 1 || suited.length === 0) return null;
  const suit = suitOf(suited[0]!);
  const own: number[] = suited.map(rankOf);
  if (suited.some((c) => suitOf(c) !== suit) || new Set(own).size !== own.length) return null;
  for (let lo = 0; lo + len - 1 <= 10; lo++) {
    if (own.some((r) => r < lo || r > lo + len - 1)) continue;
    const gaps = Array.from({ length: len }, (_, i) => lo + i).filter((r) => !own.includes(r));
    const ends = gaps.filter((r) => r === 0 || r === 10);
    // A 0 fills an end (0 or 10); Divinity fills the other gap, if any (an end too: it may be a 0).
    if (zeros === 1 && ends.length === 0) continue;
    if (gaps.length !== zeros + divinity) continue;
    const zeroAt = zeros === 1 ? ends[0]! : null;
    const divAt = gaps.find((r) => r !== zeroAt) ?? null;
    return { suit, ranks: codes.map((c) => (isSuited(c) ? rankOf(c) : isZero(c) ? zeroAt! : divAt!)) };
  }
  return null;
}

/** 3 to 10 cards of one suit whose ranks, in any order, are consecutive (a 0 or Divinity filling in; see above). */
export const isSequence = (codes: readonly CardCode[]): boolean => sequenceRanks(codes) !== null;

/** 3 or 4 cards of one rank and distinct Plain Suits, or such a 4-Set plus one Magic card. */
function isSuitedSet(codes: readonly SuitedCode[]): boolean {
  if (codes.length < 3 || codes.length > 5) return false;
  const rank = rankOf(codes[0]!);
  const plain = new Set(codes.map(suitOf).filter(isPlain));
  const magic = codes.filter((c) => !isPlain(suitOf(c))).length;
  const sameRank = codes.every((c) => rankOf(c) === rank);
  return sameRank && plain.size === codes.length - magic && (magic === 0 ? codes.length <= 4 : magic === 1 && plain.size === 4);
}

/** The suit Divinity stands for in a set (a missing Plain Suit, or Magic making a 5-Set), or null. */
function setDivinity(suited: readonly SuitedCode[]): Suit | null {
  const rank = rankOf(suited[0]!);
  return SUITS.find((s) => isSuitedSet([...suited, codeOf(s, rank as 1)])) ?? null;
}

/** A set, Divinity standing for one missing card. */
export function isSet(codes: readonly CardCode[]): boolean {
  const suited = codes.filter(isSuited);
  const divinity = codes.length - suited.length;
  if (divinity === 0) return isSuitedSet(suited);
  return divinity === 1 && codes.includes('Divinity') && suited.length >= 2 && setDivinity(suited) !== null;
}

/** 3 or 4 identical cards, Divinity standing for one of them. */
export function isUnity(codes: readonly CardCode[]): boolean {
  const suited = codes.filter(isSuited);
  const divinity = codes.length - suited.length;
  const first = suited[0];
  if (codes.length < 3 || codes.length > 4 || first === undefined || suited.some((c) => c !== first)) return false;
  return divinity === 0 || (divinity === 1 && codes.includes('Divinity'));
}

/** A one-card meld: Void, Eternity, Infinity, or Divinity standing for a Void. */
export const isSingle = (codes: readonly CardCode[]): boolean =>
  codes.length === 1 && (codes[0] === 'Void' || codes[0] === 'Eternity' || codes[0] === 'Infinity' || codes[0] === 'Divinity');

/** 11+ Aces: eleven or more 1s, Divinity standing for one at most. */
export function isAces(codes: readonly CardCode[]): boolean {
  const ones = codes.filter((c) => isSuited(c) && rankOf(c) === 1).length;
  return codes.length >= ACES && (ones === codes.length || (ones === codes.length - 1 && codes.includes('Divinity')));
}

/** The meld's cards in order: a sequence by the rank each card stands at, other melds in hand order. */
function ordered<T extends HandCard>(kind: MeldKind, cards: readonly T[]): T[] {
  if (kind !== 'sequence') return cards.slice().sort(compareHandCards);
  const { ranks } = sequenceRanks(cards.map((c) => c.code))!;
  return cards
    .map((c, i) => ({ c, r: ranks[i]! }))
    .sort((a, b) => a.r - b.r || compareHandCards(a.c, b.c))
    .map((x) => x.c);
}

/** What a list of cards forms: its kind and the order of its cards (indexes into the list), or null for no meld. */
type Shape = { readonly kind: MeldKind; readonly order: readonly number[] } | null;

/**
 * Shapes by version and the cards' codes and taken flags in the order given. Whether cards form a
 * meld, and where each goes in it (the sorts are stable), depend on those alone, so the shape is
 * safe to share; every call still gets a meld of its own cards. Cleared when full.
 */
const shapes = new BoundedCache<number | string, Shape>(100_000);

/** Each card's number in a shape's key, 1 up: 51 cards, two numbers each (untaken, taken) fit in a digit of base 128. */
const CARD_NUMBERS = new Map<string, number>([...new Set(deckOf('advanced'))].map((code, i) => [code, i + 1] as const));
const VERSION_NUMBERS: Readonly<Record<ScoredVersion, number>> = { basic: 1, intermediate: 2, advanced: 3 };
/** Keys of up to this many cards are exact numbers (a version digit below 4, then one base-128 digit a card). */
const NUMBERED = 7;

/** A shape's key: a number for a few cards, else a string; null for anything but cards (a malformed command). */
function shapeKey(cards: readonly HandCard[], version: ScoredVersion): number | string | null {
  let key: number = VERSION_NUMBERS[version];
  for (const c of cards) {
    const n = CARD_NUMBERS.get(c.code);
    if (n === undefined || typeof c.taken !== 'boolean') return null;
    key = key * 128 + n * 2 + (c.taken ? 1 : 0);
  }
  return cards.length <= NUMBERED ? key : cards.map((c) => (c.taken ? `${c.code}*` : c.code)).join(' ') + version;
}

/** The meld these cards form in `version`, or null when they form none. */
export function meldOf(cards: readonly HandCard[], version: ScoredVersion): Meld | null {
  const key = shapeKey(cards, version);
  if (key === null) return formed(cards, version);
  const shape = remembered(shapes, key, () => shapeOf(cards, version));
  return shape && { kind: shape.kind, cards: shape.order.map((i) => cards[i]!) };
}

function shapeOf(cards: readonly HandCard[], version: ScoredVersion): Shape {
  // Each card tagged with its place, so that copies given twice are told apart.
  const meld = formed(
    cards.map((c, at) => ({ code: c.code, taken: c.taken, at })),
    version,
  );
  return meld && { kind: meld.kind, order: meld.cards.map((c) => c.at) };
}

/** The meld these cards form in `version`, worked out. */
function formed<T extends HandCard>(cards: readonly T[], version: ScoredVersion): { kind: MeldKind; cards: T[] } | null {
  const codes = cards.map((c) => c.code);
  const suits = suitsOf(version);
  if (!codes.every((c) => (isBonus(c) ? version === 'advanced' : suits.includes(suitOf(c))))) return null;
  const kind: MeldKind | null = isSequence(codes)
    ? 'sequence'
    : isSet(codes)
      ? 'set'
      : isUnity(codes)
        ? 'unity'
        : isSingle(codes)
          ? 'single'
          : isAces(codes)
            ? 'aces'
            : null;
  return kind && { kind, cards: ordered(kind, cards) };
}

/** What each card of a meld stands for: a card of a suit for itself, a 0 or Divinity for the card it represents; null for a single. */
export function standsFor(meld: Meld): (Stand | null)[] {
  const codes = meld.cards.map((c) => c.code);
  const suited = codes.filter(isSuited);
  switch (meld.kind) {
    case 'sequence': {
      const { suit, ranks } = sequenceRanks(codes)!;
      return ranks.map((r) => ({ suit, rank: r % 10 }));
    }
    case 'set': {
      const divinity = setDivinity(suited);
      return codes.map((c) => (isSuited(c) ? stand(c) : { suit: divinity!, rank: rankOf(suited[0]!) }));
    }
    case 'unity':
      return codes.map(() => stand(suited[0]!));
    case 'aces':
      return codes.map((c) => (isSuited(c) ? stand(c) : { suit: 'M', rank: 1 }));
    case 'single':
      return [null];
    default: {
      const unknown: never = meld.kind;
      throw new Error(`unknown meld kind ${String(unknown)}`);
    }
  }
}

/** A unity none of whose cards was taken from the discards (Divinity is always exposed). */
export const isConcealed = (meld: Meld): boolean => meld.kind === 'unity' && !meld.cards.some((c) => c.taken || c.code === 'Divinity');

/** The suit of a sequence or unity; null for a set, a single or 11+ Aces. */
export function meldSuit(meld: Meld): Suit | null {
  if (meld.kind !== 'sequence' && meld.kind !== 'unity') return null;
  return suitOf(meld.cards.find((c) => isSuited(c.code))!.code);
}

/** The rank of a set or unity, the lowest rank a sequence stands at (0 when it begins with a 0); 1 for 11+ Aces, 0 for a single. */
export function meldRank(meld: Meld): number {
  return remembered(ranksOfMelds, meld, () => rankOfMeld(meld));
}

/** meldRank by meld: melds are never changed once made. */
const ranksOfMelds = new WeakMap<Meld, number>();

function rankOfMeld(meld: Meld): number {
  if (meld.kind === 'single') return 0;
  if (meld.kind === 'sequence') return Math.min(...sequenceRanks(meld.cards.map((c) => c.code))!.ranks);
  return rankOf(meld.cards.find((c) => isSuited(c.code))!.code);
}

/** "3-Sequence", "Magic 10-Sequence", "4-Set", "5-Set", "concealed 3-Unity", "exposed Magic 4-Unity", "Void", "Divinity as Void", "11+ Aces". */
export function meldLabel(meld: Meld): string {
  const magic = meldSuit(meld) === 'M' ? 'Magic ' : '';
  const size = meld.cards.length;
  switch (meld.kind) {
    case 'sequence':
      return `${magic}${size}-Sequence`;
    case 'set':
      return `${size}-Set`;
    case 'unity':
      return `${isConcealed(meld) ? 'concealed' : 'exposed'} ${magic}${size}-Unity`;
    case 'single':
      return meld.cards[0]!.code === 'Divinity' ? 'Divinity as Void' : meld.cards[0]!.code;
    case 'aces':
      return '11+ Aces';
    default: {
      const unknown: never = meld.kind;
      throw new Error(`unknown meld kind ${String(unknown)}`);
    }
  }
}

/**
 * Ultimate 11+ Aces: every suit holds at least a pair of the 1s, and the card beyond one pair of each
 * (the 11th) is a Magic 1 or Divinity: a third Magic 1, or Divinity.
 */
export function isUltimate(meld: Meld): boolean {
  if (meld.kind !== 'aces') return false;
  const of = (suit: Suit): number => meld.cards.filter((c) => c.code === codeOf(suit, 1)).length;
  return SUITS.every((s) => of(s) >= 2) && (of('M') >= 3 || meld.cards.some((c) => c.code === 'Divinity'));
}

/** A sequence with a 0 in it. */
export const hasZero = (meld: Meld): boolean => meld.cards.some((c) => isZero(c.code));

/** Cards left out of melds that still let a player go out: at most 2 (all but 2 cards melded). */
export const canGoOut = (unmelded: readonly CardCode[]): boolean => unmelded.length <= 2;

/** Going out fully: every card melded, or the 2 left over are an identical pair (Divinity never makes a pair). */
export const goesOutFully = (unmelded: readonly CardCode[]): boolean =>
  unmelded.length === 0 || (unmelded.length === 2 && unmelded[0] === unmelded[1] && unmelded[0] !== 'Divinity');
