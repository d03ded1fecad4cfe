/**
 * Runs inside Chromium for `npm run bench`: a table over real WebRTC (loopback, local signaling)
 * with 4 seats (the host's own and 3 guests) and 4 spectators. Measures the time from a guest's
 * command to every peer having applied the resulting event, the bytes the host sends per event to
 * each peer, and the bytes that catch up a guest that missed 20 events.
 */
import { nanoid } from 'nanoid';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks, type PlanetState } from '../../src/games/planet-tricks/index.js';
import type { PlanetCommand, PlanetEvent, PlanetOptions } from '../../src/games/planet-tricks/types.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import { channelPair } from '../../src/net/memory-network.js';
import { PeerNetwork, type SignalingSettings } from '../../src/net/peerjs-network.js';
import { TableGuest } from '../../src/net/table-guest.js';
import { TableHost } from '../../src/net/table-host.js';
import { GuestStore } from '../../src/store/guest-store.js';
import { HostStore } from '../../src/store/host-store.js';

type Guest = TableGuest<PlanetState, PlanetCommand, PlanetEvent, PlanetView, PlanetOptions>;

const until = async (what: () => boolean, label: string, ms = 30_000): Promise<void> => {
  const end = performance.now() + ms;
  while (!what()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 1));
  }
};
const percentile = (xs: number[], p: number): number => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

async function runNetworkBench(settings: SignalingSettings): Promise<Record<string, number>> {
  let hostBytes = 0;
  let revealBytes = 0;
  const bytesTo = new Map<string, number>();
  const host = await TableHost.create(
    { game: planetTricks, options: { nullRule: true }, seats: 4, hostName: 'Host', bots: planetBots, botLevel: 'random', botDelay: () => 0 },
    new HostStore(`bench-${nanoid(6)}`),
  );
  await host.listen(
    new PeerNetwork(settings, (_from, to, text) => {
      const n = new TextEncoder().encode(text).length;
      // The end-of-game reveal (full log and secrets) is counted apart from the per-event traffic.
      if (text.startsWith('{"t":"reveal"')) {
        revealBytes = n;
        return;
      }
      hostBytes += n;
      bytesTo.set(to, (bytesTo.get(to) ?? 0) + n);
    }),
  );
  const remote = (name: string): Guest => {
    const net = new PeerNetwork(settings);
    return new TableGuest({ game: planetTricks, table: host.id, name, store: new GuestStore(`bench-g-${nanoid(6)}`), connect: () => net.connect(host.id) });
  };
  const own: Guest = new TableGuest({
    game: planetTricks,
    table: host.id,
    name: 'Host',
    store: new GuestStore(`bench-own-${nanoid(6)}`),
    connect: async () => host.ownChannel(channelPair('own', host.id)),
    token: host.hostToken,
  });
  const players = [own, remote('A'), remote('B'), remote('C')];
  const watchers = [remote('W1'), remote('W2'), remote('W3'), remote('W4')];
  const everyone = [...players, ...watchers];
  await Promise.all(everyone.map((g) => g.open()));
  await until(() => everyone.every((g) => g.status === 'online' && g.lobby), 'everyone online');
  players.slice(1).forEach((g, i) => g.claim(i + 1));
  watchers.forEach((g) => g.watch());
  await until(() => players.slice(1).every((g) => g.role.kind === 'seat') && watchers.every((g) => g.role.kind === 'spectator'), 'roles');
  await until(() => !!own.lobby && own.lobby.seatCommitments.every((c, s) => c !== null || own.lobby!.seats[s]!.kind !== 'person'), 'shuffle secrets');
  own.manage('start', 0);
  await until(() => everyone.every((g) => g.client.length >= 2), 'the deal');
  const bytesAtStart = hostBytes;
  const eventsAtStart = host.game!.log.length;

  const latencies: number[] = [];
  let catchUpBytes = 0;
  let missed = 0;
  const late = watchers[0]!;
  let phase: 'before' | 'offline' | 'after' = 'before';
  let offlineAt = 0;
  const present = () => everyone.filter((g) => g !== late || phase !== 'offline');
  while (!planetTricks.result(host.game!.state)) {
    if (latencies.length === 40 && phase === 'before') {
      // A spectator drops; 20 events later it comes back and catches up.
      phase = 'offline';
      offlineAt = host.game!.log.length;
      (late as unknown as { channel: { close(): void } }).channel.close();
      await until(() => late.status === 'offline', 'the spectator to drop');
    }
    if (phase === 'offline' && host.game!.log.length - offlineAt >= 20) {
      const known = new Set(bytesTo.keys());
      await until(() => late.status === 'online' && late.client.length === host.game!.log.length, 'the spectator to catch up');
      missed = host.game!.log.length - offlineAt;
      catchUpBytes = [...bytesTo].filter(([to]) => !known.has(to)).reduce((a, [, n]) => a + n, 0);
      phase = 'after';
    }
    const mover = players.find((g) => g.client.legalCommands().length > 0);
    if (!mover) {
      await new Promise((r) => setTimeout(r, 1));
      continue;
    }
    const target = host.game!.log.length + 1;
    const t0 = performance.now();
    const decision = await mover.submit(mover.client.legalCommands()[0]!);
    if (!decision.ok) throw new Error(decision.reason);
    await until(() => present().every((g) => g.client.length >= target), 'every peer to apply the move');
    if (mover !== own && phase !== 'offline') latencies.push(performance.now() - t0);
    await until(() => present().every((g) => g.client.length === host.game!.log.length), 'every peer to be level');
  }
  const events = host.game!.log.length - eventsAtStart;
  const perEventPerPeer = (hostBytes - bytesAtStart - catchUpBytes) / events / 7;
  const log = host.game!.log;
  everyone.forEach((g) => g.close());
  host.close();
  return {
    moves: latencies.length,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    bytesPerEventPerRemotePeer: perEventPerPeer,
    gameEvents: log.length,
    missedEvents: missed,
    catchUpBytes,
    revealBytesPerPeer: revealBytes,
  };
}

(globalThis as unknown as { runNetworkBench: typeof runNetworkBench }).runNetworkBench = runNetworkBench;
