/**
 * Crazier Eights' domain types: cards and their abilities as data, the table the statechart holds,
 * the facts of the log (events) and what a seat may ask for (commands).
 */
import type { Seat } from '../../kernel/game.js';
import type { Ability, Occurrence } from './engine/abilities.js';

export type Colour = 'yellow' | 'red' | 'blue' | 'green';
export const COLOURS: readonly Colour[] = ['yellow', 'red', 'blue', 'green'];
/** A physical card: `copy * 100 + index` (index 0–51 the regular cards, 52–55 the promos). */
export type CardId = number;

/** Who an effect reaches. "actor" is the player the condition was about; "target" the controller of the card chosen before. */
export type Who = 'you' | 'chosenPlayer' | 'chosenOpponent' | 'eachOpponent' | 'eachPlayer' | 'nextPlayer' | 'actor' | 'target' | 'fewerThanYou';
/** Which cards in play a choice may name. */
export type Among = 'any' | 'opponent' | 'own' | 'actor';

/** One step of an effect, as data; `may` lets the deciding player decline it. */
export type Step =
  | { readonly op: 'draw'; readonly who: Who; readonly n: number; readonly may?: boolean }
  | { readonly op: 'extraDiscards'; readonly n: number }
  | { readonly op: 'destroy'; readonly among: Among; readonly count?: 2; readonly may?: boolean }
  | { readonly op: 'destroyThis' }
  | { readonly op: 'destroyAll' }
  | { readonly op: 'eachOpponentDestroys' }
  | { readonly op: 'gainControl'; readonly may?: boolean }
  | { readonly op: 'giveThis' }
  | { readonly op: 'exchangeControl'; readonly may?: boolean }
  | { readonly op: 'trade'; readonly sight: boolean }
  | { readonly op: 'give' }
  | { readonly op: 'alliesBottom' }
  | { readonly op: 'restore'; readonly may?: boolean }
  | { readonly op: 'haunt' }
  | { readonly op: 'look'; readonly n: number }
  | { readonly op: 'reveal'; readonly n: number }
  | { readonly op: 'search'; readonly for: 'asset' | 'eight' }
  | { readonly op: 'silence'; readonly among: Among }
  | { readonly op: 'rebirth' }
  | { readonly op: 'win' }
  | { readonly op: 'lose' };

/** What makes a conditional ability occur. `whose: 'yours'` is the controller's own turn. */
export type Trigger =
  | { readonly on: 'turnBegins' | 'turnEnds'; readonly whose: 'yours' | 'any'; readonly if?: Condition }
  | { readonly on: 'eightDiscarded' | 'eventPlayed'; readonly by: 'opponent' };
export type Condition = { readonly controlsAtLeast: number } | { readonly handAtLeast: number };

/** Continuous abilities of an asset in play: extra discards, substitutions ("if … would …"). */
export type Static =
  | { readonly extraDiscards: 'everyone' | 'you' | 'team' }
  | { readonly drawFewer: 'you' | 'team' }
  | { readonly drawMore: true }
  | { readonly guard: true };

export interface CardDef {
  readonly name: string;
  /** 1 (A) to 13 (K). */
  readonly rank: number;
  readonly colours: readonly Colour[];
  readonly kind: 'event' | 'asset';
  readonly text: string;
  /** An event's effect. */
  readonly effect?: readonly Step[];
  /** An asset's conditional abilities. */
  readonly abilities?: readonly Ability<Trigger, Step>[];
  readonly statics?: readonly Static[];
  readonly promo?: true;
}

export type Series = 'single' | 'points' | 'match';
export type Teams = 'none' | 'pairs' | 'threes';
export interface EightsOptions {
  readonly series: Series;
  readonly teams: Teams;
  readonly promos: 0 | 4;
}

/** A card in play on the table. */
export interface InPlay {
  readonly card: CardId;
  readonly controller: Seat;
  readonly silenced: boolean;
}

