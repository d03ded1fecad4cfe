/**
 * Which element draws each game's table. The one place the generic elements learn about particular
 * games' screens.
 */
import { html, type TemplateResult } from 'lit';
import './planet-tricks-table/planet-tricks-table.js';
import './secrets-table/secrets-table.js';

/** Parts of a game's table a page can style through `<peer-table>` (see docs/theming.md). */
export const TABLE_PARTS = 'card, seat, ring, felt, trick, rail, field, scoreboard, hand, places, place, pile, meld, reveal, match';

/** The table of `game` showing `view`; `onCommand` receives the table's `command` events. */
export function renderTable(game: string, view: unknown, message: string, onCommand: (event: CustomEvent) => void): TemplateResult {
  switch (game) {
    case 'planet-tricks':
      return html`<planet-tricks-table part="table" exportparts=${TABLE_PARTS} .view=${view} .message=${message} @command=${onCommand}></planet-tricks-table>`;
    case 'secrets-of-the-universe':
      return html`<secrets-table part="table" exportparts=${TABLE_PARTS} .view=${view} .message=${message} @command=${onCommand}></secrets-table>`;
    default:
      return html`<p role="alert">This page cannot draw a table of ${game}.</p>`;
  }
}
