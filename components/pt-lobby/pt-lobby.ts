/**
 * A table before its game: the game, whose table it is, its options, the seats (who sits where,
 * person or bot and its level, connected or not, You, Host) and how many are free, and what the
 * viewer may do: a visitor gives a name and takes an open seat or watches (it sees all of the
 * above before it is asked for a name), a seated guest may leave, the host adds bots of a chosen
 * level, removes players, reorders seats and starts the game once no seat is open. The host also
 * sees the join link. The connection status and the last problem are announced in a polite live
 * region. It only emits intents. The host's controls are a chunk of their own (host-controls.ts),
 * loaded once the lobby is the host's (`updateComplete` waits for them), so a guest never loads them.
 *
 * @fires claim-seat - `CustomEvent<{seat, name}>`: a visitor takes an open seat under a name.
 * @fires watch - `CustomEvent<{name}>`: a visitor watches instead.
 * @fires leave-seat - `CustomEvent<{}>`: a seated guest gives up the seat.
 * @fires manage - `CustomEvent<ManageDetail>`: the host's `{action: 'bot', seat, level}`, `{action: 'remove'|'start', seat}` or `{action: 'move', seat, to}`.
 *
 * @slot chat - the chat (a pt-chat), shown beside the seats (below them on narrow screens).
 *
 * @csspart main - the column with the game, the seats and the actions.
 * @csspart status - the live region with the connection status and the problem.
 * @csspart seats - the list of seats.
 * @csspart seat - one seat.
 * @csspart start - the host's "Start game" button.
 * @csspart side - the column with the join link and the chat.
 *
 * @cssprop --pt-panel - background of the panels.
 * @cssprop --pt-accent - main buttons and markers.
 * @cssprop --pt-online, --pt-offline - the connection dots.
 */
import { html, LitElement, nothing } from 'lit';
import { DEFAULT_BOT_LEVEL } from '../../src/games/declaration.js';
import { MAX_NAME_LENGTH, type Lobby, type LobbySeat, type Role } from '../../src/net/protocol.js';
import { freeSeats, gameTitle, hostWords, botTag, plural, roleHint, statusText, tableWords, type LobbyStatus } from './describe.js';
import type * as HostControls from './host-controls.js';
import { styles } from './pt-lobby.styles.js';
import { define } from '../shared/define.js';

let hostControls: typeof HostControls | null = null;
let loadingHostControls: Promise<void> | null = null;

/** Loads the host's controls (a page that will host a table loads them ahead, with the table). */
export function loadHostControls(): Promise<void> {
  loadingHostControls ??= import('./host-controls.js').then(
    (m) => {
      hostControls = m;
    },
    (error: unknown) => {
      loadingHostControls = null;
      throw error;
    },
  );
  return loadingHostControls;
}

export type ManageDetail =
  | { readonly action: 'bot'; readonly seat: number; readonly level: string }
  | { readonly action: 'remove' | 'start'; readonly seat: number }
  | { readonly action: 'move'; readonly seat: number; readonly to: number };
export type ClaimSeatEvent = CustomEvent<{ seat: number; name: string }>;
export type WatchEvent = CustomEvent<{ name: string }>;
export type ManageEvent = CustomEvent<ManageDetail>;

export class PtLobby extends LitElement {
  static override styles = styles;
  static override properties = {
    lobby: { attribute: false },
    guestRole: { attribute: false },
    status: {},
    problem: {},
    joinUrl: { attribute: 'join-url' },
    name: {},
    level: {},
  };

  declare lobby: Lobby | null;
  /** The viewer's place (TableGuest.role; `role` itself is the ARIA attribute of every element). */
  declare guestRole: Role;
  /** This page's connection to the host. */
  declare status: LobbyStatus;
  /** The last problem the host reported, or a connection problem ('' for none). */
  declare problem: string;
  /** The join link, shown to the host only. */
  declare joinUrl: string;
  /** Prefills a visitor's name. */
  declare name: string;
  /** The bot level the host's "Add bot" offers first. */
  declare level: string;

