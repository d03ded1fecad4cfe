import { css } from 'lit';

/**
 * Phones (the table under 600px): cards a thumb's width, the status on two lines, and the places
 * as one line each in fixed columns, so the hand is on screen and nothing moves as turns pass.
 * Nothing is under 11px.
 */
export const phoneStyles = css`
  @container mor-table (max-width: 600px) {
    .table {
      --_tw: var(--mor-table-card-width, 50px);
      --_hw: var(--pt-hand-card-width, 50px);
      padding: 5px;
      gap: 6px;
    }
    .places,
    .deal,
    .objectives,
    .refill {
      padding: 6px 8px;
    }
    .player {
      padding: 6px 5px;
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
    /* Two lines at most, in the same box whatever it says: a long name wraps instead of being cut short. */
    .turn {
      width: 10em;
      height: 2.5em;
      font-size: 0.85rem;
      line-height: 1.2em;
      display: grid;
      place-items: center;
      white-space: normal;
      text-overflow: clip;
      border-radius: 12px;
    }
    .places {
      grid-template-columns: minmax(0, 1fr);
      gap: 2px;
      padding: 4px;
    }
    .place {
      grid-template-rows: 1.6em;
      grid-template-columns: minmax(0, 1fr) auto auto 3.2em;
      grid-template-areas: 'name vp chips flags';
      gap: 6px;
      padding: 0 5px;
      font-size: 0.8rem;
    }
    .place .note {
      grid-column: 2 / -1;
    }
    .chips {
      gap: 1px;
    }
    .chip {
      font-size: 11px;
      padding: 0 2px;
    }
    /* The acting place's border says whose turn it is, and the status the round: the flags keep to the start. */
    .flag.to-play,
    .flag.keeper {
      display: none;
    }
    .flags {
      justify-content: flex-end;
    }
    .flag {
      font-size: 11px;
      padding: 0 4px;
    }
    .prompt {
      font-size: 0.82rem;
    }
    .cards {
      gap: 4px;
    }
    /* Below the hand there is room: a reason never runs out of its row. */
    .objective {
      --_lines: 4;
    }
    .trick {
      padding: 3px 4px;
    }
    .play {
      width: calc(var(--_tw) + 8px);
    }
    /* As wide as the table, so nothing beneath peeks out around it. */
    .results-overlay {
      top: 0;
      width: 100%;
      max-height: 100%;
      padding: 10px;
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
  /* The narrowest phones: a little smaller cards, so the hand still fits across. */
  @container mor-table (max-width: 345px) {
    .table {
      --_tw: var(--mor-table-card-width, 46px);
      --_hw: var(--pt-hand-card-width, 48px);
    }
  }
`;
