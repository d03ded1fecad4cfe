import { css } from 'lit';

/**
 * The Intermediate Version's table top: a 3×3 grid with the deck quarters at the corners, the
 * discard areas at the edges and the main area in the centre, its inactive discards crosswise;
 * selected cards lifted and outlined.
 */
export const feltStyles = css`
  .felt {
    --card-w: var(--felt-card-w, 52px);
    display: grid;
    /* Side columns as wide as their widest content ever is (a quarter's "You draw", a dummy's
       name), so the centre never moves sideways as captions change. */
    grid-template-columns: var(--felt-side, 104px) minmax(0, 1fr) var(--felt-side, 104px);
    grid-template-areas:
      'q2 top q1'
      'left main right'
      'q3 bottom q0';
    gap: 10px;
    padding: 14px;
    margin-bottom: 10px;
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
  .main {
    grid-area: main;
  }
  .quarter,
  .area,
  .main {
    display: grid;
    justify-items: center;
    gap: 4px;
  }
  .area {
    gap: 12px;
  }
  .quarter .back {
    display: inline-grid;
    place-items: center;
    box-sizing: border-box;
  }
  .quarter.drawing .back {
    box-shadow: 0 0 0 3px var(--pt-turn, #ffd166);
  }
  .quarter button.back {
    box-shadow: 0 0 0 3px var(--pt-card-playable, #7df0b0);
  }
  .quarter.empty .back {
    opacity: 0.35;
  }
  .felt span.back {
    cursor: default;
    box-shadow: none;
  }
  .caption {
    padding: 1px 8px;
    border-radius: 99px;
    background: var(--pt-scrim, #0009);
    color: var(--pt-text, #e8eef5);
    font-size: 0.75rem;
    white-space: nowrap;
  }
  .quarter.drawing .caption {
    background: var(--pt-turn, #ffd166);
    color: var(--pt-accent-text, #1b1b1b);
    font-weight: 700;
  }
  .area.turn .caption {
    outline: 2px solid var(--pt-turn, #ffd166);
  }
  .slot {
    display: inline-flex;
    min-height: calc(var(--card-w) * 1.4);
    align-items: center;
  }
  .placeholder {
    box-sizing: border-box;
    width: var(--card-w);
    aspect-ratio: 5 / 7;
    border-radius: 8px;
    border: 2px dashed #fff5;
  }
  .card.claimed {
    box-shadow: 0 0 0 3px var(--pt-warning, #c9a23a);
  }
  .main {
    align-self: stretch;
    align-content: center;
    padding: 8px;
    border-radius: 12px;
    background: #0002;
  }
  .splay {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 4px;
    --card-w: calc(var(--felt-card-w, 52px) * 0.85);
  }
  .splay .slot {
    min-height: 0;
  }
  .slot.cross {
    width: calc(var(--card-w) * 1.4);
    height: var(--card-w);
    justify-content: center;
  }
  .slot.cross > .card {
    rotate: 90deg;
    flex: none;
  }
  .slot.active {
    flex-direction: column;
    gap: 2px;
  }
  .slot.active .caption {
    font-size: 0.7rem;
    padding: 0 6px;
  }
  .face-down {
    display: inline-grid;
    justify-items: center;
    gap: 2px;
  }
  .face-down .back {
    display: block;
    box-sizing: border-box;
  }
  .face-down.mine .card {
    outline: 2px dashed var(--pt-text, #e8eef5);
    outline-offset: 2px;
    opacity: 0.9;
  }
  .take {
    margin-top: 4px;
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
  @container (max-width: 560px) {
    .felt {
      --felt-card-w: 36px;
      gap: 6px;
      padding: 8px;
    }
    .caption {
      font-size: 0.7rem;
      padding: 0 5px;
    }
  }
`;
