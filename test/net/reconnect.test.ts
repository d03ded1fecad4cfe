/**
 * Pages that come back: a seat's tab reopened while the host still holds its old connection, a
 * spectator whose `watch` is slow while another guest reconnects after a host reload, a connection
 * gone without a close, and a page told about roles in any order. Each over the in-memory network
 * and over real WebRTC, with the exact order of the messages each new connection receives.
 */
import { expect } from '@open-wc/testing';
import { nanoid } from 'nanoid';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { SPECTATOR } from '../../src/kernel/game.js';
import { channelPair } from '../../src/net/memory-network.js';
import type { SignalingSettings } from '../../src/net/peerjs-network.js';
import { PROTOCOL_VERSION } from '../../src/net/protocol.js';
import { TableGuest } from '../../src/net/table-guest.js';
import { GuestStore } from '../../src/store/guest-store.js';
import { planetTable, seatAndStart, type PlanetGuest, type PlanetTable } from '../support/planet-table.js';
import { signaling } from '../support/rtc-game.js';
import { autoplay, until } from '../support/tables.js';

/** Resolves once the game is over and every page holds every event of it, exactly as redacted for it, and verified. */
async function playedOut(t: PlanetTable, pages: readonly PlanetGuest[]): Promise<void> {
  await until(() => t.host.game !== null && planetTricks.result(t.host.game.state) !== null, 'the end', 60_000);
  const log = t.host.game!.log;
  await until(() => pages.every((g) => g.client.length === log.length && g.verdict !== null), 'every page has every event and the reveal');
  for (const page of pages) {
    expect(page.entries.map((e) => e.seq)).to.deep.equal(log.map((e) => e.seq));
    expect(page.entries.map((e) => e.event)).to.deep.equal(t.host.game!.seatLog(page.client.seat).map((e) => e.event));
    expect(page.verdict).to.deep.equal({ kind: 'verified' });
  }
}

async function tabReopenedOnItsTurn(signal?: SignalingSettings): Promise<void> {
  const t = await planetTable({ seats: 3, signaling: signal });
  const db = `ben-${nanoid(6)}`;
  const ben = t.guest('Ben', db);
  await seatAndStart(t, [ben]);
  autoplay([t.own]);
  await until(() => ben.client.legalCommands().length > 0, "Ben's turn");
  const held = ben.client.length;
  // The tab crashes: its connection goes silent, the host is not told.
  t.net(ben).abandon();
  ben.close();
  // Reopened from the join link: the same browser, its stored seat token, a new connection.
  const again = t.guest('Ben', db);
  await again.open();
  expect(again.client.length, 'the stored log is loaded').to.equal(held);
  await until(() => again.lobby !== null && again.role.kind === 'seat' && t.host.lobby().seats[1]!.connected, 'welcomed back');
  await until(() => again.client.length === t.host.game!.log.length, 'caught up');
  const shape = t.net(again).connections[0]!.shape();
  expect(shape[0], 'the welcome comes first').to.equal('welcome:seat 1');
  expect(
    shape.filter((s) => s.startsWith('lobby')).every((s) => s === 'lobby:seat 1'),
    shape.join(', '),
  ).to.equal(true);
  expect(again.client.legalCommands().length, 'still its turn').to.be.greaterThan(0);
  expect((await new GuestStore(db).load(t.id))!.log.length, 'the stored log was never cleared').to.be.at.least(held);
  autoplay([again]);
  await playedOut(t, [t.own, again]);
  again.close();
  t.close();
}

async function slowWatchAfterHostReload(signal?: SignalingSettings): Promise<void> {
  const t = await planetTable({ seats: 3, signaling: signal });
  const ben = t.guest('Ben');
  const spyDb = `spy-${nanoid(6)}`;
  const spy = t.guest('Spy', spyDb);
  await seatAndStart(t, [ben]);
  await spy.open();
  await until(() => spy.lobby !== null, 'spy welcome');
  spy.watch();
  await until(() => spy.role.kind === 'spectator' && spy.client.length === t.host.game!.log.length, 'spectating');
  autoplay([t.own, ben]);
  await until(() => t.host.game!.log.length >= 8, 'a few moves');
  const lengths: number[] = [];
  spy.addEventListener('change', () => lengths.push(spy.entries.length));

  // After the reload the spy's `watch` is held back until a lobby naming it a visitor reached it,
  // and Ben reconnects only once the spy was welcomed as a visitor.
  const spyNet = t.net(spy);
  const before = spyNet.connections.length;
  const spyLink = () => spyNet.connections[before];
  spyNet.hold = (text) =>
    text.startsWith('{"t":"watch"') ? until(() => spyLink()!.shape().includes('lobby:visitor'), 'a lobby naming the spy a visitor', 60_000) : undefined;
  const benNet = t.net(ben);
  benNet.hold = () => until(() => spyLink()?.shape().includes('welcome:visitor') ?? false, 'the spy welcomed', 60_000);
  await t.reloadHost();
  autoplay([t.own]);
  await until(() => spyLink()?.shape().includes('lobby:spectator') ?? false, 'the spy watching again', 60_000);
  await until(() => spy.client.length === t.host.game!.log.length, 'the spy caught up', 60_000);
  spyNet.hold = benNet.hold = null;
  const shape = spyLink()!.shape();
  expect(shape.slice(0, 2), shape.join(', ')).to.deep.equal(['welcome:visitor', 'lobby:visitor']);
  expect(shape).to.include('lobby:spectator');
  for (let i = 1; i < lengths.length; i++) expect(lengths[i]!, 'the spy never lost an event').to.be.at.least(lengths[i - 1]!);
  expect(spy.client.seat).to.equal(SPECTATOR);
  await playedOut(t, [t.own, ben, spy]);
  expect((await new GuestStore(spyDb).load(t.id))!.log.length).to.equal(t.host.game!.log.length);
  [ben, spy].forEach((g) => g.close());
  t.close();
}

