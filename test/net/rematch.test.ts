import { expect } from '@open-wc/testing';
import { nanoid } from 'nanoid';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { declineRematch } from '../../src/app/session.js';
import { channelPair, MemoryNetwork } from '../../src/net/memory-network.js';
import { TableGuest } from '../../src/net/table-guest.js';
import { TableHost } from '../../src/net/table-host.js';
import type { Channel } from '../../src/net/transport.js';
import { GuestStore } from '../../src/store/guest-store.js';
import { HostStore } from '../../src/store/host-store.js';
import { autoplay, secretsIn, until } from '../support/tables.js';

const setup = { game: planetTricks, bots: planetBots, botLevel: 'easy', botDelay: () => 0 };

/** Everything a browser sends, by destination: to check who was told what. */
function recorder() {
  const sent: { to: string; text: string }[] = [];
  return { sent, tap: (_from: string, to: string, text: string) => void sent.push({ to, text }) };
}

/** A finished 4-seat Planet Tricks table: Hana hosts, Ben and Cy play, a strong bot in seat 3, Sue watches. */
async function finishedTable() {
  const seen = recorder();
  const network = new MemoryNetwork(seen.tap);
  const hostStore = new HostStore(`host-${nanoid(6)}`);
  const host = await TableHost.create({ ...setup, options: { nullRule: true }, seats: 4, hostName: 'Hana' }, hostStore);
  await host.listen(network);
  const page = (table: string, name: string, connect: () => Promise<Channel>, store = new GuestStore(`guest-${nanoid(6)}`), token?: string) =>
    new TableGuest({ game: planetTricks, table, name, store, connect, token, backoff: () => 20 });
  const own = page(host.id, 'Hana', async () => host.ownChannel(channelPair('hana', host.id)), undefined, host.hostToken);
  const stores = { ben: new GuestStore(`guest-${nanoid(6)}`), cy: new GuestStore(`guest-${nanoid(6)}`) };
  const ben = page(host.id, 'Ben', () => network.connect(host.id), stores.ben);
  const cy = page(host.id, 'Cy', () => network.connect(host.id), stores.cy);
  const sue = page(host.id, 'Sue', () => network.connect(host.id));
  for (const g of [own, ben, cy, sue]) await g.open();
  await until(() => [ben, cy, sue].every((g) => g.lobby !== null) && own.role.kind === 'seat', 'welcome');
  ben.claim(1);
  cy.claim(2);
  sue.watch();
  own.manage('bot', 3, 'strong');
  await until(() => ben.role.kind === 'seat' && cy.role.kind === 'seat' && sue.role.kind === 'spectator' && own.lobby?.seats[3]?.kind === 'bot', 'seats');
  autoplay([own, ben, cy]);
  await secretsIn(own);
  own.manage('start', 0);
  await until(() => [own, ben, cy, sue].every((g) => g.verdict !== null), 'the end and its reveal', 50_000);
  return { network, seen, host, hostStore, own, ben, cy, sue, page, stores };
}

