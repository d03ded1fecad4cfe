/**
 * What a table needs from a network: a host listening under a table id, guests connecting to it,
 * and reliable, ordered channels carrying text. Two implementations: PeerJS data channels
 * (peerjs-network.ts) and an in-memory network for tests and the host's own seat (memory-network.ts).
 */
export interface Channel {
  /** Sends one message, JSON-encoded. Messages arrive in order, or the channel closes. */
  send(message: unknown): void;
  close(): void;
  /** Each message as received: text the other side sent, not yet parsed. */
  onMessage: ((text: string) => void) | null;
  onClose: (() => void) | null;
  readonly open: boolean;
  /** Resolves once everything sent has left this side (where the transport buffers). */
  drain?(): Promise<void>;
}

export interface Listener {
  readonly id: string;
  onConnection: ((channel: Channel) => void) | null;
  /** Called when the listener can no longer accept connections (signaling lost for good). */
  onError: ((reason: string) => void) | null;
  close(): void;
}

export interface Network {
  /** Listen for guests under `id` (a table id). */
  listen(id: string): Promise<Listener>;
  /** Connect to the host listening under `id`. Rejects with a readable reason. */
  connect(id: string): Promise<Channel>;
}

/** Something that watches every message that leaves a peer, for byte counts and leak checks. */
export type Tap = (from: string, to: string, text: string) => void;
