/**
 * The log a page can hand out: the host's full log once the game is over and revealed, else this
 * seat's own log (replayable, not verifiable). Also a log's download as a .json file and its share
 * link.
 */
import type { Typed } from '../kernel/game.js';
import type { LogEntry } from '../kernel/log.js';
import { buildFullLogFile, buildSeatLogFile, encodeShareLink, type LogFile } from '../log/file.js';
import type { AnyGuest } from './session.js';

export function logFileOf(guest: AnyGuest, table: string): LogFile | null {
  const created = guest.entries[0]?.event as (Typed & { names?: string[]; options?: unknown }) | undefined;
  const lobby = guest.lobby;
  if (!created || created.type !== 'game.created' || !lobby) return null;
  const reveal = guest.revealed;
  const header = {
    game: lobby.game,
    options: created.options,
    seats: created.names ?? [],
    table,
    started: lobby.startedAt ?? Date.now(),
    finished: reveal?.finishedAt ?? null,
    fairness: {
      hostCommitment: lobby.hostCommitment,
      seatCommitments: lobby.seatCommitments,
      hostSecret: reveal?.hostSecret ?? null,
      seatSecrets: reveal?.seatSecrets ?? null,
    },
  };
  return reveal
    ? buildFullLogFile(header, reveal.log as LogEntry<Typed>[])
    : buildSeatLogFile(header, guest.client.seat, guest.entries as { seq: number; event: Typed; hash: string }[]);
}

/** Offers `file` to the browser as a download. */
export function download(file: LogFile): void {
  const blob = new Blob([JSON.stringify(file, null, 1)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  const who = file.perspective === 'full' ? 'full' : file.perspective < 0 ? 'spectator' : `seat-${file.perspective + 1}`;
  a.download = `peer-table-${file.game}-${file.started.slice(0, 10)}-${who}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** A link that opens `file` in the replay viewer: the log itself travels in the URL fragment. */
export async function shareLink(file: LogFile): Promise<string> {
  return `${location.origin}${location.pathname}#log=${await encodeShareLink(file)}`;
}
