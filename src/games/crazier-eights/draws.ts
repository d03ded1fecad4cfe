/**
 * Drawing, as the effect engine does it: players draw one after another in turn order (the player
 * taking the turn first), each as many as the substitutions leave; the host supplies the cards.
 * An empty draw pile is first refilled from the discard pile under its top card; when that is
 * impossible too, the game is over and the fewest cards in hand win.
 */
import { impossibleDraw } from './outcome.js';
import { drawCount } from './rules.js';
import type { EightsContext, Task } from './types.js';
import { waitFor, frontTask, nextStep, setMemo } from './work.js';

const DRAWING = 100;
const COUNTED = 101;

export const drawSteps = {
  /** The front task's players in `seats` draw `each` cards, one player at a time. */
  start: (ctx: EightsContext, seats: readonly number[], each: number): EightsContext => setMemo(ctx, { seats, each }, DRAWING),
  active: (t: Task): boolean => t.sub >= DRAWING,
  run(ctx: EightsContext, t: Task): EightsContext {
    const [first, ...rest] = t.memo.seats ?? [];
    if (t.sub === DRAWING) {
      if (first === undefined) return nextStep(ctx);
      if (ctx.out[first]) return setMemo(ctx, { seats: rest });
      const cause = t.occurrence.source === null ? null : t.occurrence.controller;
      return setMemo(ctx, { count: drawCount(ctx, cause, first, t.memo.each ?? 1) }, COUNTED);
    }
    const count = t.memo.count ?? 0;
    if (count <= 0 || first === undefined) return setMemo(ctx, { seats: rest }, DRAWING);
    if (ctx.pile.length > 0) return waitFor(ctx, { kind: 'draw', seat: first, n: Math.min(count, ctx.pile.length) });
    if (ctx.discard.length > 1) return waitFor(ctx, { kind: 'reshuffle', bottom: false });
    return impossibleDraw(ctx);
  },
  /** `n` cards were drawn by the player drawing now. */
  drawn(ctx: EightsContext, n: number): EightsContext {
    const t = frontTask(ctx);
    return t ? setMemo(ctx, { count: (t.memo.count ?? 0) - n }) : ctx;
  },
};
