/**
 * The host's facts (cards drawn, shuffles, what a seat looks at or reveals, a card taken from a
 * hand, a loser's hand): each checked against the fact the table is waiting for, then applied.
 * In a seat's state the cards it may not see are null; a fact is checked as far as that state knows.
 */
import { drawSteps } from './draws.js';
import { swap } from './effects.js';
import { handOf } from './rules.js';
import type { CardId, Due, EightsContext, EightsEvent } from './types.js';
import { dropFront, frontTask, nextStep } from './work.js';
import { addToHand, leavePlay, toDiscardBottom, withHand } from './zones.js';

type Fact = Exclude<EightsEvent['type'], 'game.created' | 'first.chosen' | 'game.dealt' | 'card.played' | 'card.discarded' | 'turn.ended' | `choice.${string}`>;
export const FACTS: readonly Fact[] = [
  'cards.drawn',
  'pile.reshuffled',
  'pile.looked',
  'pile.revealed',
  'pile.searched',
  'pile.shuffled',
  'hand.looked',
  'card.taken',
  'hand.discarded',
];

/** Whether `cards` can be the top of `pile`: every card known on both sides agrees. */
const onTop = (pile: readonly (CardId | null)[], cards: readonly (CardId | null)[]) =>
  cards.length <= pile.length && cards.every((c, i) => c === null || pile[i] === null || pile[i] === c);

/** A multiset check where both sides are known. */
function sameCards(a: readonly (CardId | null)[], b: readonly (CardId | null)[]): boolean {
  if (a.length !== b.length) return false;
  if (a.includes(null) || b.includes(null)) return true;
  const x = [...(a as CardId[])].sort((p, q) => p - q);
  const y = [...(b as CardId[])].sort((p, q) => p - q);
  return x.every((c, i) => c === y[i]);
}

const due = <K extends Due['kind']>(ctx: EightsContext, kind: K): Extract<Due, { kind: K }> | null =>
  ctx.due?.kind === kind ? (ctx.due as Extract<Due, { kind: K }>) : null;

export function factFault(ctx: EightsContext, e: EightsEvent): string | null {
  const wrong = `${e.type} is not due now`;
  switch (e.type) {
    case 'cards.drawn': {
      const d = due(ctx, 'draw');
      return d && d.seat === e.seat && d.n === e.cards.length && onTop(ctx.pile, e.cards) ? null : wrong;
    }
    case 'pile.reshuffled': {
      const d = due(ctx, 'reshuffle');
      return d && d.bottom === e.bottom && sameCards(e.cards, ctx.discard.slice(0, -1)) ? null : wrong;
    }
    case 'pile.looked': {
      const d = due(ctx, 'look');
      return d && d.seat === e.seat && d.n === e.cards.length && onTop(ctx.pile, e.cards) ? null : wrong;
    }
    case 'pile.revealed': {
      const d = due(ctx, 'reveal');
      return d && d.n === e.cards.length && onTop(ctx.pile, e.cards) ? null : wrong;
    }
    case 'pile.searched': {
      const d = due(ctx, 'search');
      return d && d.seat === e.seat && sameCards(e.cards, ctx.pile) ? null : wrong;
    }
    case 'pile.shuffled': {
      const d = due(ctx, 'shuffle');
      return d && sameCards(e.cards, d.withDiscard ? [...ctx.pile, ...ctx.discard.slice(0, -1)] : ctx.pile) ? null : wrong;
    }
    case 'hand.looked': {
      const d = due(ctx, 'lookHand');
      return d && d.seat === e.seat && d.of === e.of && sameCards(e.cards, handOf(ctx, e.of)) ? null : wrong;
    }
    case 'card.taken': {
      const d = due(ctx, 'take');
      const there = handOf(ctx, e.from)[e.index];
      return d &&
        d.seat === e.seat &&
        d.from === e.from &&
        d.index === e.index &&
        there !== undefined &&
        (there === null || e.card === null || there === e.card)
        ? null
        : wrong;
    }
    case 'hand.discarded': {
      const d = due(ctx, 'loserHand');
      return d && d.seat === e.seat && sameCards(e.cards, handOf(ctx, e.seat)) ? null : wrong;
    }
    default:
      return wrong;
  }
}

/** The fact applied: the table as it is once the host's fact is in (the chart settles the effects after it). */
export function applyFact(ctx0: EightsContext, e: EightsEvent): EightsContext {
  const ctx: EightsContext = { ...ctx0, due: null };
  switch (e.type) {
    case 'cards.drawn':
      return drawSteps.drawn({ ...addToHand(ctx, e.seat, e.cards), pile: ctx.pile.slice(e.cards.length) }, e.cards.length);
    case 'pile.reshuffled':
      return { ...ctx, pile: e.bottom ? [...ctx.pile, ...e.cards] : e.cards, discard: ctx.discard.slice(-1) };
    case 'pile.looked':
      return { ...ctx, looking: { seat: e.seat, from: 'pile', cards: e.cards } };
    case 'pile.revealed':
      return { ...ctx, revealed: e.cards };
    case 'pile.searched':
      return { ...ctx, looking: { seat: e.seat, from: 'search', cards: e.cards } };
    case 'pile.shuffled':
      return ctx.due === null && ctx0.due?.kind === 'shuffle' && ctx0.due.withDiscard
        ? { ...ctx, pile: e.cards, discard: ctx.discard.slice(-1) }
        : { ...ctx, pile: e.cards };
    case 'hand.looked':
      return { ...ctx, looking: { seat: e.seat, from: 'hand', cards: e.cards } };
    case 'card.taken': {
      const own = frontTask(ctx)?.memo.own ?? null;
      return nextStep(swap(ctx, e.seat, own, e.from, e.index, e.card));
    }
    case 'hand.discarded': {
      const controlled = ctx.table.filter((p) => p.controller === e.seat).map((p) => p.card);
      return dropFront(toDiscardBottom(leavePlay(withHand(ctx, e.seat, []), controlled), [...e.cards, ...controlled]));
    }
    default:
      return ctx;
  }
}
