/**
 * The contract every game implements. State is whatever the game's machine holds; the kernel only
 * moves events and commands between these pure functions.
 */
import type { AnyStateMachine } from 'xstate';
import type { Random } from './random.js';

/** A seat index, 0-based, clockwise; SPECTATOR sees only what is public. */
export type Seat = number;
export const SPECTATOR: Seat = -1;

export interface Typed {
  readonly type: string;
}

export type Decision<E> = { readonly ok: true; readonly events: readonly E[] } | { readonly ok: false; readonly rule: string; readonly reason: string };

export interface GameResult {
  /** Seats that won (several on a tie). */
  readonly winners: readonly Seat[];
  /** The game's final score of each seat, in the game's own unit. */
  readonly scores: readonly number[];
  readonly summary: string;
}

/**
 * What a game is called, its seats and its options. A game states them once, in its declaration
 * (src/games/<id>/declaration.ts), and its Game reads them from there (src/games/declared-game.ts).
 */
export interface GameIdentity<O> {
  readonly id: string;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  defaultOptions(): O;
  /** A reason when options or the seat count are unusable, else null. */
  checkOptions(options: unknown, seats: number): string | null;
}

export interface Game<S, C extends Typed, E extends Typed, V, O> extends GameIdentity<O>, GameRules<S, C, E, V, O> {}

/** The rules of a game: pure functions of its state, its commands and its events. */
export interface GameRules<S, C extends Typed, E extends Typed, V, O> {
  /** The first event of every log: the game, its options and the seats' names. */
  created(options: O, names: readonly string[]): E;
  /** The state before any event. */
  initial(): S;
  /** The next state. Must be pure and total: an event the rules cannot accept sets a fault. */
  evolve(state: S, event: E): S;
  /**
   * The statechart `evolve` runs (src/kernel/machine-evolve.ts), for the proofs that the fast
   * evolve gives XState's own snapshots.
   */
  readonly machine?: AnyStateMachine;
  /** A fault recorded by evolve (an event that broke the rules), else null. */
  fault(state: S): string | null;
  /** The host's judgement of a seat's command. Never trusts seat fields inside the command. */
  decide(state: S, command: C, seat: Seat): Decision<E>;
  /**
   * Events only the host may produce now (deals, random outcomes); [] when none is due. With
   * `timeUp` (the host waited `timeout(state)` ms after the last event and nothing came), also the
   * events that end what was timed, such as a claim window's closing.
   */
  advance(state: S, random: Random, timeUp?: boolean): readonly E[];
  /**
   * Time-based rules: the ms the host waits after the last event before it calls
   * `advance(state, random, true)`; null when nothing is timed now. Only the host reads a clock, and
   * only to decide when to ask; what comes of it is an ordinary logged event, so replay never looks
   * at a clock. A new event restarts the wait. Games without windows leave it out.
   */
  timeout?(state: S): number | null;
  /** The event as `seat` may see it. */
  redact(event: E, seat: Seat): E;
  /** What `seat` is shown. Depends only on what that seat may know. */
  view(state: S, seat: Seat): V;
  legalCommands(state: S, seat: Seat): readonly C[];
  /** A shape check for commands that arrive from outside. */
  isCommand(value: unknown): value is C;
  result(state: S): GameResult | null;
  /** For games with sealed choices (src/kernel/sealed.ts): which commands are sealed, and when they open. */
  readonly sealing?: Sealing<S, C>;
}

/**
 * How a game's sealed choices reach the host: a seat's page (or bot) turns a command that makes a
 * sealed choice into a `seal` command, keeps the choice and its salt, and sends the `open` command
 * when the state asks for it (src/kernel/sealer.ts).
 */
export interface Sealing<S, C> {
  /** The sealed choice `command` makes (its round's key and the choice), or null for an ordinary command. */
  choiceOf(state: S, command: C, seat: Seat): { readonly key: string; readonly choice: unknown } | null;
  /** The key of the round whose choice `seat` must open now, or null. */
  toOpen(state: S, seat: Seat): string | null;
  /**
   * The kernel's `commitment` of src/kernel/sealed.ts. A game that seals passes it here, so a page
   * loads the hashing with that game's chunk only.
   */
  readonly commitment: (key: string, choice: unknown, salt: string) => string;
}

// biome-ignore lint/suspicious/noExplicitAny: any game, whatever its types: its parameters are both read and written, so only any erases them
export type AnyGame = Game<any, any, any, any, any>;
