/** The results laid over the table until closed: a deal's judgement, with its reasons, and the game's end. */
import { html, nothing, type TemplateResult } from 'lit';
import { cardName, isNum, RULE_KINDS, RULE_NAMES, ruleOf } from '../../src/games/master-of-rules/cards.js';
import { countOf, TIE_BREAKERS } from '../../src/games/master-of-rules/rules.js';
import type { MorView } from '../../src/games/master-of-rules/view.js';
import { resultsOverlay } from '../shared/results-overlay.js';
import { cardFace } from './faces.js';
import { ruleSymbol } from './symbols.js';
import { linkTerms, morTerm, ruleTerm, who } from './describe.js';

/** Each rule card of the last deal: whose, with which numerical card, met or not, and why. */
export function judgementTable(view: MorView): TemplateResult {
  const last = view.last!;
  return html`<p class="nums"><span>Numerical cards in play:</span> ${last.plays.filter((p) => isNum(p.card)).map((p) => cardFace(p.card))}</p>
    <ul class="judgements">
      ${last.judgements.map((j) => {
        const verdict = j.met ? (j.kept ? 'completed' : 'met, but a dummy keeps nothing') : 'not completed';
        return html`<li class=${j.met ? 'met' : 'unmet'}>
          <span class="head"><b>${who(view, j.by)}</b> · ${ruleTerm(ruleOf(j.rule))}${j.num !== null ? ` with ${cardName(j.num)}` : ''}: <span class="state">${verdict}</span></span>
          <span class="reason">${linkTerms(j.reason)}</span>
        </li>`;
      })}
    </ul>`;
}

export function dealOverlay(view: MorView, close: () => void) {
  return resultsOverlay({
    id: 'deal-title',
    part: 'deal-results',
    key: view.last!.deal,
    heading: `Deal ${view.last!.deal} judged`,
    body: judgementTable(view),
    actions: html`<button type="button" class="primary" @click=${close}>Close</button>`,
  });
}

/** Completed rule cards by kind (each column headed by its symbol and, where there is room, its name), the bonus and the VP of every player. */
function standings(view: MorView): TemplateResult {
  return html`<table class="standings">
    <thead>
      <tr>
        <th scope="col">Player</th>
        ${RULE_KINDS.map((k) => html`<th scope="col"><span class="sym" aria-hidden="true">${ruleSymbol(k)}</span><span class="kind">${ruleTerm(k)}</span><span class="kind-name">${RULE_NAMES[k]}</span></th>`)}
        <th scope="col">Bonus</th><th scope="col">${morTerm('victory-points', 'VP')}</th>
      </tr>
    </thead>
    <tbody>
      ${view.names.map((name, s) => {
        const done = view.completed[s] ?? [];
        const bonus = RULE_KINDS.every((k) => countOf(done, k) > 0);
        return html`<tr class="${s === view.seat ? 'you' : ''} ${view.result?.winners.includes(s) ? 'won' : ''}">
          <th scope="row">${s === view.seat ? `${name} (you)` : name}</th>
          ${RULE_KINDS.map((k) => html`<td>${countOf(done, k)}</td>`)}<td>${bonus ? '+2' : '—'}</td><td><b>${view.vp[s]}</b></td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

export function gameOverlay(view: MorView, close: () => void) {
  const result = view.result!;
  const youWon = result.winners.includes(view.seat);
  const order = TIE_BREAKERS.map((k) => RULE_NAMES[k]).join(', ');
  return resultsOverlay({
    id: 'game-over-title',
    part: 'game-over',
    heading: youWon ? (result.winners.length > 1 ? 'You share the victory!' : 'You win!') : 'Game over',
    body: html`<p class="result">${linkTerms(result.summary)}</p>
      ${standings(view)}
      <p class="note">Ties are broken by the most completed cards of ${order}, in that order.</p>
      ${view.last ? html`<section class="last-deal" aria-labelledby="last-deal-title"><h3 id="last-deal-title">Deal ${view.last.deal} judged</h3>${judgementTable(view)}</section>` : nothing}`,
    actions: html`<button type="button" class="primary" @click=${close}>Close</button>`,
  });
}
