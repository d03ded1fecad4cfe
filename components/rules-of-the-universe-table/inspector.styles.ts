import { css } from 'lit';

/** A card seen large: over the table, beside the card touched, the card on the left and its words on the right. */
export const inspectorStyles = css`
  .inspector {
    position: absolute;
    z-index: 8;
    left: 0;
    right: 0;
    top: var(--y);
    width: min(480px, calc(100% - 16px));
    margin: 0 auto;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 12px;
    padding: 12px;
    border-radius: 14px;
    background: var(--_panel);
    border: 2px solid var(--_accent);
    box-shadow: 0 12px 40px var(--pt-shadow, #0008);
  }
  .inspector.above {
    transform: translateY(-100%);
  }
  .inspector:focus {
    outline: none;
  }
  .inspector:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  .about {
    display: grid;
    align-content: start;
    gap: 6px;
    min-width: 0;
    font-size: 0.85rem;
    line-height: 1.3;
  }
  .about .title {
    font-size: 1.05rem;
    margin: 0;
  }
  .about .tag {
    font-size: 0.75rem;
    font-weight: 700;
    color: var(--pt-accent-ink, var(--_accent));
  }
  .uses {
    display: grid;
    gap: 5px;
  }
  .uses li {
    display: grid;
    grid-template-columns: 18px minmax(0, 1fr);
    gap: 6px;
    align-items: start;
  }
  .sign {
    display: grid;
    place-items: center;
    width: 18px;
    height: 18px;
    font-size: 0.9rem;
    color: #8e55c7;
  }
  .sign .icon {
    width: 16px;
    height: 16px;
  }
  .sign.atk {
    color: var(--_hurt);
  }
  .sign.def {
    color: var(--pt-focus, #7cc4ff);
  }
  .place {
    color: var(--_muted);
  }
  .acts {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
    margin-top: 2px;
  }
  .acts button {
    min-height: 34px;
    padding: 4px 14px;
    border-radius: 8px;
    border: 1px solid var(--pt-border, #567);
    background: transparent;
    color: inherit;
    font-weight: 600;
  }
  .acts button.primary {
    border-color: transparent;
    background: var(--_accent);
    color: var(--pt-accent-text, #1b1b1b);
    font-weight: 700;
  }
  .acts .why {
    flex: 1 1 100%;
    color: var(--_hurt);
  }
`;
