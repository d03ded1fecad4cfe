/** The end of the fight laid over the table until closed: the winner, how, and every player's character and fate. */
import { html } from 'lit';
import { characterOf } from '../../src/games/rules-of-the-universe/data.js';
import type { RotuView } from '../../src/games/rules-of-the-universe/view.js';
import { resultsOverlay } from '../shared/results-overlay.js';
import { linkTerms } from './describe.js';

function fate(view: RotuView, seat: number): string {
  const f = view.fallen.find((x) => x.seat === seat);
  const won = view.result!.winners.includes(seat);
  const how = f ? `Fell at the end of turn ${f.turn}: ${f.why === 'wounds' ? '0 health' : 'every card exhausted'}` : 'Standing';
  if (!won) return how;
  return view.ending!.kind === 'champion' ? 'Champion of the Universe' : `Winner by Cunning. ${how}`;
}

export function gameOverlay(view: RotuView, close: () => void) {
  const result = view.result!;
  const youWon = result.winners.includes(view.seat);
  const heading = youWon ? (view.ending!.kind === 'champion' ? 'You are the Champion of the Universe!' : 'You are Winner by Cunning!') : 'Game over';
  return resultsOverlay({
    id: 'game-over-title',
    part: 'game-over',
    heading,
    body: html`<p class="result">${linkTerms(result.summary)}</p>
      <table class="standings">
        <thead><tr><th scope="col">Player</th><th scope="col">Health</th><th scope="col">Fate</th></tr></thead>
        <tbody>
          ${view.players.map(
            (p, s) => html`<tr class=${s === view.seat ? 'you' : ''}>
              <th scope="row">${s === view.seat ? `${p.name} (you)` : p.name}<span class="role">${p.character === null ? '—' : characterOf(p.character).name}</span></th>
              <td>${p.health}/${p.maxHealth}</td><td>${linkTerms(fate(view, s))}</td>
            </tr>`,
          )}
        </tbody>
      </table>`,
    actions: html`<button type="button" class="primary" @click=${close}>Close</button>`,
  });
}
