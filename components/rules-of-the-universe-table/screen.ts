/** Rules of the Universe! on screen: its table element, and what the replay viewer shows of it. */
import { html } from 'lit';
import { describeEvent } from '../../src/games/rules-of-the-universe/describe-event.js';
import type { RotuState } from '../../src/games/rules-of-the-universe/index.js';
import { compareCards } from '../../src/games/rules-of-the-universe/data.js';
import type { RotuEvent } from '../../src/games/rules-of-the-universe/types.js';
import { magicSeat } from '../../src/games/rules-of-the-universe/magic-steps.js';
import { picker } from '../../src/games/rules-of-the-universe/auction.js';
import type { RotuView } from '../../src/games/rules-of-the-universe/view.js';
import { TABLE_PARTS, type GameScreen, type ReplayAdapter } from '../game-screen.js';
import { chips } from './players.js';
import './rules-of-the-universe-table.js';

/** Whose move it is in a state: the picker, the attacker, the target, the player in the magic window; null for the host's moves and bids (everyone's). */
function turnOf(s: RotuState): number | null {
  const ctx = s.context;
  switch (s.value) {
    case 'picking':
      return picker(ctx.auction);
    case 'targeting':
    case 'attacking':
    case 'striking':
      return ctx.turn;
    case 'defending':
      return ctx.attack!.target;
    case 'magic':
      return magicSeat(ctx);
    default:
      return null;
  }
}

const replay: ReplayAdapter<RotuState, RotuEvent, RotuView> = {
  describe: (prev, event, next) => describeEvent(prev.context, event, next.context),
  milestone: (event) => event.type === 'auction.started' || event.type === 'game.created' || (event.type === 'turn.started' && event.turn === 1),
  table: (view) => html`<rules-of-the-universe-table .view=${view}></rules-of-the-universe-table>`,
  hands: (state) => state.context.hands.map((hand) => ({ count: hand.length, cards: html`${chips([...hand].sort(compareCards), '', 0, false)}` })),
  turn: turnOf,
};

export const screen: GameScreen<RotuState, RotuEvent, RotuView> = {
  table: (view, message, onCommand, presence) =>
    html`<rules-of-the-universe-table part="table" exportparts=${TABLE_PARTS} .view=${view} .message=${message} .presence=${presence ?? []}
      @command=${onCommand}></rules-of-the-universe-table>`,
  replay,
};
