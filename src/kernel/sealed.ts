/**
 * Sealed choices: choices several seats make at once, or face down, that nobody sees until they
 * are revealed, not even the host that relays them (bids placed face down, an attack card laid
 * face down). A seat sends only a commitment to its choice, a SHA-256 of the choice and a fresh
 * secret salt; the host logs the commitments (`choice.sealed`); once every seat that owes one has
 * sealed, each seat opens its choice with its salt (`choice.opened`), and the rules check the
 * opening against the commitment. An opening that does not match is refused, and a log holding one
 * breaks the rules wherever it is replayed, so the audit at the end re-checks every opening. A
 * seat that does not seal or open in time forfeits (`choice.forfeited`), with what the game's
 * rules make of that.
 *
 * A game keeps a `SealedRound` per set of choices in its state, judges `seal` and `open` commands
 * with `refuseSeal` / `refuseOpen`, applies the three events with `applySealed`, and names the
 * late seats with `lateSeats` when its wait runs out, and names `commitment` in its `Game.sealing`.
 * A page never sends a sealed choice itself: its `Sealer` (src/kernel/sealer.ts) turns the choice
 * into a `seal`, keeps the salt, and opens when the state says so. Hashing here is synchronous
 * (@noble/hashes), so the rules stay pure functions.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from './canonical.js';
import type { Seat } from './game.js';

const HEX64 = /^[0-9a-f]{64}$/;
/** A round's key: what it is ("bid-3", "attack-12"). */
const KEY = /^[a-z0-9][a-z0-9.-]{0,39}$/;

export const isKey = (x: unknown): x is string => typeof x === 'string' && KEY.test(x);
export const isHex64 = (x: unknown): x is string => typeof x === 'string' && HEX64.test(x);

/** The commitment to `choice` in round `key`, with `salt`. */
export function commitment(key: string, choice: unknown, salt: string): string {
  return bytesToHex(sha256(utf8ToBytes(`peer-table sealed choice\n${canonicalJson({ key, choice, salt })}`)));
}

/** A fresh salt: 32 random bytes as hex. */
export { newSecret as newSalt } from './fairness.js';

export interface SealCommand {
  readonly type: 'seal';
  readonly key: string;
  readonly commitment: string;
}

export interface OpenCommand<T = unknown> {
  readonly type: 'open';
  readonly key: string;
  readonly choice: T;
  readonly salt: string;
}

export type SealedCommand<T = unknown> = SealCommand | OpenCommand<T>;

export type SealedEvent<T = unknown> =
  | { readonly type: 'choice.sealed'; readonly seat: Seat; readonly key: string; readonly commitment: string }
  | { readonly type: 'choice.opened'; readonly seat: Seat; readonly key: string; readonly choice: T; readonly salt: string }
  /** The seat did not seal (stage `seal`) or open (stage `open`) in time. */
  | { readonly type: 'choice.forfeited'; readonly seat: Seat; readonly key: string; readonly stage: 'seal' | 'open' };

export interface SealedRound<T = unknown> {
  readonly key: string;
  /** The seats that owe a choice, in the order the game lists them. */
  readonly due: readonly Seat[];
  /** Each sealed seat's commitment, by seat. */
  readonly commitments: Readonly<Record<number, string>>;
  /** Each opened seat's choice, by seat. */
  readonly openings: Readonly<Record<number, T>>;
  /** Seats that forfeited, at either stage. */
  readonly forfeited: readonly Seat[];
}

export type Stage = 'seal' | 'open' | 'done';

export function sealedRound<T>(key: string, due: readonly Seat[]): SealedRound<T> {
  return { key, due, commitments: {}, openings: {}, forfeited: [] };
}

const sealed = (r: SealedRound<unknown>, seat: Seat): boolean => r.commitments[seat] !== undefined;
const opened = (r: SealedRound<unknown>, seat: Seat): boolean => Object.hasOwn(r.openings, seat);
const out = (r: SealedRound<unknown>, seat: Seat): boolean => r.forfeited.includes(seat);

/** `seal` until every seat due has sealed or forfeited; then `open` until every sealed seat has opened or forfeited. */
export function stageOf(r: SealedRound<unknown>): Stage {
  if (r.due.some((s) => !sealed(r, s) && !out(r, s))) return 'seal';
  if (r.due.some((s) => sealed(r, s) && !opened(r, s) && !out(r, s))) return 'open';
  return 'done';
}

