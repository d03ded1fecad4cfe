/**
 * What a version of Secrets of the Universe is: one value, chosen by the table's `version` option
 * when the match is created (versions.ts holds them), that says which deck it plays, how the first
 * dealer is chosen and the cards dealt, how drawing and discarding work, how a hand goes out and
 * how it is arranged for scoring. Everything a version does differently lives in its own folder
 * (basic/, intermediate/); the match, the reveal, the coins and the score are shared.
 *
 * A version's steps are what the statechart calls for the facts whose meaning depends on the
 * version: a fault (why the fact cannot follow this context, or null) and a change. A fact a version
 * does not have is always a fault there, saying so.
 */
import type { Decision, Seat } from '../../kernel/game.js';
import type { Random } from '../../kernel/random.js';
import type { CardCode, HandCard } from './cards.js';
import type { Change } from './context.js';
import type { TableArrangement, TableGoingOut } from './hand-score.js';
import type { Meld, ScoredVersion } from './melds.js';
import type { TableView } from './intermediate/view.js';
import type { Situation } from './intermediate/pickup.js';
import type { AdvancedView } from './advanced/view.js';
import type { Refusal } from './rules.js';
import type { DiscardedCard, DiscardRef, Ev, PacketDraw, PickUpCommand, RevealedHand, SecretsCommand, SecretsContext, SecretsEvent, Step } from './types.js';
import type { SecretsView } from './view.js';
import type { EventWords } from './words.js';

/** Why the fact `e` cannot follow this context, or null. */
type Fault<T extends SecretsEvent['type']> = (ctx: SecretsContext, e: Ev<T>) => string | null;
/** How the fact `e` changes the context. */
type Apply<T extends SecretsEvent['type']> = (ctx: SecretsContext, e: Ev<T>) => Change;

/** The facts whose meaning depends on the version: a fault and a change for each. */
export interface VersionSteps {
  dealerFault: Fault<'dealer.chosen'>;
  dealerDuelFault: Fault<'duel.dealt'>;
  dealerDuel: Apply<'duel.dealt'>;
  dealFault: Fault<'game.dealt'>;
  deal: Apply<'game.dealt'>;
  layoutFault: Fault<'layout.dealt'>;
  layout: Apply<'layout.dealt'>;
  turnUpFault: Fault<'faceDown.turnedUp'>;
  turnUp: Apply<'faceDown.turnedUp'>;
  drawFault: Fault<'card.drawn'>;
  draw: Apply<'card.drawn'>;
  takeFault: Fault<'discard.taken'>;
  take: Apply<'discard.taken'>;
  pickUpFault: Fault<'discards.pickedUp'>;
  pickUp: Apply<'discards.pickedUp'>;
  extendFault: Fault<'meld.extended'>;
  extend: Apply<'meld.extended'>;
  joinFault: Fault<'melds.joined'>;
  join: Apply<'melds.joined'>;
  discardFault: Fault<'card.discarded'>;
  discard: Apply<'card.discarded'>;
  dummyFault: Fault<'dummy.discarded'>;
  dummyDiscard: Apply<'dummy.discarded'>;
  passFault: Fault<'claim.passed'>;
  pass: Apply<'claim.passed'>;
  bumpFault: Fault<'card.bumped'>;
  bump: Apply<'card.bumped'>;
  wentOutFault: Fault<'player.wentOut'>;
  wentOut: Apply<'player.wentOut'>;
  bonusDuelFault: Fault<'duel.dealt'>;
  bonusDuel: Apply<'duel.dealt'>;
  setAsideFault: Fault<'bonus.setAside'>;
  setAside: Apply<'bonus.setAside'>;
  bonusDrawnFault: Fault<'bonus.drawn'>;
  bonusDrawn: Apply<'bonus.drawn'>;
  privatesClosedFault: Fault<'privates.closed'>;
  privatesClosed: Apply<'privates.closed'>;
  swapFault: Fault<'zeros.swapped'>;
  swap: Apply<'zeros.swapped'>;
  dummyAsideFault: Fault<'dummy.setAside'>;
  dummyAside: Apply<'dummy.setAside'>;
  packetFault: Fault<'packet.revealed'>;
  packet: Apply<'packet.revealed'>;
  /** The dealer's face-down card is due to be turned up (a version without one: never). */
  turnUpDue(ctx: SecretsContext): boolean;
  /** Every seat the claim window waits for has passed (only a version with a claim window opens one). */
  allPassed(ctx: SecretsContext): boolean;
  /** The claim window closes and the next turn begins. */
  closeClaim(ctx: SecretsContext): Change;
}

