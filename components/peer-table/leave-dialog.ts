/**
 * What a `<peer-table>` asks before leaving mid-game (a part of the page of its own, loaded at the
 * Leave button: parts.ts). A host is told who will host the table from then on (a bot plays for
 * them meanwhile), or, when nobody can take it over, that leaving closes it for everyone.
 */
import { html } from 'lit';
import type { Session } from '../../src/app/session.js';
import type { PeerTable } from './peer-table.js';

export function confirmLeave(el: PeerTable, session: Session) {
  const host = !!session.host;
  const next = host ? el.successor : null;
  const nextName = next === null ? '' : (session.guest.lobby?.seats[next]?.name ?? `Seat ${next + 1}`);
  return html`<div class="confirm" part="confirm-leave" role="alertdialog" aria-labelledby="leave-title" aria-describedby="leave-text">
    <p id="leave-title"><strong>Leave this game?</strong></p>
    <p id="leave-text">
      ${
        !host
          ? 'Your seat stays yours: open the table’s link again to come back to it.'
          : next !== null
            ? `You host this table: ${nextName} will host it from here, and a bot plays for you until you come back with the table’s link.`
            : 'You host this table, and nobody else at it can take it over: leaving closes it for everyone. You can open it again later from Your tables.'
      }
    </p>
    <div class="actions">
      <button class="danger" @click=${() => el.leave()}>${!host ? 'Leave' : next !== null ? `Leave: ${nextName} hosts` : 'Leave and close the table'}</button>
      <button class="secondary" @click=${() => el.stay()}>Stay</button>
    </div>
  </div>`;
}
