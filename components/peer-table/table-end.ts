/**
 * The end of a game at a `<peer-table>`, the same for every game and at every size (a part of the
 * page of its own, which the element loads as a game ends: parts.ts): the result, the check of the
 * host's log, the rematch (the host's button, or its offer), and the log's three uses.
 */
import { html, nothing } from 'lit';
import type { Session } from '../../src/app/session.js';
import { download, shareLink } from '../../src/app/logs.js';
import type { PeerTable } from './peer-table.js';
import { quietly } from './quietly.js';

/** The log's three uses: download it, copy its replay link, open its replay. */
export async function exportLog(el: PeerTable, how: 'download' | 'link' | 'open'): Promise<void> {
  const file = el.exportLog();
  if (!file) return;
  if (how === 'download') return download(file);
  const link = await shareLink(file);
  if (how === 'open') return el.openReplayOfTable(link);
  try {
    await navigator.clipboard.writeText(link);
    el.tell(`Replay link copied (${link.length.toLocaleString()} characters).`);
  } catch {
    el.tell('The browser refused the clipboard: use “Open replay” and copy the address instead.');
  }
}

/**
 * The end of the game: all in one panel pinned to the foot of the window, so that none of it
 * covers another.
 */
export function endPanel(el: PeerTable, session: Session) {
  const { guest } = session;
  const verdict = guest.verdict;
  const result = guest.client.game.result(guest.client.state);
  return html`<section class="end" part="end" aria-labelledby="end-title">
    <p id="end-title" class="end-title"><strong>Game over.</strong> ${result?.summary ?? ''}</p>
    ${
      verdict
        ? html`<p class="verdict ${verdict.kind}" part="verdict" role="status">
          ${
            verdict.kind === 'verified'
              ? html`<strong>✓ Verified</strong><span class="why">: the shuffle used every player’s secret, and every move you saw is in the host’s log.</span>`
              : html`<strong>✗ Verification failed:</strong> ${verdict.reason}.`
          }
        </p>`
        : html`<p class="verdict pending" role="status">Checking the host’s log…</p>`
    }
    <div class="end-actions">
      ${rematchBar(el, session)}
      <div class="log-actions" part="log-actions" role="group" aria-label="Game log">
        <button class="secondary" @click=${() => exportLog(el, 'download')}>Download log</button>
        <button class="secondary" @click=${() => exportLog(el, 'link')}>Copy replay link</button>
        <button class="secondary" @click=${() => exportLog(el, 'open')}>Open replay</button>
      </div>
    </div>
    <p class="note" role="status">${el.note}</p>
  </section>`;
}

/** At the game's end: the host's Rematch button, or the host's offer to a guest. */
function rematchBar(el: PeerTable, session: Session) {
  const rematch = () => quietly(el.rematch());
  if (session.host) {
    return html`<div class="rematch" part="rematch" role="group" aria-label="Rematch">
      <button @click=${rematch}>Rematch</button>
      <span class="why">Same seats, a new shuffle.</span>
    </div>`;
  }
  const offer = el.rematchOffer;
  if (!offer) return nothing;
  return html`<div class="rematch" part="rematch" role="alertdialog" aria-label="Rematch offered">
    <span><strong>${offer.from}</strong> offers a rematch${offer.seat === null ? '.' : ': same seats, a new shuffle.'}</span>
    <button @click=${rematch}>${offer.seat === null ? 'Watch it' : 'Sit down again'}</button>
    <button class="secondary" @click=${() => quietly(el.declineRematch())}>No thanks</button>
  </div>`;
}
