import { css } from 'lit';

/**
 * A line of cards in play or in the open (parts.ts): each card placed by a transform, overlapping
 * the next when many, so one that comes or goes slides the others along and nothing moves. The one
 * pointed at or focused comes in front.
 */
export const lineStyles = css`
  .line {
    --_chip: 7.5rem;
    --_step: max(8px, min(calc(var(--_chip) + 4px), calc((100cqw - var(--_chip)) / max(var(--n) - 1, 1))));
    position: relative;
    container-type: inline-size;
    height: 34px;
  }
  .line li {
    position: absolute;
    top: 0;
    left: 0;
    width: var(--_chip);
    transform: translateX(calc(var(--i) * var(--_step)));
    transition: transform var(--pt-motion, 250ms) ease-out;
  }
  .line li:hover,
  .line li:focus-within {
    z-index: 1;
  }
  .chip {
    display: block;
    max-width: 100%;
    padding: 1px 6px 1px 1px;
    border: 1px solid var(--_line);
    border-radius: 6px;
    background: var(--pt-inset, #0d1b2a);
  }
  .line .chip {
    width: 100%;
  }
`;