  constructor() {
    super();
    this.lobby = null;
    this.guestRole = { kind: 'visitor' };
    this.status = 'connecting';
    this.problem = '';
    this.joinUrl = '';
    this.name = '';
    this.level = DEFAULT_BOT_LEVEL;
  }

  get isHost(): boolean {
    return this.guestRole.kind === 'seat' && this.lobby !== null && this.guestRole.seat === this.lobby.hostSeat;
  }

  /** The host's controls on their way to this host's lobby, if they are. */
  private controlsComing: Promise<void> | null = null;

  protected override willUpdate(): void {
    if (!this.isHost || hostControls || this.controlsComing) return;
    this.controlsComing = loadHostControls().then(
      () => this.requestUpdate(),
      () => undefined,
    );
  }

  /** Also waits for the host's controls, once the lobby is the host's. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    if (!this.controlsComing) return done;
    await this.controlsComing;
    return super.getUpdateComplete();
  }

  private emit(type: string, detail: object): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  manage(detail: ManageDetail): void {
    this.emit('manage', detail);
  }

  /** The visitor's name as typed; null (and the field says why) when there is none. */
  private givenName(): string | null {
    const input = this.renderRoot.querySelector<HTMLInputElement>('input[name=name]');
    const name = input?.value.trim() ?? '';
    if (name) return name;
    input?.setCustomValidity('Your name first: the others see it at the table.');
    input?.reportValidity();
    input?.focus();
    return null;
  }

  /** A visitor's intent that needs a name: fired with the name, or held back until there is one. */
  private named(type: 'claim-seat' | 'watch', detail: object = {}): void {
    const name = this.givenName();
    if (name) this.emit(type, { ...detail, name });
  }

  override render() {
    const lobby = this.lobby;
    const host = this.isHost;
    const live = html`<p part="status" class="live ${this.status}" role="status" aria-live="polite">
      <span class="dot" aria-hidden="true"></span>${statusText(this.status, host)}
      ${this.problem ? html`<span class="problem"><span aria-hidden="true">⚠ </span>${this.problem}</span>` : nothing}
    </p>`;
    if (!lobby) return html`<section part="main" class="main panel">${live}<p>Waiting for the table’s host to answer…</p></section>`;
    const options = tableWords(lobby);
    return html`<div class="layout">
      <section part="main" class="main panel" aria-labelledby="title">
        <header>
          <h2 id="title">${gameTitle(lobby.game)}</h2>
          <p class="whose">${hostWords(lobby, host)} · <span class="free">${freeSeats(lobby)}</span></p>
          <p class="options">${options.join(' · ')}</p>
        </header>
        ${live}
        <p class="hint">${roleHint(lobby, this.guestRole, host)}</p>
        ${this.guestRole.kind === 'visitor' ? this.renderName() : nothing}
        <ol part="seats" class="seats" aria-label="Seats">
          ${lobby.seats.map((s, i) => this.renderSeat(lobby, s, i, host))}
        </ol>
        ${this.renderFooter(lobby, host)}
      </section>
      <aside part="side" class="side">
        ${host && hostControls ? hostControls.invite(this) : nothing}
        <slot name="chat"></slot>
      </aside>
    </div>`;
  }

  /** A visitor's name, asked for beside the seats: it is needed to take one or to watch. */
  private renderName() {
    return html`<div class="your-name">
      <label for="your-name">Your name</label>
      <input
        id="your-name"
        name="name"
        required
        maxlength=${MAX_NAME_LENGTH}
        autocomplete="nickname"
        .value=${this.name}
        aria-describedby="name-help"
        @input=${(e: Event) => (e.target as HTMLInputElement).setCustomValidity('')}
        @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.focusFirstSeat()}
      />
      <small id="name-help">Shown at the table when you take a seat or watch.</small>
    </div>`;
  }

