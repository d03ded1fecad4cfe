/**
 * What holds after every event of Crazier Eights, on the host's full state: every card of the deck
 * is in exactly one place (hands, draw pile, discard pile, in play, taking effect, or destroyed and waiting to be ordered); the host
 * knows every card; the turn player is in the game; a game's record gives its winners no points and
 * everyone else the cards they held; the series' totals are the records' sums.
 */
import type { Checker } from '../module.js';
import { deckFor } from './deck.js';
import type { EightsState } from './index.js';
import { totals } from './series.js';
import type { EightsEvent } from './types.js';

export function eightsChecker(): Checker<EightsState, EightsEvent> {
  return (state) => {
    const ctx = state.context;
    const broken: string[] = [];
    if (ctx.fault) broken.push(`fault: ${ctx.fault}`);
    if (ctx.game === 0 || (ctx.hands.every((h) => h.length === 0) && ctx.pile.length === 0)) return broken;
    const burying = ctx.work.flatMap((w) => ('bury' in w ? w.bury : []));
    const all = [...ctx.hands.flat(), ...ctx.pile, ...ctx.discard, ...ctx.table.map((p) => p.card), ...ctx.resolving, ...burying];
    if (all.includes(null)) broken.push('the host state holds a hidden card');
    const deck = deckFor(ctx.options, ctx.names.length);
    if (all.length !== deck.length || new Set(all).size !== deck.length || all.some((c) => !deck.includes(c!))) {
      broken.push(`${all.length} cards in place, ${new Set(all).size} distinct, of a deck of ${deck.length}`);
    }
    if (state.hasTag('main') && ctx.out[ctx.turn]) broken.push('a player out of the game is taking a turn');
    if (ctx.table.some((p) => ctx.out[p.controller]) && !ctx.work.some((w) => 'loser' in w) && ctx.due?.kind !== 'loserHand' && !state.hasTag('over')) {
      broken.push('a player out of the game controls a card');
    }
    for (const r of ctx.records) {
      if (r.points.length !== ctx.names.length) broken.push(`game ${r.game}: points for every seat`);
      if (r.winners.some((w) => r.points[w] !== 0)) broken.push(`game ${r.game}: a winner scored points`);
    }
    const sums = totals(ctx);
    if (sums.some((t) => t < 0)) broken.push('negative points');
    if (state.hasTag('over') && ctx.records.length !== ctx.game) broken.push('a game over without its record');
    return broken;
  };
}
