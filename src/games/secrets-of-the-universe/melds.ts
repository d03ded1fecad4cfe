/**
 * Secrets of the Universe's melds: what makes a list of cards a sequence, a set or a unity, whether
 * a unity is exposed or concealed, and when the cards left over let a player go out.
 *
 * - Sequence: 3 to 9 cards of one suit with consecutive ranks; 9 and 1 are never consecutive.
 * - Set: 3 or 4 cards of one rank and distinct Plain Suits; in the Intermediate Version a Magic card
 *   may only join a 4-Set of the four Plain Suits, making a 5-Set.
 * - Unity: 3 or 4 identical cards. It is exposed when any of its cards was taken from the discards
 *   (`taken`), concealed otherwise.
 */
import {
  compareHandCards,
  isPlain,
  rankOf,
  suitOf,
  suitsOf,
  type CardCode,
  type HandCard,
  type Rank,
  type Suit,
  type Version,
} from './cards.js';

/** The versions whose melds and scores are defined here (the Advanced Version adds Bonus Cards). */
export type ScoredVersion = Exclude<Version, 'advanced'>;
export type MeldKind = 'sequence' | 'set' | 'unity';

/** A valid meld: its cards in hand order (sequences low to high). Build one with `meldOf`. */
export interface Meld {
  readonly kind: MeldKind;
  readonly cards: readonly HandCard[];
}

export const MIN_SEQUENCE = 3;
export const MAX_SEQUENCE = 9;

/** 3 to 9 cards of one suit whose ranks, in any order, are consecutive (no wrap from 9 to 1). */
export function isSequence(codes: readonly CardCode[]): boolean {
  if (codes.length < MIN_SEQUENCE || codes.length > MAX_SEQUENCE) return false;
  const suit = suitOf(codes[0]!);
  const ranks = codes.map(rankOf).sort((a, b) => a - b);
  return codes.every((c) => suitOf(c) === suit) && ranks.every((r, i) => r === ranks[0]! + i);
}

/** 3 or 4 cards of one rank and distinct Plain Suits, or such a 4-Set plus one Magic card. */
export function isSet(codes: readonly CardCode[]): boolean {
  if (codes.length < 3 || codes.length > 5) return false;
  const rank = rankOf(codes[0]!);
  const plain = new Set(codes.map(suitOf).filter(isPlain));
  const magic = codes.filter((c) => !isPlain(suitOf(c))).length;
  const sameRank = codes.every((c) => rankOf(c) === rank);
  return sameRank && plain.size === codes.length - magic && (magic === 0 ? codes.length <= 4 : magic === 1 && plain.size === 4);
}

/** 3 or 4 identical cards. */
export function isUnity(codes: readonly CardCode[]): boolean {
  return codes.length >= 3 && codes.length <= 4 && codes.every((c) => c === codes[0]);
}

/** The meld these cards form in `version`, or null when they form none. */
export function meldOf(cards: readonly HandCard[], version: ScoredVersion): Meld | null {
  const codes = cards.map((c) => c.code);
  const suits = suitsOf(version);
  if (!codes.every((c) => suits.includes(suitOf(c)))) return null;
  const kind: MeldKind | null = isSequence(codes) ? 'sequence' : isSet(codes) ? 'set' : isUnity(codes) ? 'unity' : null;
  return kind && { kind, cards: cards.slice().sort(compareHandCards) };
}

/** A unity none of whose cards was taken from the discards. */
export const isConcealed = (meld: Meld): boolean => meld.kind === 'unity' && !meld.cards.some((c) => c.taken);

/** The suit of a sequence or unity; null for a set. */
export const meldSuit = (meld: Meld): Suit | null => (meld.kind === 'set' ? null : suitOf(meld.cards[0]!.code));

/** The rank of a set or unity, the lowest rank of a sequence. */
export const meldRank = (meld: Meld): Rank => rankOf(meld.cards[0]!.code);

/** "3-Sequence", "Magic 5-Sequence", "4-Set", "5-Set", "concealed 3-Unity", "exposed Magic 4-Unity". */
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
    default: {
      const unknown: never = meld.kind;
      throw new Error(`unknown meld kind ${String(unknown)}`);
    }
  }
}

/** Cards left out of melds that still let a player go out: at most 2 (all but 2 cards melded). */
export const canGoOut = (unmelded: readonly CardCode[]): boolean => unmelded.length <= 2;

/** Going out fully: every card melded, or the 2 left over are an identical pair. */
export const goesOutFully = (unmelded: readonly CardCode[]): boolean =>
  unmelded.length === 0 || (unmelded.length === 2 && unmelded[0] === unmelded[1]);
