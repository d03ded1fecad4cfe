/**
 * TypeScript declarations of the `peer-table` package: the `<peer-table>` element's API (its public
 * properties and methods), the `detail` of each event it fires, and the DOM's tag and event maps
 * extended with them. Self-contained: nothing here needs another package's types.
 *
 * `import 'peer-table'` (or `import type { PeerTable } from 'peer-table'`) brings them in; the
 * module defines the element and exports nothing at run time, so every name here is a type.
 * docs/embedding.md says what each call does, with an example; test/node/package.e2e.test.ts checks
 * that the element's source agrees with every declaration here.
 */

/** A command a seat may send, or an event of a game's log: a `type`, and the game's own fields. */
export type Typed = { readonly type: string };

/** A command to submit: its `type` and the game's fields, e.g. `{ type: 'playCard', card: 17 }`. */
export type Command = Typed & { readonly [field: string]: unknown };

/** A game's result: the seats that won (several on a tie), each seat's score and a sentence. */
export interface GameResult {
  readonly winners: readonly number[];
  readonly scores: readonly number[];
  readonly summary: string;
}

/** The end-of-game check of the host's reveal. */
export type Verdict = { readonly kind: 'verified' } | { readonly kind: 'failed'; readonly reason: string };

/** A replay's verdict: a full log verified (or failed), or a seat's own log, which replays unverified. */
export interface ReplayVerdict {
  readonly kind: 'verified' | 'unverified' | 'failed';
  readonly text: string;
}

/** The state of this page's connection to its table. */
export type TableStatus = 'idle' | 'connecting' | 'online' | 'offline' | 'unreachable' | 'closed';

/** A seat of the lobby. */
export interface LobbySeat {
  readonly kind: 'open' | 'person' | 'bot';
  readonly name: string;
  readonly connected: boolean;
  /** A bot's level (`easy`, `strong`, …); absent for other seats. */
  readonly level?: string;
  /** The level of the bot playing for this seat's absent person; absent when none does. */
  readonly standIn?: string;
  /** The public signing key of the person's page, once it gave one. */
  readonly key?: string;
}

/** The open table's lobby: the seats, who sits where, whether the game started. */
export interface Lobby {
  readonly table: string;
  readonly game: string;
  readonly options: unknown;
  readonly seats: readonly LobbySeat[];
  readonly spectators: number;
  readonly started: boolean;
  /** The seat whose page hosts the table. */
  readonly hostSeat: number;
  /** The host's commitment to its shuffle secret. */
  readonly hostCommitment: string;
  /** Each seat's commitment once its browser sent its secret (null: not yet, or a bot). */
  readonly seatCommitments: readonly (string | null)[];
  /** When the game started (ms since 1970), null before. */
  readonly startedAt: number | null;
  /** How many times the table has changed host (absent: 0). */
  readonly generation?: number;
  /** How long (ms) the others wait on a host who has gone before one of them hosts; null: never. */
  readonly hostWait?: number | null;
  /** The host's escrow: its epoch and the seats holding a share (absent or null: none, so no change of host). */
  readonly escrow?: { readonly epoch: number; readonly holders: readonly number[] } | null;
  /** Where the log has the current host's change of host (absent: the table never changed host). */
  readonly changedAt?: number;
}

/** One event of a log file, with the host's chain hash of the full event at its position. */
export interface LogFileEvent {
  readonly seq: number;
  readonly event: Typed;
  readonly hash: string;
}

/** A game's log file (docs/log-format.md). */
export interface LogFile {
  readonly format: 'peer-table-log';
  readonly version: 1;
  readonly game: string;
  readonly options: unknown;
  /** The seats' names, in seat order. */
  readonly seats: readonly string[];
  readonly table: string;
  /** ISO 8601 times. */
  readonly started: string;
  readonly finished: string | null;
  /** "full" for the host's complete log; a seat number (or -1, a spectator) for a seat's own view. */
  readonly perspective: 'full' | number;
  readonly fairness: {
    readonly hostCommitment: string;
    readonly seatCommitments: readonly (string | null)[];
    readonly hostSecret: string | null;
    readonly seatSecrets: readonly (string | null)[] | null;
  };
  readonly events: readonly LogFileEvent[];
}

