/**
 * What only the host sees in the lobby: "Add bot" with the bot's level on an open seat, Remove and
 * the moves up and down on the others, Start game, and the join link with its QR code. A chunk of
 * its own: a guest's page never loads it (pt-lobby loads it for the host's page).
 */
import { html, nothing } from 'lit';
import type { Lobby } from '../../src/net/protocol.js';
import '../pt-join-link/pt-join-link.js';
import { levelsOf, plural } from './describe.js';
import type { ManageDetail } from './pt-lobby.js';

/** What the controls need of the lobby element. */
export interface LobbyHost {
  /** The bot level "Add bot" offers first. */
  readonly level: string;
  readonly joinUrl: string;
  readonly renderRoot: HTMLElement | DocumentFragment;
  manage(detail: ManageDetail): void;
}

/** The host's "Add bot" on an open seat, with the bot's level. */
export function addBot(el: LobbyHost, lobby: Lobby, i: number, offline: boolean) {
  const levels = levelsOf(lobby.game);
  const first = levels.some((l) => l.id === el.level) ? el.level : levels.at(-1)!.id;
  const add = () => {
    const level = el.renderRoot.querySelector<HTMLSelectElement>(`#level-${i}`)?.value ?? first;
    el.manage({ action: 'bot', seat: i, level });
  };
  return html`<span class="add-bot">
    <select id="level-${i}" ?disabled=${offline} aria-label="Level of the bot for seat ${i + 1}">
      ${levels.map((l) => html`<option value=${l.id} ?selected=${l.id === first} title=${l.help}>${l.label}</option>`)}
    </select>
    <button class="small" ?disabled=${offline} aria-label="Add bot to seat ${i + 1}" @click=${add}>Add bot</button>
  </span>`;
}

/** Remove, for a seat other than the host's. */
export function remove(el: LobbyHost, label: string, i: number, offline: boolean) {
  return html`<button class="small" ?disabled=${offline} aria-label="Remove ${label}" @click=${() => el.manage({ action: 'remove', seat: i })}>Remove</button>`;
}

/** A seat's moves up and down. */
export function moves(el: LobbyHost, lobby: Lobby, label: string, i: number, offline: boolean) {
  return html`<span class="moves">
    <button class="icon" ?disabled=${offline || i === 0} aria-label="Move ${label} up" @click=${() => el.manage({ action: 'move', seat: i, to: i - 1 })}>▲</button>
    <button class="icon" ?disabled=${offline || i === lobby.seats.length - 1} aria-label="Move ${label} down" @click=${() => el.manage({ action: 'move', seat: i, to: i + 1 })}>▼</button>
  </span>`;
}

/** Start game, once no seat is open. */
export function start(el: LobbyHost, lobby: Lobby, offline: boolean) {
  const open = lobby.seats.filter((s) => s.kind === 'open').length;
  return html`<div class="start">
    <button part="start" class="primary big" ?disabled=${offline || open > 0} aria-describedby="start-hint" @click=${() => el.manage({ action: 'start', seat: 0 })}>
      Start game
    </button>
    <span id="start-hint" class="muted">${open > 0 ? `Fill every seat with a friend or a bot (${plural(open, 'seat')} open).` : 'Every seat is taken.'}</span>
  </div>`;
}

/** The join link, with its QR code. */
export function invite(el: LobbyHost) {
  if (!el.joinUrl) return nothing;
  return html`<section class="panel invite" aria-labelledby="invite">
    <h3 id="invite">Invite friends</h3>
    <p>Send this link, or let them scan the code.</p>
    <pt-join-link .url=${el.joinUrl}></pt-join-link>
  </section>`;
}
