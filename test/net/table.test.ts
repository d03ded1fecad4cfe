import { expect } from '@open-wc/testing';
import { nanoid } from 'nanoid';
import type { AnyGame } from '../../src/kernel/game.js';
import { verifyLog } from '../../src/kernel/log.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks, type PlanetState } from '../../src/games/planet-tricks/index.js';
import { secretsBots } from '../../src/games/secrets-of-the-universe/bots.js';
import { secretsOfTheUniverse, stepOf } from '../../src/games/secrets-of-the-universe/index.js';
import type { PlanetCommand, PlanetEvent, PlanetOptions } from '../../src/games/planet-tricks/types.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import { channelPair, MemoryNetwork } from '../../src/net/memory-network.js';
import { TableGuest } from '../../src/net/table-guest.js';
import { TableHost } from '../../src/net/table-host.js';
import { botSlot } from '../../src/net/lobbyist.js';
import { MODULES } from '../../src/games/registry.js';
import { PROTOCOL_VERSION } from '../../src/net/protocol.js';
import type { AnyGuest } from '../../src/app/session.js';
import { logFileOf } from '../../src/app/table-log.js';
import type { Channel } from '../../src/net/transport.js';
import { autoplay, secretsIn, until } from '../support/tables.js';
import { GuestStore } from '../../src/store/guest-store.js';
import { HostStore } from '../../src/store/host-store.js';

type Guest = TableGuest<PlanetState, PlanetCommand, PlanetEvent, PlanetView, PlanetOptions>;

/** A host page and guest pages, each guest with its own database (its own browser). */
async function table(seats = 4, botDelay = 0) {
  const network = new MemoryNetwork();
  const hostStore = new HostStore(`host-${nanoid(6)}`);
  const setup = { game: planetTricks, bots: planetBots, botLevel: 'random', botDelay: () => botDelay };
  const host = await TableHost.create({ ...setup, options: { nullRule: true }, seats, hostName: 'Hana' }, hostStore);
  await host.listen(network);
  const guest = (name: string, connect: () => Promise<Channel>, token?: string): Guest =>
    new TableGuest({ game: planetTricks, table: host.id, name, store: new GuestStore(`guest-${nanoid(6)}`), connect, token, backoff: () => 20 });
  const own = guest('Hana', async () => host.ownChannel(channelPair('hana', host.id)), host.hostToken);
  await own.open();
  // The host's page manages the table once it is connected and seated (an order sent before is not sent at all).
  await until(() => own.role.kind === 'seat', 'the host seated');
  return { network, host, own, guest, hostStore, setup };
}

/** The host's own page joining its seat (Hana's), as the app does: through an in-memory channel. */
async function hostSeat(host: TableHost<any, any, any>, game: AnyGame) {
  const own = new TableGuest({
    game,
    table: host.id,
    name: 'Hana',
    store: new GuestStore(`guest-${nanoid(6)}`),
    connect: async () => host.ownChannel(channelPair('hana', host.id)),
    token: host.hostToken,
  });
  await own.open();
  return own;
}

/** A 3-seat table where Ben took seat 1, a bot seat 2, and the game has started. */
async function benAndBotPlaying(botDelay = 0) {
  const t = await table(3, botDelay);
  const ben = t.guest('Ben', () => t.network.connect(t.host.id));
  await ben.open();
  await until(() => ben.lobby !== null, 'welcome');
  ben.claim(1);
  await until(() => ben.role.kind === 'seat', 'seat');
  expect(t.own.manage('bot', 2)).to.equal(true);
  await until(() => t.own.lobby?.seats[2]?.kind === 'bot', 'the bot seated');
  await secretsIn(t.own);
  expect(t.own.manage('start', 0)).to.equal(true);
  await until(() => ben.client.length >= 2, 'deal');
  return { ...t, ben };
}

