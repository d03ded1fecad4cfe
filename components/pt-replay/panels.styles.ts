import { css } from 'lit';

/** The "All hands" panel and the move list. */
export const panelStyles = css`
  .hands,
  .moves {
    border-radius: 14px;
    background: var(--_panel);
    padding: 10px 12px;
  }
  h2 {
    font-size: 1rem;
    margin-bottom: 8px;
  }
  .hands ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  .hands li {
    display: grid;
    grid-template-columns: 7.5em minmax(0, 1fr);
    align-items: center;
    gap: 4px 10px;
    padding: 4px 6px;
    border-radius: 10px;
  }
  .hands li.turn {
    background: color-mix(in srgb, var(--_accent) 14%, transparent);
    box-shadow: inset 3px 0 0 var(--_accent);
  }
  .who {
    display: grid;
    line-height: 1.25;
  }
  .who .name {
    font-weight: 600;
  }
  .who .n,
  .none {
    color: var(--_muted);
    font-size: 0.85rem;
  }
  .who .to-play {
    color: var(--_accent-ink);
    font-size: 0.85rem;
    font-weight: 600;
  }
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
    --pt-card-width: var(--pt-replay-hand-card-width, 32px);
    --pt-card-shadow: 0 1px 2px var(--pt-shadow, #0006);
  }
  .moves {
    min-width: 0;
  }
  .list {
    position: relative;
    list-style: none;
    padding: 0 2px 0 0;
    max-height: min(50vh, 420px);
    overflow-y: auto;
    overscroll-behavior: contain;
    scrollbar-width: thin;
  }
  .list li.milestone:not(:first-child) {
    margin-top: 6px;
    padding-top: 6px;
    border-top: 1px solid var(--pt-line, #2e4560);
  }
  .list button {
    display: flex;
    gap: 8px;
    width: 100%;
    padding: 4px 6px;
    border: 0;
    border-radius: 8px;
    background: transparent;
    text-align: left;
    line-height: 1.3;
  }
  .list button:hover {
    background: var(--_highlight);
  }
  .list button:focus-visible {
    outline-offset: -3px;
  }
  .list .n {
    flex: none;
    min-width: 2.2em;
    text-align: right;
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
    font-size: 0.85rem;
    padding-top: 0.1em;
  }
  .list .text {
    display: grid;
  }
  .list .line + .line {
    color: var(--_muted);
    font-size: 0.9rem;
  }
  .list li.milestone .line:first-child {
    font-weight: 600;
  }
  /* A turn's label over its first move; the seat seen from has its moves marked. */
  .list .group {
    display: block;
    margin: 8px 0 2px 8px;
    font-size: 0.78rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--_muted);
  }
  .list li.mine .line:first-child {
    font-weight: 600;
  }
  .list li.mine button {
    box-shadow: inset 3px 0 0 color-mix(in srgb, var(--_accent) 60%, transparent);
  }
  .list li[aria-current] button {
    background: color-mix(in srgb, var(--_accent) 22%, var(--_inset));
    box-shadow: inset 3px 0 0 var(--_accent);
  }
  .list li[aria-current] .line + .line {
    color: inherit;
  }
`;
