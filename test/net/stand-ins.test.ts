import { expect } from '@open-wc/testing';
import { nanoid } from 'nanoid';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { eightsBots } from '../../src/games/crazier-eights/bots.js';
import { crazierEights } from '../../src/games/crazier-eights/index.js';
import type { EightsState } from '../../src/games/crazier-eights/index.js';
import { secretsBots } from '../../src/games/secrets-of-the-universe/bots.js';
import { secretsOfTheUniverse } from '../../src/games/secrets-of-the-universe/index.js';
import type { SecretsState } from '../../src/games/secrets-of-the-universe/index.js';
import { randomBot, type Bot } from '../../src/kernel/bot.js';
import type { AnyGame, Typed } from '../../src/kernel/game.js';
import { isTableEvent } from '../../src/kernel/table-events.js';
import { channelPair, MemoryNetwork } from '../../src/net/memory-network.js';
import { TableGuest } from '../../src/net/table-guest.js';
import { TableHost } from '../../src/net/table-host.js';
import type { Channel } from '../../src/net/transport.js';
import { GuestStore } from '../../src/store/guest-store.js';
import { HostStore } from '../../src/store/host-store.js';
import { sealedBids } from '../kernel/sealed-bids.js';
import { autoplay, secretsIn, until } from '../support/tables.js';

type Guest = TableGuest<any, any, any, any, any>;

interface Spec {
  readonly game: AnyGame;
  readonly options: unknown;
  readonly bots: Record<string, Bot<any, any>>;
  readonly standInWait: number | null;
  /** How long a bot thinks before each move (none when left out). */
  readonly botDelay?: (state: any) => number;
}

const PLANET: Spec = { game: planetTricks, options: { nullRule: true }, bots: planetBots, standInWait: 30 };

/**
 * A 3-seat table: Hana hosts (her own page), Ben sits in seat 1 from a browser of his own (his
 * store), a bot in seat 2; the game has started.
 */
async function playing(spec: Spec) {
  const network = new MemoryNetwork();
  const host = await TableHost.create(
    {
      game: spec.game,
      options: spec.options,
      seats: 3,
      hostName: 'Hana',
      bots: spec.bots,
      botLevel: 'strong',
      botDelay: spec.botDelay ?? (() => 0),
      standInWait: spec.standInWait,
    },
    new HostStore(`host-${nanoid(6)}`),
  );
  await host.listen(network);
  const page = (name: string, store: GuestStore, connect: () => Promise<Channel>, token?: string): Guest =>
    new TableGuest({ game: spec.game, table: host.id, name, store, connect, token, backoff: () => 20 });
  const hana = page('Hana', new GuestStore(`guest-${nanoid(6)}`), async () => host.ownChannel(channelPair('hana', host.id)), host.hostToken);
  await hana.open();
  // Managing the table is sent only once the host's own page is connected and seated.
  await until(() => hana.role.kind === 'seat', 'the host seated');
  const bensBrowser = new GuestStore(`guest-${nanoid(6)}`);
  /** Ben's page, opened (again) in his browser: it takes his seat back with the token it stored. */
  const benPage = async (): Promise<Guest> => {
    const ben = page('Ben', bensBrowser, () => network.connect(host.id));
    await ben.open();
    return ben;
  };
  const ben = await benPage();
  await until(() => ben.lobby !== null, 'welcome');
  ben.claim(1);
  await until(() => ben.role.kind === 'seat', 'seat');
  expect(hana.manage('bot', 2)).to.equal(true);
  await until(() => hana.lobby?.seats[2]?.kind === 'bot', 'the bot seated');
  await secretsIn(hana);
  expect(hana.manage('start', 0)).to.equal(true);
  await until(() => ben.client.length >= 1, 'the start');
  return { network, host, hana, ben, benPage, page };
}

const tableEvents = (host: TableHost<unknown, Typed, unknown>): Typed[] => host.game!.log.map((e) => e.event).filter(isTableEvent);
const seatOf = (event: Typed): number => (event as Typed & { readonly seat: number }).seat;
const owes = (host: TableHost<unknown, Typed, unknown>, seat: number): boolean => host.game!.game.legalCommands(host.game!.state, seat).length > 0;

