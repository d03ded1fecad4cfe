/**
 * The players, each a panel of one size whatever it holds: name and connection, character, health
 * (a bar, and the damage or healing as it lands), bidding coins left, the Lucky Coin, and the cards
 * every player sees: hand, discard pile and exhausted cards. While the viewer chooses whom to
 * attack, every other player carries a button, lit when it may be attacked and saying why not when
 * it may not.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { characterOf } from '../../src/games/rules-of-the-universe/data.js';
import type { RotuView } from '../../src/games/rules-of-the-universe/view.js';
import type { Presence } from '../game-screen.js';
import { rotuTerm } from './describe.js';
import { heartIcon } from './rotu-card.js';
import './rotu-card.js';
import { presenceDot, presenceWords } from '../shared/presence.js';


/** Small cards in a row, each placed by a transform, so the others never move in the layout when one leaves. */
export const chips = (cards: readonly number[], cls = ''): TemplateResult[] =>
  cards.map((c, i) => html`<rotu-card class=${cls} size="chip" style="--i: ${i}" data-motion=${c} .card=${c}></rotu-card>`);

/** A change of health that just landed, by seat, to show over the panels. */
export type Flashes = ReadonlyMap<number, { readonly delta: number; readonly key: number }>;

function target(view: RotuView, seat: number, onTarget: (seat: number) => void): TemplateResult | typeof nothing {
  const t = view.mine.targets.find((x) => x.seat === seat);
  if (!t) return nothing;
  return html`<button type="button" class="aim ${t.reason ? 'barred' : 'lit'}" aria-disabled=${t.reason ? 'true' : 'false'} title=${t.reason ?? `Attack ${view.names[seat]}`}
    @click=${() => !t.reason && onTarget(seat)}>${t.reason ? html`<span class="why">${t.reason}</span>` : `Attack ${view.names[seat]}`}</button>`;
}

function panel(view: RotuView, seat: number, presence: readonly Presence[], flashes: Flashes, onTarget: (seat: number) => void): TemplateResult {
  const p = view.players[seat]!;
  const c = p.character === null ? null : characterOf(p.character);
  const share = p.maxHealth ? (100 * p.health) / p.maxHealth : 0;
  const flash = flashes.get(seat);
  const a = view.attack;
  const cls = [
    seat === view.seat ? 'you' : '',
    p.alive ? '' : 'dead',
    view.turn === seat || view.auction?.picker === seat || view.magicSeat === seat ? 'acting' : '',
    a?.attacker === seat ? 'attacker' : '',
    a?.target === seat ? 'target' : '',
    view.mine.targets.some((t) => t.seat === seat && t.reason === null) ? 'targetable' : '',
    view.result?.winners.includes(seat) ? 'winner' : '',
  ].join(' ');
  const hitBy = p.damagedBy.length ? `hit this round by ${p.damagedBy.map((s) => view.names[s]).join(', ')}` : '';
  return html`<li class="player ${cls}" data-motion-place="seat-${seat}" aria-label=${`${p.name}${seat === view.seat ? ' (you)' : ''}`}>
    <div class="head">
      <span class="name">${presenceDot(presence[seat])}${p.name}${seat === view.seat ? html` <small>(you)</small>` : nothing}</span>
      <span class="lucky ${view.holder === seat && view.phase !== 'over' ? '' : 'off'}" title="Holds the Lucky Coin">${rotuTerm('lucky-coin', 'Lucky')}</span>
      ${keyed(p.character, html`<span class="who" title=${c?.text ?? ''}>${c ? html`${c.name}<span class="sr">: ${c.text}</span>` : html`no ${rotuTerm('character', 'character')} yet`}</span>`)}
      <span class="life" role="img" aria-label=${c ? `${p.health} of ${p.maxHealth} health${p.alive ? '' : ', dead'}` : 'no health yet'}>
        <span class="bar" aria-hidden="true"><span style="width: ${share}%"></span></span>${heartIcon}<b>${p.health}</b>
      </span>
    </div>
    <div class="row hand" role="group" aria-label="Hand: ${p.hand.length} cards">${p.alive ? nothing : html`<span class="out">Out of the fight</span>`}${chips(p.hand)}</div>
    <div class="row piles">
      <span class="pile" role="group" aria-label="Discard pile: ${p.discard.length} cards">${chips(p.discard, 'discarded')}</span>
      <span class="pile exhausted" role="group" aria-label="Exhausted: ${p.exhausted.length} cards">${chips(p.exhausted, 'exhausted')}</span>
    </div>
    <div class="foot">
      <span class="purse" title="Bidding coins left"><span class="sr">Bidding coins left: ${p.coins.length ? '' : 'none'}</span>${p.coins.join(' ')}</span>
      ${keyed(hitBy, html`<span class="hit">${hitBy}</span>`)}${target(view, seat, onTarget)}
    </div>
    ${flash ? keyed(flash.key, html`<span class="flash ${flash.delta < 0 ? 'hurt' : 'heal'}" aria-hidden="true">${flash.delta > 0 ? '+' : ''}${flash.delta}</span>`) : nothing}
  </li>`;
}

export const players = (view: RotuView, presence: readonly Presence[], flashes: Flashes, onTarget: (seat: number) => void): TemplateResult =>
  html`<ul class="players" part="players" aria-label="Players" style="--cols: ${Math.min(3, view.names.length)}">${view.names.map((_, s) => panel(view, s, presence, flashes, onTarget))}</ul>`;
