/**
 * The end of a game and of a match, over the table: every hand revealed with its melds and points per
 * meld (those grown from exposed melds marked), the going-out bonuses (fully, by deck draw), the
 * coin flips and the Duel for Magic 5-Sequences (Advanced: the packets, the Bonus Cards set aside,
 * the limit, Ultimate 11+ Aces, the careless discards charged); the match table with running totals
 * (and the unused buffer that breaks a tie); at the end of the match the winners and the chip
 * settlement. Between games, Next and who the table waits for.
 * The overlay is as tall as the table, and what changes while it is read (the coin to call, who is
 * ready) is at its foot: the hands never move under the reader's eyes.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RevealedHandView, RevealView, SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { capitalise } from '../../src/games/secrets-of-the-universe/turns.js';
import { bonusCard, card, linkWords } from './cards.js';
import { revealedMeld } from './melds.js';
import { exposedPart } from './exposed-part.js';
import { resultsOverlay } from '../shared/results-overlay.js';
import { bonusParts, tableParts } from './version-parts.js';

/** How many of a revealed hand's melds grew from its exposed melds, while the table still shows them. */
function exposedCount(h: RevealedHandView, r: RevealView, view: SecretsView): number {
  const exposed = r.game === view.game ? view.table?.exposed[h.seat] : undefined;
  return exposed?.length ? exposedPart(h.melds, exposed).count : 0;
}

function bonuses(h: RevealedHandView, view: SecretsView) {
  const going = { 'Going out': 'going-out' } as const;
  return html`${h.bonus ? html`<p class="bonus">${linkWords(`Going out fully: +${h.bonus}`, going)}</p>` : nothing}
    ${h.deckDraw ? html`<p class="bonus">${linkWords(`Going out by deck draw: +${h.deckDraw}`, going)}</p>` : nothing}
    ${h.duel ? html`<p class="bonus">${linkWords(`Duel, Magic 5-Sequences: +${h.duel}`, { Duel: 'duel' })}</p>` : nothing}
    ${h.setAside.length ? html`<p class="bonus aside-line"><span>Set aside: +${5 * h.setAside.length}</span> <span class="cards">${h.setAside.map((c) => bonusCard(c, 'tiny'))}</span></p>` : nothing}
    ${h.overLimit !== null ? html`<p class="bonus">The limit: 1,100 points (${h.overLimit} before it)</p>` : nothing}
    ${h.ultimate ? html`<p class="bonus ultimate">Ultimate 11+ Aces: the match is won at once.</p>` : nothing}
    ${bonusParts(view)?.carelessLine(h)}`;
}

function ending(r: RevealView, view: SecretsView): string {
  if (r.wentOut === null) return `${capitalise(r.exhaustedBy ?? 'a player')} found the deck empty.`;
  const out = r.hands[r.wentOut];
  const how = [r.fully ? ' fully (+10)' : '', out?.deckDraw ? ` by deck draw (+${out.deckDraw})` : ''].join('');
  return `${view.names[r.wentOut]} went out${how}.`;
}

export function reveal(r: RevealView, view: SecretsView) {
  return html`<section class="reveal" part="reveal" aria-label="Game ${r.game}: the hands">
    <div class="hands">
      ${r.hands.map((h) => {
        const exposed = exposedCount(h, r, view);
        return html`<article class="revealed ${h.wentOut ? 'out' : ''}" aria-label="${h.name}'s hand">
          <header>
            <strong>${h.name}${h.seat === view.seat ? ' (you)' : ''}</strong>
            ${h.wentOut ? html`<span class="chip">went out</span>` : nothing}
            <span class="score">${h.score === null ? '…' : h.score} points</span>
          </header>
          ${h.melds.length ? html`<ul class="melds">${h.melds.map((m, i) => revealedMeld(m, i < exposed))}</ul>` : html`<p class="none">No melds.</p>`}
          ${
            h.unmelded.length
              ? html`<p class="loose"><span>Unmelded:</span> <span class="cards">${h.unmelded.map((c) => card(c, 'small'))}</span></p>`
              : nothing
          }
          ${bonuses(h, view)}
        </article>`;
      })}
    </div>
    ${tableParts(view)?.bonusDuel(
      r.duel,
      view.names,
      r.hands.map((h) => h.duel),
    )}
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
      ${bonusParts(view)?.bufferRow(view)}
    </tfoot>
  </table>
  ${m.games.some((g) => g.wentOut !== null) ? html`<p class="key" part="match-key">• went out · ★ went out fully (+10)</p>` : nothing}`;
}

