/**
 * A page's connection lifecycle through XState's pure initialTransition/transition: every
 * transition of each state, the events each state ignores, and the awkward orders (a lobby before
 * the welcome, a close during a connection attempt, a reconnect while waiting, the close of an old
 * channel after a new one opened, giving up only for a page never at the table).
 */
import { expect } from '@open-wc/testing';
import { initialTransition, transition } from 'xstate';
import {
  backoffDelay,
  givesUp,
  guestLifecycle,
  initialContext,
  statusOf,
  type GuestLifecycleEvent,
  type GuestLifecycleSnapshot,
  type GuestStatus,
  type GuestTag,
} from '../../src/net/guest-lifecycle.machine.js';
import type { Role } from '../../src/net/protocol.js';

type Snap = GuestLifecycleSnapshot;
type E = GuestLifecycleEvent;

const start = (giveUpAfter = 3): Snap => initialTransition(guestLifecycle, { giveUpAfter })[0];
const step = (s: Snap, e: E): Snap => transition(guestLifecycle, s, e)[0];
const run = (s: Snap, ...events: E[]): Snap => events.reduce(step, s);

const VISITOR: Role = { kind: 'visitor' };
const SPECTATOR: Role = { kind: 'spectator' };
const seat = (n: number): Role => ({ kind: 'seat', seat: n });

const open = (held = 0, role: Role = VISITOR): E => ({ type: 'OPEN', role, held });
const CONNECTED: E = { type: 'CONNECTED' };
const FAILED: E = { type: 'CONNECT_FAILED' };
const RETRY_DUE: E = { type: 'RETRY_DUE' };
const RECONNECT: E = { type: 'RECONNECT' };
const CLOSE: E = { type: 'CLOSE' };
const welcome = (channel: number, role: Role = VISITOR): E => ({ type: 'WELCOME', channel, role });
const lobby = (channel: number, role: Role = VISITOR): E => ({ type: 'LOBBY', channel, role });
const seated = (channel: number, n: number): E => ({ type: 'SEATED', channel, seat: n });
const dropped = (channel: number): E => ({ type: 'DROPPED', channel });

const EVERY_EVENT: readonly E[] = [
  open(),
  CONNECTED,
  FAILED,
  RETRY_DUE,
  welcome(1),
  lobby(1),
  seated(1, 1),
  { type: 'CLAIM_SENT' },
  { type: 'WATCH_SENT' },
  { type: 'SECRET_SENT' },
  dropped(1),
  RECONNECT,
  CLOSE,
];

/** The event changes nothing here, and the page can tell beforehand (`can` is false). */
function expectIgnored(s: Snap, e: E): void {
  expect(s.can(e), `${e.type} is not taken in ${JSON.stringify(s.value)}`).to.equal(false);
  const next = step(s, e);
  expect(next.value, e.type).to.deep.equal(s.value);
  expect(next.context, e.type).to.deep.equal(s.context);
}

/** The events of `EVERY_EVENT` a state takes, by type. */
const taken = (s: Snap): string[] => EVERY_EVENT.filter((e) => s.can(e)).map((e) => e.type);

const TAGS: readonly GuestTag[] = ['connecting', 'online', 'offline', 'unreachable', 'closed', 'dialing', 'waiting', 'welcomed'];
const tagsOf = (s: Snap): GuestTag[] => TAGS.filter((t) => s.hasTag(t));

/** Welcomed on connection 1 as `role`. */
const welcomedAs = (role: Role, held = 0): Snap => run(start(), open(held), CONNECTED, welcome(1, role));

describe('guest lifecycle: backoff and giving up, as pure functions', () => {
  it('waits 0.5 s before the first retry, doubling up to 15 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backoffDelay)).to.deep.equal([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
  });

  it('one more failure gives up only for a page never at the table that reached giveUpAfter', () => {
    const ctx = initialContext({ giveUpAfter: 3 });
    expect(givesUp({ ...ctx, attempts: 1 })).to.equal(false);
    expect(givesUp({ ...ctx, attempts: 2 })).to.equal(true);
    expect(givesUp({ ...ctx, attempts: 2, known: true })).to.equal(false);
    expect(givesUp({ ...ctx, attempts: 100, known: true })).to.equal(false);
  });
});

