/**
 * The results laid over the felt (never over the hand, which stays in play beneath): a round's
 * (each seat's tricks, what counted, the totals and what ends the game) and the game's (who won,
 * said once, over a score sheet of every round).
 */
import { html, nothing } from 'lit';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import { resultsOverlay } from '../shared/results-overlay.js';
import { describeNulls, linkTerms, planetTerm } from './describe.js';
import './pt-scoreboard.js';

/** What ends the game, and how close the table is. */
const endWords = (view: PlanetView) =>
  html`The game ends after a round in which someone has ${view.target} or more tricks in all (the
    ${planetTerm('end-game-number', 'end-game number')}); the fewest tricks win. Most so far: ${Math.max(...view.totals)}.`;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Each seat's tricks this round, what counted (a Null counts 0) and the running totals. */
function roundTable(view: PlanetView, last: PlanetView['rounds'][number]) {
  return html`<table class="round-table">
    <thead>
      <tr><th scope="col">Player</th><th scope="col">Tricks</th><th scope="col">Counted</th><th scope="col">Total</th></tr>
    </thead>
    <tbody>
      ${view.names.map((name, s) => {
        const nulled = view.nullRule && last.nines[s] === 4;
        return html`<tr class=${s === view.seat ? 'you' : ''}>
          <th scope="row">${s === view.seat ? `${name} (you)` : name}</th>
          <td>${last.tricks[s]}</td>
          <td>${last.counted[s]}${nulled ? html` <span class="null">${linkTerms('Null')}</span>` : nothing}</td>
          <td>${view.totals[s]}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

/** A round's results, until `dismissed` is that round; `close` dismisses them. */
export function roundSummary(view: PlanetView, dismissed: number, close: (round: number) => void) {
  const last = view.rounds.at(-1);
  // Over the table, until the player closes it (play goes on beneath).
  if (!last || view.phase === 'gameOver' || dismissed === last.round) return nothing;
  return resultsOverlay({
    id: 'round-title',
    part: 'round-summary',
    key: last.round,
    heading: `Round ${last.round} results`,
    body: html`${describeNulls(view) ? html`<p>${linkTerms(describeNulls(view))}</p>` : nothing}
      ${roundTable(view, last)}
      <p class="ends">${endWords(view)}</p>`,
    actions: html`<button type="button" class="primary" @click=${() => close(last.round)}>Close</button>`,
  });
}

/** Who won, once: "You win!", "Bo wins", "Ann and Bo win"; the score sheet says by how much. */
export function gameOverSummary(view: PlanetView, dismissed: boolean, close: () => void) {
  if (view.phase !== 'gameOver' || !view.result || dismissed) return nothing;
  const winners = view.result.winners;
  const youWon = winners.includes(view.seat);
  // "You" first, then the others in seat order.
  const names = [...(youWon ? ['you'] : []), ...winners.filter((s) => s !== view.seat).map((s) => view.names[s] ?? `Seat ${s + 1}`)];
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  const heading = youWon && winners.length === 1 ? 'You win!' : `${capitalise(list)} ${winners.length > 1 ? 'win' : 'wins'}`;
  return resultsOverlay({
    id: 'game-over-title',
    part: 'game-over',
    heading,
    body: html`<pt-scoreboard .view=${view} caption="Tricks in every round"></pt-scoreboard>`,
    actions: html`<button type="button" class="primary" @click=${close}>Close</button>`,
  });
}
