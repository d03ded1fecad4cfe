import { css } from 'lit';

/** The accent button the elements share: the theme's accent, bold, rounded. Elements adjust padding after it. */
export const accentButton = css`
  button {
    font: inherit;
    font-weight: 600;
    padding: 10px 18px;
    border-radius: 10px;
    border: 0;
    cursor: pointer;
    background: var(--pt-accent, #f2c14e);
    color: var(--pt-accent-text, #1b1b1b);
  }
`;
