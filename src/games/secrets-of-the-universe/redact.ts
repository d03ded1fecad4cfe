/**
 * Each event as one seat may see it: its own dealt hand and its own draws, never another hand or the
 * deck order before the reveal (hidden cards are null), and the dealer's face-down card only for the
 * dealer until it is turned up. Advanced: the packets stay hidden until revealed at scoring, and a
 * replacement drawn for a set-aside Bonus Card is its drawer's alone. The spectator (-1) sees public
 * facts only.
 */
import type { Seat } from '../../kernel/game.js';
import type { SecretsEvent } from './types.js';

export function redactEvent(event: SecretsEvent, seat: Seat): SecretsEvent {
  switch (event.type) {
    case 'game.dealt':
      return {
        ...event,
        hands: event.hands.map((h, s) => (s === seat ? h : h.map(() => null))),
        deck: event.deck.map(() => null),
      };
    case 'layout.dealt':
      return {
        ...event,
        hands: event.hands.map((h, s) => (s === seat ? h : h.map(() => null))),
        faceDown: event.dealer === seat ? event.faceDown : null,
        quarters: event.quarters.map((q) => q.map(() => null)),
        ...(event.packets ? { packets: event.packets.map((p) => p.map(() => null)) } : {}),
      };
    case 'card.drawn':
      return event.seat === seat ? event : { ...event, card: null };
    case 'bonus.setAside':
      return event.seat === seat || !('replacement' in event) ? event : { ...event, replacement: null };
    default:
      return event;
  }
}
