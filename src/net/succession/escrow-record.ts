/**
 * What the escrow's record box holds: the table's record as its host keeps it (every secret and
 * seat token, the seed, the options, the seats and their bots; the chat stays out) and the salts of
 * the sealed choices its bots made, by seat, so that a new host's bots can still open them.
 */
import type { KeptChoice } from '../../kernel/sealer.js';
import type { HostedTable } from '../../store/db.js';

export interface EscrowRecord {
  readonly record: HostedTable;
  readonly bots: Readonly<Record<number, readonly KeptChoice[]>>;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The record opened from an escrow, checked for the fields a new host stands on; null when it is not one of `table`. */
export function readEscrowRecord(value: unknown, table: string): EscrowRecord | null {
  if (!isObject(value) || !isObject(value.record) || !isObject(value.bots)) return null;
  const r = value.record;
  if (r.table !== table || typeof r.game !== 'string' || !Array.isArray(r.slots) || typeof r.hostSecret !== 'string') return null;
  if (typeof r.seed !== 'string' || r.started !== true || !Number.isInteger(r.hostSeat)) return null;
  return value as unknown as EscrowRecord;
}
