/**
 * Notices a connection that died without closing (a network that vanished, a frozen tab): each
 * side pings when it has sent nothing for a while, and closes a channel it has heard nothing on for
 * longer. Pings never reach the protocol: the wrapper sends and swallows them.
 */
import type { Channel } from './transport.js';

export interface KeepAlive {
  /** Send a ping after this many ms without sending anything. */
  readonly pingAfterMs: number;
  /** Close the channel after this many ms without receiving anything. */
  readonly deadAfterMs: number;
}

/** Generous enough for a background tab (its timers may run only once a second). */
export const KEEPALIVE: KeepAlive = { pingAfterMs: 2_000, deadAfterMs: 10_000 };

export const PING = '{"t":"ping"}';

/** `channel`, pinged when idle and closed when silent; pings are not passed on to onMessage. */
export function keepAlive(channel: Channel, timing: KeepAlive = KEEPALIVE): Channel {
  let lastSent = Date.now();
  let lastHeard = Date.now();
  const tick = Math.max(10, Math.min(timing.pingAfterMs, timing.deadAfterMs) / 2);
  const kept: Channel = {
    onMessage: null,
    onClose: null,
    get open() {
      return channel.open;
    },
    send(message) {
      lastSent = Date.now();
      channel.send(message);
    },
    close() {
      channel.close();
    },
    drain: () => channel.drain?.() ?? Promise.resolve(),
  };
  const timer = setInterval(() => {
    const now = Date.now();
    if (now - lastHeard > timing.deadAfterMs) return channel.close();
    if (now - lastSent >= timing.pingAfterMs && channel.open) {
      lastSent = now;
      channel.send(JSON.parse(PING));
    }
  }, tick);
  channel.onMessage = (text) => {
    lastHeard = Date.now();
    if (text !== PING) kept.onMessage?.(text);
  };
  channel.onClose = () => {
    clearInterval(timer);
    kept.onClose?.();
  };
  return kept;
}
