/** High Card on screen: a table that lists the view, with a button per card, and its replay adapter. */
import { html } from 'lit';
import { shownHand, type GameScreen } from '../../components/game-screen.js';
import type { HighCardState, HighCardView } from './high-card.js';
import type { HighCardEvent } from './rules.js';

const table = (v: HighCardView, onCommand?: (e: CustomEvent) => void) => {
  const send = (card: number) => onCommand?.(new CustomEvent('command', { detail: { type: 'playCard', card } }));
  return html`<section part="table">
    <p>On the table: ${v.trick.map((p) => p.card).join(', ') || 'nothing'} · tricks ${v.tricks.join(' / ')}</p>
    ${v.hand.map((c) => (c === null ? html`<span>🂠</span>` : html`<button @click=${() => send(c)}>${c}</button>`))}
  </section>`;
};

/** Typed by the game's state, events and view, as its Game is: its module checks that they agree. */
export const screen: GameScreen<HighCardState, HighCardEvent, HighCardView> = {
  table: (view, _message, onCommand) => table(view, onCommand),
  replay: {
    describe: (_prev, event) => [event.type],
    milestone: (event) => event.type === 'cards.dealt',
    table: (view) => table(view),
    hands: (state) => state.context.hands.map((h) => shownHand(h, (cards) => html`${cards.join(' ')}`)),
    turn: (state) => (state.hasTag('turns') ? state.context.turn : null),
  },
};
