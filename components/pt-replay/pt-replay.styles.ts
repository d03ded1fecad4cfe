import { css } from 'lit';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';
import { panelStyles } from './panels.styles.js';

const core = css`
  :host {
    display: block;
    container: pt-replay / inline-size;
    color: var(--pt-text, #e8eef5);
    font-family: var(--pt-font, system-ui, sans-serif);
    --_panel: var(--pt-panel, #13263a);
    --_muted: var(--pt-muted, #b8c6d6);
    --_accent: var(--pt-accent, #f2c14e);
    --_accent-ink: var(--pt-accent-ink, var(--_accent));
    --_focus: var(--pt-focus, #7cc4ff);
    --_ok: var(--pt-replay-ok, var(--pt-ok, #3fa36b));
    --_warn: var(--pt-replay-warn, var(--pt-warning, #c9a23a));
    --_bad: var(--pt-replay-bad, var(--pt-danger, #c2505c));
    --_bg: var(--pt-replay-bg, var(--pt-bg, #0a1424));
    --_inset: var(--pt-inset, #0d1b2a);
    --_border: var(--pt-border, #3a5068);
    --_highlight: var(--pt-highlight, #1a3350);
  }
  * {
    box-sizing: border-box;
  }
  h2,
  p,
  ol,
  ul {
    margin: 0;
  }
  .replay {
    display: grid;
    gap: 10px;
    outline: none;
    padding: var(--pt-replay-padding, 10px);
    border-radius: 18px;
    background: var(--_bg);
  }
  .sr,
  .announcer {
    ${visuallyHidden}
  }
  .empty {
    padding: 16px;
    border-radius: 18px;
    background: var(--_bg);
    color: var(--_muted);
  }

  /* Header: verdict badge and the log's details */
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 14px;
  }
  .verdict {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 5px 12px 5px 6px;
    border-radius: 999px;
    font-weight: 600;
    border: 1px solid;
  }
  .verdict .glyph {
    display: inline-grid;
    place-items: center;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    font-size: 0.85rem;
    color: var(--pt-bg, #0b1522);
  }
  .verdict.verified {
    background: var(--pt-ok-bg, color-mix(in srgb, var(--_ok) 22%, #0b1522));
    border-color: var(--_ok);
  }
  .verdict.verified .glyph {
    background: var(--_ok);
  }
  .verdict.unverified {
    background: var(--pt-warning-bg, color-mix(in srgb, var(--_warn) 22%, #0b1522));
    border-color: var(--_warn);
  }
  .verdict.unverified .glyph {
    background: var(--_warn);
  }
  .verdict.failed {
    background: var(--pt-danger-bg, color-mix(in srgb, var(--_bad) 28%, #0b1522));
    border-color: var(--_bad);
  }
  .verdict.failed .glyph {
    background: var(--_bad);
  }
  .meta {
    color: var(--_muted);
    font-size: 0.9rem;
  }
  .meta strong {
    color: var(--pt-text, #e8eef5);
  }
  .problem {
    padding: 8px 12px;
    border-radius: 10px;
    background: var(--pt-danger-bg, color-mix(in srgb, var(--_bad) 28%, #0b1522));
    border: 1px solid var(--_bad);
  }

  /* Controls */
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 14px;
    padding: 8px 10px;
    border-radius: 14px;
    background: var(--_panel);
  }
  .buttons {
    display: flex;
    gap: 4px;
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  .buttons button {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    padding: 0;
    border: 1px solid var(--_border);
    border-radius: 10px;
    background: var(--_inset);
  }
  .buttons button:hover:not([aria-disabled='true']) {
    background: var(--_highlight);
  }
  .buttons button.play,
  .buttons button.pause {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--pt-accent-text, #1b1b1b);
  }
  .buttons button[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .scrub {
    display: flex;
    align-items: center;
    gap: 10px;
    flex: 1 1 260px;
    min-width: 0;
  }
  .scrub input {
    flex: 1;
    min-width: 0;
    height: 28px;
    margin: 0;
    accent-color: var(--_accent);
  }
  .count {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
    font-size: 0.9rem;
    min-width: 9.5em;
  }
  .selects {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: 0.9rem;
    color: var(--_muted);
  }
  select {
    font: inherit;
    color: var(--pt-text, #e8eef5);
    background: var(--_inset);
    border: 1px solid var(--_border);
    border-radius: 8px;
    padding: 6px 8px;
  }
  .now {
    min-height: 1.4em;
    padding: 0 4px;
    font-weight: 600;
  }

  /* Table, hands and moves */
  .body {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 10px;
    align-items: start;
  }
  .stage {
    display: grid;
    gap: 10px;
    min-width: 0;
  }
  .stage > *::part(announcer) {
    display: none; /* pt-replay has its own live region; a game's table may name its own "announcer" */
  }
`;

/** Beside or below the table; last, so that it overrides the panels' defaults. */
const responsive = css`
  @container pt-replay (min-width: 960px) {
    .body {
      grid-template-columns: minmax(0, 1fr) 310px;
    }
    .moves {
      position: sticky;
      top: 8px;
    }
    .list {
      max-height: var(--pt-replay-moves-height, 640px);
    }
  }
  @container pt-replay (max-width: 520px) {
    .replay {
      padding: var(--pt-replay-padding, 6px);
    }
    .controls {
      padding: 8px;
    }
    .buttons {
      width: 100%;
      justify-content: space-between;
    }
    .buttons button {
      flex: 1;
      max-width: 56px;
    }
    .count {
      min-width: 0;
    }
    .hands li {
      grid-template-columns: minmax(0, 1fr);
    }
    .cards {
      --pt-card-width: var(--pt-replay-hand-card-width, 28px);
    }
    .who {
      display: flex;
      gap: 8px;
      align-items: baseline;
    }
  }
`;

export const styles = [core, panelStyles, responsive];
