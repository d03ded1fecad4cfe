import { css } from 'lit';

/**
 * Phones (the table under 600px): smaller cards, the status on two lines, and the places as one
 * line each in fixed columns, so the hand is on screen and nothing moves as turns pass.
 */
export const phoneStyles = css`
  @container mor-table (max-width: 600px) {
    .table {
      --_tw: var(--mor-table-card-width, 34px);
      --_hw: var(--pt-hand-card-width, 46px);
    }
    .status {
      height: 2.6em;
    }
    .where {
      font-size: 0.85rem;
      line-height: 1.3em;
    }
    .where .line {
      display: block;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .where .sep {
      display: none;
    }
    .turn {
      width: 10em;
      font-size: 0.85rem;
    }
    .places {
      grid-template-columns: minmax(0, 1fr);
      gap: 2px;
      padding: 4px;
    }
    .place {
      grid-template-rows: 1.5em;
      grid-template-columns: minmax(0, 1fr) 2.8em auto 3.6em;
      grid-template-areas: 'name vp chips flags';
      gap: 6px;
      padding: 0 6px;
      font-size: 0.78rem;
    }
    .place .note {
      grid-column: 2 / -1;
    }
    .chips {
      gap: 2px;
    }
    .chip {
      font-size: 0.68rem;
      padding: 0 2px;
    }
    /* The acting place's border says whose turn it is; the flags keep to the start and the counter. */
    .flag.to-play {
      display: none;
    }
    .flags {
      justify-content: flex-end;
    }
    .flag {
      font-size: 0.62rem;
      padding: 0 4px;
    }
    .prompt {
      font-size: 0.82rem;
    }
    .play {
      width: calc(var(--_tw) + 22px);
    }
    /* As wide as the table, so nothing beneath peeks out around it. */
    .results-overlay {
      top: 0;
      width: 100%;
      max-height: 100%;
      padding: 10px;
    }
    /* The game's end too keeps the hand in view, and its Close above the page's own bars. */
    .results-overlay[part='game-over'] {
      grid-row: places-start / player-start;
    }
    .nums > span:first-child {
      flex-basis: 100%;
    }
    .judgements li {
      font-size: 0.85rem;
    }
    .standings {
      font-size: 0.8rem;
    }
    .standings th,
    .standings td {
      padding: 3px 4px;
    }
    .standings .kind {
      display: none;
    }
    .standings .kind-name {
      display: block;
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;
