/**
 * The scoreboard, a score sheet: one row per seat, the tricks it counted in each finished round (a
 * Null marker where its tricks were nulled), the round in progress, and its total, the fewest
 * marked; its caption gives the end-game number. Null and the end-game number link to the How to
 * play.
 *
 * @csspart table - the table.
 * @csspart caption - its caption with the end-game number.
 *
 * Attribute `compact`: for side panels, only the round in progress (or the last one) and the total.
 *
 * @cssprop --pt-text, --pt-muted, --pt-accent - text, secondary text and leader colour.
 * @cssprop --pt-scoreboard-bg, --pt-scoreboard-padding - its background (default #0f2136) and padding.
 * @cssprop --pt-null-bg - the Null pill; --pt-scoreboard-rule, --pt-scoreboard-rule-strong - lines.
 */
import { html, LitElement, nothing } from 'lit';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import type { RoundRecord } from '../../src/games/planet-tricks/types.js';
import { planetTerm } from './describe.js';
import { styles } from './pt-scoreboard.styles.js';
import { define } from '../shared/define.js';

/** Whether `seat` was nulled in `round` (took all four 9s with the Null rule on). */
export const wasNulled = (view: PlanetView, round: RoundRecord, seat: number): boolean => view.nullRule && round.nines[seat] === 4;

export class PtScoreboard extends LitElement {
  static override styles = styles;
  static override properties = {
    view: { attribute: false },
    caption: {},
    compact: { type: Boolean, reflect: true },
  };

  declare view: PlanetView | null;
  declare caption: string;
  /** Smaller, for a side panel: the tricks a nulled seat took are left to screen readers. */
  declare compact: boolean;

  constructor() {
    super();
    this.view = null;
    this.caption = 'Scores';
    this.compact = false;
  }

  /** What `seat` counted in round `r`: a number, or 0 and Null with the tricks it took. */
  private counted(view: PlanetView, r: RoundRecord, seat: number) {
    return wasNulled(view, r, seat)
      ? html`<td>0<span class="null">${planetTerm('null', 'Null')}</span><span class="took"> (took ${r.tricks[seat]})</span></td>`
      : html`<td>${r.counted[seat]}</td>`;
  }

  private captionOf(view: PlanetView) {
    return html`<caption part="caption">${this.caption} <span class="target">· ${planetTerm('end-game-number', `Game ends at ${view.target} tricks`)}</span></caption>`;
  }

  /** A seat's name, and for screen readers whether it is the viewer's. */
  private nameOf(view: PlanetView, seat: number) {
    return html`${view.names[seat]}${seat === view.seat ? html`<span class="sr"> (you)</span>` : nothing}`;
  }

  /** One row per seat: this round's tricks (the last round's counted ones between rounds) and the total. */
  private bySeat(view: PlanetView, inProgress: boolean, best: number) {
    const last = view.rounds.at(-1);
    const round = (s: number) =>
      inProgress ? String(view.tricks[s]) : last ? (wasNulled(view, last, s) ? html`0 ${planetTerm('null', 'Null')}` : String(last.counted[s])) : '–';
    return html`<div class="wrap">
      <table part="table" class="by-seat">
        ${this.captionOf(view)}
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">${inProgress ? html`Round ${view.round}<span class="sr"> (now, tricks taken so far)</span>` : last ? `Round ${last.round}` : 'Round'}</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          ${view.names.map(
            (_, s) => html`<tr class=${inProgress ? 'current' : ''}>
              <th scope="row" class=${s === view.seat ? 'you' : ''}>${this.nameOf(view, s)}</th>
              <td>${round(s)}</td>
              <td class=${view.totals[s] === best && view.rounds.length > 0 ? 'best' : ''}>${view.totals[s]}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const inProgress = view.phase === 'playing' && !view.rounds.some((r) => r.round === view.round);
    const best = Math.min(...view.totals);
    if (this.compact) return this.bySeat(view, inProgress, best);
    return html`<div class="wrap">
      <table part="table" class="sheet">
        ${this.captionOf(view)}
        <thead>
          <tr>
            <th scope="col">Player</th>
            ${view.rounds.map((r) => html`<th scope="col" class="round"><span class="sr">Round </span>${r.round}</th>`)}
            ${inProgress ? html`<th scope="col" class="round"><span class="sr">Round </span>${view.round} <span class="now">(now)</span></th>` : nothing}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          ${view.names.map(
            (_, s) => html`<tr>
              <th scope="row" class=${s === view.seat ? 'you' : ''}>${this.nameOf(view, s)}</th>
              ${view.rounds.map((r) => this.counted(view, r, s))}
              ${inProgress ? html`<td class="current">${view.tricks[s]}</td>` : nothing}
              <td class="total ${view.totals[s] === best && view.rounds.length > 0 ? 'best' : ''}">${view.totals[s]}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

define('pt-scoreboard', PtScoreboard);

declare global {
  interface HTMLElementTagNameMap {
    'pt-scoreboard': PtScoreboard;
  }
}
