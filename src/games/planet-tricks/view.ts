/** What one seat is shown of the planet trick-taking game: only what that seat may know. */
import { SPECTATOR, type GameResult, type Seat } from '../../kernel/game.js';
import { compareCards, type CardId } from './cards.js';
import * as rules from './rules.js';
import type { FieldCard, Play, PlanetContext, RoundRecord, TrickRecord } from './types.js';

export type PlanetPhase = 'waiting' | 'dealing' | 'playing' | 'gameOver';

export interface HandEntry {
  readonly card: CardId;
  /** Why this card may not be played now; null when it may (or when it is not this seat's turn). */
  readonly refusal: rules.Refusal | null;
}

export interface PlanetView {
  readonly seat: Seat;
  readonly phase: PlanetPhase;
  readonly names: readonly string[];
  readonly nullRule: boolean;
  readonly round: number;
  readonly trickNumber: number;
  readonly tricksPerRound: number;
  readonly target: number;
  readonly hand: readonly HandEntry[];
  readonly handCounts: readonly number[];
  readonly field: readonly FieldCard[];
  readonly fieldInPlay: boolean;
  readonly broken: boolean;
  readonly turn: Seat | null;
  readonly leader: Seat | null;
  readonly trick: readonly Play[];
  readonly lastTrick: TrickRecord | null;
  readonly tricks: readonly number[];
  readonly nines: readonly number[];
  readonly totals: readonly number[];
  readonly rounds: readonly RoundRecord[];
  readonly result: GameResult | null;
}

export function planetResult(ctx: PlanetContext, over: boolean): GameResult | null {
  if (!over) return null;
  const winners = rules.fewest(ctx.totals);
  const all = winners.map((s) => ctx.names[s]);
  const names = all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)}` : (all[0] ?? '');
  const min = ctx.totals[winners[0]!] ?? 0;
  return { winners, scores: ctx.totals, summary: `${names} ${winners.length > 1 ? 'win' : 'wins'} with ${min} trick${min === 1 ? '' : 's'}.` };
}

export function planetView(ctx: PlanetContext, phase: PlanetPhase, seat: Seat): PlanetView {
  const n = ctx.names.length;
  const own = seat === SPECTATOR ? [] : ((ctx.hands[seat] ?? []).filter((c) => c !== null) as CardId[]);
  const myTurn = phase === 'playing' && ctx.turn === seat;
  const hand = own
    .slice()
    .sort(compareCards)
    .map((c) => ({ card: c, refusal: myTurn ? rules.playRefusal(own, ctx.trick, ctx.broken, c) : null }));
  return {
    seat,
    phase,
    names: ctx.names,
    nullRule: ctx.options.nullRule,
    round: ctx.round,
    trickNumber: ctx.trickNumber,
    tricksPerRound: rules.handSize(n),
    target: rules.endTricks(n),
    hand,
    handCounts: ctx.hands.map((h) => h.length),
    field: ctx.field,
    fieldInPlay: rules.fieldInPlay(n),
    broken: ctx.broken,
    turn: phase === 'playing' ? ctx.turn : null,
    leader: phase === 'playing' ? ctx.leader : null,
    trick: ctx.trick,
    lastTrick: ctx.lastTrick,
    tricks: ctx.tricks,
    nines: ctx.nines,
    totals: ctx.totals,
    rounds: ctx.rounds,
    result: planetResult(ctx, phase === 'gameOver'),
  };
}