/** Whether `seat` must act in this round now, and how. */
export function owes(r: SealedRound<unknown>, seat: Seat): 'seal' | 'open' | null {
  if (!r.due.includes(seat) || out(r, seat)) return null;
  const stage = stageOf(r);
  if (stage === 'seal' && !sealed(r, seat)) return 'seal';
  if (stage === 'open' && !opened(r, seat)) return 'open';
  return null;
}

/** Why `seat` may not seal `command` now, or null. */
export function refuseSeal(r: SealedRound<unknown>, seat: Seat, command: SealCommand): string | null {
  if (command.key !== r.key) return `This is not the time for "${command.key}": the choice now is "${r.key}".`;
  if (!r.due.includes(seat)) return 'You have no choice to make now.';
  if (out(r, seat)) return 'Your time to choose ran out.';
  if (sealed(r, seat)) return 'Your choice is already sealed.';
  if (!isHex64(command.commitment)) return 'A commitment is 64 hex digits.';
  return null;
}

/** Why `seat` may not open `command` now, or null; `valid` judges the choice itself (the game's rules). */
export function refuseOpen<T>(r: SealedRound<T>, seat: Seat, command: OpenCommand<T>, valid: (choice: T) => string | null): string | null {
  if (command.key !== r.key) return `This is not the time for "${command.key}": the choice now is "${r.key}".`;
  if (owes(r, seat) !== 'open')
    return sealed(r, seat) && stageOf(r) === 'seal' ? 'Choices are opened once everyone has sealed theirs.' : 'You have no choice to open now.';
  if (!isHex64(command.salt)) return 'A salt is 64 hex digits.';
  if (commitment(r.key, command.choice, command.salt) !== r.commitments[seat]) return 'That opening does not match the sealed choice.';
  return valid(command.choice);
}

/** The round after one of its events; a fault (in words) for an event the round cannot take. */
export function applySealed<T>(r: SealedRound<T>, e: SealedEvent<T>, valid: (choice: T) => string | null): SealedRound<T> | { readonly fault: string } {
  if (e.key !== r.key) return { fault: `a sealed-choice event for "${e.key}" during "${r.key}"` };
  if (e.type === 'choice.sealed') {
    const why = refuseSeal(r, e.seat, { type: 'seal', key: e.key, commitment: e.commitment });
    return why ? { fault: why } : { ...r, commitments: { ...r.commitments, [e.seat]: e.commitment } };
  }
  if (e.type === 'choice.opened') {
    const why = refuseOpen(r, e.seat, { type: 'open', key: e.key, choice: e.choice, salt: e.salt }, valid);
    return why ? { fault: why } : { ...r, openings: { ...r.openings, [e.seat]: e.choice } };
  }
  if (owes(r, e.seat) !== e.stage) return { fault: `seat ${e.seat + 1} cannot forfeit "${e.key}" at the ${e.stage} stage` };
  return { ...r, forfeited: [...r.forfeited, e.seat] };
}

/** The events that forfeit every seat still owing something at the current stage (when the wait ran out). */
export function lateSeats<T>(r: SealedRound<T>): SealedEvent<T>[] {
  const stage = stageOf(r);
  if (stage === 'done') return [];
  return r.due.filter((s) => owes(r, s) === stage).map((seat) => ({ type: 'choice.forfeited' as const, seat, key: r.key, stage }));
}

/** The opened choices, by seat, once the round is done (forfeited seats are absent). */
export const openedChoices = <T>(r: SealedRound<T>): ReadonlyMap<Seat, T> => new Map(r.due.filter((s) => opened(r, s)).map((s) => [s, r.openings[s] as T]));

/** A sealed-choice event as a seat other than its own may see it: all of it is public (a commitment reveals nothing). */
export const isSealedEvent = (e: { readonly type: string }): e is SealedEvent => e.type.startsWith('choice.');

/** Shape checks for commands arriving from the network. */
export function isSealedCommand(x: unknown): x is SealedCommand {
  if (typeof x !== 'object' || x === null) return false;
  const c = x as Record<string, unknown>;
  if (c.type === 'seal') return Object.keys(c).length === 3 && isKey(c.key) && isHex64(c.commitment);
  if (c.type === 'open') return Object.keys(c).length === 4 && isKey(c.key) && isHex64(c.salt) && 'choice' in c;
  return false;
}
