import { css } from 'lit';

/**
 * The players' panels, one size whatever they hold: the portrait on the left of the name and the
 * character, health on the right, a row of chips (every card the player owns, placed by
 * transforms) and a foot of two lines at most.
 */
export const playerStyles = css`
  .players {
    display: grid;
    grid-template-columns: repeat(var(--cols, 3), minmax(0, 1fr));
    gap: 6px;
  }
  .player {
    position: relative;
    display: grid;
    grid-template-columns: 42px minmax(0, 1fr) auto;
    grid-template-rows: 21px 19px calc(var(--rotu-chip-width) * 1.3) 26px;
    grid-template-areas: 'face name life' 'face char bar' 'owned owned owned' 'foot foot foot';
    column-gap: 8px;
    row-gap: 3px;
    padding: 4px 8px;
    border-radius: 10px;
    background: var(--_panel);
    border: 2px solid transparent;
    min-width: 0;
  }
  .player.you {
    border-color: var(--pt-line, #ffffff30);
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
  .player.dead .who {
    text-decoration: line-through;
  }
  .player.dead .face {
    filter: grayscale(1);
  }
  .face {
    all: unset;
    grid-area: face;
    box-sizing: border-box;
    width: 42px;
    height: 42px;
    border-radius: 8px;
    overflow: hidden;
    cursor: zoom-in;
    box-shadow: 0 1px 3px var(--pt-shadow, #0006);
  }
  .face .portrait {
    display: block;
    width: 100%;
    height: 100%;
  }
  .face:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }
  .face.none {
    display: grid;
    place-items: center;
    background: var(--pt-chip, #ffffff1f);
    color: var(--_muted);
    font-size: 1.3rem;
    font-weight: 800;
    cursor: default;
    box-shadow: none;
  }
  .name {
    grid-area: name;
    display: flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    white-space: nowrap;
    font: 700 0.95rem / 1.2 var(--_names);
    font-stretch: condensed;
  }
  .name small {
    font-size: 0.8rem;
    font-weight: 600;
    color: var(--_muted);
  }
  .lucky {
    display: inline-flex;
    align-items: center;
    gap: 3px;
    margin-left: 4px;
    font-size: 0.75rem;
    font-weight: 700;
  }
  .lucky .icon {
    width: 15px;
    height: 15px;
  }
  .lucky.off {
    visibility: hidden;
  }
  .char {
    grid-area: char;
    min-width: 0;
    white-space: nowrap;
    color: var(--_muted);
    font: 600 0.8rem / 1.2 var(--_names);
    font-stretch: condensed;
  }
  .dot {
    flex: none;
    display: inline-block;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: var(--pt-offline, #6b7886);
  }
  .dot.online {
    background: var(--pt-online, #4cd387);
  }
  .life {
    grid-area: life;
    justify-self: end;
    display: inline-flex;
    align-items: baseline;
    gap: 2px;
    font-variant-numeric: tabular-nums;
    color: var(--_hurt);
    font-size: 0.8rem;
  }
  .life .icon {
    width: 13px;
    height: 13px;
    align-self: center;
  }
  .life b {
    min-width: 1.3em;
    text-align: right;
    font-size: 1.05rem;
    color: var(--pt-text, #eef3f8);
  }
  .life .max {
    color: var(--_muted);
  }
  .life.none,
  .health-bar.none {
    visibility: hidden;
  }
  .health-bar {
    grid-area: bar;
    align-self: center;
    width: 64px;
    height: 7px;
    border-radius: 4px;
    background: var(--pt-chip, #ffffff22);
    overflow: hidden;
  }
  .health-bar > span {
    display: block;
    height: 100%;
    background: linear-gradient(90deg, #e2535f, #f28b6a);
    transition: width 300ms ease-out;
  }
  /* The chips: every card a player owns, placed by transforms so nothing moves in the layout when one leaves. */
  .owned {
    grid-area: owned;
    position: relative;
    min-width: 0;
  }
  .owned rotu-card {
    position: absolute;
    top: 0;
    left: 0;
    transform: translateX(calc(var(--i) * (var(--rotu-chip-width) + 2px)));
  }
  .owned .piles rotu-card {
    left: auto;
    right: 0;
    transform: translateX(calc(var(--i) * -1 * (var(--rotu-chip-width) + 2px)));
  }
  .out {
    position: absolute;
    z-index: 1;
    left: 50%;
    top: 50%;
    transform: translate(-50%, -50%);
    padding: 2px 10px;
    border-radius: 6px;
    background: var(--pt-danger-bg, #5a1d24);
    border: 1px solid var(--_bad);
    color: var(--pt-text, #eef3f8);
    font-weight: 700;
    font-size: 0.85rem;
    white-space: nowrap;
  }
  .foot {
    grid-area: foot;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    min-width: 0;
    font: 0.75rem / 1.15 var(--_names);
    font-stretch: condensed;
    color: var(--_muted);
  }
  .purse,
  .counts {
    flex: none;
    font-variant-numeric: tabular-nums;
  }
  .purse .label {
    font-weight: 700;
  }
  .hit {
    min-width: 0;
    margin-left: auto;
    text-align: right;
  }
  .aim {
    flex: 0 1 auto;
    min-width: 0;
    min-height: 24px;
    padding: 2px 10px;
    border-radius: 8px;
    border: 1px solid var(--pt-border, #567);
    background: transparent;
    color: inherit;
    font: 600 0.8rem / 1.1 var(--_names);
    font-stretch: condensed;
    white-space: nowrap;
    margin-left: auto;
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
    top: 10px;
    left: 10px;
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
