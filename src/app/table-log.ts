/**
 * The log a page can hand out: the host's full log once the game is over and revealed, else this
 * seat's own log (replayable, not verifiable). Its header comes from the host's lobby, or, on a page
 * opened again that no lobby has reached yet (its host gone after the game, say), from what the
 * page kept of the game's start.
 */
import type { Typed } from '../kernel/game.js';
import type { LogEntry } from '../kernel/log.js';
import { buildFullLogFile, buildSeatLogFile } from '../log/build.js';
import type { LogFile } from '../log/format.js';
import type { AnyGuest } from './session.js';

export function logFileOf(guest: AnyGuest, table: string): LogFile | null {
  const created = guest.entries[0]?.event as (Typed & { names?: string[]; options?: unknown }) | undefined;
  const lobby = guest.lobby;
  const kept = guest.start;
  const commitments = lobby ? { host: lobby.hostCommitment, seats: lobby.seatCommitments } : kept.commitments;
  if (created?.type !== 'game.created' || !commitments) return null;
  const reveal = guest.revealed;
  const header = {
    game: lobby?.game ?? guest.client.game.id,
    options: created.options,
    seats: created.names ?? [],
    table,
    started: lobby?.startedAt ?? kept.at ?? Date.now(),
    finished: reveal?.finishedAt ?? null,
    fairness: {
      hostCommitment: commitments.host,
      seatCommitments: commitments.seats,
      hostSecret: reveal?.hostSecret ?? null,
      seatSecrets: reveal?.seatSecrets ?? null,
    },
  };
  return reveal
    ? buildFullLogFile(header, reveal.log as LogEntry<Typed>[])
    : buildSeatLogFile(header, guest.client.seat, guest.entries as { seq: number; event: Typed; hash: string }[]);
}
