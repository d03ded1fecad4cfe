/**
 * The rulebook as pure functions: Must-Follow, Black Card restrictions, Collision, who takes the
 * trick, Big Bang, the Null rule, the end of the game and the next round's Starting player.
 */
import type { Seat } from '../../kernel/game.js';
import { card, END_TRICKS, HAND_SIZE, isBlack, isCardId, SUIT_NAMES, type CardId, type PlanetSuit } from './cards.js';
import type { FieldCard, HandCard, Play, PlanetContext } from './types.js';

export interface Refusal {
  readonly rule: string;
  readonly reason: string;
}

export const handSize = (players: number): number => HAND_SIZE[players] ?? 0;
export const endTricks = (players: number): number => END_TRICKS[players] ?? 0;
/** The four field cards take part only with an odd number of players. */
export const fieldInPlay = (players: number): boolean => players % 2 === 1;

/** Suits of the face-up planet cards on the table: the suits Must-Follow asks for. */
export function suitsToFollow(trick: readonly Play[]): PlanetSuit[] {
  const suits: PlanetSuit[] = [];
  for (const p of trick) {
    const s = card(p.card).suit;
    if (p.faceUp && s !== 'black' && !suits.includes(s)) suits.push(s);
  }
  return suits;
}

/** (*1) of the book: the Starting player, and anyone who finds every card on the table face down. */
export const nothingFaceUp = (trick: readonly Play[]): boolean => trick.every((p) => !p.faceUp);

/**
 * Why `id` may not be played from `hand` onto `trick`, or null when it may. `hand` must be the
 * player's whole hand, every card known.
 */
export function playRefusal(hand: readonly CardId[], trick: readonly Play[], broken: boolean, id: CardId): Refusal | null {
  const suits = suitsToFollow(trick);
  const followers = hand.filter((c) => (suits as string[]).includes(card(c).suit));
  if (followers.length > 0 && !followers.includes(id)) {
    const names = suits.filter((s) => followers.some((c) => card(c).suit === s)).map((s) => SUIT_NAMES[s]);
    return { rule: 'must-follow', reason: `Must-Follow: you hold ${names.join(' or ')}, so you must play ${names.join(' or ')}.` };
  }
  if (isBlack(id) && !broken && nothingFaceUp(trick) && !hand.every(isBlack)) {
    return {
      rule: 'black-cards',
      reason: 'Black Cards: before the Break, no Black Card may be played while no card on the table is face up.',
    };
  }
  return null;
}

/** Index of the face-up play `id` collides with (same rank), or -1. */
export function collisionWith(trick: readonly Play[], id: CardId): number {
  const rank = card(id).rank;
  return trick.findIndex((p) => p.faceUp && card(p.card).rank === rank);
}

/** The trick after `seat` plays `id`: a collision turns both cards face down at once. */
export function placeCard(trick: readonly Play[], seat: Seat, id: CardId): Play[] {
  const hit = collisionWith(trick, id);
  const next = trick.map((p, i) => (i === hit ? { ...p, faceUp: false } : p));
  next.push({ seat, card: id, faceUp: hit < 0 });
  return next;
}

/**
 * Odd player counts: when exactly one card is left face up, it collides with a face-up field card
 * of the same rank (the first such card in field order). Returns the field index or -1.
 */
export function fieldCollisionWith(trick: readonly Play[], field: readonly FieldCard[]): number {
  const up = trick.filter((p) => p.faceUp);
  if (up.length !== 1) return -1;
  const rank = card(up[0]!.card).rank;
  return field.findIndex((f) => f.faceUp && card(f.card).rank === rank);
}

export interface TrickOutcome {
  readonly winner: Seat;
  readonly bigBang: boolean;
}

/** Who takes a finished trick. Face-down cards count for nothing; no face-up card is a Big Bang. */
export function trickWinner(plays: readonly Play[], leader: Seat): TrickOutcome {
  const up = plays.filter((p) => p.faceUp);
  if (up.length === 0) return { winner: leader, bigBang: true };
  const highest = (ps: readonly Play[]): Play => ps.reduce((a, b) => (card(b.card).rank > card(a.card).rank ? b : a));
  const blacks = up.filter((p) => isBlack(p.card));
  if (blacks.length > 0) return { winner: highest(blacks).seat, bigBang: false };
  const counts = new Map<string, number>();
  for (const p of up) counts.set(card(p.card).suit, (counts.get(card(p.card).suit) ?? 0) + 1);
  const most = Math.max(...counts.values());
  return { winner: highest(up.filter((p) => counts.get(card(p.card).suit) === most)).seat, bigBang: false };
}

export const ninesIn = (plays: readonly Play[]): number => plays.filter((p) => card(p.card).rank === 9 && !isBlack(p.card)).length;

/** Tricks that count for each seat this round: the Null rule makes a seat holding all four 9s count 0. */
export function countedTricks(tricks: readonly number[], nines: readonly number[], nullRule: boolean): number[] {
  return tricks.map((t, s) => (nullRule && nines[s] === 4 ? 0 : t));
}

export const gameOver = (totals: readonly number[]): boolean => totals.some((t) => t >= endTricks(totals.length));

/** Seats with the fewest total tricks: the winners at the end. */
export function fewest(totals: readonly number[]): Seat[] {
  const min = Math.min(...totals);
  return totals.flatMap((t, s) => (t === min ? [s] : []));
}

/**
 * Starting player of a later round: fewest total tricks; among several, the first of them clockwise
 * from the seat after the previous round's Starting player.
 */
export function nextRoundStarter(totals: readonly number[], previousStarter: Seat): Seat {
  const tied = fewest(totals);
  const n = totals.length;
  for (let k = 1; k <= n; k++) {
    const s = (previousStarter + k) % n;
    if (tied.includes(s)) return s;
  }
  return tied[0]!;
}

export const nextSeat = (seat: Seat, players: number): Seat => (seat + 1) % players;

/** The whole hand of `seat` when every card is known to this state, else null. */
export function knownHand(ctx: PlanetContext, seat: Seat): CardId[] | null {
  const hand = ctx.hands[seat];
  if (!hand || hand.some((c) => c === null)) return null;
  return hand as CardId[];
}

/** Why `seat` may not play `id` now, judged on what this state knows (a redacted hand is trusted). */
export function refusePlay(ctx: PlanetContext, seat: Seat, id: CardId): Refusal | null {
  if (seat !== ctx.turn) return { rule: 'turn', reason: `It is ${ctx.names[ctx.turn] ?? 'another player'}'s turn.` };
  if (!isCardId(id)) return { rule: 'hand', reason: 'There is no such card.' };
  const hand: readonly HandCard[] = ctx.hands[seat] ?? [];
  if (!hand.includes(id) && !hand.includes(null)) return { rule: 'hand', reason: 'That card is not in your hand.' };
  const known = knownHand(ctx, seat);
  return known ? playRefusal(known, ctx.trick, ctx.broken, id) : null;
}
