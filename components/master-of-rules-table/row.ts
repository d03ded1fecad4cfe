/**
 * A row of cards that keeps its size and its places: an empty place for every card the row can
 * hold, drawn beneath, and the cards over them, each placed by a transform. A card that leaves
 * slides the later ones along (a short transition) and nothing around the row moves; a card new in
 * the row travels in from where it was (CardMotion).
 */
import { html, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { CardId } from '../../src/games/master-of-rules/cards.js';
import { emptySlot } from './faces.js';

/** `items` drawn by `draw` in a row of at least `places` places, each known by its card. */
export function cardRow<T>(items: readonly T[], card: (item: T) => CardId, places: number, label: string, draw: (item: T) => TemplateResult): TemplateResult {
  const n = Math.max(places, items.length);
  return html`<div class="row" style="--places: ${n}">
    <span class="under" aria-hidden="true">${Array.from({ length: n }, () => emptySlot())}</span>
    <ul class="over" aria-label=${label}>
      ${repeat(items, card, (item, i) => html`<li style="--i: ${i}">${draw(item)}</li>`)}
    </ul>
  </div>`;
}
