/** `<secrets-hand>`: a row of Secrets of the Universe cards to look at (the replay's "All hands"). */
import { css, html, LitElement } from 'lit';
import type { HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import { cardStyles } from './card.styles.js';
import { card } from './cards.js';
import { define } from '../shared/define.js';

export class SecretsHand extends LitElement {
  static override styles = [
    cardStyles,
    css`
      :host {
        display: flex;
        flex-wrap: wrap;
        gap: 3px;
        --base-w: var(--pt-replay-hand-card-width, 32px);
      }
    `,
  ];
  static override properties = { cards: { attribute: false } };
  declare cards: readonly HandCard[];

  constructor() {
    super();
    this.cards = [];
  }

  override render() {
    return html`${this.cards.map((c) => card(c))}`;
  }
}

define('secrets-hand', SecretsHand);

declare global {
  interface HTMLElementTagNameMap {
    'secrets-hand': SecretsHand;
  }
}
