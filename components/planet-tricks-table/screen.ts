/** Planet Tricks on screen: its table element, and what the replay viewer shows of it. */
import { html } from 'lit';
import { compareCards, type CardId } from '../../src/games/planet-tricks/cards.js';
import { describeEvent } from '../../src/games/planet-tricks/describe-event.js';
import type { PlanetState } from '../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../src/games/planet-tricks/types.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import { TABLE_PARTS, type GameScreen, type ReplayAdapter } from '../game-screen.js';
import { cardFace } from './describe.js';
import './planet-tricks-table.js';

const replay: ReplayAdapter = {
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

export const screen: GameScreen = {
  table: (view, message, onCommand, presence) =>
    html`<planet-tricks-table part="table" exportparts=${TABLE_PARTS} .view=${view as PlanetView} .message=${message} .presence=${presence ?? []}
      @command=${onCommand}></planet-tricks-table>`,
  replay,
};
