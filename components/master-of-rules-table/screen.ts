/** Master of Rules on screen: its table element, and what the replay viewer shows of it. */
import { html } from 'lit';
import { describeEvent } from '../../src/games/master-of-rules/describe-event.js';
import type { MorState } from '../../src/games/master-of-rules/index.js';
import type { MorEvent } from '../../src/games/master-of-rules/types.js';
import type { MorView } from '../../src/games/master-of-rules/view.js';
import { shownHand, TABLE_PARTS, type GameScreen, type ReplayAdapter } from '../game-screen.js';
import { cardFace } from './faces.js';
import './master-of-rules-table.js';

const replay: ReplayAdapter<MorState, MorEvent, MorView> = {
  describe: (prev, event, next) => describeEvent(prev.context, event, next.context),
  milestone: (event) => event.type === 'deal.started' || event.type === 'game.created',
  table: (view) => html`<master-of-rules-table .view=${view}></master-of-rules-table>`,
  hands: (state) =>
    state.context.hands.map((hand) =>
      shownHand(
        [...hand.nums, ...hand.rules],
        (cards) =>
          html`${cards
            .slice()
            .sort((a, b) => a - b)
            .map((c) => cardFace(c))}`,
      ),
    ),
  turn: (state) => (state.value === 'playing' || state.value === 'taking' ? state.context.turn : null),
};

export const screen: GameScreen<MorState, MorEvent, MorView> = {
  table: (view, message, onCommand, presence) =>
    html`<master-of-rules-table part="table" exportparts=${TABLE_PARTS} .view=${view} .message=${message} .presence=${presence ?? []}
      @command=${onCommand}></master-of-rules-table>`,
  replay,
};
