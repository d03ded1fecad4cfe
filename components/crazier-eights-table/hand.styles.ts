import { css } from 'lit';

/**
 * Your hand: the prompt or the picked card's actions and End turn above, then the cards, each
 * placed by a transform so that one coming or going slides the others and nothing around moves.
 * On a desktop one line, overlapping as the hand grows; on a phone two lines (three or four for a
 * very large hand, each showing the top of its cards), so that every card keeps at least 32 px to
 * tap. What a card may do now is written on it.
 */
export const handStyles = css`
  .my-hand {
    display: grid;
    gap: 6px;
  }
  /* The prompt and End turn from the top of their row, so a second line of words moves nothing. */
  .actions {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    height: 44px;
  }
  .say {
    flex: 1;
    min-height: 32px;
    min-width: 0;
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 4px 8px;
    font-size: 0.9rem;
    max-height: 44px;
    overflow: auto;
  }
  /* Why the picked card can do nothing now: on a warning's colours, in the theme's text colour. */
  .say.why {
    display: block;
    padding: 2px 8px;
    border-radius: 6px;
    border-left: 3px solid var(--pt-warning, #c9a23a);
    background: var(--pt-warning-bg, #4a3b12);
    font-size: 0.85rem;
    line-height: 1.3;
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
  /* Nothing is left to do but end the turn: the button says so. */
  .end.now {
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--_accent) 45%, transparent);
  }
  .end:disabled {
    cursor: default;
    background: var(--pt-chip, #ffffff1f);
    color: var(--_muted);
  }
  .hand {
    --_pad: 8px;
    --_step: min(calc(var(--card-w) + 6px), calc((100cqw - var(--_pad) * 2 - var(--card-w)) / max(var(--cards) - 1, 1)));
    position: relative;
    container-type: inline-size;
    height: calc(var(--card-h) + 14px);
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
  /* What the card may do, above its kind. */
  .can {
    position: absolute;
    left: 6px;
    bottom: 20px;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
  }
  .can i {
    display: block;
    padding: 0 4px;
    font-style: normal;
    font-size: 11px;
    font-weight: 700;
    line-height: 1.2;
    border-radius: 3px;
    color: #0b2417;
  }
  .can i.d {
    background: var(--pt-card-playable, #7df0b0);
  }
  .can i.p {
    background: #8cc4ff;
  }
  .hand-empty {
    color: var(--_muted);
    padding: 10px 8px;
  }
`;
