/** Options, table places, context, events and commands of Secrets of the Universe (match play). */
import type { Seat } from '../../kernel/game.js';
import type { BonusCode, CardCode, HandCard, PrivateBonus, PublicBonus, Version } from './cards.js';
import type { Meld } from './melds.js';

export type MatchLength = 4 | 8 | 16;

export interface SecretsOptions {
  readonly version: Version;
  /** Advanced: the Optional Expert Addition (careless discards cost points, after a buffer of 10 a game). */
  readonly expert?: boolean;
  /** Games in the match (the book: matches of 4, 8 or 16 games). */
  readonly matchLength: MatchLength;
  /** The claim window after every discard (Intermediate), in ms: 3000 when absent; 0 never waits. */
  readonly claimMs?: number;
  /**
   * Between two games of a match, the longest wait for every player to press Next, in ms: the next
   * game is dealt when all have, or when the wait is over. Absent (tables made before there was a
   * wait): the next game is dealt at once.
   */
  readonly nextGameMs?: number;
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
  /** Expert Addition: what public information showed the card would do for the other players when it was discarded. */
  readonly careless?: readonly CarelessUse[];
}

/**
 * Expert Addition: a meld that a discard would complete or extend for another player, as public
 * information showed it when the card was discarded (that player's exposed melds and taken cards, and
 * the discards lying there then).
 */
export interface CarelessUse {
  /** The player it would serve. */
  readonly seat: Seat;
  /** The exposed meld it extends, as it was; empty for a new meld. */
  readonly base: readonly CardCode[];
  /** The meld made, the discard included. */
  readonly cards: readonly CardCode[];
  /** The points it gains on public knowledge (a 3-Set of 8s fetching no Bonus Card). */
  readonly points: number;
}

/** Expert Addition: points a careless discard costs its discarder, charged when the card is picked up for that meld. */
export interface CarelessCharge {
  readonly seat: Seat;
  readonly card: CardCode;
  readonly points: number;
}

/**
 * The discards. The Basic Version has one pile (`main`) whose most recent card alone can be taken.
 * The Intermediate Version adds a discard area per place and splits the main area into its one
 * active discard and the inactive ones; the dealer's face-down card waits there until turned up.
 */
export interface Discards {
  /** The main discard area, oldest first. */
  readonly main: readonly DiscardedCard[];
  /** Intermediate: each place's discard area, oldest first: seats 0…n-1, then dummies (area n + d). */
  readonly areas: readonly (readonly DiscardedCard[])[];
  /** Intermediate: the index in `main` of its active discard, or null; every other main card is inactive. */
  readonly active: number | null;
  /** Intermediate: the dealer's face-down card until it is turned up (its code null to all but the dealer). */
  readonly faceDown: { readonly code: CardCode | null } | null;
}

/**
 * How the player whose turn it is has drawn: from the deck (the card known to them), or from the
 * discards. Advanced: a Public Bonus Card drawn from the deck is set aside at once and the turn's
 * draw is still to come (`public`); picked up at once and alone, it is still a draw from the deck
 * for going out by deck draw (`publicUsed`).
 */
export type TurnDraw =
  | { readonly from: 'deck'; readonly card: CardCode | null }
  | { readonly from: 'discards' }
  | { readonly from: 'public'; readonly card: PublicBonus }
  | { readonly from: 'publicUsed'; readonly card: PublicBonus };

/** The claim window after a discard: every seat but the discarder may bump the card or pass. */
export interface Claim {
  readonly card: CardCode;
  /** The discard area it lies in (the discarder's). */
  readonly area: number;
  readonly passed: readonly Seat[];
}

/** A bump: the card went to the main area (inactive) and the bumper's copies in hand were shown. */
export interface Bump {
  readonly seat: Seat;
  readonly card: CardCode;
  readonly shown: readonly HandCard[];
  /** The exposed 3-Unity it would complete, or null. */
  readonly onto: number | null;
}

