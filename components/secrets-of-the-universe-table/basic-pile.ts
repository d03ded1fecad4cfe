/**
 * The Basic Version's deck and discard pile: on the viewer's turn to draw, the deck and the top
 * discard are buttons. The pile keeps its size: the top discard in a card-sized slot, the six
 * before it fanned in a box as wide as six, each card placed by a transform.
 */
import { html, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { repeat } from 'lit/directives/repeat.js';
import { cardName } from '../../src/games/secrets-of-the-universe/cards.js';
import { placeOf } from '../../src/games/secrets-of-the-universe/intermediate/layout.js';
import type { SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { card, cardButton } from './cards.js';
import { DECK, listKeys, motionKey, seatPlace, type Motion } from './motion.js';

/** How many discards under the top one the fan shows. */
const FAN = 6;

export function pile(v: SecretsView, send: (command: SecretsCommand) => void): TemplateResult {
  const top = v.topDiscard;
  const drawing = v.turn?.seat === v.seat && v.turn.step === 'draw';
  const keys = listKeys(v, v.discards);
  const first = Math.max(0, v.discards.length - 1 - FAN);
  const older = v.discards.slice(first, -1).map((d, i) => ({ d, key: keys[first + i]!, i }));
  const last = v.discards.at(-1);
  const from = (d: SecretsView['discards'][number]): Motion => ({
    key: motionKey(v, d.code),
    ...('deal' in d.from ? { from: DECK } : { from: seatPlace(placeOf(v.names.length, d.from)) }),
  });
  return html`<section class="pile" part="pile" aria-label="Deck and discards">
    <div class="deck" part="deck">
      <button class="back" ?disabled=${!drawing} data-motion-place=${DECK} @click=${() => send({ type: 'drawFromDeck' })}
        aria-label=${v.deckCount ? `${v.deckCount} cards in the deck: draw one` : '0 cards in the deck: drawing ends the game'}><span>${v.deckCount}</span></button>
      <small>Deck</small>
    </div>
    <div class="discards" part="discards" aria-label="Discards: ${v.discards.length}">
      <span class="older" aria-hidden="true">
        ${repeat(
          older,
          (o) => o.key,
          (o) => html`<span class="at" style="--i: ${FAN - older.length + o.i}">${card({ code: o.d.code, taken: false }, 'small', from(o.d))}</span>`,
        )}
      </span>
      <span class="top-slot">
        ${
          top && last
            ? keyed(
                keys.at(-1),
                top.takeable
                  ? cardButton(
                      { code: top.code, taken: false },
                      `Take ${cardName(top.code)} from the discards`,
                      () => send({ type: 'takeDiscard' }),
                      from(last),
                    )
                  : card({ code: top.code, taken: false }, 'top', from(last)),
              )
            : html`<span class="empty">No discards</span>`
        }
      </span>
      <small class="top-name">Discards${top ? html`<span class="long"> · top: ${cardName(top.code)}</span>` : ''}</small>
    </div>
  </section>`;
}