describe('guest lifecycle: every state, its tags and its status', () => {
  const states: [string, Snap, GuestStatus, GuestTag[]][] = [
    ['loading', start(), 'connecting', ['connecting']],
    ['connecting', run(start(), open()), 'connecting', ['connecting', 'dialing']],
    ['awaiting the welcome', run(start(), open(), CONNECTED), 'online', ['online']],
    ['a visitor', welcomedAs(VISITOR), 'online', ['online', 'welcomed']],
    ['seated', welcomedAs(seat(1)), 'online', ['online', 'welcomed']],
    ['watching', welcomedAs(SPECTATOR), 'online', ['online', 'welcomed']],
    ['offline, waiting', run(start(), open(), FAILED), 'offline', ['offline', 'waiting']],
    ['offline, dialing', run(start(), open(), FAILED, RETRY_DUE), 'offline', ['offline', 'dialing']],
    ['unreachable', run(start(1), open(), FAILED), 'unreachable', ['unreachable']],
    ['closed', run(start(), CLOSE), 'closed', ['closed']],
  ];
  for (const [name, s, status, tags] of states) {
    it(`${name}: status ${status}, tags ${tags.join(', ')}`, () => {
      expect(statusOf(s)).to.equal(status);
      expect(tagsOf(s)).to.deep.equal(tags);
    });
  }

  it('the states above are all there are', () => {
    const values = states.map(([, s]) => JSON.stringify(s.value));
    expect(new Set(values).size).to.equal(values.length);
    expect(values).to.deep.equal([
      '"loading"',
      '"connecting"',
      '{"online":"awaitingWelcome"}',
      '{"online":{"welcomed":"visitor"}}',
      '{"online":{"welcomed":"seated"}}',
      '{"online":{"welcomed":"watching"}}',
      '{"offline":"waiting"}',
      '{"offline":"dialing"}',
      '"unreachable"',
      '"closed"',
    ]);
  });
});

describe('guest lifecycle: loading', () => {
  it('starts loading, not yet dialing, with no attempt, no connection and the visitor role', () => {
    const s = start(5);
    expect(s.value).to.equal('loading');
    expect(s.context).to.deep.equal({ giveUpAfter: 5, attempts: 0, known: false, channel: 0, role: VISITOR, watching: false, secretSent: false, peer: null });
  });

  it('OPEN → connecting with the stored role; a stored spectator is watching; stored events make the page known', () => {
    const fresh = step(start(), open());
    expect(fresh.value).to.equal('connecting');
    expect(fresh.context).to.include({ known: false, watching: false });
    const seatPage = step(start(), open(12, seat(2)));
    expect(seatPage.context).to.deep.include({ role: seat(2), known: true, watching: false });
    const spectator = step(start(), open(3, SPECTATOR));
    expect(spectator.context).to.deep.include({ role: SPECTATOR, known: true, watching: true });
  });

  it('takes only OPEN and CLOSE', () => {
    expect(taken(start())).to.deep.equal(['OPEN', 'CLOSE']);
    for (const e of EVERY_EVENT.filter((e) => e.type !== 'OPEN' && e.type !== 'CLOSE')) expectIgnored(start(), e);
  });

  it('a page closed before it finished loading never starts connecting', () => {
    const s = step(start(), CLOSE);
    expect(s.value).to.equal('closed');
    expectIgnored(s, open(4, seat(1)));
  });
});

