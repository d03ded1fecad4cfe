import { css } from 'lit';

/** Phones (the table under 600px): smaller cards, and the places as one line each, so the hand is on screen. */
export const phoneStyles = css`
  @container mor-table (max-width: 600px) {
    .table {
      --_tw: var(--mor-table-card-width, 34px);
      --_hw: var(--pt-card-width, 46px);
    }
    .status {
      flex-wrap: wrap;
    }
    .where {
      font-size: 0.9rem;
      white-space: normal;
    }
    .turn {
      width: 11em;
      font-size: 0.85rem;
    }
    .places {
      grid-template-columns: minmax(0, 1fr);
      gap: 2px;
      padding: 4px;
    }
    .place {
      grid-template-rows: 1.5em;
      grid-template-columns: minmax(0, 1fr) 3.2em auto auto;
      align-items: center;
      gap: 4px;
      padding: 0 6px;
      font-size: 0.78rem;
    }
    .place.dummy {
      grid-template-columns: minmax(0, 1fr) auto;
    }
    .play {
      width: calc(var(--_tw) + 22px);
    }
    .chip {
      font-size: 0.7rem;
      padding: 0 2px;
    }
  }
`;
