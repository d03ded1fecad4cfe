/**
 * The logs a page can hand out: the host's full log once the game is over and revealed, else this
 * seat's own log (replayable, not verifiable). Also the download of a log as a .json file.
 */
import type { Typed } from '../kernel/game.js';
import { LOG_FORMAT, LOG_VERSION, type LogFile } from '../log/format.js';
import type { PlanetGuest } from './session.js';

export function logFileOf(guest: PlanetGuest, table: string): LogFile | null {
  const created = guest.entries[0]?.event as (Typed & { names?: string[]; options?: unknown }) | undefined;
  if (!created || created.type !== 'game.created' || !guest.lobby) return null;
  const lobby = guest.lobby;
  const head = {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    game: lobby.game,
    options: created.options,
    seats: created.names ?? [],
    table,
    started: new Date(lobby.startedAt ?? Date.now()).toISOString(),
  } as const;
  const commitments = { hostCommitment: lobby.hostCommitment, seatCommitments: lobby.seatCommitments };
  const reveal = guest.revealed;
  if (reveal) {
    return {
      ...head,
      finished: new Date(reveal.finishedAt).toISOString(),
      perspective: 'full',
      fairness: { ...commitments, hostSecret: reveal.hostSecret, seatSecrets: reveal.seatSecrets },
      events: reveal.log.map((e) => ({ seq: e.seq, event: e.event as Typed, hash: e.hash })),
    };
  }
  return {
    ...head,
    finished: null,
    perspective: guest.client.seat,
    fairness: { ...commitments, hostSecret: null, seatSecrets: null },
    events: guest.entries.map((e) => ({ seq: e.seq, event: e.event as Typed, hash: e.hash })),
  };
}

/** Offers `file` to the browser as a download. */
export function download(file: LogFile): void {
  const blob = new Blob([JSON.stringify(file, null, 1)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  const who = file.perspective === 'full' ? 'full' : `seat-${file.perspective + 1}`;
  a.download = `peer-table-${file.game}-${file.started.slice(0, 10)}-${who}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
