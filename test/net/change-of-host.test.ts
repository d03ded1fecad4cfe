import { expect } from '@open-wc/testing';
import { nanoid } from 'nanoid';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import type { Typed } from '../../src/kernel/game.js';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { isTableEvent } from '../../src/kernel/table-events.js';
import { readBox, readShare } from '../../src/net/escrow/escrow-wire.js';
import { database } from '../../src/store/db.js';
import { channelPair, MemoryNetwork } from '../../src/net/memory-network.js';
import { TableGuest, type GuestSuccession } from '../../src/net/table-guest.js';
import { TableHost } from '../../src/net/table-host.js';
import { succeed } from '../../src/net/succession/succession.js';
import type { Channel } from '../../src/net/transport.js';
import { GuestStore } from '../../src/store/guest-store.js';
import { HostStore } from '../../src/store/host-store.js';
import { autoplay, secretsIn, until } from '../support/tables.js';

type AnyHost = TableHost<any, any, any>;
type Guest = TableGuest<any, any, any, any, any>;

const SETUP = { game: planetTricks, bots: planetBots, botLevel: 'strong', botDelay: () => 0 } as const;

/**
 * A table of `people` persons (Hana hosts in seat 0; Ben, Cy, Dee, … from browsers of their own) and
 * bots in the other seats, started. Each guest page can take the table over: `hosts` records which
 * page did, with the host it made.
 */
async function table(people: number, seats: number, opts: { hostWait?: number | null; tap?: (to: string, text: string) => void } = {}) {
  const network = new MemoryNetwork(opts.tap ? (_from, to, text) => opts.tap!(to, text) : undefined);
  const host = await TableHost.create(
    { ...SETUP, options: { nullRule: true }, seats, hostName: 'Hana', standInWait: 50, hostWait: opts.hostWait === undefined ? 100 : opts.hostWait },
    new HostStore(`host-${nanoid(6)}`),
  );
  await host.listen(network);
  const hosts = new Map<number, AnyHost>();
  const hostStores = new Map<number, HostStore>();
  const succession = (seatOf: () => number): GuestSuccession => ({
    network,
    slotMs: 2_000,
    host: async (rebuilt, listener) => {
      const store = new HostStore(`host-${nanoid(6)}`);
      hostStores.set(seatOf(), store);
      const taken: AnyHost = await TableHost.takeOver(rebuilt, seatOf(), SETUP, store, listener);
      taken.reclaim(network, 100);
      hosts.set(seatOf(), taken);
      return async () => taken.ownChannel(channelPair(`own-${seatOf()}`, host.id));
    },
  });
  const page = (name: string, store: GuestStore, connect: (peer: string | null) => Promise<Channel>, token?: string): Guest => {
    const guest: Guest = new TableGuest({
      game: planetTricks,
      table: host.id,
      name,
      store,
      connect,
      token,
      backoff: () => 20,
      succession: succession(() => (guest.role.kind === 'seat' ? guest.role.seat : -1)),
    });
    return guest;
  };
  const hana = new TableGuest({
    game: planetTricks,
    table: host.id,
    name: 'Hana',
    store: new GuestStore(`guest-${nanoid(6)}`),
    connect: async () => host.ownChannel(channelPair('hana', host.id)),
    token: host.hostToken,
  });
  await hana.open();
  const stores: GuestStore[] = [];
  const guests: Guest[] = [];
  for (let seat = 1; seat < people; seat++) {
    const store = new GuestStore(`guest-${nanoid(6)}`);
    stores.push(store);
    const g = page(['Ben', 'Cy', 'Dee', 'Eli'][seat - 1]!, store, (peer) => network.connect(peer ?? host.id));
    await g.open();
    await until(() => g.lobby !== null, 'welcome');
    g.claim(seat);
    await until(() => g.role.kind === 'seat', 'seat');
    guests.push(g);
  }
  for (let seat = people; seat < seats; seat++) hana.manage('bot', seat);
  await until(() => hana.lobby!.seats.every((s) => s.kind !== 'open'), 'bots');
  await secretsIn(hana);
  hana.manage('start', 0);
  await until(() => guests.every((g) => g.client.length >= 2), 'the deal');
  return { network, host, hana, guests, stores, hosts, hostStores, page };
}

