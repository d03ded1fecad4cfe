import { css } from 'lit';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';

/**
 * Container queries: smaller trick cards and badges below 1000px (the rail still beside the table),
 * the rail under the table below 860px, seats in a row of columns with the trick beneath below 600px.
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

  /* Narrow (phones): the seats in a row of columns, each one's card of the trick beneath it, the
     bottom seat's own card below them at the left with the caption beside it. */
  @container pt-table (max-width: 600px) {
    .table {
      padding: 6px;
      gap: 8px;
    }
    .ring {
      height: auto;
      display: grid;
      gap: 8px;
      padding: 12px 8px;
      /* Six cards in one row on a 320px phone. */
      --pt-card-width: var(--pt-trick-card-width, clamp(40px, calc((100cqw - 64px) / 6), 50px));
      --_h: calc(var(--pt-card-width) * 1.45);
      --_own: calc(var(--_h) + 21px);
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
      --pt-seat-padding: 4px 4px 5px;
      --pt-seat-min-width: 0;
      --pt-seat-font-size: 0.72rem;
      --pt-seat-name-width: 100%;
      --pt-seat-stats: column;
    }
    /* Two counts a line where the badges are wide enough. */
    .ring[data-players='3'] .others {
      --pt-seat-stats-layout: grid;
    }
    .others .seat {
      position: static;
      transform: none;
      width: auto;
      min-width: 0;
      max-width: none;
    }
    .others pt-seat {
      display: block;
      height: 100%;
    }
    .others pt-seat::part(seat) {
      height: 100%;
      align-content: start;
    }
    /* The trick: a row of cards under the badges' columns, then the bottom seat's card. */
    .trick {
      position: relative;
      inset: auto;
      container-type: inline-size;
      height: calc(var(--_h) + 8px + var(--_own));
      --_cols: calc(var(--_players, 4) - 1);
      --_cw: calc((100cqw - (var(--_cols) - 1) * 6px) / var(--_cols));
    }
    .trick .play {
      position: absolute;
      transform: none;
      --_x: calc((1 - var(--m)) * (var(--c) * (var(--_cw) + 6px) + var(--_cw) / 2) + var(--m) * var(--pt-card-width) / 2);
      --_y: calc(var(--m) * (var(--_h) + 8px));
      --_wx: calc((1 - var(--wm)) * (var(--wc) * (var(--_cw) + 6px) + var(--_cw) / 2) + var(--wm) * var(--pt-card-width) / 2);
      --_wy: calc(var(--wm) * (var(--_h) + 8px));
      left: calc(var(--_x) - var(--pt-card-width) / 2);
      top: var(--_y);
      width: var(--pt-card-width);
    }
    /* The others' names are their columns' badges: said to screen readers only. */
    .play:not(.mine) figcaption {
      ${visuallyHidden}
    }
    .play.mine figcaption {
      max-width: none;
      padding: 1px 5px;
    }
    .trick.last .play:not(.won) pt-card {
      transform: translate(calc(var(--_wx) - var(--_x)), calc(var(--_wy) - var(--_y))) rotate(var(--gr, 0deg));
    }
    .trick-caption {
      position: absolute;
      left: calc(8px + var(--pt-card-width) + 12px);
      right: 8px;
      bottom: 12px;
      width: auto;
      max-width: none;
      height: var(--_own);
      transform: none;
      display: flex;
      align-items: center;
      justify-content: center;
      padding: 0;
      background: none;
      font-size: 0.85rem;
      line-height: 1.3;
      overflow: hidden;
    }
    .trick-caption .words {
      padding: 4px 10px;
      border-radius: 12px;
      background: var(--pt-scrim, #000a);
    }
    /* The results over the felt keep to its height: a tighter sheet. */
    .results-overlay {
      padding: 10px 12px;
      gap: 6px;
    }
    [part='game-over'] h2 {
      font-size: 1.25rem;
    }
    [part='game-over'] pt-scoreboard {
      font-size: 0.8rem;
    }
    .round-table {
      font-size: 0.85rem;
    }
    .round-table th,
    .round-table td {
      padding: 4px 5px;
    }
    .look {
      --pt-card-width: 100px;
      gap: 10px;
      padding: 10px;
    }
    .rail {
      grid-template-columns: minmax(0, 1fr);
      --pt-card-width: var(--pt-field-card-width, 44px);
    }
    .player {
      padding: 6px 4px 2px;
      --pt-card-width: var(--pt-hand-card-width, clamp(44px, calc((100cqw - 36px) / 7.3), 50px));
      --pt-card-corner-size: 14px;
      /* Cards spread over the line when there is room: more of each to see and to tap. */
      --pt-hand-overlap: -0.12;
    }
    .player.beside {
      grid-template-columns: minmax(0, 1fr);
    }
    .player.beside .player-bar,
    .player-bar {
      flex-direction: row;
      gap: 6px 10px;
      padding: 0 4px;
    }
    .player-bar pt-seat {
      flex: 1 1 auto;
      min-width: 0;
      --pt-seat-font-size: 0.78rem;
      --pt-seat-padding: 4px 8px 5px;
    }
    /* "Your turn" is the status above, and the hand's ring: the badge takes the whole line. */
    .prompt {
      display: none;
    }
    .where {
      font-size: 0.95rem;
    }
    /* Three lines on a phone: a collision, the trick taken and whose turn, in full. */
    .news {
      height: calc(3 * 1.4 * 0.9rem);
    }
    .announcer {
      -webkit-line-clamp: 3;
    }
    /* Two lines always (where, then whose turn), rather than one or two as the words' widths change. */
    .status {
      flex-direction: column;
      flex-wrap: nowrap;
      align-items: flex-start;
    }
  }
`;
