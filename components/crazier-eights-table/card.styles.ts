import { css } from 'lit';

/**
 * A card face (sized by `--card-w` and `--card-h`), the small tiles of cards in play, and the
 * colours of the four suits. Every word on a card is at least 11 px and breaks between words only.
 */
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
    height: var(--card-h);
    border-radius: 7px;
    background: var(--c8-face);
    color: var(--c8-ink);
    overflow: hidden;
    text-align: left;
    box-shadow: 0 2px 6px var(--pt-card-shadow, #0006);
    border: 1px solid #0003;
  }
  /* The printed eights have a darker frame: they are wild. It lies over the face's edge, taking no room from its words. */
  .face.eight::after {
    content: '';
    position: absolute;
    inset: 0;
    border: 3px solid var(--c8-ink);
    border-radius: inherit;
    pointer-events: none;
  }
  .corner {
    display: flex;
    align-items: baseline;
    gap: 4px;
    padding: 2px 6px 1px;
    background: var(--band);
    line-height: 1.15;
  }
  .rank {
    font-size: 17px;
    font-weight: 800;
  }
  .syms {
    display: flex;
    gap: 2px;
    margin-left: auto;
    font-size: 14px;
  }
  .name {
    padding: 4px 6px 0;
    font-size: 12px;
    font-weight: 700;
    line-height: 1.15;
    overflow-wrap: normal;
    word-break: normal;
    hyphens: manual;
  }
  /* The colours' symbols, large and faint, at the foot of a card that has room for them. */
  .art {
    position: absolute;
    right: 6px;
    bottom: 22px;
    font-size: 30px;
    line-height: 1;
    opacity: 0.35;
    pointer-events: none;
  }
  .kind {
    padding: 0 6px 3px;
    font-size: 11px;
    font-weight: 600;
    line-height: 1.3;
    white-space: nowrap;
  }
  .face.event .kind {
    color: #6a3d9a;
  }
  .face.asset .kind {
    color: #1f6b4f;
  }
  .wild {
    padding: 0 4px;
    border-radius: 3px;
    background: var(--c8-ink);
    color: var(--c8-face);
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
  .tile.eight {
    box-shadow: inset 0 0 0 2px var(--c8-ink);
  }
  /* A name in two lines at most, broken between words. */
  .chip-name {
    min-width: 0;
    font-size: 11px;
    line-height: 1.15;
    text-align: left;
    overflow-wrap: normal;
  }
  .chip-face.silenced .tile {
    background: repeating-linear-gradient(135deg, #9aa3ad 0 4px, #c5ccd4 4px 8px);
  }
  .chip-face.silenced .chip-name {
    text-decoration: line-through;
  }
`;
