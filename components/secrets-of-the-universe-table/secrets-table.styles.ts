import { css, type CSSResult } from 'lit';
import { resultsOverlayStyles } from '../shared/results-overlay.js';
import { reducedMotion } from '../shared/theme.styles.js';
import { cardStyles } from './card.styles.js';
import { pileStyles } from './basic-pile.styles.js';
import { panelStyles } from './panels.styles.js';
import { playerStyles } from './player.styles.js';
import { resultStyles } from './results.styles.js';
import { presenceStyles } from '../shared/presence.js';
import { scrollHintStyles } from './scroll-hint.js';
import { peekStyles } from './peek.styles.js';

/**
 * The table's frame: the status line and the places (each a fixed height), buttons. On a phone
 * (the `secrets` container under 520px) the status takes up to four lines and the places two rows
 * under the viewer's hand.
 */
const own = css`
  :host {
    display: block;
    container: secrets / inline-size;
    padding: 10px;
    border-radius: 16px;
    background: var(--pt-table-bg, var(--pt-bg, #0d1b2a));
    color: var(--pt-text, #e8eef5);
    font-family: var(--pt-font, system-ui, sans-serif);
  }
  .table {
    --card-w: var(--base-w);
    position: relative;
  }
  .panel,
  .places > li,
  .pile,
  .player {
    background: var(--pt-panel, #13263a);
    border-radius: 14px;
  }
  /* One line, whatever it says: where the game is, then whose turn from a fixed place. */
  .status {
    display: flex;
    gap: 0 16px;
    height: 1.6em;
    line-height: 1.6em;
    margin-bottom: 6px;
    white-space: nowrap;
    overflow: hidden;
  }
  .where {
    flex: none;
  }
  /* (A place whose turn it is has the class too: these rules are the status line's alone.) */
  .status .turn {
    min-width: 0;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .status .turn.mine {
    color: var(--pt-accent-ink, var(--pt-accent, #f2c14e));
  }
  /* A column per place, each as tall whatever it holds. */
  .places {
    list-style: none;
    margin: 0 0 8px;
    padding: 0;
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: 8px;
  }
  .places > li {
    box-sizing: border-box;
    height: 96px;
    padding: 6px 10px;
    display: grid;
    grid-template-rows: auto minmax(0, 1fr);
    gap: 4px;
    border: 2px solid transparent;
    overflow: hidden;
  }
  /* The name, then what the place holds, each on a line of its own: neither moves the other. */
  .line {
    display: grid;
    line-height: 1.25;
  }
  .name,
  .meta {
    min-width: 0;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* Taken cards and exposed melds in one line that scrolls sideways. */
  .held {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    min-height: 0;
    overflow: auto hidden;
    scrollbar-width: thin;
  }
  .held > * {
    flex: none;
  }
  .held:focus-visible {
    outline: 2px solid var(--pt-focus, #7cc4ff);
    outline-offset: -2px;
  }
  /* A place's exposed meld: its cards, its kind and points beside them. */
  .held .exposed-meld {
    display: flex;
    align-items: center;
    gap: 4px;
  }
  .held .exposed-meld > small {
    font-size: 0.72rem;
    white-space: nowrap;
  }
  .dot {
    display: inline-block;
    width: 0.55em;
    height: 0.55em;
    border-radius: 50%;
    box-sizing: border-box;
    vertical-align: 0.1em;
  }
  .dot.online {
    background: var(--pt-online, #4cd387);
  }
  .dot.away {
    border: 2px solid var(--pt-offline, #6b7886);
  }
  .places > li.turn {
    border-color: var(--pt-turn, #ffd166);
  }
  .places > li.you {
    background: var(--pt-highlight, #1a3350);
  }
  .places > li.dummy {
    opacity: 0.75;
  }
  .meta,
  small {
    color: var(--pt-muted, #b8c6d6);
    font-size: 0.85rem;
  }
  .dealer {
    display: inline-grid;
    place-items: center;
    width: 1.3em;
    height: 1.3em;
    line-height: 1;
    border-radius: 50%;
    background: var(--pt-accent, #f2c14e);
    color: var(--pt-accent-text, #1b1b1b);
    font-size: 0.75rem;
    font-weight: 700;
  }
  .held > .taken,
  .held > .aside {
    display: flex;
    align-items: flex-start;
    gap: 2px;
  }
  .held > .buffer {
    white-space: nowrap;
    font-size: 0.7rem;
  }
  .held > .taken > small,
  .held > .aside > small {
    font-size: 0.7rem;
    margin-right: 2px;
  }
  button:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  button.card {
    cursor: pointer;
    transition: transform 0.12s;
  }
  button.card:not(:disabled):hover,
  button.card:focus-visible {
    transform: translateY(-6px);
  }
  button:disabled {
    cursor: default;
    opacity: 0.55;
  }
  /* A hand card that does nothing yet looks like any card. */
  button.card:disabled {
    opacity: 1;
  }
  button.toggle,
  button.primary {
    font: inherit;
    font-weight: 600;
    border-radius: 10px;
    cursor: pointer;
  }
  button.toggle {
    padding: 4px 10px;
    background: transparent;
    color: inherit;
    border: 1px solid var(--pt-border, #567);
  }
  button.toggle[aria-pressed='true'] {
    background: var(--pt-chip, #ffffff1f);
  }
  button.primary {
    padding: 8px 18px;
    border: 0;
    background: var(--pt-accent, #f2c14e);
    color: var(--pt-accent-text, #1b1b1b);
  }
  .hint {
    margin: 0;
    color: var(--pt-muted, #b8c6d6);
  }
  .message:empty {
    display: none;
  }
  /* Narrower, a dummy is its name (what it does is in the table's status line on its turn, and its
     name leads to the How to play): the line under it keeps room for its set-aside cards. */
  @container secrets (max-width: 999px) {
    .places .does {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
  /* A phone: the table top, then the hand, then the places, so the hand is in view unscrolled. */
  @container secrets (max-width: 520px) {
    .table {
      --base-w: min(var(--pt-card-width, 64px), 42px);
      display: flex;
      flex-direction: column;
    }

    /* Where the game is, then what is happening in up to three lines. */
    .status {
      flex-direction: column;
      height: calc(4 * 1.3em);
      line-height: 1.3em;
      font-size: 0.94rem;
    }
    .status .turn {
      white-space: normal;
    }
    /* The Basic Version's sentences take two lines at most. */
    .table.basic .status {
      height: calc(3 * 1.3em);
    }
    .places {
      order: 1;
      margin: 8px 0 0;
      grid-auto-flow: row;
      grid-template-columns: 1fr 1fr;
      gap: 6px;
    }
    .places > li {
      height: 92px;
      padding: 4px 8px;
      gap: 2px;
    }
    .held .exposed-meld > small {
      display: none;
    }
  }
`;

/**
 * The table's styles, with those of the Intermediate Version's table top (`top`, a part of that
 * version: intermediate-parts.ts) where they cascade, after the Basic Version's pile (whose card
 * backs they restyle) and before the player's panel.
 */
export const tableStyles = (top: readonly CSSResult[]): CSSResult[] => [
  cardStyles,
  own,
  pileStyles,
  ...top,
  playerStyles,
  panelStyles,
  peekStyles,
  resultStyles,
  resultsOverlayStyles,
  presenceStyles,
  scrollHintStyles,
  reducedMotion,
];

/** The styles every version's table has. */
export const styles = tableStyles([]);
