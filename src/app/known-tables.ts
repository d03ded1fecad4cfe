/** The tables this browser hosts or joined, for the home page's list, and forgetting one. */
import type { JoinedTable } from '../store/db.js';
import { GuestStore } from '../store/guest-store.js';
import { HostStore } from '../store/host-store.js';
import { DEFAULT_GAME } from '../games/registry.js';
import type { KnownTable } from './session.js';

function joinedLabel(j: JoinedTable): string {
  if (!j.name) return 'looked at the lobby';
  return j.role.kind === 'seat' ? `playing as ${j.name}` : j.role.kind === 'spectator' ? `watching as ${j.name}` : `visited as ${j.name}`;
}

/** Forgets a table this browser hosts or joined (its record and log here; the table itself goes on elsewhere). */
export async function forgetTable(table: string): Promise<void> {
  await Promise.all([new HostStore().remove(table), new GuestStore().remove(table)]);
}

/** Tables this browser hosts or joined, newest first. */
export async function knownTables(): Promise<KnownTable[]> {
  const [hosted, joined] = await Promise.all([new HostStore().list(), new GuestStore().list()]);
  const ids = new Set(hosted.map((h) => h.table));
  return [
    ...hosted.map((h) => ({
      table: h.table,
      game: h.game,
      hosting: true,
      label: h.slots.map((s) => s.name || 'open seat').join(', '),
      state:
        h.finishedAt !== null ? ('over' as const) : h.handedOver !== undefined ? ('left' as const) : h.started ? ('playing' as const) : ('waiting' as const),
      when: h.created,
    })),
    ...joined
      .filter((j) => !ids.has(j.table))
      .map((j) => ({
        table: j.table,
        game: j.game ?? DEFAULT_GAME,
        hosting: false,
        label: joinedLabel(j),
        state: j.revealed ? ('over' as const) : j.left ? ('left' as const) : ('unknown' as const),
        when: j.updated,
      })),
  ].sort((a, b) => b.when - a.when);
}
