/** State, events and commands of the planet trick-taking game. */
import type { Seat } from '../../kernel/game.js';
import type { CardId } from './cards.js';

/** What the rest of the code asks the statechart (its tags): the host deals, a card is to be played, the game is over. */
export type PlanetTag = 'dealing' | 'playing' | 'over';

export interface PlanetOptions {
  /** The Null rule: a seat whose tricks of a round hold all four 9s counts 0 tricks for it. */
  readonly nullRule: boolean;
}

/** A card in a hand as a seat knows it: null when hidden from that seat. */
export type HandCard = CardId | null;

export interface Play {
  readonly seat: Seat;
  readonly card: CardId;
  readonly faceUp: boolean;
}

export interface FieldCard {
  readonly card: CardId;
  readonly faceUp: boolean;
}

export interface TrickRecord {
  readonly leader: Seat;
  readonly plays: readonly Play[];
  readonly winner: Seat;
  readonly bigBang: boolean;
  /** The field card that collided with the one face-up card left (odd player counts), else null. */
  readonly fieldCollision: number | null;
}

export interface RoundRecord {
  readonly round: number;
  readonly starter: Seat;
  readonly tricks: readonly number[];
  readonly nines: readonly number[];
  /** Tricks that count toward the totals (0 for a seat nulled by the Null rule). */
  readonly counted: readonly number[];
}

export interface PlanetContext {
  readonly names: readonly string[];
  readonly options: PlanetOptions;
  readonly round: number;
  readonly hands: readonly (readonly HandCard[])[];
  readonly field: readonly FieldCard[];
  readonly broken: boolean;
  readonly roundStarter: Seat;
  readonly leader: Seat;
  readonly turn: Seat;
  readonly trick: readonly Play[];
  readonly trickNumber: number;
  readonly lastTrick: TrickRecord | null;
  readonly tricks: readonly number[];
  readonly nines: readonly number[];
  readonly totals: readonly number[];
  readonly rounds: readonly RoundRecord[];
  readonly fault: string | null;
}

export type PlanetEvent =
  | { readonly type: 'game.created'; readonly game: 'planet-tricks'; readonly options: PlanetOptions; readonly names: readonly string[] }
  | {
      readonly type: 'round.dealt';
      readonly round: number;
      readonly starter: Seat;
      readonly field: readonly CardId[];
      readonly hands: readonly (readonly HandCard[])[];
    }
  | { readonly type: 'card.played'; readonly seat: Seat; readonly card: CardId };

export type PlanetCommand = { readonly type: 'playCard'; readonly card: CardId };
