/**
 * Real WebRTC: a host and guests as separate PeerJS peers in Chromium, signaling through the local
 * `peer` server the test runner starts. A whole bot game over data channels; every byte each seat
 * and the spectator receive is recorded and checked for leaks.
 */
import { expect } from '@open-wc/testing';
import { nanoid } from 'nanoid';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { SPECTATOR } from '../../src/kernel/game.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks, type PlanetState } from '../../src/games/planet-tricks/index.js';
import type { PlanetCommand, PlanetEvent, PlanetOptions } from '../../src/games/planet-tricks/types.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import { channelPair } from '../../src/net/memory-network.js';
import { Peer } from 'peerjs';
import { PeerNetwork, type SignalingSettings } from '../../src/net/peerjs-network.js';
import type { HostMessage } from '../../src/net/protocol.js';
import { TableGuest } from '../../src/net/table-guest.js';
import { TableHost } from '../../src/net/table-host.js';
import { GuestStore } from '../../src/store/guest-store.js';
import { HostStore } from '../../src/store/host-store.js';
import { autoplay, secretsIn, until } from '../support/tables.js';

type Guest = TableGuest<PlanetState, PlanetCommand, PlanetEvent, PlanetView, PlanetOptions>;

async function signaling(): Promise<SignalingSettings> {
  const { port, path } = (await (await fetch('/__signaling.json')).json()) as { port: number; path: string };
  return { host: '127.0.0.1', port, path, secure: false, iceServers: [] };
}

describe('PeerJS over real WebRTC data channels', () => {
  it('plays a whole game with 3 people, a bot and a spectator; each ends with the host view; nothing leaks', async function () {
    this.timeout(120_000);
    const settings = await signaling();
    /** Every message the host sent, by the receiving peer id. */
    const sent = new Map<string, string[]>();
    const hostNet = new PeerNetwork(settings, (_from, to, text) => sent.set(to, [...(sent.get(to) ?? []), text]));
    const host = await TableHost.create(
      { game: planetTricks, options: { nullRule: true }, seats: 4, hostName: 'Hana', bot: planetBots.greedy, botDelay: () => 0 },
      new HostStore(`rtc-${nanoid(6)}`),
    );
    await host.listen(hostNet);
    const peerIds = new Map<Guest, string>();
    const guest = (name: string): Guest => {
      let g: Guest;
      const net = new PeerNetwork(settings, (from) => peerIds.set(g, from));
      g = new TableGuest({ game: planetTricks, table: host.id, name, store: new GuestStore(`rtc-g-${nanoid(6)}`), connect: () => net.connect(host.id) });
      return g;
    };
    const own: Guest = new TableGuest({
      game: planetTricks,
      table: host.id,
      name: 'Hana',
      store: new GuestStore(`rtc-own-${nanoid(6)}`),
      connect: async () => host.ownChannel(channelPair('own', host.id)),
      token: host.hostToken,
    });
    const [ben, cy, spy] = [guest('Ben'), guest('Cy'), guest('Spy')];
    await Promise.all([own, ben, cy, spy].map((g) => g.open()));
    await until(() => [ben, cy, spy].every((g) => g.status === 'online' && g.lobby), 'guests online');
    ben.claim(1);
    cy.claim(2);
    spy.watch();
    await until(() => ben.role.kind === 'seat' && cy.role.kind === 'seat' && spy.role.kind === 'spectator', 'roles');
    own.manage('bot', 3);
    await until(() => own.lobby?.seats[3]?.kind === 'bot', 'bot seated');
    autoplay([own, ben, cy]);
    await secretsIn(own);
    own.manage('start', 0);
    await until(() => host.game !== null && planetTricks.result(host.game.state) !== null, 'the end', 100_000);
    const full = host.game!.log;
    await until(() => [own, ben, cy, spy].every((g) => g.client.length === full.length), 'every peer has every event');
    [own, ben, cy].forEach((g, seat) => expect(g.view()).to.deep.equal(planetTricks.view(host.game!.state, seat)));
    expect(spy.view()).to.deep.equal(planetTricks.view(host.game!.state, SPECTATOR));
    await until(() => [own, ben, cy, spy].every((g) => g.verdict !== null), 'the reveal');
    [own, ben, cy, spy].forEach((g) => expect(g.verdict).to.deep.equal({ kind: 'verified' }));

    // No leaks: each event a peer was sent is exactly the event redacted for its role; no secret anywhere.
    const record = (host as unknown as { record: { seed: string; hostSecret: string; slots: { token: string | null; secret: string | null }[] } }).record;
    const secrets = [record.seed, record.hostSecret, ...record.slots.flatMap((s) => [s.token, s.secret]).filter((t): t is string => t !== null)];
    for (const [g, seat] of [[ben, 1], [cy, 2], [spy, SPECTATOR]] as const) {
      const texts = sent.get(peerIds.get(g)!) ?? [];
      expect(texts.length).to.be.greaterThan(full.length / 10);
      let events = 0;
      for (const text of texts) {
        // The seat's own token comes once (seated); every secret comes only in the reveal, after the end.
        const own = seat === SPECTATOR ? null : record.slots[seat]!.token;
        if (text.startsWith('{"t":"reveal"')) continue;
        for (const secret of secrets) if (secret !== own || !text.startsWith('{"t":"seated"')) expect(text.includes(secret), `secret in ${text.slice(0, 40)}`).to.equal(false);
        const m = JSON.parse(text) as HostMessage<PlanetEvent>;
        if (m.t !== 'events') continue;
        for (const e of m.entries) {
          events++;
          expect(canonicalJson(e.event)).to.equal(canonicalJson(planetTricks.redact(full[e.seq]!.event as PlanetEvent, seat)));
        }
      }
      expect(events).to.be.at.least(full.length);
    }
    [own, ben, cy, spy].forEach((g) => g.close());
    host.close();
  });

  it('closes a connection that asks for anything but raw JSON text, before it reaches the table', async function () {
    this.timeout(30_000);
    const settings = await signaling();
    const id = `T${nanoid(12).replace(/[^A-Za-z0-9]/g, 'x')}`;
    const listener = await new PeerNetwork(settings).listen(id);
    let accepted = 0;
    listener.onConnection = () => accepted++;
    const stranger = new Peer({ host: settings.host, port: settings.port, path: settings.path, secure: false, config: { iceServers: [] } });
    await new Promise((resolve) => stranger.once('open', resolve));
    const conn = stranger.connect(id, { serialization: 'binary', reliable: true });
    await new Promise<void>((resolve) => conn.once('close', () => resolve()));
    expect(accepted).to.equal(0);
    stranger.destroy();
    listener.close();
  });
});
