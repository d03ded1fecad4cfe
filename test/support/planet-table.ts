/**
 * A Planet Tricks table for the network suites, over the in-memory network or real WebRTC: a host
 * page with its own seat, and guests that each have a browser of their own (their own database)
 * and a network of their own that a test can slow down or cut (test/support/hooked-network.ts).
 */
import { nanoid } from 'nanoid';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks, type PlanetState } from '../../src/games/planet-tricks/index.js';
import type { PlanetCommand, PlanetEvent, PlanetOptions } from '../../src/games/planet-tricks/types.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import type { KeepAlive } from '../../src/net/keepalive.js';
import { channelPair, MemoryNetwork } from '../../src/net/memory-network.js';
import { PeerNetwork, type SignalingSettings } from '../../src/net/peerjs-network.js';
import { TableGuest } from '../../src/net/table-guest.js';
import { TableHost } from '../../src/net/table-host.js';
import type { Network } from '../../src/net/transport.js';
import { GuestStore } from '../../src/store/guest-store.js';
import { HostStore } from '../../src/store/host-store.js';
import { HookedNetwork } from './hooked-network.js';
import { secretsIn, until } from './tables.js';

export type PlanetGuest = TableGuest<PlanetState, PlanetCommand, PlanetEvent, PlanetView, PlanetOptions>;

export interface PlanetTableSpec {
  readonly seats?: number;
  readonly botDelay?: number;
  readonly keepalive?: KeepAlive;
  /** Real WebRTC through this signaling server; the in-memory network when absent. */
  readonly signaling?: SignalingSettings;
}

/** A host page and its own seat (Hana, seat 0); `guest` opens another browser's page. */
export async function planetTable(spec: PlanetTableSpec = {}) {
  const memory = new MemoryNetwork();
  const network = (): Network => (spec.signaling ? new PeerNetwork(spec.signaling) : memory);
  const hostStore = new HostStore(`host-${nanoid(6)}`);
  const setup = { game: planetTricks, bots: planetBots, botLevel: 'random', botDelay: () => spec.botDelay ?? 0, keepalive: spec.keepalive };
  let host = await TableHost.create({ ...setup, options: { nullRule: true }, seats: spec.seats ?? 4, hostName: 'Hana' }, hostStore);
  await host.listen(network());
  const id = host.id;
  const networks = new WeakMap<PlanetGuest, HookedNetwork>();
  const page = (name: string, db: string, net: Network, token?: string): PlanetGuest =>
    new TableGuest({
      game: planetTricks,
      table: id,
      name,
      store: new GuestStore(db),
      connect: () => net.connect(id),
      token,
      backoff: () => 20,
      keepalive: spec.keepalive,
    });
  const ownPage = () =>
    page(
      'Hana',
      `own-${id}`,
      { listen: () => Promise.reject(new Error('a page does not listen')), connect: async () => host.ownChannel(channelPair('hana', id)) },
      host.hostToken,
    );
  let own = ownPage();
  await own.open();
  return {
    id,
    get host() {
      return host;
    },
    get own() {
      return own;
    },
    /** A page of `name` in the browser whose database is `db` (a new browser by default). */
    guest(name: string, db = `guest-${nanoid(6)}`): PlanetGuest {
      const net = new HookedNetwork(network());
      const g = page(name, db, net);
      networks.set(g, net);
      return g;
    },
    /** The network of a guest's page. */
    net(g: PlanetGuest): HookedNetwork {
      return networks.get(g)!;
    },
    /** The host's page reloads: everything closes, the table comes back from its database. */
    async reloadHost(): Promise<void> {
      own.close();
      host.close();
      host = (await TableHost.resume(id, setup, hostStore))!;
      await host.listen(network());
      own = ownPage();
      await own.open();
    },
    close(): void {
      own.close();
      host.close();
    },
  };
}

export type PlanetTable = Awaited<ReturnType<typeof planetTable>>;

/** Seats `people` (in order, from seat 1), fills the rest with bots and starts; resolves once every page holds the deal. */
export async function seatAndStart(t: PlanetTable, people: readonly PlanetGuest[]): Promise<void> {
  await Promise.all(people.map((g) => g.open()));
  await until(() => people.every((g) => g.lobby !== null), 'welcome');
  people.forEach((g, i) => g.claim(i + 1));
  await until(() => people.every((g) => g.role.kind === 'seat'), 'seats');
  // The host's page manages the table once it is connected and seated (an order sent before is not sent at all).
  await until(() => t.own.role.kind === 'seat' && t.own.lobby !== null, 'the host seated');
  const seats = t.own.lobby!.seats.length;
  for (let s = people.length + 1; s < seats; s++) t.own.manage('bot', s);
  await until(() => t.own.lobby!.seats.every((s) => s.kind !== 'open'), 'bots');
  await secretsIn(t.own);
  t.own.manage('start', 0);
  await until(() => people.every((g) => g.client.length >= 2), 'the deal');
}
