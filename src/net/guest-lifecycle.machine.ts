/**
 * A page's connection to its table's host as a statechart: it loads what its browser kept,
 * connects, waits on each new connection for the host's welcome, is welcomed as a visitor, a seat or
 * a spectator, goes offline and tries again with backoff when the connection drops, stops trying
 * (`unreachable`) when it was never at this table, and is closed for good. Pure: only `assign`
 * actions and guards. Time and I/O arrive as events (the page's own timer sends `RETRY_DUE`, its
 * channels `CONNECTED` and `DROPPED`), so every order of them is a `transition()` a test can make.
 * `TableGuest` holds a snapshot of it and reacts to the states a transition enters or leaves
 * (dialing, the retry timer, hello on a new connection, letting go of a dropped one).
 *
 * When the host has gone (the page has been offline for the table's wait, or the host said it is
 * leaving), a page holding an escrow share takes part in the change of host (`succeeding`, see
 * src/net/succession/): it then dials the new host under its id, or hosts the table itself.
 */
import { assign } from 'xstate';
import { setup } from '../kernel/statechart-setup.js';
import type { Role } from './protocol.js';

/**
 * What a page shows of its connection. `unreachable`: a page that was never at this table tried
 * `giveUpAfter` times and stopped (the link may be wrong, or its host offline); `reconnect()`
 * tries again.
 */
export type GuestStatus = 'connecting' | 'online' | 'offline' | 'unreachable' | 'closed';

/**
 * The status tags (exactly one per state), and what the page asks about a state: `dialing` (a
 * connection attempt is under way), `waiting` (the next attempt is due after a backoff), `welcomed`
 * (the host has bound this connection's role: its lobbies now speak of it).
 */
export type GuestTag = GuestStatus | 'dialing' | 'waiting' | 'welcomed' | 'succeeding';

export interface GuestLifecycleContext {
  /** Failed attempts after which a page never at this table stops trying. */
  readonly giveUpAfter: number;
  /** Attempts that failed (or connections that dropped) since a connection last opened, or since `RECONNECT`. */
  readonly attempts: number;
  /** This page has been at the table (it holds events, or was welcomed): it never stops trying. */
  readonly known: boolean;
  /** The number of the connection in use (1, 2, …): a message or a close from an older one is stale. */
  readonly channel: number;
  /** The role the host bound, or the stored one until the first welcome. */
  readonly role: Role;
  /** This page asked to watch (or watched before a reload): it asks again whenever welcomed as a visitor. */
  readonly watching: boolean;
  /** This seat's shuffle secret was sent; it is sent once. */
  readonly secretSent: boolean;
  /** Where the host listens: null for the table's own id, else a new host's id after a change of host. */
  readonly peer: string | null;
}

export type GuestLifecycleEvent =
  /** The page loaded what its browser kept (`held` events, its stored role) and starts connecting. */
  | { readonly type: 'OPEN'; readonly role: Role; readonly held: number }
  /** The connection attempt under way opened a channel. */
  | { readonly type: 'CONNECTED' }
  | { readonly type: 'CONNECT_FAILED' }
  /** The backoff after a failure ran out. */
  | { readonly type: 'RETRY_DUE' }
  /** The host bound this connection's role: its first message on connection `channel`. */
  | { readonly type: 'WELCOME'; readonly channel: number; readonly role: Role }
  | { readonly type: 'LOBBY'; readonly channel: number; readonly role: Role }
  | { readonly type: 'SEATED'; readonly channel: number; readonly seat: number }
  /** The page sent `claim`, `watch`, its secret. */
  | { readonly type: 'CLAIM_SENT' }
  | { readonly type: 'WATCH_SENT' }
  | { readonly type: 'SECRET_SENT' }
  /** Connection `channel` closed. */
  | { readonly type: 'DROPPED'; readonly channel: number }
  /** Try again at once (after the page stopped trying, or while it waits to). */
  | { readonly type: 'RECONNECT' }
  /** The host has gone for the table's wait, or said it is leaving: the change of host begins. */
  | { readonly type: 'HOST_GONE' }
  /** The change of host ended: another page hosts under `peer` (null: this page hosts, over its own channel), or it failed. */
  | { readonly type: 'NEW_HOST'; readonly peer: string | null }
  | { readonly type: 'SUCCESSION_FAILED' }
  | { readonly type: 'CLOSE' };

