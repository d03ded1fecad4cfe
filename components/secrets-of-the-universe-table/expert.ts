/**
 * The Optional Expert Addition on screen: each player's buffer left in the game (in their place),
 * before the viewer discards the cards whose discard would be careless and what each could cost,
 * and in the results the points charged and lost.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Seat } from '../../src/kernel/game.js';
import { cardName } from '../../src/games/secrets-of-the-universe/cards.js';
import type { RevealedHandView, SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { secretsTerm } from './cards.js';

/** "Buffer 5", first among what a seat's place holds, or nothing outside the Expert Addition. */
export function bufferNote(v: SecretsView, seat: Seat | null): TemplateResult | typeof nothing {
  const left = seat === null ? undefined : v.bonus?.expert?.buffers[seat];
  return left === undefined ? nothing : html`<small class="buffer">${secretsTerm('careless-discard', 'Buffer')} <strong>${left}</strong></small>`;
}

/**
 * In the Expert Addition, always in the same place for a seated viewer: before they discard, the
 * discards that would be careless and what each could cost; else that none would be. The box keeps
 * its room between turns, so nothing under it moves as it fills.
 */
export function carelessHint(v: SecretsView): TemplateResult | typeof nothing {
  const e = v.bonus?.expert;
  if (!e || v.seat < 0) return nothing;
  const buffer = e.buffers[v.seat] ?? 0;
  const words = e.careless.length
    ? `: ${e.careless.map((c) => `${cardName(c.card)} could cost ${c.points}`).join(', ')}${buffer > 0 ? `; your buffer takes the first ${buffer}` : ''}.`
    : `: none of your discards would be careless now (buffer ${buffer}).`;
  return html`<p class="hint careless ${e.careless.length ? 'alert' : 'calm'}" part="careless">${secretsTerm('careless-discard', 'Careless discards')}${words}</p>`;
}

/** A revealed hand's careless-discard line, when it was charged any. */
export function carelessLine(h: RevealedHandView): TemplateResult | typeof nothing {
  if (!h.careless || h.careless.charged === 0) return nothing;
  return html`<p class="bonus careless">${secretsTerm('careless-discard', 'Careless discards')}: ${h.careless.charged} charged${h.careless.lost > 0 ? `, −${h.careless.lost} past the buffer` : ', within the buffer'}</p>`;
}

/** The match table's row of unused buffer, the tie-break (Expert Addition), or nothing. */
export function bufferRow(v: SecretsView): TemplateResult | typeof nothing {
  const tie = v.bonus?.expert?.tieBreak;
  return tie
    ? html`<tr class="buffer"><th scope="row">Unused ${secretsTerm('careless-discard', 'buffer')}</th>${tie.map((b) => html`<td>${b}</td>`)}</tr>`
    : nothing;
}
