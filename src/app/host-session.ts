/**
 * A table this browser hosts: creating one, and opening it (listening for guests, with this page's
 * own seat joined through an in-memory channel like any other guest).
 */
import { channelPair } from '../net/memory-network.js';
import { PeerNetwork, type SignalingSettings } from '../net/peerjs-network.js';
import { TableGuest } from '../net/table-guest.js';
import { TableHost } from '../net/table-host.js';
import { GuestStore } from '../store/guest-store.js';
import { HostStore } from '../store/host-store.js';
import { variantOf } from '../games/registry.js';
import type { AnyGuest, BotSettings, NewTable, Session } from './session.js';
import { logFileOf } from './table-log.js';
import { botsOf, levelBots, playOf } from './table-play.js';

/** Creates a table hosted by this browser; resolves to its id. */
export async function createTable(spec: NewTable): Promise<string> {
  const entry = await playOf(spec.game, variantOf(spec.game, spec.options));
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
  const variant = variantOf(game, stored.record.options);
  const entry = await playOf(game, variant);
  const ownName = stored.record.slots[stored.record.hostSeat]!.name;
  // Another page hosts it now: this page comes back as a guest, in its seat.
  if (stored.record.handedOver !== undefined) return (await import('./guest-session.js')).guestSession(table, game, ownName, settings, variant, bots);
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
      return (await import('./guest-session.js')).guestSession(table, game, ownName, settings, variant, bots);
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
    variant,
    logFile: () => logFileOf(guest, table),
    close: () => {
      guest.close();
      host.close();
    },
  };
  // A page that took the table over showed this one the proof: it hosts no more, and comes back as a guest.
  host.addEventListener('superseded', () => session.reopen?.());
  return session;
}
