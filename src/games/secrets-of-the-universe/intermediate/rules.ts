/**
 * The Intermediate Version's rules on the context: drawing from the discards, the dealer's
 * face-down card, the claim window after a discard and bumping.
 */
import type { Seat } from '../../../kernel/game.js';
import { cardName, type CardCode, type HandCard } from '../cards.js';
import { deckCount } from './layout.js';
import type { Meld, ScoredVersion } from '../melds.js';
import type { Situation } from './pickup.js';
import type { Refusal } from '../rules.js';
import { isSeatTurn } from '../turns.js';
import type { KnownCard, SecretsContext } from '../types.js';
import { remembered } from '../bounded-cache.js';

const refuse = (rule: string, reason: string): Refusal => ({ rule, reason });

/** The claim window's length: the table's option, 3 seconds by default. */
export const claimMs = (ctx: SecretsContext): number => ctx.options.claimMs ?? 3000;

/** Cards left in the deck, whichever version. */
export const cardsInDeck = (ctx: SecretsContext): number => ctx.deck.length + deckCount(ctx.quarters);

/** The known cards of a hand (a seat's own hand is wholly known to its state). */
export const knownCards = (hand: readonly KnownCard[]): HandCard[] => hand.filter((c): c is HandCard => c !== null);

/** What `seat`'s pickups are judged on, from this context. */
export const situation = (ctx: SecretsContext, seat: Seat): Situation => perSeat(situations, ctx, seat, situationOf);

const situationOf = (ctx: SecretsContext, seat: Seat): Situation => ({
  version: ctx.options.version as ScoredVersion,
  hand: knownCards(ctx.hands[seat] ?? []),
  exposed: ctx.exposed[seat] ?? [],
  areas: ctx.discards.areas,
  main: ctx.discards.main,
  active: ctx.discards.active,
});

/**
 * Situations by context and seat: a context is never changed once made (each event makes a new
 * one), and callers only read a situation (or spread it into a new one), so one is made per seat.
 */
const situations = new WeakMap<SecretsContext, Situation[]>();

/** `make(ctx, seat)`, made once per context and seat and kept as long as the context is. */
export function perSeat<T>(memo: WeakMap<SecretsContext, T[]>, ctx: SecretsContext, seat: Seat, make: (ctx: SecretsContext, seat: Seat) => T): T {
  const bySeat = remembered(memo, ctx, (): T[] => []);
  bySeat[seat] ??= make(ctx, seat);
  return bySeat[seat]!;
}

/** Why the player whose turn it is may not take from the discards now: they drew from the deck. */
export const refuseDiscardDraw = (ctx: SecretsContext): Refusal | null =>
  ctx.drawn?.from === 'deck' ? refuse('one-draw', 'You drew from the deck this turn: the discards are closed to you until your next turn.') : null;

/** Why the main discard cannot be drawn now, or null. */
export function refuseMainDraw(ctx: SecretsContext, index?: number): Refusal | null {
  const active = ctx.discards.active;
  if (active === null) return refuse('no-discard', 'There is no main discard to draw: a card in a discard area can only be picked up into a meld.');
  if (index !== undefined && index !== active)
    return refuse('inactive', 'Only the active main discard can be drawn; the inactive ones can only be picked up into unities.');
  return null;
}

/** The dealer's face-down card is due to be turned up: the dealer's second turn begins. */
export const turnUpDue = (ctx: SecretsContext): boolean =>
  ctx.discards.faceDown !== null && isSeatTurn(ctx.turn) && ctx.turn.seat === ctx.dealer && ctx.turnNumber > 1;

/** The seat that made the discard under claim, or null for a dummy's. */
export const claimDiscarder = (ctx: SecretsContext): Seat | null => (ctx.claim && ctx.claim.area < ctx.names.length ? ctx.claim.area : null);

/** Seats the claim window waits for: every seat but the discarder that has not passed. */
export function waitingFor(ctx: SecretsContext): Seat[] {
  if (!ctx.claim) return [];
  const by = claimDiscarder(ctx);
  return ctx.names.flatMap((_, s) => (s !== by && !ctx.claim!.passed.includes(s) ? [s] : []));
}

/** How `seat` would bump `card`: onto its exposed 3-Unity of it, else showing every copy it holds (two or more). */
export function bumpWith(hand: readonly KnownCard[], exposed: readonly Meld[], card: CardCode): { shown: HandCard[]; onto: number | null } | null {
  const onto = exposed.findIndex((m) => m.kind === 'unity' && m.cards.length === 3 && m.cards[0]!.code === card);
  if (onto >= 0) return { shown: [], onto };
  const shown = knownCards(hand).filter((c) => c.code === card);
  return shown.length >= 2 ? { shown, onto: null } : null;
}

/** A super-bump: a concealed 3-Unity shown. */
export const isSuperBump = (shown: readonly HandCard[]): boolean => shown.length === 3 && shown.every((c) => !c.taken);

function refuseClaimant(ctx: SecretsContext, seat: Seat): Refusal | null {
  if (!ctx.claim) return refuse('phase', 'There is no discard to claim now.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= ctx.names.length) return refuse('seat', 'Only a player at the table can do that.');
  if (seat === claimDiscarder(ctx)) return refuse('claim', 'Your own discard: the others decide.');
  if (ctx.claim.passed.includes(seat)) return refuse('claim', 'You have already passed on this discard.');
  return null;
}

export const refusePass = refuseClaimant;

export function refuseBump(ctx: SecretsContext, seat: Seat): Refusal | null {
  const claimant = refuseClaimant(ctx, seat);
  if (claimant) return claimant;
  if (bumpWith(ctx.hands[seat] ?? [], ctx.exposed[seat] ?? [], ctx.claim!.card)) return null;
  return refuse('bump', `You can bump ${cardName(ctx.claim!.card)} only with an identical pair in hand or an exposed 3-Unity of it.`);
}

/** Why the claim window keeps `seat` from acting now, or null. */
export const refuseDuringClaim = (ctx: SecretsContext): Refusal | null =>
  ctx.claim ? refuse('claim-window', `Wait: the claim window on ${cardName(ctx.claim.card)} is open.`) : null;
