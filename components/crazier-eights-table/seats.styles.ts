import { css } from 'lit';

/**
 * The seats: one fixed height each, the name and flag with the count of cards in hand beside it
 * (a small card back, then the number), their cards in play one line under them (line.styles.ts).
 * The seat taking the turn is lit.
 */
export const seatStyles = css`
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
  /* Four columns: the count by its small card back alone, so the name keeps its room. */
  .seats:not(.n2):not(.n3) .count .words {
    display: none;
  }
  .seat {
    height: 82px;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-rows: auto minmax(0, 1fr);
    align-items: center;
    gap: 4px 6px;
    padding: 5px 8px;
    border-radius: 10px;
    background: var(--_panel);
    border: 2px solid transparent;
    border-left: 5px solid var(--team, transparent);
  }
  .seat .line {
    grid-column: 1 / -1;
    align-self: start;
  }
  .seat.at-turn {
    border-color: var(--_turn);
    border-left-color: var(--team, var(--_turn));
    background: color-mix(in srgb, var(--_turn) 16%, var(--_panel));
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
    height: 1.5em;
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
    display: flex;
    align-items: center;
    gap: 4px;
    color: var(--_muted);
    font-size: 0.8rem;
    white-space: nowrap;
  }
  /* A small card back: a new one travels in from the draw pile when the seat draws. */
  .held {
    flex: none;
    width: 11px;
    height: 15px;
    border-radius: 2px;
    border: 1.5px solid var(--pt-text, #e8eef5);
    background: repeating-linear-gradient(45deg, #24386a 0 3px, #1b2a4e 3px 6px);
  }
  .count b {
    color: var(--pt-text, #e8eef5);
    display: inline-block;
    min-width: 1.3em;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .flag {
    flex: none;
    margin-left: auto;
    width: 5.8em;
    height: 1.5em;
    line-height: 1.5em;
    white-space: nowrap;
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
  .flag.none {
    visibility: hidden;
  }
`;
