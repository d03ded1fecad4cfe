/**
 * A Network wrapped for tests of bad days: a guest's messages can be held back (a slow network), and
 * a connection can be abandoned (a crashed tab, a network gone): from then on nothing passes either
 * way and the other end is never told; only this end hears its own close.
 */
import { PING } from '../../src/net/keepalive.js';
import type { HostMessage } from '../../src/net/protocol.js';
import type { Channel, Listener, Network } from '../../src/net/transport.js';

/** Decides when an outgoing message leaves: once the returned promise (if any) settles. Order is kept. */
export type Hold = (text: string) => Promise<void> | void;

export class HookedChannel implements Channel {
  onMessage: ((text: string) => void) | null = null;
  onClose: (() => void) | null = null;
  abandoned = false;
  /** Every message this end received (pings aside), as text, in order. */
  readonly received: string[] = [];
  private closed = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly inner: Channel,
    private readonly hold: () => Hold | null,
  ) {
    inner.onMessage = (text) => {
      if (this.abandoned) return;
      if (text !== PING) this.received.push(text);
      this.onMessage?.(text);
    };
    inner.onClose = () => !this.abandoned && this.ended();
  }

  get open(): boolean {
    return !this.closed && (this.abandoned || this.inner.open);
  }

  send(message: unknown): void {
    if (!this.open) throw new Error('channel is closed');
    const hold = this.hold();
    const text = JSON.stringify(message);
    this.queue = this.queue.then(async () => {
      await hold?.(text);
      if (!this.abandoned && this.inner.open) this.inner.send(message);
    });
  }

  close(): void {
    if (!this.abandoned) this.inner.close();
    this.ended();
  }

  /** The types of the messages received, with the role where one is named ("welcome:seat 1", "lobby:visitor", "events"). */
  shape(): string[] {
    return this.received.map((text) => {
      const m = JSON.parse(text) as HostMessage;
      return 'role' in m ? `${m.t}:${m.role.kind === 'seat' ? `seat ${m.role.seat}` : m.role.kind}` : m.t;
    });
  }

  private ended(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose?.();
  }
}

export class HookedNetwork implements Network {
  /** Holds back this network's outgoing messages while set. */
  hold: Hold | null = null;
  /** Every connection made, in order. */
  readonly connections: HookedChannel[] = [];

  constructor(private readonly inner: Network) {}

  listen(id: string): Promise<Listener> {
    return this.inner.listen(id);
  }

  async connect(id: string): Promise<HookedChannel> {
    const inner = await this.inner.connect(id);
    const channel = new HookedChannel(inner, () => this.hold);
    this.connections.push(channel);
    return channel;
  }

  /** The latest connection goes silent both ways; neither end is told. */
  abandon(): void {
    const last = this.connections.at(-1);
    if (last) last.abandoned = true;
  }
}