  private focusFirstSeat(): void {
    this.renderRoot.querySelector<HTMLButtonElement>('.seat.open button.primary')?.focus();
  }

  private renderSeat(lobby: Lobby, s: LobbySeat, i: number, host: boolean) {
    const open = s.kind === 'open';
    const you = this.guestRole.kind === 'seat' && this.guestRole.seat === i;
    const label = open ? `Seat ${i + 1}` : s.name;
    const offline = this.status !== 'online';
    const before = !lobby.started;
    // During the game, a seat its host gave up for someone new: a bot plays it until it is taken.
    const free = open && (before || !!s.standIn);
    return html`<li part="seat" class="seat ${s.kind} ${you ? 'you' : ''}">
      <span class="num" aria-hidden="true">${i + 1}</span>
      ${open ? html`<span class="dot none" aria-hidden="true"></span>` : html`<span class="dot ${s.connected ? 'on' : 'off'}" aria-hidden="true"></span>`}
      <span class="who">
        <span class="name">${open ? (s.standIn ? `${s.name}’s seat, open` : 'Open seat') : s.name}</span>
        <span class="tags">
          ${open ? nothing : html`<span class="tag kind ${s.level ?? ''}">${s.kind === 'bot' ? botTag(lobby.game, s.level) : 'Person'}</span>`}
          ${i === lobby.hostSeat ? html`<span class="tag host">Host</span>` : nothing}
          ${you ? html`<span class="tag you">You</span>` : nothing}
        </span>
        ${
          open && !s.standIn
            ? nothing
            : s.standIn
              ? html`<span class="away"><span class="sr">, </span>a bot plays ${open ? 'it' : 'for them'} meanwhile</span>`
              : s.connected
                ? html`<span class="sr">, connected</span>`
                : html`<span class="away"><span class="sr">, </span>not connected</span>`
        }
      </span>
      <span class="actions">
        ${
          free && this.guestRole.kind === 'visitor'
            ? html`<button class="primary" ?disabled=${offline} aria-label="Take this seat (seat ${i + 1})" @click=${() => this.named('claim-seat', { seat: i })}>Take this seat</button>`
            : nothing
        }
        ${before && host && hostControls && open ? hostControls.addBot(this, lobby, i, offline) : nothing}
        ${before && host && hostControls && !open && i !== lobby.hostSeat ? hostControls.remove(this, label, i, offline) : nothing}
        ${before && host && hostControls ? hostControls.moves(this, lobby, label, i, offline) : nothing}
      </span>
    </li>`;
  }

  private renderFooter(lobby: Lobby, host: boolean) {
    const offline = this.status !== 'online';
    const watching = html`<p class="watching">${lobby.spectators === 0 ? 'No one watching' : `${plural(lobby.spectators, 'spectator')} watching`}</p>`;
    if (lobby.started) {
      return html`<footer>
        ${this.guestRole.kind === 'visitor' ? html`<button class="primary" ?disabled=${offline} @click=${() => this.named('watch')}>Watch the game</button>` : nothing}
        ${watching}
      </footer>`;
    }
    return html`<footer>
      ${host && hostControls ? hostControls.start(this, lobby, offline) : nothing}
      ${this.guestRole.kind === 'visitor' ? html`<button class="secondary" ?disabled=${offline} @click=${() => this.named('watch')}>Just watch</button>` : nothing}
      ${this.guestRole.kind === 'seat' && !host ? html`<button class="secondary" ?disabled=${offline} @click=${() => this.emit('leave-seat', {})}>Leave seat</button>` : nothing}
      ${watching}
    </footer>`;
  }
}

define('pt-lobby', PtLobby);

declare global {
  interface HTMLElementTagNameMap {
    'pt-lobby': PtLobby;
  }
  interface HTMLElementEventMap {
    'claim-seat': ClaimSeatEvent;
    'leave-seat': CustomEvent<Record<string, never>>;
    watch: WatchEvent;
    manage: ManageEvent;
  }
}
