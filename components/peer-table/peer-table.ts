/**
 * `<peer-table>`: the whole product in one element. It creates and hosts a table, joins one by link,
 * plays it, and replays a game log. The standalone app page is this element with `routing="hash"`,
 * which keeps its place in the address bar; an embedded one keeps it to itself.
 *
 * Its attributes, events, CSS parts and custom properties are the tags on the class below, which
 * `npm run build` turns into custom-elements.json; docs/embedding.md and docs/theming.md say the same
 * at length.
 */
import { LitElement, type PropertyValues } from 'lit';
import type { Typed } from '../../src/kernel/game.js';
import { DEFAULT_BOT_LEVEL } from '../../src/games/declaration.js';
import { DEFAULT_GAME, loadedPlay, loadedScreen, moduleOf, variantOf } from '../../src/games/registry.js';
import { HistoryFeed, type HistoryGroup } from '../pt-history/history.js';
import type { KnownTable, NewTable, Session } from '../../src/app/session.js';
import { chime, setTurnSound, turnSoundOn, TurnBell } from '../../src/app/turn-sound.js';
import { botSpeed, setBotSpeed, type BotSpeed } from '../../src/app/bot-speed.js';
import { asLevel } from './bot-level.js';
import { Connection } from './connection.js';
import * as lobbyActions from './lobby-actions.js';
import type { Lobby } from '../../src/net/protocol.js';
import type { Verdict } from '../../src/net/table-guest.js';
import type { LogFile } from '../../src/log/file.js';
import { fire, TableEvents, type RematchDetail } from './events.js';
import { hashOf, joinTarget, placeOf, type Place } from './place.js';
import { parts } from './parts.js';
import { preload } from './preload.js';
import type { TableSpec } from './new-table.js';
import type { ChosenFile, Replay } from './replay-source.js';
import { render } from './screens.js';
import { styles } from './peer-table.styles.js';

const NAME_KEY = 'peer-table:name';
/** Per table this tab hosts: its game and variant, which a reload preloads. */
const GAME_KEY = 'peer-table:game:';

