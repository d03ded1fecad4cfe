/**
 * The peer-table log file, version 1 (docs/log-format.md): everything needed to replay and check a
 * game with nothing else. A host's log of a finished game is "full": every event as it happened,
 * each with its hash-chain hash, and every secret revealed. A seat's saved log of an unfinished
 * game holds that seat's own (redacted) events, each with the hash of the full event it stands for;
 * it replays, but it cannot be verified until the host reveals the rest.
 */
import type { Fairness } from '../kernel/fairness.js';
import type { Seat, Typed } from '../kernel/game.js';

export const LOG_FORMAT = 'peer-table-log';
export const LOG_VERSION = 1;

export interface LogFileEvent {
  readonly seq: number;
  readonly event: Typed;
  /** The host's chain hash of the full event at this position. */
  readonly hash: string;
}

export interface LogFile {
  readonly format: typeof LOG_FORMAT;
  readonly version: typeof LOG_VERSION;
  /** The game's id in the registry (src/games/modules.ts). */
  readonly game: string;
  readonly options: unknown;
  /** The seats' names, in seat order. */
  readonly seats: readonly string[];
  readonly table: string;
  /** ISO 8601 times. */
  readonly started: string;
  readonly finished: string | null;
  /** "full" for the host's complete log; a seat number (or -1, a spectator) for a seat's own view. */
  readonly perspective: 'full' | Seat;
  readonly fairness: Fairness;
  readonly events: readonly LogFileEvent[];
}
