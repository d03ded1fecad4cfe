/**
 * The top of the table: the game and the dealer with what is happening now, and the places around
 * the table: hand sizes, match totals, the dealer, whose turn it is, every card taken from the
 * discards and (Intermediate Version) each player's exposed melds.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { PlaceView, SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import type { Presence } from '../game-screen.js';
import { card } from './cards.js';
import { exposedList } from './exposed.js';
import { statusText } from './status.js';

export function status(v: SecretsView): TemplateResult {
  const mine = v.turn !== null && v.turn.seat === v.seat;
  return html`<div class="status" part="status">
    <span>Game <strong>${Math.max(v.game, 1)}</strong> of ${v.match.length}${v.dealer !== null ? html` · ${v.names[v.dealer]} deals` : nothing}</span>
    <span class="turn ${mine ? 'mine' : ''}" aria-live="polite">${statusText(v)}</span>
  </div>`;
}

/** A dot for a person's connection: filled when connected, hollow when not (bots and dummies have none). */
function dot(presence: Presence | undefined) {
  if (presence !== 'online' && presence !== 'away') return nothing;
  const words = presence === 'online' ? 'connected' : 'not connected';
  return html`<span class="dot ${presence}" role="img" aria-label=${words} title=${words}></span> `;
}

function place(p: PlaceView, v: SecretsView, presence: readonly Presence[]): TemplateResult {
  const you = p.seat !== null && p.seat === v.seat;
  // The viewer's own exposed melds are in their hand's panel.
  const exposed = p.seat !== null && !you ? (v.table?.exposed[p.seat] ?? []) : [];
  const does = v.table ? 'discards the top card of its deck quarter' : 'discards the top card of the deck';
  return html`<li class="place ${p.isTurn ? 'turn' : ''} ${you ? 'you' : ''} ${p.isDummy ? 'dummy' : ''}" part="place" aria-current=${p.isTurn ? 'true' : 'false'}>
    <span class="name">${dot(p.seat === null ? undefined : presence[p.seat])}${p.name}${you ? html` <small>(you)</small>` : nothing}${p.isDealer ? html` <span class="dealer" title="Dealer" aria-label="dealer">D</span>` : nothing}</span>
    <span class="meta">${p.isDummy ? html`<span class="does">${does}</span>` : `${p.handSize} cards`}${p.total !== null ? html` · <strong>${p.total}</strong> pts` : nothing}</span>
    ${p.taken.length ? html`<span class="taken" aria-label="Taken from the discards">${p.taken.map((c) => card(c, 'tiny'))}</span>` : nothing}
    ${exposedList(exposed, `${p.name}'s exposed melds`)}
  </li>`;
}

export const places = (v: SecretsView, presence: readonly Presence[] = []): TemplateResult =>
  html`<ul class="places" part="places" aria-label="Players">${v.places.map((p) => place(p, v, presence))}</ul>`;
