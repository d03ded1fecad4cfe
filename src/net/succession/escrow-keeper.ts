/**
 * The host's side of the escrow over a game (src/net/escrow/ holds the cryptography): an epoch for
 * the current guests (the persons seated other than the host), each guest's share and the epoch's
 * rendezvous sent to it alone, the record's box (the table's record with every secret, and the
 * salts of the bot seats' sealed choices) sealed again whenever it changes, and one box per full
 * log entry, sealed before the entry is sent to anyone so that it travels with it. A box holds the
 * event alone: a successor rebuilds the hash chain from the events, and checks it against the
 * chain hashes its own seat log carries. A table with
 * fewer than two guests keeps no escrow (canEscrow): it cannot change host.
 *
 * Everything runs one at a time, in the order asked: an entry is sealed in the epoch it was
 * appended in, and a new epoch seals every entry it has seen.
 */
import { newSecret } from '../../kernel/fairness.js';
import type { LogEntry } from '../../kernel/log.js';
import { canEscrow } from '../escrow/escrow-holders.js';
import type { EscrowSealer } from '../escrow/escrow-sealer.js';
import type { EscrowBox } from '../escrow/escrow-wire.js';
import type { HostMessage, LobbyEscrow } from '../protocol.js';

export interface KeeperHooks {
  readonly table: string;
  /** The guests who hold shares now (seats). */
  readonly holders: () => readonly number[];
  /** What the record's box holds (the table's record and the bots' sealed-choice salts). */
  readonly record: () => unknown;
  /** The next epoch's number, kept by the host so that it only grows (a reload included). */
  readonly nextEpoch: () => Promise<number>;
  /** Sends `message` to every connection holding `seat`. */
  readonly sendTo: (seat: number, message: HostMessage) => void;
}

export class EscrowKeeper {
  private sealer: EscrowSealer | null = null;
  private rendezvous = '';
  private recordBox: EscrowBox | null = null;
  /** The record as last sealed (JSON): a record that did not change is not sealed again. */
  private sealedRecord = '';
  private boxes: EscrowBox[] = [];
  private readonly entries: LogEntry<unknown>[];
  private queue: Promise<unknown> = Promise.resolve();

  /** `log`: the entries the table holds already (they are sealed by the first epoch). */
  constructor(
    private readonly hooks: KeeperHooks,
    log: readonly LogEntry<unknown>[],
  ) {
    this.entries = log.slice();
  }

  /** The epoch and its holders, for the lobby; null while there is none. */
  get state(): LobbyEscrow | null {
    return this.sealer ? { epoch: this.sealer.epoch, holders: this.sealer.holders } : null;
  }

  /** Whether `seat` holds a share of the current epoch. */
  holds(seat: number): boolean {
    return this.sealer?.holders.includes(seat) ?? false;
  }

  /** The box of log entry `seq` in the current epoch (for a holder's copy of the entry). */
  boxOf(seq: number): EscrowBox | undefined {
    return this.boxes[seq];
  }

  /**
   * A new epoch for the guests now, if they differ from the current epoch's or `force`: new key,
   * new shares, the record and every entry sealed again and sent to each holder connected.
   */
  renew(force = false): Promise<void> {
    return this.inTurn(async () => {
      const holders = [...this.hooks.holders()].sort((a, b) => a - b);
      const same = this.sealer !== null && holders.join() === this.sealer.holders.sort((a, b) => a - b).join();
      if (same && !force) return;
      if (!canEscrow(holders.length)) {
        this.sealer = null;
        this.boxes = [];
        this.recordBox = null;
        return;
      }
      // The key's code (Shamir's sharing, SHA-256) loads with the first escrow a table can hold.
      const { EscrowSealer } = await import('../escrow/escrow-sealer.js');
      const sealer = await EscrowSealer.open(this.hooks.table, await this.hooks.nextEpoch(), holders);
      const record = this.hooks.record();
      const recordBox = await sealer.sealRecord(record);
      this.sealedRecord = JSON.stringify(record);
      const boxes: EscrowBox[] = [];
      for (const entry of this.entries) boxes.push(await sealer.sealEntry(entry.event));
      this.sealer = sealer;
      this.rendezvous = newSecret();
      this.recordBox = recordBox;
      this.boxes = boxes;
      for (const seat of holders) this.hooks.sendTo(seat, this.catchUp(seat)!);
    });
  }

  /** Seals a new full log entry (before it is sent anywhere); resolves once its box is ready. */
  seal(entry: LogEntry<unknown>): Promise<void> {
    return this.inTurn(async () => {
      this.entries.push(entry);
      if (this.sealer) this.boxes.push(await this.sealer.sealEntry(entry.event));
    });
  }

  /** The record changed (a seat, a token, a bot's sealed choice): its new box to every holder. */
  recordChanged(): Promise<void> {
    return this.inTurn(async () => {
      if (!this.sealer) return;
      const epoch = this.sealer.epoch;
      const record = this.hooks.record();
      const json = JSON.stringify(record);
      if (json === this.sealedRecord) return;
      this.sealedRecord = json;
      this.recordBox = await this.sealer.sealRecord(record);
      for (const seat of this.sealer.holders) this.hooks.sendTo(seat, { t: 'escrow', epoch, record: this.recordBox });
    });
  }

  /** Everything a holder at `seat` needs of the current epoch (after it connects), or null. */
  catchUp(seat: number): HostMessage | null {
    const sealer = this.sealer;
    if (!sealer || !this.holds(seat) || !this.recordBox) return null;
    return {
      t: 'escrow',
      epoch: sealer.epoch,
      share: sealer.shareFor(seat),
      rendezvous: this.rendezvous,
      holders: sealer.holders,
      record: this.recordBox,
      from: 0,
      boxes: this.boxes,
    };
  }

  private inTurn(run: () => Promise<void>): Promise<void> {
    const next = this.queue.then(run);
    this.queue = next.catch((e) => console.error('peer-table host: escrow:', e));
    return next;
  }
}
