/**
 * What pt-replay needs to know of each game, beyond the Game contract: the words for an event, the
 * table element for a view, and every seat's hand as card faces (for "All cards face up").
 */
import { html, type TemplateResult } from 'lit';
import { compareCards, type CardId } from '../../src/games/planet-tricks/cards.js';
import { describeEvent } from '../../src/games/planet-tricks/describe-event.js';
import type { PlanetState } from '../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../src/games/planet-tricks/types.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import type { Typed } from '../../src/kernel/game.js';
import { cardFace } from '../planet-tricks-table/describe.js';
import '../planet-tricks-table/planet-tricks-table.js';

export interface CardFace {
  readonly label: string;
  readonly suit: string;
  readonly rank: number;
}

export interface ReplayAdapter {
  /** Lines saying what `event` did between the states `prev` and `next`; the first is the event itself. */
  describe(prev: unknown, event: Typed, next: unknown): string[];
  /** Events the move list sets apart as the start of a new part of the game (a deal). */
  milestone(event: Typed): boolean;
  /** The game's table element showing `view`. */
  table(view: unknown): TemplateResult;
  /** Every seat's hand in hand order; null for a hand this state does not know in full. */
  hands(state: unknown): (CardFace[] | null)[];
  /** The seat to act now, or null. */
  turn(state: unknown): number | null;
}

const planet: ReplayAdapter = {
  describe: (prev, event, next) =>
    describeEvent((prev as PlanetState).context, event as PlanetEvent, (next as PlanetState).context),
  milestone: (event) => event.type === 'round.dealt' || event.type === 'game.created',
  table: (view) => html`<planet-tricks-table .view=${view as PlanetView}></planet-tricks-table>`,
  hands: (state) =>
    (state as PlanetState).context.hands.map((hand) =>
      hand.some((c) => c === null) ? null : (hand as CardId[]).slice().sort(compareCards).map(cardFace),
    ),
  turn: (state) => ((state as PlanetState).value === 'playing' ? (state as PlanetState).context.turn : null),
};

/** Adapters by game id (the ids of GAMES in src/games/registry.ts). */
export const ADAPTERS: Readonly<Record<string, ReplayAdapter>> = {
  'planet-tricks': planet,
};
