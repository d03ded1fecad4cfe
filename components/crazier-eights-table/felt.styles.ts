import { css } from 'lit';

/** The felt: the piles, the colour to match, the story of the turn, what is in the open, and a choice lying over it. */
export const feltStyles = css`
  /* The piles and what is in the open: one fixed height. */
  .middle {
    position: relative;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 10px;
    height: calc(var(--card-h) + 56px);
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
  /* The count on a line of its own, so the words keep their lines whatever the number. */
  .pile .n {
    display: block;
    white-space: nowrap;
  }
  .pile b {
    font-size: 1.1rem;
  }
  .back,
  .slot {
    width: var(--card-w);
    height: var(--card-h);
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
  /* One box whatever it says, its words from the top, so a longer line moves nothing. */
  .named {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    width: 10.5em;
    height: 3.9em;
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
  .named small {
    font-size: 11px;
  }
  .open {
    display: grid;
    grid-template-rows: auto;
    align-content: start;
    gap: 6px;
    min-width: 0;
    overflow: auto;
  }
  /* The story of the turn: two lines kept for it, its steps one after another. */
  .story {
    height: 2.7em;
    overflow: hidden;
    font-size: 0.9rem;
    line-height: 1.35;
  }
  .story .step:first-child .sep,
  .story .step.cont .by {
    display: none;
  }
  /* What is in the open: a row each, its words beside its line of cards. */
  .strip {
    display: grid;
    grid-template-columns: 9.5em minmax(0, 1fr);
    align-items: start;
    gap: 8px;
    font-size: 0.85rem;
    line-height: 1.2;
  }
  .strip small {
    font-size: 11px;
  }
  .strip .line {
    --_chip: 10rem;
  }
  /* A choice lies over the foot of what is in the open, so nothing moves when it comes and goes. */
  .choice {
    position: absolute;
    z-index: 2;
    grid-column: 2;
    grid-row: 1;
    left: 0;
    right: 10px;
    bottom: 8px;
    max-height: calc(100% - 16px);
    overflow: auto;
    display: grid;
    gap: 6px;
    padding: 6px 10px;
    border-radius: 10px;
    background: var(--_panel);
    box-shadow: 0 4px 14px var(--pt-shadow, #0008);
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
`;
