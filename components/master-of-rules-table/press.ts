/**
 * What a tap on a Master of Rules card in the player's hand does. A card that is only shown, or
 * not `inspectable`, is left to CardActivation (play it, or say why not). An inspectable card (the
 * hand's) asks to be seen large (`card-inspect`) on a first touch, and whenever it may not be
 * played (the large view says why); a touch on a card already seen large (`selected`), a mouse
 * click or a key plays it. With a mouse, pointing at the card or focusing it from the keyboard
 * shows it large too, without pinning it.
 */
import type { CardActivation } from '../shared/card-activation.js';

export interface InspectDetail {
  /** True when the card was tapped (the large view stays until closed), false when only pointed at or focused. */
  readonly pinned: boolean;
}
export type CardInspectEvent = CustomEvent<InspectDetail>;

interface PressHost extends HTMLElement {
  interactive: boolean;
  disabled: boolean;
  inspectable: boolean;
  selected: boolean;
}

const inspect = (card: PressHost, pinned: boolean): void => {
  card.dispatchEvent(new CustomEvent<InspectDetail>('card-inspect', { detail: { pinned }, bubbles: true, composed: true }));
};

/** A click (a tap, a mouse click, Enter or Space) on the card's button. */
export function press(card: PressHost, clicks: CardActivation, event: Event): void {
  if (card.inspectable && card.interactive) {
    const type = (event as PointerEvent).pointerType ?? '';
    const touch = type === 'touch' || type === 'pen';
    if (card.disabled || (touch && !card.selected)) {
      inspect(card, true);
      return;
    }
  }
  clicks.activate();
}

/** A mouse pointing at the card. */
export function point(card: PressHost, event: PointerEvent): void {
  if (card.inspectable && event.pointerType === 'mouse') inspect(card, false);
}

/** Focus from the keyboard. */
export function focus(card: PressHost, event: FocusEvent): void {
  if (card.inspectable && (event.target as Element).matches(':focus-visible')) inspect(card, false);
}

declare global {
  interface HTMLElementEventMap {
    'card-inspect': CardInspectEvent;
  }
}