/** What a step's choices have settled so far. */
export interface Memo {
  readonly player?: Seat;
  readonly target?: CardId;
  readonly own?: CardId | null;
  readonly picked?: readonly CardId[];
  readonly count?: number;
  readonly seats?: readonly Seat[];
  /** Cards each player in `seats` draws. */
  readonly each?: number;
}

/** An effect waiting to take effect, or taking it: an event's, or an ability that occurred. */
export interface Task {
  readonly occurrence: Occurrence<Step>;
  /** The step under way and how far its choices have come. */
  readonly at: number;
  readonly sub: number;
  readonly memo: Memo;
}

/** Several abilities of one controller that occurred together: the turn player orders them. */
export interface Batch {
  readonly controller: Seat;
  readonly occurrences: readonly Occurrence<Step>[];
}

export type Work =
  | { readonly task: Task }
  | { readonly batch: Batch }
  | { readonly bury: readonly CardId[] }
  | { readonly toBottom: CardId }
  | { readonly loser: Seat };

export type ChoiceKind = 'player' | 'inPlay' | 'hand' | 'handIndex' | 'discardPile' | 'looked' | 'found' | 'trigger' | 'bury' | 'confirm';

/** A decision a seat must make now. Options are public, except a hand's cards (each seat's own). */
export interface Choice {
  readonly seat: Seat;
  readonly kind: ChoiceKind;
  readonly prompt: string;
  readonly may: boolean;
  readonly options: readonly (number | null)[];
  /** Seats that may see the value chosen; null when everyone may. */
  readonly secretTo: readonly Seat[] | null;
}

/** A fact only the host can supply next (a card's identity, a shuffle). */
export type Due =
  | { readonly kind: 'first' }
  | { readonly kind: 'deal' }
  | { readonly kind: 'draw'; readonly seat: Seat; readonly n: number }
  | { readonly kind: 'reshuffle'; readonly bottom: boolean }
  | { readonly kind: 'look'; readonly seat: Seat; readonly n: number }
  | { readonly kind: 'reveal'; readonly n: number }
  | { readonly kind: 'search'; readonly seat: Seat }
  | { readonly kind: 'shuffle'; readonly withDiscard: boolean }
  | { readonly kind: 'lookHand'; readonly seat: Seat; readonly of: Seat }
  | { readonly kind: 'take'; readonly seat: Seat; readonly from: Seat; readonly index: number }
  | { readonly kind: 'loserHand'; readonly seat: Seat };

/** What a seat has looked at (the draw pile's top, a search, an opponent's hand); null cards for other seats. */
export interface Looking {
  readonly seat: Seat;
  readonly from: 'pile' | 'search' | 'hand';
  readonly cards: readonly (CardId | null)[];
}

export interface GameRecord {
  readonly game: number;
  readonly winners: readonly Seat[];
  /** Cards left in hand (a winner's team 0). */
  readonly points: readonly number[];
  readonly how: string;
}

/**
 * The phase a view shows (view.ts, from the chart's tags): `setup` before a game's deal, `draw`
 * while the beginning phase's abilities take effect, `main` for the turn's draw and its main phase,
 * `next` while the end phase's abilities take effect, `over` once a game is over.
 */
export type Phase = 'setup' | 'begin' | 'draw' | 'main' | 'end' | 'over';

/**
 * What the rest of the code asks the statechart (its tags): a turn is under way (`turn`), in its
 * beginning phase (`beginning`), its draw and main phase (`main`) or its end phase (`end`); the turn
 * player acts (`acting`), a seat chooses (`choosing`), the host owes a fact (`hosting`: the first
 * player, the deal, cards drawn, a shuffle…); a game is over (`over`).
 */
export type EightsTag = 'turn' | 'beginning' | 'main' | 'end' | 'acting' | 'choosing' | 'hosting' | 'over';

/** A state as far as the rules read it: its context and its tags. */
export interface EightsReadable {
  readonly context: EightsContext;
  hasTag(tag: EightsTag): boolean;
}