/** A Duel: each round deals one card to each contender (null for the others). */
export interface Duel {
  readonly purpose: 'dealer' | 'bonus';
  readonly rounds: readonly (readonly (CardCode | null)[])[];
  /** The winners once decided: one seat for the dealer, every seat tying for the bonus. */
  readonly winners: readonly Seat[] | null;
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
  /** The +5 of going out by deck draw (Intermediate; only the seat that went out). */
  readonly deckDraw: number;
  /** Advanced: the Bonus Cards set aside at the end (a 0 a join took off included), +5 each. */
  readonly setAside: readonly BonusCode[];
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

/**
 * Advanced: the packet a 3-Set of 8s or a unity of Magic 8s takes at scoring (packets are numbered
 * from the bottommost, 0, to the topmost, 5), revealed: its cards and what its Bonus Cards add.
 */
export interface PacketDraw {
  readonly seat: Seat;
  /** Index of the meld in the seat's revealed melds. */
  readonly meld: number;
  readonly packet: number;
  readonly cards: readonly CardCode[] | null;
  /** +5 each Bonus Card, the first twice for a concealed unity of Magic 8s; null until revealed. */
  readonly points: number | null;
}

/** A game of the match once scored: how it ended, every hand as scored, its coins and scores. */
export interface GameRecord {
  readonly game: number;
  readonly dealer: Seat;
  readonly ending: Ending;
  readonly hands: readonly RevealedHand[];
  readonly coins: readonly Coin[];
  /** The Duel for Magic 5-Sequences, when one was needed. */
  readonly duel: Duel | null;
  /** Advanced: the packets taken by 3-Sets of 8s and unities of Magic 8s. */
  readonly packets: readonly PacketDraw[];
  /** Expert Addition: the careless-discard points charged to each seat in the game (the first 10 its buffer). */
  readonly penalties: readonly number[];
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
  /** The deck, top first; the host knows it, a seat sees only nulls. Empty in the Intermediate Version. */
  readonly deck: readonly (CardCode | null)[];
  /** Intermediate: the deck as four corner quarters, top first; quarter q lies at the right of place q. */
  readonly quarters: readonly (readonly (CardCode | null)[])[];
  readonly discards: Discards;
  /** Intermediate: each seat's exposed melds, locked, in the order laid down. */
  readonly exposed: readonly (readonly Meld[])[];
  /** Intermediate: how the current turn's player drew, null before drawing. */
  readonly drawn: TurnDraw | null;
  /** Intermediate: the open claim window, or null. */
  readonly claim: Claim | null;
  /** Intermediate: bumps waiting for their bumper's next turn. */
  readonly bumps: readonly Bump[];
  /** Intermediate: the Duel for the first dealer. */
  readonly dealerDuel: Duel | null;
  /** Intermediate: this game's Duel for Magic 5-Sequences. */
  readonly bonusDuel: Duel | null;
  /** Advanced: each place's set-aside Bonus Cards, by area (seats 0…n-1, then dummies). */
  readonly aside: readonly (readonly BonusCode[])[];
  /** Advanced: the six packets, bottommost first, each bottom card first (null for a seat until revealed). */
  readonly packets: readonly (readonly (CardCode | null)[])[];
  /** Advanced: the packets due or revealed at scoring. */
  readonly packetDraws: readonly PacketDraw[];
  /** Advanced: at the start of a game, the seat deciding about its Private Bonus Cards, or null. */
  readonly privates: Seat | null;
  /** Expert Addition: the careless-discard points charged to each seat this game. */
  readonly penalties: readonly number[];
  /** Advanced: the turn (its number) in which the Special 0 last changed places, once a turn. */
  readonly swapTurn: number | null;
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
  /** Between two games: who has pressed Next; null at any other time. */
  readonly ready: readonly boolean[] | null;
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
  | {
      readonly type: 'layout.dealt';
      readonly game: number;
      readonly dealer: Seat;
      readonly hands: readonly (readonly (CardCode | null)[])[];
      /** The dealer's face-down card (null for every seat but the dealer). */
      readonly faceDown: CardCode | null;
      /** The four quarters of the deck, top first (nulls for every seat). */
      readonly quarters: readonly (readonly (CardCode | null)[])[];
      /** Advanced: the six packets, bottommost first (nulls for every seat). */
      readonly packets?: readonly (readonly (CardCode | null)[])[];
      /** Advanced: each seat's Public Bonus Cards set aside from its starting hand (replaced from its quarter). */
      readonly setAside?: readonly (readonly PublicBonus[])[];
      /** Advanced: the Bonus Cards that came up as the dealer's face-down card, set aside for the dealer (each replaced). */
      readonly faceDownSetAside?: readonly BonusCode[];
    }
  | { readonly type: 'duel.dealt'; readonly purpose: Duel['purpose']; readonly cards: readonly (CardCode | null)[] }
  | { readonly type: 'faceDown.turnedUp'; readonly card: CardCode }
  | { readonly type: 'card.drawn'; readonly seat: Seat; readonly card: CardCode | null }
  | { readonly type: 'discard.taken'; readonly seat: Seat; readonly card: CardCode }
  | { readonly type: 'card.discarded'; readonly seat: Seat; readonly card: CardCode; readonly taken: boolean }
  /** `setAside` (Advanced): the Bonus Cards the dummy met on the deck before the card it discarded. */
  | { readonly type: 'dummy.discarded'; readonly dummy: number; readonly card: CardCode; readonly setAside?: readonly BonusCode[] }
  /** Advanced: a dummy finds only Bonus Cards left in the deck and sets them aside. */
  | { readonly type: 'dummy.setAside'; readonly dummy: number; readonly cards: readonly BonusCode[] }
  /** Advanced: a Bonus Card set aside from the seat's hand and a replacement drawn from its quarter (null to others; absent when the deck is empty). */
  | { readonly type: 'bonus.setAside'; readonly seat: Seat; readonly card: BonusCode; readonly replacement?: CardCode | null }
  /** Advanced: the turn's draw from the deck was a Public Bonus Card: set aside at once. */
  | { readonly type: 'bonus.drawn'; readonly seat: Seat; readonly card: PublicBonus }
  /** Advanced: the seat's window for its Private Bonus Cards closed (it passed, or the time is up). */
  | { readonly type: 'privates.closed'; readonly seat: Seat }
  /** Advanced: the seat swapped its set-aside Special 0 for the Plain 0 set aside in area `with`, or its Plain 0 for the Special 0 there. */
  | { readonly type: 'zeros.swapped'; readonly seat: Seat; readonly with: number }
  /** Advanced: a packet revealed for a 3-Set of 8s or a unity of Magic 8s. */
  | {
      readonly type: 'packet.revealed';
      readonly seat: Seat;
      readonly meld: number;
      readonly packet: number;
      readonly cards: readonly CardCode[];
      readonly points: number;
    }
  | {
      readonly type: 'discards.pickedUp';
      readonly seat: Seat;
      readonly discards: readonly PickedDiscard[];
      readonly hand: readonly HandCard[];
      /** The exposed meld extended, or null for a new meld. */
      readonly onto: number | null;
      /** Advanced: set-aside Bonus Cards picked up too. */
      readonly aside?: readonly AsideRef[];
      /** Expert Addition: what the careless discards picked up cost their discarders. */
      readonly careless?: readonly CarelessCharge[];
    }
  | { readonly type: 'meld.extended'; readonly seat: Seat; readonly meld: number; readonly hand: readonly HandCard[] }
  | { readonly type: 'melds.joined'; readonly seat: Seat; readonly melds: readonly [number, number] }
  | { readonly type: 'claim.passed'; readonly seat: Seat }
  | { readonly type: 'claim.closed' }
  | { readonly type: 'card.bumped'; readonly seat: Seat; readonly card: CardCode; readonly shown: readonly HandCard[] }
  /** `drawn` (Intermediate only): the card drawn from the deck this turn, or null after drawing from the discards. */
  | { readonly type: 'player.wentOut'; readonly seat: Seat; readonly drawn?: CardCode | null }
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
  /** Between two games: `seat` pressed Next. */
  | { readonly type: 'player.ready'; readonly seat: Seat }
  /** Between two games: the wait for Next is over (the host's timer), and the next game is dealt. */
  | { readonly type: 'ready.timedOut' }
  | { readonly type: 'match.over'; readonly totals: readonly number[]; readonly winners: readonly Seat[] };

/** A discard by where it lies: a place's area (seats 0…n-1, then dummies) or the main area, and its index there. */
export interface DiscardRef {
  readonly area: number | 'main';
  readonly index: number;
}

export interface PickedDiscard extends DiscardRef {
  readonly card: CardCode;
}

/** Advanced: a set-aside Bonus Card, by the area it lies in (seats 0…n-1, then dummies). */
export interface AsideRef {
  readonly area: number;
  readonly card: BonusCode;
}

/** A pickup: discards into a new exposed meld with cards of the hand, or onto exposed meld `onto`; Advanced: set-aside Bonus Cards too. */
export interface PickUpCommand {
  readonly type: 'pickUp';
  readonly discards: readonly DiscardRef[];
  readonly hand: readonly HandCard[];
  readonly onto?: number;
  readonly aside?: readonly AsideRef[];
}

export type SecretsCommand =
  | { readonly type: 'drawFromDeck' }
  /** `index` (into the main discards, oldest first) defaults to the one that can be taken. */
  | { readonly type: 'takeDiscard'; readonly index?: number }
  /** `taken` picks between a taken and an untaken copy; by default an untaken one when held. */
  | { readonly type: 'discard'; readonly card: CardCode; readonly taken?: boolean }
  /** `pickUps` (Advanced): pickups made first, in order, as one move (to pick up a Public Bonus Card and what its ability allows). */
  | { readonly type: 'goOut'; readonly pickUps?: readonly PickUpCommand[] }
  | { readonly type: 'callCoin'; readonly call: CoinSide }
  /** Intermediate: discards into a new exposed meld with cards of the hand, or onto exposed meld `onto`. */
  | PickUpCommand
  /** Advanced: a Private Bonus Card of the hand set aside for a replacement. */
  | { readonly type: 'setAside'; readonly card: PrivateBonus }
  /** Advanced: one's set-aside Special 0 swapped for the Plain 0 set aside in area `with`, or one's Plain 0 for the Special 0 there. */
  | { readonly type: 'swapZero'; readonly with: number }
  /** Intermediate: cards of the hand added to an exposed meld. */
  | { readonly type: 'extendMeld'; readonly meld: number; readonly hand: readonly HandCard[] }
  /** Intermediate: two exposed sequences that line up become one. */
  | { readonly type: 'joinMelds'; readonly melds: readonly [number, number] }
  | { readonly type: 'bump' }
  | { readonly type: 'pass' }
  /** Between two games: ready for the next one. */
  | { readonly type: 'nextGame' };

/**
 * What the table waits on, as one word: the phases decide, advance and views tell apart. Each state
 * the table rests in carries its step as a tag (index.ts, `stepOf`).
 */
export type Step =
  | 'lobby'
  | 'choosingDealer'
  | 'dealing'
  | 'privates'
  | 'turningUp'
  | 'draw'
  | 'discard'
  | 'dummy'
  | 'claim'
  | 'revealing'
  | 'dueling'
  | 'packets'
  | 'calling'
  | 'flipping'
  | 'scoring'
  | 'between'
  | 'matchEnding'
  | 'matchOver';

/** The statechart's tags: each resting state's step, and `inPlay` while a game is being played (drawing, discarding, claiming). */
export type SecretsTag = Step | 'inPlay';

export type Ev<T extends SecretsEvent['type']> = Extract<SecretsEvent, { type: T }>;
