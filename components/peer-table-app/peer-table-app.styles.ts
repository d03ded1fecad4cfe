import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
    min-height: 100vh;
    box-sizing: border-box;
    padding: 12px;
    color: var(--pt-text, #e8eef5);
    font-family: var(--pt-font, system-ui, sans-serif);
  }
  header {
    display: flex;
    align-items: center;
    gap: 12px;
    margin: 0 auto 12px;
    max-width: 1100px;
  }
  h1 {
    font-size: 1.25rem;
    margin: 0;
    flex: 1;
    letter-spacing: 0.02em;
  }
  h1 span {
    opacity: 0.7;
    font-weight: 400;
  }
  form {
    max-width: 420px;
    margin: 8vh auto 0;
    padding: 24px;
    border-radius: 16px;
    background: var(--pt-panel, #13263a);
    box-shadow: 0 12px 40px #0008;
    display: grid;
    gap: 16px;
  }
  form h2 {
    margin: 0;
    font-size: 1.4rem;
  }
  form p {
    margin: 0;
    opacity: 0.8;
    line-height: 1.4;
  }
  label {
    display: grid;
    gap: 6px;
    font-weight: 600;
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 400;
  }
  input[type='text'],
  select {
    font: inherit;
    padding: 8px 10px;
    border-radius: 8px;
    border: 1px solid #456;
    background: #0d1b2a;
    color: inherit;
  }
  button {
    font: inherit;
    font-weight: 600;
    padding: 10px 18px;
    border-radius: 10px;
    border: 0;
    cursor: pointer;
    background: var(--pt-accent, #f2c14e);
    color: #1b1b1b;
  }
  button.secondary {
    background: transparent;
    color: inherit;
    border: 1px solid #567;
    padding: 6px 12px;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  planet-tricks-table {
    max-width: 1100px;
    margin: 0 auto;
  }
`;
