import { css } from 'lit';

/** The middle of the table: the items on offer and the bids with the Lucky Coin's flips, or the attack step by step and what happened. */
export const centerStyles = css`
  .center,
  .side {
    height: var(--_middle);
    min-width: 0;
  }
  .auction,
  .arena,
  .bids,
  .feed {
    height: 100%;
    padding: 6px 10px;
    border-radius: 12px;
    background: var(--pt-inset, #ffffff0d);
    overflow: hidden;
  }
  h3 {
    font-size: 0.85rem;
    margin-bottom: 4px;
  }
  h3 small {
    font-weight: 400;
    color: var(--_muted);
  }
  .slot {
    display: grid;
    place-items: center;
    width: var(--rotu-card-width);
    height: calc(var(--rotu-card-width) * 1.4);
    border-radius: 8px;
    border: 1px dashed var(--pt-border, #ffffff30);
    color: var(--_muted);
    font-size: 0.75rem;
    text-align: center;
    padding: 4px;
  }
  .slot.none {
    border-style: solid;
  }
  /* The items on offer, each with who took it. */
  .items {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 6px;
  }
  .item {
    position: relative;
  }
  .item.taken rotu-card {
    opacity: 0.45;
  }
  .item .by {
    position: absolute;
    left: 3px;
    right: 3px;
    bottom: 6px;
    padding: 2px 4px;
    border-radius: 6px;
    background: var(--_panel);
    box-shadow: 0 1px 3px var(--pt-shadow, #0006);
    font: 700 0.75rem / 1.15 var(--_names);
    font-stretch: condensed;
    text-align: center;
  }
  /* The bids; like what happened, a list that scrolls fades at its foot. */
  .bids {
    overflow-y: auto;
  }
  .bids,
  .feed ol {
    mask-image: linear-gradient(to bottom, #000 calc(100% - 14px), transparent);
  }
  .bids .coins {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 3px 10px;
    margin-bottom: 4px;
  }
  .bid {
    display: flex;
    align-items: center;
    gap: 5px;
    min-width: 0;
    font-size: 0.8rem;
  }
  .bidder {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .holder .icon {
    width: 14px;
    height: 14px;
    display: block;
  }
  .bid .coin {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.9em;
    height: 1.9em;
    border-radius: 50%;
    border: 2px dashed var(--pt-border, #ffffff40);
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
    border-color: #8a5a00;
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
  .order {
    min-height: 2.6em;
    margin-bottom: 2px;
    font-size: 0.8rem;
    line-height: 1.3;
    color: var(--_muted);
  }
  .order .now {
    color: var(--pt-text);
    font-weight: 700;
  }
  .order .done {
    text-decoration: line-through;
  }
  .flips {
    font-size: 0.8rem;
    display: grid;
    gap: 1px;
  }
  .flip {
    animation: step 400ms ease-out backwards;
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
  /* The attack step by step: the two cards, and the steps beside them. */
  .arena {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
    gap: 12px;
  }
  .arena .cards {
    display: flex;
    gap: 8px;
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
  .steps {
    display: grid;
    gap: 4px;
    font-size: 0.85rem;
    line-height: 1.3;
  }
  .steps li {
    display: grid;
    grid-template-columns: 1.5em minmax(0, 1fr);
    gap: 6px;
    align-items: start;
  }
  .steps .mark {
    display: grid;
    place-items: center;
    width: 1.5em;
    height: 1.5em;
    border-radius: 50%;
    font-size: 0.75rem;
    font-weight: 800;
    line-height: 1;
    border: 1px solid var(--pt-border, #567);
  }
  .steps li.done .mark {
    border-color: transparent;
    background: var(--_ok);
    color: #fff;
  }
  .steps li.now {
    font-weight: 700;
  }
  .steps li.now .mark {
    border-color: transparent;
    background: var(--_turn);
    color: #1b1b1b;
  }
  .steps li.todo,
  .steps li.skipped {
    color: var(--_muted);
  }
  .steps li.skipped > span:last-child {
    text-decoration: line-through;
  }
  .damage {
    color: var(--_hurt);
    font-weight: 800;
  }
  /* What happened, newest first. */
  .feed {
    display: grid;
    grid-template-rows: auto minmax(0, 1fr);
  }
  .feed ol {
    display: grid;
    align-content: start;
    gap: 3px;
    font-size: 0.8rem;
    line-height: 1.3;
    overflow-y: auto;
  }
  .feed li.before {
    color: var(--_muted);
  }
  .feed li.death {
    color: var(--_hurt);
    font-weight: 700;
  }
  .feed li.refill {
    color: var(--pt-accent-ink, var(--_accent));
  }
`;
