/** What a step may choose among, from what every seat can see: cards in play, players, the discard pile. */
import type { Seat } from '../../kernel/game.js';
import { isAsset } from './deck.js';
import { alliesOf, handOf, isOpponent, opponentsOf, players } from './rules.js';
import type { Among, CardId, EightsContext } from './types.js';

/** Cards in play that `among` names for a step controlled by `controller` about `actor`. */
export function cardsAmong(ctx: EightsContext, among: Among, controller: Seat, actor: Seat | null): CardId[] {
  return ctx.table
    .filter((p) =>
      among === 'any'
        ? true
        : among === 'own'
          ? p.controller === controller
          : among === 'actor'
            ? p.controller === actor
            : isOpponent(ctx, controller, p.controller),
    )
    .map((p) => p.card);
}

export const assetsInDiscard = (ctx: EightsContext): CardId[] => ctx.discard.filter(isAsset);
/** Every card of the discard pile but its top. */
export const underTop = (ctx: EightsContext): CardId[] => ctx.discard.slice(0, -1);
export const otherPlayers = (ctx: EightsContext, seat: Seat): Seat[] => players(ctx).filter((s) => s !== seat);
export const opponentsWithCards = (ctx: EightsContext, seat: Seat): Seat[] => opponentsOf(ctx, seat).filter((s) => handOf(ctx, s).length > 0);
export { alliesOf, opponentsOf, players };
