/**
 * The facts only the host produces, with its seeded random: the deal of hands and piles, the start
 * player, each deal's refill set, the dummies' cards, and the reshuffle of a pile that runs out.
 * Each is the next fact due in a state; `hostEvents` gives every one due, in order.
 */
import type { Random } from '../../kernel/random.js';
import { NUM_DECK, NUM_HAND, RULE_DECK, RULE_HAND, type CardId, type CardKind } from './cards.js';
import * as rules from './rules.js';
import type { MorContext, MorEvent, MorReadable } from './types.js';

function deal(ctx: MorContext, random: Random): MorEvent {
  const nums = random.shuffle(NUM_DECK);
  const ruleCards = random.shuffle(RULE_DECK);
  const n = ctx.names.length;
  const hands = Array.from({ length: n }, (_, s) => ({
    nums: nums.slice(s * NUM_HAND, (s + 1) * NUM_HAND),
    rules: ruleCards.slice(s * RULE_HAND, (s + 1) * RULE_HAND),
  }));
  return { type: 'game.dealt', hands, numPile: nums.slice(n * NUM_HAND), rulePile: ruleCards.slice(n * RULE_HAND) };
}

/** A reshuffle when a pile holds fewer cards than the next draw needs, else null. */
function reshuffle(ctx: MorContext, random: Random): MorEvent | null {
  for (const kind of ['num', 'rule'] as const satisfies readonly CardKind[]) {
    const pile = kind === 'num' ? ctx.numPile : ctx.rulePile;
    const discard = kind === 'num' ? ctx.numDiscard : ctx.ruleDiscard;
    if (pile.length < rules.drawNeed(ctx, kind) && discard.length > 0) return { type: 'pile.reshuffled', kind, cards: random.shuffle(discard) };
  }
  return null;
}

const top = (pile: MorContext['numPile'], count: number): CardId[] => pile.slice(0, count) as CardId[];

/** The next fact the host owes in this state, or null when the table waits for a player (or the game is over). */
export function nextHostEvent(state: MorReadable, random: Random): MorEvent | null {
  const ctx = state.context;
  const n = ctx.names.length;
  if (state.hasTag('deal')) return deal(ctx, random);
  if (state.hasTag('start')) return { type: 'start.drawn', seat: random.int(n) };
  if (state.hasTag('refill')) {
    const size = rules.refillSize(ctx.deal + 1, n);
    return (
      reshuffle(ctx, random) ?? {
        type: 'deal.started',
        deal: ctx.deal + 1,
        start: rules.startOf(ctx.deal + 1, ctx.keeper, n),
        refill: { nums: top(ctx.numPile, size), rules: top(ctx.rulePile, size) },
      }
    );
  }
  if (state.hasTag('dummy')) {
    const due = rules.dummyDue(ctx)!;
    return reshuffle(ctx, random) ?? { type: 'dummy.dealt', dummy: due.dummy, num: ctx.numPile[0]!, rule: due.rule ? ctx.rulePile[0]! : null };
  }
  return null;
}
