import { css } from 'lit';
import { accentButton } from '../shared/button.styles.js';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';
import { knownTablesStyles } from './known-tables.styles.js';

const own = css`
  :host {
    display: block;
    max-width: 1100px;
    margin: 0 auto;
    container-type: inline-size;
    background: var(--pt-bg, #0d1b2a);
    color: var(--pt-text, #e8eef5);
    font-family: var(--pt-font, system-ui, sans-serif);
  }
  h2,
  h3,
  p {
    margin: 0;
  }
  .sr {
    ${visuallyHidden}
  }
  .muted,
  .players,
  small {
    color: var(--pt-muted, #b8c6d6);
  }
  .intro {
    display: grid;
    gap: 12px;
    margin: 6px 0 22px;
  }
  .tagline {
    font-size: clamp(1.15rem, 2.4cqi, 1.5rem);
    line-height: 1.3;
    font-weight: 700;
    text-wrap: balance;
  }
  label.you {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    font-weight: 600;
    color: var(--pt-muted, #b8c6d6);
  }
  label.you input {
    flex: 0 1 15rem;
    min-width: 0;
  }
  input {
    font: inherit;
    font-size: 1rem;
    padding: 8px 10px;
    border-radius: 8px;
    border: 1px solid var(--pt-border, #567);
    background: var(--pt-inset, #0d1b2a);
    color: var(--pt-text, #e8eef5);
  }
  input::placeholder {
    color: var(--pt-faint, #9fb0c3);
  }
  .games {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
    gap: 16px;
  }
  .game article,
  .panel {
    box-sizing: border-box;
    height: 100%;
    padding: 20px;
    border-radius: 16px;
    background: var(--pt-panel, #13263a);
    box-shadow: 0 10px 32px var(--pt-shadow, #0008);
    border: 1px solid var(--pt-line, #ffffff26);
  }
  .game article {
    display: grid;
    grid-template-rows: auto 1fr auto auto auto;
    gap: 12px;
    align-content: start;
  }
  .game header {
    display: flex;
    align-items: center;
    gap: 14px;
  }
  h3 {
    font-size: 1.3rem;
  }
  .players {
    font-size: 0.9rem;
    font-weight: 600;
  }
  .description {
    line-height: 1.45;
  }
  /* Three fanned cards: the same small picture for every game. */
  .art {
    flex: none;
    width: 48px;
    height: 48px;
  }
  .art svg {
    display: block;
    width: 48px;
    height: 48px;
  }
  fieldset.level {
    margin: 0;
    padding: 0;
    border: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
  }
  fieldset.level legend {
    float: left;
    padding: 0;
    margin-right: 4px;
    font-weight: 600;
    font-size: 0.9rem;
  }
  .segments {
    display: inline-flex;
    border: 1px solid var(--pt-border, #567);
    border-radius: 999px;
    overflow: hidden;
  }
  .segments label {
    position: relative;
    cursor: pointer;
  }
  .segments input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  .segments span {
    display: block;
    padding: 4px 14px;
    font-size: 0.9rem;
    font-weight: 600;
  }
  .segments input:checked + span {
    background: var(--pt-accent, #f2c14e);
    color: var(--pt-accent-text, #1b1b1b);
  }
  .segments input:focus-visible + span {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: -3px;
  }
  .level .help {
    flex-basis: 100%;
    font-size: 0.85rem;
  }
  .actions {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(11.5rem, 1fr));
    gap: 12px;
  }
  .choice {
    display: grid;
    gap: 6px;
    align-content: start;
  }
  .choice button {
    width: 100%;
  }
  .choice small {
    font-size: 0.82rem;
    line-height: 1.35;
  }
  ${accentButton}
  button.secondary {
    background: transparent;
    color: inherit;
    border: 1px solid var(--pt-border, #567);
  }
  button:hover {
    filter: brightness(1.08);
  }
  button:focus-visible,
  input:focus-visible,
  a:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  .create {
    position: relative;
    margin-top: 20px;
    scroll-margin-top: 12px;
  }
  .create .close {
    position: absolute;
    top: 16px;
    right: max(12px, calc(50% - 220px + 16px));
    z-index: 1;
    padding: 4px 12px;
  }
  .more {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
    gap: 16px;
    margin-top: 24px;
    align-items: start;
  }
  .panel {
    display: grid;
    gap: 10px;
    height: auto;
  }
  .panel h2 {
    font-size: 1.1rem;
  }
  .replay .muted {
    font-size: 0.9rem;
  }
  pt-log-import {
    display: block;
  }
`;

export const styles = [own, knownTablesStyles];