/** A command the host refused: `rule` names the rule, `message` says why in words. */
export class RuleError extends Error {
  override readonly name = 'RuleError';
  constructor(
    readonly rule: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Card games friends play in their browsers, with no game server: this element creates and hosts a
 * table, joins one by its link, plays it with friends and bots, and replays a game's log.
 *
 * @summary Card games friends play in their browsers, with no game server.
 *
 * @attr {string} game - The game a new table plays (`planet-tricks`); the create form then offers only it.
 * @attr {string} options - The game's options as JSON, e.g. `{"nullRule": false}`.
 * @attr {number} seats - The number of seats of a new table.
 * @attr {string} name - The player's name (otherwise asked for, and remembered by the browser).
 * @attr {string} bot - The level of a bot nobody chose one for: `easy` or `strong` (default); the older `random` and `greedy` read as `easy` and `strong`.
 * @attr {number} bot-delay - Milliseconds a bot of a table the page hosts (or took over) waits before each move (default: the game's own pace).
 * @attr {string} join - A join link or a table id: the element joins that table.
 * @attr {string} replay - A log to replay: the URL of a log file, a share link or the log's JSON.
 * @attr {string} seat - The perspective a replay opens in: a seat counted from 1, `spectator` or `all`.
 * @attr {string} join-page - The page a join link opens (default: this page).
 * @attr {string} routing - `hash`: keep the element's place in the address bar, as the app page does.
 * @attr {string} signal-host - The PeerJS signaling server's host.
 * @attr {number} signal-port - The signaling server's port.
 * @attr {string} signal-path - The signaling server's path.
 * @attr {'1' | '0'} signal-secure - `1` for wss/https to the signaling server, `0` for ws/http.
 * @attr {string} ice - Comma-separated STUN/TURN URLs, e.g. `turn:turn.example.org:3478`.
 * @attr {string} ice-username - The TURN servers' username.
 * @attr {string} ice-credential - The TURN servers' credential.
 * @attr {'all' | 'relay'} ice-transport - `relay`: connect only through a TURN server of `ice`; `all` (default): any path.
 *
 * @fires table-event - `CustomEvent<TableEventDetail>`: each event applied to the open table, in order.
 * @fires game-over - `CustomEvent<GameResult>`: once, when the open table's game ends.
 * @fires status - `CustomEvent<StatusDetail>`: the connection or the open table changed.
 * @fires error - `CustomEvent<ErrorDetail>`: something failed; the message is also shown.
 * @fires verdict - `CustomEvent<Verdict>`: once, when this page has checked the host's reveal at the game's end.
 * @fires rematch - `CustomEvent<RematchDetail>`: the host offers a rematch (answer with `rematch()` or `declineRematch()`).
 * @fires host-changed - `CustomEvent<HostChangedDetail>`: another page hosts the table now (its host left).
 *
 * @csspart header - The bar at the top: the title, the connection, the turn sound.
 * @csspart title - The title in the header.
 * @csspart problem - What went wrong, when something did.
 * @csspart connection - The connection's state at an open table.
 * @csspart verdict - The end-of-game check: verified, or what failed.
 * @csspart log-actions - Download log, Copy replay link, Open replay.
 * @csspart dock - The bar at the window's bottom.
 * @csspart rematch - The rematch offer and its buttons.
 * @csspart turn-sound - The turn sound's button.
 * @csspart home - The home page.
 * @csspart lobby - The lobby of an open table.
 * @csspart chat - The chat.
 * @csspart replay - The replay viewer.
 * @csspart table - The game table.
 * @csspart create - The create form, once opened (from the home page).
 * @csspart game - A game's card on the home page.
 * @csspart play-now - A game card's Play against bots now button.
 * @csspart card - A card (from the game table).
 * @csspart seat - A seat badge (from the game table).
 * @csspart ring - The seats and the felt (from the game table).
 * @csspart felt - The felt (from the game table).
 * @csspart trick - The cards played to the trick (from the game table).
 * @csspart rail - The rail beside the felt (from the game table).
 * @csspart field - The field cards (from the game table).
 * @csspart scoreboard - The scoreboard (from the game table).
 * @csspart hand - Your hand (from the game table).
 *
 * @cssprop --pt-bg - The widget's and the replay's background.
 * @cssprop --pt-panel - Panels: game cards, the create form, lobby, chat, replay, scoreboard.
 * @cssprop --pt-inset - Fields and wells inside panels.
 * @cssprop --pt-highlight - Hovered rows and buttons.
 * @cssprop --pt-line - Hairlines: panel and fieldset borders, table rules.
 * @cssprop --pt-border - Control borders: inputs, outlined buttons.
 * @cssprop --pt-chip - Neutral pills.
 * @cssprop --pt-scrim - Behind text laid on the felt.
 * @cssprop --pt-shadow - Drop shadows of panels, seats and cards.
 * @cssprop --pt-text - Body text.
 * @cssprop --pt-muted - Secondary text.
 * @cssprop --pt-faint - Tertiary text.
 * @cssprop --pt-accent - Main buttons, the "you" tag, accent borders.
 * @cssprop --pt-accent-text - Text on the accent and on the turn colour.
 * @cssprop --pt-accent-ink - Accent-coloured text (derived from --pt-accent).
 * @cssprop --pt-turn - The seat to play: its ring, its pill.
 * @cssprop --pt-focus - Keyboard focus outlines.
 * @cssprop --pt-ok - Success marks and text.
 * @cssprop --pt-ok-bg - Behind a success message.
 * @cssprop --pt-warning - Warning borders and marks.
 * @cssprop --pt-warning-bg - Behind a warning.
 * @cssprop --pt-danger - Error borders and marks.
 * @cssprop --pt-danger-bg - Behind an error.
 * @cssprop --pt-online - The connected dot.
 * @cssprop --pt-offline - The disconnected dot.
 * @cssprop --pt-table-bg - Around the felt (a colour or a gradient).
 * @cssprop --pt-felt - The felt (a colour or a gradient).
 * @cssprop --pt-felt-edge - The felt's rim.
 * @cssprop --pt-card-face - The face of a card with no suit colours.
 * @cssprop --pt-card-ink - The ink of a card with no suit colours.
 * @cssprop --pt-card-back - The card back.
 * @cssprop --pt-card-playable - The ring around a card you may play.
 * @cssprop --pt-card-disabled-veil - The veil over a card you may not play.
 * @cssprop --pt-font - The font family of everything.
 * @cssprop --pt-card-font - The cards' font.
 * @cssprop --pt-card-width - Card width; the height is 1.45 times it.
 * @cssprop --pt-trick-card-width - Cards on the felt.
 * @cssprop --pt-hand-card-width - Cards in your hand.
 * @cssprop --pt-field-card-width - The Break Card and the field cards.
 * @cssprop --pt-motion - How long the cards of a hand slide when it changes.
 * @cssprop --pt-chat-height - The chat log's height.
 * @cssprop --pt-qr-size - The join link's QR code.
 */
export class PeerTable extends LitElement {
  static override styles = styles;
  static override properties = {
    game: {},
    options: {},
    seats: { type: Number },
    name: {},
    bot: {},
    botDelay: { attribute: 'bot-delay', type: Number },
    join: {},
    replay: {},
    seat: {},
    joinPage: { attribute: 'join-page' },
    routing: {},
    session: { state: true },
    replayed: { state: true },
    settled: { state: true },
    problem: { state: true },
    note: { state: true },
    retryable: { state: true },
    confirmingLeave: { state: true },
    known: { state: true },
    tick: { state: true },
    soundOn: { state: true },
    speed: { state: true },
  };

  declare game: string | null;
  declare options: string | null;
  declare seats: number | null;
  declare name: string | null;
  declare bot: string | null;
  declare botDelay: number | null;
  declare join: string | null;
  declare replay: string | null;
  declare seat: string | null;
  declare joinPage: string | null;
  declare routing: string | null;
  declare session: Session | null;
  declare replayed: Replay | null;
  /** The place the page is at has been opened, or could not be. */
  declare settled: boolean;
  declare problem: string;
  declare note: string;
  declare retryable: boolean;
  /** The Leave button was pressed mid-game: the page asks before leaving. */
  declare confirmingLeave: boolean;
  declare known: KnownTable[];
  declare tick: number;
  declare soundOn: boolean;
  /** How fast the bots of a table this page hosts play (kept in this browser). */
  declare speed: BotSpeed;

  private place: Place = { kind: 'home' };
  private readonly connection = new Connection(this);
  private routed: Promise<void> = Promise.resolve();
  private readonly events = new TableEvents(this);
  /** The open table's move history, for the seat it was built for. */
  private feed: { readonly session: Session; readonly seat: number; readonly feed: HistoryFeed } | null = null;
  private readonly onHash = (): void => {
    if (location.hash !== hashOf(this.place)) void this.goTo(placeOf(location.hash), false);
  };

  constructor() {
    super();
    this.game = this.options = this.name = this.bot = this.join = this.replay = this.seat = this.joinPage = this.routing = null;
    this.seats = this.botDelay = null;
    this.session = this.replayed = null;
    this.problem = this.note = '';
    this.retryable = this.confirmingLeave = this.settled = false;
    this.known = [];
    this.tick = 0;
    this.soundOn = turnSoundOn();
    this.speed = botSpeed();
  }

  /** True when the element follows the address bar (the standalone page). */
  get followsAddress(): boolean {
    return this.routing === 'hash';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.followsAddress) window.addEventListener('hashchange', this.onHash);
    void this.goTo(this.startPlace(), false);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHash);
    this.closeSession();
  }

  /** Whether it is this page's seat's turn at the open table. */
  get myTurn(): boolean {
    const guest = this.session?.guest;
    if (!guest || guest.revealed || guest.client.seat < 0) return false;
    return loadedScreen(this.session!.game)?.replay.turn(guest.client.state) === guest.client.seat;
  }

  private readonly pageTitle = document.title;

  private readonly bell = new TurnBell();
  /** The session the end panel's part is loading for: one load, and one error if it fails, however many changes come meanwhile. */
  private endLoadingFor: Session | null = null;

  /** Whether a short sound marks the player's turn (kept in this browser; off at first). */
  get turnSound(): boolean {
    return this.soundOn;
  }

  set turnSound(on: boolean) {
    setTurnSound(on);
    this.soundOn = on;
  }

  /** How fast this page's bots play: `slow`, `normal` (the game's pace) or `fast`; kept in this browser, applied at the next move. */
  get botSpeed(): BotSpeed {
    return this.speed;
  }

  set botSpeed(speed: BotSpeed) {
    setBotSpeed(speed);
    this.speed = speed;
  }

  /** The turn sound rings when the turn becomes the player's; the standalone page's tab title names the game, and marks the turn. */
  protected override updated(): void {
    if (this.bell.changed(this.myTurn) && this.soundOn) chime();
    if (!this.followsAddress) return;
    const game = this.session && (moduleOf(this.session.game)?.title ?? this.session.game);
    document.title = game ? `${this.myTurn ? '● Your turn · ' : ''}${game} · peer-table` : this.pageTitle;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.isConnected || !this.hasUpdated) return;
    if ((changed.has('join') && this.join) || (changed.has('replay') && this.replay)) void this.goTo(this.startPlace(), true);
  }

