/** The How to play button's styles; the panel's are in panel.styles.ts, loaded with the panel. */
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

export const styles = [host, reducedMotion];
