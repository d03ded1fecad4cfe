import { css } from 'lit';

/** The middle of the table: the auction and the bids with the Lucky Coin's flips, or the attack and what happened. */
export const centerStyles = css`
  .center,
  .side {
    height: calc(var(--rotu-card-width) * 1.4 + 52px);
  }
  .auction,
  .arena,
  .bids,
  .feed {
    height: 100%;
    padding: 6px 10px;
    border-radius: 12px;
    background: #ffffff0d;
    overflow: hidden;
  }
  h3 {
    font-size: 0.9rem;
    margin-bottom: 4px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  h3 small {
    font-weight: 400;
    color: var(--_muted);
  }
  .items,
  .cards {
    display: flex;
    gap: 6px;
  }
  .item {
    display: grid;
    justify-items: center;
    gap: 2px;
  }
  .item.taken rotu-card {
    opacity: 0.45;
  }
  .item .by {
    font-size: 0.75rem;
    color: var(--_muted);
    height: 1.2em;
  }
  .slot {
    display: grid;
    place-items: center;
    width: var(--rotu-card-width);
    height: calc(var(--rotu-card-width) * 1.4);
    border-radius: 8px;
    border: 1px dashed #ffffff30;
    color: var(--_muted);
    font-size: 0.75rem;
    text-align: center;
  }
  .bids .coins {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 10px;
    margin-bottom: 4px;
  }
  .bid {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font-size: 0.8rem;
  }
  .bid .coin {
    display: inline-grid;
    place-items: center;
    width: 1.8em;
    height: 1.8em;
    border-radius: 50%;
    border: 2px dashed #ffffff40;
    font-weight: 800;
  }
  .bid.sealed .coin {
    border-style: solid;
    background: #5a4a1c;
    border-color: #c9a23a;
    color: #f8e3a3;
  }
  .bid.opened .coin {
    border-style: solid;
    background: var(--_accent);
    border-color: #fff3;
    color: #1b1b1b;
    animation: reveal 300ms ease-out;
  }
  .bid.forfeited .coin {
    border-style: solid;
    border-color: var(--_bad);
  }
  @keyframes reveal {
    from {
      transform: rotateY(90deg);
    }
  }
  .flips {
    font-size: 0.8rem;
    display: grid;
    gap: 1px;
  }
  .flip {
    opacity: 0;
    animation: step 400ms ease-out forwards;
    animation-delay: calc(var(--i) * 700ms);
  }
  .flip.won b {
    color: var(--_ok);
  }
  .flip.lost b {
    color: var(--_hurt);
  }
  @keyframes step {
    from {
      opacity: 0;
      transform: translateX(-6px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
  .order {
    height: 2.5em;
    margin-bottom: 2px;
    overflow: hidden;
    font-size: 0.8rem;
    line-height: 1.25;
    color: var(--_muted);
  }
  .order .now {
    color: var(--_turn);
    font-weight: 700;
  }
  .order .done {
    text-decoration: line-through;
  }
  .arena .line {
    font-size: 0.9rem;
    min-height: 1.4em;
    margin-bottom: 4px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .arena figure {
    display: grid;
    justify-items: center;
    gap: 2px;
  }
  figcaption {
    font-size: 0.75rem;
    color: var(--_muted);
  }
  .damage {
    color: var(--_hurt);
    font-weight: 800;
  }
  .feed ol {
    display: grid;
    gap: 2px;
    font-size: 0.8rem;
  }
  .feed li.death {
    color: var(--_hurt);
    font-weight: 700;
  }
  .feed li.refill {
    color: var(--_accent);
  }
`;
