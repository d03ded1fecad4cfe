import { css } from 'lit';
import { resultsOverlayStyles } from '../shared/results-overlay.js';
import { reducedMotion } from '../shared/theme.styles.js';
import { cardStyles } from './card.styles.js';
import { feltStyles } from './felt.styles.js';
import { panelStyles } from './panels.styles.js';

const own = css`
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
    gap: 8px 16px;
    margin-bottom: 10px;
    white-space: nowrap;
    overflow: hidden;
  }
  .turn {
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .turn.mine {
    color: var(--pt-accent-ink, var(--pt-accent, #f2c14e));
  }
  .places {
    list-style: none;
    margin: 0 0 10px;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    gap: 8px;
  }
  .places > li {
    padding: 8px 12px;
    display: grid;
    align-content: start;
    gap: 4px;
    border: 2px solid transparent;
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
    border-radius: 50%;
    background: var(--pt-accent, #f2c14e);
    color: var(--pt-accent-text, #1b1b1b);
    font-size: 0.75rem;
    font-weight: 700;
  }
  .taken {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
  }
  .pile {
    display: flex;
    gap: 24px;
    align-items: flex-end;
    justify-content: center;
    padding: 16px;
    margin-bottom: 10px;
    background: var(--pt-felt, #12523b);
  }
  .deck,
  .discards {
    display: grid;
    justify-items: center;
    gap: 6px;
  }
  .discards {
    grid-template-columns: auto auto;
    align-items: end;
  }
  .discards small {
    grid-column: 1 / -1;
  }
  .older {
    display: flex;
  }
  .older .card + .card {
    margin-left: calc(var(--card-w) * -0.45);
  }
  .back {
    width: var(--card-w);
    aspect-ratio: 5 / 7;
    border-radius: 8px;
    border: 2px solid #fff6;
    background: repeating-linear-gradient(45deg, var(--pt-card-back, #1b2a4e) 0 6px, #2c3f6b 6px 12px);
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  .back:disabled {
    cursor: default;
  }
  .back:not(:disabled) {
    box-shadow: 0 0 0 3px var(--pt-card-playable, #7df0b0);
  }
  .pile small {
    padding: 1px 8px;
    border-radius: 99px;
    background: var(--pt-scrim, #0009);
    color: var(--pt-text, #e8eef5);
  }
  .back span {
    color: var(--pt-text, #e8eef5);
    background: var(--pt-scrim, #0009);
    padding: 2px 6px;
    border-radius: 6px;
  }
  :host {
    display: block;
    container-type: inline-size;
    padding: 10px;
    border-radius: 16px;
    background: var(--pt-table-bg, var(--pt-bg, #0d1b2a));
    color: var(--pt-text, #e8eef5);
    font-family: var(--pt-font, system-ui, sans-serif);
  }
  button.card {
    cursor: pointer;
    transition: transform 0.12s;
  }
  button.card:hover,
  button.card:focus-visible {
    transform: translateY(-6px);
  }
  button:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  .discards button.card {
    box-shadow: 0 0 0 3px var(--pt-card-playable, #7df0b0);
  }
  .player {
    padding: 12px 14px;
    margin-bottom: 10px;
  }
  .player.active {
    box-shadow: inset 0 0 0 2px var(--pt-turn, #ffd166);
  }
  .player header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 8px 16px;
    margin-bottom: 8px;
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  .best {
    flex: 1;
  }
  .hand,
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .groups {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
  .group {
    display: grid;
    gap: 4px;
    padding: 6px;
    border: 2px solid var(--pt-accent, #f2c14e);
    border-radius: 10px;
  }
  .group.loose {
    border-style: dashed;
    border-color: var(--pt-border, #567);
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
    margin: 8px 0 0;
    color: var(--pt-muted, #b8c6d6);
  }
  .go-out {
    margin-top: 10px;
    padding: 10px;
    border-radius: 10px;
    background: var(--pt-ok-bg, #173d2a);
    border: 1px solid var(--pt-ok, #3fa36b);
  }
  .go-out span {
    margin-left: 10px;
  }
  .melds {
    list-style: none;
    padding: 0;
    margin: 8px 0 0;
    display: grid;
    gap: 6px;
  }
  .meld {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  .coin,
  .reveal,
  .match-over {
    padding: 12px 14px;
    margin: 0 0 10px;
  }
  .coin.mine {
    border: 2px solid var(--pt-turn, #ffd166);
  }
  .coin button {
    margin-right: 8px;
  }
  .hands {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
    gap: 10px;
    margin-top: 8px;
  }
  .revealed {
    padding: 8px 10px;
    border-radius: 10px;
    background: var(--pt-inset, #0d1b2a);
  }
  .revealed.out {
    outline: 2px solid var(--pt-accent, #f2c14e);
  }
  .revealed header {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .score {
    margin-left: auto;
    font-weight: 700;
  }
  .chip {
    font-size: 0.75rem;
    padding: 1px 8px;
    border-radius: 99px;
    background: var(--pt-accent, #f2c14e);
    color: var(--pt-accent-text, #1b1b1b);
  }
  .loose,
  .bonus,
  .none {
    margin: 6px 0 0;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
  }
  table.match {
    width: 100%;
    border-collapse: collapse;
    background: var(--pt-panel, #13263a);
    border-radius: 14px;
    margin-bottom: 10px;
  }
  .key {
    margin: -4px 0 10px;
    font-size: 0.85em;
    color: var(--pt-muted, #b8c6d6);
  }
  caption {
    text-align: left;
    padding: 6px 2px;
    font-weight: 600;
  }
  th,
  td {
    padding: 4px 10px;
    text-align: right;
    border-bottom: 1px solid var(--pt-line, #ffffff26);
  }
  th:first-child {
    text-align: left;
  }
  .win {
    color: var(--pt-accent-ink, var(--pt-accent, #f2c14e));
    font-weight: 700;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 18px;
    padding: 0;
    list-style: none;
  }
  .message:empty {
    display: none;
  }
  @container (max-width: 520px) {
    .table {
      --base-w: min(var(--pt-card-width, 64px), 42px);
    }
    .places {
      grid-template-columns: 1fr 1fr;
    }
    /* On a phone a dummy is its name: what it does is in the table's status line on its turn. */
    .places .does {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    /* The hand on one line, each card's corner showing, as long as the corners fit. */
    .hand {
      flex-wrap: nowrap;
      gap: 0;
    }
    .hand > .card:not(:first-child) {
      margin-left: max(calc(var(--base-w) * -0.6), calc((100cqw - 36px - var(--base-w) * var(--n, 13)) / max(var(--n, 13) - 1, 1)));
    }
    .pile {
      gap: 12px;
    }
    .older {
      display: none;
    }
  }
`;

export const styles = [cardStyles, own, feltStyles, panelStyles, resultsOverlayStyles, reducedMotion];
