/**
 * How each fact changes the context, as pure functions returning the changed fields. The statechart
 * calls them as its actions; nothing else decides when they run.
 */
import type { Seat } from '../../kernel/game.js';
import { createdOptionsProblem, seatsProblem } from '../declaration.js';
import { replaceAt, withoutCard } from '../hands.js';
import { card, type CardId } from './cards.js';
import { planetDeclaration } from './declaration.js';
import * as rules from './rules.js';
import type { PlanetContext, PlanetEvent } from './types.js';

type Ev<T extends PlanetEvent['type']> = Extract<PlanetEvent, { type: T }>;
type Change = Partial<PlanetContext>;

const zeros = (n: number): number[] => new Array<number>(n).fill(0);

export const emptyContext: PlanetContext = {
  names: [],
  options: { nullRule: true },
  round: 0,
  hands: [],
  field: [],
  broken: false,
  roundStarter: 0,
  leader: 0,
  turn: 0,
  trick: [],
  trickNumber: 0,
  lastTrick: null,
  tricks: [],
  nines: [],
  totals: [],
  rounds: [],
  fault: null,
};

export const create = (e: Ev<'game.created'>): PlanetContext => ({
  ...emptyContext,
  names: e.names,
  options: e.options,
  totals: zeros(e.names.length),
});

export function deal(ctx: PlanetContext, e: Ev<'round.dealt'>): Change {
  const n = ctx.names.length;
  return {
    round: e.round,
    hands: e.hands,
    field: e.field.map((c) => ({ card: c, faceUp: true })),
    broken: false,
    roundStarter: e.starter,
    leader: e.starter,
    turn: e.starter,
    trick: [],
    trickNumber: 1,
    lastTrick: null,
    tricks: zeros(n),
    nines: zeros(n),
  };
}

export function play(ctx: PlanetContext, seat: Seat, id: CardId): Change {
  return {
    hands: replaceAt(ctx.hands, seat, withoutCard(ctx.hands[seat]!, id)!),
    trick: rules.placeCard(ctx.trick, seat, id),
    broken: ctx.broken || card(id).suit === 'black',
    turn: rules.nextSeat(seat, ctx.names.length),
  };
}

/** The full trick goes to its taker, after the field collision of odd player counts. */
export function takeTrick(ctx: PlanetContext): Change {
  const hit = rules.fieldInPlay(ctx.names.length) ? rules.fieldCollisionWith(ctx.trick, ctx.field) : -1;
  const plays = hit < 0 ? ctx.trick : ctx.trick.map((p) => (p.faceUp ? { ...p, faceUp: false } : p));
  const field = hit < 0 ? ctx.field : replaceAt(ctx.field, hit, { ...ctx.field[hit]!, faceUp: false });
  const { winner, bigBang } = rules.trickWinner(plays, ctx.leader);
  return {
    field,
    trick: [],
    lastTrick: { leader: ctx.leader, plays, winner, bigBang, fieldCollision: hit < 0 ? null : hit },
    tricks: replaceAt(ctx.tricks, winner, ctx.tricks[winner]! + 1),
    nines: replaceAt(ctx.nines, winner, ctx.nines[winner]! + rules.ninesIn(plays)),
    leader: winner,
    turn: winner,
    trickNumber: ctx.trickNumber + 1,
  };
}

export function scoreRound(ctx: PlanetContext): Change {
  const counted = rules.countedTricks(ctx.tricks, ctx.nines, ctx.options.nullRule);
  return {
    totals: ctx.totals.map((t, s) => t + counted[s]!),
    rounds: [...ctx.rounds, { round: ctx.round, starter: ctx.roundStarter, tricks: ctx.tricks, nines: ctx.nines, counted }],
  };
}

/** Why a game cannot be created so, or null: named seats as many as it declares, and its options (the Null rule on or off). */
export function createFault(e: Ev<'game.created'>): string | null {
  const seats = seatsProblem(planetDeclaration, Array.isArray(e.names) ? e.names.length : 0);
  if (seats) return seats;
  if (e.names.some((n) => typeof n !== 'string')) return 'every seat needs a name';
  return createdOptionsProblem(planetDeclaration, e.options);
}

/** Why a deal cannot follow this context, or null. Known cards must be distinct cards of the deck. */
export function dealFault(ctx: PlanetContext, e: Ev<'round.dealt'>): string | null {
  const n = ctx.names.length;
  const size = rules.handSize(n);
  if (e.round !== ctx.round + 1) return `round ${e.round} dealt after round ${ctx.round}`;
  if (!Array.isArray(e.hands) || e.hands.length !== n || e.hands.some((h) => !Array.isArray(h) || h.length !== size)) {
    return `a deal must give ${n} hands of ${size}`;
  }
  if (!Array.isArray(e.field) || e.field.length !== 4) return 'a deal must reveal 4 field cards';
  if (!Number.isInteger(e.starter) || e.starter < 0 || e.starter >= n) return 'no such Starting player';
  if (ctx.round > 0 && e.starter !== rules.nextRoundStarter(ctx.totals, ctx.roundStarter)) {
    return 'the Starting player must be the one with the fewest total tricks';
  }
  const known = [...e.field, ...e.hands.flat().filter((c) => c !== null)];
  if (known.some((c) => !isCard(c))) return 'a dealt card does not exist';
  if (new Set(known).size !== known.length) return 'a card was dealt twice';
  return null;
}

const isCard = (c: unknown): boolean => typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < 64;

export const lastCardOfTrick = (ctx: PlanetContext): boolean => ctx.trick.length === ctx.names.length - 1;
export const lastCardOfRound = (ctx: PlanetContext): boolean => lastCardOfTrick(ctx) && ctx.hands[ctx.turn]!.length === 1;
