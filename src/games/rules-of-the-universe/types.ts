/** Rules of the Universe!'s options, context, events and commands. */
import type { Seat } from '../../kernel/game.js';
import type { SealedCommand, SealedEvent, SealedRound } from '../../kernel/sealed.js';
import type { CardId, CharacterId } from './data.js';

/**
 * What the rest of the code asks the statechart (its tags): an auction is on (`auction`), the host
 * reveals its items (`revealing`), the seats bid (`bidding`), the host flips the Lucky Coin
 * (`flipping`), a seat picks (`picking`); the host starts a turn (`between`), the attacker aims
 * (`targeting`) and lays its card face down (`attacking`), the target defends (`defending`), the
 * attacker reveals (`striking`), a player may exhaust a card (`magic`); the fight is over (`over`).
 */
export type RotuTag =
  | 'auction'
  | 'revealing'
  | 'bidding'
  | 'flipping'
  | 'picking'
  | 'between'
  | 'targeting'
  | 'attacking'
  | 'defending'
  | 'striking'
  | 'magic'
  | 'over';

/** A state as far as the rules read it: its context and its tags. */
export interface RotuReadable {
  readonly context: RotuContext;
  hasTag(tag: RotuTag): boolean;
}

/** The game has no options: the number of players decides the counts. */
export type RotuOptions = Record<string, never>;

/** What is auctioned: a character in the first auction, a pool card in the ten others. */
export type Item = CharacterId | CardId;

/** A flip of the Lucky Coin to break a tie. */
export interface Flip {
  readonly seat: Seat;
  readonly lucky: boolean;
}

export interface Pick {
  readonly seat: Seat;
  readonly item: Item;
}

/** One auction: 0 for the characters, 1 to 10 for the pool cards. */
export interface Auction {
  readonly number: number;
  /** The x+1 items revealed. */
  readonly revealed: readonly Item[];
  /** Each seat's bid once every bid is open: a coin, or 0 for a seat that forfeited. */
  readonly bids: readonly number[];
  /** Where the Lucky Coin was when the bids were opened. */
  readonly holder: Seat;
  readonly flips: readonly Flip[];
  /** Who picks in what order, once every tie is broken. */
  readonly order: readonly Seat[];
  readonly picks: readonly Pick[];
}

/** An attack under way. */
export interface Attack {
  readonly attacker: Seat;
  readonly target: Seat;
  /** The attack card, laid face down: the attacker's sealed choice. */
  readonly card: SealedRound<CardId>;
  /** The target's defence: a card, null for none, undefined while the target chooses. */
  readonly defence: CardId | null | undefined;
}

/** Who may exhaust a card now: each living player once a turn, in turn order from the turn's player. */
export interface MagicWindow {
  readonly order: readonly Seat[];
  /** The index in `order` of the player deciding now (order.length once everyone has had the chance). */
  readonly at: number;
}

/** What happened in the fight, as the table tells it. */
export type Happening =
  | {
      readonly kind: 'attack';
      readonly turn: number;
      readonly by: Seat;
      readonly on: Seat;
      readonly card: CardId;
      readonly defence: CardId | null;
      readonly strength: number;
      readonly guard: number;
      readonly damage: number;
      readonly healed: number;
    }
  /** An attack whose card was not laid, or not revealed, in time: no damage, and a defence card goes back to hand. */
  | { readonly kind: 'void'; readonly turn: number; readonly by: Seat; readonly on: Seat }
  | { readonly kind: 'skip'; readonly turn: number; readonly by: Seat; readonly why: 'no-cards' | 'no-target' }
  | {
      readonly kind: 'magic';
      readonly turn: number;
      readonly by: Seat;
      readonly card: CardId;
      readonly target: number | null;
      readonly changes: readonly HealthChange[];
      readonly moved: readonly CardId[];
    }
  | { readonly kind: 'death'; readonly turn: number; readonly seat: Seat; readonly why: 'wounds' | 'exhausted' }
  /** Every hand was empty: the discard piles came back; at a weary refill each player standing lost `weariness` (0 otherwise; less a renewal). */
  | { readonly kind: 'refill'; readonly turn: number; readonly weariness: number; readonly changes: readonly HealthChange[] };

export interface HealthChange {
  readonly seat: Seat;
  /** Health lost (negative) or healed (positive), after the limits. */
  readonly delta: number;
}

export interface Fallen {
  readonly seat: Seat;
  readonly turn: number;
  readonly why: 'wounds' | 'exhausted';
}

