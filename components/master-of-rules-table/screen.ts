/** Master of Rules on screen: its table element, and what the replay viewer shows of it. */
import { html } from 'lit';
import type { CardId } from '../../src/games/master-of-rules/cards.js';
import { describeEvent } from '../../src/games/master-of-rules/describe-event.js';
import type { MorState } from '../../src/games/master-of-rules/index.js';
import type { MorEvent } from '../../src/games/master-of-rules/types.js';
import type { MorView } from '../../src/games/master-of-rules/view.js';
import { TABLE_PARTS, type GameScreen, type ReplayAdapter } from '../game-screen.js';
import { cardFace } from './faces.js';
import './master-of-rules-table.js';

const replay: ReplayAdapter = {
  describe: (prev, event, next) => describeEvent((prev as MorState).context, event as MorEvent, (next as MorState).context),
  milestone: (event) => event.type === 'deal.started' || event.type === 'game.created',
  table: (view) => html`<master-of-rules-table .view=${view as MorView}></master-of-rules-table>`,
  hands: (state) =>
    (state as MorState).context.hands.map((hand) => {
      const cards = [...hand.nums, ...hand.rules];
      if (cards.some((c) => c === null)) return null;
      return { count: cards.length, cards: html`${(cards as CardId[]).slice().sort((a, b) => a - b).map((c) => cardFace(c))}` };
    }),
  turn: (state) => {
    const s = state as MorState;
    return s.value === 'playing' || s.value === 'taking' ? s.context.turn : null;
  },
};

export const screen: GameScreen = {
  table: (view, message, onCommand, presence) =>
    html`<master-of-rules-table part="table" exportparts=${TABLE_PARTS} .view=${view as MorView} .message=${message} .presence=${presence ?? []}
      @command=${onCommand}></master-of-rules-table>`,
  replay,
};