async function droppedWithoutAClose(signal?: SignalingSettings): Promise<void> {
  const t = await planetTable({ seats: 3, signaling: signal, keepalive: { pingAfterMs: 40, deadAfterMs: 400 } });
  const ben = t.guest('Ben');
  await seatAndStart(t, [ben]);
  let wentAway = false;
  t.own.addEventListener('change', () => (wentAway ||= t.own.lobby?.seats[1]?.connected === false));
  t.net(ben).abandon();
  await until(() => wentAway, 'the host notices Ben is gone');
  await until(() => ben.status === 'online' && t.own.lobby?.seats[1]?.connected === true, 'Ben back');
  autoplay([t.own, ben]);
  await playedOut(t, [t.own, ben]);
  ben.close();
  t.close();
}

for (const [over, settings] of [
  ['the in-memory network', async () => undefined],
  ['real WebRTC', signaling],
] as const) {
  describe(`Pages that reconnect, over ${over}`, () => {
    it('a seat whose tab closes on its own turn and reopens while the host holds the old connection keeps every event, and the game goes on', async function () {
      this.timeout(90_000);
      await tabReopenedOnItsTurn(await settings());
    });

    it('a spectator whose watch is slow while another guest reconnects after a host reload keeps its events', async function () {
      this.timeout(90_000);
      await slowWatchAfterHostReload(await settings());
    });

    it('a connection gone without a close is noticed on both sides by its silence, and the seat comes back', async function () {
      this.timeout(90_000);
      await droppedWithoutAClose(await settings());
    });
  });
}

describe('A page told about roles', () => {
  /** A page of seat 1 holding `held` stored events, connected to a host the test plays by hand. */
  async function scripted(held: number) {
    const t = await planetTable({ seats: 3 });
    const db = `ben-${nanoid(6)}`;
    const ben = t.guest('Ben', db);
    await seatAndStart(t, [ben]);
    autoplay([t.own, ben]);
    await until(() => ben.client.length >= held, 'events');
    ben.close();
    t.close();
    const log = t.host.game!;
    const [page, hand] = channelPair('page', 'host');
    const said: unknown[] = [];
    hand.onMessage = (text) => text !== '{"t":"ping"}' && said.push(JSON.parse(text));
    const again = new TableGuest({ game: planetTricks, table: t.id, name: 'Ben', store: new GuestStore(db), connect: async () => page });
    await again.open();
    const lobby = t.host.lobby();
    const stored = again.client.length;
    return { again, hand, said, lobby, log, stored, db, id: t.id };
  }

  it('a lobby naming it a visitor before its welcome changes nothing it holds, and it asks for what it lacks once welcomed', async () => {
    const s = await scripted(10);
    s.hand.send({ t: 'lobby', role: { kind: 'visitor' }, lobby: s.lobby });
    s.hand.send({ t: 'lobby', role: { kind: 'visitor' }, lobby: s.lobby });
    await until(() => s.said.length >= 1, 'hello');
    expect(s.again.entries.length).to.equal(s.stored);
    s.hand.send({ t: 'welcome', v: PROTOCOL_VERSION, role: { kind: 'seat', seat: 1 }, lobby: s.lobby });
    await until(() => s.said.length >= 2, 'sync');
    expect(s.said[1]).to.deep.equal({ t: 'sync', from: s.stored });
    // A lobby naming it a visitor after the welcome (its seat given away): it keeps its events.
    s.hand.send({ t: 'lobby', role: { kind: 'visitor' }, lobby: s.lobby });
    await until(() => s.again.role.kind === 'visitor', 'visitor');
    expect(s.again.entries.length).to.equal(s.stored);
    expect((await new GuestStore(s.db).load(s.id))!.log.length).to.equal(s.stored);
    s.hand.send({ t: 'events', entries: s.log.seatLog(1, s.stored) });
    await until(() => s.again.client.length === s.log.log.length, 'the rest');
    s.again.close();
  });

  it('a role with another perspective starts its log afresh and asks for every event from 0', async () => {
    const s = await scripted(6);
    s.hand.send({ t: 'welcome', v: PROTOCOL_VERSION, role: { kind: 'spectator' }, lobby: s.lobby });
    await until(() => s.said.length >= 2, 'sync');
    expect(s.said[1]).to.deep.equal({ t: 'sync', from: 0 });
    expect(s.again.entries).to.deep.equal([]);
    s.hand.send({ t: 'events', entries: s.log.seatLog(SPECTATOR, 0) });
    await until(() => s.again.client.length === s.log.log.length, 'every event');
    expect(s.again.view()).to.deep.equal(planetTricks.view(s.log.state, SPECTATOR));
    expect((await new GuestStore(s.db).load(s.id))!.log.length).to.equal(s.log.log.length);
    s.again.close();
  });
});
