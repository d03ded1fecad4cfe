import { css } from 'lit';
import { cardTipStyles } from '../shared/card-tip.styles.js';
import { reducedMotion } from '../shared/theme.styles.js';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';

export const styles = css`
  :host {
    --_w: var(--pt-card-width, 64px);
    --_h: calc(var(--_w) * 1.45);
    --_face: var(--pt-card-face, #fbf8ef);
    --_ink: var(--pt-card-ink, #2a2a33);
    --_edge: var(--pt-card-edge, #00000033);
    /* The corner's rank: never under 11px, however small the card. */
    --_corner: var(--pt-card-corner-size, max(11px, calc(var(--_w) * 0.22)));
    display: inline-block;
    position: relative;
    width: var(--_w);
    height: var(--_h);
    vertical-align: top;
    font-family: var(--pt-card-font, var(--pt-font, system-ui, sans-serif));
    line-height: 1;
  }
  :host([suit='sun']) {
    --_face: var(--pt-sun-face, #fff4d1);
    --_ink: var(--pt-sun-ink, #855400);
  }
  :host([suit='saturn']) {
    --_face: var(--pt-saturn-face, #e1f3f8);
    --_ink: var(--pt-saturn-ink, #0a5f78);
  }
  :host([suit='collapsar']) {
    --_face: var(--pt-collapsar-face, #efe7fc);
    --_ink: var(--pt-collapsar-ink, #5d35a3);
  }
  :host([suit='nebula']) {
    --_face: var(--pt-nebula-face, #fde6ee);
    --_ink: var(--pt-nebula-ink, #a72a5c);
  }
  :host([suit='black']) {
    --_face: var(--pt-black-face, #16161d);
    --_ink: var(--pt-black-ink, #f5f1e6);
    --_edge: var(--pt-black-edge, #d9b44a);
  }
  .card {
    all: unset;
    box-sizing: border-box;
    position: relative;
    display: block;
    width: 100%;
    height: 100%;
    border-radius: calc(var(--_w) * 0.12);
    background: var(--_face);
    color: var(--_ink);
    border: max(1px, calc(var(--_w) * 0.025)) solid var(--_edge);
    box-shadow: var(--pt-card-shadow, 0 2px 6px var(--pt-shadow, #0006));
    overflow: hidden;
    transition: transform 120ms ease-out, box-shadow 120ms ease-out, opacity 120ms;
  }
  :host([suit='black']) .card:not(.back) {
    background:
      radial-gradient(circle at 30% 22%, #ffffff18 0 1px, transparent 2px),
      radial-gradient(circle at 70% 64%, #ffffff22 0 1px, transparent 2px),
      radial-gradient(circle at 45% 85%, #ffffff14 0 1px, transparent 2px),
      radial-gradient(ellipse at 50% 50%, #2c2a3d, var(--_face) 70%);
    box-shadow: 0 0 0 1px #0008, 0 0 calc(var(--_w) * 0.12) #d9b44a66,
      var(--pt-card-shadow, 0 2px 6px var(--pt-shadow, #0006));
  }
  .sr {
    ${visuallyHidden}
  }
  .face {
    position: absolute;
    inset: 0;
  }
  .corner {
    position: absolute;
    display: grid;
    justify-items: center;
    gap: 1px;
    font-weight: 700;
    font-size: var(--_corner);
  }
  .corner .pip {
    font-size: max(11px, calc(var(--_corner) * 0.75));
  }
  .tl {
    top: calc(var(--_w) * 0.06);
    left: calc(var(--_w) * 0.07);
  }
  .br {
    bottom: calc(var(--_w) * 0.06);
    right: calc(var(--_w) * 0.07);
  }
  .centre {
    position: absolute;
    inset: 0;
    display: grid;
    place-content: center;
    justify-items: center;
    font-weight: 800;
  }
  .centre .pip {
    font-size: calc(var(--_w) * 0.42);
  }
  .centre .rank {
    font-size: max(11px, calc(var(--_w) * 0.26));
  }
  :host([suit='black']) .pip {
    color: var(--pt-black-pip, #e8c35a);
  }
  .back {
    background:
      repeating-linear-gradient(45deg, #ffffff10 0 4px, transparent 4px 8px),
      radial-gradient(circle at 50% 50%, var(--pt-card-back-glow, #3a5a9a), var(--pt-card-back, #1b2a4e) 70%);
    border-color: var(--pt-card-back-edge, #c9d6f0);
    color: #dfe8ff;
  }
  .back .ring {
    position: absolute;
    inset: 12%;
    border: 1px solid #ffffff44;
    border-radius: calc(var(--_w) * 0.08);
  }
  .ghost {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 8%;
    text-align: center;
    font-size: max(11px, calc(var(--_w) * 0.2));
    font-weight: 700;
    color: #e8eeff;
    text-shadow: 0 1px 2px #000;
  }
  button.card {
    cursor: pointer;
  }
  :host([disabled]) .card {
    opacity: var(--pt-card-disabled-opacity, 1);
  }
  :host([disabled]) .face {
    filter: var(--pt-card-disabled-filter, grayscale(0.8));
  }
  :host([disabled]) .card::after {
    content: '';
    position: absolute;
    inset: 0;
    background: var(--pt-card-disabled-veil, #0a1424a6);
  }
  :host([disabled]) button.card {
    cursor: not-allowed;
  }
  :host([interactive]:not([disabled])) .card {
    box-shadow: 0 0 0 2px var(--pt-card-playable, #7df0b0), var(--pt-card-shadow, 0 2px 6px var(--pt-shadow, #0006));
  }
  :host([interactive]:not([disabled])) .card:hover,
  :host([interactive]:not([disabled])) .card:focus-visible {
    transform: translateY(calc(var(--_w) * -0.18));
  }
  button.card:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  ${cardTipStyles}
  .tip {
    box-shadow: 0 4px 14px var(--pt-shadow, #0008);
  }
  ${reducedMotion}
`;
