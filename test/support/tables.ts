/** Helpers for suites that run tables: waiting on a condition, and guests that play by themselves. */
import type { TableGuest } from '../../src/net/table-guest.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGuest = TableGuest<any, any, any, any, any>;

/** Resolves once `what()` holds; fails naming `label` after `ms`. */
export async function until(what: () => boolean, label: string, ms = 20_000): Promise<void> {
  const end = performance.now() + ms;
  while (!what()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Every person's shuffle secret has reached the host (it refuses to start before). */
export const secretsIn = (g: AnyGuest): Promise<void> =>
  until(() => !!g.lobby && g.lobby.seats.every((s, i) => s.kind !== 'person' || g.lobby!.seatCommitments[i] !== null), 'shuffle secrets');

/** Each guest plays its first legal move whenever it may (starting now), until the game ends. */
export function autoplay(guests: readonly AnyGuest[]): void {
  for (const g of guests) {
    let busy = false;
    const step = async (): Promise<void> => {
      const [move] = g.client.legalCommands();
      if (busy || !move || g.status !== 'online') return;
      busy = true;
      const decision = await g.submit(move);
      // The host answers a flood of moves with 'rate': wait as a person would, then go on.
      if (!decision.ok && decision.rule === 'rate') await new Promise((r) => setTimeout(r, 200));
      busy = false;
      // Offline, the next change (back online) brings the next try.
      if (decision.ok || decision.rule === 'rate') void step();
    };
    g.addEventListener('change', () => void step());
    void step();
  }
}
