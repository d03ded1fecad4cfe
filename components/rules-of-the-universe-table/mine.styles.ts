import { css } from 'lit';

/**
 * The viewer's panel: the prompt with the controls of the moment (coins, targets, an ability's
 * target, Take it, Pass) on one line, and the hand on one row of cards placed by transforms (they
 * overlap on a narrower table, each keeping a wide strip to tap). The host's message lies over the
 * prompt while it is shown.
 */
export const mineStyles = css`
  .mine {
    position: relative;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-rows: 2.7em calc(var(--rotu-card-width) * 1.4 + 10px);
    grid-template-areas: 'prompt controls' 'hand hand';
    column-gap: 12px;
    row-gap: 2px;
    padding: 4px 10px 4px;
    border-radius: 12px;
    background: var(--_panel);
    border: 2px solid transparent;
  }
  .mine.active {
    border-color: var(--_turn);
  }
  .prompt {
    grid-area: prompt;
    align-self: center;
    min-width: 0;
    font-weight: 600;
    font-size: 0.95rem;
    line-height: 1.3;
  }
  .prompt.idle {
    font-weight: 400;
    color: var(--_muted);
  }
  .controls {
    grid-area: controls;
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 6px 10px;
    min-width: 0;
  }
  .actions {
    display: flex;
    gap: 6px;
    flex: none;
  }
  .actions button,
  .chooser button {
    min-height: 32px;
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
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px;
  }
  .chooser {
    font-size: 0.85rem;
  }
  .chooser .what {
    font-weight: 600;
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
    width: 34px;
    height: 34px;
    padding: 0;
    border-radius: 50%;
    border: 2px solid #8a5a00;
    background: radial-gradient(circle at 35% 30%, #ffe08a, #f2c14e 60%, #d9a12b);
    color: #3a2600;
    font-weight: 800;
    font-size: 0.95rem;
    box-shadow: 0 1px 2px var(--pt-shadow, #0006);
  }
  .coin-button:hover,
  .coin-button:focus-visible {
    transform: translateY(-2px);
  }
  .hint {
    display: none;
  }
  .laid {
    color: var(--_muted);
    font-size: 0.85rem;
  }
  /* The hand on one row, each card placed by a transform; on a narrower table the cards overlap, each keeping a wide strip. */
  .mine .hand {
    grid-area: hand;
    position: relative;
    --_step: min(var(--rotu-card-width) + 6px, (100cqw - 48px - var(--rotu-card-width)) / max(1, var(--n) - 1));
  }
  .mine .hand li {
    position: absolute;
    left: 0;
    bottom: 2px;
    transform: translateX(calc(var(--i) * var(--_step)));
  }
  .mine .hand .empty {
    position: static;
    transform: none;
    align-self: center;
    padding: 1em 0;
    color: var(--_muted);
  }
  /* The host's message (a refusal) over the prompt while it is shown. */
  .message {
    position: absolute;
    z-index: 2;
    left: 8px;
    right: 8px;
    top: 4px;
    padding: 4px 10px;
    border-radius: 8px;
    background: var(--pt-warning-bg, #4a3b12);
    border: 1px solid var(--pt-warning, #c9a23a);
    font-size: 0.85rem;
    pointer-events: none;
    visibility: hidden;
  }
  .message.shown {
    visibility: visible;
  }
  .message.spectator {
    position: static;
    grid-area: mine;
    background: none;
    border: 0;
  }
`;
