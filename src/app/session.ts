/**
 * What a page is connected to: a table this browser hosts (the host plus the host's own guest,
 * joined through an in-memory channel like any other guest), or a table it joined. Works for every
 * game in the registry.
 */
import type { Typed } from '../kernel/game.js';
import type { AnyGamePlay } from '../games/module.js';
import { DEFAULT_GAME, loadScreen, loadPlay } from '../games/registry.js';
import { channelPair } from '../net/memory-network.js';
import { PeerNetwork, type SignalingSettings } from '../net/peerjs-network.js';
import { TableGuest } from '../net/table-guest.js';
import { TableHost } from '../net/table-host.js';
import { GuestStore } from '../store/guest-store.js';
import { HostStore } from '../store/host-store.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGuest = TableGuest<any, Typed, Typed, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyHost = TableHost<any, Typed, any>;
export type BotStyle = 'greedy' | 'random';

export interface NewTable {
  readonly game: string;
  readonly seats: number;
  readonly options: unknown;
  readonly name: string;
  readonly bot: BotStyle;
  /** Every other seat a bot, and start at once. */
  readonly solo: boolean;
}

/** How a hosted table's bots behave: their style is chosen at creation; `delay` (ms) overrides the game's pace. */
export interface BotSettings {
  readonly delay?: number | null;
}

const BOT_KEY = 'peer-table:bot:';

export interface Session {
  readonly table: string;
  readonly game: string;
  readonly guest: AnyGuest;
  readonly host: AnyHost | null;
  /** Why friends cannot join a hosted table (no signaling server), else ''. */
  readonly offline: string;
  close(): void;
}

/** Game `game`'s rules, bots and screen, loaded before a table of it opens. */
async function playOf(game: string): Promise<AnyGamePlay> {
  await loadScreen(game);
  return loadPlay(game);
}

function botOf(entry: AnyGamePlay, table: string, settings: BotSettings) {
  const style: BotStyle = localStorage.getItem(BOT_KEY + table) === 'random' ? 'random' : 'greedy';
  const delay = settings.delay;
  return { bot: entry.bots[style], botDelay: delay === null || delay === undefined ? entry.pace : () => delay };
}

/** Creates a table hosted by this browser; resolves to its id. */
export async function createTable(spec: NewTable): Promise<string> {
  const entry = await playOf(spec.game);
  const refusal = entry.game.checkOptions(spec.options, spec.seats);
  if (refusal) throw new Error(refusal);
  const store = new HostStore();
  const host = await TableHost.create(
    { game: entry.game, options: spec.options, seats: spec.seats, hostName: spec.name, bot: entry.bots[spec.bot], botDelay: entry.pace },
    store,
  );
  localStorage.setItem(BOT_KEY + host.id, spec.bot);
  if (spec.solo) await host.fillWithBotsAndStart();
  host.close();
  return host.id;
}

/** Opens a table this browser hosts: listens for guests and joins its own seat. Null when it is not hosted here. */
export async function hostSession(table: string, settings: SignalingSettings, bots: BotSettings = {}): Promise<Session | null> {
  const stored = await new HostStore().load(table);
  if (!stored) return null;
  const game = stored.record.game;
  const entry = await playOf(game);
  const host = await TableHost.resume(table, { game: entry.game, ...botOf(entry, table, bots) }, new HostStore());
  if (!host) return null;
  let offline = '';
  try {
    await host.listen(new PeerNetwork(settings));
  } catch (e) {
    offline = (e as Error).message;
  }
  const guest: AnyGuest = new TableGuest({
    game: entry.game,
    table,
    name: host.lobby().seats[host.lobby().hostSeat]!.name,
    store: new GuestStore(),
    connect: async () => host.ownChannel(channelPair('own', table)),
    token: host.hostToken,
  });
  await guest.open();
  return {
    table,
    game,
    guest,
    host,
    offline,
    close: () => {
      guest.close();
      host.close();
    },
  };
}

/** Joins a table of `game` hosted elsewhere. */
export async function joinSession(table: string, game: string, name: string, settings: SignalingSettings): Promise<Session> {
  const entry = await playOf(game);
  const network = new PeerNetwork(settings);
  const guest: AnyGuest = new TableGuest({ game: entry.game, table, name, store: new GuestStore(), connect: () => network.connect(table) });
  await guest.open();
  return { table, game, guest, host: null, offline: '', close: () => guest.close() };
}

export interface KnownTable {
  readonly table: string;
  readonly game: string;
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
      game: h.game,
      hosting: true,
      label: `${h.slots.map((s) => s.name || 'open seat').join(', ')}${h.started ? '' : ' (not started)'}`,
      when: h.created,
    })),
    ...joined
      .filter((j) => !ids.has(j.table))
            .map((j) => ({ table: j.table, game: j.game ?? DEFAULT_GAME, hosting: false, label: `joined as ${j.name}`, when: j.updated })),
  ].sort((a, b) => b.when - a.when);
}
