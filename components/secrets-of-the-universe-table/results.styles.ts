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
  /* Cards keep their own size beside a 0 captioned with what it stands for. */
  .meld .cards {
    display: flex;
    align-items: flex-start;
    gap: 4px;
  }
  /* The kind and points take the rest of the line, so the meld wraps by its cards alone. */
  .meld .what {
    flex: 1 1 0;
    min-width: 9em;
  }
  /* What settles the points (a coin, a packet): room for two lines from the start, so the words
     growing as the coin is called and lands move nothing. */
  .coin-note {
    display: block;
    font-size: 0.85em;
    line-height: 1.3;
    min-height: 2.6em;
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
  /* One line for a name that fits (a longer one wraps between its words); the score keeps room for
     its longest figure, so the name wraps the same before and after the score is known. */
  .revealed header {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .revealed header strong {
    flex: 0 1 auto;
    min-width: 0;
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
    flex: none;
    min-width: 5.6em;
    margin-left: auto;
    text-align: right;
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
  /* (Paragraphs: a hand's group and a Bonus Card share these class names.) */
  p.loose,
  p.bonus,
  p.none {
    margin: 6px 0 0;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
  }
  /* A sentence, not a row of cards: it wraps as text. */
  p.bonus.careless {
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
  /* A phone: the hands use the overlay's width. */
  @container secrets (max-width: 520px) {
    .reveal,
    .match-over {
      padding: 4px 0;
    }
    .revealed {
      padding: 8px;
    }
    .revealed header {
      gap: 6px;
    }
    .revealed header .chip {
      font-size: 0.7rem;
      padding: 1px 6px;
    }
  }
`;
