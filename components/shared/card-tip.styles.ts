import { css } from 'lit';

/**
 * A card's `.tip` (why it may not be played), placed over the card: shown on hover with a mouse,
 * on keyboard focus of the card, and while the host element carries `telling` (a moment after a
 * click or a tap), so a tap never leaves it stuck open.
 */
export const cardTipStyles = css`
  .tip {
    display: none;
    position: absolute;
    z-index: 10;
    bottom: calc(100% + 8px);
    left: 50%;
    transform: translateX(-50%);
    width: max-content;
    max-width: min(240px, 80vw);
    padding: 6px 8px;
    border-radius: 6px;
    background: var(--pt-tooltip-bg, #0b1220);
    color: var(--pt-tooltip-text, #f2f5fa);
    border: 1px solid #ffffff33;
    font-size: 0.8rem;
    line-height: 1.3;
    pointer-events: none;
  }
  @media (hover: hover) {
    :host(:hover) .tip {
      display: block;
    }
  }
  .card:focus-visible ~ .tip,
  :host([telling]) .tip {
    display: block;
  }
`;
