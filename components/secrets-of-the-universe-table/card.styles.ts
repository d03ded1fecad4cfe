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
 * A Secrets of the Universe card: its rank in its suit's colour, under it the suit's name (or, on a
 * card too narrow for the name, the suit's sign), the mark of a taken card in its top corner. A Bonus
 * Card (Advanced): its sign under its name (the sign alone on a narrow card), Private ones on grey,
 * Public ones on gold; a 0 or Divinity in a meld says under it what it stands for. Each card is a
 * size container: its words are sized by its own width, never under 11px.
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
    container: card / inline-size;
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
    font-size: max(11px, 42cqw);
    line-height: 1;
  }
  .card small {
    order: 2;
    font-size: max(11px, 17cqw);
    line-height: 1.2;
    color: inherit;
    font-weight: 600;
  }
  /* (Drawn inside their box: a sign is no window onto anything larger.) */
  .card .sign,
  .card .mark {
    overflow: visible;
  }
  .card .sign {
    order: 1;
    display: none;
    width: max(8px, 32cqw);
    margin-top: 6cqw;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.7;
    stroke-linejoin: round;
  }
  .card.s-M .sign {
    fill: currentColor;
    stroke: none;
  }
  /* Too narrow for the suit's name at a readable size: its sign instead. */
  @container card (width < 42px) {
    .card > small {
      display: none;
    }
    .card > .sign {
      display: block;
    }
  }
  .card.taken {
    outline: 2px dashed var(--pt-accent, #f2c14e);
    outline-offset: -4px;
  }
  .mark {
    position: absolute;
    top: 1px;
    right: 1px;
    width: max(10px, 22cqw);
    aspect-ratio: 1;
  }
  .mark circle {
    fill: var(--pt-card-face, #fbf8ef);
  }
  .mark path {
    fill: none;
    stroke: var(--pt-card-ink, #2a2a33);
    stroke-width: 1.6;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .card.small {
    --card-w: calc(var(--base-w) * 0.6);
  }
  .card.tiny {
    --card-w: 28px;
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
    font-size: max(11px, 36cqw);
  }
  .card.bonus small {
    order: -1;
    font-size: 11px;
  }
  /* Too narrow for a Bonus Card's name ("Divinity") at a readable size: its sign alone, larger. */
  @container card (width < 58px) {
    .card.bonus > small {
      display: none;
    }
    .card.bonus > b {
      font-size: max(11px, 50cqw);
    }
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
    font-size: 0.7rem;
    line-height: 1.15;
    white-space: nowrap;
    color: var(--pt-muted, #b8c6d6);
  }
  .s-E { --suit: var(--s-E); }
  .s-F { --suit: var(--s-F); }
  .s-W { --suit: var(--s-W); }
  .s-A { --suit: var(--s-A); }
  .s-M { --suit: var(--s-M); }
`;
