/** A game's or the series' results over the Crazier Eights table: how it ended, each game's points and wins, the result. */
import { html, nothing } from 'lit';
import type { EightsView } from '../../src/games/crazier-eights/view.js';
import { resultsOverlay } from '../shared/results-overlay.js';
import { howWon } from '../../src/games/crazier-eights/describe-event.js';
import { linkTerms } from './describe.js';

export function results(v: EightsView, close: () => void, who: (v: EightsView, s: number) => string) {
  const last = v.records.at(-1);
  const over = v.status === 'over';
  const winners = last ? last.winners.map((s) => who(v, s)).join(' and ') || 'Nobody' : '';
  const heading = over && v.games > 1 ? 'The series is over' : `Game ${last?.game ?? v.game} over`;
  const points = v.options.series === 'points';
  // A single game's result is the line on how it ended.
  const summary = !over ? `Next: game ${v.game + 1} of ${v.games}.` : v.options.series !== 'single' ? (v.result?.summary ?? '') : '';
  const body = html`${last ? html`<p class="how"><b>${winners}</b> ${last.winners.length === 1 && last.winners[0] !== v.seat ? 'wins' : 'win'}: ${linkTerms(howWon(last.how, v.names, last.winners))}.</p>` : nothing}
    <table class="records">
      <caption>
        ${points ? 'Points (cards left in hand; fewest wins)' : 'Cards left in hand'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          ${v.records.map((r) => html`<th scope="col">Game ${r.game}</th>`)}
          ${v.records.length > 1 || points ? html`<th scope="col">${points ? 'Total' : 'Wins'}</th>` : nothing}
        </tr>
      </thead>
      <tbody>
        ${v.names.map(
          (name, s) => html`<tr class=${last?.winners.includes(s) ? 'won' : ''}>
            <th scope="row">${s === v.seat ? `${name} (you)` : name}</th>
            ${v.records.map((r) => html`<td>${r.winners.includes(s) ? html`<span class="win">won</span>` : r.points[s]}</td>`)}
            ${v.records.length > 1 || points ? html`<td>${points ? v.totals[s] : v.wins[s]}</td>` : nothing}
          </tr>`,
        )}
      </tbody>
    </table>
    ${summary ? html`<p class="summary">${summary}</p>` : nothing}`;
  return resultsOverlay({
    id: 'results-title',
    heading,
    body,
    part: 'game-results',
    key: v.game,
    actions: html`<button type="button" class="primary" @click=${close}>Close</button>`,
  });
}
