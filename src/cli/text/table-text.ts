/** The table at one step of a replay as plain text, by game; JSON of the views for a game without one. */
import type { AnyGame, Seat, Typed } from '../../kernel/game.js';
import { planetText } from './planet-tricks.js';
import { secretsText } from './secrets-of-the-universe.js';

export interface TableTextInput {
  /** The state before `event`, or null at step 0. */
  readonly prev: unknown;
  /** The last event applied (the one that led to `state`), or null at step 0. */
  readonly event: Typed | null;
  readonly state: unknown;
  /** The seats whose hands are shown face up (empty: none, e.g. a spectator). */
  readonly seats: readonly Seat[];
}

/** Lines describing the table, without a final newline. */
export type TableText = (input: TableTextInput) => string[];

const TEXTS: Readonly<Record<string, TableText>> = {
  'planet-tricks': planetText,
  'secrets-of-the-universe': secretsText,
};

export function tableText(game: AnyGame, input: TableTextInput): string[] {
  const text = TEXTS[game.id];
  if (text) return text(input);
  const views = input.seats.length > 0 ? input.seats.map((s) => game.view(input.state, s)) : [game.view(input.state, -1)];
  return [JSON.stringify(views, null, 2)];
}