  // ——— The JS API ———

  /** The open table's id, or null. */
  get table(): string | null {
    return this.session?.table ?? null;
  }

  /** What this seat is shown now (the game's view model), or null when no table is open. */
  get view(): unknown {
    return this.session ? this.session.guest.view() : null;
  }

  /** The link friends open to join the table this element hosts, or null. */
  get joinLink(): string | null {
    return this.session?.host ? this.joinUrl(this.session.table, this.session.game) : null;
  }

  /**
   * Creates a table hosted by this page and opens it; resolves to its id. `bot` is the level of
   * every bot seat (with `solo`, every other seat), or a level by seat (null: open for a friend).
   */
  async createTable(spec: TableSpec = {}): Promise<string> {
    const hosting = await parts.host.load().catch((e: Error) => this.fail(e.message));
    const defaults = { game: this.game, seats: this.seats, options: this.options, botLevel: this.botLevel, name: this.playerName };
    let full: NewTable;
    try {
      full = hosting.newTable(spec, defaults);
    } catch (e) {
      return this.fail((e as Error).message);
    }
    localStorage.setItem(NAME_KEY, full.name);
    const table = await hosting.createTable(full).catch((e: Error) => this.fail(e.message));
    await this.goTo({ kind: 'host', table }, true);
    if (!this.session) return this.fail(this.problem || 'The table could not be opened.');
    return table;
  }