/** A file a person chose or dropped: its name and its text. */
export interface ChosenFile {
  readonly name: string;
  readonly text: string;
}

/** What `createTable` takes; every field is optional, the attributes give the defaults. */
export interface TableSpec {
  /** The game's id, e.g. `planet-tricks`. */
  readonly game?: string;
  readonly seats?: number;
  /** The game's options; an option left out takes its default. */
  readonly options?: unknown;
  /** The host's name. */
  readonly name?: string;
  /** The level of every bot seat (`easy`, `strong`), or a level for each seat (null: open for a friend; the first seat is yours). */
  readonly bot?: string | readonly (string | null)[];
  /** Bot levels seat by seat (null: open); `bot` as a list says the same. */
  readonly seatBots?: readonly (string | null)[];
  /** Fill every seat still open with a bot and start. */
  readonly solo?: boolean;
  /** ms the table waits on a friend who left before a bot plays for them (10,000 to 600,000; default 60,000; null: never). */
  readonly standInWait?: number | null;
  /** ms the others wait on a host who has gone before one of them hosts (10,000 to 600,000; default 30,000; null: never). */
  readonly hostWait?: number | null;
}

/** A command the host refused: `rule` names the rule, `message` says why. */
export interface RuleError extends Error {
  readonly name: 'RuleError';
  readonly rule: string;
}

/** `table-event`: one event applied to the table, as this seat sees it (hidden cards are null). */
export interface TableEventDetail {
  readonly seq: number;
  readonly event: Typed;
}

/** `status`: the connection or the open table changed. */
export interface StatusDetail {
  readonly status: TableStatus;
  /** The open table's id, or null. */
  readonly table: string | null;
  readonly game: string | null;
  /** Whether this page hosts the table. */
  readonly hosting: boolean;
  /** This page's seat, -1 for a spectator, or null before it has a role. */
  readonly seat: number | null;
}

/** `rematch`: the host's offer once the game is over; `seat` is the one kept for this page (null: to watch). */
export interface RematchDetail {
  readonly table: string;
  readonly game: string;
  readonly seat: number | null;
  readonly from: string;
}

/** `host-changed`: the seat whose page hosts the table now, and how many times it changed. */
export interface HostChangedDetail {
  readonly seat: number;
  readonly generation: number;
}

/** `error`: what failed (also shown in the element). */
export interface ErrorDetail {
  readonly message: string;
}

export type TableEventEvent = CustomEvent<TableEventDetail>;
export type GameOverEvent = CustomEvent<GameResult>;
export type StatusEvent = CustomEvent<StatusDetail>;
export type VerdictEvent = CustomEvent<Verdict>;
export type RematchEvent = CustomEvent<RematchDetail>;
export type HostChangedEvent = CustomEvent<HostChangedDetail>;
/** `error` is also the DOM's own error event's name, so it is not added to HTMLElementEventMap: listen with a cast. */
export type PeerTableErrorEvent = CustomEvent<ErrorDetail>;

/** The events `<peer-table>` fires, by name. All bubble and are composed. */
export interface PeerTableEventMap {
  'table-event': TableEventEvent;
  'game-over': GameOverEvent;
  status: StatusEvent;
  error: PeerTableErrorEvent;
  verdict: VerdictEvent;
  rematch: RematchEvent;
  'host-changed': HostChangedEvent;
}

