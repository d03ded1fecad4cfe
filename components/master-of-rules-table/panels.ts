/**
 * The parts of the Master of Rules table, each a function of the view: the places (players and
 * dummies), the cards in play grouped by trick, each rule card's objective so far, and the refill
 * set with the piles. Every part keeps one size through a game, whatever it holds, and every card
 * keeps its place while others come and go.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { RULE_KINDS, RULE_NAMES, ruleOf, type CardId } from '../../src/games/master-of-rules/cards.js';
import type { MorView } from '../../src/games/master-of-rules/view.js';
import type { Presence } from '../game-screen.js';
import { cardFace, emptySlot } from './faces.js';
import { morTerm, ruleTerm, who } from './describe.js';
import { ruleSymbol } from './symbols.js';
import { cardRow } from './row.js';
import { presenceDot } from '../shared/presence.js';

/** Each kind completed, as a chip with its count (dimmed at 0): five chips, always. */
export function completedChips(completed: readonly CardId[]): TemplateResult {
  return html`<span class="chips">${RULE_KINDS.map((k) => {
    const count = completed.filter((c) => ruleOf(c) === k).length;
    return html`<span class="chip ${count ? '' : 'none'}" title=${RULE_NAMES[k]}>${ruleSymbol(k)}<span class="sr">${RULE_NAMES[k]}</span><span class="count">${count}</span></span>`;
  })}</span>`;
}

function place(view: MorView, by: number, presence: readonly Presence[]): TemplateResult {
  const n = view.names.length;
  const dummy = by >= n;
  const you = by === view.seat;
  const turn = view.turn === by;
  const flags = dummy
    ? nothing
    : html`${view.start === by && view.deal > 0 ? html`<span class="flag start">${morTerm('start-player', 'Start')}</span>` : nothing}${view.keeper === by && view.deal > 0 ? html`<span class="flag keeper" title="Keeps the round counter">${morTerm('round', 'Counter')}</span>` : nothing}`;
  return html`<li class="place ${dummy ? 'dummy' : ''} ${turn ? 'acting' : ''} ${you ? 'you' : ''} ${view.result?.winners.includes(by) ? 'winner' : ''}" data-motion-place="seat-${by}">
    <span class="name">${presenceDot(presence[by])}${dummy ? morTerm('dummy', view.places[by] ?? '') : view.places[by]}${you ? html` <span class="you-mark">(you)</span>` : nothing}</span>
    ${
      dummy
        ? html`<span class="note">draws from the piles</span>`
        : html`<span class="vp"><b>${view.vp[by]}</b> ${morTerm('victory-points', 'VP')}</span>${completedChips(view.completed[by] ?? [])}
          <span class="flags">${flags}${turn ? html`<span class="flag to-play">${view.phase === 'taking' ? 'taking' : 'to play'}</span>` : nothing}</span>`
    }
  </li>`;
}

/** The players and the dummies, in seat order. */
export const places = (view: MorView, presence: readonly Presence[]): TemplateResult =>
  html`<ul class="places" part="places" aria-label="Players">${view.places.map((_, by) => place(view, by, presence))}</ul>`;

/** How many cards a trick row can hold: a card per player and the dummies' cards after it. */
export function trickSlots(players: number, trick: 1 | 2): number {
  if (trick === 1) return players + (players === 4 ? 1 : players === 3 ? 2 : 0);
  return players + (players === 3 ? 1 : 0);
}

/**
 * The cards in play this deal, one row per trick, the dummies' cards at the end of theirs: a place
 * for every card a trick can hold, each filled where it is, so a card played moves no other. A rule
 * card shows whether its objective is met so far.
 */
export function tricks(view: MorView): TemplateResult {
  const n = view.names.length;
  const status = (card: CardId) => view.objectives.find((o) => o.rule === card)?.status;
  const row = (trick: 1 | 2) => {
    const plays = view.plays.filter((p) => p.trick === trick);
    const places = Math.max(trickSlots(n, trick), plays.length);
    const current = view.phase === 'playing' || view.phase === 'taking' ? view.trick === trick : false;
    return html`<section class="trick ${current ? 'current' : ''}" part="trick" aria-label="${trick === 1 ? 'First' : 'Second'} trick">
      <h3>${morTerm('trick', `Trick ${trick}`)}</h3>
      <ul class="cards">
        ${Array.from({ length: places }, (_, i) => {
          const p = plays[i];
          if (!p) return html`<li class="play">${emptySlot()}<span class="who">&nbsp;</span></li>`;
          const from = p.by >= n ? 'piles' : `seat-${p.by}`;
          return html`<li class="play ${p.by >= n ? 'dummy' : ''}">${cardFace(p.card, { motionFrom: from, status: status(p.card) })}<span class="who">${who(view, p.by)}</span></li>`;
        })}
      </ul>
    </section>`;
  };
  return html`<div class="deal" part="deal">${row(1)}${row(2)}</div>`;
}

const STATUS_WORDS = { met: 'met so far', unmet: 'not met so far', waiting: 'waiting' } as const;

/** Each rule card in play with its objective judged over the cards on the table so far, a row for every rule card a deal can hold. */
export function objectives(view: MorView): TemplateResult {
  const rows = Math.max(view.names.length + (view.names.length === 3 ? 1 : 0), view.objectives.length);
  return html`<section class="objectives" part="objectives" aria-labelledby="objectives-title">
    <h3 id="objectives-title">Rule cards in play</h3>
    <ul>
      ${Array.from({ length: rows }, (_, i) => {
        const o = view.objectives[i];
        if (!o && i === 0 && view.deal > 0 && view.phase !== 'over')
          return html`<li class="objective blank"><span class="reason">No rule card is in play yet this deal.</span></li>`;
        if (!o) return html`<li class="objective blank" aria-hidden="true"></li>`;
        return html`<li class="objective ${o.status}">
          <span class="head"><span class="owner">${who(view, o.by)}</span> ${ruleTerm(ruleOf(o.rule))}
            <span class="state">${STATUS_WORDS[o.status]}</span></span>
          <span class="reason">${o.reason}</span>
        </li>`;
      })}
    </ul>
  </section>`;
}

/** The refill set (what the viewer may take lit) and the piles. */
export function refill(view: MorView, onTake: (card: CardId) => void): TemplateResult {
  const n = view.names.length;
  const take = (c: CardId) => {
    const takeable = view.takeable.includes(c);
    return cardFace(c, { motionFrom: 'piles', interactive: takeable, onActivate: takeable ? () => onTake(c) : undefined });
  };
  const none = view.finalDeal && view.phase !== 'over';
  return html`<section class="refill ${view.takeable.length ? 'taking' : ''}" part="refill" aria-labelledby="refill-title">
    <h3 id="refill-title">${morTerm('refill-set', 'Refill set')}${none ? html` <span class="note">none in the ${morTerm('final-deal', 'final deal')}</span>` : nothing}</h3>
    ${cardRow(view.refill.nums, (c) => c, n, 'Numerical cards to take', take)}${cardRow(view.refill.rules, (c) => c, n, 'Rule cards to take', take)}
    <p class="piles" data-motion-place="piles">Piles: ${view.piles.nums} numerical, ${view.piles.rules} rule · discards: ${view.piles.numDiscard}, ${view.piles.ruleDiscard}</p>
  </section>`;
}
