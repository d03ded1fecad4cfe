/**
 * Long texts over a WebRTC data channel: a browser refuses (and closes the channel on) any message
 * over its SCTP limit, 256 KiB in Chromium, and the reveal or a catch-up of a long match is more.
 * A text longer than `FRAME_CHARS` goes as frames `~<frames still to come>:<piece>`, in order on a
 * reliable, ordered channel; the far side joins them. Every other message is JSON, so starts with `{`.
 */

/** UTF-16 units per frame: at most 48 KiB of UTF-8, well under every browser's limit. */
export const FRAME_CHARS = 16_384;
/** The longest text the far side joins: past it, the frames are handed on as they are, to be refused. */
export const MAX_JOINED_CHARS = 32 * 1024 * 1024;

/** `text` as it goes on the channel: itself, or its frames. A surrogate pair is never cut in two. */
export function toFrames(text: string, size = FRAME_CHARS): string[] {
  if (text.length <= size) return [text];
  const pieces: string[] = [];
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + size, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    pieces.push(text.slice(at, end));
    at = end;
  }
  return pieces.map((piece, i) => `~${pieces.length - 1 - i}:${piece}`);
}

/** Joins frames back into texts; anything that is not a frame passes through untouched. */
export class FrameJoiner {
  private pieces: string[] = [];
  private chars = 0;
  private expected: number | null = null;

  /** The whole text once its last frame is in, else null. A malformed frame is handed on as it is. */
  take(data: string): string | null {
    if (!data.startsWith('~')) return this.pieces.length ? this.broken(data) : data;
    const colon = data.indexOf(':');
    const left = colon > 1 ? Number(data.slice(1, colon)) : NaN;
    if (!Number.isSafeInteger(left) || left < 0 || (this.expected !== null && left !== this.expected)) return this.broken(data);
    const piece = data.slice(colon + 1);
    this.chars += piece.length;
    if (this.chars > MAX_JOINED_CHARS) return this.broken(data);
    this.pieces.push(piece);
    if (left > 0) {
      this.expected = left - 1;
      return null;
    }
    const text = this.pieces.join('');
    this.reset();
    return text;
  }

  /** Frames out of order, too many, or cut off by another message: dropped, and `data` handed on to be refused. */
  private broken(data: string): string {
    this.reset();
    return data;
  }

  private reset(): void {
    this.pieces = [];
    this.chars = 0;
    this.expected = null;
  }
}