/** What the meld guide (the Intermediate and Advanced Versions) asks of the rules about a move proposed from a seat's view. */
export interface MeldGuideRules {
  /** Why the pickup is refused, judged on the view alone, or null. */
  refusePickUp(view: SecretsView, command: PickUpCommand): Refusal | null;
  /** The meld a pickup the rules allow forms. */
  pickedMeld(view: SecretsView, sit: Situation, command: PickUpCommand): Meld | null;
  refuseExtend(sit: Situation, index: number, hand: readonly HandCard[]): Refusal | null;
  refuseJoin(exposed: readonly Meld[], pair: readonly [number, number]): Refusal | null;
  /** The discard a reference names on the table, or null. */
  discardAt(sit: Pick<Situation, 'areas' | 'main'>, ref: DiscardRef): DiscardedCard | null;
}

export interface SecretsVersion {
  /** Its option value, which also keys its deck (cards.ts: the suits it plays with) and its scoring tables. */
  readonly id: ScoredVersion;
  /** A discard opens a claim window (the statechart's `claim` state) before the next turn. */
  readonly claimWindow: boolean;
  /** Only one card is taken from the discards a turn: a second take after drawing is no fact at all. */
  readonly takesOnce: boolean;
  /** 3-Sets of 8s and unities of Magic 8s take packets at scoring (Advanced), rather than coins. */
  readonly packets: boolean;
  /** The most a player scores in one game (Advanced: 1,100), or null. */
  readonly limit: number | null;
  readonly steps: VersionSteps;
  /** Cards left to draw. */
  cardsInDeck(ctx: SecretsContext): number;
  /** The seat's command judged, for a seat at the table (coin calls are judged alike in every version). */
  decide(ctx: SecretsContext, step: Step, command: SecretsCommand, seat: Seat): Decision<SecretsEvent>;
  /** The host's own events of this version due now; null for the steps every version shares. */
  advance(ctx: SecretsContext, step: Step, random: Random, timeUp: boolean): SecretsEvent[] | null;
  /** How long the host waits before it acts by itself in this step (a claim window), or null. */
  timeout(ctx: SecretsContext, step: Step): number | null;
  /** What `seat` may do now outside the coins, as listed for bots, hints and tests. */
  legal(ctx: SecretsContext, step: Step, seat: Seat): SecretsCommand[];
  /** How a hand that goes out is scored, or null when it cannot go out. */
  goingOut(hand: readonly HandCard[], exposed: readonly Meld[], drawn: CardCode | null): TableGoingOut | null;
  /** A hand's best arrangement with its exposed melds, for a hand that did not go out. */
  arrange(hand: readonly HandCard[], exposed: readonly Meld[]): TableArrangement;
  /** What the version adds to a seat's view of the table beyond the Intermediate table (Advanced: Bonus Cards, packets), or null. */
  advancedView(ctx: SecretsContext, step: Step, seat: Seat): AdvancedView | null;
  /** The discard a player would draw now, if any. */
  topDiscard(ctx: SecretsContext): SecretsContext['discards']['main'][number] | undefined;
  /** Whether the player whose turn it is may still draw the top discard in this step. */
  mayTakeTop(ctx: SecretsContext, step: Step): boolean;
  /** The table's own view (layout, exposed melds, claim window, Duels), or null for a version without one. */
  tableView(ctx: SecretsContext, step: Step, seat: Seat): TableView | null;
  /** The greedy bot's move for this version's play (coin calls are chosen alike in every version). */
  greedy(ctx: SecretsContext, seat: Seat, legal: readonly SecretsCommand[], random: Random): SecretsCommand;
  /** The packets the revealed hands take at scoring (a version without packets: none). */
  packetsFor(revealed: readonly RevealedHand[], dealer: Seat): PacketDraw[];
  /** What the meld guide asks of the rules, or null for a version without the guide (Basic). */
  readonly guide: MeldGuideRules | null;
  /** The sentences for the events only this version has (describe-event.ts words those every version has). */
  readonly words: EventWords;
}
