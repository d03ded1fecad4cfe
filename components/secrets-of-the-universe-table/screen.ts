/** Secrets of the Universe on screen: its table element, and what the replay viewer shows of it. */
import { html } from 'lit';
import { compareHandCards, type HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import { describeEvent } from '../../src/games/secrets-of-the-universe/describe-event.js';
import type { SecretsState } from '../../src/games/secrets-of-the-universe/index.js';
import type { SecretsEvent } from '../../src/games/secrets-of-the-universe/types.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { TABLE_PARTS, type GameScreen, type ReplayAdapter } from '../game-screen.js';
import './secrets-hand.js';
import './secrets-table.js';

const replay: ReplayAdapter = {
  describe: (prev, event, next) => [
    describeEvent((prev as SecretsState).context, event as SecretsEvent, (next as SecretsState).context),
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

export const screen: GameScreen = {
  table: (view, message, onCommand, presence) =>
    html`<secrets-table part="table" exportparts=${TABLE_PARTS} .view=${view as SecretsView} .message=${message} .presence=${presence ?? []}
      @command=${onCommand}></secrets-table>`,
  replay,
};
