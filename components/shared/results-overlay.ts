/**
 * The results of a round, a game or a match, laid over the table (not above it, so nothing beneath
 * moves when it opens or closes) until the player closes it; play may go on beneath. A game's table
 * gives the heading, the body and its actions (Next, Close; on a phone under the heading, else at
 * the foot); the overlay is a labelled, non-modal dialog that scrolls inside itself. The table's
 * host must be `position: relative`. Results of another round or game open as a new dialog (keyed),
 * never as the open one rewritten in place, whose words and cards would jump under the reader.
 */
import { css, html, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';

export interface ResultsOverlay {
  /** An id unique in the table's shadow root, for the heading. */
  readonly id: string;
  readonly heading: string | TemplateResult;
  readonly body: TemplateResult | TemplateResult[];
  /** Buttons and words at the foot (Next, Close, who is ready). */
  readonly actions: TemplateResult;
  /** A CSS part name, for pages that style it (`round-results`, `game-results`). */
  readonly part: string;
  /** Which results these are (the round, the game): other results are another dialog. */
  readonly key?: number;
}

export const resultsOverlay = (o: ResultsOverlay) =>
  keyed(
    `${o.part} ${o.key ?? ''}`,
    html`<section class="results-overlay" part=${o.part} role="dialog" aria-labelledby=${o.id}>
    <h2 id=${o.id}>${o.heading}</h2>
    <div class="results-body">${o.body}</div>
    <div class="results-actions">${o.actions}</div>
  </section>`,
  );

export const resultsOverlayStyles = css`
  .results-overlay {
    position: absolute;
    z-index: 10;
    top: 8px;
    left: 50%;
    transform: translateX(-50%);
    box-sizing: border-box;
    width: min(760px, calc(100% - 16px));
    max-height: calc(100% - 16px);
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto;
    gap: 8px;
    padding: 12px 14px;
    border-radius: 12px;
    background: var(--pt-panel, #13263a);
    color: var(--pt-text, #e8eef5);
    border: 2px solid var(--pt-accent, #f2c14e);
    box-shadow: 0 12px 40px var(--pt-shadow, #0008);
    animation: results-in var(--pt-motion, 200ms) ease-out;
  }
  .results-overlay h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  .results-body {
    overflow: auto;
    min-height: 0;
  }
  .results-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 8px 12px;
  }
  .results-actions button {
    font: inherit;
    font-weight: 600;
    padding: 8px 18px;
    border-radius: 10px;
    cursor: pointer;
    border: 1px solid var(--pt-border, #567);
    background: transparent;
    color: inherit;
  }
  .results-actions button.primary {
    border-color: transparent;
    background: var(--pt-accent, #f2c14e);
    color: var(--pt-accent-text, #1b1b1b);
  }
  .results-actions .waiting {
    margin: 0;
    margin-right: auto;
    color: var(--pt-muted, #b8c6d6);
  }
  /* On a phone the overlay is taller than the screen: its buttons come right under the heading,
     where the results begin, not at the foot of the table. */
  @media (max-width: 560px) {
    .results-overlay {
      grid-template-rows: auto auto minmax(0, 1fr);
    }
    .results-overlay h2 {
      order: -2;
    }
    .results-actions {
      order: -1;
      justify-content: flex-start;
    }
    /* Above the results, the words take two lines whatever they say, and the buttons a row of their own. */
    .results-actions .waiting {
      flex: 1 1 100%;
      line-height: 1.35;
      min-height: 2.7em;
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
    }
  }
  @keyframes results-in {
    from {
      opacity: 0;
      transform: translate(-50%, 8px);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .results-overlay {
      animation: none;
    }
  }
`;
