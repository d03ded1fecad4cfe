import { css } from 'lit';

/** The back of a card that is a button (a deck, the face-down card): its box and pattern. */
export const cardBack = css`
    box-sizing: border-box;
    width: var(--card-w);
    aspect-ratio: 5 / 7;
    border-radius: 8px;
    border: 2px solid #fff6;
    background: repeating-linear-gradient(45deg, var(--pt-card-back, #1b2a4e) 0 6px, #2c3f6b 6px 12px);
    color: #fff;
    font: inherit;
    font-weight: 700;
`;

/**
 * A Secrets of the Universe card: its rank in its suit's colour, the suit's name, the mark of a taken
 * card. A Bonus Card (Advanced): its sign under its name, Private ones on grey, Public ones on gold;
 * a 0 or Divinity in a meld says under it what it stands for.
 */
export const cardStyles = css`
  :host {
    --base-w: var(--pt-card-width, 64px);
    --card-w: var(--base-w);
    --s-E: var(--pt-earth, #4f7d3a);
    --s-F: var(--pt-fire, #c0392b);
    --s-W: var(--pt-water, #2a6db5);
    --s-A: var(--pt-air, #55657a);
    --s-M: var(--pt-magic, #7d4cc0);
  }
  .card {
    position: relative;
    box-sizing: border-box;
    width: var(--card-w);
    aspect-ratio: 5 / 7;
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    padding: 0;
    border-radius: 8px;
    border: 1px solid #0003;
    border-top: calc(var(--card-w) * 0.12) solid var(--suit);
    background: var(--pt-card-face, #fbf8ef);
    color: var(--suit);
    font: inherit;
    box-shadow: 0 1px 3px var(--pt-shadow, #0008);
    vertical-align: top;
  }
  .card b {
    font-size: calc(var(--card-w) * 0.42);
    line-height: 1;
  }
  .card small {
    order: 1;
    font-size: calc(var(--card-w) * 0.16);
    color: inherit;
    font-weight: 600;
  }
  .card.taken {
    outline: 2px dashed var(--pt-accent, #f2c14e);
    outline-offset: -4px;
  }
  .mark {
    position: absolute;
    right: 3px;
    bottom: 1px;
    font-style: normal;
    font-size: calc(var(--card-w) * 0.22);
    color: var(--pt-card-ink, #2a2a33);
  }
  .card.small {
    --card-w: calc(var(--base-w) * 0.6);
  }
  .card.tiny {
    --card-w: 26px;
  }
  .card.tiny small {
    display: none;
  }
  .card.bonus {
    --suit: var(--pt-bonus, #3d4451);
    background: var(--pt-bonus-face, #eef0f3);
  }
  .card.bonus.public {
    --suit: var(--pt-bonus-public, #9a6b00);
    background: var(--pt-bonus-public-face, #fff3d1);
  }
  .card.bonus b {
    font-size: calc(var(--card-w) * 0.36);
  }
  .card.bonus small {
    order: -1;
    font-size: calc(var(--card-w) * 0.15);
  }
  .card.tiny.bonus small {
    display: none;
  }
  button.card.bonus[aria-pressed='true'] {
    outline: 3px solid var(--pt-focus, #7cc4ff);
  }
  .stand-in {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    vertical-align: top;
  }
  .stand-in > .as {
    font-size: 0.62rem;
    line-height: 1.1;
    white-space: nowrap;
    color: var(--pt-muted, #b8c6d6);
  }
  /* A Void or a Plain 0 in the hand, drawn by the hand's own card: its face named. */
  .card.s-V,
  .card.s-P {
    --suit: var(--pt-bonus, #3d4451);
    background: var(--pt-bonus-face, #eef0f3);
  }
  .card.s-V b {
    font-size: 0;
  }
  .card.s-V b::before {
    content: 'V';
    font-size: calc(var(--card-w) * 0.36);
  }
  .card.s-V small::before {
    content: 'Void';
  }
  .card.s-P small::before {
    content: 'Plain';
  }
  .s-E { --suit: var(--s-E); }
  .s-F { --suit: var(--s-F); }
  .s-W { --suit: var(--s-W); }
  .s-A { --suit: var(--s-A); }
  .s-M { --suit: var(--s-M); }
`;
