/**
 * Destroying cards in play: a destroyed card goes to the bottom of the discard pile. Guardian's
 * substitution ("if another card you control would be destroyed, destroy Guardian instead") is
 * applied once per card; several cards destroyed at once wait as one burial, whose order the
 * player taking the turn chooses.
 */
import { defOf } from './deck.js';
import type { CardId, EightsContext } from './types.js';
import { pushFront } from './work.js';
import { inPlay, leavePlay, toDiscardBottom } from './zones.js';

/** The card destroyed in place of `card`: a Guardian of its controller that is not being destroyed itself, else `card`. */
export function substituteGuardian(ctx: EightsContext, card: CardId, together: readonly CardId[] = [card]): CardId {
  const holder = inPlay(ctx, card);
  if (!holder) return card;
  const guard = ctx.table.find(
    (p) =>
      p.controller === holder.controller &&
      p.card !== card &&
      !p.silenced &&
      !together.includes(p.card) &&
      (defOf(p.card).statics ?? []).some((s) => 'guard' in s),
  );
  return guard ? guard.card : card;
}

/** Destroys one card (or its Guardian). */
export function destroy(ctx: EightsContext, card: CardId): EightsContext {
  if (!inPlay(ctx, card)) return ctx;
  const gone = substituteGuardian(ctx, card);
  return toDiscardBottom(leavePlay(ctx, [gone]), [gone]);
}

/** Destroys several cards at the same time; two or more wait for the turn player to order them. */
export function destroyTogether(ctx: EightsContext, cards: readonly CardId[]): EightsContext {
  const present = cards.filter((c) => inPlay(ctx, c));
  if (present.length <= 1) return present.length === 1 ? destroy(ctx, present[0]!) : ctx;
  const gone = [...new Set(present.map((c) => substituteGuardian(ctx, c, present)))];
  const left = leavePlay(ctx, gone);
  return gone.length === 1 ? toDiscardBottom(left, gone) : pushFront(left, { bury: gone });
}
