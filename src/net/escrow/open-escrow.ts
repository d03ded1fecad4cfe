/**
 * The successor's side: the host's state rebuilt from the escrow, once at least 2 guests' shares of
 * one epoch are in (the successor's own and another's). It recovers the key, opens the record and
 * every entry box, and gives `{record, log}`, the record and the full log as the host sealed them,
 * or the first reason it cannot: too few shares, shares of different epochs, shares that do not make
 * the key, a box that does not open (changed, or moved to another place), a missing entry, boxes out
 * of order, or a log shorter than the successor knows it is.
 */
import { openBox } from './escrow-box.js';
import { ESCROW_THRESHOLD } from './escrow-holders.js';
import { recoverEscrowKey } from './escrow-key.js';
import { describeBox, readBox, readShare, type EscrowBox, type ShareParts } from './escrow-wire.js';

/** The boxes a holder keeps (`EscrowHolder.record` and `.entries`). */
export interface EscrowBoxes {
  readonly record: EscrowBox | null;
  readonly entries: readonly EscrowBox[];
}

export interface OpenOptions {
  /** Entries the log is known to hold at least (the successor's own seat log's length). */
  readonly atLeast?: number;
}

export type Opened = { ok: true; epoch: number; holders: number[]; record: unknown; log: unknown[] } | { ok: false; reason: string };

const refuse = (reason: string): Opened => ({ ok: false, reason });

/** Shares read and checked: one per holder, all of one epoch; or the reason they cannot be used. */
function readShares(texts: readonly unknown[]): ShareParts[] | string {
  const byHolder = new Map<number, { text: unknown; parts: ShareParts }>();
  for (const [i, text] of texts.entries()) {
    const parts = readShare(text);
    if (!parts) return `share ${i + 1} is not an escrow share`;
    const same = byHolder.get(parts.holder);
    if (same && same.text !== text) return `two different shares name seat ${parts.holder}`;
    byHolder.set(parts.holder, { text, parts });
  }
  const shares = [...byHolder.values()].map((s) => s.parts);
  if (shares.length === 0) return 'no shares: the escrow opens with the shares of 2 guests';
  const epochs = [...new Set(shares.map((s) => s.epoch))];
  if (epochs.length > 1) return `the shares are of different epochs (${epochs.sort((a, b) => a - b).join(', ')})`;
  if (shares.length < ESCROW_THRESHOLD) {
    return `one share cannot open the escrow: it takes the shares of ${ESCROW_THRESHOLD} guests (only seat ${shares[0]!.holder}'s is here)`;
  }
  return shares;
}

/** The host's record and full log, from `shares` (of any holders) and the boxes one holder kept. */
export async function openEscrow(table: string, shares: readonly unknown[], boxes: EscrowBoxes, options: OpenOptions = {}): Promise<Opened> {
  const parts = readShares(shares);
  if (typeof parts === 'string') return refuse(parts);
  const epoch = parts[0]!.epoch;

  if (boxes.record === null) return refuse(`no record box of epoch ${epoch}: the host's record never arrived`);
  const record = readBox(boxes.record);
  if (record?.kind !== 'record') return refuse('the record box is not a record box');
  if (record.epoch !== epoch) return refuse(`the record box is of epoch ${record.epoch}, the shares of epoch ${epoch}`);

  const seqs: number[] = [];
  for (const [i, text] of boxes.entries.entries()) {
    const box = readBox(text);
    if (box?.kind !== 'entry') return refuse(`box ${i} of the log is not an entry box`);
    if (box.epoch !== epoch) return refuse(`the box of ${describeBox(box)} is not of the shares' epoch (${epoch})`);
    seqs.push(box.seq);
  }
  for (const [i, seq] of seqs.entries()) {
    if (seq === i) continue;
    return refuse(seqs.includes(i) ? `the entry boxes are out of order: entry ${seq} is where entry ${i} belongs` : `entry ${i} is missing`);
  }
  if (options.atLeast !== undefined && seqs.length < options.atLeast) {
    return refuse(`entries ${seqs.length} to ${options.atLeast - 1} are missing: the escrow holds ${seqs.length}`);
  }

  const key = await recoverEscrowKey(table, parts);
  if (!key.ok) return key;
  const opened = await openBox(key.key, table, boxes.record);
  if (!opened.ok) return opened;
  const log: unknown[] = [];
  for (const text of boxes.entries) {
    const entry = await openBox(key.key, table, text);
    if (!entry.ok) return entry;
    log.push(entry.value);
  }
  return { ok: true, epoch, holders: key.holders, record: opened.value, log };
}
