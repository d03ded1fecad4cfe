/**
 * The Network over PeerJS: WebRTC data channels (reliable, ordered) set up through a PeerJS
 * signaling server. The only module that imports peerjs. Messages are JSON text sent raw, a long one
 * in frames (frames.ts); nothing secret goes into connection metadata, which passes through the
 * signaling server.
 */
import { Peer, type DataConnection, type PeerOptions } from 'peerjs';
import { FrameJoiner, toFrames } from './frames.js';
import type { Channel, Listener, Network, Tap } from './transport.js';

import type { SignalingSettings } from './signaling-settings.js';

export { PEERJS_CLOUD, type SignalingSettings } from './signaling-settings.js';

const OPEN_TIMEOUT_MS = 15_000;
const ID_RETRIES = 8;

function peerOptions(s: SignalingSettings): PeerOptions {
  const config: RTCConfiguration = { iceServers: [...s.iceServers], ...(s.iceTransportPolicy ? { iceTransportPolicy: s.iceTransportPolicy } : {}) };
  return { host: s.host, port: s.port, path: s.path, secure: s.secure, config, debug: 0 };
}

class PeerChannel implements Channel {
  onMessage: ((text: string) => void) | null = null;
  onClose: (() => void) | null = null;
  private closed = false;
  private readonly joiner = new FrameJoiner();

  constructor(
    private readonly conn: DataConnection,
    private readonly self: string,
    private readonly owned: Peer | null,
    private readonly tap?: Tap,
  ) {
    conn.on('data', (data) => {
      const text = typeof data === 'string' ? this.joiner.take(data) : null;
      if (text !== null) this.onMessage?.(text);
    });
    const end = (): void => this.ended();
    conn.on('close', end);
    conn.on('error', end);
    conn.peerConnection?.addEventListener('connectionstatechange', () => {
      const state = conn.peerConnection?.connectionState;
      if (state === 'failed' || state === 'closed' || state === 'disconnected') end();
    });
  }

  get open(): boolean {
    return !this.closed && this.conn.open;
  }

  send(message: unknown): void {
    if (!this.open) throw new Error('channel is closed');
    const text = JSON.stringify(message);
    this.tap?.(this.self, this.conn.peer, text);
    for (const frame of toFrames(text)) void this.conn.send(frame);
  }

  close(): void {
    this.conn.close();
    this.ended();
  }

  /** Waits until PeerJS's buffer and the data channel's own have emptied (or the channel closed). */
  async drain(): Promise<void> {
    // Raw connections are buffered ones: their bufferSize is not on DataConnection's type.
    const conn = this.conn as DataConnection & { readonly bufferSize?: number };
    const buffered = (): number => (conn.bufferSize ?? 0) + (conn.dataChannel?.bufferedAmount ?? 0);
    while (this.open && buffered() > 0) await new Promise((r) => setTimeout(r, 20));
  }

  private ended(): void {
    if (this.closed) return;
    this.closed = true;
    this.owned?.destroy();
    this.onClose?.();
  }
}

function opened(peer: Peer): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the signaling server did not answer')), OPEN_TIMEOUT_MS);
    peer.once('open', (id) => {
      clearTimeout(timer);
      resolve(id);
    });
    peer.once('error', (e) => {
      clearTimeout(timer);
      reject(new Error(describe(e.type, e.message)));
    });
  });
}

function describe(type: string, message: string): string {
  switch (type) {
    case 'unavailable-id':
      return 'that table id is already in use (is the table open in another tab?)';
    case 'peer-unavailable':
      return 'the host of this table is not online';
    case 'network':
    case 'socket-error':
    case 'socket-closed':
    case 'server-error':
      return 'cannot reach the signaling server';
    default:
      return message || type;
  }
}

export class PeerNetwork implements Network {
  constructor(
    private readonly settings: SignalingSettings,
    private readonly tap?: Tap,
  ) {}

  async listen(id: string): Promise<Listener> {
    const peer = await this.claim(id);
    const listener: Listener = {
      id,
      onConnection: null,
      onError: null,
      close: () => peer.destroy(),
    };
    // PeerJS says `open` again for every data channel the other side opens on a connection (and
    // takes the newest over as the connection's own): one DataConnection is accepted once, as one
    // Channel, or each message would be handled, and answered, by as many table members.
    const accepted = new WeakSet<DataConnection>();
    peer.on('connection', (conn) => {
      // peer-table speaks JSON text on raw channels; any other serialization is not one of its pages.
      if (conn.serialization !== 'raw') {
        conn.once('open', () => conn.close());
        return;
      }
      conn.once('open', () => {
        if (accepted.has(conn)) return;
        accepted.add(conn);
        listener.onConnection?.(new PeerChannel(conn, id, null, this.tap));
      });
    });
    peer.on('disconnected', () => {
      if (!peer.destroyed) setTimeout(() => !peer.destroyed && peer.reconnect(), 1000);
    });
    peer.on('error', (e) => {
      if (e.type === 'unavailable-id' || e.type === 'invalid-id' || e.type === 'ssl-unavailable') listener.onError?.(describe(e.type, e.message));
    });
    return listener;
  }

  /**
   * Registers `id` with the signaling server. Right after a reload the server may still hold the
   * id for the page that went away, so an id in use is retried for a few seconds.
   */
  private async claim(id: string): Promise<Peer> {
    for (let attempt = 1; ; attempt++) {
      const peer = new Peer(id, peerOptions(this.settings));
      try {
        await opened(peer);
        return peer;
      } catch (e) {
        peer.destroy();
        if (!(e as Error).message.includes('already in use') || attempt >= ID_RETRIES) throw e;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  async connect(id: string): Promise<Channel> {
    const peer = new Peer(peerOptions(this.settings));
    try {
      const self = await opened(peer);
      const conn = peer.connect(id, { reliable: true, serialization: 'raw' });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the host did not answer')), OPEN_TIMEOUT_MS);
        conn.once('open', () => {
          clearTimeout(timer);
          resolve();
        });
        peer.once('error', (e) => {
          clearTimeout(timer);
          reject(new Error(describe(e.type, e.message)));
        });
        conn.once('error', (e) => {
          clearTimeout(timer);
          reject(new Error(e.message));
        });
      });
      return new PeerChannel(conn, self, peer, this.tap);
    } catch (e) {
      peer.destroy();
      throw e;
    }
  }
}