export function matchOver(view: SecretsView) {
  const r = view.result;
  if (!r) return nothing;
  const names = r.winners.map((s) => view.names[s]).join(' and ');
  return html`<section class="match-over" part="match-over" aria-labelledby="match-over-title">
    <h3 id="match-over-title">${r.winners.includes(view.seat) ? (r.winners.length > 1 ? 'You share the win!' : 'You win the match!') : `${names} ${r.winners.length > 1 ? 'win' : 'wins'} the match`}</h3>
    <p>Chips: each player pays every higher scorer the difference in score.</p>
    <ul class="chips">
      ${r.net.map((n, s) => html`<li><strong>${view.names[s]}</strong> ${n > 0 ? `wins ${n}` : n < 0 ? `pays ${-n}` : 'breaks even'}</li>`)}
    </ul>
    ${
      r.payments.length
        ? html`<details>
          <summary>Every payment</summary>
          <ul>${r.payments.map((p) => html`<li>${view.names[p.from]} pays ${view.names[p.to]} ${p.chips}</li>`)}</ul>
        </details>`
        : nothing
    }
  </section>`;
}

/** The coin to call at the foot of the results: what is happening, and the viewer's call when it is theirs. */
export interface ResultsCoin {
  readonly words: ReturnType<typeof linkWords>;
  readonly call?: TemplateResult;
}

export interface ResultsActions {
  /** The coin to call, while one is pending. */
  readonly coin: ResultsCoin | null;
  /** The time left before the host deals the next game anyway, as words. */
  readonly countdown: string;
  readonly next: () => void;
  readonly close: () => void;
}

/** Who the table still waits for between games, by name ("you" first). */
function waitingFor(view: SecretsView, ready: readonly boolean[]): string {
  const names = ready.flatMap((r, s) => (r ? [] : [s === view.seat ? 'you' : view.names[s]!]));
  return names.join(', ');
}

/**
 * The foot of the results (on a phone, under the heading): one line of words, then the buttons, in
 * every state from the reveal to the next deal, so the coin, its call and who is ready change the
 * words and never the height.
 */
function actions(view: SecretsView, a: ResultsActions) {
  const close = html`<button class="secondary" @click=${a.close}>Close</button>`;
  const next = view.next;
  if (a.coin) return html`<p class="waiting coin" part="coin" role="status">${a.coin.words}</p>${a.coin.call ?? nothing}${close}`;
  if (next) {
    const mine = view.seat >= 0 && !next.ready[view.seat];
    const waiting = html`<p class="waiting" role="status">Next game when everyone is ready (${waitingFor(view, next.ready)}), or in ${a.countdown}.</p>`;
    return mine ? html`${waiting}<button class="primary" @click=${a.next}>Next game</button>` : html`${waiting}${close}`;
  }
  if (view.phase === 'scoring') return html`<p class="waiting" role="status">Scoring…</p>${close}`;
  return close;
}

/** The results of the reveal's game (and at the end the match's) over the table. */
export function gameResults(view: SecretsView, r: RevealView, a: ResultsActions) {
  const over = view.result !== null;
  return resultsOverlay({
    id: 'results-title',
    part: over ? 'match-results' : 'game-results',
    key: r.game,
    heading: `Game ${r.game} of ${view.match.length}: ${ending(r, view)}`,
    body: html`${matchOver(view)} ${reveal(r, view)} ${matchTable(view)}`,
    actions: actions(view, a),
  });
}
