import { css } from 'lit';
import { reducedMotion } from '../shared/theme.styles.js';

const own = css`
  :host {
    display: block;
    container-type: inline-size;
    --_w: var(--pt-card-width, 64px);
    /* pt-card's height for its width. */
    --_h: calc(var(--_w) * 1.45);
    --_pad-top: calc(var(--_w) * 0.22);
    --_pad-side: calc(var(--_w) * 0.1);
    --_gap: calc(var(--_w) * 0.2);
  }
  .ruler {
    height: 0;
  }
  /* Cards lie from the left, each placed by a transform: playing a card slides the later ones
     left, and nothing around the hand moves. The step between cards overlaps them more when they
     would not fit on one line, but keeps each corner visible (30% of a card). */
  ul {
    --_step: max(
      calc(var(--_w) * 0.3),
      min(
        calc(var(--_w) * (1 + var(--pt-hand-overlap, -0.28))),
        calc((100cqw - var(--_pad-side) * 2 - var(--_w)) / max(var(--_n) - 1, 1))
      )
    );
    position: relative;
    list-style: none;
    margin: 0;
    padding: 0;
    height: calc(var(--_pad-top) + var(--_lines) * var(--_h) + (var(--_lines) - 1) * var(--_gap) + var(--_w) * 0.08);
  }
  li {
    position: absolute;
    top: var(--_pad-top);
    left: var(--_pad-side);
    transform: translate(calc(var(--_i) * var(--_step)), calc(var(--_line) * (var(--_h) + var(--_gap))));
    transition: transform var(--pt-motion, 250ms) ease-out;
  }
  /* A card lifts when hovered or focused but never comes in front of the next: the part of each
     card that shows (its corner) stays where the pointer expects it. */
  ul.waiting {
    --pt-card-disabled-filter: none;
    --pt-card-disabled-veil: transparent;
  }
  .empty-line {
    position: relative;
    display: grid;
    place-items: center;
    padding: var(--_pad-top) 0 calc(var(--_w) * 0.08);
  }
  .spacer {
    visibility: hidden;
  }
  .empty-line .empty {
    position: absolute;
  }
  .empty {
    margin: 0;
    padding: 12px;
    text-align: center;
    opacity: 0.75;
    font-style: italic;
  }
`;

export const styles = [own, reducedMotion];