/** The `<peer-table>` element. */
export interface PeerTable extends HTMLElement {
  /** `game`: the game a new table plays. */
  game: string | null;
  /** `options`: the game's options as JSON. */
  options: string | null;
  /** `seats`: the number of seats of a new table. */
  seats: number | null;
  /** `name`: the player's name. */
  name: string | null;
  /** `bot`: the level of a bot nobody chose one for. */
  bot: string | null;
  /** `bot-delay`: ms a bot waits before each move. */
  botDelay: number | null;
  /** `join`: a join link or table id to join. */
  join: string | null;
  /** `replay`: a log to replay (a URL, a share link or the JSON). */
  replay: string | null;
  /** `seat`: a replay's perspective (a seat from 1, `spectator` or `all`). */
  seat: string | null;
  /** `join-page`: the page join links open. */
  joinPage: string | null;
  /** `routing`: `hash` to keep the element's place in the address bar. */
  routing: string | null;

  /** The open table's id, or null. */
  readonly table: string | null;
  /** The link friends open to join the table this page hosts, or null. */
  readonly joinLink: string | null;
  /** What this seat is shown now (the game's view model), or null with no table open. */
  readonly view: unknown;
  /** The open table's lobby, or null. */
  readonly lobby: Lobby | null;
  /** The seat whose page hosts the open table now, or null. */
  readonly host: number | null;
  /** null, then the end-of-game check once the host revealed everything. */
  readonly verdict: Verdict | null;
  /** The rematch the host offered this page once the game was over, or null. */
  readonly rematchOffer: RematchDetail | null;
  /** Two short notes each time the turn becomes this seat's (off at first; kept in the browser). */
  turnSound: boolean;
  /** How fast the bots of a table this page hosts play: `slow`, `normal` (the game's pace) or `fast` (kept in the browser). */
  botSpeed: 'slow' | 'normal' | 'fast';
  /** Who would host if this page, the host, left now; null when nobody can (the table would close). */
  readonly successor: number | null;

  /** Hosts a new table and opens it; resolves to its id. */
  createTable(spec?: TableSpec): Promise<string>;
  /** Joins a table by its link or id and shows its lobby; resolves once the host welcomed this page. */
  joinTable(target: string, name?: string): Promise<void>;
  /** Sits in seat `seat` (from 0) under `name`; rejects with the host's refusal. */
  takeSeat(seat: number, name?: string): Promise<void>;
  /** Watches the open table as a spectator. */
  watch(name?: string): Promise<void>;
  /** The host's page: a bot in the open seat `seat` (from 0), at `level` (default: the table's). */
  addBot(seat: number, level?: string): Promise<void>;
  /** The host's page: deals once every seated person's shuffle secret is in. */
  start(): Promise<void>;
  /** Once the game is over: the host opens a rematch at the same seats; a guest takes up the offer. Resolves to the new table's id. */
  rematch(): Promise<string>;
  /** Says no to the host's rematch offer. */
  declineRematch(): Promise<void>;
  /** Leaves the open table or replay (a hosted table stays saved in the browser; mid-game, its host hands it over when it can). */
  leave(): void;
  /** Forgets a table this browser hosts or joined: it leaves Your tables (the table goes on elsewhere). */
  forgetTable(table: string): Promise<void>;
  /** The moves this seat may make now (empty when it is not its turn). */
  legalCommands(): readonly Typed[];
  /** Makes a move; resolves when the host accepts it, rejects with a RuleError. */
  submit(command: Command): Promise<void>;
  /** The open table's log (the full, verifiable log once the game is over and revealed), or the open replay's; null with neither. */
  exportLog(): LogFile | null;
  /** Replays a log object, its JSON, a share link, a URL or a chosen file; resolves to the verdict. */
  loadReplay(log: LogFile | ChosenFile | string): Promise<ReplayVerdict>;

  addEventListener<K extends keyof PeerTableEventMap>(
    type: K,
    listener: (this: PeerTable, ev: PeerTableEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: PeerTable, ev: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof PeerTableEventMap>(
    type: K,
    listener: (this: PeerTable, ev: PeerTableEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: PeerTable, ev: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'peer-table': PeerTable;
  }
  interface HTMLElementEventMap {
    'table-event': TableEventEvent;
    'game-over': GameOverEvent;
    status: StatusEvent;
    verdict: VerdictEvent;
    rematch: RematchEvent;
    'host-changed': HostChangedEvent;
  }
}