describe('TableHost and TableGuest over an in-memory network, with IndexedDB', () => {
  it('a lobby fills with people and a bot, the game is played to the end, every seat sees the host view', async function () {
    this.timeout(60_000);
    const { host, own, guest, network } = await table();
    const ben = guest('Ben', () => network.connect(host.id));
    const cy = guest('Cy', () => network.connect(host.id));
    await ben.open();
    await cy.open();
    await until(() => ben.lobby !== null && cy.lobby !== null, 'welcome');
    expect(ben.role).to.deep.equal({ kind: 'visitor' });
    ben.claim(1);
    cy.claim(2);
    await until(() => ben.role.kind === 'seat' && cy.role.kind === 'seat', 'seats');
    own.manage('bot', 3);
    await until(() => own.lobby?.seats[3]?.kind === 'bot', 'bot');
    expect(own.lobby!.seats.map((s) => s.connected)).to.deep.equal([true, true, true, true]);
    autoplay([own, ben, cy]);
    await secretsIn(own);
    own.manage('start', 0);
    await until(() => planetTricks.result(host.game?.state ?? planetTricks.initial()) !== null, 'the end', 50_000);
    await until(() => [own, ben, cy].every((g) => g.client.length === host.game!.log.length), 'last events');
    expect(await verifyLog(host.game!.log)).to.deep.equal({ ok: true });
    [own, ben, cy].forEach((g, seat) => expect(g.view()).to.deep.equal(planetTricks.view(host.game!.state, seat)));
    await until(() => [own, ben, cy].every((g) => g.verdict !== null), 'the reveal');
    [own, ben, cy].forEach((g) => expect(g.verdict).to.deep.equal({ kind: 'verified' }));
    [own, ben, cy].forEach((g) => g.close());
    host.close();
  });

  it('a page opened again after the game, its host gone, still hands out the host’s full log, headed as before', async function () {
    this.timeout(60_000);
    const { host, own, network } = await table(3);
    const bensBrowser = `guest-${nanoid(6)}`;
    const page = (connect: () => Promise<Channel>): Guest =>
      new TableGuest({ game: planetTricks, table: host.id, name: 'Ben', store: new GuestStore(bensBrowser), connect, backoff: () => 20, giveUpAfter: 2 });
    const logOf = (guest: Guest) => logFileOf(guest as unknown as AnyGuest, host.id);
    const ben = page(() => network.connect(host.id));
    await ben.open();
    await until(() => ben.lobby !== null, 'welcome');
    ben.claim(1);
    await until(() => ben.role.kind === 'seat', 'seat');
    own.manage('bot', 2);
    await until(() => own.lobby?.seats[2]?.kind === 'bot', 'bot');
    autoplay([own, ben]);
    await secretsIn(own);
    own.manage('start', 0);
    await until(() => ben.verdict !== null, 'the reveal', 50_000);
    const handedOut = logOf(ben);
    expect(handedOut?.perspective).to.equal('full');
    ben.close();
    own.close();
    host.close();
    // Ben's page again: nobody answers, so no lobby comes; what it kept heads the log as the lobby did.
    const again = page(() => Promise.reject(new Error('Could not connect to peer')));
    await again.open();
    expect(again.lobby).to.equal(null);
    expect(again.verdict).to.deep.equal({ kind: 'verified' });
    expect(logOf(again)).to.deep.equal(handedOut);
    again.close();
  });

  it('refuses what a seat may not do, drops malformed messages, and the log does not change', async () => {
    // The bot never gets to move here: whatever changes the log would be a refused message.
    const { host, own, guest, network } = await table(3, 3_600_000);
    const ben = guest('Ben', () => network.connect(host.id));
    await ben.open();
    await until(() => ben.lobby !== null, 'welcome');
    ben.claim(1);
    await until(() => ben.role.kind === 'seat', 'seat');
    own.manage('bot', 2);
    ben.manage('start', 0);
    await until(() => ben.problem.includes('Only the host'), 'manage refused');
    await secretsIn(own);
    own.manage('start', 0);
    await until(() => ben.client.length >= 2, 'deal');
    const before = host.game!.log.length;
    const turn = host.game!.state.context.turn;
    const notMine = turn === 1 ? own : ben;
    const decision = await notMine.submit({ type: 'playCard', card: notMine.client.view().hand[0]!.card });
    expect(decision).to.include({ ok: false, rule: 'turn' });
    const spy = guest('Spy', () => network.connect(host.id));
    await spy.open();
    await until(() => spy.lobby !== null, 'spy welcome');
    spy.claim(1);
    await until(() => spy.problem.includes('started'), 'claim refused');
    spy.watch();
    await until(() => spy.role.kind === 'spectator' && spy.client.length === host.game!.log.length, 'spectating');
    expect(await spy.submit({ type: 'playCard', card: 0 })).to.include({ ok: false, rule: 'seat' });
    const raw = await network.connect(host.id);
    const dropped = host.dropped;
    for (const junk of ['not json', '{"t":"command","id":1,"command":{}}', JSON.stringify({ t: 'hello', v: 99, name: 'x', token: null })]) {
      raw.send(junk);
    }
    raw.send({ t: 'hello', v: PROTOCOL_VERSION, name: 'Raw', token: null });
    raw.send({ t: 'command', id: 2, command: { type: 'playCard', card: 3 }, seat: turn });
    raw.send({ t: 'chat', text: 'x'.repeat(5000) });
    raw.send({ t: 'manage', action: 'start', seat: 0 });
    await until(() => host.dropped >= dropped + 4, 'drops');
    expect(host.game!.log.length).to.equal(before);
    host.close();
  });

  it('a guest whose connection drops reconnects and receives only the events it missed', async function () {
    this.timeout(30_000);
    const { host, own, ben } = await benAndBotPlaying();
    let received = 0;
    const counted = new MemoryNetwork((_from, to, text) => {
      if (to.startsWith('guest') && text.startsWith('{"t":"events"')) received += (JSON.parse(text) as { entries: unknown[] }).entries.length;
    });
    await host.listen(counted);
    // Ben's next connection goes through the counting network; cut the current one.
    (ben as unknown as { setup: { connect: () => Promise<Channel> } }).setup.connect = () => counted.connect(host.id);
    (ben as unknown as { channel: Channel }).channel.close();
    await until(() => ben.status === 'offline', 'offline');
    autoplay([own]);
    await until(() => host.game!.log.length >= 6 || own.client.legalCommands().length === 0, 'others move');
    await until(() => ben.status === 'online' && ben.client.length === host.game!.log.length, 'caught up');
    const missed = host.game!.log.length - 2;
    expect(received).to.be.at.most(missed + 1);
    expect(ben.view()).to.deep.equal(planetTricks.view(host.game!.state, 1));
    host.close();
  });

  it('a host reload restores the table from IndexedDB and guests carry on', async function () {
    this.timeout(30_000);
    const { host, own, ben, guest, network, hostStore, setup } = await benAndBotPlaying();
    own.close();
    host.close();
    // A move already being stored when the page went away is kept, like any stored event.
    await new Promise((r) => setTimeout(r, 100));
    const log = host.game!.log.slice();
    await until(() => ben.status === 'offline', 'ben offline');
    const again = (await TableHost.resume(host.id, setup, hostStore))!;
    await again.listen(network);
    expect(again.game!.log).to.deep.equal(log);
    await until(() => ben.status === 'online', 'ben back');
    const own2 = guest('Hana', async () => again.ownChannel(channelPair('hana2', again.id)), again.hostToken);
    await own2.open();
    autoplay([own2, ben]);
    await until(() => planetTricks.result(again.game!.state) !== null, 'the end', 25_000);
    await until(() => ben.client.length === again.game!.log.length, 'ben has all');
    expect(ben.view()).to.deep.equal(planetTricks.view(again.game!.state, 1));
    expect(await verifyLog(again.game!.log)).to.deep.equal({ ok: true });
    again.close();
  });

  it('a table filled with bots before its host seat connected starts by itself once that seat sends its secret', async () => {
    const network = new MemoryNetwork();
    const host = await TableHost.create(
      { game: planetTricks, bots: planetBots, botLevel: 'random', botDelay: () => 1e6, options: { nullRule: true }, seats: 3, hostName: 'Hana' },
      new HostStore(`host-${nanoid(6)}`),
    );
    await host.listen(network);
    await host.fillWithBotsAndStart();
    expect(host.lobby().started, 'no secret from the host seat yet').to.equal(false);
    const own = await hostSeat(host, planetTricks);
    await until(() => own.client.length >= 2, 'the deal');
    expect(host.lobby().started).to.equal(true);
    expect(own.lobby!.seats.map((s) => s.kind)).to.deep.equal(['person', 'bot', 'bot']);
    own.close();
    host.close();
  });

  it('a guest that expects another game is told so and disconnects, before any event is applied', async () => {
    const { host, network, own } = await table(3);
    const wrong: Guest = new TableGuest({
      game: { ...planetTricks, id: 'another-game' },
      table: host.id,
      name: 'Zed',
      store: new GuestStore(`guest-${nanoid(6)}`),
      connect: () => network.connect(host.id),
    });
    await wrong.open();
    await until(() => wrong.status === 'closed', 'closed');
    expect(wrong.problem).to.contain('This table plays planet-tricks, not another-game');
    expect(wrong.client.length).to.equal(0);
    own.close();
    host.close();
  });

  it('a visitor sees the game, the host and the free seats before giving a name, gives it to take a seat or watch, and chats once named', async () => {
    const { host, own, network } = await table(4, 3_600_000);
    own.say('Welcome!');
    const visitor = (): Guest =>
      new TableGuest({
        game: planetTricks,
        table: host.id,
        name: null,
        store: new GuestStore(`guest-${nanoid(6)}`),
        connect: () => network.connect(host.id),
        backoff: () => 20,
      });
    const ben = visitor();
    await ben.open();
    await until(() => ben.lobby !== null && ben.chat.length === 1, 'welcome');
    expect(ben.role).to.deep.equal({ kind: 'visitor' });
    expect(ben.name).to.equal(null);
    expect(ben.lobby!.game).to.equal('planet-tricks');
    expect(ben.lobby!.seats.map((s) => [s.kind, s.name])).to.deep.equal([
      ['person', 'Hana'],
      ['open', ''],
      ['open', ''],
      ['open', ''],
    ]);
    expect(ben.lobby!.seats[ben.lobby!.hostSeat]!.name).to.equal('Hana');
    // No name yet: no seat, and no chat.
    expect(ben.claim(1)).to.equal(false);
    expect(ben.problem).to.equal('Give your name first.');
    ben.say('hello?');
    await until(() => ben.problem.startsWith('Give your name first: take a seat'), 'chat refused');
    expect(ben.claim(1, '  Ben ')).to.equal(true);
    await until(() => ben.role.kind === 'seat' && own.lobby?.seats[1]?.name === 'Ben', 'seated under the name given');
    expect(ben.name).to.equal('Ben');
    ben.say('hi all');
    await until(() => own.chat.some((l) => l.from === 'Ben' && l.text === 'hi all'), 'chat as Ben');
    const spy = visitor();
    await spy.open();
    await until(() => spy.lobby !== null, 'spy welcome');
    expect(spy.watch('Spy')).to.equal(true);
    await until(() => spy.role.kind === 'spectator', 'watching');
    spy.say('just looking');
    await until(() => own.chat.some((l) => l.from === 'Spy'), 'chat as Spy');
    expect(host.lobby().seats.map((s) => s.name)).to.deep.equal(['Hana', 'Ben', '', '']);
    [ben, spy, own].forEach((g) => g.close());
    host.close();
  });

  it('names every bot at the largest table differently (Crazier Eights seats eight)', () => {
    const most = Math.max(...MODULES.map((m) => m.maxSeats));
    expect(most).to.equal(8);
    const names = Array.from({ length: most }, (_, seat) => botSlot(seat, 'easy').name);
    expect(new Set(names).size, names.join(', ')).to.equal(most);
    expect(names.every((n) => / \(bot\)$/.test(n))).to.equal(true);
  });

  it('bot seats keep their level: chosen at creation or in the lobby, played by that level’s bot, after a host reload too', async function () {
    this.timeout(30_000);
    const network = new MemoryNetwork();
    const hostStore = new HostStore(`host-${nanoid(6)}`);
    // Each level's bot plays any legal card, and notes which seats it played for.
    const played = { easy: new Set<number>(), strong: new Set<number>() };
    const noting =
      (level: 'easy' | 'strong'): typeof planetBots.random =>
      (state, seat, legal, random) => {
        played[level].add(seat);
        return planetBots.random(state, seat, legal, random);
      };
    const setup = { game: planetTricks, bots: { easy: noting('easy'), strong: noting('strong') }, botLevel: 'easy', botDelay: () => 0 };
    const host = await TableHost.create(
      { ...setup, options: { nullRule: true }, seats: 5, hostName: 'Hana', seatBots: [null, 'strong', null, null, null] },
      hostStore,
    );
    await host.listen(network);
    const own = await hostSeat(host, planetTricks);
    await until(() => own.lobby !== null, 'welcome');
    own.manage('bot', 2, 'easy');
    own.manage('bot', 3);
    own.manage('bot', 4, 'expert');
    await until(() => own.problem === 'This game has no bot level "expert".', 'an unknown level refused');
    own.manage('bot', 4, 'strong');
    await until(() => own.lobby!.seats.every((s) => s.kind !== 'open'), 'bots seated');
    expect(own.lobby!.seats.map((s) => [s.name, s.level])).to.deep.equal([
      ['Hana', undefined],
      ['Bo (bot)', 'strong'],
      ['Cyd (bot)', 'easy'],
      ['Dee (bot)', 'easy'],
      ['Eli (bot)', 'strong'],
    ]);
    autoplay([own]);
    await secretsIn(own);
    own.manage('start', 0);
    await until(() => played.easy.size === 2 && played.strong.size === 2, 'every bot seat played');
    expect([...played.easy].sort()).to.deep.equal([2, 3]);
    expect([...played.strong].sort()).to.deep.equal([1, 4]);
    expect(planetTricks.view(host.game!.state, 0).names[1], 'the game shows the level too').to.equal('Bo (bot)');
    own.close();
    host.close();
    // The host's page reloads: the stored seats say which bot plays each.
    played.easy.clear();
    played.strong.clear();
    const again = (await TableHost.resume(host.id, { ...setup, botLevel: 'strong' }, hostStore))!;
    await again.listen(network);
    const own2 = await hostSeat(again, planetTricks);
    autoplay([own2]);
    await until(() => played.easy.size === 2 && played.strong.size === 2, 'every bot seat played again', 20_000);
    expect([...played.easy].sort()).to.deep.equal([2, 3]);
    expect([...played.strong].sort()).to.deep.equal([1, 4]);
    own2.close();
    again.close();
  });

  it('a closed table stops its timers: a claim window open at closing adds no event afterwards', async () => {
    const network = new MemoryNetwork();
    const host = await TableHost.create(
      {
        game: secretsOfTheUniverse,
        bots: secretsBots,
        botLevel: 'strong',
        botDelay: () => 0,
        options: { version: 'intermediate', matchLength: 4, claimMs: 150 },
        seats: 2,
        hostName: 'Hana',
      },
      new HostStore(`host-${nanoid(6)}`),
    );
    await host.listen(network);
    await host.fillWithBotsAndStart();
    const own = await hostSeat(host, secretsOfTheUniverse);
    autoplay([own]);
    await until(() => host.game !== null && stepOf(host.game.state) === 'claim', 'a claim window', 30_000);
    own.close();
    host.close();
    const length = host.game!.log.length;
    await new Promise((r) => setTimeout(r, 400));
    expect(host.game!.log.length).to.equal(length);
  });

  it('a link nobody answers stops trying after a while, says so, and tries again on request; a page that was at the table keeps trying', async () => {
    let attempts = 0;
    const { host, network, own } = await table(3);
    let reachable = false;
    const lost = new TableGuest({
      game: planetTricks,
      table: host.id,
      name: 'Zed',
      store: new GuestStore(`guest-${nanoid(6)}`),
      connect: () => {
        attempts++;
        return reachable ? network.connect(host.id) : Promise.reject(new Error('Could not connect to peer'));
      },
      backoff: () => 5,
      giveUpAfter: 3,
    });
    await lost.open();
    await until(() => lost.status === 'unreachable', 'unreachable');
    expect(attempts).to.equal(3);
    await new Promise((r) => setTimeout(r, 50));
    expect(attempts, 'no more tries once it stopped').to.equal(3);
    reachable = true;
    lost.reconnect();
    await until(() => lost.lobby !== null, 'welcomed after trying again');
    expect(lost.status).to.equal('online');
    // Once it has been at the table, a page never stops trying: its host may come back.
    reachable = false;
    host.close();
    await until(() => attempts >= 8, 'keeps trying');
    expect(lost.status).to.equal('offline');
    lost.close();
    own.close();
  });
});
