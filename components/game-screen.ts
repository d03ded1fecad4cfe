/**
 * What a game's screen module gives the generic elements (components/<id>-table/screen.ts): its
 * table element for a view, and what the replay viewer needs beyond the Game contract. Loaded
 * with the game, through its module's \`screen()\`.
 *
 * A game's screen is typed by its state, events and view (`GameScreen<PlanetState, PlanetEvent,
 * PlanetView>`), as its Game is, and its module checks that they agree; the generic elements hold
 * any game's screen as `GameScreen`, whose state and view are unknown.
 */
import type { TemplateResult } from 'lit';
import type { Typed } from '../src/kernel/game.js';

/** Parts of a game's table a page can style through `<peer-table>` (see docs/theming.md). */
export const TABLE_PARTS = 'card, seat, ring, felt, trick, rail, field, scoreboard, hand, places, place, pile, meld, reveal, match';

export interface ShownHand {
  readonly count: number;
  readonly cards: TemplateResult;
}

/** `hand` face up, drawn by `cards`, when every card of it is known; else null (`ReplayAdapter.hands`). */
export function shownHand<T>(hand: readonly (T | null)[], cards: (known: readonly T[]) => TemplateResult): ShownHand | null {
  return hand.every((c): c is T => c !== null) ? { count: hand.length, cards: cards(hand) } : null;
}

/**
 * What the replay viewer shows of a game beyond its Game. Its members are methods, so a game's
 * adapter is also one of `ReplayAdapter` (unknown state and view) for the generic elements.
 */
export interface ReplayAdapter<S = unknown, E extends Typed = Typed, V = unknown> {
  /** Lines saying what `event` did between the states `prev` and `next`; the first is the event itself. */
  describe(prev: S, event: E, next: S): string[];
  /** Events the move list sets apart as the start of a new part of the game (a deal). */
  milestone(event: E): boolean;
  /** The game's table element showing `view`, as the replay viewer shows it. */
  table(view: V): TemplateResult;
  /** Every seat's hand in hand order, shown; null for a hand this state does not know in full. */
  hands(state: S): (ShownHand | null)[];
  /** The seat to act now, or null. */
  turn(state: S): number | null;
}

/** Whether each seat's person is at the table now: connected, gone (a dropped or closed page), gone with a bot playing for them (`standIn`), or a bot's seat. */
export type Presence = 'online' | 'away' | 'bot' | 'standIn';

export interface GameScreen<S = unknown, E extends Typed = Typed, V = unknown> {
  /**
   * The table showing `view`, exporting TABLE_PARTS; `onCommand` receives its `command` events.
   * `presence` (by seat, when known) marks each seat as connected or not.
   */
  table(view: V, message: string, onCommand: (event: CustomEvent) => void, presence?: readonly Presence[]): TemplateResult;
  readonly replay: ReplayAdapter<S, E, V>;
}
