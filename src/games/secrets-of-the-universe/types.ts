/** Options, table places, context, events and commands of Secrets of the Universe (Basic Version, match play). */
import type { Seat } from '../../kernel/game.js';
import type { CardCode, HandCard, Version } from './cards.js';

export type MatchLength = 4 | 8 | 16;

export interface SecretsOptions {
  /** Only 'basic' is playable for now; the type already names the versions that will extend it. */
  readonly version: Version;
  /** Games in the match (the book: matches of 4, 8 or 16 games). */
  readonly matchLength: MatchLength;
}

/** Who takes a turn: a person's seat, or a dummy (2 and 3 players) numbered from 0. */
export type Turn = { readonly seat: Seat } | { readonly dummy: number };

/** A card in a hand as one audience knows it: null when hidden from it. Taken cards are public. */
export type KnownCard = HandCard | null;

/** Where a discard came from: the deal's first card, a seat, or a dummy. */
export type DiscardSource = { readonly deal: true } | Turn;

export interface DiscardedCard {
  readonly code: CardCode;
  readonly from: DiscardSource;
}

/**
 * The discards. The Basic Version has one pile whose most recent card alone can be taken; the
 * Intermediate Version will add a discard area per seat and active or inactive cards beside it.
 */
export interface Discards {
  /** The main discard area, oldest first. */
  readonly main: readonly DiscardedCard[];
}

export type CoinSide = 'heads' | 'tails';

export interface Points {
  readonly low: number;
  readonly high: number;
}

export interface RevealedMeld {
  readonly kind: string;
  readonly cards: readonly HandCard[];
  /** low ≠ high for a meld scored by a coin (a 3-Set of 8s: 10 or 15). */
  readonly points: Points;
}

/** A seat's hand at the end of a game, as the rules score it. */
export interface RevealedHand {
  readonly cards: readonly HandCard[];
  readonly melds: readonly RevealedMeld[];
  readonly unmelded: readonly HandCard[];
  /** The +10 of going out fully (only the seat that went out). */
  readonly bonus: number;
}

/** A coin to call and flip for one meld whose points depend on it. */
export interface Coin {
  readonly seat: Seat;
  /** Index of the meld in the seat's revealed melds. */
  readonly meld: number;
  readonly call: CoinSide | null;
  readonly outcome: CoinSide | null;
  /** The meld's points once flipped. */
  readonly points: number | null;
}

/** A game of the match once scored: how it ended, every hand as scored, its coins and scores. */
export interface GameRecord {
  readonly game: number;
  readonly dealer: Seat;
  readonly ending: Ending;
  readonly hands: readonly RevealedHand[];
  readonly coins: readonly Coin[];
  readonly scores: readonly number[];
}

/** How a game ended: a seat went out, or someone found the deck empty. */
export type Ending = { readonly wentOut: Seat } | { readonly exhausted: Turn };

export interface SecretsContext {
  readonly names: readonly string[];
  readonly options: SecretsOptions;
  /** The match's first dealer, once drawn. */
  readonly firstDealer: Seat | null;
  /** The game being played, 1-based; 0 before the first deal. */
  readonly game: number;
  readonly dealer: Seat;
  /** Each seat's hand; the order is the order the cards arrived (views sort it). */
  readonly hands: readonly (readonly KnownCard[])[];
  /** The deck, top first; the host knows it, a seat sees only nulls. */
  readonly deck: readonly (CardCode | null)[];
  readonly discards: Discards;
  /** Turns begun this game, the current one included (the dealer's first turn is number 1). */
  readonly turnNumber: number;
  readonly turn: Turn;
  readonly ending: Ending | null;
  /** Each seat's revealed and arranged hand, once the game is over. */
  readonly revealed: readonly RevealedHand[] | null;
  readonly coins: readonly Coin[];
  readonly games: readonly GameRecord[];
  readonly totals: readonly number[];
  readonly winners: readonly Seat[] | null;
  readonly fault: string | null;
}

type Created = {
  readonly type: 'game.created';
  readonly game: 'secrets-of-the-universe';
  readonly options: SecretsOptions;
  readonly names: readonly string[];
};

export type SecretsEvent =
  | Created
  | { readonly type: 'dealer.chosen'; readonly seat: Seat }
  | {
      readonly type: 'game.dealt';
      readonly game: number;
      readonly dealer: Seat;
      readonly hands: readonly (readonly (CardCode | null)[])[];
      /** The card turned face up from the deck to start the discards. */
      readonly discard: CardCode;
      /** The rest of the deck, top first (nulls for every seat). */
      readonly deck: readonly (CardCode | null)[];
    }
  | { readonly type: 'card.drawn'; readonly seat: Seat; readonly card: CardCode | null }
  | { readonly type: 'discard.taken'; readonly seat: Seat; readonly card: CardCode }
  | { readonly type: 'card.discarded'; readonly seat: Seat; readonly card: CardCode; readonly taken: boolean }
  | { readonly type: 'dummy.discarded'; readonly dummy: number; readonly card: CardCode }
  | { readonly type: 'player.wentOut'; readonly seat: Seat }
  | { readonly type: 'deck.exhausted'; readonly turn: Turn }
  | { readonly type: 'hands.revealed'; readonly hands: readonly (readonly HandCard[])[] }
  | { readonly type: 'coin.called'; readonly seat: Seat; readonly meld: number; readonly call: CoinSide }
  | {
      readonly type: 'coin.flipped';
      readonly seat: Seat;
      readonly meld: number;
      readonly call: CoinSide;
      readonly outcome: CoinSide;
      readonly points: number;
    }
  | { readonly type: 'game.scored'; readonly game: number; readonly scores: readonly number[] }
  | { readonly type: 'match.over'; readonly totals: readonly number[]; readonly winners: readonly Seat[] };

export type SecretsCommand =
  | { readonly type: 'drawFromDeck' }
  /** `index` (into the discards, oldest first) defaults to the most recent card. */
  | { readonly type: 'takeDiscard'; readonly index?: number }
  /** `taken` picks between a taken and an untaken copy; by default an untaken one when held. */
  | { readonly type: 'discard'; readonly card: CardCode; readonly taken?: boolean }
  | { readonly type: 'goOut' }
  | { readonly type: 'callCoin'; readonly call: CoinSide };

/** Where the statechart is, as one word: the phases decide, advance and views tell apart. */
export type Step =
  | 'lobby' | 'choosingDealer' | 'dealing' | 'draw' | 'discard' | 'dummy'
  | 'revealing' | 'calling' | 'flipping' | 'scoring' | 'matchEnding' | 'matchOver';

export type Ev<T extends SecretsEvent['type']> = Extract<SecretsEvent, { type: T }>;
