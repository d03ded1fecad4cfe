/** Persistence of the tables this browser hosts: settings, secrets and the full hash-chained log. */
import type { LogEntry } from '../kernel/log.js';
import { database, range, type HostedTable } from './db.js';

export class HostStore {
  constructor(private readonly dbName?: string) {}

  async save(record: HostedTable): Promise<void> {
    await (await database(this.dbName)).put('hosted', record);
  }

  async append(table: string, entry: LogEntry<unknown>): Promise<void> {
    await (await database(this.dbName)).put('hostLog', { ...entry, table });
  }

  async load(table: string): Promise<{ record: HostedTable; log: LogEntry<unknown>[] } | null> {
    const db = await database(this.dbName);
    const tx = db.transaction(['hosted', 'hostLog']);
    const record = await tx.objectStore('hosted').get(table);
    const rows = await tx.objectStore('hostLog').getAll(range(table));
    await tx.done;
    if (!record) return null;
    return { record, log: rows.map(({ seq, event, prev, hash }) => ({ seq, event, prev, hash })) };
  }

  async list(): Promise<HostedTable[]> {
    return (await database(this.dbName)).getAll('hosted');
  }

  /** Forgets the table: its record and its log. */
  async remove(table: string): Promise<void> {
    const db = await database(this.dbName);
    const tx = db.transaction(['hosted', 'hostLog'], 'readwrite');
    await tx.objectStore('hosted').delete(table);
    await tx.objectStore('hostLog').delete(range(table));
    await tx.done;
  }
}
