import { css } from 'lit';

/** The panels: places, tricks, objectives and refill set. Fixed sizes for what changes. */
export const panelStyles = css`
  .places,
  .deal,
  .objectives,
  .refill,
  .player {
    background: var(--_panel);
    border-radius: 12px;
    padding: 8px 10px;
  }
  h3 {
    font-size: 0.85rem;
    font-weight: 700;
    color: var(--_muted);
    margin-bottom: 4px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .note {
    font-weight: 400;
    font-size: 0.8rem;
    color: var(--_muted);
  }
  .places {
    display: grid;
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 6px;
    padding: 6px;
  }
  /* Name and VP; completed cards; flags: three lines, each cut to fit. */
  .place {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-rows: 1.3em 1.3em 1.3em;
    grid-template-areas: 'name vp' 'chips chips' 'flags flags';
    align-items: center;
    gap: 1px 6px;
    padding: 4px 8px;
    border-radius: 8px;
    border: 2px solid transparent;
    background: var(--pt-inset, #0d1b2a);
    font-size: 0.85rem;
    min-width: 0;
  }
  .place > * {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .place.acting {
    border-color: var(--_turn);
  }
  .place.you {
    background: var(--pt-highlight, #1a3350);
  }
  .place.winner {
    border-color: var(--_accent);
  }
  .place.dummy {
    opacity: 0.85;
    font-style: italic;
  }
  .name {
    font-weight: 700;
  }
  .dot {
    display: inline-block;
    width: 0.6em;
    height: 0.6em;
    border-radius: 50%;
    margin-right: 4px;
    background: var(--pt-online, #4cd387);
  }
  .dot.away {
    background: var(--pt-offline, #6b7886);
  }
  .place .name {
    grid-area: name;
  }
  .place .vp {
    grid-area: vp;
  }
  .place .chips {
    grid-area: chips;
  }
  .place .flags {
    grid-area: flags;
  }
  .place .note {
    grid-column: 1 / -1;
  }
  .you-mark {
    font-weight: 400;
    font-size: max(11px, 0.8em);
  }
  .chips {
    display: flex;
    gap: 3px;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding: 0 3px;
    border-radius: 4px;
    background: var(--pt-chip, #ffffff1f);
    font-size: max(11px, 0.75rem);
  }
  .chip .symbol-text {
    font-weight: 700;
  }
  .chip.none {
    background: transparent;
    color: var(--_muted);
  }
  .flags {
    display: flex;
    gap: 4px;
  }
  .flag {
    font-size: max(11px, 0.72rem);
    padding: 0 5px;
    border-radius: 999px;
    background: var(--pt-chip, #ffffff24);
  }
  .flag.to-play {
    background: var(--_turn);
    color: #1b1b1b;
  }

  /* Cards on the table and in the refill set: one size, empty places kept. */
  .deal,
  .refill {
    --pt-card-width: var(--_tw);
  }
  .deal {
    display: grid;
    gap: 6px;
  }
  .trick {
    border-radius: 8px;
    padding: 4px 6px;
    border: 1px dashed transparent;
  }
  .trick.current {
    border-color: var(--_turn);
  }
  .cards {
    display: flex;
    gap: 6px;
  }
  /* A row of cards placed by transforms over its empty places (row.ts). */
  .row {
    --_step: calc(var(--pt-card-width) + 6px);
    position: relative;
    width: calc(var(--places) * var(--_step) - 6px);
    height: calc(var(--pt-card-width) * 1.45);
  }
  .row .under {
    display: flex;
    gap: 6px;
  }
  .row .over {
    position: absolute;
    inset: 0;
  }
  .row .over li {
    position: absolute;
    top: 0;
    left: 0;
    transform: translateX(calc(var(--i) * var(--_step)));
    transition: transform var(--pt-motion, 250ms) ease-out;
  }
  .play {
    display: grid;
    justify-items: center;
    width: calc(var(--_tw) + 6px);
    font-size: max(11px, 0.72rem);
  }
  .play .who {
    max-width: 100%;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .play.dummy .who {
    font-style: italic;
  }
  .slot {
    display: grid;
    place-items: center;
    width: var(--pt-card-width);
    height: calc(var(--pt-card-width) * 1.45);
    border-radius: calc(var(--pt-card-width) * 0.12);
    border: 1px dashed var(--pt-line, #ffffff33);
  }

  .objectives ul {
    display: grid;
    gap: 4px;
  }
  /* Whose rule, its state and why, in one flow of three lines: every row one height, so a reason
     that changes moves nothing. */
  .objective {
    height: calc(var(--_lines, 3) * 1.3em + 6px);
    padding: 3px 6px;
    border-left: 4px solid var(--pt-line, #ffffff33);
    border-radius: 4px;
    background: var(--pt-inset, #0d1b2a);
    font-size: 0.82rem;
    line-height: 1.3em;
    overflow-y: auto;
  }
  .objective .owner {
    font-weight: 700;
  }
  .objective .reason {
    color: var(--_muted);
  }
  .objective.met {
    border-left-color: var(--_ok);
  }
  .objective.unmet {
    border-left-color: var(--_bad);
  }
  .objective.blank {
    background: transparent;
    border-left-color: transparent;
  }
  .state {
    font-weight: 700;
  }
  .objective .state {
    margin: 0 2px;
    font-size: max(11px, 0.75rem);
    white-space: nowrap;
    padding: 0 5px;
    border-radius: 999px;
    background: var(--pt-chip, #ffffff24);
  }
  .objective.met .state {
    background: var(--pt-ok-bg, #173d2a);
  }
  .objective.unmet .state {
    background: var(--pt-danger-bg, #5a1d24);
  }

  .refill .row + .row {
    margin-top: 4px;
  }
  .refill.taking {
    outline: 2px solid var(--pt-card-playable, #7df0b0);
  }
  .piles {
    margin-top: 4px;
    font-size: 0.78rem;
    color: var(--_muted);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
