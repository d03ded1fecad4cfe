/**
 * Each event as one seat may see it: its own hand and draws, what it alone looks at (the top of
 * the draw pile, a search, an opponent's hand), a card handed to it; never another hand, the draw
 * pile's order or a shuffle. What is revealed is public. The spectator (-1) sees public facts only.
 */
import type { Seat } from '../../kernel/game.js';
import type { CardId, EightsEvent } from './types.js';

const hide = (cards: readonly (CardId | null)[]) => cards.map(() => null);

export function redactEvent(event: EightsEvent, seat: Seat): EightsEvent {
  switch (event.type) {
    case 'game.dealt':
      return { ...event, hands: event.hands.map((h, s) => (s === seat ? h : hide(h))), pile: hide(event.pile) };
    case 'cards.drawn':
    case 'pile.looked':
    case 'pile.searched':
      return event.seat === seat ? event : { ...event, cards: hide(event.cards) };
    case 'pile.reshuffled':
    case 'pile.shuffled':
      return { ...event, cards: hide(event.cards) };
    case 'hand.looked':
      return event.seat === seat || event.of === seat ? event : { ...event, cards: hide(event.cards) };
    case 'card.taken':
      return event.seat === seat || event.from === seat ? event : { ...event, card: null };
    case 'choice.made':
      return event.seenBy === null || event.seenBy.includes(seat) ? event : { ...event, value: null };
    default:
      return event;
  }
}