export interface GuestLifecycleInput {
  readonly giveUpAfter: number;
}

/** Milliseconds before reconnection attempt `attempt` (1, 2, …): 0.5 s doubling to 15 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(15_000, 500 * 2 ** Math.min(attempt - 1, 5));
}

/**
 * Whether one more failure makes a page stop trying. A page that has been at this table keeps
 * trying: its host may come back. A link that never answered stops, so its page can say the link
 * may be wrong or the host offline.
 */
export function givesUp(context: GuestLifecycleContext): boolean {
  return !context.known && context.attempts + 1 >= context.giveUpAfter;
}

const VISITOR: Role = { kind: 'visitor' };

export const initialContext = (input: GuestLifecycleInput): GuestLifecycleContext => ({
  giveUpAfter: input.giveUpAfter,
  attempts: 0,
  known: false,
  channel: 0,
  role: VISITOR,
  watching: false,
  secretSent: false,
  peer: null,
});

type Ev<T extends GuestLifecycleEvent['type']> = Extract<GuestLifecycleEvent, { type: T }>;
type RoleEvent = Ev<'WELCOME'> | Ev<'LOBBY'> | Ev<'SEATED'>;

/** The role a message binds. */
const roleOf = (e: RoleEvent): Role => (e.type === 'SEATED' ? { kind: 'seat', seat: e.seat } : e.role);
const roleEvent = (e: GuestLifecycleEvent) => e as RoleEvent;

