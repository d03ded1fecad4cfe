import { expect } from '@open-wc/testing';
import { appendEvents, verifyLog, type LogEntry } from '../../src/kernel/log.js';
import type { HostedTable } from '../../src/store/db.js';
import { HostStore } from '../../src/store/host-store.js';

/** A store on a database of its own, so no test sees another's tables. */
const store = () => new HostStore(`test-host-${Math.random()}`);

const hosted = (table: string, over: Partial<HostedTable> = {}): HostedTable => ({
  table,
  game: 'planet-tricks',
  options: { nullRule: true, target: [100, { nested: null }] },
  slots: [
    { kind: 'person', name: 'Hana', token: 'tok-hana-0123456789abcdef', secret: 'ab'.repeat(32), commitment: 'cd'.repeat(32) },
    { kind: 'person', name: 'Ben', token: 'tok-ben-0123456789abcdefg', secret: null, commitment: null },
    { kind: 'bot', name: 'Cyd (bot)', token: null, secret: null, commitment: null },
    { kind: 'open', name: '', token: null, secret: null, commitment: null },
  ],
  hostSeat: 0,
  hostSecret: 'ef'.repeat(32),
  hostCommitment: '01'.repeat(32),
  seed: null,
  started: false,
  startedAt: null,
  finishedAt: null,
  chat: [{ from: 'Ben', text: 'hi', at: 1_700_000_000_000 }],
  created: 1_700_000_000_000,
  ...over,
});

/** A real hash-chained log of `n` events. */
const chain = (n: number, tag = 'e'): Promise<LogEntry<unknown>[]> =>
  appendEvents<unknown>(
    [],
    Array.from({ length: n }, (_, i) => ({ type: `${tag}.${i}`, data: { i, list: [i, `${tag}`] } })),
  );

describe('HostStore (IndexedDB)', () => {
  it('saves and loads a hosted table and its log, in order, still a valid chain', async () => {
    const s = store();
    const record = hosted('t1');
    const log = await chain(50);
    await s.save(record);
    for (const entry of log) await s.append('t1', entry);
    const loaded = await s.load('t1');
    expect(loaded).to.not.equal(null);
    expect(loaded!.record).to.deep.equal(record);
    expect(loaded!.log).to.deep.equal(log);
    expect(await verifyLog(loaded!.log)).to.deep.equal({ ok: true });
  });

  it('loads the log without the table key it is stored under', async () => {
    const s = store();
    await s.save(hosted('t1'));
    const [entry] = await chain(1);
    await s.append('t1', entry!);
    const loaded = await s.load('t1');
    expect(Object.keys(loaded!.log[0]!).sort()).to.deep.equal(['event', 'hash', 'prev', 'seq']);
  });

  it('orders the log by sequence number, not by arrival and not as text (9 before 10)', async () => {
    const s = store();
    await s.save(hosted('t1'));
    const log = await chain(25);
    const shuffled = [...log].reverse();
    [shuffled[3], shuffled[17]] = [shuffled[17]!, shuffled[3]!];
    await Promise.all(shuffled.map((e) => s.append('t1', e)));
    const loaded = await s.load('t1');
    expect(loaded!.log.map((e) => e.seq)).to.deep.equal([...Array(25).keys()]);
    expect(loaded!.log).to.deep.equal(log);
  });

  it('appending an entry again with the same sequence number replaces it', async () => {
    const s = store();
    await s.save(hosted('t1'));
    const log = await chain(3);
    for (const e of log) await s.append('t1', e);
    await s.append('t1', { ...log[1]!, event: { replaced: true } });
    const loaded = await s.load('t1');
    expect(loaded!.log).to.have.length(3);
    expect(loaded!.log[1]!.event).to.deep.equal({ replaced: true });
  });

  it('a later save replaces the record and keeps the log', async () => {
    const s = store();
    await s.save(hosted('t1'));
    const log = await chain(4);
    for (const e of log) await s.append('t1', e);
    const started = hosted('t1', { started: true, startedAt: 5, seed: 'aa'.repeat(32), chat: [] });
    await s.save(started);
    const loaded = await s.load('t1');
    expect(loaded!.record).to.deep.equal(started);
    expect(loaded!.log).to.deep.equal(log);
    expect(await s.list()).to.have.length(1);
  });

  it('load of an unknown table gives null, even if a log was stored under its name', async () => {
    const s = store();
    expect(await s.load('nope')).to.equal(null);
    const [entry] = await chain(1);
    await s.append('orphan', entry!);
    expect(await s.load('orphan')).to.equal(null);
  });

  it('a table with no log yet loads with an empty log', async () => {
    const s = store();
    await s.save(hosted('fresh'));
    expect((await s.load('fresh'))!.log).to.deep.equal([]);
  });

  it('lists every hosted table, and nothing in a new database', async () => {
    const s = store();
    expect(await s.list()).to.deep.equal([]);
    await s.save(hosted('b', { game: 'g2' }));
    await s.save(hosted('a'));
    await s.save(hosted('c', { hostSeat: 2 }));
    const listed = await s.list();
    expect(listed.map((r) => r.table).sort()).to.deep.equal(['a', 'b', 'c']);
    expect(listed.find((r) => r.table === 'c')).to.deep.equal(hosted('c', { hostSeat: 2 }));
  });

  it('keeps two tables apart, even when one id is a prefix of the other', async () => {
    const s = store();
    const ids = ['abc', 'abcd', 'ab', 'abc\u0000', 'abd'];
    const logs = new Map<string, LogEntry<unknown>[]>();
    for (const [i, id] of ids.entries()) {
      await s.save(hosted(id));
      logs.set(id, await chain(5 + i, id));
    }
    // Interleave the appends of every table.
    for (let seq = 0; seq < 10; seq++) for (const id of ids) if (logs.get(id)![seq]) await s.append(id, logs.get(id)![seq]!);
    for (const id of ids) {
      const loaded = await s.load(id);
      expect(loaded!.log, id).to.deep.equal(logs.get(id));
    }
  });

  it('remove deletes the table and its log, and leaves other tables alone', async () => {
    const s = store();
    const keep = await chain(6, 'keep');
    const gone = await chain(8, 'gone');
    await s.save(hosted('keep'));
    await s.save(hosted('gone'));
    for (const e of keep) await s.append('keep', e);
    for (const e of gone) await s.append('gone', e);
    await s.remove('gone');
    expect(await s.load('gone')).to.equal(null);
    expect((await s.list()).map((r) => r.table)).to.deep.equal(['keep']);
    // The log went too: a table saved again under the id starts with an empty log.
    await s.save(hosted('gone'));
    expect((await s.load('gone'))!.log).to.deep.equal([]);
    expect((await s.load('keep'))!.log).to.deep.equal(keep);
    // Removing what is not there is no error.
    await s.remove('never');
  });

  it('keeps databases apart: a table saved in one is not in another', async () => {
    const a = store();
    const b = store();
    await a.save(hosted('t'));
    expect(await b.load('t')).to.equal(null);
    expect(await b.list()).to.deep.equal([]);
    // Two stores on one database name share it.
    const name = `test-host-shared-${Math.random()}`;
    await new HostStore(name).save(hosted('shared'));
    expect((await new HostStore(name).load('shared'))!.record.table).to.equal('shared');
  });
});
