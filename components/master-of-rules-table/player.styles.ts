import { css } from 'lit';

/** The viewer's bar: the prompt, the numerical cards (pt-hand) and the rule cards, one size whatever they hold. */
export const playerStyles = css`
  .player {
    display: grid;
    align-content: start;
    gap: 2px;
    --pt-card-width: var(--_hw);
  }
  .player.active {
    outline: 2px solid var(--_turn);
  }
  .prompt {
    height: 1.3em;
    font-weight: 700;
    color: var(--pt-accent-ink, var(--_turn));
    font-size: 0.9rem;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .prompt.idle {
    visibility: hidden;
  }
  .hands {
    display: flex;
    align-items: end;
    gap: 8px;
  }
  /* Four cards at pt-hand's own overlap, and its side padding. */
  pt-hand {
    flex: none;
    width: calc(var(--_hw) * 3.4);
  }
  .rules {
    padding-top: calc(var(--_hw) * 0.22);
    padding-bottom: calc(var(--_hw) * 0.08);
  }
`;