export interface EightsContext {
  /**
   * Whose state this is, learned from the deal: the host's (it sees every hand), one seat's, or the
   * spectator's (-1). A card going into a hand this state may not see is kept hidden (null).
   */
  readonly audience: 'all' | Seat;
  readonly options: EightsOptions;
  readonly names: readonly string[];
  /** Each seat's team (its own seat number in a free-for-all). */
  readonly teams: readonly number[];
  readonly game: number;
  readonly records: readonly GameRecord[];
  /** The draw pile, top first; null for a card this audience does not know. */
  readonly pile: readonly (CardId | null)[];
  /** The discard pile, bottom first (its top is the last). */
  readonly discard: readonly CardId[];
  /** The colour named with the eight on top, while it is on top. */
  readonly named: Colour | null;
  readonly hands: readonly (readonly (CardId | null)[])[];
  readonly table: readonly InPlay[];
  readonly out: readonly boolean[];
  /** Points of a seat that lost: the cards it held then. */
  readonly lostWith: readonly (number | null)[];
  readonly turn: Seat;
  readonly turnNo: number;
  readonly played: boolean;
  readonly discards: number;
  readonly bonus: number;
  /** The event card taking effect now (revealed, in no zone). */
  readonly resolving: readonly CardId[];
  readonly work: readonly Work[];
  /** The choice a seat is asked (the chart's `choosing` states wait for it), or null. */
  readonly choice: Choice | null;
  /** The fact the host owes (the chart's `hosting` states wait for it), or null. */
  readonly due: Due | null;
  readonly looking: Looking | null;
  readonly revealed: readonly CardId[] | null;
  /** The winners once the game is over (the effects or an empty hand ended it), else null. */
  readonly winners: readonly Seat[] | null;
  readonly how: string | null;
  readonly fault: string | null;
}

export type EightsEvent =
  | { readonly type: 'game.created'; readonly game: 'crazier-eights'; readonly options: EightsOptions; readonly names: readonly string[] }
  | { readonly type: 'first.chosen'; readonly seat: Seat }
  | { readonly type: 'game.dealt'; readonly hands: readonly (readonly (CardId | null)[])[]; readonly pile: readonly (CardId | null)[]; readonly top: CardId }
  | { readonly type: 'card.played'; readonly seat: Seat; readonly card: CardId }
  | { readonly type: 'card.discarded'; readonly seat: Seat; readonly card: CardId; readonly colour: Colour | null }
  | { readonly type: 'turn.ended'; readonly seat: Seat }
  | { readonly type: 'choice.made'; readonly seat: Seat; readonly value: number | null; readonly card?: CardId; readonly seenBy: readonly Seat[] | null }
  | { readonly type: 'choice.declined'; readonly seat: Seat }
  | { readonly type: 'choice.timedOut'; readonly seat: Seat }
  | { readonly type: 'cards.drawn'; readonly seat: Seat; readonly cards: readonly (CardId | null)[] }
  | { readonly type: 'pile.reshuffled'; readonly cards: readonly (CardId | null)[]; readonly bottom: boolean }
  | { readonly type: 'pile.looked'; readonly seat: Seat; readonly cards: readonly (CardId | null)[] }
  | { readonly type: 'pile.revealed'; readonly cards: readonly CardId[] }
  | { readonly type: 'pile.searched'; readonly seat: Seat; readonly cards: readonly (CardId | null)[] }
  | { readonly type: 'pile.shuffled'; readonly cards: readonly (CardId | null)[] }
  | { readonly type: 'hand.looked'; readonly seat: Seat; readonly of: Seat; readonly cards: readonly (CardId | null)[] }
  | { readonly type: 'card.taken'; readonly seat: Seat; readonly from: Seat; readonly index: number; readonly card: CardId | null }
  | { readonly type: 'hand.discarded'; readonly seat: Seat; readonly cards: readonly CardId[] };

export type Ev<T extends EightsEvent['type']> = Extract<EightsEvent, { type: T }>;

export type EightsCommand =
  | { readonly type: 'play'; readonly card: CardId }
  | { readonly type: 'discard'; readonly card: CardId; readonly colour?: Colour }
  | { readonly type: 'endTurn' }
  | { readonly type: 'choose'; readonly value: number }
  | { readonly type: 'decline' };
