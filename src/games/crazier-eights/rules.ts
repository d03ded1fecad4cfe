/**
 * Crazier Eights' rules as small pure functions of the table: teams and opponents, turn order,
 * what may be discarded on the top card, how many discards a turn allows, what may be played, and
 * the draw substitutions (Castle, Sanctuary, Wizard Tower).
 */
import type { Seat } from '../../kernel/game.js';
import { substitute, turnOrder, type Substitution } from './engine/abilities.js';
import { cardName, colourName, coloursOf, defOf, isEight, rankName } from './deck.js';
import type { CardId, Colour, EightsContext, EightsReadable, Static, Teams } from './types.js';

export interface Refusal {
  readonly rule: string;
  readonly reason: string;
}

/** Each seat's team: allies sit apart, one team after another around the table; a free-for-all gives each seat its own. */
export function teamsFor(teams: Teams, players: number): number[] {
  if (teams === 'none') return Array.from({ length: players }, (_, s) => s);
  const size = teams === 'pairs' ? 2 : 3;
  const count = Math.min(players, Math.max(2, Math.ceil(players / size)));
  return Array.from({ length: players }, (_, s) => s % count);
}

export const allied = (ctx: EightsContext, a: Seat, b: Seat): boolean => ctx.teams[a] === ctx.teams[b];
export const isOpponent = (ctx: EightsContext, a: Seat, b: Seat): boolean => !allied(ctx, a, b);
export const inGame = (ctx: EightsContext, s: Seat): boolean => ctx.out[s] === false;
export const players = (ctx: EightsContext): Seat[] => turnOrder(ctx.turn, ctx.names.length, (s) => !inGame(ctx, s));
export const opponentsOf = (ctx: EightsContext, s: Seat): Seat[] => players(ctx).filter((o) => isOpponent(ctx, s, o));
export const alliesOf = (ctx: EightsContext, s: Seat): Seat[] => players(ctx).filter((o) => o !== s && allied(ctx, s, o));

/** The next player still in the game after `seat`, clockwise. */
export function nextPlayer(ctx: EightsContext, seat: Seat): Seat {
  const order = turnOrder((seat + 1) % ctx.names.length, ctx.names.length, (s) => !inGame(ctx, s));
  return order[0] ?? seat;
}

export const handOf = (ctx: EightsContext, s: Seat): readonly (CardId | null)[] => ctx.hands[s] ?? [];
/** Whether `seat` may hold `card`: it does, or (an audience that cannot see the hand) a hidden card might be it. */
export const holds = (ctx: EightsContext, s: Seat, card: CardId): boolean => handOf(ctx, s).includes(card) || handOf(ctx, s).includes(null);
export const controls = (ctx: EightsContext, s: Seat): number => ctx.table.filter((p) => p.controller === s).length;
export const topCard = (ctx: EightsContext): CardId | null => ctx.discard.at(-1) ?? null;

/** The colours the next discard may have: the named colour while its eight is on top, else the top card's own. */
export function topColours(ctx: EightsContext): readonly Colour[] {
  const top = topCard(ctx);
  if (ctx.named) return [ctx.named];
  return top === null ? [] : coloursOf(top);
}

/** Statics of cards in play that have kept their abilities, with their controllers. */
export function statics(ctx: EightsContext): { s: Static; controller: Seat; card: CardId }[] {
  return ctx.table.flatMap((p) => (p.silenced ? [] : (defOf(p.card).statics ?? []).map((s) => ({ s, controller: p.controller, card: p.card }))));
}

/** How many cards `seat` may discard this turn in all: one, plus additional discards. */
export function discardsAllowed(ctx: EightsContext, seat: Seat): number {
  const extra = statics(ctx).filter(
    ({ s, controller }) =>
      'extraDiscards' in s && (s.extraDiscards === 'everyone' || (s.extraDiscards === 'you' ? controller === seat : allied(ctx, controller, seat))),
  ).length;
  return 1 + ctx.bonus + extra;
}

