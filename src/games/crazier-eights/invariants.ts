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
import type { CardId, EightsEvent } from './types.js';

export function eightsChecker(): Checker<EightsState, EightsEvent> {
  /** The series' deck, made once rather than at every event. */
  let seriesDeck: ReadonlySet<CardId> | null = null;
  return (state) => {
    const ctx = state.context;
    const broken: string[] = [];
    if (ctx.fault) broken.push(`fault: ${ctx.fault}`);
    if (ctx.game === 0 || (ctx.hands.every((h) => h.length === 0) && ctx.pile.length === 0)) return broken;
    const burying = ctx.work.flatMap((w) => ('bury' in w ? w.bury : []));
    const all = [...ctx.hands.flat(), ...ctx.pile, ...ctx.discard, ...ctx.table.map((p) => p.card), ...ctx.resolving, ...burying];
    if (all.includes(null)) broken.push('the host state holds a hidden card');
    seriesDeck ??= new Set(deckFor(ctx.options, ctx.names.length));
    const deck = seriesDeck;
    const distinct = new Set(all);
    if (all.length !== deck.size || distinct.size !== deck.size || all.some((c) => !deck.has(c!))) {
      broken.push(`${all.length} cards in place, ${distinct.size} distinct, of a deck of ${deck.size}`);
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