export const guestLifecycle = setup({
  types: {
    context: {} as GuestLifecycleContext,
    events: {} as GuestLifecycleEvent,
    input: {} as GuestLifecycleInput,
    tags: {} as GuestTag,
  },
  guards: {
    givesUp: ({ context }) => givesUp(context),
    staleChannel: ({ context, event }) => (event as RoleEvent | Ev<'DROPPED'>).channel !== context.channel,
    asSeat: ({ event }) => roleOf(roleEvent(event)).kind === 'seat',
    asSpectator: ({ event }) => roleOf(roleEvent(event)).kind === 'spectator',
  },
  actions: {
    load: assign(({ event }) => {
      const e = event as Ev<'OPEN'>;
      return { role: e.role, watching: e.role.kind === 'spectator', known: e.held > 0 };
    }),
    connect: assign(({ context }) => ({ attempts: 0, channel: context.channel + 1 })),
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    resetAttempts: assign({ attempts: 0 }),
    welcome: assign(({ event }) => ({ role: roleOf(roleEvent(event)), known: true })),
    bindRole: assign(({ event }) => ({ role: roleOf(roleEvent(event)) })),
    watch: assign({ watching: true }),
    claim: assign({ watching: false }),
    secretSent: assign({ secretSent: true }),
    follow: assign(({ event }) => ({ peer: (event as Ev<'NEW_HOST'>).peer, attempts: 0 })),
  },
}).createMachine({
  id: 'guest',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  on: { CLOSE: '.closed' },
  states: {
    /** Before `open()` has read what the browser kept. */
    loading: {
      tags: 'connecting',
      on: { OPEN: { target: 'connecting', actions: 'load' } },
    },
    /** The first attempt (or the first after `RECONNECT`). */
    connecting: {
      tags: ['connecting', 'dialing'],
      on: {
        CONNECTED: { target: 'online', actions: 'connect' },
        CONNECT_FAILED: [
          { guard: 'givesUp', target: 'unreachable', actions: 'countAttempt' },
          { target: 'offline', actions: 'countAttempt' },
        ],
      },
    },
    online: {
      tags: 'online',
      initial: 'awaitingWelcome',
      on: {
        DROPPED: [
          // A close of an older connection, after this one opened, changes nothing.
          { guard: 'staleChannel' },
          { guard: 'givesUp', target: 'unreachable', actions: 'countAttempt' },
          { target: 'offline', actions: 'countAttempt' },
        ],
        CLAIM_SENT: { actions: 'claim' },
        WATCH_SENT: { actions: 'watch' },
        SECRET_SENT: { actions: 'secretSent' },
        // The host said it is leaving: no wait.
        HOST_GONE: '#guest.succeeding',
      },
      states: {
        /**
         * Connected, hello sent. A lobby or a seat before the welcome speaks of a role this
         * connection does not have yet: ignored.
         */
        awaitingWelcome: {
          on: {
            WELCOME: [
              { guard: 'staleChannel' },
              { guard: 'asSeat', target: 'welcomed.seated', actions: 'welcome' },
              { guard: 'asSpectator', target: 'welcomed.watching', actions: 'welcome' },
              { target: 'welcomed.visitor', actions: 'welcome' },
            ],
          },
        },
        /** The host bound this connection's role; each lobby and `seated` binds it again. */
        welcomed: {
          tags: 'welcomed',
          initial: 'visitor',
          on: {
            LOBBY: [
              { guard: 'staleChannel' },
              { guard: 'asSeat', target: '.seated', actions: 'bindRole' },
              { guard: 'asSpectator', target: '.watching', actions: 'bindRole' },
              { target: '.visitor', actions: 'bindRole' },
            ],
            SEATED: [{ guard: 'staleChannel' }, { target: '.seated', actions: 'bindRole' }],
          },
          states: {
            visitor: {},
            seated: {},
            watching: {},
          },
        },
      },
    },
    /** The connection dropped or an attempt failed: the page waits out a backoff, then dials again. */
    offline: {
      tags: 'offline',
      initial: 'waiting',
      on: {
        RECONNECT: { target: 'connecting', actions: 'resetAttempts' },
        HOST_GONE: '#guest.succeeding',
      },
      states: {
        waiting: {
          tags: 'waiting',
          on: { RETRY_DUE: 'dialing' },
        },
        dialing: {
          tags: 'dialing',
          on: {
            CONNECTED: { target: '#guest.online', actions: 'connect' },
            CONNECT_FAILED: [
              { guard: 'givesUp', target: '#guest.unreachable', actions: 'countAttempt' },
              { target: 'waiting', actions: 'countAttempt' },
            ],
          },
        },
      },
    },
    /**
     * The host has gone: the page takes part in the change of host, and dials nobody meanwhile. It
     * then dials the new host (its own channel when it hosts), or waits and tries the old host again.
     */
    succeeding: {
      tags: ['offline', 'succeeding'],
      on: {
        NEW_HOST: { target: 'connecting', actions: 'follow' },
        SUCCESSION_FAILED: 'offline',
      },
    },
    /** A page never at this table stopped trying; only `RECONNECT` starts again. */
    unreachable: {
      tags: 'unreachable',
      on: { RECONNECT: { target: 'connecting', actions: 'resetAttempts' } },
    },
    closed: {
      tags: 'closed',
      type: 'final',
    },
  },
});

export type GuestLifecycleSnapshot = ReturnType<typeof guestLifecycle.transition>;

const STATUSES: readonly GuestStatus[] = ['connecting', 'online', 'offline', 'unreachable', 'closed'];

/** The status a state shows (each state carries exactly one status tag). */
export function statusOf(snapshot: GuestLifecycleSnapshot): GuestStatus {
  return STATUSES.find((s) => snapshot.hasTag(s)) ?? 'closed';
}
