import { css } from 'lit';

/**
 * A phone, the table's parts: the status on two lines (the teams on two more), two columns of seats
 * (three for three players, or five and more) with their cards in play as tiles, the piles in
 * fixed columns with the count of the draw pile on its back, and a choice over the felt. The cards,
 * the hand and the reader: narrow-hand.styles.ts.
 */
export const narrowStyles = css`
  @container c8 (max-width: 640px) {
    .table {
      --card-w: 76px;
      --card-h: 82px;
      padding: 6px;
      gap: 6px;
      border-radius: 12px;
    }
    .status {
      grid-row: 1;
    }
    .seats {
      grid-row: 2;
    }
    .middle,
    .reader {
      grid-row: 3;
      grid-column: 1;
    }
    .my-hand,
    .message {
      grid-row: 4;
    }
    /* Two lines: where and whose turn, then the phase and what is left. */
    .status {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      grid-template-rows: 30px 24px;
      gap: 0 8px;
    }
    .where {
      font-size: 0.85rem;
    }
    /* The teams in two lines kept for them. */
    .status {
      grid-auto-rows: 2.6em;
    }
    .teams {
      white-space: normal;
      line-height: 1.3;
      font-size: 0.75rem;
    }
    .tally {
      gap: 8px;
      font-size: 0.75rem;
    }
    .phases li {
      padding: 1px 3px;
      font-size: 0.74rem;
    }
    .seats {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 4px;
    }
    .seat {
      height: 58px;
      padding: 3px 6px;
      gap: 2px 4px;
    }
    .who {
      font-size: 0.8rem;
      gap: 4px;
    }
    /* The seat taking the turn or choosing is lit; the flag says only that a player lost. */
    .flag.turn,
    .flag.choosing,
    .flag.none {
      display: none;
    }
    .flag {
      width: auto;
      padding: 0 5px;
      font-size: 11px;
    }
    /* Your seat by its colour rather than words, so the name keeps its room. */
    .seat.you .n::after {
      content: none;
    }
    .seat.you:not(.at-turn) {
      background: var(--pt-highlight, #1a3350);
    }
    .count {
      font-size: 0.75rem;
    }
    .count .words {
      display: none;
    }
    /* Three players, or five and more: three columns, the count beside the cards in play. */
    .seats.n3,
    .seats.many {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    .seats.n3 .seat,
    .seats.many .seat {
      height: 54px;
      padding: 2px 5px;
      grid-template-columns: auto minmax(0, 1fr);
      border-left-width: 4px;
    }
    .seats.n3 .who,
    .seats.many .who {
      grid-column: 1 / -1;
    }
    .seats.n3 .count,
    .seats.many .count {
      grid-row: 2;
      grid-column: 1;
      gap: 2px;
    }
    .seats.n3 .count b,
    .seats.many .count b {
      min-width: 0;
    }
    .seats.n3 .seat .line,
    .seats.many .seat .line {
      grid-row: 2;
      grid-column: 2;
    }
    .in-play {
      --_chip: 22px;
      height: 28px;
    }
    .in-play .chip-name {
      display: none;
    }
    .in-play .chip {
      padding: 0;
      border: 0;
    }
    .in-play .tile {
      width: 22px;
      height: 28px;
    }
    .middle {
      grid-template-columns: minmax(0, 1fr);
      grid-template-rows: auto minmax(0, 1fr);
      height: calc(var(--card-h) + 86px);
      padding: 6px;
      gap: 6px;
    }
    /* The piles in fixed columns, the colour to match in a box of its own height. */
    .piles {
      display: grid;
      grid-template-columns: auto auto minmax(0, 1fr);
      gap: 8px;
    }
    /* The draw pile's words on its back. */
    .pile.draw {
      position: relative;
    }
    .pile.draw p {
      position: absolute;
      inset: 0;
      display: grid;
      place-content: center;
      width: auto;
      text-align: center;
      color: #fff;
      font-size: 11px;
    }
    .pile.discard p {
      width: 5em;
      font-size: 11px;
    }
    .named {
      min-width: 0;
      width: auto;
      height: var(--card-h);
      padding-top: 6px;
      font-size: 0.75rem;
    }
    .named b {
      font-size: 0.9rem;
    }
    .swatch {
      width: 28px;
      height: 28px;
      font-size: 1rem;
    }
    .story {
      font-size: 0.8rem;
    }
    /* A choice lies over the foot of the felt, the piles' too when it is long. */
    .choice {
      grid-column: 1;
      grid-row: 1 / -1;
      left: 6px;
      right: 6px;
      bottom: 6px;
      max-height: calc(100% - 12px);
      font-size: 0.85rem;
    }
    .strip {
      grid-template-columns: 6.5em minmax(0, 1fr);
      font-size: 0.75rem;
    }
    .strip .line {
      --_chip: 7.5rem;
    }
  }
`;
