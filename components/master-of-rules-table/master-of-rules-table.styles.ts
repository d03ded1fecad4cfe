import { css } from 'lit';
import { resultsOverlayStyles } from '../shared/results-overlay.js';
import { tableBaseStyles } from '../shared/table-base.styles.js';
import { reducedMotion } from '../shared/theme.styles.js';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';
import { panelStyles } from './panels.styles.js';
import { phoneStyles } from './phone.styles.js';
import { playerStyles } from './player.styles.js';
import { resultStyles } from './results.styles.js';
import { presenceStyles } from '../shared/presence.js';

/**
 * The table's grid: the status bar and the places across the top; the cards in play beside the
 * objectives; the hand beside the refill set (wide tables: the refill set beside the objectives,
 * the hand under them). Below 900px one column, the refill set above the hand and the objectives
 * under it, so the hand is on screen without scrolling on a phone.
 */
const layout = css`
  :host {
    container: mor-table / inline-size;
    --_tw: var(--mor-table-card-width, 60px);
    --_hw: var(--pt-hand-card-width, 72px);
  }
  .sr {
    ${visuallyHidden}
  }
  .table {
    position: relative;
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(320px, 400px);
    grid-template-areas: 'status status' 'places places' 'deal objectives' 'player refill' 'news news';
    gap: 10px;
    padding: 10px;
    border-radius: 18px;
    background: var(--pt-table-bg, radial-gradient(ellipse at 50% 0%, #15294a, #0a1424 70%));
  }
  .middle {
    display: contents;
  }
  /* One line (two on a phone) whatever it says, so nothing below moves as the deal goes on. */
  .status {
    grid-area: status;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 6px 12px;
    height: 2.2em;
  }
  .where {
    min-width: 0;
    font-size: 1.05rem;
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* One size whatever it says, so nothing beside it moves. */
  .turn {
    flex: none;
    width: 14em;
    height: 2em;
    line-height: 2em;
    text-align: center;
    border-radius: 999px;
    background: var(--_panel);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .turn.mine {
    background: var(--_turn);
    color: #1b1b1b;
    font-weight: 700;
  }
  .places {
    grid-area: places;
  }
  .deal {
    grid-area: deal;
  }
  .objectives {
    grid-area: objectives;
  }
  .refill {
    grid-area: refill;
  }
  .player {
    grid-area: player;
  }
  /* The host's message (a refusal), two lines at most; what happened is told to screen readers
     only, as the cards on the table and the move history show it. */
  .news {
    grid-area: news;
    height: 2.6em;
    font-size: 0.85rem;
    line-height: 1.3em;
    color: var(--_muted);
  }
  /* Wide: the refill set beside the objectives and the hand under them all, so the table fits a laptop's screen. */
  @container mor-table (min-width: 1040px) {
    .refill {
      --_tw: var(--mor-refill-card-width, 52px);
    }
    .table {
      grid-template-columns: 392px minmax(0, 1fr) 312px;
      grid-template-areas: 'status status status' 'places places places' 'deal objectives refill' 'player player player' 'news news news';
    }
  }
  @container mor-table (max-width: 900px) {
    .table {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'status' 'places' 'deal' 'refill' 'player' 'objectives' 'news';
      gap: 8px;
      padding: 6px;
    }
  }
`;

export const styles = [tableBaseStyles, layout, panelStyles, playerStyles, resultsOverlayStyles, resultStyles, phoneStyles, presenceStyles, reducedMotion];