/** Whether `card` matches the top of the discard pile: an eight, a shared colour, or the same rank. */
export function matchesTop(ctx: EightsContext, card: CardId): boolean {
  const top = topCard(ctx);
  if (top === null || isEight(card)) return true;
  const colours = topColours(ctx);
  if (coloursOf(card).some((c) => colours.includes(c))) return true;
  return ctx.named === null && defOf(card).rank === defOf(top).rank;
}

const notYourTurn = (ctx: EightsContext, seat: Seat): Refusal | null =>
  seat === ctx.turn ? null : { rule: 'turn', reason: `It is ${ctx.names[ctx.turn] ?? 'another player'}'s turn.` };

/** Why `seat` may not play or discard at all now, asked of the chart: no game is on, it is another's turn, or the table is busy with an effect. */
export function actingRefusal(state: EightsReadable, seat: Seat): Refusal | null {
  if (!state.hasTag('turn')) return { rule: 'phase', reason: 'No game is being played now.' };
  const turn = notYourTurn(state.context, seat);
  if (turn) return turn;
  return state.hasTag('acting') ? null : { rule: 'phase', reason: 'Wait until the card taking effect is done.' };
}

/** Why `seat` may not discard `card` (naming `colour` for an eight), the turn player acting (else see `actingRefusal`), or null. */
export function discardRefusal(ctx: EightsContext, seat: Seat, card: CardId, colour: Colour | null): Refusal | null {
  const turn = notYourTurn(ctx, seat);
  if (turn) return turn;
  if (!holds(ctx, seat, card)) return { rule: 'hand', reason: `You do not hold ${cardName(card)}.` };
  if (ctx.discards >= discardsAllowed(ctx, seat)) return { rule: 'discards', reason: 'You have no discard left this turn.' };
  if (isEight(card) !== (colour !== null)) return { rule: 'colour', reason: isEight(card) ? 'Name a colour for your eight.' : 'Only an eight names a colour.' };
  if (!matchesTop(ctx, card)) {
    const top = topCard(ctx)!;
    const wanted = ctx.named
      ? `${colourName(ctx.named)} (the colour named with the eight)`
      : `${topColours(ctx).map(colourName).join(' or ')} or a ${rankName(defOf(top).rank)}`;
    return { rule: 'match', reason: `${cardName(card)} does not match the top card: discard ${wanted}, or an eight.` };
  }
  return null;
}

/**
 * Why `seat` may not play `card` for its effect, the turn player acting (else see `actingRefusal`),
 * or null; `canChoose` says whether the event's choices exist.
 */
export function playRefusal(
  ctx: EightsContext,
  seat: Seat,
  card: CardId,
  canChoose: (ctx: EightsContext, seat: Seat, card: CardId) => boolean,
): Refusal | null {
  const turn = notYourTurn(ctx, seat);
  if (turn) return turn;
  if (!holds(ctx, seat, card)) return { rule: 'hand', reason: `You do not hold ${cardName(card)}.` };
  if (ctx.played) return { rule: 'played', reason: 'You have played a card this turn already.' };
  if (!canChoose(ctx, seat, card)) return { rule: 'choice', reason: `${defOf(card).name} needs something to choose, and there is nothing.` };
  return null;
}

/**
 * How many cards `drawer` draws when an effect controlled by `cause` (null: the rules) says `n`:
 * the cause's Wizard Towers add one each, then the drawer's Castles and the drawer's team's
 * Sanctuaries take one each, never below none. Only an opponent's effect is changed.
 */
export function drawCount(ctx: EightsContext, cause: Seat | null, drawer: Seat, n: number): number {
  if (cause === null || !isOpponent(ctx, cause, drawer)) return n;
  const more: Substitution<number> = (v) => (v > 0 ? v + 1 : null);
  const fewer: Substitution<number> = (v) => Math.max(0, v - 1);
  const found = statics(ctx);
  const adds = found.filter(({ s, controller }) => 'drawMore' in s && controller === cause).map(() => more);
  const takes = found
    .filter(({ s, controller }) => 'drawFewer' in s && (s.drawFewer === 'you' ? controller === drawer : allied(ctx, controller, drawer)))
    .map(() => fewer);
  // Additions first, then reductions (the book says substitutions stack, not in which order).
  return substitute(n, [...adds, ...takes]);
}
