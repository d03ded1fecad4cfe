import { css } from 'lit';
import { accentButton } from '../shared/button.styles.js';

export const styles = css`
  :host {
    position: relative;
    display: grid;
    gap: 6px;
    color: var(--pt-text, #e8eef5);
    font-family: var(--pt-font, system-ui, sans-serif);
  }
  .row {
    display: flex;
    gap: 8px;
  }
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    font-size: 0.9em;
    padding: 8px 10px;
    border-radius: 8px;
    border: 1px solid var(--pt-border, #456);
    background: var(--pt-inset, #0d1b2a);
    color: inherit;
    text-overflow: ellipsis;
  }
  ${accentButton}
  button {
    flex: none;
    min-width: 6.5em;
    padding: 8px 16px;
  }
  button.done {
    background: #5fcf8a;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  .status {
    margin: 0;
    font-size: 0.85em;
    color: var(--pt-ok, #9fe0b5);
  }
  .status.copied {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  .local {
    margin: 0;
    font-size: 0.85em;
    padding: 6px 10px;
    border-radius: 8px;
    border: 1px solid var(--pt-warning, #c9a23a);
    background: var(--pt-warning-bg, #4a3b12);
  }
  .status.manual {
    color: var(--pt-accent-ink, var(--pt-accent, #f2c14e));
  }
  .qr {
    width: var(--pt-qr-size, 148px);
    height: var(--pt-qr-size, 148px);
    border-radius: 8px;
    overflow: hidden;
    background: white;
  }
  .qr svg {
    display: block;
    width: 100%;
    height: 100%;
    shape-rendering: crispEdges;
  }
`;
