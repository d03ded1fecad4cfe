import { css } from 'lit';
import { cardBack } from './card.styles.js';

/**
 * The Intermediate Version's table top: a 3×3 grid of fixed rows with the deck quarters at the
 * corners, the discard areas at the edges and the main area in the centre (main-area.styles.ts).
 * Selected cards lifted and outlined.
 */
export const feltStyles = css`
  .felt {
    --card-w: var(--felt-card-w, 50px);
    --caption-h: 18px;
    --edge-h: calc(var(--card-w) * 1.4 + var(--caption-h) + 4px);
    --main-w: calc(var(--card-w) * 0.85);
    --lane-h: calc(var(--main-w) * 2 + 4px);
    display: grid;
    /* Side columns as wide as their widest content ever is (a quarter's "You draw", a dummy's
       name), so the centre never moves sideways as captions change. */
    grid-template-columns: var(--felt-side, 104px) minmax(0, 1fr) var(--felt-side, 104px);
    grid-template-rows: var(--edge-h) var(--middle-h, calc(var(--lane-h) + 10px)) var(--edge-h);
    grid-template-areas:
      'q2 top q1'
      'left main right'
      'q3 bottom q0';
    gap: 6px 10px;
    padding: 8px 14px;
    margin-bottom: 8px;
    border-radius: 14px;
    background: var(--pt-felt, #12523b);
    align-items: center;
  }
  .corner-0 {
    grid-area: q0;
  }
  .corner-1 {
    grid-area: q1;
  }
  .corner-2 {
    grid-area: q2;
  }
  .corner-3 {
    grid-area: q3;
  }
  .side-bottom {
    grid-area: bottom;
  }
  .side-right {
    grid-area: right;
  }
  .side-top {
    grid-area: top;
  }
  .side-left {
    grid-area: left;
  }
  .quarter,
  .area {
    display: grid;
    justify-items: center;
    align-content: center;
    gap: 4px;
    min-width: 0;
  }
  .area {
    grid-template-rows: var(--caption-h) auto;
  }
  .quarter {
    grid-template-rows: auto var(--caption-h);
  }
  .felt .back {
    display: inline-grid;
    place-items: center;
    ${cardBack}
  }
  .felt .back span {
    color: var(--pt-text, #e8eef5);
    background: var(--pt-scrim, #0009);
    padding: 2px 6px;
    border-radius: 6px;
  }
  .quarter.drawing .back {
    border-color: var(--pt-turn, #ffd166);
  }
  .quarter button.back {
    cursor: pointer;
    box-shadow: 0 0 0 3px var(--pt-card-playable, #7df0b0);
  }
  .quarter.empty .back {
    opacity: 0.35;
  }
  .caption {
    box-sizing: border-box;
    max-width: 100%;
    padding: 1px 8px;
    border-radius: 99px;
    background: var(--pt-scrim, #0009);
    color: var(--pt-text, #e8eef5);
    font-size: 0.75rem;
    line-height: 16px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .quarter.drawing .caption {
    background: var(--pt-turn, #ffd166);
    color: var(--pt-accent-text, #1b1b1b);
    font-weight: 700;
  }
  .area.turn .caption {
    background: var(--pt-turn, #ffd166);
    color: var(--pt-accent-text, #1b1b1b);
  }
  .area .slot {
    position: relative;
    width: var(--card-w);
    aspect-ratio: 5 / 7;
  }
  .area .slot > .at {
    position: absolute;
    left: 0;
    top: 0;
    transform: translate(calc(var(--i) * 6px), calc(var(--i) * 6px));
  }
  .placeholder {
    display: block;
    box-sizing: border-box;
    width: var(--card-w);
    aspect-ratio: 5 / 7;
    border-radius: 8px;
    border: 2px dashed #fff5;
  }
  .card.claimed {
    box-shadow: 0 0 0 3px var(--pt-warning, #c9a23a);
  }
  button.card[aria-pressed='true'] {
    transform: translateY(-8px);
    box-shadow: 0 0 0 3px var(--pt-accent, #f2c14e), 0 4px 10px var(--pt-shadow, #0008);
  }
  .felt button.card[aria-pressed='false'],
  .hand button.card[aria-pressed='false'],
  .groups button.card[aria-pressed='false'] {
    box-shadow: 0 0 0 2px var(--pt-card-playable, #7df0b0);
  }
  @container secrets (max-width: 560px) {
    .felt {
      --felt-card-w: 36px;
      --felt-side: 78px;
      --caption-h: 16px;
      --middle-h: calc(var(--lane-h) + 48px);
      gap: 6px;
      padding: 8px;
    }
    .caption {
      font-size: 0.7rem;
      line-height: 14px;
      padding: 0 4px;
    }
  }
`;
