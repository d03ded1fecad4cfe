import { css } from 'lit';
import { reducedMotion } from '../shared/theme.styles.js';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';

/** The column peer-table lays its screens in; `placement` aligns the button to it. */
const COLUMN = css`1100px`;

const host = css`
  :host {
    display: inline-block;
    color: var(--pt-text, #e8eef5);
    font-family: var(--pt-font, system-ui, sans-serif);
    --_panel: var(--pt-panel, #13263a);
    --_line: var(--pt-line, #ffffff26);
    --_border: var(--pt-border, #567);
    --_muted: var(--pt-muted, #b8c6d6);
    --_accent: var(--pt-accent, #f2c14e);
    --_highlight: var(--pt-highlight, #1a3350);
    --_focus: var(--pt-focus, #7cc4ff);
  }
  :host([hidden]) {
    display: none;
  }
  /* A line of its own, the button at its end. */
  :host([placement='bar']) {
    display: flex;
    justify-content: flex-end;
    max-width: ${COLUMN};
    margin: 0 auto 10px;
  }
  /* At the end of the short line after it, taking no height of its own beyond that line's. */
  :host([placement='end']) {
    float: right;
    /* Above that line, which may paint over floats (a translucent status line does). */
    position: relative;
    z-index: 1;
    margin: -4px max(0px, calc((100% - ${COLUMN}) / 2)) -10px 8px;
  }
  .sr {
    ${visuallyHidden}
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  button:focus-visible,
  .entry:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .open {
    font-size: 0.85rem;
    font-weight: 600;
    line-height: 1.2;
    padding: 3px 12px;
    border-radius: 999px;
    border: 1px solid var(--_border);
    background: transparent;
    white-space: nowrap;
  }
  .open .mark {
    display: inline-block;
    width: 1.1em;
    margin-right: 4px;
    border-radius: 50%;
    background: var(--_accent);
    color: var(--pt-accent-text, #1b1b1b);
    text-align: center;
    font-size: 0.85em;
  }
  @media (hover: hover) {
    .open:hover {
      background: var(--_highlight);
    }
  }
`;

const panel = css`
  dialog {
    box-sizing: border-box;
    width: min(42rem, calc(100vw - 24px));
    max-height: min(52rem, calc(100dvh - 24px));
    padding: 0;
    border: 1px solid var(--_line);
    border-radius: 16px;
    background: var(--_panel);
    color: inherit;
    box-shadow: 0 12px 40px var(--pt-shadow, #0008);
  }
  dialog[open] {
    display: flex;
    flex-direction: column;
  }
  dialog::backdrop {
    background: var(--pt-scrim, #0009);
  }
  header {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 12px 12px 12px 20px;
    border-bottom: 1px solid var(--_line);
  }
  h2 {
    flex: 1;
    margin: 0;
    font-size: 1.15rem;
  }
  .close {
    flex: none;
    min-width: 44px;
    min-height: 44px;
    border-radius: 10px;
    border: 1px solid var(--_border);
    background: transparent;
    font-size: 1.1rem;
  }
  .body {
    flex: 1;
    min-height: 0;
    overflow: auto;
    overscroll-behavior: contain;
    padding: 4px 20px 20px;
    line-height: 1.45;
  }
  section {
    margin-top: 14px;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 8px;
  }
  .scope {
    display: inline-block;
    margin-left: 6px;
    padding: 0 8px;
    border: 1px solid var(--_accent);
    border-radius: 999px;
    font-size: 0.75rem;
    font-weight: 600;
    vertical-align: 0.1em;
  }
  .ref {
    padding: 0;
    border: 0;
    background: none;
    text-decoration: underline dotted;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 4px;
  }
  .entry {
    padding: 6px 10px;
    border-radius: 10px;
    scroll-margin: 12px;
    transition: background-color 0.3s;
  }
  .entry.current {
    background: var(--_highlight);
    box-shadow: inset 3px 0 0 var(--_accent);
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 2px 0 0;
  }
  .problem {
    color: inherit;
  }
  .problem button,
  .loading {
    color: var(--_muted);
  }
`;

export const styles = [host, panel, reducedMotion];
