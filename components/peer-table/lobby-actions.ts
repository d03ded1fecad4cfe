/**
 * What a page embedding `<peer-table>` may do in a table's lobby, as promises: each sends its
 * request and settles once the host has answered, resolving when it took effect and rejecting with
 * the host's refusal (or a connection problem) otherwise.
 */
import type { AnyGuest } from '../../src/app/session.js';

const ANSWER_MS = 15_000;

/**
 * Resolves once `done()` holds; rejects when the host does not answer in time and, when
 * `refusals` is set, on the guest's next problem (the host's refusal).
 */
function outcome(guest: AnyGuest, done: () => boolean, what: string, refusals = true): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const finish = (error?: Error): void => {
      clearTimeout(timer);
      guest.removeEventListener('change', onChange);
      guest.removeEventListener('problem', onProblem);
      if (error) reject(error);
      else resolve();
    };
    const onChange = (): void => void (done() && finish());
    const onProblem = (e: Event): void => void (refusals && finish(new Error((e as CustomEvent<string>).detail)));
    const timer = setTimeout(() => finish(new Error(guest.problem || `The host did not answer (${what}).`)), ANSWER_MS);
    guest.addEventListener('change', onChange);
    guest.addEventListener('problem', onProblem);
  });
}

/** Resolves once the host has welcomed this page on a live connection (connection attempts go on meanwhile). */
export function connected(guest: AnyGuest): Promise<void> {
  return outcome(guest, () => guest.status === 'online' && guest.lobby !== null, 'connect', false);
}

function sent(ok: boolean): void {
  if (!ok) throw new Error('Not connected to the host.');
}

/** Takes open seat `seat` (counted from 0) under `name`. */
export async function takeSeat(guest: AnyGuest, seat: number, name: string): Promise<void> {
  const taken = () => guest.role.kind === 'seat' && guest.role.seat === seat;
  if (taken()) return;
  await connected(guest);
  sent(guest.claim(seat, name));
  await outcome(guest, taken, 'take a seat');
}

/** Watches the table as a spectator, under `name`. */
export async function watch(guest: AnyGuest, name: string): Promise<void> {
  const watching = () => guest.role.kind === 'spectator';
  if (watching()) return;
  await connected(guest);
  sent(guest.watch(name));
  await outcome(guest, watching, 'watch');
}

/** Puts a bot in open seat `seat` (the host's page only), at `level` or the table's own. */
export async function addBot(guest: AnyGuest, seat: number, level?: string): Promise<void> {
  await connected(guest);
  sent(guest.manage('bot', seat, level));
  await outcome(guest, () => guest.lobby?.seats[seat]?.kind === 'bot', 'add a bot');
}

/**
 * Starts the game (the host's page only), once every seated person's browser has sent its shuffle
 * secret (they do so by themselves as soon as they sit down).
 */
export async function start(guest: AnyGuest): Promise<void> {
  const started = () => guest.lobby?.started === true;
  if (started()) return;
  await connected(guest);
  const secretsIn = () => !!guest.lobby && guest.lobby.seats.every((s, i) => s.kind !== 'person' || guest.lobby!.seatCommitments[i] !== null);
  await outcome(guest, secretsIn, 'the players’ shuffle secrets');
  sent(guest.manage('start', 0));
  await outcome(guest, started, 'start');
}
