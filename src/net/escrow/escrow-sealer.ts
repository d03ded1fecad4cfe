/**
 * The host's side of the escrow, for one epoch: the key, each guest's share (sent to that guest
 * alone, once), and the boxes every guest gets alike: the table's record (the host's secrets, sealed
 * again as a new version whenever it changes) and one box per full log entry, in order from 0.
 *
 * An epoch lasts as long as the set of guests does. When a guest comes or goes, or a new host takes
 * over, the host opens a new epoch (a higher number, a new key, new shares) and seals the record and
 * the whole log again under it, so a guest that has left holds nothing of what follows.
 */
import { sealBox } from './escrow-box.js';
import { makeEscrowKey, type EscrowKey } from './escrow-key.js';
import type { EscrowBox, EscrowShare } from './escrow-wire.js';

export class EscrowSealer {
  private records = 0;
  private sealedEntries = 0;

  private constructor(private readonly escrow: EscrowKey) {}

  /** Epoch `epoch` of `table`, held by `holders` (the guests' seats: at least 2; see `canEscrow`). */
  static async open(table: string, epoch: number, holders: readonly number[]): Promise<EscrowSealer> {
    return new EscrowSealer(await makeEscrowKey(table, epoch, holders));
  }

  get table(): string {
    return this.escrow.table;
  }

  get epoch(): number {
    return this.escrow.epoch;
  }

  get holders(): number[] {
    return [...this.escrow.shares.keys()];
  }

  /** How many log entries are sealed; the next `sealEntry` seals this one. */
  get entries(): number {
    return this.sealedEntries;
  }

  /** The share for the guest at `holder`, to be sent to that guest only. */
  shareFor(holder: number): EscrowShare {
    const share = this.escrow.shares.get(holder);
    if (share === undefined) throw new RangeError(`seat ${holder} holds no share of epoch ${this.epoch}`);
    return share;
  }

  /** The record (a new version of it each call: the last one sealed is the one that counts). */
  sealRecord(record: unknown): Promise<EscrowBox> {
    return sealBox(this.escrow.key, { table: this.table, epoch: this.epoch, kind: 'record', seq: this.records++ }, record);
  }

  /** The next full log entry, at place `entries`. */
  sealEntry(entry: unknown): Promise<EscrowBox> {
    return sealBox(this.escrow.key, { table: this.table, epoch: this.epoch, kind: 'entry', seq: this.sealedEntries++ }, entry);
  }
}
