import { css } from 'lit';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';

export const styles = css`
  :host {
    display: block;
    padding: var(--pt-scoreboard-padding, 6px 8px);
    border-radius: 10px;
    background: var(--pt-scoreboard-bg, var(--pt-panel, #0f2136));
    color: var(--pt-text, #eef3f8);
    font-size: 0.9rem;
  }
  .wrap {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 0 6px;
  }
  caption .target {
    font-weight: 400;
    color: var(--pt-muted, #c4d0de);
  }
  th,
  td {
    padding: 4px 5px;
    text-align: center;
    border-bottom: 1px solid var(--pt-scoreboard-rule, var(--pt-line, #ffffff22));
    white-space: nowrap;
  }
  th[scope='row'] {
    text-align: left;
    font-weight: 600;
  }
  .by-seat th[scope='row'] {
    white-space: normal;
  }
  th.you {
    color: var(--pt-accent-ink, var(--pt-accent, #f2c14e));
  }
  thead th {
    font-weight: 700;
    border-bottom: 2px solid var(--pt-scoreboard-rule-strong, var(--pt-border, #ffffff55));
  }
  tr.current {
    font-style: italic;
    color: var(--pt-muted, #c4d0de);
  }
  .sr {
    ${visuallyHidden}
  }
  .now {
    font-size: max(11px, 0.85em);
  }
  td.current {
    font-style: italic;
    color: var(--pt-muted, #c4d0de);
  }
  /* The score sheet: names at the left, a narrow column per round, the total set apart. */
  .sheet td {
    min-width: 1.6em;
  }
  .sheet th[scope='row'] {
    white-space: normal;
    min-width: 4.5em;
  }
  .sheet td.total,
  .sheet thead th:last-child {
    font-weight: 800;
    border-left: 2px solid var(--pt-scoreboard-rule-strong, var(--pt-border, #ffffff55));
  }
  td.best {
    color: var(--pt-accent-ink, var(--pt-accent, #f2c14e));
  }
  .null {
    display: inline-block;
    margin-left: 4px;
    padding: 0 6px;
    border-radius: 999px;
    background: var(--pt-null-bg, #7b2d8b);
    color: #fff;
    font-size: max(11px, 0.75em);
    font-weight: 700;
    font-style: normal;
  }
  :host([compact]) {
    font-size: 0.78rem;
  }
  :host([compact]) th,
  :host([compact]) td {
    padding: 3px 4px;
  }
  :host([compact]) .took {
    ${visuallyHidden}
  }
  .took {
    color: var(--pt-muted, #c4d0de);
    font-size: max(11px, 0.8em);
    margin-left: 2px;
  }
`;
