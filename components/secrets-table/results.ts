/**
 * The end of a game and of a match as templates: every hand revealed with its melds and points per
 * meld, the going-out bonus and the coin flips; the match table with running totals; at the end of
 * the match the winners and the chip settlement.
 */
import { html, nothing } from 'lit';
import type { RevealView, SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { card, meld } from './cards.js';

export function reveal(r: RevealView, view: SecretsView) {
  const ending = r.wentOut !== null ? `${view.names[r.wentOut]} went out${r.fully ? ' fully (+10)' : ''}.` : `${r.exhaustedBy ?? 'A player'} found the deck empty.`;
  return html`<section class="reveal panel" part="reveal" aria-labelledby="reveal-title">
    <h2 id="reveal-title">Game ${r.game}: ${ending}</h2>
    <div class="hands">
      ${r.hands.map(
        (h) => html`<article class="revealed ${h.wentOut ? 'out' : ''}" aria-label="${h.name}'s hand">
          <header>
            <strong>${h.name}${h.seat === view.seat ? ' (you)' : ''}</strong>
            ${h.wentOut ? html`<span class="chip">went out</span>` : nothing}
            <span class="score">${h.score === null ? '…' : h.score} points</span>
          </header>
          ${h.melds.length ? html`<ul class="melds">${h.melds.map(meld)}</ul>` : html`<p class="none">No melds.</p>`}
          ${h.unmelded.length
            ? html`<p class="loose"><span>Unmelded:</span> <span class="cards">${h.unmelded.map((c) => card(c, 'small'))}</span></p>`
            : nothing}
          ${h.bonus ? html`<p class="bonus">Going out fully: +${h.bonus}</p>` : nothing}
        </article>`,
      )}
    </div>
  </section>`;
}

export function matchTable(view: SecretsView) {
  const m = view.match;
  if (m.games.length === 0) return nothing;
  const leaders = new Set(view.result?.winners ?? []);
  return html`<table class="match" part="match">
    <caption>Match: game ${Math.min(m.games.length, m.length)} of ${m.length} scored</caption>
    <thead>
      <tr><th scope="col">Game</th>${view.names.map((n, s) => html`<th scope="col" class=${leaders.has(s) ? 'win' : ''}>${n}</th>`)}</tr>
    </thead>
    <tbody>
      ${m.games.map(
        (g) => html`<tr>
          <th scope="row">${g.game}</th>
          ${g.scores.map((p, s) => html`<td>${p}${g.wentOut === s ? html`<span class="out" title="went out${g.fully ? ' fully' : ''}">${g.fully ? ' ★' : ' •'}</span>` : nothing}</td>`)}
        </tr>`,
      )}
    </tbody>
    <tfoot>
      <tr><th scope="row">Total</th>${m.totals.map((t, s) => html`<td class=${leaders.has(s) ? 'win' : ''}>${t}</td>`)}</tr>
    </tfoot>
  </table>`;
}

export function matchOver(view: SecretsView) {
  const r = view.result;
  if (!r) return nothing;
  const names = r.winners.map((s) => view.names[s]).join(' and ');
  return html`<section class="match-over panel" part="match-over" aria-labelledby="match-over-title">
    <h2 id="match-over-title">${r.winners.includes(view.seat) ? (r.winners.length > 1 ? 'You share the win!' : 'You win the match!') : `${names} ${r.winners.length > 1 ? 'win' : 'wins'} the match`}</h2>
    <p>Chips: each player pays every higher scorer the difference in score.</p>
    <ul class="chips">
      ${r.net.map((n, s) => html`<li><strong>${view.names[s]}</strong> ${n > 0 ? `wins ${n}` : n < 0 ? `pays ${-n}` : 'breaks even'}</li>`)}
    </ul>
    ${r.payments.length
      ? html`<details>
          <summary>Every payment</summary>
          <ul>${r.payments.map((p) => html`<li>${view.names[p.from]} pays ${view.names[p.to]} ${p.chips}</li>`)}</ul>
        </details>`
      : nothing}
  </section>`;
}
