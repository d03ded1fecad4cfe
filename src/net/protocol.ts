/**
 * The wire protocol between a table's host and its guests, version PROTOCOL_VERSION. Everything a
 * host receives passes parseGuestMessage (guest-message.ts: size, shape, limits) before anything
 * looks at it; a message that fails is dropped. Seats are never named by a guest except to claim an open one.
 *
 * A visitor needs no name to look: `hello` may carry none, and the lobby it is welcomed with shows
 * the game, the host and the free seats. The name comes with what needs one: `claim` (the seat's
 * name) and `watch`; chat needs a name too (given in `hello`, `claim` or `watch`).
 *
 * Catch-up is asked for, never assumed: once the host has bound a page's role (`welcome`, `seated`,
 * or a `lobby` naming a new role), the page sends `sync` from the number of events it holds under
 * that role, and the host answers with the events from there (and the reveal once the game is
 * over). A message about roles never makes a page throw events away; only a role with another
 * perspective (another seat, or watching instead of a seat) starts the page's log afresh, and the
 * page then asks from 0.
 */

export const PROTOCOL_VERSION = 3;
/** The largest message a host accepts from a guest, in bytes of JSON. */
export const MAX_GUEST_MESSAGE_BYTES = 4096;
export const MAX_NAME_LENGTH = 24;
export const MAX_CHAT_LENGTH = 280;

export type SeatKind = 'open' | 'person' | 'bot';

export interface LobbySeat {
  readonly kind: SeatKind;
  readonly name: string;
  readonly connected: boolean;
  /** A bot's level (`easy`, `strong`, …); absent for other seats. */
  readonly level?: string;
  /** The level of the bot playing for this seat's absent person (or until someone new takes it); absent when none does. */
  readonly standIn?: string;
  /** The public signing key of the person's page (src/net/succession/seat-key.ts), once it gave one. */
  readonly key?: string;
}

/** The host's escrow now: its epoch and the seats that hold a share (absent: no escrow, see canEscrow). */
export interface LobbyEscrow {
  readonly epoch: number;
  readonly holders: readonly number[];
}

export interface Lobby {
  readonly table: string;
  readonly game: string;
  readonly options: unknown;
  readonly seats: readonly LobbySeat[];
  readonly spectators: number;
  readonly started: boolean;
  /** Which seat is the host's own (it may start the game and manage seats). */
  readonly hostSeat: number;
  /** The host's commitment to its shuffle secret, public from the table's creation. */
  readonly hostCommitment: string;
  /** Each seat's commitment once its browser sent its secret (null: not yet, or a bot). */
  readonly seatCommitments: readonly (string | null)[];
  /** When the game started (ms since 1970), null before. */
  readonly startedAt: number | null;
  /** How many times the table has changed host (absent: 0, its first host). */
  readonly generation?: number;
  /** How long the guests wait on a host who has gone before another of them takes over (ms); null: never (absent: HOST_WAIT). */
  readonly hostWait?: number | null;
  /** Absent or null: no escrow, so no change of host. */
  readonly escrow?: LobbyEscrow | null;
  /** Where the log has the current host's `table.hostChanged` event (absent: the table never changed host). */
  readonly changedAt?: number;
}

export type Role = { readonly kind: 'visitor' } | { readonly kind: 'spectator' } | { readonly kind: 'seat'; readonly seat: number };

/** Guest → host. */
export type GuestMessage =
  /** `name` null: a visitor who has not given one yet. */
  | { readonly t: 'hello'; readonly v: number; readonly name: string | null; readonly token: string | null }
  | { readonly t: 'claim'; readonly seat: number; readonly name: string }
  | { readonly t: 'watch'; readonly name: string }
  | { readonly t: 'leave' }
  | { readonly t: 'command'; readonly id: number; readonly command: unknown }
  | { readonly t: 'sync'; readonly from: number }
  | { readonly t: 'chat'; readonly text: string }
  | { readonly t: 'secret'; readonly secret: string; readonly commitment: string }
  /** A bot without a level plays at the table's own. */
  | { readonly t: 'manage'; readonly action: 'bot'; readonly seat: number; readonly level?: string }
  /** `standIn`: a bot plays for the seat's absent person now; `reopen`: the seat is given up for someone new (both during the game). */
  | { readonly t: 'manage'; readonly action: 'remove' | 'start' | 'standIn' | 'reopen'; readonly seat: number }
  | { readonly t: 'manage'; readonly action: 'move'; readonly seat: number; readonly to: number }
  /** A seated person's page gives its public signing key (once). */
  | { readonly t: 'key'; readonly key: string }
  /** A new host tells the host it replaced (connected to it as a guest) that it took over, with the proof. */
  | { readonly t: 'superseded'; readonly generation: number; readonly proof: string };

export interface WireEntry<E = unknown> {
  readonly seq: number;
  readonly event: E;
  /** The host's chain hash of the full event (the event itself may be redacted for this seat). */
  readonly hash: string;
}

/** What the host reveals when the game ends: every secret and the full log. */
export interface Reveal {
  /** When the game ended (ms since 1970). */
  readonly finishedAt: number;
  readonly hostSecret: string;
  readonly seatSecrets: readonly (string | null)[];
  readonly log: readonly { readonly seq: number; readonly event: unknown; readonly prev: string; readonly hash: string }[];
}

/**
 * A new table for the same seats, offered once a game is over: a seated page gets its own token for
 * its seat there (sent to it alone); a spectator gets none and may watch.
 */
export interface RematchOffer {
  readonly table: string;
  readonly game: string;
  /** The seat this page holds there, and its token; null for a page that held no seat. */
  readonly seat: number | null;
  readonly token: string | null;
  /** Who offers it: the host's name. */
  readonly from: string;
}

export interface ChatLine {
  readonly from: string;
  readonly text: string;
  readonly at: number;
}

/** Host → guest. */
export type HostMessage<E = unknown> =
  | { readonly t: 'welcome'; readonly v: number; readonly role: Role; readonly lobby: Lobby }
  | { readonly t: 'lobby'; readonly role: Role; readonly lobby: Lobby }
  | { readonly t: 'seated'; readonly seat: number; readonly token: string }
  /** `boxes` (to the escrow's holders only): each entry's escrow box, in the same order. */
  | { readonly t: 'events'; readonly entries: readonly WireEntry<E>[]; readonly boxes?: readonly string[] }
  /**
   * The escrow, to a holder: its share and the epoch's rendezvous (to it alone), the record's box,
   * and the boxes of the log entries from `from`.
   */
  | {
      readonly t: 'escrow';
      readonly epoch: number;
      readonly share?: string;
      readonly rendezvous?: string;
      /** The epoch's holders (with the share): who the candidates are if the host goes. */
      readonly holders?: readonly number[];
      readonly record?: string;
      readonly from?: number;
      readonly boxes?: readonly string[];
    }
  /** The host leaves the table now: the guests take over in `order` without waiting. */
  | { readonly t: 'leaving'; readonly order: readonly number[] }
  | { readonly t: 'result'; readonly id: number; readonly ok: boolean; readonly rule?: string; readonly reason?: string }
  | { readonly t: 'chat'; readonly lines: readonly ChatLine[] }
  | ({ readonly t: 'reveal' } & Reveal)
  | ({ readonly t: 'rematch' } & RematchOffer)
  | { readonly t: 'error'; readonly reason: string };
