/** Persistence of the tables this browser joined: the seat token, the role and the seat's own log. */
import type { WireEntry } from '../net/protocol.js';
import { database, range, type JoinedTable } from './db.js';

export class GuestStore {
  constructor(private readonly dbName?: string) {}

  async save(record: JoinedTable): Promise<void> {
    await (await database(this.dbName)).put('joined', record);
  }

  async append(table: string, entries: readonly WireEntry[]): Promise<void> {
    const db = await database(this.dbName);
    const tx = db.transaction('seatLog', 'readwrite');
    await Promise.all([...entries.map((e) => tx.store.put({ seq: e.seq, event: e.event, hash: e.hash, table })), tx.done]);
  }

  async load(table: string): Promise<{ record: JoinedTable; log: WireEntry[] } | null> {
    const db = await database(this.dbName);
    const tx = db.transaction(['joined', 'seatLog']);
    const record = await tx.objectStore('joined').get(table);
    const rows = await tx.objectStore('seatLog').getAll(range(table));
    await tx.done;
    if (!record) return null;
    return { record, log: rows.map(({ seq, event, hash }) => ({ seq, event, hash })) };
  }

  /** The escrow's entry boxes from `from` (a new epoch's start from 0, replacing what was kept). */
  async putBoxes(table: string, from: number, boxes: readonly string[]): Promise<void> {
    const db = await database(this.dbName);
    const tx = db.transaction('escrowBox', 'readwrite');
    if (from === 0) await tx.store.delete(range(table));
    await Promise.all([...boxes.map((box, i) => tx.store.put({ table, seq: from + i, box })), tx.done]);
  }

  /** The escrow's entry boxes kept, in order from 0. */
  async boxes(table: string): Promise<string[]> {
    const rows = await (await database(this.dbName)).getAll('escrowBox', range(table));
    return rows.map((r) => r.box);
  }

  /** Forget the seat's log from entry `from` on (a log that forked under a new host is cut back to where it forked). */
  async cutLog(table: string, from: number): Promise<void> {
    await (await database(this.dbName)).delete('seatLog', IDBKeyRange.bound([table, from], [table, Number.MAX_SAFE_INTEGER]));
  }

  /** Forget the seat's log (a guest whose role changed starts its log again). */
  async clearLog(table: string): Promise<void> {
    await (await database(this.dbName)).delete('seatLog', range(table));
  }

  /** Notes that this page left the table during its game (the next save, on coming back, clears it). */
  async markLeft(table: string): Promise<void> {
    const db = await database(this.dbName);
    const record = await db.get('joined', table);
    if (record) await db.put('joined', { ...record, left: true });
  }

  /** Forgets the table: its record, its seat's log and its escrow boxes. */
  async remove(table: string): Promise<void> {
    const db = await database(this.dbName);
    const tx = db.transaction(['joined', 'seatLog', 'escrowBox'], 'readwrite');
    await tx.objectStore('joined').delete(table);
    await tx.objectStore('seatLog').delete(range(table));
    await tx.objectStore('escrowBox').delete(range(table));
    await tx.done;
  }

  async list(): Promise<JoinedTable[]> {
    return (await database(this.dbName)).getAll('joined');
  }
}
