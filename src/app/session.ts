/**
 * What a page is connected to: a table this browser hosts (the host plus the host's own guest,
 * joined through an in-memory channel like any other guest), or a table it joined. Works for every
 * game in the registry.
 */
import type { Typed } from '../kernel/game.js';
import { DEFAULT_BOT_LEVEL } from '../games/declaration.js';
import { atBotSpeed } from './bot-speed.js';
import type { AnyGamePlay } from '../games/module.js';
import { DEFAULT_GAME, knownModule, loadScreen, loadPlay } from '../games/registry.js';
import { channelPair } from '../net/memory-network.js';
import { PeerNetwork, type SignalingSettings } from '../net/peerjs-network.js';
import { PROTOCOL_VERSION, type GuestMessage, type HostMessage, type RematchOffer } from '../net/protocol.js';
import { TableGuest } from '../net/table-guest.js';
import { TableHost } from '../net/table-host.js';
import type { Channel } from '../net/transport.js';
import type { JoinedTable } from '../store/db.js';
import { GuestStore } from '../store/guest-store.js';
import { HostStore } from '../store/host-store.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGuest = TableGuest<any, Typed, Typed, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyHost = TableHost<any, Typed, any>;
export interface NewTable {
  readonly game: string;
  readonly seats: number;
  readonly options: unknown;
  readonly name: string;
  /** The level of the table's bots where no seat names one: seats filled at once, bots added later. */
  readonly bot: string;
  /** Bot levels chosen seat by seat (index = seat; null or missing: open for a person). */
  readonly seatBots?: readonly (string | null)[];
  /** Every seat still open a bot of level `bot`, and start at once. */
  readonly solo: boolean;
  /**
   * How long the table waits on a person who is not connected before a bot plays for them, in ms
   * (10 s to 10 min; null: never; absent: a minute).
   */
  readonly standInWait?: number | null;
  /** How long the guests wait on a host who has gone before one of them takes over, in ms (10 s to 10 min; null: never; absent: 30 s). */
  readonly hostWait?: number | null;
}

/** How a hosted table's bots behave: each bot seat keeps its level; `delay` (ms) overrides the game's pace. */
export interface BotSettings {
  readonly delay?: number | null;
}

/** Where tables made before seats had levels noted how their bots played ("random" or "greedy"). */
const OLD_BOT_KEY = 'peer-table:bot:';

export interface Session {
  readonly table: string;
  readonly game: string;
  readonly guest: AnyGuest;
  /** The table this page hosts: from the start, or since it took the table over from a host that had gone. */
  host: AnyHost | null;
  /** Why friends cannot join a hosted table (no signaling server), else ''. */
  readonly offline: string;
  /** Called when this page's way to the table changed for good (another page hosts it now): open it again. */
  reopen?: () => void;
  close(): void;
}

/** Game `game`'s rules, bots and screen, loaded before a table of it opens. */
async function playOf(game: string): Promise<AnyGamePlay> {
  await loadScreen(game);
  return loadPlay(game);
}

/** The bot of each level game `game` declares. */
function levelBots(game: string, entry: AnyGamePlay): AnyGamePlay['bots'] {
  return Object.fromEntries(knownModule(game).botLevels.map((l) => [l.id, entry.bots[l.id]])) as AnyGamePlay['bots'];
}

function botsOf(game: string, entry: AnyGamePlay, table: string, settings: BotSettings) {
  // A table made before seats had levels: its bots play as it was made to (random was the easy one).
  const botLevel = localStorage.getItem(OLD_BOT_KEY + table) === 'random' ? 'easy' : DEFAULT_BOT_LEVEL;
  const delay = settings.delay;
  return { bots: levelBots(game, entry), botLevel, botDelay: delay === null || delay === undefined ? atBotSpeed(entry.pace) : () => delay };
}

