/**
 * The sealed-choice mechanic (src/kernel/sealed.ts, src/kernel/sealer.ts): commitments, openings,
 * a wrong opening refused, a late seat forfeiting, nothing revealed early in anyone's bytes (the
 * host's included), a host that alters a sealed choice caught by the seat and by the audit.
 */
import { expect } from '@open-wc/testing';
import { nanoid } from 'nanoid';
import { auditGame } from '../../src/kernel/audit.js';
import { randomBot } from '../../src/kernel/bot.js';
import { appendEvents } from '../../src/kernel/log.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { applySealed, commitment, lateSeats, newSalt, owes, refuseOpen, refuseSeal, sealedRound, stageOf, type SealedRound } from '../../src/kernel/sealed.js';
import { Sealer } from '../../src/kernel/sealer.js';
import { channelPair, MemoryNetwork } from '../../src/net/memory-network.js';
import { TableGuest } from '../../src/net/table-guest.js';
import { TableHost } from '../../src/net/table-host.js';
import type { Channel } from '../../src/net/transport.js';
import { GuestStore } from '../../src/store/guest-store.js';
import { HostStore } from '../../src/store/host-store.js';
import { until } from '../support/tables.js';
import { sealedBids, type BidsCommand, type BidsEvent, type BidsState } from './sealed-bids.js';

const coin = (c: number): string | null => (c >= 1 && c <= 5 ? null : 'A bid is 1 to 5.');
const sealWith = (r: SealedRound<number>, seat: number, choice: number) => {
  const salt = newSalt();
  const next = applySealed(r, { type: 'choice.sealed', seat, key: r.key, commitment: commitment(r.key, choice, salt) }, coin);
  if ('fault' in next) throw new Error(next.fault);
  return { round: next, salt };
};

