import { css } from 'lit';
import { visuallyHidden } from '../shared/visually-hidden.styles.js';

/** The Intermediate Version's panels: exposed melds, the meld guide, the claim window's countdown, bumps and the Duels. */
export const panelStyles = css`
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .exposed {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .held .exposed,
  .held .exposed .cards {
    flex-wrap: nowrap;
  }
  .exposed-meld,
  .meld-toggle {
    display: grid;
    justify-items: start;
    gap: 2px;
  }
  .exposed-meld .cards,
  .meld-toggle .cards {
    gap: 1px;
  }
  .own-exposed h3,
  .guide h3 {
    margin: 0 0 6px;
    font-size: 0.95rem;
  }
  .own-exposed h3 {
    margin: 0 0 4px;
  }
  .sr {
    ${visuallyHidden}
  }
  .meld-toggle {
    position: relative;
    font: inherit;
    color: inherit;
    padding: 6px;
    border-radius: 10px;
    border: 2px solid var(--pt-border, #567);
    background: transparent;
    cursor: pointer;
  }
  .meld-toggle[aria-pressed='true'] {
    border-color: var(--pt-accent, #f2c14e);
    background: var(--pt-chip, #ffffff1f);
  }
  /* The meld guide keeps one height, live or idle: its title and buttons, then what is selected and the verdict. */
  .guide {
    flex: none;
    box-sizing: border-box;
    height: 116px;
    display: grid;
    grid-template-rows: auto minmax(0, 1fr);
    gap: 6px;
    padding: 8px 10px;
    border-radius: 10px;
    border: 1px solid var(--pt-border, #567);
    background: var(--pt-inset, #0d1b2a);
    overflow: hidden;
  }
  .guide-head {
    height: 30px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .guide h3 {
    margin: 0;
  }
  .guide .actions {
    flex-wrap: nowrap;
  }
  .guide .actions button {
    padding: 4px 12px;
  }
  .guide-body {
    min-height: 0;
    overflow: hidden auto;
    scrollbar-width: thin;
  }
  .guide p {
    margin: 0 0 4px;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 6px;
    align-items: center;
    font-size: 0.92rem;
  }
  .guide.idle .verdict {
    color: var(--pt-muted, #b8c6d6);
  }
  .verdict.valid {
    color: var(--pt-text, #e8eef5);
  }
  .mark-ok {
    color: var(--pt-ok, #3fa36b);
    font-weight: 700;
  }
  .mark-no {
    color: var(--pt-danger, #c2505c);
    font-weight: 700;
  }
  .hint-text {
    color: var(--pt-muted, #b8c6d6);
  }
  .chip-meld {
    font-size: 0.85rem;
    padding: 1px 8px;
    border-radius: 99px;
    background: var(--pt-chip, #ffffff1f);
  }
  .actions,
  .set-aside {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  /* Over the top of the felt: opening a window moves nothing on the table. */
  .felt-wrap {
    position: relative;
  }
  .claim-slot {
    position: absolute;
    z-index: 5;
    top: 8px;
    left: 50%;
    transform: translateX(-50%);
    box-sizing: border-box;
    width: min(560px, calc(100% - 16px));
    display: flex;
    box-shadow: 0 10px 32px var(--pt-shadow, #0008);
    border-radius: 14px;
  }
  .claim {
    flex: 1;
    display: flex;
    align-items: center;
    margin: 0;
    gap: 12px;
    padding: 8px 14px;
    border: 2px solid var(--pt-warning, #c9a23a);
  }
  .claim h2 {
    margin: 0;
    font-size: 1rem;
  }
  .claim .actions {
    align-items: center;
  }

  .claim.mine {
    border-color: var(--pt-turn, #ffd166);
  }
  .claim-body {
    flex: 1;
    display: grid;
    gap: 6px;
  }
  .claim .hint {
    margin: 0;
  }
  .countdown {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .bar {
    flex: 1;
    height: 8px;
    border-radius: 99px;
    background: var(--pt-chip, #ffffff1f);
    overflow: hidden;
  }
  .bar > span {
    display: block;
    height: 100%;
    background: var(--pt-turn, #ffd166);
    transition: width 0.2s linear;
  }
  .seconds {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    min-width: 2.5em;
    text-align: right;
  }
  .bumps {
    list-style: none;
    margin: 0;
    padding: 8px 12px;
    border-radius: 10px;
    background: var(--pt-warning-bg, #4a3b12);
  }
  .bumps .cards {
    display: inline-flex;
    vertical-align: middle;
  }
  .duel {
    padding: 8px 14px;
    margin: 0;
  }
  .duel summary {
    cursor: pointer;
    font-weight: 600;
  }
  .duel h3 {
    margin: 10px 0 4px;
    font-size: 1rem;
  }
  .rounds,
  .duel-cards {
    list-style: none;
    margin: 6px 0 0;
    padding: 0;
  }
  .duel-cards {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
  .duel-cards li {
    display: grid;
    justify-items: center;
    gap: 2px;
    font-size: 0.85rem;
  }
  .duel-cards li.win .who {
    color: var(--pt-accent-ink, var(--pt-accent, #f2c14e));
    font-weight: 700;
  }
  .tag {
    font-size: 0.75rem;
    padding: 0 6px;
    border-radius: 99px;
    border: 1px solid var(--pt-border, #567);
  }
  .face-up {
    color: var(--pt-accent-ink, var(--pt-accent, #f2c14e));
  }
  @container secrets (max-width: 560px) {
    .claim {
      align-items: flex-start;
    }
    /* Narrow, the guide's words take more lines: room for them and a row of cards. */
    .guide {
      height: 150px;
    }
  }
  /* What melds score (the Basic Version's tray). */
  .reference {
    padding: 8px 10px;
    border-radius: 10px;
    border: 1px solid var(--pt-border, #567);
    background: var(--pt-inset, #0d1b2a);
    font-size: 0.8rem;
    line-height: 1.3;
  }
  .reference h3 {
    margin: 0 0 4px;
    font-size: 0.95rem;
  }
  .reference p {
    margin: 0 0 3px;
    color: var(--pt-muted, #b8c6d6);
  }
  .reference strong {
    color: var(--pt-text, #e8eef5);
  }
`;
