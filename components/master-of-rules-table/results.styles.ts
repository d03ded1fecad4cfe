import { css } from 'lit';

/**
 * The results over the table: a deal's judgement and the game's end lie over the places and the
 * cards in play, so the hand stays in view and the end's Close clears the page's own end panel
 * below the table.
 */
export const resultStyles = css`
  .results-overlay {
    grid-column: 1 / -1;
    grid-row: places-start / player-start;
  }
  .judgements {
    display: grid;
    gap: 6px;
    margin-top: 6px;
  }
  .judgements li {
    display: grid;
    padding: 4px 8px;
    border-left: 4px solid var(--_bad);
    border-radius: 4px;
    background: var(--pt-inset, #ffffff0a);
  }
  .judgements li.met {
    border-left-color: var(--_ok);
  }
  .judgements .reason {
    color: var(--_muted);
  }
  .nums {
    --pt-card-width: 40px;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
  }
  .result {
    font-weight: 600;
  }
  .standings {
    border-collapse: collapse;
    margin: 8px 0;
    font-size: 0.85rem;
  }
  .standings th,
  .standings td {
    padding: 3px 8px;
    text-align: center;
    border-bottom: 1px solid var(--pt-line, #ffffff22);
  }
  .standings tbody th {
    text-align: left;
  }
  .standings thead th {
    vertical-align: bottom;
  }
  .standings .sym {
    display: block;
    font-size: 0.95rem;
  }
  /* The rule's name for a screen reader where only its symbol shows (phone.styles.ts). */
  .standings .kind-name {
    display: none;
  }
  .standings tr.you {
    background: var(--pt-highlight, #ffffff12);
  }
  .standings tr.won th,
  .standings tr.won td {
    color: var(--pt-accent-ink, var(--_accent));
    font-weight: 700;
  }
  .last-deal {
    margin-top: 10px;
    padding-top: 8px;
    border-top: 1px solid var(--pt-line, #ffffff22);
  }
  .last-deal h3 {
    margin: 0;
    font-size: 1rem;
    color: inherit;
  }
`;
