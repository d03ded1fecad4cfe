/**
 * "If an event requires you to choose a card, you can only play it if there is a card you can
 * choose": whether each step of an event that must choose has something to choose, judged on the
 * table as it will be once the event has left its player's hand.
 */
import type { Seat } from '../../kernel/game.js';
import { defOf } from './deck.js';
import { handOf } from './rules.js';
import { assetsInDiscard, cardsAmong, opponentsWithCards, underTop } from './targets.js';
import type { CardId, EightsContext, Step } from './types.js';

function stepCanChoose(ctx: EightsContext, seat: Seat, step: Step, handAfter: number): boolean {
  switch (step.op) {
    case 'destroy':
      return !!step.may || cardsAmong(ctx, step.among, seat, seat).length >= (step.count ?? 1);
    case 'silence':
      return cardsAmong(ctx, step.among, seat, null).length > 0;
    case 'gainControl':
      return !!step.may || cardsAmong(ctx, 'opponent', seat, null).length > 0;
    case 'exchangeControl':
      return !!step.may || (cardsAmong(ctx, 'own', seat, null).length > 0 && cardsAmong(ctx, 'opponent', seat, null).length > 0);
    case 'restore':
      return !!step.may || assetsInDiscard(ctx).length > 0;
    case 'haunt':
      return underTop(ctx).length > 0;
    case 'trade':
      return handAfter > 0 && opponentsWithCards(ctx, seat).length > 0;
    case 'give':
      return handAfter > 0;
    default:
      return true;
  }
}

/** Whether every choice `card`'s effect requires of `seat` exists now. Assets always may be played. */
export function canChoose(ctx: EightsContext, seat: Seat, card: CardId): boolean {
  const effect = defOf(card).effect;
  if (!effect) return true;
  const handAfter = handOf(ctx, seat).length - 1;
  return effect.every((step) => stepCanChoose(ctx, seat, step, handAfter));
}
