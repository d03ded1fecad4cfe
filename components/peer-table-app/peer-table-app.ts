/**
 * The app page. Routes by the URL fragment: nothing (create a table, or go back to a known one),
 * `#host=ID` (a table this browser hosts) and `#join=ID` (a table hosted elsewhere). Wires the
 * lobby and table elements' intents to the table guest; shows the connection state.
 */
import { html, LitElement, nothing } from 'lit';
import type { PlanetCommand } from '../../src/games/planet-tricks/types.js';
import type { SignalingSettings } from '../../src/net/peerjs-network.js';
import { createTable, hostSession, joinSession, knownTables, type KnownTable, type Session } from '../../src/app/session.js';
import { paramsFor, servedDefaults, settingsFromParams } from '../../src/app/settings.js';
import { download, logFileOf, shareLink } from '../../src/app/logs.js';
import { decodeShareLink, openLog, openLogFile, type LogFile } from '../../src/log/file.js';
import type { CreateTableEvent } from '../pt-create-table/pt-create-table.js';
import type { ManageEvent } from '../pt-lobby/pt-lobby.js';
import '../planet-tricks-table/planet-tricks-table.js';
import '../pt-chat/pt-chat.js';
import '../pt-create-table/pt-create-table.js';
import '../pt-lobby/pt-lobby.js';
import '../pt-log-import/pt-log-import.js';
import '../pt-replay/pt-replay.js';
import type { ReplayVerdict } from '../pt-replay/pt-replay.js';
import { styles } from './peer-table-app.styles.js';

const NAME_KEY = 'peer-table:name';

type Route =
  | { kind: 'home' }
  | { kind: 'host'; table: string }
  | { kind: 'join'; table: string }
  /** A log carried in the link itself, or one opened from a file (`#replay`). */
  | { kind: 'log'; data: string | null; step: number | null };

export function routeOf(hash: string): Route {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const host = params.get('host');
  const join = params.get('join');
  const step = params.has('step') ? Number(params.get('step')) : null;
  if (host && /^[A-Za-z0-9]{8,64}$/.test(host)) return { kind: 'host', table: host };
  if (join && /^[A-Za-z0-9]{8,64}$/.test(join)) return { kind: 'join', table: join };
  if (params.has('log')) return { kind: 'log', data: params.get('log'), step: Number.isInteger(step) ? step : null };
  if (params.has('replay')) return { kind: 'log', data: null, step: Number.isInteger(step) ? step : null };
  return { kind: 'home' };
}

interface Replay {
  readonly file: LogFile;
  readonly verdict: ReplayVerdict;
  readonly step: number | null;
}

export class PeerTableApp extends LitElement {
  static override styles = styles;
  static override properties = {
    session: { state: true },
    problem: { state: true },
    known: { state: true },
    needName: { state: true },
    tick: { state: true },
    replay: { state: true },
    note: { state: true },
  };

  declare session: Session | null;
  declare problem: string;
  declare known: KnownTable[];
  declare needName: boolean;
  declare tick: number;
  declare replay: Replay | null;
  /** A short confirmation ("Link copied"). */
  declare note: string;
  private settings: SignalingSettings | null = null;
  private defaults: SignalingSettings | null = null;
  private readonly onHash = (): void => void this.route();

