/**
 * The events a `<peer-table>` fires. All bubble and cross shadow roots (`composed`), so a page can
 * listen on the element or on any ancestor.
 */
import type { GameResult, Typed } from '../../src/kernel/game.js';
import type { GuestStatus } from '../../src/net/table-guest.js';

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

export interface ErrorDetail {
  readonly message: string;
}

export type TableEventEvent = CustomEvent<TableEventDetail>;
export type GameOverEvent = CustomEvent<GameResult>;
export type StatusEvent = CustomEvent<StatusDetail>;
/** `error` is also the name of the DOM's own error event, so its type is not added to HTMLElementEventMap. */
export type PeerTableErrorEvent = CustomEvent<ErrorDetail>;

export function fire<T>(target: EventTarget, type: string, detail: T): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'table-event': TableEventEvent;
    'game-over': GameOverEvent;
    status: StatusEvent;
  }
}
