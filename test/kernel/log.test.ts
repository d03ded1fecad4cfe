import { expect } from '@open-wc/testing';
import { appendEvents, entryHash, GENESIS, headHash, nextEntry, verifyLog, type LogEntry } from '../../src/kernel/log.js';

type Ev = { type: string; n: number };
const events: Ev[] = Array.from({ length: 6 }, (_, n) => ({ type: 'tick', n }));
const clean = (): Promise<LogEntry<Ev>[]> => appendEvents([], events);

/** A copy of `log` with entry `i` replaced by `change(entry)`. */
const tamper = (log: readonly LogEntry<Ev>[], i: number, change: (e: LogEntry<Ev>) => LogEntry<Ev>): LogEntry<Ev>[] =>
  log.map((e, k) => (k === i ? change(e) : e));

describe('event log', () => {
  it('chains entries: seq counts from 0, the first links to GENESIS, each next to the previous hash', async () => {
    const log = await clean();
    expect(log.map((e) => e.seq)).to.deep.equal([0, 1, 2, 3, 4, 5]);
    expect(log[0]!.prev).to.equal(GENESIS);
    for (let i = 1; i < log.length; i++) expect(log[i]!.prev).to.equal(log[i - 1]!.hash);
    expect(log[0]!.hash).to.equal(await entryHash(GENESIS, 0, events[0]));
    expect(log[0]!.hash).to.match(/^[0-9a-f]{64}$/);
    expect(headHash(log)).to.equal(log[5]!.hash);
    expect(headHash([])).to.equal(GENESIS);
  });

  it('never changes the log it appends to', async () => {
    const log = await clean();
    const copy = structuredClone(log);
    const longer = await appendEvents(log, [{ type: 'tick', n: 99 }]);
    const next = await nextEntry(log, { type: 'tick', n: 100 });
    expect(log).to.deep.equal(copy);
    expect(longer.length).to.equal(7);
    expect(next.seq).to.equal(6);
  });

  it('appending in two steps gives the same log as in one', async () => {
    const two = await appendEvents(await appendEvents([], events.slice(0, 2)), events.slice(2));
    expect(two).to.deep.equal(await clean());
  });

  it('hashes the event canonically: key order does not change the hash', async () => {
    expect(await entryHash(GENESIS, 0, { a: 1, b: 2 })).to.equal(await entryHash(GENESIS, 0, { b: 2, a: 1 }));
  });

  it('a clean log verifies, and so does the empty log', async () => {
    expect(await verifyLog(await clean())).to.deep.equal({ ok: true });
    expect(await verifyLog([])).to.deep.equal({ ok: true });
  });

  for (const i of [0, 3, 5]) {
    it(`a changed event at entry ${i} is caught at entry ${i}`, async () => {
      const bad = tamper(await clean(), i, (e) => ({ ...e, event: { ...e.event, n: 42 } }));
      expect(await verifyLog(bad)).to.include({ ok: false, seq: i });
    });
  }

  it('a changed hash is caught at that entry (not at the next one, whose link also breaks)', async () => {
    const bad = tamper(await clean(), 2, (e) => ({ ...e, hash: 'f'.repeat(64) }));
    const verdict = await verifyLog(bad);
    expect(verdict).to.include({ ok: false, seq: 2 });
    expect(verdict.ok ? '' : verdict.reason).to.contain('hash');
  });

  it('a changed prev link is caught at that entry', async () => {
    const bad = tamper(await clean(), 4, (e) => ({ ...e, prev: GENESIS }));
    const verdict = await verifyLog(bad);
    expect(verdict).to.include({ ok: false, seq: 4 });
    expect(verdict.ok ? '' : verdict.reason).to.contain('link');
  });

  it('a changed sequence number is caught at that entry', async () => {
    const bad = tamper(await clean(), 1, (e) => ({ ...e, seq: 7 }));
    const verdict = await verifyLog(bad);
    expect(verdict).to.include({ ok: false, seq: 1 });
    expect(verdict.ok ? '' : verdict.reason).to.contain('sequence');
  });

  it('a deleted entry is caught where the gap is', async () => {
    const log = await clean();
    expect(await verifyLog([...log.slice(0, 2), ...log.slice(3)])).to.include({ ok: false, seq: 2 });
    expect(await verifyLog(log.slice(1))).to.include({ ok: false, seq: 0 });
  });

  it('reordered entries are caught at the first moved one', async () => {
    const log = await clean();
    expect(await verifyLog([log[0]!, log[1]!, log[3]!, log[2]!, log[4]!, log[5]!])).to.include({ ok: false, seq: 2 });
  });

  it('an event changed and its hash recomputed still breaks the next link', async () => {
    const log = await clean();
    const event = { type: 'tick', n: 42 };
    const forged = tamper(log, 2, (e) => ({ ...e, event, hash: '' }));
    forged[2] = { ...forged[2]!, hash: await entryHash(forged[2]!.prev, 2, event) };
    expect(await verifyLog(forged)).to.include({ ok: false, seq: 3 });
  });

  it('names the FIRST bad entry when several are bad', async () => {
    let bad = tamper(await clean(), 4, (e) => ({ ...e, event: { type: 'x', n: 0 } }));
    bad = tamper(bad, 1, (e) => ({ ...e, seq: 9 }));
    expect(await verifyLog(bad)).to.include({ ok: false, seq: 1 });
  });
});
