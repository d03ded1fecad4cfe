import { css } from 'lit';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';

export const styles = css`
  :host {
    display: block;
    container-type: inline-size;
    color: var(--pt-text, #e8eef5);
    font-family: var(--pt-font, system-ui, sans-serif);
  }
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
    align-items: start;
  }
  @container (min-width: 760px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
    }
  }
  .panel,
  ::slotted([slot='chat']) {
    display: block;
    box-sizing: border-box;
    padding: 20px;
    border-radius: 16px;
    background: var(--pt-panel, #13263a);
    box-shadow: 0 12px 40px var(--pt-shadow, #0008);
  }
  @container (max-width: 480px) {
    .panel,
    ::slotted([slot='chat']) {
      padding: 14px;
      border-radius: 12px;
    }
    .seat {
      padding: 8px 10px;
    }
  }
  .main {
    display: grid;
    gap: 14px;
  }
  .side {
    display: grid;
    gap: 16px;
  }
  h2,
  h3,
  p {
    margin: 0;
  }
  h2 {
    font-size: 1.4rem;
  }
  h3 {
    font-size: 1rem;
    margin-bottom: 4px;
  }
  .options,
  .muted,
  .watching,
  .invite p {
    color: var(--pt-muted, #b6c3d1);
    font-size: 0.9em;
  }
  header {
    display: grid;
    gap: 4px;
  }
  .whose {
    font-weight: 600;
  }
  .free {
    font-weight: 400;
    color: var(--pt-muted, #b6c3d1);
  }
  .your-name {
    display: grid;
    gap: 6px;
    font-weight: 600;
    max-width: 22rem;
  }
  .your-name small {
    font-weight: 400;
    color: var(--pt-muted, #b6c3d1);
    font-size: 0.85em;
  }
  input,
  select {
    font: inherit;
    font-weight: 400;
    padding: 7px 10px;
    border-radius: 8px;
    border: 1px solid var(--pt-border, #456);
    background: var(--pt-inset, #0d1b2a);
    color: inherit;
  }
  .add-bot select {
    padding: 5px 8px;
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  .add-bot {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  .invite {
    display: grid;
    gap: 8px;
  }
  .live {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    font-size: 0.9em;
  }
  .problem {
    flex-basis: 100%;
    padding: 6px 10px;
    border-radius: 8px;
    background: var(--pt-danger-bg, #5a1f2a);
    color: var(--pt-text, #ffd9de);
  }
  .dot {
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: var(--pt-offline, #6b7886);
  }
  .dot.on,
  .live.online .dot {
    background: var(--pt-online, #4cd387);
    box-shadow: 0 0 6px var(--pt-online, #4cd387);
  }
  .live.connecting .dot,
  .live.offline .dot {
    background: var(--pt-accent, #f2c14e);
  }
  .dot.none {
    background: transparent;
    border: 2px dashed var(--pt-border, #567);
    width: 6px;
    height: 6px;
  }
  .seats {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  .seat {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    min-height: 36px;
    padding: 6px 12px;
    border-radius: 12px;
    background: var(--pt-inset, #0d1b2a);
    border: 1px solid var(--pt-line, #ffffff1f);
  }
  .seat.open {
    border-style: dashed;
    border-color: var(--pt-border, #ffffff40);
    background: transparent;
  }
  .seat.you {
    border-color: var(--pt-accent, #f2c14e);
  }
  .num {
    flex: none;
    width: 1.6em;
    text-align: center;
    font-weight: 700;
    color: var(--pt-faint, #8ea0b4);
    font-variant-numeric: tabular-nums;
  }
  .who {
    flex: 1 1 8rem;
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
  }
  .name {
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .open .name {
    color: var(--pt-muted, #b6c3d1);
    font-weight: 400;
    font-style: italic;
  }
  .away {
    color: var(--pt-faint, #9fb0c3);
    font-size: 0.85em;
    font-style: italic;
  }
  .tags {
    display: flex;
    gap: 4px;
  }
  .tag {
    font-size: 0.75em;
    font-weight: 700;
    padding: 1px 8px;
    border-radius: 999px;
    background: var(--pt-chip, #ffffff1f);
  }
  .tag.host {
    background: #2f6f5a;
    color: #f0fff8;
  }
  .tag.you {
    background: var(--pt-accent, #f2c14e);
    color: var(--pt-accent-text, #1b1300);
  }
  .actions,
  .moves {
    display: flex;
    align-items: center;
    gap: 6px;
    margin-left: auto;
  }
  .sr {
    ${visuallyHidden}
  }
  footer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px 16px;
  }
  .start {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    flex: 1 1 100%;
  }
  .watching {
    margin-left: auto;
  }
  button {
    font: inherit;
    font-weight: 600;
    padding: 6px 12px;
    border-radius: 10px;
    cursor: pointer;
    background: transparent;
    color: inherit;
    border: 1px solid var(--pt-border, #678);
  }
  button.primary {
    background: var(--pt-accent, #f2c14e);
    color: var(--pt-accent-text, #1b1b1b);
    border-color: transparent;
  }
  button.big {
    padding: 10px 22px;
  }
  button.icon {
    width: 32px;
    height: 32px;
    padding: 0;
    font-size: 0.75em;
  }
  button:hover:not(:disabled) {
    filter: brightness(1.12);
    border-color: var(--pt-muted, #9ab);
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  button:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
`;
