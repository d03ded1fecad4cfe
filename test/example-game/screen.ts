/** High Card on screen: a table that lists the view, with a button per card, and its replay adapter. */
import { html } from 'lit';
import type { GameScreen } from '../../components/game-screen.js';
import type { HighCardState, HighCardView } from './high-card.js';
import type { HighCardEvent } from './rules.js';

const table = (view: unknown, onCommand?: (e: CustomEvent) => void) => {
  const v = view as HighCardView;
  const send = (card: number) => onCommand?.(new CustomEvent('command', { detail: { type: 'playCard', card } }));
  return html`<section part="table">
    <p>On the table: ${v.trick.map((p) => p.card).join(', ') || 'nothing'} · tricks ${v.tricks.join(' / ')}</p>
    ${v.hand.map((c) => (c === null ? html`<span>🂠</span>` : html`<button @click=${() => send(c)}>${c}</button>`))}
  </section>`;
};

export const screen: GameScreen = {
  table: (view, _message, onCommand) => table(view, onCommand),
  replay: {
    describe: (_prev, event) => [(event as HighCardEvent).type],
    milestone: (event) => event.type === 'cards.dealt',
    table: (view) => table(view),
    hands: (state) => (state as HighCardState).context.hands.map((h) => (h.includes(null) ? null : { count: h.length, cards: html`${h.join(' ')}` })),
    turn: (state) => ((state as HighCardState).hasTag('turns') ? (state as HighCardState).context.turn : null),
  },
};
