/**
 * The host's state as a successor rebuilds it from the escrow: the record and the events it opened,
 * the hash chain made again from the events and checked before anything is hosted from them (every
 * event this page received is in it, at its place, under the same chain hash the old host sent),
 * and the record the new host keeps: the same table, hosted from this page's seat, one generation on.
 */
import type { Typed } from '../../kernel/game.js';
import { appendEvents, type LogEntry } from '../../kernel/log.js';
import type { HostedTable } from '../../store/db.js';
import type { WireEntry } from '../protocol.js';
import { readEscrowRecord, type EscrowRecord } from './escrow-record.js';

export interface Rebuilt extends EscrowRecord {
  readonly log: readonly LogEntry<Typed>[];
}

const isEvent = (x: unknown): x is Typed => typeof x === 'object' && x !== null && typeof (x as Partial<Typed>).type === 'string';

/** The opened escrow checked against what this page holds; or the reason it cannot be hosted from. */
export async function rebuild(
  table: string,
  opened: { readonly record: unknown; readonly log: readonly unknown[] },
  held: readonly WireEntry[],
): Promise<Rebuilt | string> {
  const record = readEscrowRecord(opened.record, table);
  if (!record) return 'the escrow’s record is not this table’s';
  if (!opened.log.every(isEvent)) return 'the escrow’s log holds something that is not an event';
  const log = await appendEvents([], opened.log as Typed[]);
  for (const entry of held) {
    if (log[entry.seq]?.hash !== entry.hash) return `event ${entry.seq} this page received is not the escrow’s`;
  }
  return { ...record, log };
}

/** The record a new host at `seat` keeps for generation `generation`, listening under `peer` (the id it was elected under). */
export function successorRecord(old: HostedTable, seat: number, generation: number, peer: string): HostedTable {
  const { handedOver: _, ...rest } = old;
  return { ...rest, hostSeat: seat, generation, peer };
}