  /**
   * Joins a table by its join link or id and shows its lobby; resolves once the host has welcomed
   * this page (it keeps trying after a rejection). `name` is remembered for taking a seat or
   * watching; without one the page looks at the lobby, and the name is asked for there.
   */
  async joinTable(target: string, name?: string): Promise<void> {
    const found = joinTarget(target, this.game ?? DEFAULT_GAME);
    if (!found) return this.fail(`"${target}" is neither a join link nor a table id.`);
    if (name) localStorage.setItem(NAME_KEY, name);
    await this.goTo({ kind: 'join', ...found }, true);
    if (!this.session) return this.fail(this.problem || 'Could not join the table.');
    // The page goes on trying to reach the host after a refusal here.
    await lobbyActions.connected(this.session.guest).catch((e: Error) => this.fail(`Could not reach the host: ${e.message}`));
  }

  /** Leaves the open table or replay (a hosted table stays saved in this browser). */
  leave(): void {
    this.confirmingLeave = false;
    const back = this.replayed ? this.backTo : null;
    this.backTo = null;
    if (back) {
      void this.goTo(back, true);
      return;
    }
    const host = this.session?.host;
    // A host leaving mid-game hands the table over at once (when two others can take it over).
    const session = this.session;
    const leaving =
      session && this.midGame ? (host ? host.handOver().catch(() => null) : parts.join.load().then((join) => join.noteLeft(session.table))) : Promise.resolve();
    void Promise.resolve(leaving).then(() => this.goTo({ kind: 'home' }, true));
  }

