/**
 * What a turn's phases put on the table, as the chart steps through them (the chart holds the
 * phase: machines/crazier-eights.machine.ts): the abilities that occur as the turn begins, the
 * turn's draw, the abilities that occur as it ends, and the next player's turn.
 */
import { occur } from './moments.js';
import { inGame, nextPlayer } from './rules.js';
import type { EightsContext } from './types.js';
import { taskOf } from './work.js';

/** The beginning phase: the abilities "at the beginning of a turn" occur. */
export const beginTurn = (ctx: EightsContext): EightsContext => ({ ...ctx, work: occur(ctx, 'turnBegins', ctx.turn) });

/** The draw phase: the turn player draws a card (by the rules, so no substitution changes it). */
export const drawForTurn = (ctx: EightsContext): EightsContext => ({
  ...ctx,
  work: [taskOf({ source: null, controller: ctx.turn, actor: ctx.turn, steps: [{ op: 'draw', who: 'you', n: 1 }] })],
});

/** The end phase: the turn player ended the turn, and the abilities "at the end of a turn" occur. */
export const endTurn = (ctx: EightsContext): EightsContext => ({ ...ctx, work: inGame(ctx, ctx.turn) ? occur(ctx, 'turnEnds', ctx.turn) : [] });

/** The next player still in the game, clockwise, takes a fresh turn. */
export const nextTurn = (ctx: EightsContext): EightsContext => ({
  ...ctx,
  turn: nextPlayer(ctx, ctx.turn),
  turnNo: ctx.turnNo + 1,
  played: false,
  discards: 0,
  bonus: 0,
  revealed: null,
});
