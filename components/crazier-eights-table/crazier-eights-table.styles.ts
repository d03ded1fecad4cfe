import { css } from 'lit';
import { resultsOverlayStyles } from '../shared/results-overlay.js';
import { tableBaseStyles } from '../shared/table-base.styles.js';
import { reducedMotion } from '../shared/theme.styles.js';
import { cardStyles } from './card.styles.js';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';
import { feltStyles } from './felt.styles.js';
import { handStyles } from './hand.styles.js';
import { lineStyles } from './line.styles.js';
import { narrowHandStyles } from './narrow-hand.styles.js';
import { narrowStyles } from './narrow.styles.js';
import { seatStyles } from './seats.styles.js';
import { presenceStyles } from '../shared/presence.js';

/** The table's grid, the status bar, the reader and the results' table. A desktop's cards are 94 × 132 px. */
const core = css`
  :host {
    position: relative;
    container: c8 / inline-size;
    color: var(--pt-text, #e8eef5);
    --card-w: 94px;
    --card-h: 132px;
    --_line: var(--pt-line, #ffffff26);
  }
  button {
    color: inherit;
  }
  button:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  .table {
    position: relative;
    display: grid;
    grid-template-rows: auto auto auto auto auto;
    gap: 8px;
    padding: 10px;
    border-radius: 18px;
    background: var(--pt-table-bg, #0a1424);
  }
  /* The status bar: fixed columns on one line (the teams under it), so nothing below moves as its words change. */
  .status {
    display: grid;
    grid-template-columns: 13em 11em max-content minmax(0, 1fr);
    grid-template-rows: 32px;
    grid-auto-rows: 1.3em;
    align-items: center;
    gap: 0 14px;
  }
  .status > * {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .where {
    font-weight: 700;
  }
  .turn {
    height: 1.9em;
    line-height: 1.9em;
    padding: 0 10px;
    border-radius: 999px;
    background: var(--pt-chip, #ffffff1f);
    font-weight: 700;
  }
  .turn.mine {
    background: var(--_turn);
    color: #1b1b1b;
  }
  .phases {
    display: flex;
    gap: 2px;
  }
  .phases li {
    padding: 2px 8px;
    border-radius: 6px;
    font-size: 0.85rem;
    color: var(--_muted);
    border: 1px solid transparent;
  }
  /* The phase now by its colours, not its weight, so the phases beside it keep their places. */
  .phases li.now {
    color: var(--pt-text, #e8eef5);
    border-color: var(--_turn);
    background: color-mix(in srgb, var(--_turn) 22%, transparent);
  }
  .tally {
    display: flex;
    gap: 12px;
    font-size: 0.85rem;
    color: var(--_muted);
  }
  .tally span:first-child {
    min-width: 7.4em;
  }
  .teams {
    grid-column: 1 / -1;
    font-size: 0.85rem;
    color: var(--_muted);
  }

  /* The reader: one fixed height, whatever the card says; the card's corner beside its words. */
  .reader {
    position: relative;
    display: flex;
    gap: 10px;
    align-items: flex-start;
    height: 70px;
    padding: 6px 10px;
    border-radius: 10px;
    background: var(--_panel);
    overflow: auto;
    font-size: 0.9rem;
    line-height: 1.3;
    --card-w: 44px;
    --card-h: 56px;
  }
  .reader .face {
    flex: none;
    grid-template-rows: minmax(0, 1fr);
    background: var(--band);
  }
  .reader .face .name,
  .reader .face .kind,
  .reader .face .art {
    display: none;
  }
  .reader .face .corner {
    flex-direction: column;
    align-items: center;
    gap: 0;
    height: 100%;
  }
  .reader .face .syms {
    margin: 0;
  }
  .reader h3 {
    font-size: 0.95rem;
  }
  .reader .what {
    font-weight: 400;
    color: var(--_muted);
  }
  .reader .close {
    display: none;
  }
  .reader.empty {
    align-items: center;
    color: var(--_muted);
  }
  .sr {
    ${visuallyHidden}
  }
  .records {
    border-collapse: collapse;
    margin: 6px 0;
  }
  .records caption {
    text-align: left;
    color: var(--_muted);
  }
  .records th,
  .records td {
    padding: 3px 12px 3px 0;
    text-align: left;
    border-bottom: 1px solid var(--_line);
  }
  .records tr.won th {
    color: var(--pt-accent-ink, #f2c14e);
  }
  .message,
  .waiting {
    color: var(--_muted);
  }
`;

export const styles = [
  cardStyles,
  tableBaseStyles,
  core,
  seatStyles,
  lineStyles,
  feltStyles,
  handStyles,
  narrowStyles,
  narrowHandStyles,
  resultsOverlayStyles,
  presenceStyles,
  reducedMotion,
];
