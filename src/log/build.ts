/**
 * Making log files: the host's full log of a game (every event, with its chain hash) or a seat's own
 * log (its redacted events, each with the hash of the full event it stands for).
 */
import type { Fairness } from '../kernel/fairness.js';
import type { Seat, Typed } from '../kernel/game.js';
import type { LogEntry } from '../kernel/log.js';
import { LOG_FORMAT, LOG_VERSION, type LogFile, type LogFileEvent } from './format.js';

/** Everything a log file says besides its events. Times may be Dates, epoch milliseconds or ISO text. */
export interface LogHeader {
  readonly game: string;
  readonly options: unknown;
  /** The seats' names, in seat order (the names of the game.created event). */
  readonly seats: readonly string[];
  readonly table: string;
  readonly started: Date | number | string;
  readonly finished: Date | number | string | null;
  readonly fairness: Fairness;
}

/** A seat's stored event: the event as the seat received it, with the host's chain hash. */
export interface StoredEvent {
  readonly seq: number;
  readonly event: Typed;
  readonly hash: string;
}

function iso(time: Date | number | string): string {
  const date = time instanceof Date ? time : new Date(time);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a time: ${String(time)}`);
  return date.toISOString();
}

function build(header: LogHeader, perspective: LogFile['perspective'], events: readonly LogFileEvent[]): LogFile {
  const f = header.fairness;
  return {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    game: header.game,
    options: header.options,
    seats: header.seats.slice(),
    table: header.table,
    started: iso(header.started),
    finished: header.finished === null ? null : iso(header.finished),
    perspective,
    fairness: {
      hostCommitment: f.hostCommitment,
      seatCommitments: f.seatCommitments.slice(),
      hostSecret: f.hostSecret,
      seatSecrets: f.seatSecrets === null ? null : f.seatSecrets.slice(),
    },
    events,
  };
}

/** The host's full log: perspective "full", every event with its hash (the `prev` links are implied). */
export function buildFullLogFile(header: LogHeader, log: readonly LogEntry<Typed>[]): LogFile {
  return build(
    header,
    'full',
    log.map((e) => ({ seq: e.seq, event: e.event, hash: e.hash })),
  );
}

/** A seat's own log (seat -1: a spectator): the events as that seat holds them. */
export function buildSeatLogFile(header: LogHeader, seat: Seat, events: readonly StoredEvent[]): LogFile {
  return build(
    header,
    seat,
    events.map((e) => ({ seq: e.seq, event: e.event, hash: e.hash })),
  );
}
