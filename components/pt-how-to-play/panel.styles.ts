/** The How to play panel's styles (a modal dialog with the guide), loaded with the panel. */
import { css } from 'lit';

export const panelStyles = css`
  dialog {
    box-sizing: border-box;
    width: min(42rem, calc(100vw - 24px));
    max-height: min(52rem, calc(100dvh - 24px));
    padding: 0;
    border: 1px solid var(--_line);
    border-radius: 16px;
    background: var(--_panel);
    color: inherit;
    box-shadow: 0 12px 40px var(--pt-shadow, #0008);
  }
  dialog[open] {
    display: flex;
    flex-direction: column;
  }
  dialog::backdrop {
    background: var(--pt-scrim, #0009);
  }
  header {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 12px 12px 12px 20px;
    border-bottom: 1px solid var(--_line);
  }
  h2 {
    flex: 1;
    margin: 0;
    font-size: 1.15rem;
  }
  .close {
    flex: none;
    min-width: 44px;
    min-height: 44px;
    border-radius: 10px;
    border: 1px solid var(--_border);
    background: transparent;
    font-size: 1.1rem;
  }
  .body {
    flex: 1;
    min-height: 0;
    overflow: auto;
    overscroll-behavior: contain;
    padding: 4px 20px 20px;
    line-height: 1.45;
  }
  section {
    margin-top: 14px;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 8px;
  }
  .scope {
    display: inline-block;
    margin-left: 6px;
    padding: 0 8px;
    border: 1px solid var(--_accent);
    border-radius: 999px;
    font-size: 0.75rem;
    font-weight: 600;
    vertical-align: 0.1em;
  }
  .ref {
    padding: 0;
    border: 0;
    background: none;
    text-decoration: underline dotted;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 4px;
  }
  .entry {
    padding: 6px 10px;
    border-radius: 10px;
    scroll-margin: 12px;
    transition: background-color 0.3s;
  }
  .entry.current {
    background: var(--_highlight);
    box-shadow: inset 3px 0 0 var(--_accent);
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 2px 0 0;
  }
  .problem {
    color: inherit;
  }
  .problem button,
  .loading {
    color: var(--_muted);
  }
`;
