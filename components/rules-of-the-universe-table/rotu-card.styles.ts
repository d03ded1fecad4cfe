import { css } from 'lit';
import { cardStateStyles } from '../shared/card-states.styles.js';

/** rotu-card: a big card (name, strengths, ability in words), a chip (strengths and the ability's name), a character, or a card back. */
export const styles = css`
  :host {
    --_w: var(--rotu-card-width, 96px);
    display: inline-block;
    position: relative;
    width: var(--_w);
    height: calc(var(--_w) * 1.4);
    vertical-align: top;
    font-family: var(--pt-card-font, var(--pt-font, system-ui, sans-serif));
    line-height: 1.15;
  }
  :host([size='chip']) {
    --_w: var(--rotu-chip-width, 40px);
    height: calc(var(--_w) * 1.25);
  }
  .card {
    all: unset;
    box-sizing: border-box;
    position: relative;
    display: grid;
    grid-template-rows: auto auto minmax(0, 1fr);
    gap: calc(var(--_w) * 0.04);
    width: 100%;
    height: 100%;
    padding: calc(var(--_w) * 0.06);
    border-radius: calc(var(--_w) * 0.1);
    background: var(--rotu-face, var(--pt-card-face, #fbf8ef));
    color: var(--pt-card-ink, #2a2a33);
    border: max(1px, calc(var(--_w) * 0.025)) solid #8a8170;
    box-shadow: var(--pt-card-shadow, 0 2px 6px var(--pt-shadow, #0006));
    overflow: hidden;
    text-align: center;
    transition: transform 120ms ease-out;
  }
  :host([legendary]) .card {
    background: linear-gradient(160deg, #fff3c4, #f3d57a);
    border-color: #b8871b;
  }
  .card.hero {
    background: linear-gradient(165deg, #e7defa, #c9b8f0);
    border-color: #6b4fb3;
  }
  :host([face-down]) .card {
    background: var(--pt-card-back, #1b2a4e) repeating-linear-gradient(45deg, #ffffff10 0 4px, transparent 4px 8px);
    border-color: #8fa3c7;
    place-items: center;
    grid-template-rows: 1fr;
  }
  .back {
    color: #d7e2f5;
    font-size: calc(var(--_w) * 0.4);
    font-weight: 800;
  }
  .name {
    font-size: calc(var(--_w) * 0.13);
    font-weight: 800;
    min-height: 2.3em;
    display: grid;
    align-items: center;
  }
  .stats {
    display: flex;
    justify-content: center;
    gap: calc(var(--_w) * 0.08);
    font-size: calc(var(--_w) * 0.15);
    font-weight: 800;
  }
  .stats > span,
  .health {
    display: inline-flex;
    align-items: center;
    gap: 1px;
  }
  svg {
    width: 0.9em;
    height: 0.9em;
    flex: none;
  }
  .atk {
    color: var(--rotu-atk, #a3242f);
  }
  .def {
    color: var(--rotu-def, #1f5c9e);
  }
  .health {
    justify-content: center;
    color: #a3242f;
    font-size: calc(var(--_w) * 0.16);
    font-weight: 800;
  }
  .ability {
    font-size: calc(var(--_w) * 0.1);
    align-self: start;
  }
  :host([size='chip']) .card {
    grid-template-rows: 1fr auto;
    gap: 0;
    padding: 2px 1px;
  }
  :host([size='chip']) .stats {
    flex-direction: column;
    gap: 0;
    font-size: calc(var(--_w) * 0.3);
    line-height: 1.05;
  }
  .ab {
    font-size: calc(var(--_w) * 0.27);
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
  }
  ${cardStateStyles}
  :host([selected]) .card {
    box-shadow: 0 0 0 3px var(--pt-accent, #f2c14e), var(--pt-card-shadow, 0 2px 6px #0006);
    transform: translateY(calc(var(--_w) * -0.1));
  }
  :host([interactive]:not([disabled])) .card:hover,
  :host([interactive]:not([disabled])) .card:focus-visible {
    transform: translateY(calc(var(--_w) * -0.08));
  }
`;