describe('A seat whose person is gone is played by a bot until they come back', () => {
  it('after the table’s wait a bot plays for a person who left; back, they take the seat and see every move', async function () {
    this.timeout(60_000);
    const { host, hana, ben, benPage } = await playing(PLANET);
    autoplay([hana]);
    ben.close();
    await until(() => tableEvents(host).length === 1, 'a bot standing in');
    expect(tableEvents(host)).to.deep.equal([{ type: 'table.botStoodIn', seat: 1, level: 'strong' }]);
    await until(() => hana.lobby?.seats[1]?.standIn === 'strong', 'the lobby saying so');
    const from = host.game!.log.length;
    await until(() => host.game!.log.length > from + 6, 'the game going on');
    const back = await benPage();
    await until(() => tableEvents(host).length === 2, 'the person back');
    expect(tableEvents(host)[1]).to.deep.equal({ type: 'table.personReturned', seat: 1 });
    await until(() => back.lobby?.seats[1]?.standIn === undefined && back.client.length === host.game!.log.length, 'catching up');
    expect(back.view()).to.deep.equal(planetTricks.view(host.game!.state, 1));
    // The bot stopped: once the game waits on Ben, nothing moves until he does.
    await until(() => owes(host, 1) || planetTricks.result(host.game!.state) !== null, 'Ben’s turn');
    const waiting = host.game!.log.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(host.game!.log.length).to.equal(waiting);
    autoplay([back]);
    await until(() => planetTricks.result(host.game!.state) !== null, 'the end', 50_000);
    await until(() => back.verdict !== null && hana.verdict !== null, 'the reveal');
    expect(back.verdict).to.deep.equal({ kind: 'verified' });
    expect(hana.verdict).to.deep.equal({ kind: 'verified' });
    host.close();
  });

  it('a person back after the end finds the log as the game ended: their return is not noted', async function () {
    this.timeout(60_000);
    const { host, hana, ben, benPage } = await playing(PLANET);
    autoplay([hana]);
    ben.close();
    await until(() => planetTricks.result(host.game!.state) !== null, 'the end', 50_000);
    await until(() => hana.verdict !== null, 'the reveal');
    const ended = host.game!.log.length;
    const back = await benPage();
    await until(() => back.verdict !== null, 'Ben’s verdict');
    await until(() => back.lobby?.seats[1]?.connected === true && back.lobby.seats[1]!.standIn === undefined, 'Ben seated');
    await new Promise((r) => setTimeout(r, 300));
    expect(back.verdict).to.deep.equal({ kind: 'verified' });
    expect(host.game!.log.length).to.equal(ended);
    expect(tableEvents(host)).to.deep.equal([{ type: 'table.botStoodIn', seat: 1, level: 'strong' }]);
    host.close();
  });

  it('a table that never hands a seat to a bot waits; the host can ask a bot to play at once', async function () {
    this.timeout(60_000);
    const { host, hana, ben } = await playing({ ...PLANET, standInWait: null });
    autoplay([hana]);
    ben.close();
    await until(() => owes(host, 1), 'Ben’s turn');
    await new Promise((r) => setTimeout(r, 300));
    const stalled = host.game!.log.length;
    expect(tableEvents(host)).to.deep.equal([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(host.game!.log.length).to.equal(stalled);
    expect(hana.manage('standIn', 1)).to.equal(true);
    await until(() => host.game!.log.length > stalled + 1, 'the bot playing');
    expect(tableEvents(host)).to.deep.equal([{ type: 'table.botStoodIn', seat: 1, level: 'strong' }]);
    host.close();
  });

  it('only the host may hand a seat to a bot, and only an absent person’s', async function () {
    this.timeout(30_000);
    const { host, hana, ben } = await playing({ ...PLANET, standInWait: null });
    ben.manage('standIn', 0);
    await until(() => ben.problem.includes('Only the host'), 'refused to a guest');
    hana.manage('standIn', 1);
    await until(() => hana.problem.includes('Ben is at the table'), 'refused while Ben is there');
    hana.manage('standIn', 2);
    await until(() => hana.problem.includes('not another person'), 'refused for a bot seat');
    expect(tableEvents(host)).to.deep.equal([]);
    host.close();
  });

  it('the host gives an absent person’s seat to someone new, who joins with the link; the old token no longer sits', async function () {
    this.timeout(60_000);
    const { host, hana, ben, benPage, page, network } = await playing({ ...PLANET, standInWait: null });
    autoplay([hana]);
    ben.close();
    await until(() => !hana.lobby!.seats[1]!.connected, 'Ben gone');
    hana.manage('reopen', 1);
    await until(() => hana.lobby!.seats[1]!.kind === 'open' && hana.lobby!.seats[1]!.standIn === 'strong', 'the seat open, played meanwhile');
    const cy = page('Cy', new GuestStore(`guest-${nanoid(6)}`), () => network.connect(host.id));
    await cy.open();
    await until(() => cy.lobby !== null, 'Cy welcomed');
    expect(cy.claim(1)).to.equal(true);
    await until(() => cy.role.kind === 'seat', 'Cy seated');
    await until(() => tableEvents(host).length === 3, 'the seat taken');
    expect(tableEvents(host)).to.deep.equal([
      { type: 'table.botStoodIn', seat: 1, level: 'strong' },
      { type: 'table.seatReopened', seat: 1 },
      { type: 'table.seatTaken', seat: 1, name: 'Cy' },
    ]);
    const back = await benPage();
    await until(() => back.problem.includes('no longer yours'), 'Ben’s old token refused');
    autoplay([cy]);
    await until(() => planetTricks.result(host.game!.state) !== null, 'the end', 50_000);
    await until(() => cy.verdict !== null && hana.verdict !== null, 'the reveal');
    expect(cy.verdict).to.deep.equal({ kind: 'verified' });
    expect(hana.verdict).to.deep.equal({ kind: 'verified' });
    host.close();
  });

  it('a person back during a sealed choice the bot made for them: the bot still opens it, and the round is scored with it', async function () {
    this.timeout(30_000);
    const bids: Spec = { game: sealedBids, options: { waitMs: 20_000 }, bots: { easy: randomBot, strong: randomBot }, standInWait: 20 };
    const { host, hana, ben, benPage } = await playing(bids);
    ben.close();
    await until(() => host.game!.log.some((e) => e.event.type === 'choice.sealed' && seatOf(e.event) === 1), 'the bot sealing for Ben');
    const back = await benPage();
    await until(() => tableEvents(host).length === 2, 'Ben back');
    // Hana seals last: every seal is in, and each page (and bot) opens its own.
    await hana.submit({ type: 'bid', coin: 3 });
    await until(() => host.game!.log.some((e) => e.event.type === 'round.scored'), 'the round scored');
    const opened = host.game!.log.filter((e) => e.event.type === 'choice.opened').map((e) => seatOf(e.event));
    expect(opened.sort()).to.deep.equal([0, 1, 2]);
    expect(host.game!.log.some((e) => e.event.type === 'choice.forfeited')).to.equal(false);
    await until(() => back.client.length === host.game!.log.length, 'Ben caught up');
    expect(back.view().round).to.equal(2);
    host.close();
  });

  it('a person who sealed and left keeps the game’s own rule for an unopened choice', async function () {
    this.timeout(30_000);
    const bids: Spec = { game: sealedBids, options: { waitMs: 300 }, bots: { easy: randomBot, strong: randomBot }, standInWait: 10_000 };
    const { host, hana, ben } = await playing(bids);
    await ben.submit({ type: 'bid', coin: 4 });
    ben.close();
    await hana.submit({ type: 'bid', coin: 2 });
    await until(() => host.game!.log.some((e) => e.event.type === 'round.scored'), 'the round scored');
    const late = host.game!.log.filter((e) => e.event.type === 'choice.forfeited');
    expect(late.map((e) => seatOf(e.event))).to.deep.equal([1]);
    expect(tableEvents(host)).to.deep.equal([]);
    host.close();
  });
  it('a person back mid-window (a claim window in Secrets of the Universe) takes the seat back: the window waits on them, and their pass is theirs', async function () {
    this.timeout(90_000);
    // Nobody passes for Ben while he is away (a bot never passes; Hana plays only what is listed), so
    // a window nobody can bump in lasts its whole length: long enough that his return, on a busy
    // machine too, falls well within it. With windows that long, Hana hands his seat to a bot as
    // soon as he is gone rather than the table waiting for his turn.
    const secrets: Spec = {
      game: secretsOfTheUniverse,
      options: { version: 'intermediate', matchLength: 4, claimMs: 20_000, nextGameMs: 5_000 },
      bots: secretsBots,
      standInWait: null,
    };
    const { host, hana, ben, benPage } = await playing(secrets);
    const claimSeen = (seat: number) => secretsOfTheUniverse.view(host.game!.state as SecretsState, seat).table?.claim;
    const windowOnBen = () => (host.game!.state as SecretsState).context.claim !== null && claimSeen(1)?.waitingFor.includes(1) === true;
    // A window no seat can bump in: nothing closes it early while Ben is on his way back.
    const quietWindowOnBen = () => windowOnBen() && [0, 1, 2].every((seat) => !claimSeen(seat)?.mine?.bump);
    autoplay([hana]);
    ben.close();
    await until(() => hana.lobby?.seats[1]?.connected === false, 'Ben gone');
    expect(hana.manage('standIn', 1)).to.equal(true);
    await until(() => tableEvents(host).length === 1, 'a bot standing in');
    await until(quietWindowOnBen, 'a claim window waiting on Ben', 70_000);
    const back = await benPage();
    await until(() => tableEvents(host).length === 2, 'Ben back');
    await until(() => back.client.length === host.game!.log.length, 'Ben caught up');
    // The window is still open, and waits on Ben himself: his page shows it, and his pass is taken.
    expect(windowOnBen()).to.equal(true);
    const claim = (back.view() as ReturnType<typeof secretsOfTheUniverse.view>).table!.claim!;
    expect(claim.mine?.canPass).to.equal(true);
    const passed = await back.submit({ type: 'pass' });
    expect(passed.ok, JSON.stringify(passed)).to.equal(true);
    const last = host
      .game!.log.map((e) => e.event)
      .filter((e) => e.type === 'claim.passed')
      .at(-1) as Typed & { seat: number };
    expect(last.seat).to.equal(1);
    // The table may have moved on since (a bot's move): Ben's page sees what the host sees once it has caught up.
    await until(() => back.client.length === host.game!.log.length, 'Ben caught up again');
    expect(back.view()).to.deep.equal(secretsOfTheUniverse.view(host.game!.state as SecretsState, 1));
    host.close();
  });

  it('a person back mid-choice (a choice Crazier Eights waits on their seat for, the bot still thinking) makes it: the bot stands down without choosing', async function () {
    this.timeout(90_000);
    // The bots think long over a choice of seat 1's, so that Ben comes back while his bot still thinks.
    const slow = (state: EightsState) => (state.context.choice?.seat === 1 ? 1_500 : 0);
    const eights: Spec = { game: crazierEights, options: { series: 'single', teams: 'none', promos: 0 }, bots: eightsBots, standInWait: 20, botDelay: slow };
    const choiceOnBen = (host: TableHost<unknown, Typed, unknown>) => (host.game!.state as EightsState).context.choice?.seat === 1;
    // A choice of Ben's comes up in most games; a game that ends without one is played again.
    for (let tries = 0; ; tries++) {
      const { host, hana, ben, benPage } = await playing(eights);
      autoplay([hana]);
      ben.close();
      await until(() => choiceOnBen(host) || crazierEights.result(host.game!.state as EightsState) !== null, 'a choice of Ben’s, or the end', 60_000);
      if (!choiceOnBen(host)) {
        host.close();
        expect(tries, 'games without a choice of Ben’s').to.be.lessThan(5);
        continue;
      }
      const pending = (host.game!.state as EightsState).context.choice;
      const before = host.game!.log.length;
      const back = await benPage();
      await until(() => tableEvents(host).at(-1)?.type === 'table.personReturned', 'Ben back');
      await until(() => back.client.length === host.game!.log.length, 'Ben caught up');
      // The bot stood down: well past its thinking time, the choice still waits on Ben.
      await new Promise((r) => setTimeout(r, 2_000));
      expect((host.game!.state as EightsState).context.choice).to.deep.equal(pending);
      expect(host.game!.log.slice(before).every((e) => isTableEvent(e.event))).to.equal(true);
      const legal = crazierEights.legalCommands(host.game!.state as EightsState, 1);
      expect(legal.length).to.be.greaterThan(0);
      const made = await back.submit(legal[0]!);
      expect(made.ok, JSON.stringify(made)).to.equal(true);
      const answer = host
        .game!.log.slice(before)
        .map((e) => e.event)
        .find((e) => !isTableEvent(e));
      expect(answer && seatOf(answer)).to.equal(1);
      host.close();
      return;
    }
  });
});
