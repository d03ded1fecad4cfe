import { expect } from '@open-wc/testing';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { commit, newSecret } from '../../src/kernel/fairness.js';
import type { LogFile } from '../../src/log/format.js';
import { buildSeatLogFile } from '../../src/log/build.js';
import { openLog, verifyLogFile, type Verdict } from '../../src/log/verify.js';
import { clone, fairGame, rewrite, statesOf, text } from './fixture.js';

let good: LogFile;
const failure = (v: Verdict) => (v.kind === 'failed' ? { reason: v.reason, seq: v.seq, text: v.text } : { kind: v.kind });
const fairnessOf = (f: LogFile) => clone(f.fairness) as { -readonly [K in keyof LogFile['fairness']]: any };

describe('verifyLogFile: what a host cannot change after the fact', () => {
  before(async () => {
    good = (await fairGame()).file;
  });

  it('verifies the untouched log', async () => {
    expect((await verifyLogFile(good)).kind).to.equal('verified');
  });

  it('an edited event whose hashes were not recomputed breaks the chain at that entry', async () => {
    const events = clone(good.events) as any[];
    events[7].event.card = (events[7].event.card + 1) % 64;
    expect(failure(await verifyLogFile({ ...good, events }))).to.deep.equal({
      reason: 'broken hash chain: entry 7 does not match its hash',
      seq: 7,
      text: 'not verified: broken hash chain: entry 7 does not match its hash',
    });
  });

  it('a changed deal, re-hashed from there, is not what the committed secrets give', async () => {
    const swapped = await rewrite(good, 1, (e: any) => ({ ...e, hands: [e.hands[1], e.hands[0], ...e.hands.slice(2)] }));
    expect(failure(await verifyLogFile(swapped))).to.deep.include({
      reason: 'event 1 (round.dealt) is not what the seed gives: the host changed a random outcome',
      seq: 1,
    });
  });

  it('a changed play, re-hashed from there, breaks the rules later (the card is played twice, a turn is wrong)', async () => {
    const states = statesOf(good.events.map((e) => e.event));
    const i = good.events.findIndex((e, k) => e.event.type === 'card.played' && planetTricks.legalCommands(states[k]!, (e.event as any).seat).length > 1);
    const seat = (good.events[i]!.event as any).seat;
    const other = planetTricks.legalCommands(states[i]!, seat).find((c) => c.card !== (good.events[i]!.event as any).card)!;
    const changed = await rewrite(good, i, (e) => ({ ...e, card: other.card }));
    const verdict = await verifyLogFile(changed);
    expect(verdict.kind).to.equal('failed');
    if (verdict.kind !== 'failed') return;
    expect(verdict.seq).to.be.above(i);
    expect(verdict.reason).to.match(/^event \d+ \(card\.played\) breaks the rules: .+/);
  });

  it('a secret changed after the fact no longer matches its commitment', async () => {
    const host = fairnessOf(good);
    host.hostSecret = newSecret();
    expect(failure(await verifyLogFile({ ...good, fairness: host }))).to.deep.include({ reason: "the host's secret does not match its commitment" });
    const seat = fairnessOf(good);
    seat.seatSecrets[1] = newSecret();
    expect(failure(await verifyLogFile({ ...good, fairness: seat }))).to.deep.include({ reason: "seat 2's secret does not match its commitment" });
  });

  it('a new secret with a new commitment gives another seed, so the deals no longer match', async () => {
    const f = fairnessOf(good);
    f.hostSecret = newSecret();
    f.hostCommitment = await commit(f.hostSecret);
    expect(failure(await verifyLogFile({ ...good, fairness: f }))).to.deep.include({
      reason: 'event 1 (round.dealt) is not what the seed gives: the host changed a random outcome',
      seq: 1,
    });
  });

  it('refuses unrevealed secrets, an unfinished game, and a header that is not the first event', async () => {
    const hidden = { ...good, fairness: { ...good.fairness, hostSecret: null, seatSecrets: null } };
    expect(failure(await verifyLogFile(hidden))).to.deep.include({ reason: 'the secrets have not been revealed' });
    const cut = { ...good, events: good.events.slice(0, 60) };
    expect(failure(await verifyLogFile(cut))).to.deep.include({ reason: 'the game in the log is not finished' });
    const renamed = { ...good, seats: ['Ann', 'Bob', 'Cyd', 'Dee'] };
    expect(failure(await verifyLogFile(renamed))).to.deep.include({ reason: 'the log does not start with this game, options and seats', seq: 0 });
  });

  it("a seat's log is unverified when it replays, and failed when an event breaks the rules", async () => {
    const seatLog = (events: LogFile['events']) =>
      buildSeatLogFile({ ...good, fairness: { ...good.fairness, hostSecret: null, seatSecrets: null } }, 0, events);
    const redacted = good.events.map((e) => ({ ...e, event: planetTricks.redact(e.event as never, 0) }));
    expect((await verifyLogFile(seatLog(redacted))).kind).to.equal('unverified');
    const i = redacted.findIndex((e) => e.event.type === 'card.played');
    const wrongTurn = redacted.map((e, k) => (k === i ? { ...e, event: { ...e.event, seat: ((e.event as any).seat + 1) % 4 } } : e));
    const verdict = failure(await verifyLogFile(seatLog(wrongTurn)));
    expect(verdict.seq).to.equal(i);
    expect(verdict.reason).to.match(new RegExp(`^event ${i} \\(card\\.played\\) breaks the rules: It is \\w+'s turn\\.$`));
  });

  it('openLog gives the states only when the log passes', async () => {
    const ok = await openLog(text(good));
    expect(ok.ok && ok.states.length).to.equal(good.events.length + 1);
    const cut = await openLog(text({ ...good, events: good.events.slice(0, 60) }));
    expect(cut).to.deep.include({ ok: false, reason: 'the game in the log is not finished' });
    expect('states' in cut).to.equal(false);
    expect(await openLog('{')).to.deep.equal({ ok: false, reason: 'the file is cut short or is not JSON' });
  });
});
