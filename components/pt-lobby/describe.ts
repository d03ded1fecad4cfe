/** Words the lobby shows: game titles, whose table, options, free seats, bot levels, the connection and the viewer's place. */
import { botLevel, optionWords, REQUIRED_BOT_LEVELS, seatWords, type BotLevel } from '../../src/games/declaration.js';
import { MODULES } from '../../src/games/registry.js';
import type { Lobby, Role } from '../../src/net/protocol.js';

export type LobbyStatus = 'connecting' | 'online' | 'offline' | 'unreachable' | 'closed';

/** The declaration of game `id`, if this page knows it. */
const declared = (id: string) => MODULES.find((d) => d.id === id);

/** A game's title from its id; unknown ids are shown as they are. */
export const gameTitle = (id: string): string => declared(id)?.title ?? id;

/** What the lobby says of a table besides its title: "Intermediate Version · 4 games · 2 players (and two dummies)". */
export function tableWords(lobby: Lobby): string[] {
  const d = declared(lobby.game);
  const seats = lobby.seats.length;
  return d ? [...optionWords(d, lobby.options), seatWords(d, seats)] : [`${seats} seats`];
}

/** "Hana's table", or "Your table" for its host. */
export function hostWords(lobby: Lobby, host: boolean): string {
  const name = lobby.seats[lobby.hostSeat]?.name;
  return host ? 'Your table' : name ? `${name}’s table` : 'A table';
}

/** "2 of 4 seats free", or "Every seat is taken". */
export function freeSeats(lobby: Lobby): string {
  const free = lobby.seats.filter((s) => s.kind === 'open').length;
  return free === 0 ? 'Every seat is taken' : `${free} of ${lobby.seats.length} seats free`;
}

/** The levels game `id` declares (easy and strong for a game this page does not know). */
export function levelsOf(id: string): readonly BotLevel[] {
  return declared(id)?.botLevels ?? REQUIRED_BOT_LEVELS.map((l) => ({ id: l, label: l[0]!.toUpperCase() + l.slice(1), help: '' }));
}

/** A bot seat's tag: "Strong bot" (a level the game does not declare as it is), or "Bot" with none. */
export function botTag(game: string, level: string | undefined): string {
  if (!level) return 'Bot';
  const d = declared(game);
  return `${(d && botLevel(d, level)?.label) ?? level} bot`;
}

export function statusText(status: LobbyStatus, host: boolean): string {
  switch (status) {
    case 'connecting':
      return 'Connecting…';
    case 'online':
      return host ? 'Your table is open' : 'Connected to the host';
    case 'offline':
      return 'Reconnecting…';
    case 'unreachable':
      return 'No answer from this table';
    case 'closed':
      return 'Disconnected';
  }
}

/** What the viewer can do now, in one sentence. */
export function roleHint(lobby: Lobby, role: Role, host: boolean): string {
  if (lobby.started) return role.kind === 'visitor' ? 'The game has started: you can watch it.' : 'The game has started.';
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