describe('guest lifecycle: connecting', () => {
  const connecting = run(start(), open());

  it('CONNECTED → awaiting the welcome on connection 1', () => {
    const s = step(connecting, CONNECTED);
    expect(s.value).to.deep.equal({ online: 'awaitingWelcome' });
    expect(s.context).to.include({ attempts: 0, channel: 1 });
  });

  it('CONNECT_FAILED → offline, waiting, after 1 attempt', () => {
    const s = step(connecting, FAILED);
    expect(s.value).to.deep.equal({ offline: 'waiting' });
    expect(s.context.attempts).to.equal(1);
  });

  it('CONNECT_FAILED with giveUpAfter 1 → unreachable for a page never at the table, offline for one that was', () => {
    expect(run(start(1), open(), FAILED).value).to.equal('unreachable');
    expect(run(start(1), open(1, seat(1)), FAILED).value).to.deep.equal({ offline: 'waiting' });
  });

  it('takes CONNECTED, CONNECT_FAILED and CLOSE only', () => {
    expect(taken(connecting)).to.deep.equal(['CONNECTED', 'CONNECT_FAILED', 'CLOSE']);
    expectIgnored(connecting, RECONNECT);
    expectIgnored(connecting, welcome(1));
    expectIgnored(connecting, dropped(0));
  });

  it('a close during connect: closed, and the connection that opens after it is not taken up (nor a failure counted)', () => {
    const s = step(connecting, CLOSE);
    expect(s.value).to.equal('closed');
    expectIgnored(s, CONNECTED);
    expectIgnored(s, FAILED);
  });
});

describe('guest lifecycle: awaiting the welcome', () => {
  const waiting = run(start(), open(), CONNECTED);

  it('a lobby before the welcome is ignored, and so is a seat', () => {
    expectIgnored(waiting, lobby(1, seat(2)));
    expectIgnored(waiting, lobby(1, SPECTATOR));
    expectIgnored(waiting, seated(1, 2));
    // The welcome that follows is taken as usual.
    const s = run(waiting, lobby(1, SPECTATOR), welcome(1, seat(2)));
    expect(s.value).to.deep.equal({ online: { welcomed: 'seated' } });
    expect(s.context.role).to.deep.equal(seat(2));
  });

  it('WELCOME binds the role it names: seated, watching or a visitor; the page is then known', () => {
    const asSeat = step(waiting, welcome(1, seat(3)));
    expect(asSeat.value).to.deep.equal({ online: { welcomed: 'seated' } });
    expect(asSeat.context).to.deep.include({ role: seat(3), known: true });
    expect(step(waiting, welcome(1, SPECTATOR)).value).to.deep.equal({ online: { welcomed: 'watching' } });
    const visitor = step(waiting, welcome(1, VISITOR));
    expect(visitor.value).to.deep.equal({ online: { welcomed: 'visitor' } });
    expect(visitor.context).to.deep.include({ role: VISITOR, known: true });
  });

  it('a welcome as a visitor replaces a stored seat (the seat was given away)', () => {
    const s = run(start(), open(5, seat(1)), CONNECTED, welcome(1, VISITOR));
    expect(s.context.role).to.deep.equal(VISITOR);
  });

  it('a welcome that speaks of another connection is ignored', () => {
    expectIgnored(waiting, welcome(0, seat(1)));
    expectIgnored(waiting, welcome(2, seat(1)));
  });

  it('claim and watch may go before the welcome; watching is remembered', () => {
    const watching = step(waiting, { type: 'WATCH_SENT' });
    expect(watching.context.watching).to.equal(true);
    expect(watching.value).to.deep.equal(waiting.value);
    expect(step(watching, { type: 'CLAIM_SENT' }).context.watching).to.equal(false);
  });

  it('DROPPED of this connection → offline after 1 attempt; a page never at the table with giveUpAfter 1 gives up', () => {
    const s = step(waiting, dropped(1));
    expect(s.value).to.deep.equal({ offline: 'waiting' });
    expect(s.context.attempts).to.equal(1);
    expect(run(start(1), open(), CONNECTED, dropped(1)).value).to.equal('unreachable');
  });

  it('CLOSE → closed; takes no RECONNECT, RETRY_DUE, CONNECTED or OPEN', () => {
    expect(step(waiting, CLOSE).value).to.equal('closed');
    for (const e of [RECONNECT, RETRY_DUE, CONNECTED, FAILED, open()]) expectIgnored(waiting, e);
  });
});

