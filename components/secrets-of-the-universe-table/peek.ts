/**
 * A card of the viewer's hand seen large (on a phone, where the hand's cards are small): a tap on a
 * card lifts it above the hand, at twice its size, with its name. Before a discard it asks for the
 * second tap (on the card, or on "Discard" here), so a card is never thrown away by a tap that only
 * meant to look; otherwise it goes by itself after a moment. It lies over the table above the hand,
 * so it moves nothing, and it goes as soon as the turn or the hand changes.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import { card, cardLabel } from './cards.js';
import type { HandMode } from './hand.js';

export interface PeekState {
  readonly card: HandCard;
  readonly mode: HandMode;
  readonly discard: () => void;
  readonly close: () => void;
}

/** The lifted card, or nothing. */
export function peekPanel(p: PeekState | null): TemplateResult | typeof nothing {
  if (!p) return nothing;
  const name = cardLabel(p.card);
  const what = p.mode === 'discard' ? html`<button class="primary" @click=${p.discard}>Discard</button><small>or tap the card again</small>` : nothing;
  return html`<div class="peek" role="group" aria-label="${name}, seen large">
    ${card(p.card, 'big')}
    <div class="peek-side">
      <strong>${name}</strong>
      ${what}
    </div>
    <button class="peek-close" aria-label="Close" @click=${p.close}>×</button>
  </div>`;
}
