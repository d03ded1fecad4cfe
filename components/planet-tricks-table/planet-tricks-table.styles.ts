import { css } from 'lit';
import { reducedMotion } from '../shared/theme.styles.js';
import { resultsOverlayStyles } from '../shared/results-overlay.js';
import { lookStyles } from './look.js';
import { panelStyles } from './panels.styles.js';
import { responsiveStyles } from './responsive.styles.js';

/** The table element's own layout: host, grid, status bar, the ring of seats and the trick. */
const core = css`
  :host {
    display: block;
    container: pt-table / inline-size;
    color: var(--pt-text, #eef3f8);
    font-family: var(--pt-font, system-ui, sans-serif);
    --_panel: var(--pt-panel, #0f2136e6);
    --_muted: var(--pt-muted, #c4d0de);
    --_accent: var(--pt-accent, #f2c14e);
    --_accent-ink: var(--pt-accent-ink, var(--_accent));
    --_turn: var(--pt-turn, #ffd166);
  }
  * {
    box-sizing: border-box;
  }
  .table {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'status status' 'ring rail' 'player rail' 'news news';
    position: relative;
    align-items: start;
    gap: 10px;
    padding: 10px;
    border-radius: 18px;
    background: var(--pt-table-bg, var(--pt-bg, radial-gradient(ellipse at 50% 0%, #15294a, #0a1424 70%)));
  }
  h2,
  h3,
  p,
  figure,
  ul {
    margin: 0;
  }
  ul {
    list-style: none;
    padding: 0;
  }
  button {
    font: inherit;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid var(--pt-focus, #7cc4ff);
    outline-offset: 2px;
  }

  /* Status bar */
  .status {
    grid-area: status;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px 12px;
    padding: 2px 4px;
  }
  .where {
    font-size: 1.05rem;
    font-weight: 700;
    letter-spacing: 0.02em;
  }
  /* One height whoever's turn it is, so the table below never moves. */
  /* One size whatever it says ("Your turn", "Waiting for …"), so nothing beside it moves: room for
     the longest it always says, "Dealing the next round", in a wide font (DejaVu Sans Bold: 14.8em). */
  .turn {
    box-sizing: border-box;
    height: 2em;
    line-height: 2em;
    width: 15.5em;
    max-width: 100%;
    flex: none;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    /* From the left: its words change, where they start does not. */
    text-align: left;
    padding: 0 14px;
    border-radius: 999px;
    background: var(--pt-chip, #ffffff1f);
    font-weight: 600;
  }
  .turn.mine {
    background: var(--_turn);
    color: var(--pt-accent-text, #1d1600);
    font-weight: 800;
    box-shadow: 0 0 16px color-mix(in srgb, var(--_turn) 47%, transparent);
  }

  /* Table area: zones that never overlap (see layout.ts). The top band and the side columns hold
     the badges, the caption band the trick caption, and the trick sits in what is left, its cards
     spaced in card widths (--_dx) and card rows (--_dy) around its centre. */
  .ring {
    grid-area: ring;
    position: relative;
    --pt-card-width: var(--pt-trick-card-width, 66px);
    --_cap: 18px;
    --_fh: calc(var(--pt-card-width) * 1.45 + 3px + var(--_cap));
    --_dx: calc(var(--pt-card-width) + 14px);
    --_dy: calc(var(--_fh) + 8px);
    --_edge: 6px;
    --_gap: 10px;
    --_band-h: 76px;
    --_top: calc(var(--_band, 1) * var(--_band-h) + 8px);
    --_bottom: 46px;
    --_half: calc(var(--_spread, 1.15) * var(--_dx) + var(--pt-card-width) / 2);
    --_ext: calc(var(--_reach, 0.5) * var(--_dy) + var(--_fh) / 2);
    height: var(
      --pt-ring-height,
      max(
        calc(clamp(380px, 38cqw, 460px) + var(--_more, 0) * 20px),
        calc(var(--_top) + var(--_bottom) + 2 * var(--_ext) + 12px)
      )
    );
  }
  .felt {
    position: absolute;
    inset: 10% 13% 5%;
    border-radius: 50%;
    background: var(--pt-felt, radial-gradient(ellipse at 50% 42%, #22795a, #12523b 55%, #0b3627));
    border: 10px solid var(--pt-felt-edge, #152a44);
    box-shadow: inset 0 0 40px #0009, 0 10px 30px var(--pt-shadow, #0008), 0 0 0 2px var(--pt-line, #ffffff14);
    /* A layer of its own, drawn once: the cards played over it then redraw without its blurred
       shadows under them (a third less drawing per move without a GPU). */
    will-change: transform;
  }
  .seat {
    position: absolute;
    z-index: 2;
    width: max-content;
  }
  .seat.top {
    left: var(--x);
    top: 8px;
    max-width: calc(var(--w, 100%) - 4px);
    transform: translateX(calc(-50% - 50% * var(--cx)));
  }
  /* A side badge stays left (or right) of the trick, however narrow the ring: its stats wrap. */
  .seat.side {
    left: calc(50% + var(--cx) * (50% - var(--_edge)));
    top: var(--y);
    max-width: calc(50% - var(--_half) - var(--_gap) - var(--_edge));
    transform: translate(calc(-50% - 50% * var(--cx)), calc(-50% - 50% * var(--ay)));
  }
  .trick {
    position: absolute;
    inset: 0;
  }
  .play {
    position: absolute;
    z-index: 1;
    left: calc(50% + var(--px) * var(--_dx));
    top: calc((var(--_top) + 100% - var(--_bottom)) / 2 + var(--py) * var(--_dy));
    transform: translate(-50%, -50%);
    display: grid;
    justify-items: center;
    gap: 3px;
  }
  /* A name may be wider than its card where the next card leaves room ("Cyd (bot)" in full), and
     wraps between its words beyond that. */
  .play figcaption {
    max-width: calc(var(--_dx) * 1.4);
    text-align: center;
    font-size: 0.75rem;
    line-height: 16px;
    font-weight: 600;
    padding: 1px 7px;
    border-radius: 999px;
    background: var(--pt-scrim, #0009);
  }
  .play.won {
    z-index: 2;
  }
  /* A taken trick gathers onto its winning card, a little askew so the pile shows its cards, and the
     other names go (after the last card has arrived; at once under reduced motion). */
  .trick.last .play:not(.won) pt-card {
    transform: translate(calc(var(--gx, 0) * var(--_dx)), calc(var(--gy, 0) * var(--_dy))) rotate(var(--gr, 0deg));
    animation: gather 320ms 280ms ease-in backwards;
  }
  .trick.last .play:not(.won) figcaption {
    opacity: 0;
    animation: name-goes 200ms 280ms backwards;
  }
  @keyframes gather {
    from {
      transform: none;
    }
  }
  @keyframes name-goes {
    from {
      opacity: 1;
    }
  }
  .play.won pt-card {
    filter: drop-shadow(0 0 10px var(--_accent));
  }
  .play.won figcaption {
    background: var(--_accent);
    color: var(--pt-accent-text, #1b1300);
  }
  .trick-caption {
    position: absolute;
    z-index: 1;
    left: 50%;
    bottom: 6px;
    transform: translateX(-50%);
    max-width: calc(100% - 2 * var(--_edge));
    width: max-content;
    text-align: center;
    padding: 5px 14px;
    border-radius: 999px;
    background: var(--pt-scrim, #000a);
    font-weight: 600;
  }
  /* An empty caption keeps its place (on a phone it is in the flow), unseen. */
  .trick-caption.blank {
    visibility: hidden;
  }
`;

export const styles = [core, lookStyles, panelStyles, resultsOverlayStyles, responsiveStyles, reducedMotion];
