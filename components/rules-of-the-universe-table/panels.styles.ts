import { css } from 'lit';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';
import { centerStyles } from './center.styles.js';
import { mineStyles } from './mine.styles.js';
import { playerStyles } from './players.styles.js';

/** What every part shares (the colour of damage, the narrow face of names, hidden words, the results' table, focus), and each part's own styles. */
const shared = css`
  :host {
    --_hurt: #ff9aa5;
    --_names: var(--rotu-name-font, 'Avenir Next Condensed', 'Roboto Condensed', 'Arial Narrow', 'Liberation Sans Narrow', sans-serif-condensed, system-ui, sans-serif);
  }
  @media (prefers-color-scheme: light) {
    :host {
      --_hurt: #b42f3c;
    }
  }
  .sr,
  .announcer {
    ${visuallyHidden}
  }
  .standings {
    border-collapse: collapse;
    width: 100%;
    margin-top: 8px;
    font-size: 0.9rem;
  }
  .standings th,
  .standings td {
    text-align: left;
    padding: 3px 6px;
    border-bottom: 1px solid var(--pt-line, #ffffff1f);
  }
  .standings tr.you {
    font-weight: 700;
  }
  .standings .role {
    display: block;
    font-weight: 400;
    color: var(--_muted);
  }
  button:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
`;

/** The card seen large comes with its part (inspector.ts), right after these: the table adopts its styles there when it loads. */
export const panelStyles = [shared, playerStyles, centerStyles, mineStyles];
