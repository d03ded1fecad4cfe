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

  /** Forget the seat's log (a guest whose role changed starts its log again). */
  async clearLog(table: string): Promise<void> {
    await (await database(this.dbName)).delete('seatLog', range(table));
  }

  async list(): Promise<JoinedTable[]> {
    return (await database(this.dbName)).getAll('joined');
  }
}