export interface Ending {
  readonly kind: 'champion' | 'cunning';
  readonly winners: readonly Seat[];
  /** The turn at whose end it came. */
  readonly turn: number;
}

export interface RotuContext {
  readonly names: readonly string[];
  /** Each seat's bidding coins still in hand. */
  readonly coins: readonly (readonly number[])[];
  /** Who holds the Lucky Coin. */
  readonly holder: Seat;
  /** Characters not yet revealed, and the pool supply deck's cards not yet revealed. */
  readonly characterDeck: readonly CharacterId[];
  readonly pool: readonly CardId[];
  readonly auction: Auction | null;
  /** The sealed bids of the auction under way. */
  readonly bids: SealedRound<number> | null;
  readonly past: readonly Auction[];
  readonly characters: readonly (CharacterId | null)[];
  /** The character nobody picked, discarded, and the pool cards returned to the box. */
  readonly discardedCharacter: CharacterId | null;
  readonly boxed: readonly CardId[];
  readonly health: readonly number[];
  readonly hands: readonly (readonly CardId[])[];
  readonly discards: readonly (readonly CardId[])[];
  readonly exhausted: readonly (readonly CardId[])[];
  readonly alive: readonly boolean[];
  /** The fight: whose turn, its number (1 for the first), and the round it belongs to. */
  readonly turn: Seat;
  readonly turnNo: number;
  readonly round: number;
  /** The first player of the fight: rounds start at their place. */
  readonly first: Seat;
  readonly attack: Attack | null;
  /** The target of the attack made in the previous turn; null when that turn had none. */
  readonly prevTarget: Seat | null;
  /** The target of this turn's attack, once chosen. */
  readonly thisTarget: Seat | null;
  /** For each seat, the players who damaged it this round. */
  readonly damagedBy: readonly (readonly Seat[])[];
  readonly magic: MagicWindow | null;
  /** Who played a card last (an attack or a defence), for Winner by Cunning. */
  readonly lastPlayed: Seat | null;
  /** How many times everyone took their discard pile back. */
  readonly refills: number;
  /** How many refills in a row, up to the last, found the health of everyone standing, added up, no lower than the low mark (weariness.ts). */
  readonly stalls: number;
  /** How many refills were weary: the second in a row to stall, and each one after it until the health fell. */
  readonly weary: number;
  /** The least the health of everyone standing, added up, has been at any refill (just before or just after it); null before the first. */
  readonly lowMark: number | null;
  /** Every death so far, in order. */
  readonly fallen: readonly Fallen[];
  /** What happened this turn and the turn before. */
  readonly happenings: readonly Happening[];
  readonly ending: Ending | null;
  readonly fault: string | null;
}

export type RotuEvent =
  | { readonly type: 'game.created'; readonly game: 'rules-of-the-universe'; readonly options: RotuOptions; readonly names: readonly string[] }
  | { readonly type: 'auction.started'; readonly number: number; readonly revealed: readonly Item[] }
  | { readonly type: 'coin.flipped'; readonly seat: Seat; readonly lucky: boolean }
  | { readonly type: 'item.picked'; readonly seat: Seat; readonly item: Item }
  | { readonly type: 'turn.started'; readonly seat: Seat; readonly turn: number; readonly round: number }
  | { readonly type: 'target.chosen'; readonly seat: Seat; readonly target: Seat }
  | { readonly type: 'defence.chosen'; readonly seat: Seat; readonly card: CardId | null }
  | { readonly type: 'card.exhausted'; readonly seat: Seat; readonly card: CardId; readonly target: number | null }
  | { readonly type: 'magic.passed'; readonly seat: Seat }
  | SealedEvent<number>;

export type Ev<T extends RotuEvent['type']> = Extract<RotuEvent, { type: T }>;

/**
 * The commands. `bid` (the `nth` lowest of your coins, 0 for the lowest: the same words for every
 * seat) and `attack` are sealed choices: a page sends them as `seal`, then `open`.
 */
export type RotuCommand =
  | { readonly type: 'bid'; readonly nth: number }
  | { readonly type: 'pick'; readonly item: Item }
  | { readonly type: 'target'; readonly seat: Seat }
  | { readonly type: 'attack'; readonly card: CardId }
  | { readonly type: 'defend'; readonly card: CardId | null }
  | { readonly type: 'exhaust'; readonly card: CardId; readonly target: number | null }
  | { readonly type: 'pass' }
  | SealedCommand<number>;
