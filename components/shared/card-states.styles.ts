import { css } from 'lit';
import { cardTipStyles } from './card-tip.styles.js';
import { visuallyHidden } from './visually-hidden.styles.js';

/**
 * The states a game's own card element shares with every other (the Master of Rules rule card,
 * the Rules of the Universe! card): a veil when disabled, a ring when it may be played, the focus
 * outline, the hidden name for screen readers (`.sr`), the tip saying why not, and no transition
 * with reduced motion. Each element keeps its face, its size (`--_w`) and how far it lifts.
 */
export const cardStateStyles = css`
  :host([disabled]) .card::after {
    content: '';
    position: absolute;
    inset: 0;
    background: var(--pt-card-disabled-veil, #0a1424a6);
  }
  :host([interactive]:not([disabled])) .card {
    cursor: pointer;
    box-shadow: 0 0 0 2px var(--pt-card-playable, #7df0b0), var(--pt-card-shadow, 0 2px 6px #0006);
  }
  :host([disabled]) button.card {
    cursor: not-allowed;
  }
  button.card:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  .sr {
    ${visuallyHidden}
  }
  ${cardTipStyles}
  @media (prefers-reduced-motion: reduce) {
    .card {
      transition: none;
    }
  }
`;
