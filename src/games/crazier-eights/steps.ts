/**
 * How each event of the log changes the table (the statechart's actions) and why the rules would
 * refuse it (its guards): the game's creation, the first player, the deal, a play, a discard, the
 * end of a turn and choices. The host's facts are in facts.ts; after each, the chart settles the
 * effects (flow.ts) and moves the turn on (turn.ts).
 */
import { SPECTATOR, type Seat } from '../../kernel/game.js';
import { createdOptionsProblem, seatsProblem } from '../declaration.js';
import { deckFor, defOf, isAsset, isCardId, isEight } from './deck.js';
import { eightsDeclaration } from './declaration.js';
import { answer, decline, timedOut } from './flow.js';
import { occur } from './moments.js';
import { canChoose } from './playable.js';
import { discardRefusal, playRefusal, teamsFor } from './rules.js';
import { firstCandidates } from './series.js';
import type { CardId, EightsContext, Ev, EightsOptions } from './types.js';
import { taskOf } from './work.js';
import { intoPlay, removeFromHand } from './zones.js';

export const emptyContext: EightsContext = {
  audience: 'all',
  options: { series: 'single', teams: 'none', promos: 0 },
  names: [],
  teams: [],
  game: 0,
  records: [],
  pile: [],
  discard: [],
  named: null,
  hands: [],
  table: [],
  out: [],
  lostWith: [],
  turn: 0,
  turnNo: 0,
  played: false,
  discards: 0,
  bonus: 0,
  resolving: [],
  work: [],
  choice: null,
  due: null,
  looking: null,
  revealed: null,
  winners: null,
  how: null,
  fault: null,
};

export function createFault(e: Ev<'game.created'>): string | null {
  if (e.game !== 'crazier-eights') return 'this log is not a game of Crazier Eights';
  return seatsProblem(eightsDeclaration, Array.isArray(e.names) ? e.names.length : 0) ?? createdOptionsProblem(eightsDeclaration, e.options);
}

export const create = (e: Ev<'game.created'>): EightsContext => ({
  ...emptyContext,
  options: e.options as EightsOptions,
  names: e.names,
  teams: teamsFor(e.options.teams, e.names.length),
  due: { kind: 'first' },
});

export const firstFault = (ctx: EightsContext, e: Ev<'first.chosen'>): string | null =>
  ctx.due?.kind !== 'first'
    ? 'no first player is being chosen now'
    : firstCandidates(ctx).includes(e.seat)
      ? null
      : `${ctx.names[e.seat] ?? 'that seat'} may not go first`;

/** A new game: empty zones, `seat` goes first, the deal is due. */
export const first = (ctx: EightsContext, e: Ev<'first.chosen'>): EightsContext => ({
  ...emptyContext,
  audience: ctx.audience,
  options: ctx.options,
  names: ctx.names,
  teams: ctx.teams,
  records: ctx.records,
  game: ctx.game + 1,
  hands: ctx.names.map(() => []),
  out: ctx.names.map(() => false),
  lostWith: ctx.names.map(() => null),
  turn: e.seat,
  due: { kind: 'deal' },
});

export function dealFault(ctx: EightsContext, e: Ev<'game.dealt'>): string | null {
  if (ctx.due?.kind !== 'deal') return 'no deal is due';
  if (e.hands.length !== ctx.names.length || e.hands.some((h) => h.length !== 7)) return 'each player is dealt seven cards';
  const deck = deckFor(ctx.options, ctx.names.length);
  if (e.pile.length + 7 * ctx.names.length + 1 !== deck.length) return 'the deal does not use the whole deck';
  const known = [...e.hands.flat(), ...e.pile, e.top].filter((c) => c !== null);
  if (known.some((c) => !deck.includes(c!)) || new Set(known).size !== known.length) return 'the deal holds a card twice or a card not in the deck';
  return null;
}

/** Whose state this is: the host sees every dealt hand, a seat only its own, the spectator none. */
function audienceOf(hands: readonly (readonly (CardId | null)[])[]): 'all' | Seat {
  const seen = hands.flatMap((h, s) => (h.every((c) => c !== null) ? [s] : []));
  return seen.length === hands.length ? 'all' : (seen[0] ?? SPECTATOR);
}

export const deal = (ctx: EightsContext, e: Ev<'game.dealt'>): EightsContext => ({
  ...ctx,
  audience: audienceOf(e.hands),
  hands: e.hands,
  pile: e.pile,
  discard: [e.top],
  due: null,
  turnNo: 1,
});

/** Why a card cannot be played now, the turn player acting (the chart takes the event nowhere else). */
export function playFault(ctx: EightsContext, e: Ev<'card.played'>): string | null {
  if (!isCardId(e.card)) return 'no such card';
  return playRefusal(ctx, e.seat, e.card, canChoose)?.reason ?? null;
}

/** An asset goes into play under its player; an event is revealed, takes effect, then goes to the bottom of the discard pile. */
export function play(ctx: EightsContext, e: Ev<'card.played'>): EightsContext {
  const c = { ...removeFromHand(ctx, e.seat, e.card), played: true };
  if (isAsset(e.card)) return intoPlay(c, e.card, e.seat);
  const effect = taskOf({ source: e.card, controller: e.seat, actor: e.seat, steps: defOf(e.card).effect ?? [] });
  return { ...c, resolving: [...c.resolving, e.card], work: [effect, { toBottom: e.card }, ...occur(c, 'eventPlayed', e.seat)] };
}

/** Why a card cannot be discarded now, the turn player acting. */
export function discardFault(ctx: EightsContext, e: Ev<'card.discarded'>): string | null {
  if (!isCardId(e.card)) return 'no such card';
  return discardRefusal(ctx, e.seat, e.card, e.colour)?.reason ?? null;
}

export function discard(ctx: EightsContext, e: Ev<'card.discarded'>): EightsContext {
  const c = { ...removeFromHand(ctx, e.seat, e.card), discard: [...ctx.discard, e.card], named: e.colour, discards: ctx.discards + 1 };
  return isEight(e.card) ? { ...c, work: occur(c, 'eightDiscarded', e.seat) } : c;
}

/** Why the turn cannot end now, the turn player acting: only that player ends it. */
export const endFault = (ctx: EightsContext, e: Ev<'turn.ended'>): string | null => (e.seat !== ctx.turn ? 'the turn cannot end now' : null);

const chooser = (ctx: EightsContext, seat: Seat): string | null => (ctx.choice?.seat === seat ? null : 'nobody is asked that choice now');

export function choiceFault(ctx: EightsContext, e: Ev<'choice.made'>): string | null {
  const wrong = chooser(ctx, e.seat);
  if (wrong) return wrong;
  const options = ctx.choice!.options;
  if (e.value === null) return options.includes(null) ? null : 'a choice without a value';
  return options.includes(e.value) || options.includes(null) ? null : 'that is not one of the options';
}
export const chose = (ctx: EightsContext, e: Ev<'choice.made'>): EightsContext => answer(ctx, e.value, e.card);
export const declineFault = (ctx: EightsContext, e: Ev<'choice.declined'>): string | null =>
  chooser(ctx, e.seat) ?? (ctx.choice!.may ? null : 'this choice must be made');
export const declined = (ctx: EightsContext): EightsContext => decline(ctx);
export const timeoutFault = (ctx: EightsContext, e: Ev<'choice.timedOut'>): string | null => chooser(ctx, e.seat);
export const timeUp = (ctx: EightsContext): EightsContext => timedOut(ctx);
