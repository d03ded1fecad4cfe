/**
 * A log file as a link: base64url (RFC 4648 §5, no padding) of the gzip of the file's canonical
 * JSON. The app puts it in the URL fragment, `#log=<data>`, which browsers never send to a server.
 * Compression uses CompressionStream, built into Node 20 and every current browser.
 *
 * A full log travels without its per-event hashes (64 hex digits each, four fifths of a link, and
 * all of them recomputable from the events): only the last one goes along, as `head`, and the
 * reader rebuilds the chain and checks that it ends there.
 */
import { canonicalJson } from '../kernel/canonical.js';
import { GENESIS, entryHash } from '../kernel/log.js';
import type { LogFile } from './format.js';
import { MAX_LOG_BYTES, readLogFile, type ParseResult } from './parse.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));
/** Longer link data cannot hold a log within MAX_LOG_BYTES (gzip never shrinks it below a thousandth). */
export const MAX_LINK_CHARS = Math.ceil((MAX_LOG_BYTES * 4) / 3);

export function base64urlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = bytes.length - i >= 3 ? 4 : bytes.length - i + 1;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes of base64url text (padding allowed), or null when it is not base64url. */
export function base64urlDecode(text: string): Uint8Array | null {
  const data = text.replace(/={0,2}$/, '');
  if (data.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((data.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (const c of data) {
    const v = VALUE.get(c);
    if (v === undefined) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The gunzipped bytes; throws a one-line reason on corrupt data or more than `limit` bytes. */
async function gunzip(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  const reader = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      throw new Error('the link is damaged: its data does not decompress');
    }
    if (read.done) break;
    size += read.value.length;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`the link holds more than ${limit / (1024 * 1024)} MB of log`);
    }
    chunks.push(read.value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The data to put after `#log=`: base64url of the gzip of the file's canonical JSON. */
export async function encodeShareLink(file: LogFile): Promise<string> {
  const shared =
    file.perspective === 'full' ? { ...file, events: file.events.map(({ seq, event }) => ({ seq, event })), head: file.events.at(-1)?.hash ?? GENESIS } : file;
  return base64urlEncode(await gzip(new TextEncoder().encode(canonicalJson(shared))));
}

/** A full log shared without its hashes gets them back; null when they do not end at `head`. */
async function rehash(text: string): Promise<string | null> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text; // parseLogFile says what is wrong
  }
  const shared = value as { perspective?: unknown; head?: unknown; events?: unknown };
  if (typeof shared !== 'object' || shared === null || shared.perspective !== 'full' || typeof shared.head !== 'string' || !Array.isArray(shared.events)) {
    return text;
  }
  const { head, ...file } = shared as { head: string; events: { seq: number; event: unknown }[] };
  let prev = GENESIS;
  const events = [];
  for (const e of file.events) {
    if (typeof e !== 'object' || e === null) return text;
    prev = await entryHash(prev, e.seq, e.event);
    events.push({ ...e, hash: prev });
  }
  return prev === head ? JSON.stringify({ ...file, events }) : null;
}

/**
 * The log file in a link's data. Takes the data alone, `log=<data>`, `#log=<data>` or a whole URL
 * ending in `#log=<data>`. Never throws: a reason for bad base64url, corrupt gzip, text that is not
 * UTF-8, too much data, and then every reason of parseLogFile.
 */
export async function decodeShareLink(fragment: string): Promise<ParseResult> {
  let data = String(fragment).trim();
  const hash = data.indexOf('#');
  if (hash >= 0) data = data.slice(hash + 1);
  if (data.startsWith('log=')) data = data.slice(4);
  if (data === '') return { ok: false, reason: 'the link holds no log' };
  if (data.length > MAX_LINK_CHARS) return { ok: false, reason: `the link is too long to hold a log (${data.length} characters)` };
  const bytes = base64urlDecode(data);
  if (!bytes) {
    const bad = [...data.replace(/={0,2}$/, '')].findIndex((c) => !VALUE.has(c));
    return {
      ok: false,
      reason:
        bad >= 0
          ? `the link is not valid base64url: character ${bad + 1} ("${data[bad]}") cannot be in it`
          : 'the link is not valid base64url: it is cut short',
    };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await gunzip(bytes, MAX_LOG_BYTES));
  } catch (error) {
    const reason = error instanceof Error && error.message.startsWith('the link') ? error.message : "the link's data is not UTF-8 text";
    return { ok: false, reason };
  }
  const full = await rehash(text);
  if (full === null) return { ok: false, reason: 'the link is damaged: its events do not lead to the hash they were shared with' };
  return readLogFile(full);
}
