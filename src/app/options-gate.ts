/**
 * A page at a table of a game made of variants (Secrets of the Universe's versions) must have loaded
 * the table's variant before it plays the first event. A guest may learn the variant only from the
 * host: its welcome, a lobby or the game's first event names the table's options. This channel holds
 * the host's messages back from the first that names them until `prepare(options)` has loaded what
 * they need, then passes everything on as it comes. When that cannot be loaded, it closes the
 * connection (the page connects again, and tries again).
 */
import type { Channel } from '../net/transport.js';

/** The table's options, if `text` (a message from the host) names them; undefined otherwise. */
function optionsIn(text: string): unknown {
  if (!text.includes('"options"')) return undefined;
  try {
    const m = JSON.parse(text) as { t?: string; lobby?: { options?: unknown }; entries?: readonly { event?: { type?: string; options?: unknown } }[] };
    if ((m.t === 'welcome' || m.t === 'lobby') && m.lobby && 'options' in m.lobby) return m.lobby.options ?? null;
    if (m.t === 'events') {
      const created = m.entries?.find((e) => e.event?.type === 'game.created');
      if (created) return created.event!.options ?? null;
    }
  } catch {
    // Not JSON: the guest reports it as it does any bad message.
  }
  return undefined;
}

export function optionsGate(channel: Channel, prepare: (options: unknown) => Promise<void>): Channel {
  let ready: Promise<boolean> | null = null;
  let passing = false;
  const held: string[] = [];
  const gate: Channel = {
    send: (message) => channel.send(message),
    close: () => channel.close(),
    get open() {
      return channel.open;
    },
    onMessage: null,
    onClose: null,
    ...(channel.drain ? { drain: () => channel.drain!() } : {}),
  };
  channel.onMessage = (text) => {
    if (passing) return gate.onMessage?.(text);
    if (!ready) {
      const options = optionsIn(text);
      if (options === undefined) return gate.onMessage?.(text);
      ready = prepare(options).then(
        () => true,
        () => false,
      );
      void ready.then((ok) => {
        if (!ok) return channel.close();
        passing = true;
        for (const m of held.splice(0)) gate.onMessage?.(m);
      });
    }
    held.push(text);
  };
  channel.onClose = () => void (ready ?? Promise.resolve()).then(() => gate.onClose?.());
  return gate;
}
