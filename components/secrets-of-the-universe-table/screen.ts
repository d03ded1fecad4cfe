/** Secrets of the Universe on screen: its table element, and what the replay viewer shows of it. */
import { html } from 'lit';
import { compareHandCards } from '../../src/games/secrets-of-the-universe/cards.js';
import { describeEvent } from '../../src/games/secrets-of-the-universe/describe-event.js';
import type { SecretsState } from '../../src/games/secrets-of-the-universe/index.js';
import type { SecretsEvent } from '../../src/games/secrets-of-the-universe/types.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { shownHand, TABLE_PARTS, type GameScreen, type ReplayAdapter } from '../game-screen.js';
import './secrets-hand.js';
import './secrets-table.js';

const replay: ReplayAdapter<SecretsState, SecretsEvent, SecretsView> = {
  describe: (prev, event, next) => [describeEvent(prev.context, event, next.context)],
  milestone: (event) => event.type === 'game.dealt' || event.type === 'game.created',
  table: (view) => html`<secrets-table .view=${view}></secrets-table>`,
  hands: (state) =>
    state.context.hands.map((hand) => shownHand(hand, (cards) => html`<secrets-hand .cards=${cards.slice().sort(compareHandCards)}></secrets-hand>`)),
  turn: (state) => (state.matches('playing') && 'seat' in state.context.turn ? state.context.turn.seat : null),
};

export const screen: GameScreen<SecretsState, SecretsEvent, SecretsView> = {
  table: (view, message, onCommand, presence) =>
    html`<secrets-table part="table" exportparts=${TABLE_PARTS} .view=${view} .message=${message} .presence=${presence ?? []}
      @command=${onCommand}></secrets-table>`,
  replay,
};
