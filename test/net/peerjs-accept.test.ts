/**
 * The host accepts each PeerJS connection exactly once, over real WebRTC through the local `peer`
 * server: a DataConnection that says `open` again (PeerJS emits it for every data channel the other
 * side opens on the connection) yields no second Channel, so each message is handled, and
 * answered, once.
 */
import { expect } from '@open-wc/testing';
import { nanoid } from 'nanoid';
import { Peer, type DataConnection } from 'peerjs';
import { PeerNetwork, type SignalingSettings } from '../../src/net/peerjs-network.js';
import type { Channel, Listener } from '../../src/net/transport.js';
import { signaling } from '../support/rtc-game.js';
import { until } from '../support/tables.js';

/** A host that answers every message with an echo on the channel it came in on. */
async function echoHost(settings: SignalingSettings): Promise<{ listener: Listener; channels: Channel[]; handled: string[] }> {
  const id = `T${nanoid(12).replace(/[^A-Za-z0-9]/g, 'x')}`;
  const listener = await new PeerNetwork(settings).listen(id);
  const channels: Channel[] = [];
  const handled: string[] = [];
  listener.onConnection = (channel) => {
    channels.push(channel);
    channel.onMessage = (text) => {
      handled.push(text);
      channel.send({ echo: JSON.parse(text) });
    };
  };
  return { listener, channels, handled };
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('PeerJS: a connection is accepted exactly once', () => {
  it("a DataConnection that emits 'open' a second time yields one channel, and one answer per message", async function () {
    this.timeout(30_000);
    const settings = await signaling();
    const host = await echoHost(settings);
    const guest = await new PeerNetwork(settings).connect(host.listener.id);
    const answers: unknown[] = [];
    guest.onMessage = (text) => answers.push(JSON.parse(text));
    await until(() => host.channels.length === 1, 'accepted');
    // PeerJS's DataConnection is an EventEmitter: say `open` again on the host's side of it.
    const conn = (host.channels[0] as unknown as { conn: DataConnection }).conn;
    conn.emit('open');
    await settle();
    expect(host.channels.length, 'one channel for one connection').to.equal(1);
    for (const n of [1, 2, 3]) guest.send({ t: 'chat', text: `m${n}` });
    await until(() => answers.length >= 3, 'answers');
    await settle();
    expect(host.handled.length, 'each message handled once').to.equal(3);
    expect(answers).to.deep.equal([1, 2, 3].map((n) => ({ echo: { t: 'chat', text: `m${n}` } })));
    guest.close();
    host.listener.close();
  });

  it('a guest that opens a second data channel on its connection is still one channel to the host, answered once per message', async function () {
    this.timeout(30_000);
    const settings = await signaling();
    const host = await echoHost(settings);
    const stranger = new Peer({ host: settings.host, port: settings.port, path: settings.path, secure: false, config: { iceServers: [] } });
    await new Promise((resolve) => stranger.once('open', resolve));
    const conn = stranger.connect(host.listener.id, { serialization: 'raw', reliable: true });
    await new Promise<void>((resolve) => conn.once('open', () => resolve()));
    await until(() => host.channels.length === 1, 'accepted');
    // A second data channel on the same peer connection: the host's PeerJS takes it over as the
    // connection's channel (so the host's answers now come on it) and says `open` again.
    const extra = conn.peerConnection.createDataChannel('extra', { ordered: true });
    const answers: unknown[] = [];
    extra.onmessage = (e: MessageEvent) => answers.push(JSON.parse(String(e.data)));
    conn.on('data', (data) => answers.push(JSON.parse(String(data))));
    await new Promise<void>((resolve) => {
      if (extra.readyState === 'open') resolve();
      else extra.onopen = () => resolve();
    });
    await settle();
    expect(host.channels.length, 'one channel for one connection').to.equal(1);
    for (const n of [1, 2, 3]) conn.send(JSON.stringify({ t: 'chat', text: `m${n}` }));
    await until(() => answers.length >= 3, 'answers');
    await settle();
    expect(host.handled.length, 'each message handled once').to.equal(3);
    expect(answers).to.deep.equal([1, 2, 3].map((n) => ({ echo: { t: 'chat', text: `m${n}` } })));
    stranger.destroy();
    host.listener.close();
  });
});