describe('guest lifecycle: welcomed', () => {
  it('each lobby binds the role it names: a seat, watching, a visitor again', () => {
    let s = welcomedAs(VISITOR);
    s = step(s, lobby(1, seat(2)));
    expect(s.value).to.deep.equal({ online: { welcomed: 'seated' } });
    expect(s.context.role).to.deep.equal(seat(2));
    s = step(s, lobby(1, seat(0)));
    expect(s.context.role, 'the host moved the seat').to.deep.equal(seat(0));
    s = step(s, lobby(1, VISITOR));
    expect(s.value).to.deep.equal({ online: { welcomed: 'visitor' } });
    s = step(s, lobby(1, SPECTATOR));
    expect(s.value).to.deep.equal({ online: { welcomed: 'watching' } });
    expect(s.context.role).to.deep.equal(SPECTATOR);
  });

  it('SEATED binds the seat it names', () => {
    const s = step(welcomedAs(VISITOR), seated(1, 3));
    expect(s.value).to.deep.equal({ online: { welcomed: 'seated' } });
    expect(s.context.role).to.deep.equal(seat(3));
  });

  it('a second welcome on the same connection is ignored', () => {
    expectIgnored(welcomedAs(seat(1)), welcome(1, VISITOR));
  });

  it('a lobby or a seat from an older connection is ignored', () => {
    const s = run(start(), open(), CONNECTED, welcome(1), dropped(1), RETRY_DUE, CONNECTED, welcome(2, seat(1)));
    expect(s.context.channel).to.equal(2);
    expectIgnored(s, lobby(1, VISITOR));
    expectIgnored(s, seated(1, 2));
    expect(step(s, lobby(2, VISITOR)).context.role).to.deep.equal(VISITOR);
  });

  it('the secret is noted as sent, for good', () => {
    const s = step(welcomedAs(seat(1)), { type: 'SECRET_SENT' });
    expect(s.context.secretSent).to.equal(true);
    const back = run(s, dropped(1), RETRY_DUE, CONNECTED, welcome(2, seat(1)));
    expect(back.context.secretSent).to.equal(true);
  });

  it('claim and watch set and clear watching, whatever the role', () => {
    const watching = step(welcomedAs(VISITOR), { type: 'WATCH_SENT' });
    expect(watching.context.watching).to.equal(true);
    expect(watching.value, 'only the lobby that follows makes it a spectator').to.deep.equal({ online: { welcomed: 'visitor' } });
    expect(step(watching, { type: 'CLAIM_SENT' }).context.watching).to.equal(false);
  });

  it('a spectator welcomed back as a visitor still wants to watch (and keeps its role in the lobby that follows)', () => {
    const s = run(start(), open(6, SPECTATOR), CONNECTED, welcome(1, VISITOR));
    expect(s.value).to.deep.equal({ online: { welcomed: 'visitor' } });
    expect(s.context).to.deep.include({ watching: true, role: VISITOR });
    expect(step(s, lobby(1, SPECTATOR)).value).to.deep.equal({ online: { welcomed: 'watching' } });
  });

  it('DROPPED → offline, keeping the role; a page welcomed once never gives up', () => {
    const s = step(welcomedAs(seat(2)), dropped(1));
    expect(s.value).to.deep.equal({ offline: 'waiting' });
    expect(s.context).to.deep.include({ role: seat(2), attempts: 1, known: true });
    let t = run(start(1), open(), CONNECTED, welcome(1), dropped(1));
    for (let i = 0; i < 20; i++) t = run(t, RETRY_DUE, FAILED);
    expect(t.value).to.deep.equal({ offline: 'waiting' });
    expect(t.context.attempts).to.equal(21);
  });

  it('takes no RECONNECT, CONNECTED, RETRY_DUE or OPEN', () => {
    for (const e of [RECONNECT, CONNECTED, FAILED, RETRY_DUE, open()]) expectIgnored(welcomedAs(seat(1)), e);
  });
});

