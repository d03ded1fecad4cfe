/** Words the lobby shows: game titles, options, the connection and the viewer's place. */
import { optionWords, seatWords } from '../../src/games/declaration.js';
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
