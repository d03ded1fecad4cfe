import { css } from 'lit';

/**
 * A hand card seen large (peek.ts): a panel over the table just above the hand, the card at twice a
 * hand card's size beside its name and what a second tap does; the card it shows lifted in the hand.
 */
export const peekStyles = css`
  .hand-row {
    position: relative;
  }
  .peek {
    position: absolute;
    z-index: 6;
    left: 50%;
    bottom: calc(100% + 4px);
    transform: translateX(-50%);
    box-sizing: border-box;
    width: max-content;
    max-width: 100%;
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 44px 10px 10px;
    border-radius: 14px;
    background: var(--pt-panel, #13263a);
    border: 2px solid var(--pt-accent, #f2c14e);
    box-shadow: 0 10px 32px var(--pt-shadow, #0008);
    animation: peek-in 140ms ease-out;
  }
  .peek .card.big {
    --card-w: 88px;
    flex: none;
  }
  .peek-side {
    display: grid;
    justify-items: start;
    gap: 6px;
    min-width: 0;
  }
  .peek-side small {
    color: var(--pt-muted, #b8c6d6);
    font-size: 0.8rem;
  }
  .peek-side button.primary {
    padding: 6px 18px;
  }
  .peek-close {
    position: absolute;
    top: 4px;
    right: 4px;
    width: 34px;
    height: 34px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.3rem;
    line-height: 1;
    cursor: pointer;
  }
  .hand > .at.peeked > .card {
    outline: 3px solid var(--pt-accent, #f2c14e);
    outline-offset: 1px;
  }
  @keyframes peek-in {
    from {
      opacity: 0;
      transform: translate(-50%, 8px);
    }
  }
`;
