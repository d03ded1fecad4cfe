/**
 * The host's own events: the first player, the deal and every fact the table waits for (drawn
 * cards, shuffles, what a seat looks at), drawn from the host's seeded random; and the time-out of
 * a choice a seat other than the turn's must make.
 */
import type { Random } from '../../kernel/random.js';
import { deckFor } from './deck.js';
import { handOf } from './rules.js';
import { firstCandidates } from './series.js';
import type { CardId, EightsEvent, EightsReadable } from './types.js';

/** How long the host waits for a choice from a seat whose turn it is not, before it declines or takes the first option. */
export const CHOICE_WAIT = 30_000;

export const HAND_SIZE = 7;

export function advance(state: EightsReadable, random: Random, timeUp = false): EightsEvent[] {
  const ctx = state.context;
  const known = (cards: readonly (CardId | null)[]) => cards as CardId[];
  if (!state.hasTag('hosting')) {
    const c = ctx.choice;
    return timeUp && state.hasTag('choosing') && c!.seat !== ctx.turn ? [{ type: 'choice.timedOut', seat: c!.seat }] : [];
  }
  const d = ctx.due!;
  switch (d.kind) {
    case 'first':
      return [{ type: 'first.chosen', seat: random.pick(firstCandidates(ctx)) }];
    case 'deal': {
      const deck = random.shuffle(deckFor(ctx.options, ctx.names.length));
      const n = ctx.names.length;
      const hands = ctx.names.map((_, s) => deck.slice(s * HAND_SIZE, (s + 1) * HAND_SIZE));
      return [{ type: 'game.dealt', hands, top: deck[n * HAND_SIZE]!, pile: deck.slice(n * HAND_SIZE + 1) }];
    }
    case 'draw':
      return [{ type: 'cards.drawn', seat: d.seat, cards: ctx.pile.slice(0, d.n) }];
    case 'reshuffle':
      return [{ type: 'pile.reshuffled', cards: random.shuffle(known(ctx.discard.slice(0, -1))), bottom: d.bottom }];
    case 'look':
      return [{ type: 'pile.looked', seat: d.seat, cards: ctx.pile.slice(0, d.n) }];
    case 'reveal':
      return [{ type: 'pile.revealed', cards: known(ctx.pile.slice(0, d.n)) }];
    case 'search':
      return [{ type: 'pile.searched', seat: d.seat, cards: ctx.pile }];
    case 'shuffle':
      return [{ type: 'pile.shuffled', cards: random.shuffle(d.withDiscard ? [...ctx.pile, ...ctx.discard.slice(0, -1)] : ctx.pile) }];
    case 'lookHand':
      return [{ type: 'hand.looked', seat: d.seat, of: d.of, cards: handOf(ctx, d.of) }];
    case 'take':
      return [{ type: 'card.taken', seat: d.seat, from: d.from, index: d.index, card: handOf(ctx, d.from)[d.index] ?? null }];
    case 'loserHand':
      return [{ type: 'hand.discarded', seat: d.seat, cards: known(handOf(ctx, d.seat)) }];
  }
}

export const timeout = (state: EightsReadable): number | null =>
  state.hasTag('choosing') && state.context.choice!.seat !== state.context.turn ? CHOICE_WAIT : null;
