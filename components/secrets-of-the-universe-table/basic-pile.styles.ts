import { css } from 'lit';
import { cardBack } from './card.styles.js';

/** The Basic Version's deck and discard pile, every part a fixed size. */
export const pileStyles = css`
  .pile {
    box-sizing: border-box;
    height: calc(var(--card-w) * 1.4 + 56px);
    display: flex;
    gap: 24px;
    align-items: flex-end;
    justify-content: center;
    padding: 14px;
    margin-bottom: 8px;
    background: var(--pt-felt, #12523b);
  }
  .deck,
  .discards {
    display: grid;
    justify-items: center;
    gap: 6px;
  }
  .discards {
    grid-template-columns: auto auto;
    align-items: end;
    column-gap: 8px;
  }
  .older {
    position: relative;
    width: calc(var(--base-w) * 0.6 + 5 * var(--base-w) * 0.33);
    height: calc(var(--base-w) * 0.6 * 1.4);
  }
  .older > .at {
    position: absolute;
    left: 0;
    top: 0;
    transform: translateX(calc(var(--i) * var(--base-w) * 0.33));
    transition: transform 250ms ease-out;
  }
  .top-slot {
    display: grid;
    place-items: center;
    width: var(--card-w);
    aspect-ratio: 5 / 7;
  }
  .top-slot .empty {
    font-size: 0.8rem;
    text-align: center;
  }
  .top-name {
    grid-column: 1 / -1;
    box-sizing: border-box;
    max-width: 100%;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .back {
    ${cardBack}
    cursor: pointer;
  }
  .back:disabled {
    cursor: default;
    opacity: 1;
  }
  .back:not(:disabled) {
    box-shadow: 0 0 0 3px var(--pt-card-playable, #7df0b0);
  }
  .pile small {
    padding: 1px 8px;
    border-radius: 99px;
    background: var(--pt-scrim, #0009);
    color: var(--pt-text, #e8eef5);
  }
  .back span {
    color: var(--pt-text, #e8eef5);
    background: var(--pt-scrim, #0009);
    padding: 2px 6px;
    border-radius: 6px;
  }
  .discards button.card {
    box-shadow: 0 0 0 3px var(--pt-card-playable, #7df0b0);
  }
  @container secrets (max-width: 520px) {
    .pile {
      gap: 12px;
    }
    .older {
      display: none;
    }
    .discards {
      grid-template-columns: auto;
    }
    .top-name .long {
      display: none;
    }
  }
`;
