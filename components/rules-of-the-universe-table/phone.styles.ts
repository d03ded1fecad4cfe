import { css } from 'lit';

/**
 * Phones (the table under 600px): the middle, then the viewer's panel (prompt, controls on two
 * lines, the hand in two rows of five whole cards), then the bids or what happened, then the
 * players, so what to do is on screen. Cards are a fifth of the table's width.
 */
export const phoneStyles = css`
  @container rotu-table (max-width: 600px) {
    .table {
      --rotu-card-width: min(76px, calc((100cqw - 36px) / 5));
      --rotu-large-width: 112px;
      grid-template-areas: 'status' 'center' 'mine' 'side' 'players';
      gap: 6px;
      padding: 4px;
      border-radius: 12px;
    }
    /* The same height for the auctions and the fight: the taller of the items on offer (in one or two rows) and the attack. */
    .table {
      --_middle: max(calc(var(--rows) * (var(--rotu-card-width) * 1.4 + 4px) + 32px), calc(var(--rotu-card-width) * 1.4 + 124px));
    }
    .status {
      flex-wrap: wrap;
      padding: 0 4px;
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
      padding: 4px 6px;
    }
    .side {
      height: 9.5em;
    }
    .table.auctions .side {
      height: calc(var(--bidrows) * 26px + (var(--n) - 1) * 17px + 80px);
    }
    .auction,
    .arena,
    .bids,
    .feed {
      padding: 6px;
    }
    .items {
      gap: 4px;
    }
    .arena {
      gap: 8px;
    }
    .arena .cards {
      gap: 4px;
    }
    .steps {
      font-size: 0.8rem;
      gap: 3px;
      line-height: 1.25;
    }
    .mine {
      grid-template-columns: minmax(0, 1fr);
      grid-template-rows: 2.8em 84px calc(var(--rotu-card-width) * 2.8 + 10px);
      grid-template-areas: 'prompt' 'controls' 'hand';
      padding: 4px;
    }
    .prompt {
      font-size: 0.85rem;
      line-height: 1.25;
      padding: 0 2px;
    }
    .controls {
      justify-content: flex-start;
      align-content: center;
      flex-wrap: wrap;
    }
    .bidding {
      max-width: 264px;
    }
    .hint {
      display: block;
      flex-basis: 100%;
      font-size: 0.8rem;
      color: var(--_muted);
    }
    .coin-button {
      width: 40px;
      height: 40px;
    }
    /* Two rows of five whole cards. */
    .mine .hand li {
      top: 2px;
      bottom: auto;
      transform: translate(calc(var(--col) * (var(--rotu-card-width) + 4px)), calc(var(--row) * (var(--rotu-card-width) * 1.4 + 4px)));
    }
    .inspector {
      width: calc(100% - 8px);
      gap: 8px;
      padding: 8px;
    }
  }
`;