  constructor() {
    super();
    this.session = null;
    this.problem = '';
    this.known = [];
    this.needName = false;
    this.tick = 0;
    this.replay = null;
    this.note = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHash);
    void this.route();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHash);
    this.session?.close();
  }

  private get name(): string {
    return localStorage.getItem(NAME_KEY) ?? '';
  }

  private async route(): Promise<void> {
    this.session?.close();
    this.session = null;
    this.problem = '';
    this.defaults ??= await servedDefaults(location);
    this.settings ??= settingsFromParams(new URLSearchParams(location.search), this.defaults);
    const route = routeOf(location.hash);
    try {
      if (route.kind === 'home') {
        this.replay = null;
        this.known = await knownTables();
      } else if (route.kind === 'log') {
        await this.openReplay(route.data, route.step);
      } else if (route.kind === 'host') {
        const session = await hostSession(route.table, this.settings);
        if (!session) this.problem = 'This browser does not host that table (it may have been hosted in another browser).';
        else this.attach(session);
      } else if (!this.name) {
        this.needName = true;
      } else {
        this.attach(await joinSession(route.table, this.name, this.settings));
      }
    } catch (e) {
      this.problem = (e as Error).message;
    }
  }

  /** A log from the link, or the one already opened from a file; nothing is shown unless it checks out. */
  private async openReplay(data: string | null, step: number | null): Promise<void> {
    if (data === null) {
      if (this.replay) this.replay = { ...this.replay, step };
      return;
    }
    const decoded = await decodeShareLink(data);
    if (!decoded.ok) {
      this.replay = null;
      this.problem = `This replay link cannot be opened: ${decoded.reason}`;
      return;
    }
    this.show(await openLogFile(decoded.file), step);
  }

  private show(opened: Awaited<ReturnType<typeof openLogFile>>, step: number | null): void {
    if (!opened.ok) {
      this.replay = null;
      this.problem = `This log cannot be replayed: ${opened.verdict?.kind === 'failed' ? opened.verdict.text : opened.reason}`;
      return;
    }
    const { kind, text } = opened.verdict;
    this.replay = { file: opened.file, verdict: { kind, text }, step };
  }

  private async importLog(event: CustomEvent<{ text: string; name: string }>): Promise<void> {
    this.problem = '';
    const opened = await openLog(event.detail.text);
    this.show(opened, null);
    if (this.replay) location.hash = 'replay';
  }

  private stepChanged(event: CustomEvent<{ step: number }>): void {
    const params = new URLSearchParams(location.hash.replace(/^#/, ''));
    params.set('step', String(event.detail.step));
    history.replaceState(null, '', `#${params.toString()}`);
  }

  private async exportLog(how: 'download' | 'link' | 'open'): Promise<void> {
    const session = this.session;
    const file = session && logFileOf(session.guest, session.table);
    if (!file) return;
    if (how === 'download') return download(file);
    const link = await shareLink(file);
    if (how === 'open') {
      location.href = link;
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      this.note = `Replay link copied (${link.length.toLocaleString()} characters).`;
    } catch {
      this.note = 'The browser refused the clipboard: use “Open replay” and copy the address instead.';
    }
  }

  private attach(session: Session): void {
    this.session = session;
    session.guest.addEventListener('change', () => (this.tick = this.tick + 1));
  }

  private async create(event: CreateTableEvent): Promise<void> {
    const { seats, options, name, bot, solo } = event.detail;
    localStorage.setItem(NAME_KEY, name);
    try {
      const table = await createTable({ seats, options: options as { nullRule: boolean }, name, bot, solo });
      location.hash = `host=${table}`;
    } catch (e) {
      this.problem = (e as Error).message;
    }
  }

  private saveName(event: SubmitEvent): void {
    event.preventDefault();
    const name = String(new FormData(event.target as HTMLFormElement).get('name') ?? '').trim();
    if (!name) return;
    localStorage.setItem(NAME_KEY, name);
    this.needName = false;
    void this.route();
  }

  private async play(event: CustomEvent<PlanetCommand>): Promise<void> {
    const decision = await this.session?.guest.submit(event.detail);
    if (decision && !decision.ok) this.problem = decision.reason;
  }

  private manage(event: ManageEvent): void {
    const d = event.detail;
    const guest = this.session?.guest;
    if (d.action === 'move') guest?.move(d.seat, d.to);
    else guest?.manage(d.action, d.seat);
  }

  private joinUrl(table: string): string {
    const params = this.settings && this.defaults ? paramsFor(this.settings, this.defaults).toString() : '';
    return `${location.origin}${location.pathname}${params ? `?${params}` : ''}#join=${table}`;
  }

  override render() {
    return html`
      <header>
        <h1><a href="#">peer-table</a> <span>· Planet Tricks</span></h1>
        ${this.session ? html`<a class="button secondary" href="#">Leave table</a>` : nothing}
      </header>
      ${this.problem ? html`<p class="problem" role="alert">${this.problem}</p>` : nothing}
      ${this.session ? this.renderSession(this.session) : this.needName ? this.renderName() : this.renderPage()}
    `;
  }

  private renderPage() {
    const route = routeOf(location.hash);
    if (route.kind === 'home') return this.renderHome();
    if (route.kind !== 'log') return nothing;
    if (!this.replay) return html`<pt-log-import @log-text=${this.importLog}></pt-log-import>`;
    return html`<pt-replay
      .file=${this.replay.file}
      .verdict=${this.replay.verdict}
      .step=${this.replay.step ?? this.replay.file.events.length}
      @step-change=${this.stepChanged}
    ></pt-replay>`;
  }

  private renderHome() {
    return html`
      <pt-create-table .name=${this.name} @create-table=${this.create}></pt-create-table>
      <section class="known" aria-labelledby="replay-title">
        <h2 id="replay-title">Replay a game</h2>
        <pt-log-import @log-text=${this.importLog}></pt-log-import>
      </section>
      ${this.known.length > 0
        ? html`<section class="known" aria-labelledby="known-title">
            <h2 id="known-title">Your tables</h2>
            <ul>
              ${this.known.map(
                (t) => html`<li>
                  <a href=${t.hosting ? `#host=${t.table}` : `#join=${t.table}`}>${t.hosting ? 'Hosting' : 'Joined'}: ${t.label}</a>
                  <time datetime=${new Date(t.when).toISOString()}>${new Date(t.when).toLocaleString()}</time>
                </li>`,
              )}
            </ul>
          </section>`
        : nothing}
    `;
  }

  private renderName() {
    return html`<form class="name" @submit=${this.saveName} aria-labelledby="name-title">
      <h2 id="name-title">Join a table</h2>
      <label>Your name <input name="name" maxlength="24" required autocomplete="nickname" /></label>
      <button type="submit">Join</button>
    </form>`;
  }

  private renderSession(session: Session) {
    const { guest } = session;
    const lobby = guest.lobby;
    const chat = html`<pt-chat slot="chat" .lines=${guest.chat} ?disabled=${guest.status !== 'online'} @chat-send=${(e: CustomEvent<{ text: string }>) => guest.say(e.detail.text)}></pt-chat>`;
    const started = lobby?.started || guest.client.length > 0;
    if (!started) {
      return html`${session.offline ? html`<p class="warning" role="status">Friends cannot join: ${session.offline}. You can still play against bots.</p>` : nothing}
        <pt-lobby
          .lobby=${lobby}
          .guestRole=${guest.role}
          .status=${guest.status}
          .problem=${guest.problem}
          .joinUrl=${session.host && !session.offline ? this.joinUrl(session.host.id) : ''}
          .name=${this.name}
          @claim-seat=${(e: CustomEvent<{ seat: number }>) => guest.claim(e.detail.seat)}
          @watch=${() => guest.watch()}
          @leave-seat=${() => guest.leave()}
          @manage=${this.manage}
          >${chat}</pt-lobby
        >`;
    }
    const verdict = guest.verdict;
    return html`
      <p class="connection" role="status">${this.connectionText(session)}</p>
      ${verdict
        ? html`<p class="verdict ${verdict.kind}" role="status">
            ${verdict.kind === 'verified'
              ? '✓ Verified: the shuffle used every player’s secret, and every move you saw is in the host’s log.'
              : `✗ Verification failed: ${verdict.reason}.`}
          </p>`
        : nothing}
      <planet-tricks-table .view=${guest.view()} .message=${guest.problem} @command=${this.play}></planet-tricks-table>
      <div class="log-actions" role="group" aria-label="Game log">
        ${guest.revealed
          ? html`<button @click=${() => this.exportLog('download')}>Download log</button>
              <button @click=${() => this.exportLog('link')}>Copy replay link</button>
              <button @click=${() => this.exportLog('open')}>Open replay</button>`
          : html`<button class="secondary" @click=${() => this.exportLog('download')}>Save my log (unverified)</button>`}
        <span role="status">${this.note}</span>
      </div>
      <details class="chat">
        <summary>Table chat (${guest.chat.length})</summary>
        ${chat}
      </details>
    `;
  }

  private connectionText(session: Session): string {
    const { guest, host } = session;
    const seats = guest.lobby?.seats ?? [];
    const away = seats.filter((s) => s.kind === 'person' && !s.connected).map((s) => s.name);
    if (host) return away.length ? `You host this table. Not connected: ${away.join(', ')}.` : 'You host this table.';
    if (guest.status === 'online') return away.length ? `Connected. Not connected: ${away.join(', ')}.` : 'Connected to the host.';
    if (guest.status === 'offline') return 'The host cannot be reached: reconnecting… The game so far stays here.';
    return 'Connecting to the host…';
  }
}

customElements.define('peer-table-app', PeerTableApp);

declare global {
  interface HTMLElementTagNameMap {
    'peer-table-app': PeerTableApp;
  }
}
