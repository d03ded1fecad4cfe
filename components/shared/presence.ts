/**
 * A person's presence at the table, shown the same way by every game: a dot beside their name,
 * filled when connected, hollow when not, and a small square when a bot plays for them while they
 * are away (bots and dummies have none). The shape says it as well as the colour.
 */
import { css, html, nothing } from 'lit';
import type { Presence } from '../game-screen.js';

/** What a seat's presence says, in words ('' for a seat that has none to show). */
export function presenceWords(presence: Presence | '' | undefined): string {
  switch (presence) {
    case 'online':
      return 'connected';
    case 'away':
      return 'not connected';
    case 'standIn':
      return 'away: a bot plays for them';
    default:
      return '';
  }
}

/** The dot for a person's presence, or nothing. `hidden`: its words are said elsewhere (an aria-label of the seat). */
export function presenceDot(presence: Presence | '' | undefined, hidden = false) {
  const words = presenceWords(presence);
  if (!words) return nothing;
  const kind = presence === 'standIn' ? 'stand-in' : presence;
  return hidden
    ? html`<span class="dot ${kind}" aria-hidden="true" title=${words}></span>`
    : html`<span class="dot ${kind}" role="img" aria-label=${words} title=${words}></span>`;
}

/** The stand-in's square; each table sizes and places its dots. */
export const presenceStyles = css`
  .dot.stand-in {
    border: 0;
    border-radius: 2px;
    background: var(--pt-stand-in, #b39ddb);
  }
`;
