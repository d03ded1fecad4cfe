/**
 * The wire protocol between a table's host and its guests, version PROTOCOL_VERSION. Everything a
 * host receives passes parseGuestMessage (size, shape, limits) before anything looks at it; a
 * message that fails is dropped. Seats are never named by a guest except to claim an open one.
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
import { isCommitment, isSecret } from '../kernel/fairness.js';
import { isPublicKey } from './succession/seat-key.js';

export const PROTOCOL_VERSION = 3;
/** The largest message a host accepts from a guest, in bytes of JSON. */
export const MAX_GUEST_MESSAGE_BYTES = 4096;
export const MAX_NAME_LENGTH = 24;
export const MAX_CHAT_LENGTH = 280;
/** A bot level's id: lowercase letters, digits and dashes. */
const LEVEL = /^[a-z][a-z0-9-]{0,23}$/;

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

export type Parsed = { readonly ok: true; readonly message: GuestMessage } | { readonly ok: false; readonly reason: string };

const utf8 = new TextEncoder();
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isIndex = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const hasOnly = (o: Record<string, unknown>, keys: readonly string[]): boolean => Object.keys(o).every((k) => keys.includes(k));
const cleanText = (x: string): string => x.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
/** A name as the host keeps it (cleaned, cut to MAX_NAME_LENGTH), or a reason. */
function cleanName(x: unknown): { name: string } | { why: string } {
  if (typeof x !== 'string') return { why: 'no name' };
  const name = cleanText(x).slice(0, MAX_NAME_LENGTH).trimEnd();
  return name ? { name } : { why: 'empty name' };
}

/** Validates a message from a guest: the raw value as the transport delivered it. */
export function parseGuestMessage(raw: unknown): Parsed {
  let text: string;
  try {
    text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  } catch {
    return { ok: false, reason: 'not serialisable' };
  }
  if (text === undefined) return { ok: false, reason: 'empty message' };
  // UTF-8 takes at least one byte a UTF-16 unit: a long string is refused before it is encoded.
  if (text.length > MAX_GUEST_MESSAGE_BYTES || utf8.encode(text).length > MAX_GUEST_MESSAGE_BYTES) {
    return { ok: false, reason: `message over ${MAX_GUEST_MESSAGE_BYTES} bytes` };
  }
  let m: unknown;
  try {
    m = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!isObject(m) || typeof m.t !== 'string') return { ok: false, reason: 'no message type' };
  const bad = (why: string): Parsed => ({ ok: false, reason: `${m.t as string}: ${why}` });
  switch (m.t) {
    case 'hello': {
      if (!hasOnly(m, ['t', 'v', 'name', 'token'])) return bad('unknown field');
      if (m.v !== PROTOCOL_VERSION) return bad(`protocol version ${String(m.v)} is not ${PROTOCOL_VERSION}`);
      const named = m.name === null ? { name: null } : cleanName(m.name);
      if ('why' in named) return bad(named.why);
      if (m.token !== null && (typeof m.token !== 'string' || !/^[\w-]{16,64}$/.test(m.token))) return bad('bad token');
      return { ok: true, message: { t: 'hello', v: PROTOCOL_VERSION, name: named.name, token: m.token } };
    }
    case 'claim': {
      if (!hasOnly(m, ['t', 'seat', 'name']) || !isIndex(m.seat)) return bad('bad seat');
      const named = cleanName(m.name);
      return 'why' in named ? bad(named.why) : { ok: true, message: { t: 'claim', seat: m.seat, name: named.name } };
    }
    case 'watch': {
      if (!hasOnly(m, ['t', 'name'])) return bad('unknown field');
      const named = cleanName(m.name);
      return 'why' in named ? bad(named.why) : { ok: true, message: { t: 'watch', name: named.name } };
    }
    case 'leave':
      return hasOnly(m, ['t']) ? { ok: true, message: { t: 'leave' } } : bad('unknown field');
    case 'command':
      if (!hasOnly(m, ['t', 'id', 'command']) || !isIndex(m.id) || !('command' in m)) return bad('bad command');
      return { ok: true, message: { t: 'command', id: m.id, command: m.command } };
    case 'sync':
      return hasOnly(m, ['t', 'from']) && isIndex(m.from) ? { ok: true, message: { t: 'sync', from: m.from } } : bad('bad position');
    case 'chat': {
      if (!hasOnly(m, ['t', 'text']) || typeof m.text !== 'string') return bad('no text');
      const chat = cleanText(m.text).slice(0, MAX_CHAT_LENGTH).trimEnd();
      return chat ? { ok: true, message: { t: 'chat', text: chat } } : bad('empty text');
    }
    case 'secret': {
      if (!hasOnly(m, ['t', 'secret', 'commitment']) || !isSecret(m.secret) || !isCommitment(m.commitment)) {
        return bad('a secret and its commitment are 64 hex digits');
      }
      return { ok: true, message: { t: 'secret', secret: m.secret, commitment: m.commitment } };
    }
    case 'manage': {
      if (!isIndex(m.seat)) return bad('bad seat');
      if (m.action === 'move') {
        if (!hasOnly(m, ['t', 'action', 'seat', 'to']) || !isIndex(m.to)) return bad('bad target seat');
        return { ok: true, message: { t: 'manage', action: 'move', seat: m.seat, to: m.to } };
      }
      if (m.action === 'bot' && hasOnly(m, ['t', 'action', 'seat', 'level'])) {
        if (!('level' in m)) return { ok: true, message: { t: 'manage', action: 'bot', seat: m.seat } };
        if (typeof m.level !== 'string' || !LEVEL.test(m.level)) return bad('bad level');
        return { ok: true, message: { t: 'manage', action: 'bot', seat: m.seat, level: m.level } };
      }
      const plain = ['remove', 'start', 'standIn', 'reopen'] as const;
      if (plain.includes(m.action as (typeof plain)[number]) && hasOnly(m, ['t', 'action', 'seat'])) {
        return { ok: true, message: { t: 'manage', action: m.action as (typeof plain)[number], seat: m.seat } };
      }
      return bad('unknown action');
    }
    case 'key':
      return hasOnly(m, ['t', 'key']) && isPublicKey(m.key) ? { ok: true, message: { t: 'key', key: m.key } } : bad('a public key is 87 base64url characters');
    case 'superseded':
      if (!hasOnly(m, ['t', 'generation', 'proof']) || !isIndex(m.generation) || !isSecret(m.proof)) return bad('a generation and a proof');
      return { ok: true, message: { t: 'superseded', generation: m.generation, proof: m.proof } };
    default:
      return { ok: false, reason: `unknown message type "${String(m.t).slice(0, 20)}"` };
  }
}

/**
 * A token bucket: `burst` messages at once, refilled at `perSecond`. The host keeps one per
 * connection and drops what goes over. Time comes from the caller.
 */
export class RateLimit {
  private tokens: number;
  private last: number;
  constructor(
    private readonly perSecond = 20,
    private readonly burst = 40,
    now = 0,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  allow(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
