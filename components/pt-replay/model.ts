/**
 * A log file made ready to show: its events replayed once into every intermediate state, each
 * event's words, and the perspectives it can be seen from. Pure apart from reading the registry.
 */
import { loadedPlay, loadedScreen } from '../../src/games/registry.js';
import type { AnyGame, Seat, Typed } from '../../src/kernel/game.js';
import { replaySteps, ReplayError } from '../../src/kernel/replay.js';
import { isTableEvent, tableEventWords } from '../../src/kernel/table-events.js';
import type { LogFile } from '../../src/log/format.js';
import type { ReplayAdapter } from '../game-screen.js';

/** 'all': every card face up; a seat number: what that seat saw; -1: a spectator. */
export type Perspective = 'all' | Seat;

export interface ReplayModel {
  readonly game: AnyGame | null;
  readonly adapter: ReplayAdapter | null;
  readonly events: readonly Typed[];
  /** states[i]: the state after events[0..i); states.length is events.length + 1 (fewer on a fault). */
  readonly states: readonly unknown[];
  /** lines[i]: the words for events[i]. */
  readonly lines: readonly (readonly string[])[];
  /** Why the replay could not go to the end, or null. */
  readonly problem: string | null;
}

export const EMPTY_MODEL: ReplayModel = { game: null, adapter: null, events: [], states: [], lines: [], problem: null };

/** The model of `file`, whose game's rules and screen are loaded (registry's loadScreen). */
export function buildModel(file: LogFile): ReplayModel {
  const play = loadedPlay(file.game);
  const adapter = loadedScreen(file.game)?.replay;
  if (!play || !adapter) return { ...EMPTY_MODEL, problem: `The ${file.game} part of this page is not loaded.` };
  const game = play.game;
  const events = file.events.map((e) => e.event);
  let states: unknown[];
  let problem: string | null = null;
  try {
    states = replaySteps(game, events);
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    // Show the game up to the event that broke the rules.
    states = replaySteps(game, events.slice(0, error.seq));
    problem = `The replay stops before event ${error.seq + 1}: ${error.message.replace(/^event \d+: /, '')}.`;
  }
  const lines = states.slice(1).map((next, i) => {
    const event = events[i]!;
    return isTableEvent(event) ? [tableEventWords(event, file.seats)] : adapter.describe(states[i], event, next);
  });
  return { game, adapter, events: events.slice(0, states.length - 1), states, lines, problem };
}

/** The perspectives a file can be seen from, with their labels. */
export function perspectiveChoices(file: LogFile): { value: Perspective; label: string }[] {
  const seatLabel = (s: Seat) => (s < 0 ? 'Spectator' : `${file.seats[s] ?? `Seat ${s + 1}`}'s view`);
  if (file.perspective !== 'full') return [{ value: file.perspective, label: seatLabel(file.perspective) }];
  return [{ value: 'all', label: 'All cards face up' }, ...file.seats.map((_, s) => ({ value: s, label: seatLabel(s) })), { value: -1, label: seatLabel(-1) }];
}

/** `wanted` when the file can be seen from it, else the file's own default. */
export function usablePerspective(file: LogFile, wanted: Perspective | null | undefined): Perspective {
  const choices = perspectiveChoices(file);
  return choices.some((c) => c.value === wanted) ? wanted! : choices[0]!.value;
}
