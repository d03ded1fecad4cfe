import { css } from 'lit';
import { reducedMotion } from '../shared/theme.styles.js';

export const styles = css`
  :host {
    display: inline-block;
    font-size: var(--pt-seat-font-size, 0.85rem);
  }
  .seat {
    box-sizing: border-box;
    min-width: var(--pt-seat-min-width, 7.5rem);
    padding: var(--pt-seat-padding, 6px 10px 7px);
    border-radius: 12px;
    background: var(--pt-seat-bg, color-mix(in srgb, var(--pt-panel, #0d1a2b) 85%, transparent));
    color: var(--pt-seat-text, var(--pt-text, #eef3f8));
    border: 1px solid var(--pt-seat-border, var(--pt-line, #ffffff2e));
    box-shadow: 0 3px 10px var(--pt-shadow, #0006);
    position: relative;
    display: grid;
    gap: 3px;
    transition: box-shadow 160ms, border-color 160ms;
  }
  :host([you]) .seat {
    background: var(--pt-seat-you-bg, color-mix(in srgb, var(--pt-highlight, #163251) 90%, transparent));
  }
  /* The turn's ring and glow are always there, unseen until it is this seat's turn: the badge's
     painted size never changes, so nothing registers as moving when turns pass. */
  .seat::after {
    content: '';
    position: absolute;
    inset: -1px;
    border-radius: inherit;
    pointer-events: none;
    box-shadow:
      0 0 0 3px var(--pt-turn, #ffd166),
      0 0 18px color-mix(in srgb, var(--pt-turn, #ffd166) 53%, transparent);
    opacity: 0;
    transition: opacity 160ms;
  }
  :host([turn]) .seat {
    border-color: var(--pt-turn, #ffd166);
  }
  :host([turn]) .seat::after {
    opacity: 1;
  }
  .name {
    display: flex;
    align-items: center;
    gap: 6px;
    font-weight: 700;
    font-size: 1.05em;
    line-height: 1.25;
  }
  /* A name wraps between its words in a narrow badge ("Cyd" over "(bot)"); a single word too long
     for the badge fades out at its edge rather than being cut with an ellipsis. */
  .name span.n {
    min-width: 0;
    max-width: var(--pt-seat-name-width, 9rem);
    overflow: hidden;
  }
  .name span.n.cut {
    mask-image: linear-gradient(90deg, #000 calc(100% - 1.2em), transparent);
  }
  /* Connected (filled) or not (hollow, dimmer): the shape says it as well as the colour. */
  .dot {
    flex: none;
    width: 0.55em;
    height: 0.55em;
    border-radius: 50%;
    box-sizing: border-box;
  }
  .dot.online {
    background: var(--pt-online, #4cd387);
  }
  .dot.away {
    border: 2px solid var(--pt-offline, #6b7886);
  }
  .you {
    flex: none;
    font-size: max(11px, 0.75em);
    font-weight: 600;
    padding: 1px 6px;
    border-radius: 999px;
    background: var(--pt-chip, #ffffff26);
  }
  /* Counts flow on as few lines as fit. A seat whose lines must not rewrap as numbers change sets
     --pt-seat-stats: column (one count a line) or --pt-seat-stats-layout: grid (two a line). */
  .stats {
    display: var(--pt-seat-stats-layout, flex);
    grid-template-columns: repeat(2, max-content);
    flex-direction: var(--pt-seat-stats, row);
    flex-wrap: wrap;
    gap: 2px 10px;
    font-variant-numeric: tabular-nums;
    color: var(--pt-seat-muted, var(--pt-muted, #c4d0de));
  }
  /* Its place kept before it counts anything, so the badge does not grow mid-round. */
  .stats .unseen {
    visibility: hidden;
  }
  /* A count keeps its line, and two digits' room after its word, so nothing beside it moves as it changes. */
  .stats > span {
    white-space: nowrap;
  }
  .stats b {
    display: inline-block;
    min-width: 2ch;
    color: var(--pt-seat-text, var(--pt-text, #eef3f8));
  }
  /* Always one line tall, flags or none, so a badge keeps its size as turns pass; "to play" first.
     In a narrow badge (several seats side by side on a phone) the Starting player's flag is a word
     ("Starts", and the winner's "Won"),
     and "to play" gives way to the ring around the badge, which says the same. */
  .flags {
    display: flex;
    gap: 4px;
    height: 1.5em;
    align-items: center;
    overflow: hidden;
    white-space: nowrap;
    container-type: inline-size;
  }
  .flag .short {
    display: none;
  }
  @container (max-width: 170px) {
    .flag.turn {
      display: none;
    }
  }
  @container (max-width: 120px) {
    .flag .long {
      display: none;
    }
    .flag .short {
      display: inline;
    }
    .flag {
      padding: 1px 5px;
    }
  }
  /* Each flag keeps its place, shown or not, so that none moves as another comes and goes. */
  .flag.off {
    visibility: hidden;
  }
  .flag {
    font-size: max(11px, 0.78em);
    font-weight: 700;
    padding: 1px 7px;
    border-radius: 999px;
  }
  .flag.turn {
    background: var(--pt-turn, #ffd166);
    color: var(--pt-accent-text, #1d1600);
  }
  .flag.leader {
    background: var(--pt-leader-bg, #2f6f5a);
    color: #f0fff8;
  }
  .flag.winner {
    background: var(--pt-winner-bg, var(--pt-accent, #f2c14e));
    color: var(--pt-accent-text, #1b1300);
  }
  /* Wide: on two lines, the name and the flags, then the counts in a row (the viewer's own badge). */
  :host([wide]) .seat {
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
    grid-template-areas: 'name flags' 'stats stats';
    align-items: center;
    column-gap: 10px;
  }
  :host([wide]) .name {
    grid-area: name;
  }
  :host([wide]) .flags {
    grid-area: flags;
    justify-content: end;
  }
  :host([wide]) .flag.turn {
    display: inline;
  }
  :host([wide]) .stats {
    grid-area: stats;
    display: flex;
    flex-direction: row;
    flex-wrap: nowrap;
  }
  ${reducedMotion}
`;
