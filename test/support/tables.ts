/** Helpers for suites that run tables: waiting on a condition, and guests that play by themselves. */
import type { TableGuest } from '../../src/net/table-guest.js';

type AnyGuest = TableGuest<any, any, any, any, any>;

/** Resolves once `what()` holds; fails naming `label` after `ms`. */
export async function until(what: () => boolean, label: string, ms = 40_000): Promise<void> {
  const end = performance.now() + ms;
  while (!what()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Every person's shuffle secret has reached the host (it refuses to start before). */
export const secretsIn = (g: AnyGuest): Promise<void> =>
  until(() => !!g.lobby && g.lobby.seats.every((s, i) => s.kind !== 'person' || g.lobby!.seatCommitments[i] !== null), 'shuffle secrets');

/**
 * Each guest plays its first legal move whenever it may (starting now), until the game ends, at
 * most one move every `PACE_MS` as a quick person would: the host drops floods and closes a
 * connection that keeps flooding. A move refused because the table moved on while it was on its
 * way (someone else's bump or claim landed first) is chosen again on the new table; any other
 * refusal is logged, and the next change brings the next try.
 */
export function autoplay(guests: readonly AnyGuest[]): void {
  for (const g of guests) {
    let busy = false;
    const step = async (): Promise<void> => {
      const [move] = g.client.legalCommands();
      if (busy || !move || g.status !== 'online') return;
      busy = true;
      const seen = g.client.length;
      const [decision] = await Promise.all([g.submit(move), new Promise((r) => setTimeout(r, PACE_MS))]);
      if (!decision.ok && decision.rule === 'rate') await new Promise((r) => setTimeout(r, 1000));
      else if (!decision.ok && g.client.length === seen) console.warn(`autoplay: ${JSON.stringify(move)} refused: ${decision.reason}`);
      busy = false;
      if (decision.ok || decision.rule === 'rate' || g.client.length !== seen) void step();
    };
    g.addEventListener('change', () => void step());
    void step();
  }
}

const PACE_MS = 60;
