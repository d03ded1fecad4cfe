/**
 * What a page does with a game's log at a person's click: offer it as a .json download, or make
 * the share link that carries it (the table's log itself comes from table-log.ts).
 */
import type { LogFile } from '../log/format.js';
import { encodeShareLink } from '../log/share-link.js';

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
