import { css } from 'lit';
import { cardStateStyles } from '../shared/card-states.styles.js';

/**
 * What Master of Rules' two card elements share: the size (`--pt-card-width`, height 1.45 times
 * it), the card's box, the ring of an objective met or not so far, the states every table card
 * has (disabled, playable, focus, the tip saying why not), the lift of a card pointed at, and a
 * card of the hand seen large (`selected`) raised above the others.
 */
export const morCardStyles = css`
  :host {
    --_w: var(--pt-card-width, 64px);
    display: inline-block;
    position: relative;
    width: var(--_w);
    height: calc(var(--_w) * 1.45);
    vertical-align: top;
    font-family: var(--pt-card-font, var(--pt-font, system-ui, sans-serif));
    line-height: 1.1;
  }
  .card {
    all: unset;
    box-sizing: border-box;
    position: relative;
    display: block;
    width: 100%;
    height: 100%;
    container-type: inline-size;
    border-radius: calc(var(--_w) * 0.12);
    border: max(1px, calc(var(--_w) * 0.025)) solid var(--_edge);
    background: var(--_face);
    color: var(--_ink);
    box-shadow: var(--pt-card-shadow, 0 2px 6px var(--pt-shadow, #0006));
    overflow: hidden;
    transition: transform 120ms ease-out;
  }
  :host([status='met']) .card {
    box-shadow: 0 0 0 3px var(--pt-ok, #3fa36b);
  }
  :host([status='unmet']) .card {
    box-shadow: 0 0 0 3px var(--pt-danger, #c2505c);
  }
  ${cardStateStyles}
  @media (hover: hover) {
    :host([interactive]:not([disabled])) .card:hover {
      transform: translateY(calc(var(--_w) * -0.12));
    }
  }
  :host([interactive]:not([disabled])) .card:focus-visible {
    transform: translateY(calc(var(--_w) * -0.12));
  }
  :host([selected]) .card {
    transform: translateY(calc(var(--_w) * -0.16));
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 1px;
  }
  .symbol-svg {
    display: block;
  }
`;
