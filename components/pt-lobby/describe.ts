/** Words the lobby shows: game titles, options, the connection and the viewer's place. */
import type { Lobby, Role } from '../../src/net/protocol.js';

export type LobbyStatus = 'connecting' | 'online' | 'offline' | 'closed';

const TITLES: Record<string, string> = { 'planet-tricks': 'Planet Tricks' };

/** "Planet Tricks" for 'planet-tricks'; unknown ids are shown as they are. */
export const gameTitle = (id: string): string => TITLES[id] ?? id;

/** "nullRule" → "Null rule". */
const words = (key: string): string => {
  const s = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/** ["Null rule: on"] for {nullRule: true}; booleans read on/off, other values as they are. */
export function describeOptions(options: unknown): string[] {
  if (typeof options !== 'object' || options === null) return [];
  return Object.entries(options as Record<string, unknown>).map(
    ([k, v]) => `${words(k)}: ${typeof v === 'boolean' ? (v ? 'on' : 'off') : String(v)}`,
  );
}

export function statusText(status: LobbyStatus, host: boolean): string {
  switch (status) {
    case 'connecting':
      return 'Connecting…';
    case 'online':
      return host ? 'Your table is open' : 'Connected to the host';
    case 'offline':
      return 'Reconnecting…';
    case 'closed':
      return 'Disconnected';
  }
}

/** What the viewer can do now, in one sentence. */
export function roleHint(lobby: Lobby, role: Role, host: boolean): string {
  if (lobby.started) return 'The game has started.';
  if (host) return 'Invite friends with the link, or add bots. Start when every seat is taken.';
  switch (role.kind) {
    case 'visitor':
      return lobby.seats.some((s) => s.kind === 'open') ? 'Take an open seat, or just watch.' : 'Every seat is taken: you can watch.';
    case 'spectator':
      return 'You are watching. The game appears here when the host starts it.';
    case 'seat':
      return `You are in seat ${role.seat + 1}. Waiting for the host to start the game.`;
  }
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
