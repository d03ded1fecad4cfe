/**
 * What a tap on a table card does, for pt-card and the games' own card elements: a card that may
 * be played fires `card-activate`; a disabled one with a reason says why, next to it, for a few
 * seconds (the element reflects `telling`, which shows its tip).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

const TELL_MS = 3000;

interface CardHost extends ReactiveControllerHost, HTMLElement {
  interactive: boolean;
  disabled: boolean;
  reason: string;
  telling: boolean;
}

export class CardActivation implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: CardHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
    this.host.telling = false;
  }

  /** The card's button was clicked (or Enter or Space pressed on it). */
  readonly activate = (): void => {
    const card = this.host;
    if (!card.interactive) return;
    if (card.disabled) {
      if (card.reason) this.tell();
      return;
    }
    card.dispatchEvent(new CustomEvent('card-activate', { detail: {}, bubbles: true, composed: true }));
  };

  private tell(): void {
    this.host.telling = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => (this.host.telling = false), TELL_MS);
  }
}
