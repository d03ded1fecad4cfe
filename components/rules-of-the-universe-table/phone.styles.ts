import { css } from 'lit';

/** Phones (the table under 600px): smaller cards and chips, and the middle, the bids (or what happened) and the viewer's cards before the players, so what to do is on screen. */
export const phoneStyles = css`
  @container rotu-table (max-width: 600px) {
    .table {
      --rotu-card-width: 58px;
      --rotu-chip-width: 21px;
      grid-template-areas: 'status' 'center' 'side' 'mine' 'players' 'news';
    }
    .status {
      flex-wrap: wrap;
    }
    .where {
      font-size: 0.9rem;
      flex-basis: 100%;
    }
    .clock {
      width: 6em;
    }
    .turn {
      width: 11em;
      font-size: 0.85rem;
    }
    .players {
      grid-template-columns: minmax(0, 1fr);
      gap: 4px;
    }
    .player {
      padding: 3px 5px;
      font-size: 0.8rem;
      grid-template-rows: 1.4em calc(var(--rotu-chip-width) * 1.25) calc(var(--rotu-chip-width) * 1.25) 1.5em;
    }
    .side {
      height: 10em;
    }
    .items,
    .cards {
      gap: 3px;
    }
    .items {
      overflow-x: auto;
    }
    .prompt {
      white-space: normal;
      font-size: 0.85rem;
      line-height: 1.15;
    }
    .mine {
      grid-template-rows: 4.6em calc(var(--rotu-card-width) * 1.4 + 8px);
      padding: 4px 6px;
    }
    .ask {
      flex-wrap: wrap;
      align-content: flex-start;
      gap: 2px 8px;
    }
    .prompt {
      flex-basis: 100%;
    }
    .bidding,
    .chooser {
      flex: 1 1 0;
    }
  }
`;
