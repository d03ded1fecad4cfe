/** Planet Tricks on screen: its table element, and what the replay viewer shows of it. */
import { html } from 'lit';
import { compareCards } from '../../src/games/planet-tricks/cards.js';
import { describeEvent } from '../../src/games/planet-tricks/describe-event.js';
import type { PlanetState } from '../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../src/games/planet-tricks/types.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import { shownHand, TABLE_PARTS, type GameScreen, type ReplayAdapter } from '../game-screen.js';
import { cardFace } from './describe.js';
import './planet-tricks-table.js';

const replay: ReplayAdapter<PlanetState, PlanetEvent, PlanetView> = {
  describe: (prev, event, next) => describeEvent(prev.context, event, next.context),
  milestone: (event) => event.type === 'round.dealt' || event.type === 'game.created',
  table: (view) => html`<planet-tricks-table .view=${view}></planet-tricks-table>`,
  hands: (state) =>
    state.context.hands.map((hand) =>
      shownHand(
        hand,
        (cards) =>
          html`${cards
            .slice()
            .sort(compareCards)
            .map(cardFace)
            .map((c) => html`<pt-card .label=${c.label} .suit=${c.suit} .rank=${c.rank}></pt-card>`)}`,
      ),
    ),
  turn: (state) => (state.value === 'playing' ? state.context.turn : null),
};

export const screen: GameScreen<PlanetState, PlanetEvent, PlanetView> = {
  table: (view, message, onCommand, presence) =>
    html`<planet-tricks-table part="table" exportparts=${TABLE_PARTS} .view=${view} .message=${message} .presence=${presence ?? []}
      @command=${onCommand}></planet-tricks-table>`,
  replay,
};
