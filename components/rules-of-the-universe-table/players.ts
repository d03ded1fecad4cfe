/**
 * The players, each a panel of one size whatever it holds: the character's portrait (touch it to
 * see the character large), the name and connection, the Lucky Coin, health as a number and a bar
 * (with the damage or healing as it lands), and every card the player owns as a chip everyone
 * sees: the hand from the left, the discard pile and the exhausted cards from the right. Its foot
 * says what is left to know: the bidding coins left during the auctions, the cards in each place
 * and who hit the player this round during the fight. While the viewer chooses whom to attack,
 * every other player carries a button instead of the counts, lit when it may be attacked and
 * saying why not when not.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { repeat } from 'lit/directives/repeat.js';
import { characterOf } from '../../src/games/rules-of-the-universe/data.js';
import type { PlayerView, RotuView } from '../../src/games/rules-of-the-universe/view.js';
import type { Presence } from '../game-screen.js';
import { presenceDot } from '../shared/presence.js';
import { rotuTerm } from './describe.js';
import { heartIcon, luckyIcon } from './icons.js';
import { portrait } from './portraits.js';
import './rotu-card.js';

/**
 * Small cards in a row, each placed by a transform, so the others never move in the layout when one
 * leaves; `from` is the place of the first. At the table a click shows one large (`inspectable`).
 */
export const chips = (cards: readonly number[], pile: '' | 'discard' | 'exhausted' = '', from = 0, inspectable = true): unknown =>
  repeat(
    cards,
    (c) => c,
    (c, i) => html`<rotu-card size="chip" ?inspectable=${inspectable} .pile=${pile} style="--i: ${from + i}" data-motion=${c} .card=${c}></rotu-card>`,
  );

/** A change of health that just landed, by seat, to show over the panels. */
export type Flashes = ReadonlyMap<number, { readonly delta: number; readonly key: number }>;

export interface PlayerHandlers {
  readonly target: (seat: number) => void;
  /** See a character large, from the box it lies in. */
  readonly character: (id: number, rect: DOMRect) => void;
}

/** Why a player may not be attacked, in a few words (the full reason is the button's title). */
function shortReason(view: RotuView, seat: number): string {
  const p = view.players[seat]!;
  if (!p.alive) return 'Out of the fight';
  if (view.prevTarget === seat) return 'Not now: previous turn’s target';
  if (p.damagedBy.length >= 2) return 'Not now: hit by two this round';
  return 'Not now';
}

function aim(view: RotuView, seat: number, on: PlayerHandlers): TemplateResult | null {
  const t = view.mine.targets.find((x) => x.seat === seat);
  if (!t) return null;
  return html`<button type="button" class="aim ${t.reason ? 'barred' : 'lit'}" aria-disabled=${t.reason ? 'true' : 'false'} title=${t.reason ?? `Attack ${view.names[seat]}`}
    @click=${() => !t.reason && on.target(seat)}>${t.reason ? shortReason(view, seat) : `Attack ${view.names[seat]}`}</button>`;
}

/** What the foot says on the left: the coins left, or where the player's cards are. */
function counts(view: RotuView, p: PlayerView): TemplateResult {
  if (view.auction || view.auctionsDone < 11) {
    return html`<span class="purse"><span class="label">Coins left</span> ${p.coins.length ? p.coins.join(' ') : 'none'}</span>`;
  }
  return html`<span class="counts">Hand ${p.hand.length} · Discard ${p.discard.length} · ${rotuTerm('exhaust', 'Exhausted')} ${p.exhausted.length}</span>`;
}

function panel(view: RotuView, seat: number, presence: readonly Presence[], flashes: Flashes, on: PlayerHandlers): TemplateResult {
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
  const button = aim(view, seat, on);
  const barred = view.mine.targets.find((t) => t.seat === seat)?.reason;
  const hitBy = p.damagedBy.length && p.alive && !barred ? p.damagedBy.map((s) => view.names[s]).join(', ') : '';
  const lucky = view.holder === seat && view.phase !== 'over';
  return html`<li class="player ${cls}" data-motion-place="seat-${seat}" aria-label=${`${p.name}${seat === view.seat ? ' (you)' : ''}`}>
    ${keyed(
      p.character,
      c
        ? html`<button type="button" class="face" aria-label="${c.name}: see the character" @click=${(e: Event) => on.character(c.id, (e.currentTarget as Element).getBoundingClientRect())}>${portrait(c.id)}</button>`
        : html`<span class="face none" aria-hidden="true">?</span>`,
    )}
    <span class="name">${presenceDot(presence[seat])}<span class="who">${p.name}</span>${seat === view.seat ? html`<small> (you)</small>` : nothing}
      <span class="lucky ${lucky ? '' : 'off'}" title="Holds the Lucky Coin">${luckyIcon}${rotuTerm('lucky-coin', 'Lucky Coin')}</span></span>
    <span class="char">${c ? c.name : html`No ${rotuTerm('character', 'character')} yet`}</span>
    <span class="life ${c ? '' : 'none'}" role="img" aria-label=${c ? `${p.health} of ${p.maxHealth} health${p.alive ? '' : ', dead'}` : 'no health yet'}>${heartIcon}<b>${c ? p.health : '–'}</b><span class="max">/${c ? p.maxHealth : '–'}</span></span>
    <span class="health-bar ${c ? '' : 'none'}" aria-hidden="true"><span style="width: ${share}%"></span></span>
    <div class="owned">
      <span class="hand" role="group" aria-label="Hand: ${p.hand.length} cards">${chips(p.hand)}</span>
      <span class="piles" role="group" aria-label="Discard pile: ${p.discard.length} cards; exhausted: ${p.exhausted.length} cards">${chips(p.exhausted, 'exhausted')}${chips(p.discard, 'discard', p.exhausted.length)}</span>
      ${p.alive ? nothing : html`<span class="out">Out of the fight</span>`}
    </div>
    <div class="foot">${button ? nothing : counts(view, p)}${hitBy ? html`<span class="hit">Hit this ${rotuTerm('round', 'round')} by ${hitBy}</span>` : nothing}${button ?? nothing}</div>
    ${flash ? keyed(flash.key, html`<span class="flash ${flash.delta < 0 ? 'hurt' : 'heal'}" aria-hidden="true">${flash.delta > 0 ? '+' : ''}${flash.delta}</span>`) : nothing}
  </li>`;
}

/** Columns of panels: two players side by side, four in two rows of two, else three to a row. */
const columns = (n: number): number => (n === 4 ? 2 : Math.min(3, n));

export const players = (view: RotuView, presence: readonly Presence[], flashes: Flashes, on: PlayerHandlers): TemplateResult =>
  html`<ul class="players" part="players" aria-label="Players" style="--cols: ${columns(view.names.length)}">${view.names.map((_, s) => panel(view, s, presence, flashes, on))}</ul>`;
