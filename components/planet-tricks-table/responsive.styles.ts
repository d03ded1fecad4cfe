import { css } from 'lit';

/**
 * Container queries: smaller trick cards and badges below 1000px (the rail still beside the table),
 * the rail under the table below 860px, seats and trick in rows below 600px.
 */
export const responsiveStyles = css`
  /* Between 860px and 1000px the ring is under 600px wide: room for the trick and both side badges. */
  @container pt-table (max-width: 1000px) {
    .ring {
      --pt-card-width: var(--pt-trick-card-width, 56px);
      --pt-seat-font-size: 0.78rem;
      --pt-seat-padding: 5px 8px 6px;
      --pt-seat-min-width: 0;
      --pt-seat-name-width: 8rem;
      --_band-h: 68px;
    }
  }

  /* Medium: the rail goes under the table. */
  @container pt-table (max-width: 860px) {
    .table {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'status' 'ring' 'player' 'news' 'rail';
    }
    .player {
      grid-template-columns: minmax(0, 1fr);
    }
    .player-bar {
      flex-direction: row;
      align-items: center;
    }
    .ring {
      height: var(
        --pt-ring-height,
        max(calc(420px + var(--_more, 0) * 20px), calc(var(--_top) + var(--_bottom) + 2 * var(--_ext) + 12px))
      );
      --pt-card-width: var(--pt-trick-card-width, 52px);
      --pt-seat-font-size: 0.74rem;
      --pt-seat-padding: 4px 8px 5px;
      --pt-seat-min-width: 0;
      --pt-seat-name-width: 8rem;
      --_band-h: 64px;
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
      /* Six cards in one row on a 320px phone. */
      --pt-card-width: var(--pt-trick-card-width, clamp(40px, calc((100cqw - 64px) / 6), 50px));
    }
    .felt {
      inset: 0;
      border-radius: 22px;
      border-width: 6px;
    }
    /* A column per other player, each badge as wide as its column: nothing moves as they change. */
    .others {
      position: relative;
      display: grid;
      grid-template-columns: repeat(calc(var(--_players, 4) - 1), minmax(0, 1fr));
      gap: 6px;
      --pt-seat-padding: 4px 7px 5px;
      --pt-seat-min-width: 0;
      --pt-seat-font-size: 0.75rem;
      --pt-seat-name-width: 6rem;
      --pt-seat-stats: column;
    }
    .others .seat,
    .trick .play {
      position: static;
      transform: none;
    }
    .trick.last .play:not(.won) pt-card {
      animation: none;
    }
    .others .seat {
      width: auto;
      min-width: 0;
      max-width: none;
    }
    .others pt-seat {
      display: block;
    }
    /* A slot per player, filled in play order: a new card never moves the ones already down. */
    .trick {
      position: relative;
      display: grid;
      grid-template-columns: repeat(var(--_players, 6), var(--pt-card-width));
      justify-content: center;
      align-content: start;
      gap: 6px;
      /* One row of cards with their names, however many are played, so nothing below moves. */
      height: calc(var(--pt-card-width) * 1.45 + 22px);
      overflow: hidden;
    }
    .play figcaption {
      max-width: var(--pt-card-width);
      padding: 1px 5px;
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
      /* Two lines tall whatever it says, so the hand below never moves. */
      box-sizing: border-box;
      height: calc(2 * 1.3em + 10px);
      line-height: 1.3;
      display: flex;
      align-items: center;
      overflow: hidden;
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
    /* Two lines always (where, then whose turn), rather than one or two as the words' widths change. */
    .status {
      flex-direction: column;
      flex-wrap: nowrap;
      align-items: flex-start;
    }
  }
`;
