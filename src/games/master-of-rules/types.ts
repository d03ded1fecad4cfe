/** Master of Rules' options, context, events and commands. */
import type { Seat } from '../../kernel/game.js';
import type { CardId, CardKind } from './cards.js';

/**
 * What the rest of the code asks the statechart (its tags): the host owes the deal of hands and
 * piles (`deal`), the start player (`start`), the next deal's refill set (`refill`) or a dummy's
 * cards (`dummy`); a player's turn (`turns`): a card to play (`playing`) or a refill card to take
 * (`taking`); the game is over (`over`).
 */
export type MorTag = 'deal' | 'start' | 'refill' | 'dummy' | 'turns' | 'playing' | 'taking' | 'over';

/** A state as far as the rules read it: its context and its tags. */
export interface MorReadable {
  readonly context: MorContext;
  hasTag(tag: MorTag): boolean;
}

/** The game has no options: the number of players decides the dummies and the length. */
export type MorOptions = Record<string, never>;

/** A card as a state knows it: null when hidden from that state (another hand, the piles). */
export type HandCard = CardId | null;

export interface Hand {
  readonly nums: readonly HandCard[];
  readonly rules: readonly HandCard[];
}

/** A card put in play this deal. `by` is a place at the table: 0 to players-1 are the players, then Dummy 1 and Dummy 2. */
export interface Play {
  readonly by: number;
  readonly card: CardId;
  /** The trick it belongs to; a dummy's cards belong to the trick after which it got them. */
  readonly trick: 1 | 2;
}

export interface Judgement {
  readonly by: number;
  readonly rule: CardId;
  /** The numerical card the same place played this deal. */
  readonly num: CardId | null;
  readonly met: boolean;
  /** Why, in words ("The five numerical cards add up to 21: 23 or lower"). */
  readonly reason: string;
  /** Kept face up for a victory point (a player's completed card; a dummy keeps nothing). */
  readonly kept: boolean;
}

export interface DealRecord {
  readonly deal: number;
  readonly start: Seat;
  readonly plays: readonly Play[];
  readonly judgements: readonly Judgement[];
}

export interface Refill {
  readonly nums: readonly CardId[];
  readonly rules: readonly CardId[];
}

export interface MorContext {
  readonly names: readonly string[];
  readonly hands: readonly Hand[];
  /** The draw piles, top first. */
  readonly numPile: readonly HandCard[];
  readonly rulePile: readonly HandCard[];
  readonly numDiscard: readonly CardId[];
  readonly ruleDiscard: readonly CardId[];
  readonly refill: Refill;
  /** The first start player, who keeps the round counter. */
  readonly keeper: Seat;
  /** This deal's start player. */
  readonly start: Seat;
  /** 1 to the last deal; 0 before the first. */
  readonly deal: number;
  readonly trick: 1 | 2;
  /** Whose card (or, while `taking`, whose refill) it is. */
  readonly turn: Seat;
  /** The kind the turn's seat must take from the refill set, or null. */
  readonly taking: CardKind | null;
  readonly plays: readonly Play[];
  /** Each player's completed rule cards, face up. */
  readonly completed: readonly (readonly CardId[])[];
  readonly last: DealRecord | null;
  readonly fault: string | null;
}

export type MorEvent =
  | { readonly type: 'game.created'; readonly game: 'master-of-rules'; readonly options: MorOptions; readonly names: readonly string[] }
  | { readonly type: 'game.dealt'; readonly hands: readonly Hand[]; readonly numPile: readonly HandCard[]; readonly rulePile: readonly HandCard[] }
  | { readonly type: 'start.drawn'; readonly seat: Seat }
  | { readonly type: 'deal.started'; readonly deal: number; readonly start: Seat; readonly refill: Refill }
  | { readonly type: 'card.played'; readonly seat: Seat; readonly card: CardId }
  | { readonly type: 'refill.taken'; readonly seat: Seat; readonly card: CardId }
  | { readonly type: 'dummy.dealt'; readonly dummy: 1 | 2; readonly num: CardId; readonly rule: CardId | null }
  | { readonly type: 'pile.reshuffled'; readonly kind: CardKind; readonly cards: readonly HandCard[] };

export type Ev<T extends MorEvent['type']> = Extract<MorEvent, { type: T }>;

export type MorCommand = { readonly type: 'playCard'; readonly card: CardId } | { readonly type: 'takeRefill'; readonly card: CardId };
