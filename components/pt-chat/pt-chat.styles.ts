import { css } from 'lit';
import { accentButton } from '../shared/button.styles.js';

export const styles = css`
  :host {
    display: grid;
    gap: 8px;
    color: var(--pt-text, #e8eef5);
    font-family: var(--pt-font, system-ui, sans-serif);
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  [part='log'] {
    margin: 0;
    padding: 8px 10px;
    height: var(--pt-chat-height, 12rem);
    overflow-y: auto;
    border-radius: 10px;
    background: var(--pt-chat-bg, var(--pt-inset, #0d1b2a));
    border: 1px solid var(--pt-line, #ffffff1f);
    display: flex;
    flex-direction: column;
    gap: 4px;
    overflow-wrap: anywhere;
  }
  [part='log']:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  p {
    margin: 0;
    display: flex;
    gap: 8px;
    line-height: 1.35;
  }
  p:first-child {
    margin-top: auto;
  }
  time {
    flex: none;
    color: var(--pt-faint, #9fb0c3);
    font-size: 0.8em;
    font-variant-numeric: tabular-nums;
    padding-top: 0.15em;
  }
  b {
    color: var(--pt-accent-ink, var(--pt-accent, #f2c14e));
  }
  .empty {
    color: var(--pt-faint, #9fb0c3);
    font-style: italic;
  }
  form {
    display: flex;
    gap: 8px;
  }
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 8px 10px;
    border-radius: 8px;
    border: 1px solid var(--pt-border, #456);
    background: var(--pt-inset, #0d1b2a);
    color: inherit;
  }
  input::placeholder {
    color: var(--pt-faint, #8d9db0);
  }
  ${accentButton}
  button {
    padding: 8px 16px;
  }
  button:disabled,
  input:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
`;
