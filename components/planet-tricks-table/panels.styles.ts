import { css } from 'lit';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';

/** The table's panels: round and game summaries, the rail (Break Card, field, scores), the player, the news. */
export const panelStyles = css`
  /* Results (over the table, components/shared/results-overlay.ts) */
  .round-table {
    width: 100%;
    border-collapse: collapse;
    margin: 8px 0;
  }
  .round-table th,
  .round-table td {
    padding: 4px 8px;
    text-align: right;
    border-bottom: 1px solid var(--pt-line, #ffffff26);
  }
  .round-table th:first-child {
    text-align: left;
  }
  .round-table tr.you th {
    color: var(--_accent-ink);
  }
  .ends {
    color: var(--pt-muted, #b8c6d6);
  }
  [part='game-over'] h2 {
    font-size: 1.6rem;
    color: var(--_accent-ink);
  }
  [part='game-over'] .result {
    font-size: 1.1rem;
    font-weight: 600;
  }
  [part='game-over'] pt-scoreboard {
    display: block;
    width: max-content;
    max-width: 100%;
    --pt-scoreboard-padding: 0;
  }

  /* Rail: Break Card, field, scores */
  .rail {
    grid-area: rail;
    align-self: stretch;
    display: grid;
    gap: 12px;
    align-content: start;
    width: 270px;
    padding: 10px;
    border-radius: 14px;
    background: var(--_panel);
    --pt-card-width: var(--pt-field-card-width, 42px);
  }
  .break {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .break-face {
    flex: none;
    display: grid;
    place-items: center;
    width: var(--pt-card-width);
    height: calc(var(--pt-card-width) * 1.45);
    border-radius: 6px;
    border: 2px solid var(--pt-card-back-edge, #c9d6f0);
    background:
      repeating-linear-gradient(45deg, #ffffff10 0 4px, transparent 4px 8px),
      radial-gradient(circle, var(--pt-card-back-glow, #3a5a9a), var(--pt-card-back, #1b2a4e) 70%);
  }
  .break-face svg {
    width: 62%;
    height: 62%;
  }
  .break.broken .break-face {
    background: radial-gradient(ellipse, #2c2a3d, var(--pt-black-face, #16161d) 70%);
    border-color: var(--pt-black-edge, #d9b44a);
    color: var(--pt-black-pip, #f2d27a);
    box-shadow: 0 0 10px color-mix(in srgb, var(--pt-black-edge, #d9b44a) 53%, transparent);
  }
  .break-text {
    font-weight: 600;
  }
  .break.broken .break-text {
    color: var(--_accent-ink);
  }
  .break-text .sr {
    ${visuallyHidden}
  }
  .field h3 {
    font-size: 0.85rem;
    font-weight: 700;
    margin-bottom: 6px;
  }
  .field-cards {
    display: flex;
    gap: 6px;
  }
  .note {
    font-weight: 400;
    font-size: 0.8rem;
    color: var(--_muted);
  }
  .field .note:last-child {
    margin-top: 4px;
  }
  .field.unused .field-cards {
    --pt-card-disabled-opacity: 0.5;
    opacity: 0.5;
  }
  pt-scoreboard {
    font-size: 0.8rem;
  }

  /* The viewer */
  .rail > * {
    min-width: 0;
  }
  .player {
    grid-area: player;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    padding: 8px 10px 4px;
    border-radius: 14px;
    background: var(--_panel);
    border: 1px solid transparent;
    --pt-card-width: var(--pt-hand-card-width, 70px);
  }
  .player.active {
    border-color: var(--_turn);
    box-shadow: 0 0 18px color-mix(in srgb, var(--_turn) 27%, transparent);
  }
  /* The viewer's badge on two lines (name and flags, then counts), the prompt beside it. */
  .player-bar {
    display: flex;
    align-items: center;
    gap: 8px 14px;
  }
  .player-bar pt-seat {
    display: block;
    flex: none;
    min-width: 19rem;
  }
  .player.beside {
    grid-template-columns: max-content minmax(0, 1fr);
    align-items: center;
    column-gap: 12px;
  }
  .player.beside .player-bar {
    flex-direction: column;
    align-items: stretch;
  }
  .round-table th[scope='row'] {
    white-space: nowrap;
  }
  .prompt {
    font-weight: 700;
    color: var(--pt-accent-ink, var(--_turn));
  }
  /* Kept in place when it is not your turn, so the hand does not move as turns pass. */
  .prompt.idle {
    visibility: hidden;
  }
  /* Two lines, whatever they say: what happened, with a refusal from the host laid over it. */
  .news {
    grid-area: news;
    position: relative;
    height: calc(2 * 1.4 * 0.9rem);
  }
  .announcer {
    margin: 0;
    color: var(--_muted);
    font-size: 0.9rem;
    line-height: 1.4;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  .announcer .sr {
    ${visuallyHidden}
  }
  .message {
    position: absolute;
    inset: 0 0 auto;
    margin: 0;
    padding: 6px 12px;
    border-radius: 8px;
    background: var(--pt-danger-bg, #5a1d28);
    border: 1px solid var(--pt-danger, #ff8a9a88);
    font-weight: 600;
  }
  .message:empty {
    display: none;
  }
  .empty {
    padding: 24px;
    text-align: center;
  }
`;
