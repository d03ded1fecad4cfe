/**
 * The effects settling: after every event, what is taking effect runs on (abilities that occurred,
 * steps of an event or ability, destroyed cards going to the discard pile, a loser's cards) until a
 * seat must choose, the host must supply a fact, the work is done or the game is over. The chart
 * calls it after every change and then routes on what it left (machines/crazier-eights.machine.ts).
 * Also where a seat's choice is routed to the step that asked for it.
 */
import { drawSteps } from './draws.js';
import { OPS } from './effects.js';
import { endGame } from './outcome.js';
import { handOf, inGame } from './rules.js';
import type { EightsContext, Step, Task } from './types.js';
import { ask, dropFront, waitFor, frontTask, nextStep, replaceFront, taskOf } from './work.js';
import { toDiscardBottom } from './zones.js';

const LIMIT = 10_000;

/** The seats in the game with no cards in hand: they win. */
const emptyHanded = (ctx: EightsContext) => ctx.names.flatMap((_, s) => (inGame(ctx, s) && handOf(ctx, s).length === 0 ? [s] : []));

const stepOf = (t: Task): Step => t.occurrence.steps[t.at]!;

/** A task runs whatever became of its controller: an ability that occurred takes effect even after they lost. */
function runTask(ctx: EightsContext, t: Task): EightsContext {
  if (drawSteps.active(t)) return drawSteps.run(ctx, t);
  const step = stepOf(t);
  return (OPS[step.op].run as (c: EightsContext, t: Task, s: Step) => EightsContext)(ctx, t, step);
}

function runWork(ctx: EightsContext): EightsContext {
  const w = ctx.work[0]!;
  if ('task' in w) return runTask(ctx, w.task);
  if ('toBottom' in w) return dropFront({ ...toDiscardBottom(ctx, [w.toBottom]), resolving: ctx.resolving.filter((c) => c !== w.toBottom) });
  if ('loser' in w) return waitFor(ctx, { kind: 'loserHand', seat: w.loser });
  if ('bury' in w) {
    if (w.bury.length <= 1) return dropFront(toDiscardBottom(ctx, w.bury));
    return ask(
      ctx,
      {
        seat: ctx.turn,
        kind: 'bury',
        prompt: 'Destroyed together: choose the card to go to the bottom of the discard pile first',
        options: w.bury,
        always: true,
      },
      (c) => c,
      (c) => c,
    );
  }
  const { occurrences } = w.batch;
  if (occurrences.length === 1) return replaceFront(ctx, taskOf(occurrences[0]!));
  const options = occurrences.map((o) => o.source!);
  return ask(
    ctx,
    { seat: ctx.turn, kind: 'trigger', prompt: 'These abilities occurred together: choose the one to take effect first', options, always: true },
    (c) => c,
    (c) => c,
  );
}

/** What is taking effect, run until a seat must choose, the host owes a fact, nothing is left, or the game is over (a seat with no cards in hand wins). */
export function settle(start: EightsContext): EightsContext {
  let ctx = start;
  for (let i = 0; i < LIMIT; i++) {
    if (ctx.fault || ctx.winners) return ctx;
    const out = emptyHanded(ctx);
    if (out.length > 0) return endGame(ctx, out, `${out.map((s) => ctx.names[s]).join(' and ')} had no cards in hand`);
    if (ctx.choice || ctx.due || ctx.work.length === 0) return ctx;
    ctx = runWork(ctx);
  }
  return { ...ctx, fault: 'the effects did not settle' };
}

/** The pending choice answered with `value` (`card`: the card a search revealed). */
export function answer(ctx0: EightsContext, value: number | null, card?: number): EightsContext {
  const ctx = { ...ctx0, choice: null };
  const w = ctx.work[0];
  if (!w) return ctx;
  if ('bury' in w) return replaceFront(toDiscardBottom(ctx, value === null ? [] : [value]), { bury: w.bury.filter((c) => c !== value) });
  if ('batch' in w) {
    const chosen = w.batch.occurrences.find((o) => o.source === value) ?? w.batch.occurrences[0]!;
    const rest = w.batch.occurrences.filter((o) => o !== chosen);
    return replaceFront(ctx, taskOf(chosen), rest.length === 1 ? taskOf(rest[0]!) : { batch: { ...w.batch, occurrences: rest } });
  }
  const t = frontTask(ctx)!;
  const step = stepOf(t);
  const op = OPS[step.op] as { answer?: (c: EightsContext, t: Task, s: Step, v: number | null, card?: number) => EightsContext };
  return op.answer ? op.answer(ctx, t, step, value, card) : nextStep(ctx);
}

/** The pending "may" choice declined. */
export function decline(ctx0: EightsContext): EightsContext {
  const ctx = { ...ctx0, choice: null };
  const t = frontTask(ctx);
  if (!t) return ctx;
  const step = stepOf(t);
  const op = OPS[step.op] as { decline?: (c: EightsContext, t: Task, s: Step) => EightsContext };
  return op.decline ? op.decline(ctx, t, step) : nextStep(ctx);
}

/** A choice nobody made in time: a "may" is declined, a "must" takes the first option. */
export const timedOut = (ctx: EightsContext): EightsContext => (ctx.choice?.may ? decline(ctx) : answer(ctx, ctx.choice?.options[0] ?? null));
