/**
 * A whole game over real WebRTC, for any game: a host page (with its own seat), guests as separate
 * PeerJS peers taking the other seats (bots for the rest), and a spectator, signaling through the
 * local `peer` server the test runner starts. At the end every peer holds the host's view and a
 * verified reveal, and every byte each peer was sent is checked: each event exactly as redacted
 * for that peer, and no secret (seed, secrets, another seat's token) before the reveal.
 */
import { expect } from '@open-wc/testing';
import { nanoid } from 'nanoid';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { SPECTATOR, type AnyGame, type Typed } from '../../src/kernel/game.js';
import type { Bot } from '../../src/kernel/bot.js';
import { channelPair } from '../../src/net/memory-network.js';
import { PeerNetwork, type SignalingSettings } from '../../src/net/peerjs-network.js';
import type { HostMessage } from '../../src/net/protocol.js';
import { TableGuest } from '../../src/net/table-guest.js';
import { TableHost } from '../../src/net/table-host.js';
import { GuestStore } from '../../src/store/guest-store.js';
import { HostStore } from '../../src/store/host-store.js';
import { autoplay, secretsIn, until } from './tables.js';

type Guest = TableGuest<any, Typed, Typed, any, any>;

export async function signaling(): Promise<SignalingSettings> {
  const { port, path } = (await (await fetch('/__signaling.json')).json()) as { port: number; path: string };
  return { host: '127.0.0.1', port, path, secure: false, iceServers: [] };
}

export interface RtcGameSpec {
  readonly game: AnyGame;
  readonly options: unknown;
  /** People besides the host, each a PeerJS peer taking the next seat. */
  readonly guests: readonly string[];
  /** Seats after the people, filled with this bot. */
  readonly bots: number;
  readonly bot: Bot<any, any>;
  readonly timeoutMs: number;
}

/** Plays `spec` to the end over WebRTC and checks views, verdicts and every byte sent; resolves to the log length. */
export async function playOverWebRtc(spec: RtcGameSpec): Promise<number> {
  const { game } = spec;
  const settings = await signaling();
  /** Every message the host sent, by the receiving peer id. */
  const sent = new Map<string, string[]>();
  const hostNet = new PeerNetwork(settings, (_from, to, text) => sent.set(to, [...(sent.get(to) ?? []), text]));
  const seats = 1 + spec.guests.length + spec.bots;
  const host = await TableHost.create(
    { game, options: spec.options, seats, hostName: 'Hana', bots: { strong: spec.bot }, botLevel: 'strong', botDelay: () => 0 },
    new HostStore(`rtc-${nanoid(6)}`),
  );
  await host.listen(hostNet);
  const peerIds = new Map<Guest, string>();
  const guest = (name: string): Guest => {
    let g: Guest;
    const net = new PeerNetwork(settings, (from) => peerIds.set(g, from));
    g = new TableGuest({ game, table: host.id, name, store: new GuestStore(`rtc-g-${nanoid(6)}`), connect: () => net.connect(host.id) });
    return g;
  };
  const own: Guest = new TableGuest({
    game,
    table: host.id,
    name: 'Hana',
    store: new GuestStore(`rtc-own-${nanoid(6)}`),
    connect: async () => host.ownChannel(channelPair('own', host.id)),
    token: host.hostToken,
  });
  const people = spec.guests.map(guest);
  const spy = guest('Spy');
  const everyone = [own, ...people, spy];
  await Promise.all(everyone.map((g) => g.open()));
  await until(() => [...people, spy].every((g) => g.status === 'online' && g.lobby) && own.role.kind === 'seat', 'guests online');
  people.forEach((g, i) => g.claim(i + 1));
  spy.watch();
  await until(() => people.every((g) => g.role.kind === 'seat') && spy.role.kind === 'spectator', 'roles');
  for (let s = 1 + people.length; s < seats; s++) own.manage('bot', s);
  await until(() => own.lobby?.seats.every((s) => s.kind !== 'open') ?? false, 'bots seated');
  autoplay([own, ...people]);
  await secretsIn(own);
  own.manage('start', 0);
  await until(() => host.game !== null && game.result(host.game.state) !== null, 'the end', spec.timeoutMs);
  const full = host.game!.log;
  await until(() => everyone.every((g) => g.client.length === full.length), 'every peer has every event');
  [own, ...people].forEach((g, seat) => expect(g.view()).to.deep.equal(game.view(host.game!.state, seat)));
  expect(spy.view()).to.deep.equal(game.view(host.game!.state, SPECTATOR));
  await until(() => everyone.every((g) => g.verdict !== null), 'the reveal', 30_000).catch((e: Error) => {
    const peers = everyone.map((g) =>
      JSON.stringify({ status: g.status, events: g.client.length, revealed: g.revealed?.log.length ?? null, verdict: g.verdict, problem: g.problem }),
    );
    throw new Error(`${e.message} (${full.length} events; each peer: ${peers.join(', ')})`);
  });
  everyone.forEach((g) => expect(g.verdict).to.deep.equal({ kind: 'verified' }));

  const record = (host as unknown as { record: { seed: string; hostSecret: string; slots: { token: string | null; secret: string | null }[] } }).record;
  const secrets = [record.seed, record.hostSecret, ...record.slots.flatMap((s) => [s.token, s.secret]).filter((t): t is string => t !== null)];
  for (const [g, seat] of [...people.map((p, i) => [p, i + 1] as const), [spy, SPECTATOR] as const]) {
    const texts = sent.get(peerIds.get(g)!) ?? [];
    expect(texts.length).to.be.greaterThan(full.length / 10);
    let events = 0;
    for (const text of texts) {
      // The seat's own token comes once (seated); every secret comes only in the reveal, after the end.
      const ownToken = seat === SPECTATOR ? null : record.slots[seat]!.token;
      if (text.startsWith('{"t":"reveal"')) continue;
      for (const secret of secrets)
        if (secret !== ownToken || !text.startsWith('{"t":"seated"')) expect(text.includes(secret), `secret in ${text.slice(0, 40)}`).to.equal(false);
      const m = JSON.parse(text) as HostMessage<Typed>;
      if (m.t !== 'events') continue;
      for (const e of m.entries) {
        events++;
        expect(canonicalJson(e.event)).to.equal(canonicalJson(game.redact(full[e.seq]!.event, seat)));
      }
    }
    expect(events).to.be.at.least(full.length);
  }
  everyone.forEach((g) => g.close());
  host.close();
  return full.length;
}
