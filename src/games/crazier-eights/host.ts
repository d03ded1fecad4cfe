/**
 * The host's own events: the first player, the deal and every fact the table waits for (drawn
 * cards, shuffles, what a seat looks at), drawn from the host's seeded random; and the time-out of
 * a choice a seat other than the turn's must make.
 */
import type { Random } from '../../kernel/random.js';
import { deckFor } from './deck.js';
import { handOf } from './rules.js';
import { firstCandidates } from './series.js';
import type { CardId, EightsContext, EightsEvent } from './types.js';

/** How long the host waits for a choice from a seat whose turn it is not, before it declines or takes the first option. */
export const CHOICE_WAIT = 30_000;

export const HAND_SIZE = 7;

export function advance(ctx: EightsContext, random: Random, timeUp = false): EightsEvent[] {
  const d = ctx.due;
  const known = (cards: readonly (CardId | null)[]) => cards as CardId[];
  if (!d) {
    const c = ctx.choice;
    return timeUp && c && c.seat !== ctx.turn && ctx.phase !== 'over' ? [{ type: 'choice.timedOut', seat: c.seat }] : [];
  }
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

export const timeout = (ctx: EightsContext): number | null => (ctx.due === null && ctx.choice && ctx.choice.seat !== ctx.turn ? CHOICE_WAIT : null);
