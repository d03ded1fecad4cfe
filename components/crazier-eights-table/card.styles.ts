import { css } from 'lit';

/** A card face, the small tiles of cards in play, and the colours of the four suits. */
export const cardStyles = css`
  :host {
    --c8-yellow: #f0c23b;
    --c8-red: #ec6b62;
    --c8-blue: #5b9bef;
    --c8-green: #38a865;
    --c8-ink: #1d2028;
    --c8-face: var(--pt-card-face, #fbf8ef);
    --c8-team-0: #f2c14e;
    --c8-team-1: #7cc4ff;
    --c8-team-2: #e88bd0;
    --c8-team-3: #8fe39a;
  }
  .face {
    position: relative;
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto;
    width: var(--card-w);
    height: calc(var(--card-w) * 1.4);
    border-radius: 7px;
    background: var(--c8-face);
    color: var(--c8-ink);
    overflow: hidden;
    text-align: left;
    box-shadow: 0 2px 6px var(--pt-card-shadow, #0006);
    border: 1px solid #0003;
  }
  .corner {
    display: flex;
    align-items: center;
    gap: 3px;
    padding: 3px 5px;
    background: var(--band);
    line-height: 1.1;
  }
  .rank {
    font-size: 1.05em;
    font-weight: 800;
  }
  .sym {
    font-size: 0.9em;
  }
  .name {
    padding: 3px 5px 0;
    font-size: 0.72em;
    font-weight: 700;
    line-height: 1.15;
    overflow: hidden;
    hyphens: auto;
    overflow-wrap: break-word;
  }
  .kind {
    padding: 0 5px 3px;
    font-size: 0.6em;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: #4a4f5c;
    white-space: nowrap;
  }
  .wild {
    margin-right: 3px;
    padding: 0 3px;
    border-radius: 3px;
    background: var(--c8-ink);
    color: var(--c8-face);
  }
  .face.eight .rank {
    font-size: 1.25em;
  }
  .chip-face {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    max-width: 100%;
    min-width: 0;
  }
  .tile {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 30px;
    border-radius: 4px;
    background: var(--band);
    color: var(--c8-ink);
    font-weight: 800;
    font-size: 0.85rem;
    box-shadow: inset 0 0 0 1px #0003;
  }
  .chip-name {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 0.8rem;
  }
  .chip-face.silenced .tile {
    background: repeating-linear-gradient(135deg, #9aa3ad 0 4px, #c5ccd4 4px 8px);
  }
  .chip-face.silenced .chip-name {
    text-decoration: line-through;
  }
`;