/** Creates a table hosted by this browser; resolves to its id. */
export async function createTable(spec: NewTable): Promise<string> {
  const entry = await playOf(spec.game);
  const refusal = entry.game.checkOptions(spec.options, spec.seats);
  if (refusal) throw new Error(refusal);
  const store = new HostStore();
  const host = await TableHost.create(
    {
      game: entry.game,
      options: spec.options,
      seats: spec.seats,
      hostName: spec.name,
      bots: levelBots(spec.game, entry),
      botLevel: spec.bot,
      seatBots: spec.seatBots,
      botDelay: entry.pace,
      ...(spec.standInWait === undefined ? {} : { standInWait: spec.standInWait }),
      ...(spec.hostWait === undefined ? {} : { hostWait: spec.hostWait }),
    },
    store,
  );
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
  const ownName = stored.record.slots[stored.record.hostSeat]!.name;
  // Another page hosts it now: this page comes back as a guest, in its seat.
  if (stored.record.handedOver !== undefined) return guestSession(table, game, ownName, settings);
  const host = await TableHost.resume(table, { game: entry.game, ...botsOf(game, entry, table, bots) }, new HostStore());
  if (!host) return null;
  let offline = '';
  try {
    await host.listen(new PeerNetwork(settings));
  } catch (e) {
    offline = (e as Error).message;
    // A table under way whose id another page holds: a page that took it over while this one was gone.
    if (stored.record.started && stored.record.finishedAt === null && stored.record.peer === undefined && offline.includes('already in use')) {
      host.close();
      return guestSession(table, game, ownName, settings);
    }
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
  const session: Session = {
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
  // A page that took the table over showed this one the proof: it hosts no more, and comes back as a guest.
  host.addEventListener('superseded', () => session.reopen?.());
  return session;
}

/**
 * Joins a table of `game` hosted elsewhere; `name` (null: not known yet) is given when taking a seat
 * or watching. A table this page took over from a host that had gone (and has not handed on) is
 * hosted here, from this browser's database, as after any host's reload: its join link is the
 * address this page was at when it took over.
 */
export async function joinSession(table: string, game: string, name: string | null, settings: SignalingSettings): Promise<Session> {
  const stored = await new HostStore().load(table);
  if (stored && (stored.record.generation ?? 0) > 0 && stored.record.handedOver === undefined) {
    const hosted = await hostSession(table, settings);
    if (hosted) return hosted;
  }
  return guestSession(table, game, name, settings);
}

/** A page at a table hosted elsewhere, which takes part in a change of host when its host has gone. */
async function guestSession(table: string, game: string, name: string | null, settings: SignalingSettings): Promise<Session> {
  const entry = await playOf(game);
  const network = new PeerNetwork(settings);
  const session: Session = {
    table,
    game,
    guest: null as unknown as AnyGuest,
    host: null,
    offline: '',
    close: () => {
      guest.close();
      session.host?.close();
    },
  };
  const guest: AnyGuest = new TableGuest({
    game: entry.game,
    table,
    name,
    store: new GuestStore(),
    connect: (peer) => network.connect(peer ?? table),
    succession: {
      network,
      // This page takes the table over: it hosts it from here, and reaches it over its own channel.
      host: async (rebuilt, listener) => {
        const role = guest.role;
        if (role.kind !== 'seat') throw new Error('only a seated page takes a table over');
        const host: AnyHost = await TableHost.takeOver(rebuilt, role.seat, { game: entry.game, ...botsOf(game, entry, table, {}) }, new HostStore(), listener);
        host.reclaim(network);
        session.host = host;
        return async () => host.ownChannel(channelPair('own', table));
      },
    },
  });
  (session as { guest: AnyGuest }).guest = guest;
  await guest.open();
  return session;
}

/**
 * Takes up a rematch offer: this browser will come to the new table in the seat it was given (a
 * page that held no seat comes as a visitor, and may watch).
 */
export async function acceptRematch(offer: RematchOffer, name: string | null): Promise<void> {
  if (offer.token === null || offer.seat === null) return;
  const store = new GuestStore();
  if (await store.load(offer.table)) return;
  await store.save({
    table: offer.table,
    game: offer.game,
    name,
    token: offer.token,
    role: { kind: 'seat', seat: offer.seat },
    updated: Date.now(),
    secret: null,
    commitments: null,
    revealed: null,
  });
}

/** Says no to a rematch offer: gives the seat kept at the new table back to its host, so a bot or a newcomer may take it. */
export async function declineRematch(offer: RematchOffer, connect: (table: string) => Promise<Channel>): Promise<void> {
  if (offer.token === null) return;
  const channel = await connect(offer.table);
  await new Promise<void>((resolve) => {
    const done = setTimeout(() => channel.close(), 15_000);
    channel.onClose = () => (clearTimeout(done), resolve());
    channel.onMessage = (text) => {
      const m = JSON.parse(text) as HostMessage;
      if (m.t === 'welcome') return m.role.kind === 'seat' ? channel.send({ t: 'leave' } satisfies GuestMessage) : channel.close();
      // Done once the host's lobby shows the seat open, or it refused (the game has started).
      if ((m.t === 'lobby' && m.lobby.seats[offer.seat!]?.kind !== 'person') || m.t === 'error') channel.close();
    };
    channel.send({ t: 'hello', v: PROTOCOL_VERSION, name: null, token: offer.token } satisfies GuestMessage);
  });
}

export interface KnownTable {
  readonly table: string;
  readonly game: string;
  readonly hosting: boolean;
  /** Who sits there (a hosted table), or this page's place at it (a joined one). */
  readonly label: string;
  /** Where the game stands, where this browser knows; `left`: this page left it during its game. */
  readonly state: 'waiting' | 'playing' | 'over' | 'left' | 'unknown';
  readonly when: number;
}

function joinedLabel(j: JoinedTable): string {
  if (!j.name) return 'looked at the lobby';
  return j.role.kind === 'seat' ? `playing as ${j.name}` : j.role.kind === 'spectator' ? `watching as ${j.name}` : `visited as ${j.name}`;
}

/** Forgets a table this browser hosts or joined (its record and log here; the table itself goes on elsewhere). */
export async function forgetTable(table: string): Promise<void> {
  await Promise.all([new HostStore().remove(table), new GuestStore().remove(table)]);
}

/** Notes that this page left a table during its game, so the list of tables says so. */
export const noteLeft = (table: string): Promise<void> => new GuestStore().markLeft(table);

/** Tables this browser hosts or joined, newest first. */
export async function knownTables(): Promise<KnownTable[]> {
  const [hosted, joined] = await Promise.all([new HostStore().list(), new GuestStore().list()]);
  const ids = new Set(hosted.map((h) => h.table));
  return [
    ...hosted.map((h) => ({
      table: h.table,
      game: h.game,
      hosting: true,
      label: h.slots.map((s) => s.name || 'open seat').join(', '),
      state: h.finishedAt !== null ? ('over' as const) : h.handedOver !== undefined ? ('left' as const) : h.started ? ('playing' as const) : ('waiting' as const),
      when: h.created,
    })),
    ...joined
      .filter((j) => !ids.has(j.table))
      .map((j) => ({
        table: j.table,
        game: j.game ?? DEFAULT_GAME,
        hosting: false,
        label: joinedLabel(j),
        state: j.revealed ? ('over' as const) : j.left ? ('left' as const) : ('unknown' as const),
        when: j.updated,
      })),
  ].sort((a, b) => b.when - a.when);
}
