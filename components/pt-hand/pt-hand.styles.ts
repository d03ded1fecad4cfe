import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
    container-type: inline-size;
    --_w: var(--pt-card-width, 64px);
  }
  .ruler {
    height: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: calc(var(--_w) * 0.22) calc(var(--_w) * 0.1) calc(var(--_w) * 0.08);
    display: flex;
    flex-wrap: wrap;
    /* From the left: playing a card moves only the cards after it. */
    justify-content: flex-start;
    row-gap: calc(var(--_w) * 0.2);
  }
  /* Overlap more when the cards would not fit on one line, but keep each corner visible (30% of a card). */
  li {
    position: relative;
    margin-left: max(
      calc(var(--_w) * -0.7),
      min(
        calc(var(--_w) * var(--pt-hand-overlap, -0.28)),
        calc((100cqw - var(--_w) * var(--_n) - var(--_w) * 0.3) / max(var(--_n) - 1, 1))
      )
    );
  }
  li:first-child,
  li.break + li {
    margin-left: 0;
  }
  li.break {
    flex-basis: 100%;
    height: 0;
    margin: 0;
  }
  /* A card lifts when hovered or focused but never comes in front of the next: the part of each
     card that shows (its corner) stays where the pointer expects it. */
  ul.waiting {
    --pt-card-disabled-filter: none;
    --pt-card-disabled-veil: transparent;
  }
  .empty-line {
    position: relative;
    display: grid;
    place-items: center;
    padding: calc(var(--_w) * 0.22) 0 calc(var(--_w) * 0.08);
  }
  .spacer {
    visibility: hidden;
  }
  .empty-line .empty {
    position: absolute;
  }
  .empty {
    margin: 0;
    padding: 12px;
    text-align: center;
    opacity: 0.75;
    font-style: italic;
  }
`;
