import { css } from 'lit';

/** The home page's list of your tables: a row per table, its link at the end. */
export const knownTablesStyles = css`
  ul.tables {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  ul.tables li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    grid-template-areas: 'what go forget' 'time go forget';
    align-items: center;
    gap: 2px 12px;
    padding: 10px 12px;
    border-radius: 12px;
    background: var(--pt-inset, #0d1b2a);
    border: 1px solid var(--pt-line, #ffffff26);
  }
  .what {
    grid-area: what;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 2px 8px;
    min-width: 0;
  }
  .what .title {
    font-weight: 700;
  }
  .what .state {
    font-size: 0.8rem;
    font-weight: 600;
    padding: 1px 8px;
    border-radius: 999px;
    background: var(--pt-chip, #ffffff1f);
  }
  .what .state.playing {
    background: var(--pt-ok-bg, #173d2a);
    color: var(--pt-text, #e8eef5);
  }
  .what .who {
    flex-basis: 100%;
    color: var(--pt-muted, #b8c6d6);
    font-size: 0.9rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ul.tables time {
    grid-area: time;
    font-size: 0.8rem;
    color: var(--pt-faint, #9fb0c3);
  }
  a.go {
    grid-area: go;
    font-weight: 700;
    color: var(--pt-accent-ink, #f2c14e);
    text-decoration: none;
    padding: 6px 14px;
    border-radius: 10px;
    border: 1px solid var(--pt-border, #567);
  }
  a.go:hover,
  button.forget:hover {
    background: var(--pt-highlight, #1a3350);
  }
  /* Forget the table: a small square button, a comfortable target to tap. */
  button.forget {
    grid-area: forget;
    width: 36px;
    height: 36px;
    font: inherit;
    font-size: 1.2rem;
    line-height: 1;
    color: var(--pt-muted, #b8c6d6);
    background: transparent;
    border: 1px solid var(--pt-border, #567);
    border-radius: 10px;
    cursor: pointer;
  }
`;
