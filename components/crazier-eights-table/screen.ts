/** Crazier Eights on screen: its table element, and what the replay viewer shows of it. */
import { html } from 'lit';
import { describeEvent } from '../../src/games/crazier-eights/describe-event.js';
import { crazierEights, type EightsState } from '../../src/games/crazier-eights/index.js';
import type { EightsEvent } from '../../src/games/crazier-eights/types.js';
import type { EightsView } from '../../src/games/crazier-eights/view.js';
import { TABLE_PARTS, type GameScreen, type ReplayAdapter } from '../game-screen.js';
import { plainCard } from './card.js';
import './crazier-eights-table.js';

const replay: ReplayAdapter = {
  describe: (prev, event, next) => [describeEvent((prev as EightsState).context, event as EightsEvent, (next as EightsState).context)],
  milestone: (event) => event.type === 'game.dealt' || event.type === 'game.created',
  table: (view) => html`<crazier-eights-table .view=${view as EightsView}></crazier-eights-table>`,
  hands: (state) =>
    (state as EightsState).context.hands.map((hand) =>
      hand.some((c) => c === null)
        ? null
        : {
            count: hand.length,
            cards: html`${(hand as number[]).map(plainCard)}`,
          },
    ),
  turn: (state) => crazierEights.view(state as EightsState, -1).waitingFor,
};

export const screen: GameScreen = {
  table: (view, message, onCommand, presence) =>
    html`<crazier-eights-table part="table" exportparts=${TABLE_PARTS} .view=${view as EightsView} .message=${message} .presence=${presence ?? []}
      @command=${onCommand}></crazier-eights-table>`,
  replay,
};