  /** The open table's move history, built as its events arrive (once per event, for this seat's view). */
  history(): readonly HistoryGroup[] {
    const session = this.session;
    const play = session && loadedPlay(session.game);
    const adapter = session && loadedScreen(session.game)?.replay;
    if (!session || !play || !adapter) return [];
    const seat = session.guest.client.seat;
    if (this.feed?.session !== session || this.feed.seat !== seat) this.feed = { session, seat, feed: new HistoryFeed(play.game, adapter, seat) };
    return this.feed.feed.update(session.guest.entries);
  }

  /** Where Close replay goes back to: the finished table the replay was opened from. */
  private backTo: Place | null = null;

  /**
   * Opens the replay `link` of the open table's game; closing the replay comes back to the table
   * (its results and its rematch), not the home page.
   */
  async openReplayOfTable(link: string): Promise<void> {
    const from = this.place;
    if (this.followsAddress) location.href = link;
    else await this.loadReplay(link);
    this.backTo = from;
  }

  /** Forgets a table this browser hosts or joined: it leaves Your tables (the table goes on elsewhere). */
  async forgetTable(table: string): Promise<void> {
    const { tables } = await parts.home.load();
    await tables.forgetTable(table);
    if (this.followsAddress && this.place.kind === 'home') this.known = await tables.knownTables();
  }

  /** The seat whose page hosts the open table, or null (no table open, or before the first lobby). */
  get host(): number | null {
    return this.session?.guest.lobby?.hostSeat ?? null;
  }

  /** Who would host if this page, the host, left now; null when nobody can (the table would close). */
  get successor(): number | null {
    return this.session?.host?.successor() ?? null;
  }

  /** Whether a game is being played at the open table: started, and not yet over and revealed. */
  get midGame(): boolean {
    const guest = this.session?.guest;
    return !!guest && (!!guest.lobby?.started || guest.client.length > 0) && !guest.revealed;
  }

  /** @internal The leave dialog's Stay: the dialog closes, and the page stays at the table. */
  stay(): void {
    this.confirmingLeave = false;
  }

  /** @internal A word for the person at the table (a link copied, or why it was not). */
  tell(note: string): void {
    this.note = note;
  }

  /** @internal Why the move the person made was not taken. */
  refused(reason: string): void {
    this.problem = reason;
  }

