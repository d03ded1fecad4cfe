/**
 * A guest's side of the escrow: its own share of the current epoch and the boxes of that epoch in
 * order (the latest record, the log entries from 0 with no gap). Pure bookkeeping: it never holds a
 * key and opens nothing. A share of a newer epoch starts afresh (the host seals everything again
 * under it); a duplicate is taken quietly; a gap, a box of another epoch, a box before the share,
 * or a second, different box for a place already held is refused with the reason.
 *
 * `stored()` is plain JSON for the guest's store, so a reloaded page can still hand its share over
 * (and, if it is the successor, open the boxes); `EscrowHolder.restore` reads it back.
 */
import { describeBox, readBox, readShare, type EscrowBox, type EscrowShare } from './escrow-wire.js';

/** What a guest stores. */
export interface StoredEscrow {
  readonly table: string;
  readonly share: EscrowShare | null;
  readonly record: EscrowBox | null;
  readonly entries: readonly EscrowBox[];
}

export type Taken = { ok: true; change: 'added' | 'duplicate' } | { ok: false; reason: string };

export class EscrowHolder {
  private ownShare: EscrowShare | null = null;
  private currentEpoch: number | null = null;
  private holderSeat: number | null = null;
  private recordBox: EscrowBox | null = null;
  private recordVersion = -1;
  private entryBoxes: EscrowBox[] = [];

  constructor(readonly table: string) {}

  /** A holder from what `stored()` gave, or null when that is not a consistent escrow of `table`. */
  static restore(table: string, stored: unknown): EscrowHolder | null {
    const holder = new EscrowHolder(table);
    if (typeof stored !== 'object' || stored === null) return null;
    const { table: storedTable, share, record, entries } = stored as Partial<Record<keyof StoredEscrow, unknown>>;
    if (storedTable !== table || !Array.isArray(entries)) return null;
    if (share === null) return record === null && entries.length === 0 ? holder : null;
    if (!holder.takeShare(share).ok) return null;
    if (record !== null && !holder.takeBox(record).ok) return null;
    for (const box of entries) if (!holder.takeBox(box).ok) return null;
    return holder;
  }

  /** The epoch of the share held, or null before the first share. */
  get epoch(): number | null {
    return this.currentEpoch;
  }

  /** The seat the share held was issued to. */
  get holder(): number | null {
    return this.holderSeat;
  }

  get share(): EscrowShare | null {
    return this.ownShare;
  }

  get record(): EscrowBox | null {
    return this.recordBox;
  }

  get entries(): readonly EscrowBox[] {
    return this.entryBoxes;
  }

  /** This guest's share, as the host sent it. */
  takeShare(text: unknown): Taken {
    const share = readShare(text);
    if (!share) return { ok: false, reason: 'not an escrow share' };
    if (this.currentEpoch !== null) {
      if (share.epoch < this.currentEpoch) {
        return { ok: false, reason: `a share of epoch ${share.epoch}, older than the epoch held (${this.currentEpoch})` };
      }
      if (share.epoch === this.currentEpoch) {
        return text === this.ownShare ? { ok: true, change: 'duplicate' } : { ok: false, reason: `a second, different share of epoch ${share.epoch}` };
      }
    }
    this.ownShare = text as EscrowShare;
    this.currentEpoch = share.epoch;
    this.holderSeat = share.holder;
    this.recordBox = null;
    this.recordVersion = -1;
    this.entryBoxes = [];
    return { ok: true, change: 'added' };
  }

  /** A box of the current epoch: the record, or the next log entry. */
  takeBox(text: unknown): Taken {
    const box = readBox(text);
    if (!box) return { ok: false, reason: 'not an escrow box' };
    if (this.currentEpoch === null) return { ok: false, reason: `the box of ${describeBox(box)} came before this guest's share` };
    if (box.epoch !== this.currentEpoch) {
      return { ok: false, reason: `the box of ${describeBox(box)} is not of the epoch held (${this.currentEpoch})` };
    }
    const held = box.kind === 'record' ? (box.seq === this.recordVersion ? this.recordBox : null) : this.entryBoxes[box.seq];
    if (held !== undefined && held !== null) {
      return held === text ? { ok: true, change: 'duplicate' } : { ok: false, reason: `a second, different box of ${describeBox(box)}` };
    }
    if (box.kind === 'record') {
      if (box.seq < this.recordVersion) {
        return { ok: false, reason: `the box of ${describeBox(box)} is older than the record held (${this.recordVersion})` };
      }
      this.recordBox = text as EscrowBox;
      this.recordVersion = box.seq;
      return { ok: true, change: 'added' };
    }
    if (box.seq !== this.entryBoxes.length) {
      return { ok: false, reason: `a gap: the box of ${describeBox(box)} came when entry ${this.entryBoxes.length} was due` };
    }
    this.entryBoxes.push(text as EscrowBox);
    return { ok: true, change: 'added' };
  }

  /** Plain JSON to store, so that a reloaded page keeps its share and boxes. */
  stored(): StoredEscrow {
    return { table: this.table, share: this.ownShare, record: this.recordBox, entries: [...this.entryBoxes] };
  }
}
