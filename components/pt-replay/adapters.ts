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
import { compareHandCards, type HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import { describeEvent as describeSecrets } from '../../src/games/secrets-of-the-universe/describe-event.js';
import type { SecretsState } from '../../src/games/secrets-of-the-universe/index.js';
import type { SecretsEvent } from '../../src/games/secrets-of-the-universe/types.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import '../secrets-table/secrets-hand.js';
import '../secrets-table/secrets-table.js';

export interface ShownHand {
  readonly count: number;
  readonly cards: TemplateResult;
}

export interface ReplayAdapter {
  /** Lines saying what `event` did between the states `prev` and `next`; the first is the event itself. */
  describe(prev: unknown, event: Typed, next: unknown): string[];
  /** Events the move list sets apart as the start of a new part of the game (a deal). */
  milestone(event: Typed): boolean;
  /** The game's table element showing `view`. */
  table(view: unknown): TemplateResult;
  /** Every seat's hand in hand order, shown; null for a hand this state does not know in full. */
  hands(state: unknown): (ShownHand | null)[];
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
      hand.some((c) => c === null)
        ? null
        : {
            count: hand.length,
            cards: html`${(hand as CardId[])
              .slice()
              .sort(compareCards)
              .map(cardFace)
              .map((c) => html`<pt-card .label=${c.label} .suit=${c.suit} .rank=${c.rank}></pt-card>`)}`,
          },
    ),
  turn: (state) => ((state as PlanetState).value === 'playing' ? (state as PlanetState).context.turn : null),
};

const secrets: ReplayAdapter = {
  describe: (prev, event, next) => [
    describeSecrets((prev as SecretsState).context, event as SecretsEvent, (next as SecretsState).context),
  ],
  milestone: (event) => event.type === 'game.dealt' || event.type === 'game.created',
  table: (view) => html`<secrets-table .view=${view as SecretsView}></secrets-table>`,
  hands: (state) =>
    (state as SecretsState).context.hands.map((hand) =>
      hand.some((c) => c === null)
        ? null
        : { count: hand.length, cards: html`<secrets-hand .cards=${(hand as HandCard[]).slice().sort(compareHandCards)}></secrets-hand>` },
    ),
  turn: (state) => {
    const s = state as SecretsState;
    return s.matches('playing') && 'seat' in s.context.turn ? s.context.turn.seat : null;
  },
};

/** Adapters by game id (the ids of GAMES in src/games/registry.ts). */
export const ADAPTERS: Readonly<Record<string, ReplayAdapter>> = {
  'planet-tricks': planet,
  'secrets-of-the-universe': secrets,
};
