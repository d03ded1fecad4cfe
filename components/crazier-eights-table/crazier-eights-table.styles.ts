import { css } from 'lit';
import { resultsOverlayStyles } from '../shared/results-overlay.js';
import { reducedMotion } from '../shared/theme.styles.js';
import { cardStyles } from './card.styles.js';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';
import { handStyles } from './hand.styles.js';

/** The table's grid and the parts that only show: status, seats, piles, what is in the open, the reader. */
const core = css`
  :host {
    display: block;
    position: relative;
    container: c8 / inline-size;
    color: var(--pt-text, #e8eef5);
    font-family: var(--pt-font, system-ui, sans-serif);
    --card-w: 86px;
    --_muted: var(--pt-muted, #b8c6d6);
    --_accent: var(--pt-accent, #f2c14e);
    --_turn: var(--pt-turn, #ffd166);
    --_panel: var(--pt-panel, #13263a);
    --_line: var(--pt-line, #ffffff26);
  }
  * {
    box-sizing: border-box;
  }
  h2,
  h3,
  p,
  ul,
  ol {
    margin: 0;
  }
  ul,
  ol {
    list-style: none;
    padding: 0;
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  .table {
    position: relative;
    display: grid;
    grid-template-rows: auto auto auto auto auto;
    gap: 8px;
    padding: 10px;
    border-radius: 18px;
    background: var(--pt-table-bg, #0a1424);
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 14px;
    min-height: 32px;
  }
  .where {
    font-weight: 700;
    width: 11.5em;
  }
  .turn {
    width: 11em;
    height: 1.9em;
    line-height: 1.9em;
    padding: 0 10px;
    border-radius: 999px;
    background: var(--pt-chip, #ffffff1f);
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .turn.mine {
    background: var(--_turn);
    color: #1b1b1b;
  }
  .phases {
    display: flex;
    gap: 2px;
  }
  .phases li {
    padding: 2px 8px;
    border-radius: 6px;
    font-size: 0.85rem;
    color: var(--_muted);
    border: 1px solid transparent;
  }
  .phases li.now {
    color: var(--pt-text, #e8eef5);
    border-color: var(--_turn);
    font-weight: 700;
  }
  .tally {
    display: flex;
    gap: 12px;
    font-size: 0.85rem;
    color: var(--_muted);
    width: 15em;
  }
  .teams {
    font-size: 0.85rem;
    color: var(--_muted);
  }

  /* Seats: a fixed height each, cards in play scroll inside. */
  .seats {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 6px;
  }
  .seats.n2 {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  .seats.n3 {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  .seat {
    height: 82px;
    display: grid;
    grid-template-rows: auto minmax(0, 1fr);
    gap: 4px;
    padding: 5px 8px;
    border-radius: 10px;
    background: var(--_panel);
    border: 2px solid transparent;
    border-left: 5px solid var(--team, transparent);
  }
  .seat.at-turn {
    border-color: var(--_turn);
    border-left-color: var(--team, var(--_turn));
  }
  .seat.choosing {
    box-shadow: 0 0 0 2px var(--pt-focus, #7cc4ff);
  }
  .seat.out {
    opacity: 0.6;
  }
  .who {
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    white-space: nowrap;
    font-size: 0.9rem;
  }
  .who .n {
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    min-width: 0;
  }
  .seat.you .n::after {
    content: ' (you)';
    font-weight: 400;
    color: var(--_muted);
  }
  .dot {
    flex: none;
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: var(--pt-online, #4cd387);
  }
  .dot.away {
    background: var(--pt-offline, #6b7886);
  }
  .team {
    flex: none;
    padding: 0 5px;
    border-radius: 4px;
    background: var(--team);
    color: #1b1b1b;
    font-size: 0.75rem;
    font-weight: 700;
  }
  .count {
    margin-left: auto;
    flex: none;
    color: var(--_muted);
    font-size: 0.8rem;
  }
  .count b {
    color: var(--pt-text, #e8eef5);
    display: inline-block;
    min-width: 1.3em;
    text-align: right;
  }
  .flag {
    flex: none;
    width: 5.8em;
    text-align: center;
    padding: 0 4px;
    border-radius: 999px;
    background: var(--_turn);
    color: #1b1b1b;
    font-size: 0.72rem;
    font-weight: 700;
  }
  .flag.lost {
    background: var(--pt-danger, #c2505c);
    color: #fff;
  }
  .in-play {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    overflow: auto;
    align-content: flex-start;
  }
  .in-play li {
    min-width: 0;
    max-width: 100%;
  }
  .chip {
    display: block;
    max-width: 100%;
    padding: 1px 6px 1px 1px;
    border: 1px solid var(--_line);
    border-radius: 6px;
    background: var(--pt-inset, #0d1b2a);
  }

  /* The piles and what is in the open: one fixed height. */
  .middle {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 10px;
    height: calc(var(--card-w) * 1.4 + 56px);
    padding: 8px 10px;
    border-radius: 14px;
    background: var(--pt-felt, #12523b);
  }
  .piles {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  .pile {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .pile p {
    font-size: 0.8rem;
    line-height: 1.3;
    width: 5.6em;
  }
  .pile b {
    font-size: 1.1rem;
  }
  .back,
  .slot {
    width: var(--card-w);
    height: calc(var(--card-w) * 1.4);
    border-radius: 7px;
  }
  .back {
    background: repeating-linear-gradient(45deg, #24386a 0 6px, #1b2a4e 6px 12px);
    border: 3px solid #e8eef5;
    box-shadow: 0 2px 6px #0006;
  }
  .slot {
    border: 2px dashed var(--_line);
  }
  .card {
    padding: 0;
    border: 0;
    background: none;
    border-radius: 7px;
  }
  .named {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 10.5em;
    font-size: 0.85rem;
    line-height: 1.3;
  }
  .swatch {
    flex: none;
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    font-size: 1.4rem;
    color: #1d2028;
    box-shadow: 0 0 0 3px #fff, 0 2px 6px #0008;
  }
  .named.yellow .swatch {
    background: var(--c8-yellow);
  }
  .named.red .swatch {
    background: var(--c8-red);
  }
  .named.blue .swatch {
    background: var(--c8-blue);
  }
  .named.green .swatch {
    background: var(--c8-green);
  }
  .named b {
    font-size: 1.05rem;
  }
  .open {
    display: grid;
    align-content: start;
    gap: 6px;
    min-width: 0;
    overflow: auto;
  }
  .strip {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 4px 8px;
    font-size: 0.85rem;
  }
  .strip ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .strip .chip {
    max-width: 13em;
  }
  .choice {
    order: -1;
    display: grid;
    gap: 6px;
    padding: 6px 10px;
    border-radius: 10px;
    background: var(--_panel);
    font-size: 0.9rem;
  }
  .choice.mine {
    border: 2px solid var(--_accent);
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .options button {
    padding: 4px 10px;
    border-radius: 8px;
    border: 1px solid var(--pt-border, #567);
    background: var(--pt-highlight, #1a3350);
    font-weight: 600;
  }
  .options .decline {
    background: transparent;
  }
  .clock {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
  }
  .clock .bar {
    width: 80px;
    height: 6px;
    border-radius: 3px;
    background: var(--_line);
    overflow: hidden;
  }
  .clock .bar span {
    display: block;
    height: 100%;
    background: var(--_accent);
  }

  /* The reader: one fixed height, whatever the card says. */
  .reader {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    height: 66px;
    padding: 6px 10px;
    border-radius: 10px;
    background: var(--_panel);
    overflow: auto;
    font-size: 0.9rem;
    --card-w: 38px;
  }
  .reader .face {
    flex: none;
    font-size: 0.75rem;
    grid-template-rows: auto;
  }
  .reader .face .name,
  .reader .face .kind {
    display: none;
  }
  .reader h3 {
    font-size: 0.95rem;
  }
  .reader.empty {
    align-items: center;
    color: var(--_muted);
  }
  .sr {
    ${visuallyHidden}
  }
  .records {
    border-collapse: collapse;
    margin: 6px 0;
  }
  .records caption {
    text-align: left;
    color: var(--_muted);
  }
  .records th,
  .records td {
    padding: 3px 12px 3px 0;
    text-align: left;
    border-bottom: 1px solid var(--_line);
  }
  .records tr.won th {
    color: var(--pt-accent-ink, #f2c14e);
  }
  .message,
  .waiting {
    color: var(--_muted);
  }
`;

/** A phone: smaller cards, two columns of seats, cards in play as tiles. */
const narrow = css`
  @container c8 (max-width: 640px) {
    .table {
      --card-w: 52px;
      padding: 6px;
      gap: 6px;
      border-radius: 12px;
    }
    .where {
      width: auto;
    }
    .tally {
      width: auto;
    }
    .phases li {
      padding: 1px 5px;
      font-size: 0.78rem;
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
    .count {
      font-size: 0.75rem;
    }
    .flag {
      width: auto;
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
      width: auto;
      font-size: 0.72rem;
    }
    .named {
      width: auto;
      font-size: 0.75rem;
    }
    .swatch {
      width: 30px;
      height: 30px;
      font-size: 1.1rem;
    }
    .strip .chip-name {
      display: inline;
    }
    .face .name {
      font-size: 0.6em;
      padding: 2px 3px 0;
    }
    .face .kind {
      font-size: 0.52em;
      padding: 0 3px 2px;
    }
    .reader {
      height: 84px;
      font-size: 0.82rem;
    }
  }
`;

export const styles = [cardStyles, core, handStyles, narrow, resultsOverlayStyles, reducedMotion];
