import { css } from 'lit';

/** The table's panels: round and game summaries, the rail (Break Card, field, scores), the player, the news. */
export const panelStyles = css`
  /* Banners */
  /* Results lie over the table until closed: opening one moves nothing beneath it. */
  .round-summary,
  .game-over {
    position: absolute;
    z-index: 10;
    top: 52px;
    left: 50%;
    transform: translateX(-50%);
    box-sizing: border-box;
    width: min(600px, calc(100% - 20px));
    max-height: calc(100% - 64px);
    overflow: auto;
    padding: 12px 14px;
    border-radius: 12px;
    background: var(--_panel);
    border: 1px solid var(--pt-line, #ffffff2e);
    box-shadow: 0 12px 40px var(--pt-shadow, #0008);
  }
  .round-summary {
    display: flex;
    align-items: center;
    gap: 12px;
    border-color: var(--_accent);
  }
  .round-summary p {
    flex: 1;
    line-height: 1.4;
  }
  .round-summary button {
    padding: 6px 12px;
    border-radius: 8px;
    border: 1px solid var(--pt-border, #ffffff55);
    background: transparent;
    color: inherit;
  }
  .game-over {
    display: grid;
    /* Not wider than the table: a wide scoreboard (six long names) scrolls inside its own box. */
    grid-template-columns: minmax(0, 1fr);
    gap: 8px;
    border: 2px solid var(--_accent);
    text-align: center;
  }
  .game-over h2 {
    font-size: 1.6rem;
    color: var(--_accent-ink);
  }
  .game-over .result {
    font-size: 1.1rem;
    font-weight: 600;
  }
  .game-over pt-scoreboard {
    justify-self: center;
    width: min(100%, 560px);
    text-align: left;
    margin-top: 6px;
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
    color: #dfe8ff;
    font-size: 0.55rem;
    font-weight: 800;
    letter-spacing: 0.05em;
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
    /* A fixed column for the seat badge: its counts changing width never moves the hand. */
    grid-template-columns: 15rem minmax(0, 1fr);
    align-items: center;
    gap: 4px;
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
  .player-bar {
    display: flex;
    flex-direction: column;
    align-items: start;
    gap: 8px;
  }
  /* Room for the seat's tags ("to play", "Starting player") whether it shows them or not. */
  .player-bar pt-seat {
    min-height: 76px;
  }
  .prompt {
    font-weight: 700;
    color: var(--pt-accent-ink, var(--_turn));
  }
  /* Kept in place when it is not your turn, so the hand does not move as turns pass. */
  .prompt.idle {
    visibility: hidden;
  }
  .news {
    grid-area: news;
    display: grid;
    gap: 4px;
    min-height: 1.5em;
  }
  .announcer {
    color: var(--_muted);
    font-size: 0.9rem;
  }
  .message {
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
