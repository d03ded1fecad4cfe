import { css } from 'lit';
import { accentButton } from '../shared/button.styles.js';
import { reducedMotion, theme } from '../shared/theme.styles.js';

const own = css`
  :host {
    display: block;
    box-sizing: border-box;
    padding: 12px;
    background: var(--pt-bg);
    color: var(--pt-text);
    font-family: var(--pt-font);
    container-type: inline-size;
  }
  :host([routing='hash']) {
    min-height: 100vh;
  }
  :host([hidden]) {
    display: none;
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
  h1 a {
    color: inherit;
    text-decoration: none;
  }
  h1 .game {
    opacity: 0.7;
    font-weight: 400;
  }
  /* On a phone, at a table, the header shows the game's title alone (the brand gives way), on two
     lines if it needs them, so no word of it is cut. */
  @media (max-width: 520px) {
    h1.at-table {
      font-size: 0.95rem;
      line-height: 1.15;
      min-width: 0;
    }
    h1.at-table .brand,
    h1.at-table .dot {
      display: none;
    }
    h1.at-table .game {
      opacity: 1;
      font-weight: 700;
    }
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  .problem,
  .warning,
  .connection {
    max-width: 1100px;
    margin: 0 auto 10px;
    padding: 8px 12px;
    border-radius: 10px;
    box-sizing: border-box;
  }
  .problem {
    background: var(--pt-danger-bg);
    border: 1px solid var(--pt-danger);
  }
  .confirm {
    max-width: 560px;
    margin: 0 auto 10px;
    padding: 10px 14px;
    border-radius: 10px;
    box-sizing: border-box;
    background: var(--pt-panel);
    border: 2px solid var(--pt-danger);
    box-shadow: 0 6px 24px var(--pt-shadow);
  }
  .confirm p {
    margin: 0 0 8px;
  }
  .confirm .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .confirm button {
    padding: 6px 14px;
  }
  .confirm button.danger {
    background: var(--pt-danger);
    color: #fff;
  }
  .confirm button.secondary {
    background: transparent;
    color: inherit;
    border: 1px solid var(--pt-border);
  }
  .warning {
    background: var(--pt-warning-bg);
    border: 1px solid var(--pt-warning);
  }
  .verdict {
    max-width: 1100px;
    margin: 0 auto 10px;
    padding: 6px 12px;
    border-radius: 10px;
    box-sizing: border-box;
  }
  .verdict.verified {
    background: var(--pt-ok-bg);
    border: 1px solid var(--pt-ok);
  }
  .verdict.failed {
    background: var(--pt-danger-bg);
    border: 1px solid var(--pt-danger);
  }
  /* The host-gone banner keeps beside the How to play button floated at its line's end, never under it. */
  .connection.warning {
    display: flow-root;
  }
  .connection {
    background: transparent;
    padding: 0 4px;
    opacity: 0.85;
    font-size: 0.9rem;
  }
  /* The host's word on each absent person's seat: one line each, the buttons wrapping under the words on a phone. */
  .absent {
    max-width: 1100px;
    margin: 0 auto 10px;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 6px;
  }
  .absent li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    padding: 6px 10px;
    border-radius: 10px;
    border: 1px solid var(--pt-border, #3a4654);
    font-size: 0.9rem;
  }
  .absent li > span {
    flex: 1 1 16rem;
  }
  /* The move history under the table, as wide as the table. */
  pt-history {
    max-width: 1100px;
    margin: 10px auto 0;
  }
  /* The chat stays in reach during play: pinned to the bottom of the window while the table is in
     view, it opens upward over the table (nothing beneath moves). */
  .dock {
    position: sticky;
    bottom: 8px;
    z-index: 20;
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px;
    margin: 12px 8px 0;
    pointer-events: none;
  }
  .dock > * {
    pointer-events: auto;
  }
  /* On a phone the chat keeps to the foot of the page during play, off the hand; the end panel,
     when the game is over, stays pinned with it. */
  @media (max-width: 700px) {
    .dock:not(.ending) {
      position: static;
    }
  }
  /* The end of the game: one panel at the foot of the window, above the chat, holding the result,
     the check, the rematch and the log's uses; its parts wrap, none lies over another. */
  .end {
    flex: 1 1 100%;
    box-sizing: border-box;
    max-width: 1100px;
    margin: 0 auto;
    display: grid;
    gap: 6px;
    padding: 10px 14px;
    border-radius: 16px;
    background: var(--pt-panel);
    border: 2px solid var(--pt-accent);
    box-shadow: 0 6px 20px var(--pt-shadow);
  }
  .end p {
    margin: 0;
  }
  .end .verdict {
    margin: 0;
    max-width: none;
    padding: 4px 10px;
    font-size: 0.9rem;
  }
  .end .verdict.pending {
    padding-left: 0;
  }
  .end-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
  }
  .end .rematch {
    padding: 0;
    border: 0;
    box-shadow: none;
    background: none;
  }
  .end .log-actions {
    margin: 0;
  }
  .end .note:empty {
    display: none;
  }
  /* On a phone the panel keeps to what is needed: the explanations give way, the buttons are compact. */
  @media (max-width: 700px) {
    .end {
      padding: 8px 10px;
      gap: 6px;
    }
    .end .why {
      display: none;
    }
    .end-actions,
    .end .log-actions {
      gap: 6px;
    }
    .end button {
      padding: 6px 10px;
      font-size: 0.9rem;
    }
  }
  .rematch {
    flex: 0 1 auto;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 8px 14px;
    border-radius: 16px;
    background: var(--pt-panel);
    border: 2px solid var(--pt-accent);
    box-shadow: 0 6px 20px var(--pt-shadow);
  }
  .rematch button {
    padding: 6px 16px;
  }
  .rematch button.secondary {
    background: transparent;
    color: inherit;
    border: 1px solid var(--pt-border);
  }
  details.chat {
    position: relative;
    width: fit-content;
    margin-left: auto;
    box-sizing: border-box;
    padding: 8px 14px;
    border-radius: 16px;
    background: var(--pt-panel);
    border: 1px solid var(--pt-line);
    box-shadow: 0 6px 20px var(--pt-shadow);
  }
  details.chat[open] {
    width: min(420px, calc(100% - 16px));
  }
  details.chat[open] pt-chat {
    position: absolute;
    right: 0;
    bottom: calc(100% + 6px);
    width: 100%;
    box-sizing: border-box;
    padding: 10px;
    border-radius: 14px;
    background: var(--pt-panel);
    border: 1px solid var(--pt-line);
    box-shadow: 0 6px 20px var(--pt-shadow);
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    white-space: nowrap;
  }
  .log-actions {
    max-width: 1100px;
    margin: 12px auto 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  .log-actions button {
    padding: 6px 14px;
  }
  .log-actions button.secondary {
    background: transparent;
    color: inherit;
    border: 1px solid var(--pt-border);
  }
  pt-replay,
  pt-log-import {
    display: block;
    max-width: 1100px;
    margin: 0 auto;
  }
  label {
    display: grid;
    gap: 6px;
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 8px 10px;
    border-radius: 8px;
    border: 1px solid var(--pt-border);
    background: var(--pt-inset);
    color: inherit;
  }
  ${accentButton}
  header button.secondary {
    background: transparent;
    color: inherit;
    border: 1px solid var(--pt-border);
    padding: 6px 12px;
  }
  header .sound {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  header .sound[aria-pressed='false'] .bell {
    opacity: 0.7;
  }
  /* The bots' speed, in the host's header: a compact choice, its label giving way on a phone. */
  .speed {
    font-size: 0.9rem;
    font-weight: 600;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    white-space: nowrap;
  }
  .speed select {
    font: inherit;
    line-height: 1.2;
    padding: 0 4px;
    border-radius: 8px;
    border: 1px solid var(--pt-border);
    background: var(--pt-inset);
    color: inherit;
  }
  @media (max-width: 520px) {
    header .sound .label,
    header .speed .label,
    header .leave .wide {
      display: none;
    }
    header {
      gap: 8px;
      margin-bottom: 6px;
    }
  }
  a:focus-visible,
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--pt-focus);
    outline-offset: 2px;
  }
  pt-lobby,
  [part='table'] {
    display: block;
    max-width: 1100px;
    margin: 0 auto;
  }
`;

export const styles = [theme, own, reducedMotion];
