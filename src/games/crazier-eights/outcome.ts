/** How a game ends: a team winning, players losing (their cards go to the bottom of the discard pile), an impossible draw. */
import type { Seat } from '../../kernel/game.js';
import { allied, handOf, inGame } from './rules.js';
import { seriesOver } from './series.js';
import type { EightsContext } from './types.js';

/** Every seat allied with one of `seats`. */
const teamOf = (ctx: EightsContext, seats: readonly Seat[]): Seat[] => ctx.names.flatMap((_, s) => (seats.some((w) => allied(ctx, s, w)) ? [s] : []));

/** The game is over: `seats` and their allies win (several teams on a tie); everyone else scores the cards left in hand. */
export function endGame(ctx: EightsContext, seats: readonly Seat[], how: string): EightsContext {
  const winners = teamOf(ctx, seats);
  const points = ctx.names.map((_, s) => (winners.includes(s) ? 0 : (ctx.lostWith[s] ?? handOf(ctx, s).length)));
  const records = [...ctx.records, { game: ctx.game, winners, points, how }];
  const more = !seriesOver({ ...ctx, records });
  return {
    ...ctx,
    winners,
    how,
    work: [],
    choice: null,
    due: more ? { kind: 'first' } : null,
    looking: null,
    records,
  };
}

/** The players still in the game with the fewest cards in hand. */
export function fewestCards(ctx: EightsContext): Seat[] {
  const left = ctx.names.flatMap((_, s) => (inGame(ctx, s) ? [s] : []));
  const min = Math.min(...left.map((s) => handOf(ctx, s).length));
  return left.filter((s) => handOf(ctx, s).length === min);
}

export const impossibleDraw = (ctx: EightsContext): EightsContext => endGame(ctx, fewestCards(ctx), 'a draw was impossible: the fewest cards in hand won');

/**
 * `seat` loses, and with it its team: they take no more turns, and their cards in hand and in play
 * go to the bottom of the discard pile (queued first: the hands' cards come from the host); their
 * abilities that already occurred still take effect after that. The last team standing wins; when
 * nobody is left, those who lost together tie.
 */
export function loseGame(ctx: EightsContext, seat: Seat): EightsContext {
  if (!inGame(ctx, seat)) return ctx;
  const losers = teamOf(ctx, [seat]).filter((s) => inGame(ctx, s));
  const after: EightsContext = {
    ...ctx,
    out: ctx.out.map((o, s) => o || losers.includes(s)),
    lostWith: ctx.lostWith.map((p, s) => (losers.includes(s) ? handOf(ctx, s).length : p)),
  };
  const left = after.names.flatMap((_, s) => (inGame(after, s) ? [s] : []));
  const teams = new Set(left.map((s) => after.teams[s]));
  if (teams.size === 0) return endGame(after, losers, `${losers.map((s) => after.names[s]).join(' and ')} lost at the same time: a tie`);
  if (teams.size === 1) return endGame(after, left, 'the last team standing won');
  return { ...after, work: [...losers.map((s) => ({ loser: s })), ...after.work] };
}
