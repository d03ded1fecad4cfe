import { css } from 'lit';

/** The players' panels: name, character, health (and what lands on it), the Lucky Coin, coins, and their cards placed by transforms. */
export const playerStyles = css`
  .players {
    display: grid;
    grid-template-columns: repeat(var(--cols, 3), minmax(0, 1fr));
    gap: 6px;
  }
  .player {
    position: relative;
    display: grid;
    grid-template-rows: 1.5em calc(var(--rotu-chip-width) * 1.25) calc(var(--rotu-chip-width) * 1.25) 1.6em;
    gap: 3px;
    padding: 4px 8px;
    border-radius: 10px;
    background: var(--_panel);
    border: 2px solid transparent;
    min-width: 0;
  }
  .player.you {
    border-color: #ffffff30;
  }
  .player.acting {
    border-color: var(--_turn);
  }
  .player.attacker {
    border-color: var(--_bad);
  }
  .player.target {
    box-shadow: 0 0 0 2px var(--_bad) inset;
  }
  .player.targetable {
    border-color: var(--pt-card-playable, #7df0b0);
  }
  .player.winner {
    border-color: var(--_accent);
  }
  .player.dead {
    background: var(--pt-danger-bg, #5a1d24);
  }
  .player.dead .name {
    text-decoration: line-through;
  }
  .head {
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    white-space: nowrap;
  }
  .name {
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    flex: 0 1 auto;
    min-width: 2em;
    max-width: 55%;
  }
  .who {
    flex: 1 1 0;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    color: var(--_muted);
    font-size: 0.85rem;
  }
  .lucky.off {
    visibility: hidden;
  }
  .lucky {
    flex: none;
    padding: 0 6px;
    border-radius: 999px;
    background: var(--_accent);
    color: #1b1b1b;
    font-size: 0.75rem;
    font-weight: 700;
  }
  .dot {
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-right: 4px;
    border-radius: 50%;
    background: var(--pt-offline, #6b7886);
  }
  .dot.online {
    background: var(--pt-online, #4cd387);
  }
  .life {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 3px;
    font-variant-numeric: tabular-nums;
    color: var(--_hurt);
  }
  .life svg {
    width: 0.9em;
    height: 0.9em;
  }
  .life b {
    display: inline-block;
    min-width: 1.4em;
    text-align: right;
    color: var(--pt-text, #eef3f8);
  }
  .life .bar {
    width: 52px;
    height: 6px;
    border-radius: 3px;
    background: #ffffff22;
    overflow: hidden;
  }
  .life .bar > span {
    display: block;
    height: 100%;
    background: linear-gradient(90deg, #e2535f, #f28b6a);
    transition: width 300ms ease-out;
  }
  /* Small cards placed by transforms: none moves in the layout when another leaves. */
  .row {
    position: relative;
    min-width: 0;
    overflow: hidden;
  }
  .row rotu-card {
    position: absolute;
    top: 0;
    left: 0;
    transform: translateX(calc(var(--i) * (var(--rotu-chip-width) + 2px)));
  }
  .pile.exhausted rotu-card {
    left: auto;
    right: 0;
    transform: translateX(calc(var(--i) * -1 * (var(--rotu-chip-width) + 2px)));
  }
  rotu-card.discarded {
    --rotu-face: #d6d0c2;
  }
  rotu-card.exhausted {
    --rotu-face: #9c978d;
    --rotu-atk: #1d1d24;
    --rotu-def: #1d1d24;
  }
  .out {
    position: absolute;
    z-index: 1;
    right: 0;
    top: 50%;
    transform: translateY(-50%);
    padding: 0 6px;
    border-radius: 6px;
    background: var(--pt-danger-bg, #5a1d24);
    color: inherit;
    font-weight: 700;
    font-size: 0.85rem;
  }
  .foot {
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    font-size: 0.75rem;
    color: var(--_muted);
    white-space: nowrap;
  }
  .purse {
    flex: none;
    font-variant-numeric: tabular-nums;
  }
  .hit {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .aim {
    flex: none;
    max-width: 60%;
    overflow: hidden;
    text-overflow: ellipsis;
    padding: 1px 10px;
    border-radius: 8px;
    border: 1px solid var(--pt-border, #567);
    background: transparent;
    color: inherit;
  }
  .aim.lit {
    border-color: transparent;
    background: var(--pt-card-playable, #7df0b0);
    color: #10261a;
    font-weight: 700;
  }
  .aim.barred {
    cursor: not-allowed;
  }
  .flash {
    position: absolute;
    top: 2px;
    right: 8px;
    padding: 0 6px;
    border-radius: 6px;
    font-weight: 800;
    font-size: 1.1rem;
    pointer-events: none;
    animation: flash 1600ms ease-out forwards;
  }
  .flash.hurt {
    background: var(--_bad);
    color: #fff;
  }
  .flash.heal {
    background: var(--_ok);
    color: #fff;
  }
  @keyframes flash {
    0% {
      opacity: 0;
      transform: translateY(6px) scale(0.8);
    }
    15% {
      opacity: 1;
      transform: translateY(0) scale(1.1);
    }
    80% {
      opacity: 1;
    }
    100% {
      opacity: 0;
      transform: translateY(-8px);
    }
  }
`;
