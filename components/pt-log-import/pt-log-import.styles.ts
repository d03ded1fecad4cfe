import { css } from 'lit';
import { accentButton } from '../shared/button.styles.js';
import { reducedMotion } from '../shared/theme.styles.js';

export const styles = css`
  :host {
    display: block;
    color: var(--pt-text, #e8eef5);
    font-family: var(--pt-font, system-ui, sans-serif);
  }
  .zone {
    display: grid;
    justify-items: center;
    gap: 10px;
    padding: 22px 16px;
    border: 2px dashed var(--pt-border, #4a6380);
    border-radius: 16px;
    background: var(--pt-panel, #13263a);
    text-align: center;
    transition: border-color 120ms, background-color 120ms;
  }
  .zone.over {
    border-color: var(--pt-accent, #f2c14e);
    border-style: solid;
    background: color-mix(in srgb, var(--pt-accent, #f2c14e) 20%, var(--pt-panel, #13263a));
    font-weight: 600;
  }
  .icon {
    color: var(--pt-muted, #b8c6d6);
  }
  .zone.over .icon {
    color: var(--pt-accent-ink, var(--pt-accent, #f2c14e));
  }
  p {
    margin: 0;
  }
  ${accentButton}
  button:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  .error:not(:empty) {
    margin-top: 8px;
    padding: 8px 12px;
    border-radius: 10px;
    background: var(--pt-danger-bg, color-mix(in srgb, var(--pt-import-error, #c2505c) 28%, #0b1522));
    border: 1px solid var(--pt-import-error, var(--pt-danger, #c2505c));
  }
  ${reducedMotion}
`;
