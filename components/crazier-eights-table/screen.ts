/** Crazier Eights on screen: its table element, and what the replay viewer shows of it. */
import { html } from 'lit';
import { describeEvent } from '../../src/games/crazier-eights/describe-event.js';
import { crazierEights, type EightsState } from '../../src/games/crazier-eights/index.js';
import type { EightsEvent } from '../../src/games/crazier-eights/types.js';
import type { EightsView } from '../../src/games/crazier-eights/view.js';
import { shownHand, TABLE_PARTS, type GameScreen, type ReplayAdapter } from '../game-screen.js';
import { plainCard } from './card.js';
import './crazier-eights-table.js';

const replay: ReplayAdapter<EightsState, EightsEvent, EightsView> = {
  describe: (prev, event, next) => [describeEvent(prev.context, event, next.context)],
  milestone: (event) => event.type === 'game.dealt' || event.type === 'game.created',
  table: (view) => html`<crazier-eights-table .view=${view}></crazier-eights-table>`,
  hands: (state) => state.context.hands.map((hand) => shownHand(hand, (cards) => html`${cards.map(plainCard)}`)),
  turn: (state) => crazierEights.view(state, -1).waitingFor,
};

export const screen: GameScreen<EightsState, EightsEvent, EightsView> = {
  table: (view, message, onCommand, presence) =>
    html`<crazier-eights-table part="table" exportparts=${TABLE_PARTS} .view=${view} .message=${message} .presence=${presence ?? []}
      @command=${onCommand}></crazier-eights-table>`,
  replay,
};
