import { css } from 'lit';

/** Lists of melds (going out, the reveal), the coin call, the reveal of every hand and the match table. */
export const resultStyles = css`
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
  .meld .cards {
    display: flex;
    gap: 4px;
  }
  /* The kind and points take the rest of the line, so the meld wraps by its cards alone. */
  .meld .what {
    flex: 1 1 0;
    min-width: 9em;
  }
  .coin-note {
    display: block;
    font-size: 0.85em;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* As tall as the table: what changes at its foot never moves the hands above. */
  .results-overlay {
    height: calc(100% - 16px);
  }
  /* Room for two lines of words and a row of buttons from the start: the foot never grows under the hands. */
  .results-actions {
    min-height: 5.4em;
    align-content: flex-end;
  }
  .results-actions .coin {
    flex: 1 1 100%;
    color: inherit;
    font-weight: 600;
  }
  .coin-call {
    display: flex;
    gap: 8px;
  }
  .reveal,
  .match-over {
    padding: 12px 14px;
    margin: 0 0 10px;
  }
  .hands {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(300px, 100%), 1fr));
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
  /* One line whatever the score says: a long name gives way (cut short), the score never wraps. */
  .revealed header {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .revealed header strong {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .revealed header .chip {
    flex: none;
  }
  .revealed .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .score {
    margin-left: auto;
    font-weight: 700;
    white-space: nowrap;
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
  /* A sentence, not a row of cards: it wraps as text. */
  .bonus.careless {
    display: block;
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
`;
