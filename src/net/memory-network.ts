/**
 * An in-memory Network: channels deliver JSON text asynchronously and in order, like a data
 * channel, and can be cut. Used by unit tests and to connect the host's own seat to its table.
 * Like a PeerJS channel, closing one end tells that end at once, and the other end after whatever
 * was sent before the close.
 */
import type { Channel, Listener, Network, Tap } from './transport.js';

class MemoryChannel implements Channel {
  onMessage: ((text: string) => void) | null = null;
  onClose: (() => void) | null = null;
  other: MemoryChannel | null = null;
  private closed = false;
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    readonly name: string,
    private readonly tap?: Tap,
  ) {}

  get open(): boolean {
    return !this.closed;
  }

  send(message: unknown): void {
    if (this.closed) throw new Error('channel is closed');
    const text = JSON.stringify(message);
    const to = this.other!;
    this.tap?.(this.name, to.name, text);
    this.delivery = this.delivery.then(() => {
      if (!to.closed) to.onMessage?.(text);
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose?.();
    const other = this.other;
    this.delivery = this.delivery.then(() => other?.close());
  }
}

/** Two channel ends joined to each other. */
export function channelPair(a = 'a', b = 'b', tap?: Tap): [Channel, Channel] {
  const x = new MemoryChannel(a, tap);
  const y = new MemoryChannel(b, tap);
  x.other = y;
  y.other = x;
  return [x, y];
}

export class MemoryNetwork implements Network {
  private readonly listeners = new Map<string, Listener>();
  private count = 0;

  constructor(private readonly tap?: Tap) {}

  async listen(id: string): Promise<Listener> {
    if (this.listeners.has(id)) throw new Error(`the id ${id} is taken`);
    const listeners = this.listeners;
    const listener: Listener = {
      id,
      onConnection: null,
      onError: null,
      close: () => {
        if (listeners.get(id) === listener) listeners.delete(id);
      },
    };
    listeners.set(id, listener);
    return listener;
  }

  async connect(id: string): Promise<Channel> {
    const listener = this.listeners.get(id);
    if (!listener) throw new Error(`no table is open at ${id}`);
    const [guest, host] = channelPair(`guest-${++this.count}`, id, this.tap) as [MemoryChannel, MemoryChannel];
    queueMicrotask(() => listener.onConnection?.(host));
    return guest;
  }
}
