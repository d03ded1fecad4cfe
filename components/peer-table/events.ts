/**
 * The events a `<peer-table>` fires, and the bookkeeping that fires them. All bubble and cross shadow roots (`composed`), so a page can
 * listen on the element or on any ancestor.
 */
import type { GameResult, Typed } from '../../src/kernel/game.js';
import type { Session } from '../../src/app/session.js';
import type { GuestStatus, Verdict } from '../../src/net/table-guest.js';

/** One event applied to the table, as this seat sees it (hidden cards are null). */
export interface TableEventDetail {
  readonly seq: number;
  readonly event: Typed;
}

/** The connection changed. `table` is null when no table is open. */
export interface StatusDetail {
  readonly status: GuestStatus | 'idle';
  readonly table: string | null;
  readonly game: string | null;
  readonly hosting: boolean;
  /** This page's seat, or -1 for a spectator, or null before it has a role. */
  readonly seat: number | null;
}

/** A rematch the host offers once the game is over: the new table, and the seat kept there for this page (null: none). */
export interface RematchDetail {
  readonly table: string;
  readonly game: string;
  readonly seat: number | null;
  readonly from: string;
}

/** The table's host changed: the seat whose page hosts it now, and how many times it changed. */
export interface HostChangedDetail {
  readonly seat: number;
  readonly generation: number;
}

export interface ErrorDetail {
  readonly message: string;
}

export type TableEventEvent = CustomEvent<TableEventDetail>;
export type GameOverEvent = CustomEvent<GameResult>;
export type StatusEvent = CustomEvent<StatusDetail>;
export type VerdictEvent = CustomEvent<Verdict>;
export type RematchEvent = CustomEvent<RematchDetail>;
export type HostChangedEvent = CustomEvent<HostChangedDetail>;
/** `error` is also the name of the DOM's own error event, so its type is not added to HTMLElementEventMap. */
export type PeerTableErrorEvent = CustomEvent<ErrorDetail>;

export function fire<T>(target: EventTarget, type: string, detail: T): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** Fires a table's events from `target`: each applied event once and in order, game-over and verdict once, status on change. */
export class TableEvents {
  private emitted = 0;
  private over = false;
  private judged = false;
  private offered: string | null = null;
  private lastStatus = '';
  private hostKey = '';

  constructor(private readonly target: EventTarget) {}

  /** Whether the open table's game has ended (game-over has fired). */
  get gameOver(): boolean {
    return this.over;
  }

  opened(session: Session): void {
    this.emitted = 0;
    this.over = this.judged = false;
    this.offered = null;
    this.hostKey = '';
    this.changed(session);
  }

  changed(session: Session): void {
    const entries = session.guest.entries;
    // A log started afresh (the host bound another perspective) is replayed from its start.
    if (entries.length < this.emitted) this.emitted = 0;
    for (const entry of entries.slice(this.emitted)) fire(this.target, 'table-event', { seq: entry.seq, event: entry.event });
    this.emitted = entries.length;
    const result: GameResult | null = session.guest.client.game.result(session.guest.client.state);
    if (result && !this.over) {
      this.over = true;
      fire(this.target, 'game-over', result);
    }
    const verdict = session.guest.verdict;
    if (verdict && !this.judged) {
      this.judged = true;
      fire(this.target, 'verdict', verdict);
    }
    const lobby = session.guest.lobby;
    if (lobby) {
      const detail: HostChangedDetail = { seat: lobby.hostSeat, generation: lobby.generation ?? 0 };
      const key = `${detail.seat}/${detail.generation}`;
      // The first host is no change; a later one is.
      if (this.hostKey && key !== this.hostKey) fire(this.target, 'host-changed', detail);
      this.hostKey = key;
    }
    const rematch = session.guest.rematch;
    if (rematch && !rematch.declined && this.offered !== rematch.offer.table && !session.host) {
      this.offered = rematch.offer.table;
      const { table, game, seat, from } = rematch.offer;
      fire(this.target, 'rematch', { table, game, seat, from } satisfies RematchDetail);
    }
  }

  status(session: Session | null): void {
    const role = session?.guest.role;
    const detail: StatusDetail = {
      status: session ? session.guest.status : 'idle',
      table: session?.table ?? null,
      game: session?.game ?? null,
      hosting: !!session?.host,
      seat: role?.kind === 'seat' ? role.seat : role?.kind === 'spectator' ? -1 : null,
    };
    const key = JSON.stringify(detail);
    if (key === this.lastStatus) return;
    this.lastStatus = key;
    fire(this.target, 'status', detail);
  }
}

declare global {
  interface HTMLElementEventMap {
    'table-event': TableEventEvent;
    'game-over': GameOverEvent;
    status: StatusEvent;
    verdict: VerdictEvent;
    rematch: RematchEvent;
    'host-changed': HostChangedEvent;
  }
}
