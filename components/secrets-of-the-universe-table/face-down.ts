/**
 * The dealer's face-down card (Intermediate Version) in the dealer's tray: when it will be turned
 * up, and on the dealer's second turn the choice it gives.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { cardName } from '../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { linkWords } from './cards.js';

/** The hint the dealer's face-down card gives the viewer now, or nothing. */
export function faceDownHint(v: SecretsView): TemplateResult | typeof nothing {
  const t = v.table;
  if (!t || v.dealer !== v.seat) return nothing;
  const words = { 'face-down card': 'face-down-card', 'main discard': 'main-discard' } as const;
  if (t.faceDown?.code)
    return html`<p class="hint">${linkWords(`Your face-down card, ${cardName(t.faceDown.code)}, is turned up at the start of your second turn.`, words)}</p>`;
  const active = t.main.active === null ? undefined : v.discards[t.main.active];
  const second = v.turn?.seat === v.seat && v.turn.step === 'draw' && active && 'deal' in active.from;
  if (!second) return nothing;
  return html`<p class="hint face-up">${linkWords(`Your face-down card, ${cardName(active.code)}, is turned up as the main discard: take it, or leave it and draw from the deck (it then turns inactive).`, words)}</p>`;
}
