import { css } from 'lit';

/**
 * A phone, the cards and your hand: cards of 76 × 82 px with their names in a narrower type, the
 * hand in two lines (more for a very large hand) so that every card keeps 32 px or more to tap, the
 * picked card's actions on smaller buttons, and the reader lying over the felt, the card large,
 * while a card is read.
 */
export const narrowHandStyles = css`
  @container c8 (max-width: 640px) {
    /* The picked card's actions: its name is in the reader; two lines of smaller buttons. */
    .actions {
      height: 48px;
    }
    .say {
      max-height: 48px;
      gap: 4px 6px;
    }
    .say.do > b,
    .say .colour-name {
      display: none;
    }
    .say button,
    .say .colour,
    .end {
      padding: 2px 9px;
      line-height: 1.3;
      min-height: 30px;
    }
    /* The names in a narrower type, so that the longest word fits the card. */
    .face .name {
      padding: 3px 3px 0 4px;
      font-size: 11px;
      font-stretch: condensed;
    }
    .face .kind {
      padding: 0 4px 2px;
      font-stretch: condensed;
    }
    .corner {
      padding: 1px 4px;
    }
    .art {
      display: none;
    }
    .rank {
      font-size: 15px;
    }
    .syms {
      font-size: 13px;
    }
    /* The hand in two lines (more for a very large hand), each card with 32 px or more to tap. */
    .hand {
      --_pad: 0px;
      --_stepx: min(calc(var(--card-w) + 4px), calc((100cqw - var(--card-w)) / max(var(--per) - 1, 1)));
      --_stepy: calc((var(--card-h) + 4px) / max(var(--rows) - 1, 1));
      height: calc(var(--card-h) * 2 + 12px);
    }
    .hand li {
      top: 8px;
      transform: translate(calc(var(--col) * var(--_stepx)), calc(var(--row) * var(--_stepy)));
    }
    .hand .card[aria-pressed='true'] {
      transform: translateY(-6px);
    }
    /* What a card may do: its first action only, above its kind. */
    .can {
      left: 4px;
      bottom: 17px;
    }
    .can i.d + i.p {
      display: none;
    }
    /* The reader: over the felt, the card large, while a card is read. */
    .reader {
      z-index: 3;
      align-self: stretch;
      height: auto;
      padding: 8px;
      border-radius: 14px;
      box-shadow: 0 6px 18px var(--pt-shadow, #0009);
      --card-w: 100px;
    }
    .reader.empty {
      display: none;
    }
    .reader .face {
      align-self: stretch;
      height: auto;
      grid-template-rows: auto minmax(0, 1fr) auto;
      background: var(--c8-face);
    }
    .reader .face .name,
    .reader .face .kind,
    .reader .face .art {
      display: block;
    }
    .reader .face .art {
      right: 0;
      left: 0;
      bottom: 28%;
      text-align: center;
      font-size: 52px;
    }
    .reader .face .name {
      font-size: 13px;
      font-stretch: normal;
      padding: 4px 6px 0;
    }
    .reader .face .corner {
      flex-direction: row;
      align-items: baseline;
      height: auto;
      padding: 2px 6px;
    }
    .reader .face .syms {
      margin-left: auto;
    }
    .reader .face .rank {
      font-size: 18px;
    }
    .reader .words {
      flex: 1;
      min-width: 0;
      padding-right: 30px;
      font-size: 0.85rem;
    }
    .reader .close {
      display: grid;
      place-items: center;
      position: absolute;
      top: 6px;
      right: 6px;
      width: 32px;
      height: 32px;
      border-radius: 50%;
      border: 1px solid var(--pt-border, #567);
      background: var(--pt-chip, #ffffff1f);
      font-size: 0.9rem;
    }
  }
`;
