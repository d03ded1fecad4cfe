import { expect } from '@open-wc/testing';
import type { WireEntry } from '../../src/net/protocol.js';
import type { JoinedTable } from '../../src/store/db.js';
import { GuestStore } from '../../src/store/guest-store.js';

/** A store on a database of its own, so no test sees another's tables. */
const store = () => new GuestStore(`test-guest-${Math.random()}`);

const joined = (table: string, over: Partial<JoinedTable> = {}): JoinedTable => ({
  table,
  name: 'Ben',
  token: 'tok-ben-0123456789abcdefg',
  role: { kind: 'seat', seat: 1 },
  updated: 1_700_000_000_000,
  secret: '12'.repeat(32),
  commitments: { host: 'ab'.repeat(32), seats: ['cd'.repeat(32), null, 'ef'.repeat(32)] },
  revealed: null,
  ...over,
});

/** Wire entries from..to-1 of a seat's (redacted) log. */
const entries = (from: number, to: number, tag = 'e'): WireEntry[] =>
  Array.from({ length: to - from }, (_, i) => ({
    seq: from + i,
    event: {
      type: `${tag}.${from + i}`,
      hands: [
        [1, 2],
        [null, null],
      ],
    },
    hash: `${tag}-${from + i}`.padEnd(64, '0'),
  }));

describe('GuestStore (IndexedDB)', () => {
  it('saves and loads a joined table', async () => {
    const s = store();
    const record = joined('t1');
    await s.save(record);
    const loaded = await s.load('t1');
    expect(loaded).to.deep.equal({ record, log: [] });
  });

  it('keeps every role and a revealed game exactly', async () => {
    const s = store();
    const revealed = {
      finishedAt: 1_700_000_000_000,
      hostSecret: 'aa'.repeat(32),
      seatSecrets: ['bb'.repeat(32), null],
      log: [{ seq: 0, event: { type: 'game.created' }, prev: '0'.repeat(64), hash: 'cc'.repeat(32) }],
    };
    const records = [
      joined('visitor', { role: { kind: 'visitor' }, token: null, secret: null, commitments: null }),
      joined('spectator', { role: { kind: 'spectator' }, token: null }),
      joined('seat', { role: { kind: 'seat', seat: 3 }, revealed }),
    ];
    for (const r of records) await s.save(r);
    for (const r of records) expect((await s.load(r.table))!.record).to.deep.equal(r);
  });

  it('load of an unknown table gives null, even if a log was stored under its name', async () => {
    const s = store();
    expect(await s.load('nope')).to.equal(null);
    await s.append('orphan', entries(0, 3));
    expect(await s.load('orphan')).to.equal(null);
  });

  it('appends batches, and loads the log in sequence order without the table key', async () => {
    const s = store();
    await s.save(joined('t1'));
    const all = entries(0, 40);
    await s.append('t1', all.slice(0, 1));
    await s.append('t1', all.slice(1, 12));
    await s.append('t1', []);
    await s.append('t1', all.slice(12, 40));
    const loaded = await s.load('t1');
    expect(loaded!.log).to.deep.equal(all);
    expect(Object.keys(loaded!.log[0]!).sort()).to.deep.equal(['event', 'hash', 'seq']);
  });

  it('orders by sequence number whatever order the batches come in, and a repeated entry is stored once', async () => {
    const s = store();
    await s.save(joined('t1'));
    const all = entries(0, 30);
    await Promise.all([s.append('t1', all.slice(20).reverse()), s.append('t1', all.slice(0, 12)), s.append('t1', all.slice(8, 22))]);
    const loaded = await s.load('t1');
    expect(loaded!.log.map((e) => e.seq)).to.deep.equal([...Array(30).keys()]);
    expect(loaded!.log).to.deep.equal(all);
  });

  it('stores only seq, event and hash of each entry', async () => {
    const s = store();
    await s.save(joined('t1'));
    const extra = { ...entries(0, 1)[0]!, table: 'elsewhere', junk: 1 } as WireEntry;
    await s.append('t1', [extra]);
    expect((await s.load('t1'))!.log).to.deep.equal(entries(0, 1));
    expect(await s.load('elsewhere')).to.equal(null);
  });

  it('a later save replaces the record and keeps the log', async () => {
    const s = store();
    await s.save(joined('t1'));
    await s.append('t1', entries(0, 5));
    const moved = joined('t1', { role: { kind: 'seat', seat: 2 }, updated: 2 });
    await s.save(moved);
    expect(await s.load('t1')).to.deep.equal({ record: moved, log: entries(0, 5) });
    expect(await s.list()).to.deep.equal([moved]);
  });

  it('keeps two tables apart, even when one id is a prefix of the other', async () => {
    const s = store();
    const ids = ['tab', 'table', 'ta', 'tab\u0000', 'tac'];
    for (const [i, id] of ids.entries()) {
      await s.save(joined(id));
      await s.append(id, entries(0, 3 + i, id));
    }
    for (const [i, id] of ids.entries()) expect((await s.load(id))!.log, id).to.deep.equal(entries(0, 3 + i, id));
  });

  it('clearLog forgets the log of that table only, and keeps its record', async () => {
    const s = store();
    await s.save(joined('a'));
    await s.save(joined('ab'));
    await s.save(joined('b'));
    await s.append('a', entries(0, 10, 'a'));
    await s.append('ab', entries(0, 7, 'ab'));
    await s.append('b', entries(0, 4, 'b'));
    await s.clearLog('a');
    expect(await s.load('a')).to.deep.equal({ record: joined('a'), log: [] });
    expect((await s.load('ab'))!.log).to.deep.equal(entries(0, 7, 'ab'));
    expect((await s.load('b'))!.log).to.deep.equal(entries(0, 4, 'b'));
    // The log starts again from the start.
    await s.append('a', entries(0, 2, 'again'));
    expect((await s.load('a'))!.log).to.deep.equal(entries(0, 2, 'again'));
    // Clearing a table with no log is no error.
    await s.clearLog('none');
  });

  it('lists every joined table, and nothing in a new database', async () => {
    const s = store();
    expect(await s.list()).to.deep.equal([]);
    await s.save(joined('y'));
    await s.save(joined('x', { name: 'Xi' }));
    const listed = await s.list();
    expect(listed.map((r) => r.table).sort()).to.deep.equal(['x', 'y']);
    expect(listed.find((r) => r.table === 'x')!.name).to.equal('Xi');
    expect(await store().list()).to.deep.equal([]);
  });
});
