import { css } from 'lit';

/** Your hand: the actions of the picked card and End turn above, the cards overlapping to fit one line. */
export const handStyles = css`
  .my-hand {
    display: grid;
    gap: 6px;
  }
  .actions {
    display: flex;
    align-items: center;
    gap: 8px;
    height: 44px;
  }
  .say {
    flex: 1;
    min-width: 0;
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 4px 8px;
    font-size: 0.9rem;
    max-height: 44px;
    overflow: auto;
  }
  .say.why {
    color: var(--pt-warning-text, #ffd98a);
    display: block;
  }
  .say button,
  .end {
    padding: 6px 14px;
    border-radius: 9px;
    border: 0;
    font-weight: 700;
    background: var(--_accent);
    color: var(--pt-accent-text, #1b1b1b);
  }
  .say .play {
    background: #8cc4ff;
  }
  .say .colour {
    padding: 6px 9px;
    color: #1d2028;
  }
  .say .colour.yellow {
    background: var(--c8-yellow);
  }
  .say .colour.red {
    background: var(--c8-red);
  }
  .say .colour.blue {
    background: var(--c8-blue);
  }
  .say .colour.green {
    background: var(--c8-green);
  }
  .end {
    flex: none;
  }
  .end:disabled {
    cursor: default;
    background: var(--pt-chip, #ffffff1f);
    color: var(--_muted);
  }
  /* One line of cards, each placed by a transform: they overlap more as the hand grows, and a card
     that leaves slides the later ones along without moving anything around the hand. */
  .hand {
    --_pad: calc(var(--card-w) * 0.1);
    --_step: min(calc(var(--card-w) + 6px), calc((100cqw - var(--_pad) * 2 - var(--card-w)) / max(var(--cards) - 1, 1)));
    position: relative;
    container-type: inline-size;
    height: calc(var(--card-w) * 1.4 + 14px);
  }
  .hand li {
    position: absolute;
    top: 10px;
    left: var(--_pad);
    transform: translateX(calc(var(--i) * var(--_step)));
    transition: transform var(--pt-motion, 250ms) ease-out;
  }
  .hand .card {
    position: relative;
    display: block;
    transition: transform var(--pt-motion, 150ms) ease-out;
  }
  .hand .card[aria-pressed='true'] {
    transform: translateY(-9px);
  }
  .hand .card[aria-pressed='true'] .face {
    box-shadow: 0 0 0 3px var(--_accent), 0 6px 12px #0008;
  }
  .hand.active .card.can-discard .face {
    box-shadow: 0 0 0 3px var(--pt-card-playable, #7df0b0), 0 2px 6px #0006;
  }
  .hand.active .card.can-play:not(.can-discard) .face {
    box-shadow: 0 0 0 3px #8cc4ff, 0 2px 6px #0006;
  }
  .hand.active .card.stuck .face {
    filter: grayscale(0.7) brightness(0.75);
  }
  .can {
    position: absolute;
    left: 3px;
    bottom: 18px;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .can i {
    display: block;
    padding: 0 3px;
    font-style: normal;
    font-size: 0.6rem;
    font-weight: 800;
    text-align: center;
    border-radius: 3px;
    overflow: hidden;
    color: #0b2417;
  }
  .can i.d {
    background: var(--pt-card-playable, #7df0b0);
  }
  .can i.p {
    background: #8cc4ff;
  }
`;
