/**
 * A page at a table hosted elsewhere: joining it by its id, taking a seat after a rematch, saying
 * no to one, and noting that the page left mid-game. What only a host needs (taking the table over
 * from a host that has gone, or hosting a table this page took over) is loaded when it happens.
 */
import { channelPair } from '../net/memory-network.js';
import { PeerNetwork, type SignalingSettings } from '../net/peerjs-network.js';
import { PROTOCOL_VERSION, type GuestMessage, type HostMessage, type RematchOffer } from '../net/protocol.js';
import { TableGuest } from '../net/table-guest.js';
import type { Channel } from '../net/transport.js';
import { GuestStore } from '../store/guest-store.js';
import { HostStore } from '../store/host-store.js';
import { knownModule, loadScreen, variantOf } from '../games/registry.js';
import { optionsGate } from './options-gate.js';
import type { AnyGuest, AnyHost, BotSettings, Session } from './session.js';
import { logFileOf } from './table-log.js';
import { botsOf, playOf } from './table-play.js';

/**
 * Joins a table of `game` hosted elsewhere; `name` (null: not known yet) is given when taking a seat
 * or watching. A table this page took over from a host that had gone (and has not handed on) is
 * hosted here, from this browser's database, as after any host's reload: its join link is the
 * address this page was at when it took over. `variant` is the game's variant the join link names,
 * if it names one (the page checks it against what the host says). `bots` is how the bots of a table
 * this page hosts behave (one it took over, or takes over).
 */
export async function joinSession(
  table: string,
  game: string,
  name: string | null,
  settings: SignalingSettings,
  variant: string | null = null,
  bots: BotSettings = {},
): Promise<Session> {
  const stored = await new HostStore().load(table);
  if (stored && (stored.record.generation ?? 0) > 0 && stored.record.handedOver === undefined) {
    const hosted = await (await import('./host-session.js')).hostSession(table, settings, bots);
    if (hosted) return hosted;
  }
  return guestSession(table, game, name, settings, variant, bots);
}

/**
 * The variant of `game` the table plays as far as this page knows before it connects: from the
 * game's first event, if this browser holds the table's log, else as the link named it, else none.
 */
async function knownVariant(table: string, game: string, variant: string | null): Promise<string | null> {
  if (!knownModule(game).variant) return null;
  const created = (await new GuestStore().load(table))?.log[0]?.event as { type?: string; options?: unknown } | undefined;
  return created?.type === 'game.created' ? variantOf(game, created.options) : variant;
}

/**
 * A page at a table hosted elsewhere, which takes part in a change of host when its host has gone.
 * For a game made of variants it loads the table's variant before it plays its first event. Should
 * it take the table over, its bots behave as `bots` says.
 */
export async function guestSession(
  table: string,
  game: string,
  name: string | null,
  settings: SignalingSettings,
  variant: string | null = null,
  bots: BotSettings = {},
): Promise<Session> {
  const entry = await playOf(game, await knownVariant(table, game, variant));
  const network = new PeerNetwork(settings);
  const prepare = async (options: unknown): Promise<void> => void (await loadScreen(game, variantOf(game, options)));
  const connect = async (peer: string | null): Promise<Channel> => {
    const channel = await network.connect(peer ?? table);
    return knownModule(game).variant ? optionsGate(channel, prepare) : channel;
  };
  const session: Session = {
    table,
    game,
    guest: null as unknown as AnyGuest,
    host: null,
    offline: '',
    logFile: () => logFileOf(guest, table),
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
    connect,
    succession: {
      network,
      // This page takes the table over: it hosts it from here, and reaches it over its own channel.
      host: async (rebuilt, listener) => {
        const role = guest.role;
        if (role.kind !== 'seat') throw new Error('only a seated page takes a table over');
        const { TableHost } = await import('../net/table-host.js');
        const host: AnyHost = await TableHost.takeOver(
          rebuilt,
          role.seat,
          { game: entry.game, ...botsOf(game, entry, table, bots) },
          new HostStore(),
          listener,
        );
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
    channel.onClose = () => {
      clearTimeout(done);
      resolve();
    };
    channel.onMessage = (text) => {
      const m = JSON.parse(text) as HostMessage;
      if (m.t === 'welcome') return m.role.kind === 'seat' ? channel.send({ t: 'leave' } satisfies GuestMessage) : channel.close();
      // Done once the host's lobby shows the seat open, or it refused (the game has started).
      if ((m.t === 'lobby' && m.lobby.seats[offer.seat!]?.kind !== 'person') || m.t === 'error') channel.close();
    };
    channel.send({ t: 'hello', v: PROTOCOL_VERSION, name: null, token: offer.token } satisfies GuestMessage);
  });
}

/** Says no to a rematch offer over the signaling server of `settings`. */
export const declineRematchAt = (offer: RematchOffer, settings: SignalingSettings): Promise<void> =>
  declineRematch(offer, (table) => new PeerNetwork(settings).connect(table));

/** Notes that this page left a table during its game, so the list of tables says so. */
export const noteLeft = (table: string): Promise<void> => new GuestStore().markLeft(table);