  /**
   * The Leave button: mid-game it asks first (a host's leaving closes the table for everyone);
   * resolves once the question shows (its part of the page loads at the first time).
   */
  async askLeave(): Promise<void> {
    if (!this.midGame) {
      this.leave();
      return;
    }
    try {
      await parts.leave.load();
    } catch (e) {
      this.report((e as Error).message);
      return;
    }
    this.confirmingLeave = true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part="confirm-leave"] button.secondary')?.focus();
  }

  /** The rematch the host offered this page once the game was over, unless it said no; null otherwise (and for the host). */
  get rematchOffer(): RematchDetail | null {
    const rematch = this.session?.host ? null : this.session?.guest.rematch;
    if (!rematch || rematch.declined) return null;
    const { table, game, seat, from } = rematch.offer;
    return { table, game, seat, from };
  }

  /**
   * Once the game is over, the same seats at a new table with a new shuffle; resolves to its id
   * when this page is there. The host makes it (each person is asked to sit down again, bots keep
   * their seats) and opens it; a guest takes up the host's offer, in its seat (a spectator comes
   * to watch). The finished game stays in this browser, to replay and verify.
   */
  async rematch(): Promise<string> {
    const session = this.session;
    if (!session) throw new RuleError('table', 'No table is open.');
    if (session.host) {
      const next = await session.host.rematch().catch((e: Error) => this.fail(e.message));
      await this.goTo({ kind: 'host', table: next }, true);
      return next;
    }
    const offer = session.guest.rematch?.offer;
    if (!offer) throw new RuleError('rematch', 'The host has not offered a rematch.');
    if (!/^[A-Za-z0-9]{8,64}$/.test(offer.table) || !moduleOf(offer.game))
      throw new RuleError('rematch', 'That rematch offer is not a table this page can open.');
    await (await parts.join.load()).acceptRematch(offer, session.guest.name);
    await this.goTo({ kind: 'join', table: offer.table, game: offer.game }, true);
    if (offer.token === null) await this.watch().catch(() => undefined);
    return offer.table;
  }

  /** Says no to the host's rematch offer: the seat kept there opens for a bot or a newcomer. */
  async declineRematch(): Promise<void> {
    const guest = this.session?.guest;
    const offer = guest?.rematch?.offer;
    if (!guest || !offer || guest.rematch!.declined) return;
    await guest.declineRematch();
    const { settings } = await this.connection.settings();
    await (await parts.join.load()).declineRematchAt(offer, settings).catch((e: Error) => this.report(`The host was not told: ${e.message}`));
  }

  /** The open table's lobby (seats, who sits where, spectators, started), or null. */
  get lobby(): Lobby | null {
    return this.session?.guest.lobby ?? null;
  }

  /**
   * The check of the host's reveal at the game's end: `{kind: 'verified'}`, or `{kind: 'failed',
   * reason}`; null before the end (the `verdict` event fires when it arrives).
   */
  get verdict(): Verdict | null {
    return this.session?.guest.verdict ?? null;
  }

  /**
   * Takes an open seat (counted from 0) at the open table under `name` (by default the name given
   * before); rejects with the host's refusal, or when no name is known.
   */
  takeSeat(seat: number, name?: string): Promise<void> {
    return this.lobbyAction((guest) => lobbyActions.takeSeat(guest, seat, this.nameFor(name, 'take a seat')));
  }

  /** Watches the open table as a spectator, under `name` (by default the name given before). */
  watch(name?: string): Promise<void> {
    return this.lobbyAction((guest) => lobbyActions.watch(guest, this.nameFor(name, 'watch')));
  }

  /** Puts a bot in an open seat (counted from 0) of the table this page hosts, at `level` (default: the table's). */
  addBot(seat: number, level?: string): Promise<void> {
    return this.lobbyAction((guest) => lobbyActions.addBot(guest, seat, level === undefined ? undefined : asLevel(level)));
  }

  /** The name to sit or watch under, remembered; throws when there is none. */
  private nameFor(given: string | undefined, what: string): string {
    const name = (given ?? this.session?.guest.name ?? this.playerName).trim();
    if (!name) throw new Error(`A name is needed to ${what}.`);
    localStorage.setItem(NAME_KEY, name);
    return name;
  }

  /** Starts the game at the table this page hosts, once every seated person's shuffle secret is in. */
  start(): Promise<void> {
    return this.lobbyAction((guest) => lobbyActions.start(guest));
  }

  private async lobbyAction(act: (guest: Session['guest']) => Promise<void>): Promise<void> {
    if (!this.session) throw new RuleError('table', 'No table is open.');
    try {
      await act(this.session.guest);
    } catch (e) {
      throw new RuleError('lobby', (e as Error).message);
    }
  }

  /** The commands this seat may send now (empty when it is not this seat's turn). */
  legalCommands(): readonly Typed[] {
    return this.session ? this.session.guest.client.legalCommands() : [];
  }

  /** Sends a move. Resolves when the host accepts it; rejects with a RuleError naming the rule that refused it. */
  async submit(command: Typed): Promise<void> {
    const session = this.session;
    if (!session) throw new RuleError('table', 'No table is open.');
    if (!session.guest.client.game.isCommand(command)) throw new RuleError('command', `Not a command of ${session.game}.`);
    const decision = await session.guest.submit(command);
    if (!decision.ok) throw new RuleError(decision.rule, decision.reason);
  }

  /** The log of the open table (the host's full log once revealed, else this seat's own), or of the open replay. */
  exportLog(): LogFile | null {
    if (this.session) return this.session.logFile();
    return this.replayed?.file ?? null;
  }

  /** Opens a replay: a log file object, its JSON text, a share link, a URL to fetch, or a chosen file's `{name, text}`. Resolves to the verdict. */
  async loadReplay(log: LogFile | ChosenFile | string): Promise<Replay['verdict']> {
    this.closeSession();
    const opened = await parts.replay.load().then(
      (replay) => replay.openReplay(log, this.seat),
      (e: Error) => ({ ok: false as const, reason: e.message }),
    );
    if (!opened.ok) {
      this.replayed = null;
      return this.fail(opened.reason);
    }
    this.replayed = opened.replay;
    this.problem = '';
    // The viewer's keys work at once: focus moves into it as it opens.
    void this.updateComplete.then(() => this.renderRoot.querySelector('pt-replay')?.focusViewer());
    this.place = { kind: 'log', data: null, step: null };
    if (this.followsAddress && typeof log === 'string' && log.includes('#log='))
      this.setAddress({ kind: 'log', data: log.slice(log.indexOf('#log=') + 5), step: null });
    else if (this.followsAddress) this.setAddress(this.place);
    this.emitStatus();
    return opened.replay.verdict;
  }

  // ——— Places ———

  private startPlace(): Place {
    if (this.followsAddress) return placeOf(location.hash);
    if (this.join) {
      const found = joinTarget(this.join, this.game ?? DEFAULT_GAME);
      if (found) return { kind: 'join', ...found };
    }
    if (this.replay) return { kind: 'log', data: this.replay, step: null };
    const fromPage = placeOf(location.hash);
    const widget = new URLSearchParams(location.hash.slice(1)).get('widget');
    if (fromPage.kind === 'join' && (widget === null || widget === this.id)) return fromPage;
    // After a reload, the table this widget had open in this tab.
    return placeOf(sessionStorage.getItem(this.placeKey) ?? '');
  }

  /** Where an embedded widget notes its open table for this tab: per page and widget id. */
  private get placeKey(): string {
    return `peer-table:open:${location.pathname}#${this.id}`;
  }

  /** Moves to `place` (recording it in the address bar when asked and followed) and opens what it names. */
  async goTo(place: Place, record: boolean): Promise<void> {
    this.place = place;
    this.settled = false;
    // The settings first (the page's own config file, when served with one), then the chunks: on a
    // slow link a request waits behind those asked for before it.
    void this.connection.settings().catch(() => undefined);
    this.preloadFor(place);
    if (record && this.followsAddress) this.setAddress(place);
    if (!this.followsAddress) {
      if (place.kind === 'host' || place.kind === 'join') sessionStorage.setItem(this.placeKey, hashOf(place));
      else sessionStorage.removeItem(this.placeKey);
    }
    const run = this.routed.then(() => this.open(place));
    this.routed = run.catch(() => undefined);
    return run;
  }

  /**
   * Fetches at once the chunks the page will need at `place`: its home's, or a table's (joining or
   * hosting it, its game's and its variant's), before the page has read the settings or its
   * database. A hosted table whose place does not name its game (`#host=ID`) is looked up in what
   * this tab noted when it last had it open (a reload).
   */
  private preloadFor(place: Place): void {
    if (place.kind === 'home') {
      preload('home');
      return;
    }
    if (place.kind !== 'host' && place.kind !== 'join') return;
    const noted = place.kind === 'host' && !place.game ? sessionStorage.getItem(GAME_KEY + place.table)?.split(' ') : null;
    const [game, variant] = noted ?? [place.game, place.variant];
    preload(place.kind, ...(game ? [`game:${game}`] : []), ...(game && variant ? [`game:${game}:${variant}`] : []));
  }

  private setAddress(place: Place): void {
    const hash = hashOf(place);
    if (location.hash === hash || (hash === '' && location.hash === '')) return;
    history.pushState(null, '', hash === '' ? location.pathname + location.search : hash);
  }

  private async open(place: Place): Promise<void> {
    this.closeSession();
    this.problem = this.note = '';
    this.retryable = this.confirmingLeave = false;
    if (place.kind !== 'log') this.replayed = null;
    const { settings } = await this.connection.settings();
    try {
      if (place.kind === 'log') {
        if (place.data !== null) await this.loadReplay(this.followsAddress ? `#log=${place.data}` : place.data);
        if (this.replayed && place.step !== null) this.replayed = { ...this.replayed, step: place.step };
      } else if (place.kind === 'host') {
        const hosting = await parts.host.load();
        const session = await hosting.hostSession(place.table, settings, { delay: this.botDelay });
        if (!session) this.report('This browser does not host that table (it may have been hosted in another browser).');
        else this.attach(session);
      } else if (place.kind === 'join') {
        const join = await parts.join.load();
        this.attach(await join.joinSession(place.table, place.game, this.playerName || null, settings, place.variant ?? null, { delay: this.botDelay }));
      }
    } catch (e) {
      this.failed(e as Error);
    }
    // Home, or a place that could not be opened: the home page shows (under the problem, if any).
    if (!this.session && !this.replayed) {
      try {
        const { tables } = await parts.home.load();
        this.known = this.followsAddress ? await tables.knownTables() : [];
      } catch (e) {
        this.failed(e as Error);
      }
    }
    this.settled = true;
    this.emitStatus();
  }

  /**
   * Whether the page shows its home: nothing is open, and nothing is on its way (at home, or once
   * what the place names could not be opened). A table or a replay on its way shows a line saying so.
   */
  get atHome(): boolean {
    const p = this.place;
    return !this.session && !this.replayed && (p.kind === 'home' || (p.kind === 'log' && p.data === null) || this.settled);
  }

  private failed(error: Error): void {
    this.report(error.message);
    // A part of the page that did not load (a game's chunk) can be asked for again; what the
    // table holds is in this browser's database and is not lost.
    this.retryable = /could not be loaded/.test(error.message);
  }

  /** Opens the current place again (after a part of the page failed to load). */
  retry(): void {
    void this.goTo(this.place, false);
  }

  // ——— Sessions and the events they fire ———

  private attach(session: Session): void {
    this.session = session;
    // What a reload of this tab at the table preloads (preloadFor).
    if (session.host) sessionStorage.setItem(GAME_KEY + session.table, session.variant ? `${session.game} ${session.variant}` : session.game);
    session.reopen = () => this.session === session && void this.goTo(this.place, false);
    this.bell.reset();
    this.events.opened(session);
    this.loadEnd(session);
    session.guest.addEventListener('change', () => {
      if (this.session !== session) return;
      this.tick++;
      this.events.changed(session);
      this.loadEnd(session);
      this.emitStatus();
    });
    session.guest.addEventListener('problem', (e) => this.session === session && fire(this, 'error', { message: (e as CustomEvent<string>).detail }));
  }

  /**
   * Once the game at `session` is over (its result known, before the host's reveal), loads the end
   * panel's part of the page; a failed load says so, with a Try again.
   */
  private loadEnd(session: Session): void {
    if (parts.end.now || this.endLoadingFor === session || (!session.guest.revealed && !this.events.gameOver)) return;
    this.endLoadingFor = session;
    parts.end.load().then(
      () => this.session === session && this.requestUpdate(),
      (e: Error) => {
        if (this.endLoadingFor === session) this.endLoadingFor = null;
        if (this.session === session) this.failed(e);
      },
    );
  }

  private emitStatus(): void {
    this.events.status(this.session);
  }

  private closeSession(): void {
    this.session?.close();
    this.session = null;
  }

  private report(message: string): void {
    this.problem = message;
    fire(this, 'error', { message });
  }

  private fail(message: string): never {
    this.report(message);
    throw new Error(message);
  }

  // ——— Settings ———

  get playerName(): string {
    return this.name ?? localStorage.getItem(NAME_KEY) ?? '';
  }

  /** The level of bots nobody chose one for: the `bot` attribute's, else strong. */
  get botLevel(): string {
    return this.bot ? asLevel(this.bot) : DEFAULT_BOT_LEVEL;
  }

  /** The join link of `table` (of `game`; naming the open table's variant, for a game made of variants). */
  joinUrl(table: string, game: string): string {
    const lobby = this.session?.table === table ? this.session.guest.lobby : null;
    return this.connection.joinUrl(table, game, lobby ? variantOf(game, lobby.options) : null);
  }

  override render() {
    return render(this);
  }
}

// Spelled out (not through define()) so the Custom Elements Manifest analyzer finds the tag; guarded the same way.
if (!customElements.get('peer-table')) customElements.define('peer-table', PeerTable);

declare global {
  interface HTMLElementTagNameMap {
    'peer-table': PeerTable;
  }
}
