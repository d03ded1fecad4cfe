/**
 * The conditions of Crazier Eights' conditional abilities — a turn beginning or ending, an eight
 * discarded, an event played — and the abilities each makes occur, as work in the order they take
 * effect (the engine's turn order; one controller's several abilities as a batch the turn player orders).
 */
import type { Seat } from '../../kernel/game.js';
import { byController, occurrences, type Holder } from './engine/abilities.js';
import { defOf } from './deck.js';
import { controls, handOf, isOpponent } from './rules.js';
import type { Condition, EightsContext, Trigger, Work } from './types.js';
import { taskOf } from './work.js';

export type Moment = Trigger['on'];

const holds = (ctx: EightsContext, c: Condition, seat: Seat): boolean =>
  'controlsAtLeast' in c ? controls(ctx, seat) >= c.controlsAtLeast : handOf(ctx, seat).length >= c.handAtLeast;

/** Whether `when` answers `moment` about `actor` for the card `h`. */
export function answers(ctx: EightsContext, moment: Moment, actor: Seat, when: Trigger, h: Holder): boolean {
  if (when.on !== moment) return false;
  if ('whose' in when) return (when.whose === 'any' || h.controller === actor) && (!when.if || holds(ctx, when.if, actor));
  return isOpponent(ctx, h.controller, actor);
}

/** The abilities `moment` makes occur about `actor`, as work in the order they take effect. */
export function occur(ctx: EightsContext, moment: Moment, actor: Seat): Work[] {
  const list = occurrences(
    ctx.table,
    (card) => defOf(card).abilities ?? [],
    (when, h) => answers(ctx, moment, actor, when, h),
    actor,
  );
  return byController(list, ctx.turn, ctx.names.length).map(
    (g): Work => (g.length === 1 ? taskOf(g[0]!) : { batch: { controller: g[0]!.controller, occurrences: g } }),
  );
}
