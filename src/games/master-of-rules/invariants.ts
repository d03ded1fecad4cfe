/**
 * Invariants of a Master of Rules game, checked event by event on the host's full state: every card
 * is in exactly one place; hands hold four numerical and three rule cards (less only what was
 * played in the final deal, or the card just played while its player takes a refill); the refill
 * set is the players' count less what was taken; victory points are the completed cards and the
 * bonus; the game ends after the last deal. Used by the tests, the conformance suite and the simulator.
 */
import type { Checker } from '../module.js';
import { CARD_COUNT, isNum, NUM_HAND, RULE_HAND } from './cards.js';
import type { MorState } from './index.js';
import * as rules from './rules.js';
import type { MorEvent } from './types.js';

export function morChecker(): Checker<MorState, MorEvent> {
  let kept = 0;
  let lastSeen: unknown = null;
  return (state, event) => {
    const ctx = state.context;
    const n = ctx.names.length;
    const errors: string[] = [];
    if (ctx.fault) errors.push(`fault: ${ctx.fault}`);
    if (ctx.hands.length === 0) return errors;
    const all = [
      ...ctx.hands.flatMap((h) => [...h.nums, ...h.rules]),
      ...ctx.numPile,
      ...ctx.rulePile,
      ...ctx.numDiscard,
      ...ctx.ruleDiscard,
      ...ctx.refill.nums,
      ...ctx.refill.rules,
      ...ctx.plays.map((p) => p.card),
      ...ctx.completed.flat(),
    ];
    if (all.includes(null)) errors.push('the host state has a hidden card');
    if (all.length !== CARD_COUNT || new Set(all).size !== CARD_COUNT)
      errors.push(`${all.length} cards in place, ${new Set(all).size} distinct, of ${CARD_COUNT}`);
    if ([...ctx.numPile, ...ctx.numDiscard, ...ctx.refill.nums].some((c) => c !== null && !isNum(c))) errors.push('a rule card among the numerical cards');
    const final = rules.isFinalDeal(ctx.deal, n);
    ctx.hands.forEach((h, s) => {
      const played = final ? ctx.plays.filter((p) => p.by === s) : [];
      const taking = state.hasTag('taking') && ctx.turn === s ? ctx.taking : null;
      const want = {
        nums: NUM_HAND - played.filter((p) => isNum(p.card)).length - (taking === 'num' ? 1 : 0),
        rules: RULE_HAND - played.filter((p) => !isNum(p.card)).length - (taking === 'rule' ? 1 : 0),
      };
      if (!state.hasTag('over') && (h.nums.length !== want.nums || h.rules.length !== want.rules)) {
        errors.push(`${ctx.names[s]} holds ${h.nums.length}+${h.rules.length} cards, not ${want.nums}+${want.rules}`);
      }
    });
    if (ctx.deal > 0 && !state.hasTag('refill') && !state.hasTag('over')) {
      const size = rules.refillSize(ctx.deal, n);
      const taken = (num: boolean) =>
        final ? 0 : ctx.plays.filter((p) => p.by < n && isNum(p.card) === num).length - (state.hasTag('taking') && (ctx.taking === 'num') === num ? 1 : 0);
      if (ctx.refill.nums.length !== size - taken(true) || ctx.refill.rules.length !== size - taken(false))
        errors.push('the refill set does not match the cards taken');
    }
    if (ctx.last !== lastSeen) {
      lastSeen = ctx.last;
      kept += ctx.last?.judgements.filter((j) => j.kept).length ?? 0;
    }
    if (ctx.completed.flat().length !== kept) errors.push('completed cards do not match the judgements');
    if (event.type === 'game.created') kept = 0;
    if (state.hasTag('over') && ctx.deal !== rules.totalDeals(n)) errors.push(`the game ended after deal ${ctx.deal}`);
    if (ctx.deal > rules.totalDeals(n)) errors.push('a deal beyond the last');
    return errors;
  };
}
