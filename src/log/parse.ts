/**
 * Reading a log file from untrusted text: every field is checked for shape (docs/log-format.md), and
 * the first thing wrong is named in one line. Never throws. What the events mean is left to
 * verifyLogFile (the rules and the hash chain); this only makes sure the file is a log at all.
 */
import { loadedPlay, loadPlay, MODULES, moduleOf } from '../games/registry.js';
import { isCommitment } from '../kernel/fairness.js';
import type { Typed } from '../kernel/game.js';
import { LOG_FORMAT, LOG_VERSION, type LogFile, type LogFileEvent } from './format.js';

/** The largest log file read, in bytes of UTF-8 text. A finished 6-player game is well under 1 MB. */
export const MAX_LOG_BYTES = 10 * 1024 * 1024;
/** The most events a log may hold. A finished game has a few hundred. */
export const MAX_LOG_EVENTS = 100_000;

export type ParseResult = { readonly ok: true; readonly file: LogFile } | { readonly ok: false; readonly reason: string };

/** Thrown inside the parser only; parseLogFile turns it into `{ok: false, reason}`. */
class Bad extends Error {}

const HEX64 = /^[0-9a-f]{64}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
/** Rounded up, so a file just over the limit never reads as exactly at it. */
const megabytes = (bytes: number): string => `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;

/** Bytes of `text` as UTF-8, counted without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The reason a text that is `bytes` long may not be read, or null. */
export function sizeRefusal(bytes: number): string | null {
  return bytes > MAX_LOG_BYTES ? `the file is ${megabytes(bytes)}; a log may be at most ${MAX_LOG_BYTES / (1024 * 1024)} MB` : null;
}

function need(ok: boolean, reason: string): void {
  if (!ok) throw new Bad(reason);
}

function str(o: Record<string, unknown>, key: string): string {
  need(typeof o[key] === 'string', `the field "${key}" is ${o[key] === undefined ? 'missing' : 'not text'}`);
  return o[key] as string;
}

function time(o: Record<string, unknown>, key: string): string {
  const t = str(o, key);
  need(ISO_TIME.test(t) && !Number.isNaN(Date.parse(t)), `the field "${key}" is not an ISO 8601 time: "${t.slice(0, 40)}"`);
  return t;
}

function fairnessOf(value: unknown, seats: number): LogFile['fairness'] {
  need(isRecord(value), value === undefined ? 'the field "fairness" is missing' : 'the field "fairness" is not an object');
  const f = value as Record<string, unknown>;
  need(isCommitment(f.hostCommitment), 'the field "fairness.hostCommitment" is not a commitment (64 lowercase hex digits)');
  const list = (key: string, allowNull: boolean): (string | null)[] | null => {
    const v = f[key];
    if (v === null && allowNull) return null;
    need(Array.isArray(v), `the field "fairness.${key}" is ${v === undefined ? 'missing' : allowNull ? 'neither a list nor null' : 'not a list'}`);
    const items = v as unknown[];
    need(items.length === seats, `the field "fairness.${key}" has ${items.length} entries for ${seats} seats`);
    items.forEach((x, s) =>
      need(x === null || (typeof x === 'string' && HEX64.test(x)), `the field "fairness.${key}[${s}]" is neither 64 lowercase hex digits nor null`),
    );
    return items as (string | null)[];
  };
  const seatCommitments = list('seatCommitments', false)!;
  need(f.hostSecret === null || isCommitment(f.hostSecret), 'the field "fairness.hostSecret" is neither a secret (64 lowercase hex digits) nor null');
  const seatSecrets = list('seatSecrets', true);
  return { hostCommitment: f.hostCommitment as string, seatCommitments, hostSecret: f.hostSecret as string | null, seatSecrets };
}

function eventsOf(value: unknown): LogFileEvent[] {
  need(Array.isArray(value), value === undefined ? 'the field "events" is missing' : 'the field "events" is not a list');
  const items = value as unknown[];
  need(items.length > 0, 'the log has no events');
  need(
    items.length <= MAX_LOG_EVENTS,
    `the log has ${items.length.toLocaleString('en')} events; a log may have at most ${MAX_LOG_EVENTS.toLocaleString('en')}`,
  );
  return items.map((item, i) => {
    need(isRecord(item), `entry ${i} ("events[${i}]") is not an object`);
    const e = item as Record<string, unknown>;
    need(Number.isInteger(e.seq), `entry ${i} ("events[${i}].seq") has no sequence number`);
    need(e.seq === i, `entry ${i} is out of sequence: its "seq" is ${String(e.seq)}, expected ${i}`);
    need(isRecord(e.event), `entry ${i} ("events[${i}].event") is not an object`);
    need(typeof (e.event as Record<string, unknown>).type === 'string', `entry ${i} ("events[${i}].event.type") has no event type`);
    need(typeof e.hash === 'string' && HEX64.test(e.hash), `entry ${i} ("events[${i}].hash") is not a hash (64 lowercase hex digits)`);
    return { seq: i, event: e.event as unknown as Typed, hash: e.hash as string };
  });
}

function fileOf(value: unknown): LogFile {
  need(isRecord(value) && value.format === LOG_FORMAT, 'this is not a peer-table log (no "format": "peer-table-log")');
  const o = value as Record<string, unknown>;
  need(o.version !== undefined, 'the field "version" is missing');
  need(Number.isInteger(o.version), 'the field "version" is not a whole number');
  need(o.version === LOG_VERSION, `format version ${String(o.version)} is not supported; this version reads ${LOG_VERSION}`);
  const gameId = str(o, 'game');
  need(moduleOf(gameId) !== null, `unknown game "${gameId.slice(0, 60)}": this version knows ${MODULES.map((m) => m.id).join(', ')}`);
  const play = loadedPlay(gameId);
  need(play !== null, `the rules of ${gameId} are not loaded yet (read the file with readLogFile)`);
  const game = play!.game;
  need(Array.isArray(o.seats), `the field "seats" is ${o.seats === undefined ? 'missing' : 'not a list'}`);
  const seats = o.seats as unknown[];
  seats.forEach((n, s) => need(typeof n === 'string', `the field "seats[${s}]" is not a name`));
  need(
    seats.length >= game.minSeats && seats.length <= game.maxSeats,
    `the field "seats" has ${seats.length} names; ${game.id} needs ${game.minSeats} to ${game.maxSeats}`,
  );
  need(o.options !== undefined, 'the field "options" is missing');
  const optionsFault = game.checkOptions(o.options, seats.length);
  need(optionsFault === null, `the field "options" is not valid for ${game.id}: ${optionsFault}`);
  const table = str(o, 'table');
  const started = time(o, 'started');
  need(o.finished !== undefined, 'the field "finished" is missing');
  const finished = o.finished === null ? null : time(o, 'finished');
  const p = o.perspective;
  need(
    p === 'full' || (Number.isInteger(p) && (p as number) >= -1 && (p as number) < seats.length),
    `the field "perspective" is ${p === undefined ? 'missing' : `neither "full" nor a seat from -1 to ${seats.length - 1}`}`,
  );
  const fairness = fairnessOf(o.fairness, seats.length);
  const events = eventsOf(o.events);
  return {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    game: gameId,
    options: o.options,
    seats: seats as string[],
    table,
    started,
    finished,
    perspective: p as LogFile['perspective'],
    fairness,
    events,
  };
}

/**
 * A log file from its text, or the first thing wrong with it in one line. The file returned holds
 * only the fields of the format (unknown fields are dropped). The rules of the file's game must be
 * loaded: readLogFile loads them first.
 */
export function parseLogFile(text: string): ParseResult {
  try {
    if (typeof text !== 'string') return { ok: false, reason: 'the file is not text' };
    const tooBig = sizeRefusal(text.length > MAX_LOG_BYTES ? text.length : text.length * 3 > MAX_LOG_BYTES ? utf8Length(text) : 0);
    if (tooBig) return { ok: false, reason: tooBig };
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    if (body.trim() === '') return { ok: false, reason: 'the file is empty' };
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return { ok: false, reason: 'the file is cut short or is not JSON' };
    }
    return { ok: true, file: fileOf(value) };
  } catch (error) {
    if (error instanceof Bad) return { ok: false, reason: error.message };
    return { ok: false, reason: `the file could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** parseLogFile, once the rules of the game the text names are loaded. Never throws. */
export async function readLogFile(text: string): Promise<ParseResult> {
  if (typeof text === 'string' && text.length <= MAX_LOG_BYTES) {
    try {
      const game = (JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as { game?: unknown }).game;
      if (typeof game === 'string' && moduleOf(game)) await loadPlay(game);
    } catch (error) {
      // Not JSON (parseLogFile says so), or the rules could not be loaded:
      if (error instanceof Error && error.message.includes('could not be loaded')) return { ok: false, reason: error.message };
    }
  }
  return parseLogFile(text);
}
