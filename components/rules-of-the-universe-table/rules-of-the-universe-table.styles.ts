import { css, type CSSResult } from 'lit';
import { resultsOverlayStyles } from '../shared/results-overlay.js';
import { tableBaseStyles } from '../shared/table-base.styles.js';
import { reducedMotion } from '../shared/theme.styles.js';
import { presenceStyles } from '../shared/presence.js';
import { panelStyles } from './panels.styles.js';
import { phoneStyles } from './phone.styles.js';

/**
 * The table's grid: the status bar and the players across the top; the auction (or the attack)
 * beside the bids (or what happened); the viewer's panel across the bottom. Below 900px one column.
 */
const layout = css`
  :host {
    container: rotu-table / inline-size;
    --rotu-card-width: 92px;
    --rotu-chip-width: 30px;
  }
  .table {
    position: relative;
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(300px, 340px);
    grid-template-areas: 'status status' 'players players' 'center side' 'mine mine';
    gap: 8px;
    padding: 8px 10px 10px;
    border-radius: 18px;
    background: var(--pt-table-bg, radial-gradient(ellipse at 50% 0%, #15294a, #0a1424 70%));
    --_middle: calc(var(--rotu-card-width) * 1.4 + 48px);
  }
  .status {
    grid-area: status;
    display: flex;
    align-items: center;
    gap: 6px 12px;
    min-height: 2.2em;
  }
  .where {
    flex: 1;
    min-width: 0;
    font-size: 1.05rem;
    font-weight: 700;
  }
  .clock {
    flex: none;
    width: 8em;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-variant-numeric: tabular-nums;
    font-size: 0.85rem;
    color: var(--_muted);
  }
  .clock .bar {
    flex: 1;
    height: 6px;
    border-radius: 3px;
    background: var(--pt-chip, #ffffff22);
    overflow: hidden;
  }
  .clock .bar > span {
    display: block;
    height: 100%;
    background: var(--_accent);
  }
  /* One size whatever it says, so nothing beside it moves. */
  .turn {
    flex: none;
    width: 13em;
    height: 2em;
    line-height: 2em;
    padding: 0 0.5em;
    text-align: center;
    border-radius: 999px;
    background: var(--_panel);
    white-space: nowrap;
  }
  .turn.yours {
    background: var(--_turn);
    color: #1b1b1b;
    font-weight: 700;
  }
  .players {
    grid-area: players;
  }
  .center {
    grid-area: center;
  }
  .side {
    grid-area: side;
  }
  .mine {
    grid-area: mine;
  }
  .empty {
    padding: 1em;
  }
  @container rotu-table (max-width: 900px) {
    .table {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'status' 'players' 'center' 'side' 'mine';
      gap: 6px;
      padding: 6px;
    }
  }
`;

/**
 * The table's styles, with those of the card seen large (`inspector`, a part loaded on the first
 * touch of a card: inspector.ts) where they cascade, after the panels' and before the phone's,
 * which narrow it.
 */
export const tableStyles = (inspector: readonly CSSResult[]): CSSResult[] => [
  tableBaseStyles,
  layout,
  ...panelStyles,
  ...inspector,
  phoneStyles,
  resultsOverlayStyles,
  presenceStyles,
  reducedMotion,
];

/** The table's styles before the card seen large first opens. */
export const styles = tableStyles([]);
