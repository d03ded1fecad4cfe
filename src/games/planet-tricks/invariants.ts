/**
 * Invariants of a Planet Tricks game, checked event by event on the host's full state: cards are
 * conserved, trick counts add up, totals are the sum of the counted rounds. Used by the simulator.
 */
import { DECK, FIELD_SIZE } from './cards.js';
import type { PlanetState } from './index.js';
import * as rules from './rules.js';
import type { PlanetEvent } from './types.js';

export type Checker = (state: PlanetState, event: PlanetEvent) => string[];

export function planetChecker(): Checker {
  let played: number[] = [];
  return (state, event) => {
    const ctx = state.context;
    const errors: string[] = [];
    if (event.type === 'round.dealt') played = [];
    if (event.type === 'card.played') played.push(event.card);
    if (ctx.round > 0) {
      const held = ctx.hands.flat();
      if (held.includes(null)) errors.push('the host state has a hidden card');
      const all = [...held, ...played, ...ctx.field.map((f) => f.card)];
      if (all.length !== DECK.length || new Set(all).size !== DECK.length) {
        errors.push(`round ${ctx.round}: ${all.length} cards accounted for, ${new Set(all).size} distinct`);
      }
      if (ctx.field.length !== FIELD_SIZE) errors.push('the field lost a card');
      const done = ctx.tricks.reduce((a, b) => a + b, 0);
      const expected = state.hasTag('playing') ? ctx.trickNumber - 1 : rules.handSize(ctx.names.length);
      if (done !== expected) errors.push(`round ${ctx.round}: ${done} tricks taken, expected ${expected}`);
    }
    const sums = ctx.totals.map((_, s) => ctx.rounds.reduce((a, r) => a + r.counted[s]!, 0));
    if (sums.some((t, s) => t !== ctx.totals[s])) errors.push('totals are not the sum of the counted rounds');
    for (const r of ctx.rounds) {
      const counted = rules.countedTricks(r.tricks, r.nines, ctx.options.nullRule);
      if (counted.some((c, s) => c !== r.counted[s])) errors.push(`round ${r.round}: counted tricks are wrong`);
    }
    return errors;
  };
}
