import { css } from 'lit';

/**
 * The main discard area: its head (caption, Take) beside a lane of cards placed by transforms: the
 * active discard upright, then the face-down card, then the inactive discards crosswise in two
 * rows, closer together as they pile up (the newest of each row on top), never so close that a
 * card's rank is hidden: a lane that has no more room scrolls sideways, fading at its edge.
 * On a phone the head goes above the lane, in two lines when need be. The sizes come from the felt (felt.styles.ts).
 */
export const mainAreaStyles = css`
  /* The main area: its head (caption, Take) beside the lane, or above it on a phone. */
  .main {
    grid-area: main;
    align-self: stretch;
    min-width: 0;
    display: grid;
    grid-template-columns: 132px minmax(0, 1fr);
    grid-template-rows: var(--lane-h);
    align-content: center;
    gap: 4px 12px;
    padding: 4px 8px;
    border-radius: 12px;
    background: #0002;
  }
  .main-head {
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: flex-start;
    gap: 6px;
    min-width: 0;
    overflow: hidden;
  }
  .main-head .caption {
    flex: none;
  }
  button.primary.take {
    padding: 3px 10px;
    font-size: 0.85rem;
    white-space: nowrap;
  }
  .lane {
    --w: var(--main-w);
    --g: 4px;
    --cross: calc(var(--w) * 1.4);
    --start: calc(var(--w) + 8px + var(--fd, 0) * (var(--w) + 8px));
    /* Each card shows at least its rank (at its top, turned to the left). */
    --step: clamp(var(--w) * 0.62, calc((100cqw - var(--start) - var(--cross)) / max(var(--cols, 1) - 1, 1)), calc(var(--cross) + var(--g)));
    --card-w: var(--w);
    position: relative;
    container-type: inline-size;
    overflow: auto hidden;
    scrollbar-width: none;
  }
  .lane > .slot,
  .lane > .face-down,
  .lane > .fd-spot {
    position: absolute;
    left: 0;
    top: 0;
  }
  .lane > .slot {
    transition: transform 250ms ease-out;
  }
  .slot.active {
    display: grid;
    justify-items: center;
    gap: 1px;
    perspective: 400px;
  }
  .slot.active .caption {
    font-size: 0.7rem;
    line-height: 13px;
    padding: 0 6px;
  }
  .lane > .face-down,
  .lane > .fd-spot {
    left: calc(var(--w) + 8px);
    width: var(--w);
    aspect-ratio: 5 / 7;
  }
  .face-down .back {
    width: var(--w);
  }
  .face-down.mine .card {
    outline: 2px dashed var(--pt-text, #e8eef5);
    outline-offset: 2px;
  }
  .slot.cross {
    display: flex;
    align-items: center;
    justify-content: center;
    width: var(--cross);
    height: var(--w);
    transform: translate(calc(var(--start) + var(--col) * var(--step)), calc(var(--row) * (var(--w) + var(--g))));
  }
  /* Crosswise with its suit's edge to the left: even a card mostly covered shows its suit. */
  .slot.cross > .card {
    rotate: -90deg;
    flex: none;
    justify-content: flex-start;
  }
  /* The face-down card turned up flips over. */
  .card.turned {
    animation: turn-up 320ms ease-out;
  }
  @keyframes turn-up {
    from {
      rotate: y 90deg;
    }
    to {
      rotate: y 0deg;
    }
  }
  @container secrets (max-width: 560px) {
    /* The head above the lane, in two lines when its captions need them. */
    .main {
      grid-template-columns: minmax(0, 1fr);
      grid-template-rows: 36px var(--lane-h);
    }
    .main-head {
      flex-direction: row;
      flex-wrap: wrap;
      justify-content: flex-start;
      align-content: center;
      align-items: center;
      gap: 2px 4px;
    }
    button.primary.take {
      padding: 1px 8px;
      font-size: 0.8rem;
    }
  }
`;
