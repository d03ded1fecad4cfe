import { css } from 'lit';

/** The viewer's panel: the prompt with its coins, targets or choices, the buttons of the moment, and the hand. */
export const mineStyles = css`
  .mine {
    display: grid;
    grid-template-rows: 2.4em calc(var(--rotu-card-width) * 1.4 + 8px);
    gap: 2px;
    padding: 4px 10px 6px;
    border-radius: 12px;
    background: var(--_panel);
    border: 2px solid transparent;
    position: relative;
  }
  .mine.active {
    border-color: var(--_turn);
  }
  .ask {
    display: flex;
    align-items: center;
    gap: 10px;
    min-width: 0;
  }
  .prompt {
    flex: 1 1 12em;
    min-width: 0;
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .actions {
    display: flex;
    gap: 6px;
    flex: none;
  }
  .actions button,
  .chooser button {
    padding: 4px 14px;
    border-radius: 8px;
    border: 1px solid var(--pt-border, #567);
    background: transparent;
    color: inherit;
  }
  .actions button.primary {
    border-color: transparent;
    background: var(--_accent);
    color: var(--pt-accent-text, #1b1b1b);
    font-weight: 700;
  }
  .bidding,
  .chooser {
    flex: 0 1 auto;
    min-width: 0;
    display: flex;
    align-items: center;
    gap: 4px;
    overflow-x: auto;
    padding: 2px;
  }
  .chooser {
    font-size: 0.85rem;
  }
  .chooser button.quiet {
    border-style: dashed;
  }
  .chooser button.lit {
    border-color: transparent;
    background: var(--pt-card-playable, #7df0b0);
    color: #10261a;
    font-weight: 700;
  }
  .chooser button.barred {
    cursor: not-allowed;
    text-decoration: line-through;
  }
  .coin-button {
    flex: none;
    width: 2em;
    height: 2em;
    border-radius: 50%;
    border: 2px solid #c9a23a;
    background: #f2c14e;
    color: #1b1b1b;
    font-weight: 800;
  }
  .coin-button:hover,
  .coin-button:focus-visible {
    transform: translateY(-2px);
  }
  .laid {
    flex: none;
    color: var(--_muted);
    font-size: 0.85rem;
  }
  /* The hand on one line, each card placed by a transform; on a narrow screen the cards overlap to fit. */
  .mine .hand {
    position: relative;
    overflow: hidden;
    --_step: min(var(--rotu-card-width) + 6px, (100cqw - 48px - var(--rotu-card-width)) / max(1, var(--n) - 1));
  }
  .mine .hand li {
    position: absolute;
    left: 0;
    bottom: 0;
    transform: translateX(calc(var(--i) * var(--_step)));
  }
  .mine .hand .empty {
    align-self: center;
    color: var(--_muted);
  }
`;
