/** The Basic Version's deck and discard pile: on the viewer's turn to draw, the deck and the top discard are buttons. */
import { html, nothing, type TemplateResult } from 'lit';
import { cardName } from '../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { card, cardButton } from './cards.js';

export function pile(v: SecretsView, send: (command: SecretsCommand) => void): TemplateResult {
  const top = v.topDiscard;
  const drawing = v.turn?.seat === v.seat && v.turn.step === 'draw';
  const older = v.discards.slice(-7, -1);
  return html`<section class="pile" part="pile" aria-label="Deck and discards">
    <div class="deck" part="deck">
      <button class="back" ?disabled=${!drawing} @click=${() => send({ type: 'drawFromDeck' })}
        aria-label=${v.deckCount ? `${v.deckCount} cards in the deck: draw one` : '0 cards in the deck: drawing ends the game'}><span>${v.deckCount}</span></button>
      <small>Deck</small>
    </div>
    <div class="discards" part="discards" aria-label="Discards: ${v.discards.length}">
      <span class="older" aria-hidden="true">${older.map((d) => card({ code: d.code, taken: false }, 'small'))}</span>
      ${top
        ? top.takeable
          ? cardButton({ code: top.code, taken: false }, `Take ${cardName(top.code)} from the discards`, () => send({ type: 'takeDiscard' }))
          : card({ code: top.code, taken: false }, 'top')
        : html`<span class="empty">No discards</span>`}
      <small>Discards${top ? html` · top: ${cardName(top.code)}` : nothing}</small>
    </div>
  </section>`;
}