describe('Sealed choices: the rules', () => {
  it('a commitment binds the round, the choice and the salt, and hides the choice', () => {
    const salt = newSalt();
    const c = commitment('bid-1', 4, salt);
    expect(c).to.match(/^[0-9a-f]{64}$/);
    expect(commitment('bid-1', 4, salt)).to.equal(c);
    expect(commitment('bid-1', 5, salt)).to.not.equal(c);
    expect(commitment('bid-2', 4, salt)).to.not.equal(c);
    expect(commitment('bid-1', 4, newSalt())).to.not.equal(c);
  });

  it('seals until every seat due has sealed, then opens; a wrong opening and a second seal are refused', () => {
    let r = sealedRound<number>('bid-1', [0, 1]);
    expect(stageOf(r)).to.equal('seal');
    expect(refuseSeal(r, 2, { type: 'seal', key: 'bid-1', commitment: 'a'.repeat(64) })).to.match(/no choice/);
    expect(refuseSeal(r, 0, { type: 'seal', key: 'bid-2', commitment: 'a'.repeat(64) })).to.match(/not the time/);
    const ann = sealWith(r, 0, 3);
    r = ann.round;
    expect(refuseSeal(r, 0, { type: 'seal', key: 'bid-1', commitment: 'b'.repeat(64) })).to.match(/already sealed/);
    // Ann may not open before Ben has sealed: an early opening would reveal her bid to him.
    expect(refuseOpen(r, 0, { type: 'open', key: 'bid-1', choice: 3, salt: ann.salt }, coin)).to.match(/once everyone has sealed/);
    const ben = sealWith(r, 1, 5);
    r = ben.round;
    expect(stageOf(r)).to.equal('open');
    expect([owes(r, 0), owes(r, 1)]).to.deep.equal(['open', 'open']);
    expect(refuseOpen(r, 0, { type: 'open', key: 'bid-1', choice: 4, salt: ann.salt }, coin)).to.match(/does not match/);
    expect(refuseOpen(r, 0, { type: 'open', key: 'bid-1', choice: 3, salt: ben.salt }, coin)).to.match(/does not match/);
    expect(refuseOpen(r, 0, { type: 'open', key: 'bid-1', choice: 3, salt: ann.salt }, coin)).to.equal(null);
    // A log that holds a wrong opening breaks the rules wherever it is replayed.
    expect(applySealed(r, { type: 'choice.opened', seat: 1, key: 'bid-1', choice: 4, salt: ben.salt }, coin)).to.have.property('fault');
  });

  it('a choice the rules refuse is refused at its opening, even though its seal was accepted', () => {
    let r = sealedRound<number>('bid-1', [0]);
    const s = sealWith(r, 0, 9);
    r = s.round;
    expect(refuseOpen(r, 0, { type: 'open', key: 'bid-1', choice: 9, salt: s.salt }, coin)).to.equal('A bid is 1 to 5.');
  });

  it('when the wait runs out, the seats still owing at that stage forfeit', () => {
    let r = sealedRound<number>('bid-1', [0, 1, 2]);
    r = sealWith(r, 0, 2).round;
    const late = lateSeats(r);
    expect(late.map((e) => [e.seat, (e as { stage: string }).stage])).to.deep.equal([
      [1, 'seal'],
      [2, 'seal'],
    ]);
    for (const e of late) r = applySealed(r, e, coin) as SealedRound<number>;
    expect(stageOf(r)).to.equal('open');
    expect(lateSeats(r).map((e) => [e.seat, (e as { stage: string }).stage])).to.deep.equal([[0, 'open']]);
    r = applySealed(r, lateSeats(r)[0]!, coin) as SealedRound<number>;
    expect(stageOf(r)).to.equal('done');
  });

  it('a seat sees when the host logged another commitment than its own', () => {
    const sealer = new Sealer(sealedBids, 1);
    const state = sealedBids.evolve(sealedBids.initial(), sealedBids.created({ waitMs: 1000 }, ['Ann', 'Ben']));
    const sent = sealer.seal(state, { type: 'bid', coin: 4 }) as Extract<BidsCommand, { type: 'seal' }>;
    expect(sent.type).to.equal('seal');
    expect(JSON.stringify(sent)).to.not.contain('coin');
    expect(sealer.check({ type: 'choice.sealed', seat: 1, key: 'bid-1', commitment: sent.commitment } as BidsEvent)).to.equal(null);
    expect(sealer.check({ type: 'choice.sealed', seat: 1, key: 'bid-1', commitment: 'f'.repeat(64) } as BidsEvent)).to.match(/another commitment/);
  });

  it('thousands of seeded bot games seal, open and score every round', () => {
    for (let g = 0; g < 1000; g++) {
      const seats = 2 + (g % 3);
      const game = playBotGame(sealedBids, {
        options: { waitMs: 1000 },
        names: ['Ann', 'Ben', 'Cy', 'Dee'].slice(0, seats),
        bots: Array.from({ length: seats }, () => randomBot<BidsState, BidsCommand>),
        seed: `sealed-${g}`,
      });
      expect(game.finished).to.equal(true);
      const types = game.events.map((e) => e.type);
      expect(types.filter((t) => t === 'choice.sealed')).to.have.length(3 * seats);
      expect(types.filter((t) => t === 'choice.opened')).to.have.length(3 * seats);
      expect(types.filter((t) => t === 'round.scored')).to.have.length(3);
    }
  });
});