const tableEvents = (events: readonly { event: Typed }[]) => events.map((e) => e.event).filter(isTableEvent);
const over = (g: Guest) => planetTricks.result(g.client.state) !== null;

describe('A table outlives its host: the guests go on under a new host', () => {
  it('the host’s tab closes for good: the first guest after it takes over, the game goes on to a verified end, and the old host comes back as a guest', async function () {
    this.timeout(90_000);
    const { host, hana, guests, hosts, page, network } = await table(3, 4);
    const [ben, cy] = guests as [Guest, Guest];
    await until(() => ben.lobby?.escrow?.holders.join() === '1,2' && cy.lobby?.escrow !== null, 'the escrow’s holders');
    autoplay([hana, ben, cy]);
    await until(() => ben.client.length > 12, 'a few tricks');
    const hanaStore = (hana as unknown as { setup: { store: GuestStore } }).setup.store;
    // The host's tab closes: its page and the table with it.
    hana.close();
    host.close();
    await until(() => hosts.has(1), 'Ben taking over', 20_000);
    const taken = hosts.get(1)!;
    await until(() => ben.status === 'online' && cy.status === 'online' && cy.lobby?.hostSeat === 1, 'everyone on the new host');
    expect(ben.lobby!.generation).to.equal(1);
    await until(() => tableEvents(taken.game!.log).length >= 2, 'a bot for the old host');
    const changes = tableEvents(taken.game!.log);
    expect(changes[0]).to.deep.equal({ type: 'table.hostChanged', seat: 1, generation: 1 });
    expect(changes[1]).to.deep.equal({ type: 'table.botStoodIn', seat: 0, level: 'strong' });
    // The old host's page comes back (its own browser): it sits down again as a guest, in its seat.
    const back = page('Hana', hanaStore, (peer) => network.connect(peer ?? host.id));
    await back.open();
    await until(() => back.role.kind === 'seat' && (back.role as { seat: number }).seat === 0 && back.status === 'online', 'Hana back as a guest', 20_000);
    await until(() => tableEvents(taken.game!.log).some((e) => e.type === 'table.personReturned' && e.seat === 0), 'Hana’s seat hers again');
    autoplay([back]);
    await until(() => [ben, cy, back].every(over), 'the end', 60_000);
    await until(() => [ben, cy, back].every((g) => g.verdict !== null), 'the reveal');
    for (const g of [ben, cy, back]) expect(g.verdict).to.deep.equal({ kind: 'verified' });
    taken.close();
  });

  it('a new host that reloads listens again under the id its guests followed, and takes the table’s own id back', async function () {
    this.timeout(60_000);
    const { host, hana, guests, hosts, hostStores, network } = await table(3, 4);
    const [ben, cy] = guests as [Guest, Guest];
    await until(
      () =>
        (cy as unknown as { escrow: { share: string | null } | null }).escrow?.share != null &&
        (ben as unknown as { escrow: { share: string | null } | null }).escrow?.share != null,
      'shares',
    );
    hana.close();
    host.close();
    await until(() => hosts.has(1) && cy.lobby?.hostSeat === 1 && cy.status === 'online', 'Ben hosting, Cy following');
    const length = hosts.get(1)!.game!.log.length;
    // Ben's page reloads: its host comes back from its own database.
    hosts.get(1)!.close();
    await until(() => cy.status === 'offline', 'Cy losing the host');
    const again: AnyHost = (await TableHost.resume(host.id, SETUP, hostStores.get(1)!))!;
    await again.listen(network);
    expect(again.game!.log.length).to.be.at.least(length);
    await until(() => cy.status === 'online' && cy.client.length === again.game!.log.length, 'Cy back on the reloaded host');
    // The table's own id is the new host's again: a page that knows only the join link reaches it.
    const visitor = await network.connect(host.id);
    expect(visitor.open).to.equal(true);
    visitor.close();
    again.close();
  });

  it('with a single guest left with bots there is no escrow: the table waits for its host', async function () {
    this.timeout(30_000);
    const { host, hana, guests, hosts } = await table(2, 4);
    const [ben] = guests as [Guest];
    await until(() => ben.lobby !== null && ben.client.length >= 2, 'the deal');
    expect(ben.lobby!.escrow).to.equal(null);
    hana.close();
    host.close();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(hosts.size).to.equal(0);
    expect(ben.status).to.equal('offline');
  });

  it('a guest who says the host has gone while it is there changes nothing: nobody hands it a share', async function () {
    this.timeout(30_000);
    const { host, guests, network } = await table(3, 3, { hostWait: 60_000 });
    const [ben, cy] = guests as [Guest, Guest];
    await until(() => !!cy.lobby?.escrow && (cy as unknown as { escrow: { share: string | null } | null }).escrow?.share != null, 'Cy’s share');
    const before = host.game!.log.length;
    // Cy stands as a candidate on its own, with its own share, as if the host had gone.
    const inner = cy as unknown as {
      escrow: { share: string; record: string | null; entries: string[] };
      rendezvous: string;
      seatKey: { privateKey: CryptoKey };
    };
    let tookOver = false;
    const outcome = await succeed({
      table: host.id,
      seat: 2,
      seats: 3,
      hostSeat: 0,
      generation: 0,
      holders: [1, 2],
      order: [2, 1],
      share: inner.escrow.share,
      boxes: { record: inner.escrow.record, entries: inner.escrow.entries },
      rendezvous: inner.rendezvous,
      signingKey: inner.seatKey.privateKey,
      keyOf: (s) => cy.lobby!.seats[s]?.key,
      held: cy.client.length,
      connect: (peer) => network.connect(peer),
      listen: (peer) => network.listen(peer),
      takeOver: async () => {
        tookOver = true;
      },
      slotMs: 300,
      wanted: () => true,
    });
    expect(outcome.kind).to.equal('failed');
    expect(tookOver).to.equal(false);
    expect(ben.status).to.equal('online');
    expect(host.game!.log.length).to.be.at.least(before);
    expect(tableEvents(host.game!.log)).to.deep.equal([]);
    host.close();
  });

  it('a successor that vanishes during the change of host is replaced by the next one', async function () {
    this.timeout(60_000);
    const { host, hana, guests, hosts } = await table(4, 4);
    const [ben, cy, dee] = guests as [Guest, Guest, Guest];
    await until(
      () =>
        [ben, cy, dee].every(
          (g) => g.lobby?.escrow?.holders.length === 3 && (g as unknown as { escrow: { share: string | null } | null }).escrow?.share != null,
        ),
      'three holders',
    );
    hana.close();
    host.close();
    // Ben, the first in line, goes too, before his turn can end.
    ben.close();
    await until(() => hosts.has(2), 'Cy taking over', 30_000);
    await until(() => dee.lobby?.hostSeat === 2 && dee.status === 'online', 'Dee on the new host');
    const changes = tableEvents(hosts.get(2)!.game!.log);
    expect(changes[0]).to.deep.equal({ type: 'table.hostChanged', seat: 2, generation: 1 });
    expect(hosts.has(1)).to.equal(false);
    hosts.get(2)!.close();
  });

  it('a host who leaves mid-game hands the table over at once, to the one its dialog names', async function () {
    this.timeout(60_000);
    const { host, hana, guests, hosts } = await table(3, 4, { hostWait: 600_000 });
    const [ben, cy] = guests as [Guest, Guest];
    await until(
      () =>
        (cy as unknown as { escrow: { share: string | null } | null }).escrow?.share != null &&
        (ben as unknown as { escrow: { share: string | null } | null }).escrow?.share != null,
      'shares',
    );
    expect(host.successor()).to.equal(1);
    const started = Date.now();
    expect(await host.handOver()).to.equal(1);
    hana.close();
    await until(() => hosts.has(1), 'Ben taking over', 10_000);
    // Far sooner than the table's wait on a host that has gone (10 minutes here).
    expect(Date.now() - started).to.be.below(10_000);
    await until(() => cy.lobby?.hostSeat === 1 && cy.status === 'online', 'Cy on the new host');
    hosts.get(1)!.close();
  });

  it('before any change of host, no guest receives or stores anything it may not see: its events redacted, the escrow opaque, no secret', async function () {
    this.timeout(60_000);
    const sent: { to: string; text: string }[] = [];
    const { host, hana, guests, stores } = await table(3, 4, { tap: (to, text) => sent.push({ to, text }) });
    autoplay([hana, ...guests]);
    await until(() => guests[0]!.client.length > 30, 'a good part of the game');
    await until(() => guests.every((g) => g.client.length === host.game!.log.length), 'the guests caught up');
    const record = (host as unknown as { record: { hostSecret: string; seed: string; slots: { token: string | null }[] } }).record;
    const full = host.game!.log;
    const redacted = (seq: number, seat: number): string => canonicalJson(host.game!.game.redact(full[seq]!.event, seat));
    // Which seat each guest connection holds (the host binds it in its welcome or `seated`).
    const seatOf = new Map<string, number>();
    for (const { to, text } of sent) {
      const m = JSON.parse(text) as { t: string; role?: { kind: string; seat?: number }; seat?: number };
      if (m.t === 'welcome' && m.role?.kind === 'seat') seatOf.set(to, m.role.seat!);
      if (m.t === 'seated') seatOf.set(to, m.seat!);
    }
    const secretsOf = (seat: number): string[] => [record.hostSecret, record.seed, ...record.slots.flatMap((s, i) => (i !== seat && s.token ? [s.token] : []))];
    let escrowMessages = 0;
    for (const { to, text } of sent) {
      const seat = seatOf.get(to);
      if (seat === undefined || to.startsWith('hana')) continue;
      for (const secret of secretsOf(seat)) expect(text.includes(secret), `a secret in ${text.slice(0, 80)}`).to.equal(false);
      const m = JSON.parse(text) as { t: string; entries?: { seq: number; event: unknown }[]; boxes?: string[]; share?: string; record?: string };
      expect(['welcome', 'lobby', 'seated', 'events', 'result', 'chat', 'escrow', 'error'], m.t).to.include(m.t);
      for (const e of m.entries ?? []) expect(canonicalJson(e.event), `event ${e.seq} to seat ${seat}`).to.equal(redacted(e.seq, seat));
      for (const box of m.boxes ?? []) expect(readBox(box), 'a box is opaque').to.not.equal(null);
      if (m.t === 'escrow') {
        escrowMessages++;
        if (m.share) expect(readShare(m.share)!.holder).to.equal(seat);
        if (m.record) expect(readBox(m.record)!.kind).to.equal('record');
      }
    }
    expect(escrowMessages).to.be.greaterThan(0);
    // What each guest's browser stores: its seat's events, opaque boxes, its own secrets only.
    for (const [i, store] of stores.entries()) {
      const seat = i + 1;
      const db = await database((store as unknown as { dbName: string }).dbName);
      for (const row of await db.getAll('seatLog')) expect(canonicalJson(row.event), `stored event ${row.seq}`).to.equal(redacted(row.seq, seat));
      for (const row of await db.getAll('escrowBox')) expect(readBox(row.box)).to.not.equal(null);
      const joined = JSON.stringify(await db.getAll('joined'));
      for (const secret of secretsOf(seat)) expect(joined.includes(secret), 'a secret stored').to.equal(false);
    }
    host.close();
  });
});
