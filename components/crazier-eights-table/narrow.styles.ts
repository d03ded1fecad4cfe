import { css } from 'lit';

/** A phone: smaller cards, the status on two lines, two columns of seats, cards in play as tiles. */
export const narrowStyles = css`
  @container c8 (max-width: 640px) {
    .table {
      --card-w: 52px;
      padding: 6px;
      gap: 6px;
      border-radius: 12px;
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
    .tally {
      gap: 8px;
      font-size: 0.75rem;
    }
    .phases li {
      padding: 1px 3px;
      font-size: 0.74rem;
    }
    .seats,
    .seats.n3 {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 4px;
    }
    .seat {
      height: 62px;
      padding: 3px 6px;
      gap: 2px;
    }
    .who {
      font-size: 0.8rem;
      gap: 4px;
    }
    /* Your seat by its colour rather than words, so the name keeps its room. */
    .seat.you .n::after {
      content: none;
    }
    .seat.you {
      background: var(--pt-highlight, #1a3350);
    }
    .count {
      font-size: 0.75rem;
    }
    .flag {
      width: 5.4em;
      padding: 0 2px;
      font-size: 0.6rem;
    }
    /* The count as a number beside a small card. */
    .count .words {
      display: none;
    }
    .count b::before {
      content: '';
      display: inline-block;
      width: 7px;
      height: 10px;
      margin-right: 3px;
      border: 1.5px solid currentColor;
      border-radius: 2px;
      vertical-align: -1px;
    }
    .in-play {
      --_chip: 22px;
      height: 28px;
    }
    .chip-name {
      display: none;
    }
    .chip {
      padding: 0;
      border: 0;
    }
    .tile {
      width: 22px;
      height: 28px;
    }
    .middle {
      grid-template-columns: minmax(0, 1fr);
      grid-template-rows: auto minmax(0, 1fr);
      height: calc(var(--card-w) * 1.4 + 64px);
      padding: 6px;
      gap: 6px;
    }
    .piles {
      gap: 8px;
    }
    .pile p {
      width: 4.4em;
      font-size: 0.72rem;
    }
    .named {
      flex: 1 1 0;
      min-width: 0;
      width: auto;
      font-size: 0.75rem;
    }
    .swatch {
      width: 30px;
      height: 30px;
      font-size: 1.1rem;
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
    /* The picked card's actions: its name is in the reader; two lines of smaller buttons. */
    .actions {
      height: 52px;
    }
    .say {
      max-height: 52px;
    }
    .say.do > b,
    .say .colour-name {
      display: none;
    }
    .say {
      gap: 4px 6px;
    }
    .say button,
    .say .colour,
    .end {
      padding: 2px 9px;
      line-height: 1.3;
    }
    .strip .chip-name {
      display: inline;
    }
    .strip .line {
      --_chip: 7.5rem;
    }
    .face .name {
      font-size: 0.6em;
      padding: 2px 3px 0;
    }
    .face .kind {
      font-size: 0.52em;
      padding: 0 3px 2px;
    }
    /* What a card may do, over its kind rather than its name. */
    .can {
      bottom: 2px;
    }
    .reader {
      height: 84px;
      font-size: 0.82rem;
    }
  }
`;