describe('Sealed choices at a table over the network', () => {
  async function table(waitMs = 60_000) {
    const wire: { from: string; to: string; text: string }[] = [];
    const network = new MemoryNetwork((from, to, text) => wire.push({ from, to, text }));
    const store = new HostStore(`host-${nanoid(6)}`);
    const host = await TableHost.create(
      { game: sealedBids, options: { waitMs }, seats: 3, hostName: 'Ann', bots: { easy: randomBot, strong: randomBot }, botLevel: 'easy', botDelay: () => 0 },
      store,
    );
    await host.listen(network);
    const page = (name: string, connect: () => Promise<Channel>, token?: string) =>
      new TableGuest({ game: sealedBids, table: host.id, name, store: new GuestStore(`guest-${nanoid(6)}`), connect, token, backoff: () => 20 });
    const ann = page('Ann', async () => host.ownChannel(channelPair('ann', host.id, (from, to, text) => wire.push({ from, to, text }))), host.hostToken);
    const ben = page('Ben', () => network.connect(host.id));
    const cy = page('Cy', () => network.connect(host.id));
    for (const g of [ann, ben, cy]) await g.open();
    await until(() => ben.lobby !== null && cy.lobby !== null, 'welcome');
    ben.claim(1);
    cy.claim(2);
    await until(() => ann.lobby!.seatCommitments.every((c) => c !== null), 'secrets');
    ann.manage('start', 0);
    await until(() => [ann, ben, cy].every((g) => g.client.length >= 1), 'the start');
    return { host, store, ann, ben, cy, wire };
  }

  it('nobody, the host included, sees a bid before every seat has sealed; then all open by themselves', async function () {
    this.timeout(60_000);
    const t = await table();
    expect(t.ben.client.legalCommands()).to.have.length(5);
    await t.ann.submit({ type: 'bid', coin: 2 });
    await t.ben.submit({ type: 'bid', coin: 5 });
    const beforeLast = t.wire.length;
    await t.cy.submit({ type: 'bid', coin: 5 });
    await until(() => t.ann.view().round === 2 && t.cy.view().round === 2, 'round 1 scored');
    expect(t.host.game!.state.history).to.deep.equal([0]);
    // Until Cy sealed, no byte on any channel, to or from the host, carried a bid.
    const early = t.wire.slice(0, beforeLast);
    expect(early.filter((m) => /"(choice|coin)"/.test(m.text) && !/"type":"bid"/.test(m.text))).to.deep.equal([]);
    expect(early.some((m) => m.text.includes('"type":"seal"'))).to.equal(true);
    expect(early.some((m) => m.text.includes('"type":"bid"') && m.text.includes('"command"'))).to.equal(false);
    // Each page opened its own bid after the last seal, without anyone clicking.
    const opened = t.host.game!.log.map((e) => e.event).filter((e) => e.type === 'choice.opened');
    expect(opened.map((e) => [(e as unknown as { seat: number }).seat, (e as unknown as { choice: number }).choice])).to.have.deep.members([
      [0, 2],
      [1, 5],
      [2, 5],
    ]);
    [t.ann, t.ben, t.cy].forEach((g) => g.close());
    t.host.close();
  });

  it('a page reloaded between its seal and the opening still opens its bid (the secret is stored with its seat)', async function () {
    this.timeout(60_000);
    const t = await table();
    await t.ben.submit({ type: 'bid', coin: 4 });
    const store = (t.ben as unknown as { setup: { store: GuestStore; connect: () => Promise<Channel> } }).setup;
    t.ben.close();
    const again = new TableGuest({ game: sealedBids, table: t.host.id, name: 'Ben', store: store.store, connect: store.connect, backoff: () => 20 });
    await again.open();
    await until(() => again.role.kind === 'seat', 'Ben back in his seat');
    await t.ann.submit({ type: 'bid', coin: 1 });
    await t.cy.submit({ type: 'bid', coin: 2 });
    await until(() => t.ann.view().round === 2, 'round 1 scored');
    expect(t.host.game!.state.history).to.deep.equal([1]);
    [t.ann, again, t.cy].forEach((g) => g.close());
    t.host.close();
  });

  it('a bid sent in the open is refused, and so is a wrong opening', async function () {
    this.timeout(60_000);
    const t = await table();
    // A page that skips its sealer: the host refuses the bid (the rules say a bid is sealed), and logs nothing.
    const before = t.host.game!.log.length;
    const open = await t.host.game!.submit(1, { type: 'bid', coin: 3 });
    expect(open).to.include({ ok: false, rule: 'sealed' });
    expect(t.host.game!.log.length).to.equal(before);
    for (const g of [t.ann, t.ben, t.cy]) await g.submit({ type: 'bid', coin: 1 });
    // Ben's page seals from its own state: it must have seen round 2 begin, not only Ann's.
    await until(() => [t.ann, t.ben, t.cy].every((g) => g.view().round === 2), 'round 1');
    const key = 'bid-2';
    await t.ben.submit({ type: 'bid', coin: 4 });
    const wrong = await t.ben.submit({ type: 'open', key, choice: 3, salt: 'a'.repeat(64) });
    expect(wrong).to.include({ ok: false, rule: 'open' });
    expect((wrong as { reason: string }).reason).to.match(/once everyone has sealed|does not match/);
    expect(t.host.game!.log.some((e) => e.event.type === 'choice.opened' && (e.event as unknown as { key: string }).key === key)).to.equal(false);
    [t.ann, t.ben, t.cy].forEach((g) => g.close());
    t.host.close();
  });

  it('a seat that does not open in time forfeits its bid, and the round goes on', async function () {
    this.timeout(60_000);
    const t = await table(400);
    await t.ann.submit({ type: 'bid', coin: 3 });
    await t.ben.submit({ type: 'bid', coin: 4 });
    // Cy seals, then her page is gone before it can open.
    const sealing = t.cy.submit({ type: 'bid', coin: 5 });
    await sealing;
    t.cy.close();
    await until(() => t.host.game!.log.some((e) => e.event.type === 'round.scored'), 'round 1 scored after the wait', 10_000);
    const events = t.host.game!.log.map((e) => e.event);
    const forfeits = events.filter((e) => e.type === 'choice.forfeited');
    // Cy's page may have opened before it closed; if it did not, the wait forfeited her.
    const cyOpened = events.some((e) => e.type === 'choice.opened' && (e as unknown as { seat: number }).seat === 2);
    expect(forfeits.map((e) => (e as unknown as { seat: number }).seat)).to.deep.equal(cyOpened ? [] : [2]);
    expect(t.host.game!.state.history).to.deep.equal([cyOpened ? 2 : 1]);
    [t.ann, t.ben].forEach((g) => g.close());
    t.host.close();
  });

  it('the audit at the end re-checks every opening: a host that changes an opened bid in its log fails it', async function () {
    this.timeout(60_000);
    const t = await table();
    for (let round = 1; round <= 3; round++) {
      // Each page seals from its own state, so each must have seen this round begin, not only Ann's.
      for (const [g, c] of [
        [t.ann, 1],
        [t.ben, 2],
        [t.cy, 3],
      ] as const)
        expect(await g.submit({ type: 'bid', coin: c }), `round ${round}, coin ${c}`).to.include({ ok: true });
      await until(() => [t.ann, t.ben, t.cy].every((g) => g.view().round === round + 1), `round ${round} seen by every page`, 20_000);
    }
    const record = (await t.store.load(t.host.id))!.record;
    const audit = (events: readonly BidsEvent[]) =>
      appendEvents([], events).then((log) =>
        auditGame(sealedBids, {
          options: { waitMs: 60_000 },
          names: ['Ann', 'Ben', 'Cy'],
          log,
          fairness: {
            hostCommitment: record.hostCommitment,
            seatCommitments: record.slots.map((s) => s.commitment),
            hostSecret: record.hostSecret,
            seatSecrets: record.slots.map((s) => s.secret),
          },
        }),
      );
    const events = t.host.game!.log.map((e) => e.event as BidsEvent);
    expect(await audit(events)).to.include({ ok: true });
    // The host rewrites Ben's first bid and rebuilds its hash chain: the opening no longer matches Ben's commitment.
    const altered = events.map((e) => (e.type === 'choice.opened' && e.seat === 1 && e.key === 'bid-1' ? { ...e, choice: 4 } : e));
    const verdict = await audit(altered);
    expect(verdict.ok).to.equal(false);
    expect((verdict as { reason: string }).reason).to.match(/does not match/);
    [t.ann, t.ben, t.cy].forEach((g) => g.close());
    t.host.close();
  });
});
