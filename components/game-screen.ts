/**
 * What a game's screen module gives the generic elements (components/<id>-table/screen.ts): its
 * table element for a view, and what the replay viewer needs beyond the Game contract. Loaded
 * with the game, through its module's \`screen()\`.
 */
import type { TemplateResult } from 'lit';
import type { Typed } from '../src/kernel/game.js';

/** Parts of a game's table a page can style through `<peer-table>` (see docs/theming.md). */
export const TABLE_PARTS = 'card, seat, ring, felt, trick, rail, field, scoreboard, hand, places, place, pile, meld, reveal, match';

export interface ShownHand {
  readonly count: number;
  readonly cards: TemplateResult;
}

export interface ReplayAdapter {
  /** Lines saying what `event` did between the states `prev` and `next`; the first is the event itself. */
  describe(prev: unknown, event: Typed, next: unknown): string[];
  /** Events the move list sets apart as the start of a new part of the game (a deal). */
  milestone(event: Typed): boolean;
  /** The game's table element showing `view`, as the replay viewer shows it. */
  table(view: unknown): TemplateResult;
  /** Every seat's hand in hand order, shown; null for a hand this state does not know in full. */
  hands(state: unknown): (ShownHand | null)[];
  /** The seat to act now, or null. */
  turn(state: unknown): number | null;
}

/** Whether each seat's person is at the table now: connected, gone (a dropped or closed page), gone with a bot playing for them (`standIn`), or a bot's seat. */
export type Presence = 'online' | 'away' | 'bot' | 'standIn';

export interface GameScreen {
  /**
   * The table showing `view`, exporting TABLE_PARTS; `onCommand` receives its `command` events.
   * `presence` (by seat, when known) marks each seat as connected or not.
   */
  table(view: unknown, message: string, onCommand: (event: CustomEvent) => void, presence?: readonly Presence[]): TemplateResult;
  readonly replay: ReplayAdapter;
}
