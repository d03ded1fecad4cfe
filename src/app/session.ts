/**
 * What a page is connected to: a table this browser hosts (the host plus the host's own guest,
 * joined through an in-memory channel like any other guest), or a table it joined. Works for every
 * game in the registry.
 *
 * The types live here; the code that opens a session is split by what a page does, so that a page
 * loads only that: joining a table hosted elsewhere (guest-session.ts), hosting one
 * (host-session.ts), and listing the tables this browser knows (known-tables.ts). This module
 * gathers them in one import for the tests and the command line.
 */
import type { Typed } from '../kernel/game.js';
import type { LogFile } from '../log/format.js';
import type { TableGuest } from '../net/table-guest.js';
import type { TableHost } from '../net/table-host.js';

export { acceptRematch, declineRematch, joinSession, noteLeft } from './guest-session.js';
export { createTable, hostSession } from './host-session.js';
export { forgetTable, knownTables } from './known-tables.js';

// biome-ignore lint/suspicious/noExplicitAny: any table's guest or host, whatever its game's types: only any erases them
export type AnyGuest = TableGuest<any, Typed, Typed, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: any table's guest or host, whatever its game's types: only any erases them
export type AnyHost = TableHost<any, Typed, any>;
export interface NewTable {
  readonly game: string;
  readonly seats: number;
  readonly options: unknown;
  readonly name: string;
  /** The level of the table's bots where no seat names one: seats filled at once, bots added later. */
  readonly bot: string;
  /** Bot levels chosen seat by seat (index = seat; null or missing: open for a person). */
  readonly seatBots?: readonly (string | null)[];
  /** Every seat still open a bot of level `bot`, and start at once. */
  readonly solo: boolean;
  /**
   * How long the table waits on a person who is not connected before a bot plays for them, in ms
   * (10 s to 10 min; null: never; absent: a minute).
   */
  readonly standInWait?: number | null;
  /** How long the guests wait on a host who has gone before one of them takes over, in ms (10 s to 10 min; null: never; absent: 30 s). */
  readonly hostWait?: number | null;
}

/** How a hosted table's bots behave: each bot seat keeps its level; `delay` (ms) overrides the game's pace. */
export interface BotSettings {
  readonly delay?: number | null;
}

export interface Session {
  readonly table: string;
  readonly game: string;
  readonly guest: AnyGuest;
  /** The table this page hosts: from the start, or since it took the table over from a host that had gone. */
  host: AnyHost | null;
  /** Why friends cannot join a hosted table (no signaling server), else ''. */
  readonly offline: string;
  /** The variant of its game the table plays, when the page knows it (a hosted table), for games made of variants. */
  readonly variant?: string | null;
  /** Called when this page's way to the table changed for good (another page hosts it now): open it again. */
  reopen?: () => void;
  /** The table's log as this page can hand it out (src/app/table-log.ts), or null before the game. */
  logFile(): LogFile | null;
  close(): void;
}

export interface KnownTable {
  readonly table: string;
  readonly game: string;
  readonly hosting: boolean;
  /** Who sits there (a hosted table), or this page's place at it (a joined one). */
  readonly label: string;
  /** Where the game stands, where this browser knows; `left`: this page left it during its game. */
  readonly state: 'waiting' | 'playing' | 'over' | 'left' | 'unknown';
  readonly when: number;
}
