import { css } from 'lit';

/** Container queries: the rail under the table below 860px; seats and trick in rows below 600px. */
export const responsiveStyles = css`
  /* Medium: the rail goes under the table. */
  @container pt-table (max-width: 860px) {
    .table {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'status' 'banner' 'ring' 'player' 'news' 'rail';
    }
    .player {
      grid-template-columns: minmax(0, 1fr);
    }
    .player-bar {
      flex-direction: row;
      align-items: center;
    }
    .ring {
      height: var(--pt-ring-height, calc(420px + var(--_more, 0) * 40px));
      --pt-card-width: var(--pt-trick-card-width, 52px);
      --pt-seat-font-size: 0.74rem;
      --pt-seat-padding: 4px 8px 5px;
      --pt-seat-min-width: 0;
    }
    .rail {
      width: auto;
      grid-template-columns: auto auto minmax(0, 1fr);
      align-items: start;
    }
  }

  /* Narrow (phones): seats in a row, the trick as a row of cards. */
  @container pt-table (max-width: 600px) {
    .table {
      padding: 6px;
      gap: 8px;
    }
    .ring {
      height: auto;
      display: grid;
      gap: 10px;
      padding: 12px 8px;
      --pt-card-width: var(--pt-trick-card-width, 50px);
    }
    .felt {
      inset: 0;
      border-radius: 22px;
      border-width: 6px;
    }
    .others {
      position: relative;
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 6px;
      --pt-seat-padding: 4px 7px 5px;
      --pt-seat-min-width: 0;
      --pt-seat-font-size: 0.75rem;
      --pt-seat-name-width: 6rem;
    }
    .seat,
    .play {
      position: static;
      transform: none;
    }
    .seat {
      width: auto;
      max-width: calc(33.3% - 4px);
    }
    .trick {
      position: relative;
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 8px;
      min-height: calc(var(--pt-card-width) * 1.45 + 20px);
    }
    .trick-caption {
      position: relative;
      left: auto;
      bottom: auto;
      width: auto;
      transform: none;
      justify-self: center;
      border-radius: 12px;
      font-size: 0.85rem;
    }
    .rail {
      grid-template-columns: minmax(0, 1fr);
      --pt-card-width: var(--pt-field-card-width, 38px);
    }
    .player {
      padding: 6px 4px 2px;
      --pt-card-width: var(--pt-hand-card-width, 46px);
    }
    .where {
      font-size: 0.95rem;
    }
  }
`;
