import { css } from 'lit';

/**
 * The viewer's panel: the header, the hand and the tray, each a fixed height. The sorted hand is
 * one line of cards placed by transforms (closer together when they would not fit); the tray
 * scrolls inside. Wide: the tray beside the header and hand. Narrower (the `secrets` container
 * under 860px, a phone): the header's title and points, the hand, what to do, the header's
 * buttons, then the tray.
 */
export const playerStyles = css`
  .player {
    position: relative;
    --lift: 10px;
    --hand-h: calc(var(--card-w) * 1.4 + var(--lift) + 4px);
    --head-h: 34px;
    --say-h: 2.7em;
    display: grid;
    grid-template-columns: minmax(0, 1fr) 320px;
    grid-template-rows: var(--head-h) var(--hand-h) var(--say-h);
    grid-template-areas: 'head tray' 'hand tray' 'say tray';
    column-gap: 16px;
    row-gap: 4px;
    padding: 10px 14px;
  }
  .player.active {
    box-shadow: inset 0 0 0 2px var(--pt-turn, #ffd166);
  }
  .player header {
    grid-area: head;
    display: flex;
    align-items: center;
    gap: 8px 14px;
    min-width: 0;
    white-space: nowrap;
  }
  .player h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  /* Two lines at most, between its words, when the header is short of room. */
  .best {
    flex: 1;
    min-width: 0;
    white-space: normal;
    line-height: 1.15;
  }
  .tools {
    display: flex;
    gap: 6px;
    flex: none;
  }
  .tools button {
    font-size: 0.88rem;
    padding: 4px 8px;
  }
  .hand-row {
    grid-area: hand;
    min-width: 0;
  }
  /* One line of cards, each placed by a transform: a card drawn or discarded slides the others. */
  .hand {
    position: relative;
    height: 100%;
    container-type: inline-size;
    --step: min(calc(var(--card-w) + 4px), calc((100cqw - var(--card-w)) / max(var(--n, 13) - 1, 1)));
  }
  .hand > .at {
    position: absolute;
    left: 0;
    top: var(--lift);
    transform: translateX(calc(var(--i) * var(--step)));
    transition: transform 250ms ease-out;
  }
  .groups {
    --card-w: calc(var(--base-w) * 0.66);
    list-style: none;
    margin: 0;
    padding: 2px 0 0;
    height: 100%;
    box-sizing: border-box;
    display: flex;
    gap: 8px;
    overflow: auto hidden;
    scrollbar-width: thin;
  }
  /* Wide, the two rows of groups are one line. */
  .groups > .row {
    display: contents;
  }
  .group {
    flex: none;
    display: grid;
    align-content: start;
    gap: 2px;
    padding: 4px 5px;
    border: 2px solid var(--pt-accent, #f2c14e);
    border-radius: 10px;
  }
  .group .cards {
    display: flex;
    gap: 2px;
  }
  .group > small {
    font-size: 0.75rem;
    white-space: nowrap;
  }
  .group.loose {
    border-style: dashed;
    border-color: var(--pt-border, #567);
  }
  /* What the host said and what to do now: two lines under the hand. */
  .say {
    grid-area: say;
    min-width: 0;
    overflow: hidden;
    line-height: 1.35em;
  }
  .say > p {
    margin: 0;
  }
  .tray {
    grid-area: tray;
    min-height: 0;
    overflow: hidden auto;
    /* Scrolled or not, what is at the top stays put while the panels below change height. */
    overflow-anchor: none;
    scrollbar-width: thin;
    display: grid;
    align-content: start;
    gap: 8px;
    padding-right: 2px;
  }
  .tray > * {
    margin: 0;
  }
  /* What asks for care now: a Public Bonus Card drawn, careless discards (Advanced Version). */
  .tray > .hint.public,
  .tray > .hint.careless {
    padding: 8px 12px;
    border-radius: 10px;
    border-left: 4px solid var(--pt-warning, #c9a23a);
    background: var(--pt-warning-bg, #4a3b12);
    color: inherit;
  }
  /* Three smaller lines kept from the start: the list of careless discards (three cards, most
     often fewer) fills it without moving anything under it. */
  .tray > .hint.careless {
    font-size: 0.875rem;
    min-height: calc(3lh + 16px);
    box-sizing: border-box;
  }
  .tray > .hint.careless.calm {
    border-left-color: var(--pt-border, #567);
    background: transparent;
    color: var(--pt-muted, #b8c6d6);
  }
  .message {
    font-weight: 600;
  }
  /* Laid over the top of the tray (its grid area), so its coming and going moves nothing. */
  .go-out {
    grid-area: tray;
    position: absolute;
    z-index: 3;
    top: 0;
    left: 0;
    right: 0;
    max-height: 100%;
    overflow: auto;
    box-sizing: border-box;
    padding: 10px;
    border-radius: 10px;
    background: var(--pt-ok-bg, #173d2a);
    border: 1px solid var(--pt-ok, #3fa36b);
    box-shadow: 0 10px 32px var(--pt-shadow, #0008);
  }
  .say button.link {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    padding: 0;
    text-decoration: underline;
    cursor: pointer;
  }
  .go-out > span {
    display: block;
    margin-top: 6px;
  }
  .go-out .loose .card,
  .go-out .meld .card {
    flex: none;
  }
  @container secrets (max-width: 860px) {
    .player {
      grid-template-columns: auto minmax(0, 1fr);
      grid-template-rows: var(--head-h) var(--hand-h) var(--say-h) auto 220px;
      grid-template-areas: 'title best' 'hand hand' 'say say' 'tools tools' 'tray tray';
      column-gap: 10px;
      row-gap: 6px;
      padding: 8px 10px;
    }
    .player header {
      display: contents;
    }
    .player h2 {
      grid-area: title;
      align-self: center;
      font-size: 1rem;
    }
    .best {
      grid-area: best;
      align-self: center;
      font-size: 0.85rem;
      white-space: nowrap;
    }
    .tools {
      grid-area: tools;
    }
  }
  /* A phone: the hand in rows of cards as wide as a fingertip (one row while they lie side by side,
     else two, each card whole or nearly so, or three a little closer past 18 cards); grouped, the
     melds in two rows that scroll sideways. All fit the same height. */
  @container secrets (max-width: 520px) {
    .player {
      --card-w: 44px;
      --lift: 6px;
      --head-h: 28px;
      --row-gap: 6px;
      /* Two rows of cards, or two rows of groups (a card, its caption and its frame: 72px each). */
      --hand-h: max(calc(var(--card-w) * 2.8 + var(--row-gap) + var(--lift) + 4px), 146px);
      padding: 8px;
    }
    .best .long {
      display: none;
    }
    .hand {
      --step: min(calc(var(--card-w) + 3px), calc((100cqw - var(--card-w)) / max(var(--per-row, 7) - 1, 1)));
    }
    /* Rows a card and a gap apart, or closer where three share the height. */
    .hand > .at {
      --row-step: min(var(--card-w) * 1.4 + var(--row-gap), (var(--hand-h) - var(--lift) - 4px - var(--card-w) * 1.4) / max(var(--rows, 2) - 1, 1));
      transform: translate(calc(var(--c) * var(--step)), calc(var(--r) * var(--row-step)));
    }
    .groups {
      --card-w: 33px;
      flex-direction: column;
      align-items: flex-start;
      gap: 2px;
      padding: 0;
    }
    .groups > .row {
      display: flex;
      gap: 6px;
      width: max-content;
    }
    .group {
      gap: 1px;
      padding: 1px 4px;
    }
    .group > small {
      font-size: 0.72rem;
      line-height: 1.15;
    }
    .tools button {
      font-size: 0.9rem;
      padding: 4px 8px;
    }
  }
`;