describe('guest lifecycle: offline', () => {
  const waiting = run(start(), open(), FAILED);

  it('waiting → dialing when the retry is due, still offline', () => {
    const s = step(waiting, RETRY_DUE);
    expect(s.value).to.deep.equal({ offline: 'dialing' });
    expect(statusOf(s)).to.equal('offline');
  });

  it('dialing: a failure waits again one attempt further; a connection goes online and counts from 0 again', () => {
    const dialing = step(waiting, RETRY_DUE);
    const again = step(dialing, FAILED);
    expect(again.value).to.deep.equal({ offline: 'waiting' });
    expect(again.context.attempts).to.equal(2);
    const online = step(dialing, CONNECTED);
    expect(online.value).to.deep.equal({ online: 'awaitingWelcome' });
    expect(online.context).to.include({ attempts: 0, channel: 1 });
  });

  it('a reconnect while waiting dials at once, counting from 0', () => {
    const s = step(run(waiting, RETRY_DUE, FAILED), RECONNECT);
    expect(s.value).to.equal('connecting');
    expect(s.context.attempts).to.equal(0);
    expect(s.hasTag('dialing')).to.equal(true);
  });

  it('a reconnect while dialing keeps the attempt under way (still dialing), counting from 0', () => {
    const dialing = run(waiting, RETRY_DUE, FAILED, RETRY_DUE);
    const s = step(dialing, RECONNECT);
    expect(s.value).to.equal('connecting');
    expect(s.context.attempts).to.equal(0);
    expect(dialing.hasTag('dialing') && s.hasTag('dialing'), 'no second attempt starts').to.equal(true);
    expect(step(s, CONNECTED).value).to.deep.equal({ online: 'awaitingWelcome' });
  });

  it('the close of an old channel after a new one opened changes nothing', () => {
    const first = run(start(), open(), CONNECTED, welcome(1, seat(1)), dropped(1));
    const second = run(first, RETRY_DUE, CONNECTED, welcome(2, seat(1)));
    expect(second.context.channel).to.equal(2);
    expectIgnored(second, dropped(1));
    // And the new one's close does drop it.
    expect(step(second, dropped(2)).value).to.deep.equal({ offline: 'waiting' });
    // The old channel's close while offline changes nothing either.
    expectIgnored(first, dropped(1));
  });

  it('a retry due while dialing, a welcome or a lobby while offline are ignored', () => {
    const dialing = step(waiting, RETRY_DUE);
    expectIgnored(dialing, RETRY_DUE);
    expectIgnored(waiting, CONNECTED);
    expectIgnored(waiting, FAILED);
    expectIgnored(waiting, welcome(0));
    expectIgnored(waiting, lobby(0));
  });

  it('CLOSE → closed from waiting and from dialing', () => {
    expect(step(waiting, CLOSE).value).to.equal('closed');
    expect(step(step(waiting, RETRY_DUE), CLOSE).value).to.equal('closed');
  });

  it('takes what it should, and nothing else', () => {
    expect(taken(waiting)).to.deep.equal(['RETRY_DUE', 'RECONNECT', 'CLOSE']);
    expect(taken(step(waiting, RETRY_DUE))).to.deep.equal(['CONNECTED', 'CONNECT_FAILED', 'RECONNECT', 'CLOSE']);
  });
});

describe('guest lifecycle: giving up', () => {
  it('a page never at the table gives up after giveUpAfter failed attempts, and dials exactly that often', () => {
    let s = run(start(3), open());
    let dials = 1;
    while (!s.matches('unreachable')) {
      s = step(s, FAILED);
      if (s.matches({ offline: 'waiting' })) {
        s = step(s, RETRY_DUE);
        dials++;
      }
    }
    expect(dials).to.equal(3);
    expect(s.context.attempts).to.equal(3);
  });

  it('a page holding stored events never gives up', () => {
    let s = run(start(2), open(1, seat(1)));
    for (let i = 0; i < 10; i++) s = run(s, FAILED, RETRY_DUE);
    expect(s.value).to.deep.equal({ offline: 'dialing' });
  });

  it('unreachable: RECONNECT dials again from 0 (and gives up again after as many); CLOSE closes; nothing else', () => {
    const gone = run(start(2), open(), FAILED, RETRY_DUE, FAILED);
    expect(gone.value).to.equal('unreachable');
    expect(taken(gone)).to.deep.equal(['RECONNECT', 'CLOSE']);
    const again = step(gone, RECONNECT);
    expect(again.value).to.equal('connecting');
    expect(again.context.attempts).to.equal(0);
    expect(run(again, FAILED, RETRY_DUE, FAILED).value).to.equal('unreachable');
    expect(run(again, CONNECTED, welcome(1)).value).to.deep.equal({ online: { welcomed: 'visitor' } });
    expect(step(gone, CLOSE).value).to.equal('closed');
  });
});

