import { css } from 'lit';
import { cardStateStyles } from '../shared/card-states.styles.js';

/**
 * rotu-card: a big card (name, strengths, the ability's sign and name, and its words when the card
 * is wide enough), a large one (the same, larger), a chip (strengths and the ability's sign), a
 * character (portrait, health, name, trait) or a card back. Every word is at least 11px; names use
 * a narrow face so that the longest fit a phone's card whole. The card is its own container: inside
 * it, 100cqw is its width, whatever length its width was given in.
 */
export const styles = css`
  :host {
    --_w: var(--rotu-card-width, 92px);
    --_names: var(--rotu-name-font, 'Avenir Next Condensed', 'Roboto Condensed', 'Arial Narrow', 'Liberation Sans Narrow', sans-serif-condensed, system-ui, sans-serif);
    container: rotu-card / inline-size;
    display: inline-block;
    position: relative;
    width: var(--_w);
    height: calc(var(--_w) * 1.4);
    vertical-align: top;
    font-family: var(--pt-card-font, var(--pt-font, system-ui, sans-serif));
    line-height: 1.15;
  }
  :host([size='large']) {
    --_w: var(--rotu-large-width, 150px);
  }
  :host([size='chip']) {
    --_w: var(--rotu-chip-width, 30px);
    height: calc(var(--_w) * 1.3);
  }
  :host([inspectable]:not([interactive]):not([face-down])) .card {
    cursor: zoom-in;
  }
  .card {
    all: unset;
    box-sizing: border-box;
    position: relative;
    display: grid;
    grid-template-rows: auto auto auto minmax(0, 1fr);
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
    align-content: start;
    gap: 3px;
    width: 100%;
    height: 100%;
    padding: 4px 3px;
    border-radius: calc(100cqw * 0.09);
    background: var(--rotu-face, var(--pt-card-face, #fbf8ef));
    color: var(--pt-card-ink, #2a2a33);
    border: max(1px, calc(100cqw * 0.022)) solid #8a8170;
    box-shadow: var(--pt-card-shadow, 0 2px 6px var(--pt-shadow, #0006));
    overflow: hidden;
    text-align: center;
    transition: transform 120ms ease-out;
  }
  :host([legendary]) .card {
    background: linear-gradient(160deg, #fff6cf, #f1d06e);
    border-color: #b8871b;
  }
  .icon {
    width: 0.9em;
    height: 0.9em;
    flex: none;
  }
  .name {
    width: 100%;
    min-height: 2.2em;
    display: grid;
    place-items: center;
    font: 700 max(11px, calc(100cqw * 0.14)) / 1.1 var(--_names);
    font-stretch: condensed;
    overflow-wrap: normal;
    border-bottom: 1px solid #8a817040;
    padding-bottom: 2px;
  }
  .stats {
    display: flex;
    justify-content: center;
    gap: calc(100cqw * 0.08);
    font-size: max(13px, calc(100cqw * 0.19));
    font-weight: 800;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
  .stats > span {
    display: inline-flex;
    align-items: center;
    gap: 1px;
  }
  .atk {
    color: var(--rotu-atk, #a3242f);
  }
  .def {
    color: var(--rotu-def, #1f5c9e);
  }
  .ability {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    max-width: 100%;
    padding: 1px 5px;
    border-radius: 999px;
    background: #2a2a3314;
    font: 700 max(11px, calc(100cqw * 0.13)) / 1.15 var(--_names);
    font-stretch: condensed;
    white-space: nowrap;
  }
  .ability .icon {
    width: 1.15em;
    height: 1.15em;
  }
  .words {
    justify-self: stretch;
    font: 400 max(11px, calc(100cqw * 0.12)) / 1.15 var(--_names);
    font-stretch: condensed;
    color: #3b3b46;
    overflow-wrap: normal;
  }
  /* A character: the portrait with its health, the name, the trait. */
  .card.hero {
    grid-template-rows: auto auto minmax(0, 1fr);
    background: linear-gradient(165deg, #ece4fb, #cdbdf1);
    border-color: #6b4fb3;
  }
  .art {
    position: relative;
    width: calc(100cqw * 0.58);
    height: calc(100cqw * 0.58);
  }
  .portrait {
    display: block;
    width: 100%;
    height: 100%;
    border-radius: calc(100cqw * 0.06);
  }
  .health {
    position: absolute;
    right: calc(100cqw * -0.14);
    bottom: -2px;
    display: inline-flex;
    align-items: center;
    gap: 1px;
    padding: 0 4px;
    border-radius: 999px;
    background: #fff;
    color: #a3242f;
    border: 1px solid #a3242f66;
    font-size: max(11px, calc(100cqw * 0.13));
    font-weight: 800;
  }
  .hero .name {
    min-height: 0;
    border: 0;
    padding: 0;
  }
  /* A card too narrow for the words: its sign and name say what it does (seen large, all the words). */
  @container rotu-card (max-width: 84px) {
    .words {
      display: none;
    }
    .stats {
      gap: 3px;
    }
    .stats .icon {
      width: 0.75em;
      height: 0.75em;
    }
    .art {
      width: calc(100cqw * 0.74);
      height: calc(100cqw * 0.74);
    }
    .health {
      right: -4px;
    }
    .hero .name {
      min-height: 2.2em;
    }
  }
  /* A card lying face down. */
  .card.down {
    place-items: center;
    grid-template-rows: 1fr;
    background: var(--pt-card-back, #1b2a4e) repeating-linear-gradient(45deg, #ffffff12 0 4px, transparent 4px 8px);
    border-color: #8fa3c7;
  }
  .back svg {
    width: calc(100cqw * 0.5);
    height: calc(100cqw * 0.5);
    display: block;
  }
  /* A chip: attack, defence and the ability's sign, one to a line. */
  :host([size='chip']) .card {
    grid-template-rows: repeat(3, 1fr);
    align-content: stretch;
    gap: 0;
    padding: 1px;
    border-radius: 4px;
    border-width: 1px;
    font: 700 11px / 1 var(--_names);
    box-shadow: none;
  }
  :host([size='chip']) .stats {
    display: contents;
    font-size: 11px;
  }
  :host([size='chip']) .stats > span,
  .ab {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 1px;
    font-weight: 800;
    white-space: nowrap;
  }
  :host([size='chip']) .icon {
    width: 9px;
    height: 9px;
  }
  :host([size='chip']) .ab .icon {
    width: 11px;
    height: 11px;
  }
  :host([pile='discard']) .card {
    background: #e3dccd;
    border-style: dashed;
  }
  :host([pile='exhausted']) .card {
    background: repeating-linear-gradient(135deg, #a19b90 0 3px, #b7b1a6 3px 6px);
    border-color: #5b564d;
    color: #26241f;
  }
  :host([pile='exhausted']) .atk,
  :host([pile='exhausted']) .def {
    color: #26241f;
  }
  ${cardStateStyles}
  :host([selected]) .card {
    box-shadow: 0 0 0 3px var(--pt-accent, #f2c14e), var(--pt-card-shadow, 0 2px 6px #0006);
    transform: translateY(-6px);
  }
  :host([interactive]:not([disabled])) .card:hover,
  :host([interactive]:not([disabled])) .card:focus-visible {
    transform: translateY(-5px);
  }
`;
