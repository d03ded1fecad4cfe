import { css } from 'lit';
import { accentButton } from '../shared/button.styles.js';

export const styles = css`
  :host {
    display: block;
    color: var(--pt-text, #e8eef5);
    font-family: var(--pt-font, system-ui, sans-serif);
  }
  form {
    max-width: 440px;
    margin: 0 auto;
    padding: 24px;
    border-radius: 16px;
    background: var(--pt-panel, #13263a);
    box-shadow: 0 12px 40px var(--pt-shadow, #0008);
    display: grid;
    gap: 16px;
  }
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
  label {
    display: grid;
    gap: 6px;
    font-weight: 600;
  }
  fieldset {
    margin: 0;
    padding: 10px 12px 12px;
    border: 1px solid var(--pt-line, #ffffff26);
    border-radius: 10px;
    display: grid;
    gap: 8px;
  }
  legend {
    padding: 0 6px;
    font-weight: 600;
  }
  /* An option that applies only with another option's value (its declaration's \`when\`). */
  [hidden] {
    display: none !important;
  }
  .waits label {
    font-weight: 400;
  }
  /* A long choice never widens the form past its box. */
  select {
    min-width: 0;
    max-width: 100%;
  }
  label.check {
    display: flex;
    align-items: baseline;
    gap: 8px;
    font-weight: 400;
  }
  small {
    color: var(--pt-muted, #b6c3d1);
  }
  input[type='checkbox'] {
    accent-color: var(--pt-accent, #f2c14e);
    width: 1.05em;
    height: 1.05em;
  }
  input[type='text'],
  select {
    font: inherit;
    font-weight: 400;
    padding: 8px 10px;
    border-radius: 8px;
    border: 1px solid var(--pt-border, #456);
    background: var(--pt-inset, #0d1b2a);
    color: inherit;
  }
  .seats ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  .seats li {
    display: grid;
    grid-template-columns: 4.5rem 1fr;
    align-items: center;
    gap: 8px;
  }
  .seat {
    font-weight: 600;
    color: var(--pt-muted, #b6c3d1);
  }
  .you {
    padding: 8px 10px;
  }
  .fill {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    font-size: 0.9em;
    color: var(--pt-muted, #b6c3d1);
  }
  .levels {
    margin: 2px 0 0;
    display: grid;
    gap: 2px;
    font-size: 0.85em;
    color: var(--pt-muted, #b6c3d1);
  }
  .levels div {
    display: flex;
    gap: 6px;
  }
  .levels dt {
    font-weight: 600;
    color: var(--pt-text, #e8eef5);
  }
  .levels dt::after {
    content: ':';
  }
  .levels dd {
    margin: 0;
  }
  .actions {
    display: grid;
    gap: 6px;
    margin-top: 4px;
  }
  .actions small {
    font-size: 0.85em;
    line-height: 1.35;
  }
  ${accentButton}
  button {
    padding: 10px 14px;
  }
  button.chip {
    padding: 3px 10px;
    border-radius: 999px;
    font-weight: 600;
    font-size: 0.95em;
    background: var(--pt-chip, #ffffff1f);
    color: var(--pt-text, #e8eef5);
    border: 1px solid var(--pt-line, #ffffff26);
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
`;
