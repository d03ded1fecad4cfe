/**
 * The append-only event log. Entry n is chained to entry n-1:
 * hash = SHA-256(prev + "\n" + canonicalJson({seq, event})), the first entry's prev being GENESIS.
 */
import { canonicalJson } from './canonical.js';
import { sha256Hex } from './hash.js';

export const GENESIS = '0'.repeat(64);

export interface LogEntry<E> {
  readonly seq: number;
  readonly event: E;
  readonly prev: string;
  readonly hash: string;
}

export type Verdict = { ok: true } | { ok: false; seq: number; reason: string };

export function entryHash(prev: string, seq: number, event: unknown): Promise<string> {
  return sha256Hex(`${prev}\n${canonicalJson({ seq, event })}`);
}

export function headHash(log: readonly LogEntry<unknown>[]): string {
  return log.length === 0 ? GENESIS : log[log.length - 1]!.hash;
}

/** A new entry to put after `log`; the log itself is never changed. */
export async function nextEntry<E>(log: readonly LogEntry<E>[], event: E): Promise<LogEntry<E>> {
  const prev = headHash(log);
  const seq = log.length;
  return { seq, event, prev, hash: await entryHash(prev, seq, event) };
}

export async function appendEvents<E>(log: readonly LogEntry<E>[], events: readonly E[]): Promise<LogEntry<E>[]> {
  const out = log.slice();
  for (const event of events) out.push(await nextEntry(out, event));
  return out;
}

/** Checks sequence numbers, links and hashes; names the first entry that is wrong. */
export async function verifyLog(log: readonly LogEntry<unknown>[]): Promise<Verdict> {
  let prev = GENESIS;
  for (let i = 0; i < log.length; i++) {
    const entry = log[i]!;
    if (entry.seq !== i) return { ok: false, seq: i, reason: `entry ${i} has sequence number ${entry.seq}` };
    if (entry.prev !== prev) return { ok: false, seq: i, reason: `entry ${i} does not link to entry ${i - 1}` };
    if ((await entryHash(prev, i, entry.event)) !== entry.hash) {
      return { ok: false, seq: i, reason: `entry ${i} does not match its hash` };
    }
    prev = entry.hash;
  }
  return { ok: true };
}