describe('Rematch: the same seats at a new table, with a new shuffle', () => {
  it('offers each person their own seat at a new table, keeps the bot, and starts once everyone sat down again', async function () {
    this.timeout(90_000);
    const t = await finishedTable();
    const before = t.seen.sent.length;
    const next = await t.host.rematch();
    await until(() => [t.own, t.ben, t.cy, t.sue].every((g) => g.rematch !== null), 'the offers');
    expect(t.ben.rematch!.offer).to.include({ table: next, game: 'planet-tricks', seat: 1, from: 'Hana' });
    expect(t.cy.rematch!.offer).to.include({ seat: 2 });
    expect(t.own.rematch!.offer).to.include({ seat: 0 });
    expect(t.sue.rematch!.offer).to.include({ table: next, seat: null, token: null });
    // A seat's token there is sent to that seat's page alone.
    const benToken = t.ben.rematch!.offer.token!;
    const toBen = t.seen.sent
      .slice(before)
      .filter((m) => m.text.includes(benToken))
      .map((m) => m.to);
    expect(new Set(toBen).size).to.equal(1);
    expect(t.cy.rematch!.offer.token).to.not.equal(benToken);

    // The stored table: the same seats and names, new tokens, the bot at its level, a new host secret.
    const stored = (await t.hostStore.load(next))!.record;
    const old = (await t.hostStore.load(t.host.id))!.record;
    expect(stored.slots.map((s) => [s.kind, s.name, s.level])).to.deep.equal(old.slots.map((s) => [s.kind, s.name, s.level]));
    expect(stored.slots[1]!.token).to.equal(benToken);
    expect(stored.slots.map((s) => s.token)).to.not.include(old.slots[1]!.token);
    expect(stored.hostCommitment).to.not.equal(old.hostCommitment);
    expect(stored).to.include({ rematchOf: t.host.id, started: false, autostart: true });
    // Asked again (a second press, another page), the host offers the same table.
    expect(await t.host.rematch()).to.equal(next);

    // The host's page moves on; the finished table stays in its browser, verified.
    t.host.close();
    const host2 = (await TableHost.resume(next, setup, t.hostStore))!;
    await host2.listen(t.network);
    const own2 = t.page(next, 'Hana', async () => host2.ownChannel(channelPair('hana2', next)), undefined, host2.hostToken);
    const ben2 = t.page(next, 'Ben', () => t.network.connect(next), t.stores.ben, t.ben.rematch!.offer.token!);
    const cy2 = t.page(next, 'Cy', () => t.network.connect(next), t.stores.cy, t.cy.rematch!.offer.token!);
    autoplay([own2, ben2, cy2]);
    for (const g of [own2, ben2, cy2]) await g.open();
    await until(() => host2.game !== null, 'the rematch starts by itself');
    expect([ben2.role, cy2.role]).to.deep.equal([
      { kind: 'seat', seat: 1 },
      { kind: 'seat', seat: 2 },
    ]);
    expect((await t.hostStore.load(next))!.record.seed).to.not.equal(old.seed);
    expect((await t.hostStore.load(t.host.id))!.log.length).to.be.greaterThan(0);
    await until(() => [own2, ben2, cy2].every((g) => g.verdict !== null), 'the rematch ends verified', 50_000);
    [own2, ben2, cy2].forEach((g) => expect(g.verdict).to.deep.equal({ kind: 'verified' }));
    for (const g of [t.own, t.ben, t.cy, t.sue, own2, ben2, cy2]) g.close();
    host2.close();
  });

  it('a person who says no gives their seat back: it opens for a bot or a newcomer, and the game waits for it', async function () {
    this.timeout(90_000);
    const t = await finishedTable();
    const next = await t.host.rematch();
    await until(() => t.cy.rematch !== null && t.ben.rematch !== null, 'the offers');
    t.host.close();
    const host2 = (await TableHost.resume(next, setup, t.hostStore))!;
    await host2.listen(t.network);
    const own2 = t.page(next, 'Hana', async () => host2.ownChannel(channelPair('hana2', next)), undefined, host2.hostToken);
    await own2.open();
    await t.cy.declineRematch();
    await declineRematch(t.cy.rematch!.offer, (table) => t.network.connect(table));
    expect(t.cy.rematch!.declined).to.equal(true);
    await until(() => own2.lobby?.seats[2]?.kind === 'open', 'the seat opens');
    const ben2 = t.page(next, 'Ben', () => t.network.connect(next), t.stores.ben, t.ben.rematch!.offer.token!);
    await ben2.open();
    await secretsIn(own2);
    await until(() => ben2.role.kind === 'seat' && own2.lobby!.seatCommitments[1] !== null, 'Ben sits down again');
    expect(host2.game).to.equal(null);
    // A newcomer takes the open seat; with everyone's secret in, the rematch starts.
    const dee = t.page(next, 'Dee', () => t.network.connect(next));
    await dee.open();
    await until(() => dee.lobby !== null, 'welcome');
    dee.claim(2);
    await until(() => host2.game !== null, 'the rematch starts');
    expect(host2.lobby().seats.map((s) => s.name)).to.deep.equal(['Hana', 'Ben', 'Dee', (await t.hostStore.load(t.host.id))!.record.slots[3]!.name]);
    // A decline with the wrong token (or after the start) changes nothing.
    await declineRematch({ ...t.ben.rematch!.offer, token: 'x'.repeat(32) }, (table) => t.network.connect(table));
    expect(host2.lobby().seats[1]!.kind).to.equal('person');
    for (const g of [t.own, t.ben, t.cy, t.sue, own2, ben2, dee]) g.close();
    host2.close();
  });

  it('is refused before the game is over', async () => {
    const host = await TableHost.create({ ...setup, options: { nullRule: true }, seats: 3, hostName: 'Hana' }, new HostStore(`host-${nanoid(6)}`));
    let error = '';
    await host.rematch().catch((e: Error) => (error = e.message));
    expect(error).to.match(/once the game is over/);
    host.close();
  });
});
