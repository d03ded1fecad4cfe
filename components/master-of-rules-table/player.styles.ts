import { css } from 'lit';

/**
 * The viewer's bar: the prompt, the hand (two rows of fixed places: four numerical cards, three
 * rule cards) and the card seen large. On a wide table the card seen large has its own place
 * beside the hand; on a phone the numerical cards overlap (each shows its corner and more than
 * 32px to tap) and the card seen large opens over the table above the hand.
 */
export const playerStyles = css`
  .player {
    container: mor-player / inline-size;
    position: relative;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'prompt inspector' 'hands inspector';
    align-content: start;
    gap: 2px 20px;
    --pt-card-width: var(--_hw);
    --_gap: 8px;
    --_num-step: calc(var(--_hw) + var(--_gap));
    --_rule-step: calc(var(--_hw) + var(--_gap));
    --_iw: 88px;
  }
  .player.active {
    outline: 2px solid var(--_turn);
  }
  /* While it is not your turn the cards are not veiled: they may only wait. */
  .player:not(.active) {
    --pt-card-disabled-veil: transparent;
  }
  .prompt {
    grid-area: prompt;
    height: 1.3em;
    font-weight: 700;
    color: var(--pt-accent-ink, var(--_turn));
    font-size: 0.9rem;
    white-space: nowrap;
  }
  .prompt.idle {
    visibility: hidden;
  }
  .hands {
    grid-area: hands;
    display: flex;
    align-items: end;
    gap: calc(var(--_gap) * 2);
    /* Room for a card lifted when pointed at or seen large. */
    padding-top: calc(var(--_hw) * 0.18);
  }
  .hand-row {
    flex: none;
    position: relative;
    width: calc((var(--places) - 1) * var(--_step) + var(--_hw));
    height: calc(var(--_hw) * 1.45);
    --_step: var(--_rule-step);
  }
  .hand-row.num-row {
    --_step: var(--_num-step);
  }
  .hand-row li {
    position: absolute;
    top: 0;
    left: 0;
    transform: translateX(calc(var(--i) * var(--_step)));
    transition: transform var(--pt-motion, 250ms) ease-out;
  }

  .inspector {
    grid-area: inspector;
    align-self: end;
    display: grid;
    grid-template-columns: var(--_iw) minmax(0, 1fr);
    gap: 12px;
    height: calc(var(--_iw) * 1.45);
    max-width: 560px;
  }
  .inspector.empty {
    display: flex;
    align-items: center;
    padding: 0 12px;
    border: 1px dashed var(--pt-line, #ffffff33);
    border-radius: 10px;
  }
  .inspector .hint {
    color: var(--_muted);
    font-size: 0.85rem;
  }
  .inspector .big {
    --pt-card-width: var(--_iw);
  }
  .inspector .about {
    min-width: 0;
    overflow-y: auto;
  }
  .inspector .title {
    margin: 0 0 2px;
    font-size: 1rem;
    color: inherit;
    white-space: normal;
  }
  .inspector .what,
  .inspector .why {
    font-size: 0.85rem;
    line-height: 1.3;
  }
  .inspector .what {
    color: var(--_muted);
  }
  .inspector .why {
    margin-top: 3px;
    font-weight: 600;
  }
  .inspector .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin-top: 6px;
  }
  /* Beside the hand, pointing at another card or away is how it closes. */
  .inspector .close {
    display: none;
  }
  .inspector button {
    padding: 5px 12px;
    border-radius: 999px;
    border: 1px solid var(--pt-border, #567);
    background: var(--pt-inset, #0d1b2a);
    color: inherit;
    font-size: 0.85rem;
  }
  .inspector button.primary {
    border-color: transparent;
    background: var(--_accent);
    color: var(--pt-accent-text, #1b1b1b);
    font-weight: 700;
  }
  .inspector button:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }

  /* A phone: the numerical cards overlap as much as the bar's width asks (100cqw: the bar's own
     width, .player being a container), never leaving less than 33px of each. */
  @container mor-table (max-width: 600px) {
    .player {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'prompt' 'hands';
      --_gap: 5px;
      --_rule-step: calc(var(--_hw) + var(--_gap));
      --_num-step: clamp(33px, calc((100cqw - var(--_hw) * 4 - var(--_gap) * 4) / 3), calc(var(--_hw) + var(--_gap)));
      --_iw: 96px;
    }
    .hands {
      gap: calc(var(--_gap) * 2);
    }
  }
  /* No room beside the hand: the card seen large opens above it when tapped, over the table. */
  @container mor-player (max-width: 880px) {
    .inspector {
      position: absolute;
      z-index: 5;
      left: 0;
      right: 0;
      bottom: calc(100% + 6px);
      height: auto;
      max-width: none;
      padding: 10px;
      border-radius: 12px;
      background: var(--_panel);
      border: 2px solid var(--pt-focus, #7cc4ff);
      box-shadow: 0 6px 24px var(--pt-shadow, #0008);
    }
    .inspector:not(.pinned) {
      display: none;
    }
    .inspector .close {
      display: inline-block;
    }
    .inspector .about {
      overflow: visible;
    }
  }
`;