describe('guest lifecycle: closed', () => {
  it('nothing moves a closed page', () => {
    for (const from of [start(), run(start(), open()), welcomedAs(seat(1)), run(start(), open(), FAILED), run(start(1), open(), FAILED)]) {
      const closed = step(from, CLOSE);
      expect(closed.value).to.equal('closed');
      expect(closed.status).to.equal('done');
      for (const e of EVERY_EVENT) expect(step(closed, e).value, e.type).to.equal('closed');
      for (const e of EVERY_EVENT.filter((e) => e.type !== 'CLOSE')) expectIgnored(closed, e);
    }
  });
});

describe('guest lifecycle: a host that has gone', () => {
  const HOST_GONE: E = { type: 'HOST_GONE' };
  const FAILED_CHANGE: E = { type: 'SUCCESSION_FAILED' };
  const newHost = (peer: string | null): E => ({ type: 'NEW_HOST', peer });
  /** Seated at a table, then the connection dropped: the page waits out a backoff. */
  const lostHost = (): Snap => run(start(), open(3, seat(1)), CONNECTED, welcome(1, seat(1)), dropped(1));

  it('the table’s wait on the host ran out while offline: the page takes part in the change of host, dialing nobody', () => {
    const s = step(lostHost(), HOST_GONE);
    expect(s.value).to.equal('succeeding');
    expect(s.hasTag('succeeding') && s.hasTag('offline')).to.equal(true);
    expect(s.hasTag('dialing') || s.hasTag('waiting')).to.equal(false);
    expect(statusOf(s)).to.equal('offline');
    for (const e of [RETRY_DUE, CONNECTED, FAILED, dropped(1), welcome(1), RECONNECT]) expectIgnored(s, e);
  });

  it('the host said it is leaving: from online straight to the change of host', () => {
    const online = run(start(), open(3, seat(1)), CONNECTED, welcome(1, seat(1)));
    expect(step(online, HOST_GONE).value).to.equal('succeeding');
  });

  it('another page took over: the page dials it under its id; this page took over: it dials its own table', () => {
    const s = run(lostHost(), HOST_GONE, newHost('T0g1s2abc'));
    expect(s.value).to.equal('connecting');
    expect(s.hasTag('dialing')).to.equal(true);
    expect(s.context.peer).to.equal('T0g1s2abc');
    expect(s.context.attempts).to.equal(0);
    expect(run(lostHost(), HOST_GONE, newHost(null)).context.peer).to.equal(null);
    // Then online with the new host as with any.
    expect(run(s, CONNECTED, welcome(s.context.channel + 1, seat(1))).value).to.deep.equal({ online: { welcomed: 'seated' } });
  });

  it('nobody could take over: back to waiting on the old host', () => {
    const s = run(lostHost(), HOST_GONE, FAILED_CHANGE);
    expect(s.value).to.deep.equal({ offline: 'waiting' });
  });

  it('closing the page ends the change of host too; a page loading or that gave up does not take part', () => {
    expect(run(lostHost(), HOST_GONE, CLOSE).value).to.equal('closed');
    expectIgnored(start(), HOST_GONE);
    const gaveUp = run(start(), open(), FAILED, RETRY_DUE, FAILED, RETRY_DUE, FAILED);
    expect(gaveUp.value).to.equal('unreachable');
    expectIgnored(gaveUp, HOST_GONE);
  });
});
