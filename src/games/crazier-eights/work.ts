/**
 * The queue of what is taking effect (tasks, batches of abilities to order, destroyed cards to
 * bury, an event card on its way to the bottom of the discard pile, a loser's cards) and the
 * helpers a step uses: ask a seat to choose, wait for a host fact, finish the step.
 */
import type { Seat } from '../../kernel/game.js';
import type { Occurrence } from './engine/abilities.js';
import type { Choice, ChoiceKind, Due, EightsContext, Memo, Step, Task, Work } from './types.js';

export const taskOf = (occurrence: Occurrence<Step>): Work => ({ task: { occurrence, at: 0, sub: 0, memo: {} } });

export const frontTask = (ctx: EightsContext): Task | null => {
  const w = ctx.work[0];
  return w && 'task' in w ? w.task : null;
};

export const replaceFront = (ctx: EightsContext, ...items: Work[]): EightsContext => ({ ...ctx, work: [...items, ...ctx.work.slice(1)] });
export const dropFront = (ctx: EightsContext): EightsContext => ({ ...ctx, work: ctx.work.slice(1) });
export const pushFront = (ctx: EightsContext, ...items: Work[]): EightsContext => ({ ...ctx, work: [...items, ...ctx.work] });

/** The front task with `change` applied. */
export const updateTask = (ctx: EightsContext, change: Partial<Task>): EightsContext => {
  const t = frontTask(ctx)!;
  return replaceFront(ctx, { task: { ...t, ...change } });
};
export const setMemo = (ctx: EightsContext, memo: Memo, sub?: number): EightsContext => {
  const t = frontTask(ctx)!;
  return updateTask(ctx, { memo: { ...t.memo, ...memo }, sub: sub ?? t.sub });
};
export const toSub = (ctx: EightsContext, sub: number): EightsContext => updateTask(ctx, { sub });

/** The front task on to its next step (what its choices settled stays known); gone after its last. */
export function nextStep(ctx: EightsContext): EightsContext {
  const t = frontTask(ctx)!;
  const at = t.at + 1;
  if (at >= t.occurrence.steps.length) return dropFront(ctx);
  return updateTask(ctx, { at, sub: 0 });
}

export const waitFor = (ctx: EightsContext, due: Due): EightsContext => ({ ...ctx, due });

export interface Ask {
  readonly seat: Seat;
  readonly kind: ChoiceKind;
  readonly prompt: string;
  readonly may?: boolean;
  readonly options: readonly (number | null)[];
  readonly secretTo?: readonly Seat[] | null;
  /** Ask even when there is one option or none (the chooser alone knows what the options are). */
  readonly always?: boolean;
}

/**
 * A choice for `seat`: with nothing to choose the step moves on (`none`); with one public option
 * and no "may" it is taken at once (`answer`); otherwise the seat is asked.
 */
export function ask(
  ctx: EightsContext,
  a: Ask,
  answer: (ctx: EightsContext, value: number | null) => EightsContext,
  none: (ctx: EightsContext) => EightsContext,
): EightsContext {
  if (!a.always) {
    if (a.options.length === 0) return none(ctx);
    // A card from a hand is hidden: even when it is the only one, its choice travels in an event to those who may see it.
    if (a.options.length === 1 && !a.may && a.kind !== 'hand') return answer(ctx, a.options[0]!);
  }
  const choice: Choice = { seat: a.seat, kind: a.kind, prompt: a.prompt, may: a.may ?? false, options: a.options, secretTo: a.secretTo ?? null };
  return { ...ctx, choice };
}
