/**
 * Events of the table rather than of the game: who plays a seat (a bot standing in for a person who
 * has gone, the person back, a seat given to someone new). They sit in the same hash-chained log as
 * the game's events, so a replay and the audit show who played each move, but no game's rules see
 * them: `withTableEvents` passes them by the game's evolve and redact (everyone may see them).
 */
import type { AnyGame, Seat, Typed } from './game.js';

export type TableEvent =
  /** A bot of `level` plays for the seat's person, who is not at the table. */
  | { readonly type: 'table.botStoodIn'; readonly seat: Seat; readonly level: string }
  /** The seat's person is back, and plays again. */
  | { readonly type: 'table.personReturned'; readonly seat: Seat }
  /** The host gave the seat up for someone new; its stand-in plays on until someone takes it. */
  | { readonly type: 'table.seatReopened'; readonly seat: Seat }
  /** Someone new took the seat under `name` (the game still calls the seat by its first name). */
  | { readonly type: 'table.seatTaken'; readonly seat: Seat; readonly name: string }
  /** The table's host had gone: the page at `seat` hosts it from here, as host generation `generation`. */
  | { readonly type: 'table.hostChanged'; readonly seat: Seat; readonly generation: number };

export const isTableEvent = (event: Typed): event is TableEvent => event.type.startsWith('table.');

const WRAPPED = Symbol('table events');

/**
 * `game` with the table's events passed by: its evolve leaves the state as it is, its redact shows
 * them to everyone. Wrapping twice gives the same game.
 */
export function withTableEvents<G extends AnyGame>(game: G): G {
  if ((game as { [WRAPPED]?: true })[WRAPPED]) return game;
  const wrapped = Object.create(game) as G & { [WRAPPED]: true };
  wrapped[WRAPPED] = true;
  wrapped.evolve = (state: unknown, event: Typed) => (isTableEvent(event) ? state : game.evolve(state, event));
  wrapped.redact = (event: Typed, seat: Seat) => (isTableEvent(event) ? event : game.redact(event, seat));
  return wrapped;
}

/** The host generation after `events` (how many times the table changed host). */
export function generationOf(events: readonly Typed[]): number {
  let generation = 0;
  for (const event of events) if (isTableEvent(event) && event.type === 'table.hostChanged') generation = event.generation;
  return generation;
}

/** The seats a bot plays for their person after `events`, with the bot's level. */
export function standInsOf(events: readonly Typed[]): Map<Seat, string> {
  const standing = new Map<Seat, string>();
  for (const event of events) {
    if (!isTableEvent(event)) continue;
    if (event.type === 'table.botStoodIn') standing.set(event.seat, event.level);
    else if (event.type === 'table.personReturned' || event.type === 'table.seatTaken') standing.delete(event.seat);
  }
  return standing;
}

/** A table event in words, for the move list and the command line. */
export function tableEventWords(event: TableEvent, names: readonly string[]): string {
  const name = names[event.seat] ?? `Seat ${event.seat + 1}`;
  switch (event.type) {
    case 'table.botStoodIn':
      return `${name} is away: a bot (${event.level}) plays for them`;
    case 'table.personReturned':
      return `${name} is back and plays again`;
    case 'table.seatReopened':
      return `${name}'s seat is open for someone new; the bot plays it meanwhile`;
    case 'table.seatTaken':
      return `${event.name} takes ${name}'s seat`;
    case 'table.hostChanged':
      return `The host has gone: ${name} hosts the table from here`;
    default: {
      const _: never = event;
      return String(_);
    }
  }
}
