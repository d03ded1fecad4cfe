/**
 * What the app page is connected to: a table this browser hosts (the host plus the host's own
 * guest, joined through an in-memory channel like any other guest), or a table it joined.
 */
import { planetBots } from '../games/planet-tricks/bots.js';
import { planetTricks, type PlanetState } from '../games/planet-tricks/index.js';
import type { PlanetCommand, PlanetEvent, PlanetOptions } from '../games/planet-tricks/types.js';
import type { PlanetView } from '../games/planet-tricks/view.js';
import { channelPair } from '../net/memory-network.js';
import { PeerNetwork, type SignalingSettings } from '../net/peerjs-network.js';
import { TableGuest } from '../net/table-guest.js';
import { TableHost } from '../net/table-host.js';
import { GuestStore } from '../store/guest-store.js';
import { HostStore } from '../store/host-store.js';

export type PlanetGuest = TableGuest<PlanetState, PlanetCommand, PlanetEvent, PlanetView, PlanetOptions>;
export type PlanetHost = TableHost<PlanetState, PlanetCommand, PlanetOptions>;

export interface NewTable {
  readonly seats: number;
  readonly options: PlanetOptions;
  readonly name: string;
  readonly bot: 'greedy' | 'random';
  /** Every other seat a bot, and start at once. */
  readonly solo: boolean;
}

/** Bots pause longer right after a trick is taken, so a person can see who took it. */
export const planetBotDelay = (state: PlanetState): number => (state.context.trick.length === 0 && state.context.lastTrick ? 1500 : 750);

const BOT_KEY = 'peer-table:bot:';

export interface Session {
  readonly table: string;
  readonly guest: PlanetGuest;
  readonly host: PlanetHost | null;
  /** Why friends cannot join a hosted table (no signaling server), else ''. */
  readonly offline: string;
  close(): void;
}

/** Creates a table hosted by this browser; resolves to its id. */
export async function createTable(spec: NewTable): Promise<string> {
  const store = new HostStore();
  const host = await TableHost.create(
    { game: planetTricks, options: spec.options, seats: spec.seats, hostName: spec.name, bot: planetBots[spec.bot], botDelay: planetBotDelay },
    store,
  );
  localStorage.setItem(BOT_KEY + host.id, spec.bot);
  if (spec.solo) await host.fillWithBotsAndStart();
  host.close();
  return host.id;
}

/** Opens a table this browser hosts: listens for guests and joins its own seat. */
export async function hostSession(table: string, settings: SignalingSettings): Promise<Session | null> {
  const bot = planetBots[localStorage.getItem(BOT_KEY + table) === 'random' ? 'random' : 'greedy'];
  const host = await TableHost.resume(table, { game: planetTricks, bot, botDelay: planetBotDelay }, new HostStore());
  if (!host) return null;
  let offline = '';
  try {
    await host.listen(new PeerNetwork(settings));
  } catch (e) {
    offline = (e as Error).message;
  }
  const guest: PlanetGuest = new TableGuest({
    game: planetTricks,
    table,
    name: host.lobby().seats[host.lobby().hostSeat]!.name,
    store: new GuestStore(),
    connect: async () => host.ownChannel(channelPair('own', table)),
    token: host.hostToken,
  });
  await guest.open();
  return {
    table,
    guest,
    host,
    offline,
    close: () => {
      guest.close();
      host.close();
    },
  };
}

/** Joins a table hosted elsewhere. */
export async function joinSession(table: string, name: string, settings: SignalingSettings): Promise<Session> {
  const network = new PeerNetwork(settings);
  const guest: PlanetGuest = new TableGuest({ game: planetTricks, table, name, store: new GuestStore(), connect: () => network.connect(table) });
  await guest.open();
  return { table, guest, host: null, offline: '', close: () => guest.close() };
}

export interface KnownTable {
  readonly table: string;
  readonly hosting: boolean;
  readonly label: string;
  readonly when: number;
}

/** Tables this browser hosts or joined, newest first. */
export async function knownTables(): Promise<KnownTable[]> {
  const [hosted, joined] = await Promise.all([new HostStore().list(), new GuestStore().list()]);
  const ids = new Set(hosted.map((h) => h.table));
  return [
    ...hosted.map((h) => ({
      table: h.table,
      hosting: true,
      label: `${h.slots.map((s) => s.name || 'open seat').join(', ')}${h.started ? '' : ' (not started)'}`,
      when: h.created,
    })),
    ...joined.filter((j) => !ids.has(j.table)).map((j) => ({ table: j.table, hosting: false, label: `joined as ${j.name}`, when: j.updated })),
  ].sort((a, b) => b.when - a.when);
}
