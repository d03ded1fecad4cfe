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
    --_pad-side: min(5px, calc(var(--_w) * 0.1));
    /* A line of cards lies over the lower part of the line before it, whose corners show above it:
       40px or more of each card, from its top, to see and to tap. */
    --_line-step: max(40px, calc(var(--_h) * 0.6));
  }
  .ruler {
    position: relative;
    height: 0;
  }
  /* As wide as a card (pt-card's width is the same property). */
  .gauge {
    position: absolute;
    visibility: hidden;
    width: var(--_w);
    height: 1px;
  }
  /* Cards lie from the left, each placed by a transform: playing a card slides the later ones
     left, and nothing around the hand moves. The step between cards overlaps them more when they
     would not fit on one line, but keeps 34px of each to tap, its corner in it (pt-hand.ts wraps the
     hand into lines before that). */
  ul {
    --_step: max(
      34px,
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
    height: calc(var(--_pad-top) + (var(--_lines) - 1) * var(--_line-step) + var(--_h) + var(--_w) * 0.08);
  }
  li {
    position: absolute;
    top: var(--_pad-top);
    left: var(--_pad-side);
    transform: translate(calc(var(--_i) * var(--_step)), calc(var(--_line) * var(--_line-step)));
    transition: transform var(--pt-motion, 250ms) ease-out;
  }
  /* A card lifts when hovered or focused but never comes in front of the next: the part of each
     card that shows (its corner) stays where the pointer expects it. */
  ul.waiting {
    --pt-card-disabled-filter: none;
    --pt-card-disabled-veil: transparent;
  }
  /* A tap on a card that may not be played shows it large, with the reason, on the page. */
  pt-card.looks[telling]::part(reason) {
    display: none;
  }
  .empty-line {
    position: relative;
    display: grid;
    place-items: center;
    height: calc(var(--_pad-top) + (var(--_lines, 1) - 1) * var(--_line-step) + var(--_h) + var(--_w) * 0.08);
    padding-top: var(--_pad-top);
    box-sizing: border-box;
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
