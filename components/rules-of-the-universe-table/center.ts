/**
 * The middle of the table: during the auctions, the items revealed (lit for the viewer to pick), the
 * bids (face down until all are laid, then every coin at once), the Lucky Coin's flips one by one
 * and the pick order; during the fight, the attack under way (whom, the card face down, the
 * defence, then the card revealed and its damage) and what happened this turn and the last.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { happeningText } from '../../src/games/rules-of-the-universe/describe-event.js';
import type { Happening } from '../../src/games/rules-of-the-universe/types.js';
import type { AuctionView, RotuView } from '../../src/games/rules-of-the-universe/view.js';
import { linkTerms, rotuTerm, who } from './describe.js';
import './rotu-card.js';

const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

function item(view: RotuView, a: AuctionView, id: number, onPick: (item: number) => void): TemplateResult {
  const pick = a.picks.find((p) => p.item === id);
  const mine = view.mine.picks.includes(id);
  const props = a.kind === 'character' ? { card: -1, character: id } : { card: id, character: -1 };
  return html`<li class="item ${pick ? 'taken' : ''}">
    <rotu-card data-motion=${a.kind === 'character' ? `c${id}` : id} data-motion-from="pool" .card=${props.card} .character=${props.character}
      .interactive=${mine} @card-activate=${() => onPick(id)}></rotu-card>
    <span class="by">${pick ? `${who(view, pick.seat)}` : '\u00a0'}</span>
  </li>`;
}

function coin(view: RotuView, a: AuctionView, seat: number): TemplateResult {
  const b = a.bids[seat]!;
  const face = b.coin !== null ? String(b.coin) : b.status === 'forfeited' ? '0' : b.status === 'sealed' ? '?' : '';
  const words = b.coin !== null ? `bid ${b.coin}` : b.status === 'forfeited' ? 'bid nothing in time: 0' : b.status === 'sealed' ? 'coin laid face down' : 'still choosing';
  return html`<li class="bid ${b.status}"><span class="coin" aria-hidden="true">${face}</span><span class="bidder">${who(view, seat)}</span><span class="sr">: ${words}</span></li>`;
}

/** The auction under way. */
export function auctionPanel(view: RotuView, onPick: (item: number) => void): TemplateResult {
  const a = view.auction!;
  const slots = Math.max(0, view.names.length + 1 - a.revealed.length);
  return html`<section class="auction" part="auction" aria-labelledby="auction-title">
    <h3 id="auction-title">${rotuTerm('auction', `Auction ${a.number + 1} of 11`)}: ${a.kind === 'character' ? html`the ${rotuTerm('character', 'characters')}` : html`${rotuTerm('pool-supply-deck', 'pool cards')} <small>(${view.poolLeft} still in the deck)</small>`}</h3>
    <ul class="items">${a.revealed.map((i) => item(view, a, i, onPick))}${Array.from({ length: slots }, () => html`<li class="item"><span class="slot"></span></li>`)}</ul>
  </section>`;
}

/** The bids, the flips and the pick order of the auction under way. */
export function bidsPanel(view: RotuView): TemplateResult {
  const a = view.auction!;
  return html`<section class="bids" part="bids" aria-labelledby="bids-title">
    <h3 id="bids-title">Bids</h3>
    <ul class="coins">${view.names.map((_, s) => coin(view, a, s))}</ul>
    ${keyed(`${a.order.join()}/${a.picks.length}/${a.flips.length}/${a.bids.map((b) => b.status).join()}`, html`<p class="order">${a.order.length ? html`Pick order: ${a.order.map((s, i) => html`<span class=${a.picks.length > i ? 'done' : a.picker === s ? 'now' : ''}>${i + 1}. ${who(view, s)}</span> `)}` : a.flips.length || a.bids.every((b) => b.coin !== null || b.status === 'forfeited') ? html`A ${rotuTerm('tie', 'tie')}: the Lucky Coin decides.` : html`Coins are revealed together once everyone has laid one face down (${rotuTerm('sealed', 'sealed')}).`}</p>`)}
    <ol class="flips" aria-label="Flips of the Lucky Coin">
      ${a.flips.map((f, i) => html`<li class="flip ${f.lucky ? 'won' : 'lost'}" style="--i: ${i}">${who(view, f.seat)} ${f.seat === view.seat ? 'flip' : 'flips'} the ${rotuTerm('lucky-coin', 'Lucky Coin')}: <b>${f.lucky ? 'LUCKY!' : 'UNLUCKY!'}</b> → picks ${ordinal(f.place)}</li>`)}
    </ol>
  </section>`;
}

/** This turn's attack, as far as it has gone: whom, the card face down, the defence; then the reveal and the damage. */
export function arena(view: RotuView): TemplateResult {
  const a = view.attack;
  const done = [...view.happenings].reverse().find((h): h is Extract<Happening, { kind: 'attack' | 'void' | 'skip' }> => h.kind === 'attack' || h.kind === 'void' || h.kind === 'skip');
  const when = done && done.turn < view.turnNo ? 'Last turn: ' : '';
  let body: TemplateResult;
  if (a) {
    body = html`<p class="line"><b>${who(view, a.attacker)}</b> ${a.attacker === view.seat ? 'attack' : 'attacks'} <b>${who(view, a.target).replace(/^You$/, 'you')}</b></p>
      <div class="cards">
        <figure>${a.laid ? html`<rotu-card face-down data-motion="down"></rotu-card>` : html`<span class="slot">choosing a card…</span>`}<figcaption>attack</figcaption></figure>
        <figure>${a.defence === undefined ? html`<span class="slot">${a.laid ? 'choosing a defence…' : ''}</span>` : a.defence === null ? html`<span class="slot">no defence</span>` : html`<rotu-card data-motion=${a.defence} .card=${a.defence}></rotu-card>`}<figcaption>defence</figcaption></figure>
      </div>`;
  } else if (done?.kind === 'attack') {
    body = html`<p class="line">${when}<b>${who(view, done.by)}</b> hit <b>${who(view, done.on).replace(/^You$/, 'you')}</b>: <span class="damage">${done.damage} ${rotuTerm('damage', 'damage')}</span></p>
      <div class="cards">
        <figure><rotu-card data-motion=${done.card} .card=${done.card}></rotu-card><figcaption>attack ${done.strength}</figcaption></figure>
        <figure>${done.defence === null ? html`<span class="slot">no defence</span>` : html`<rotu-card data-motion=${done.defence} .card=${done.defence}></rotu-card>`}<figcaption>defence ${done.guard}</figcaption></figure>
      </div>`;
  } else {
    const text = done ? `${when}${happeningText(view, done)}` : view.phase === 'over' ? (view.result?.summary ?? '') : '';
    body = html`<p class="line">${linkTerms(text)}</p><div class="cards"><figure><span class="slot"></span><figcaption>&nbsp;</figcaption></figure><figure><span class="slot"></span><figcaption>&nbsp;</figcaption></figure></div>`;
  }
  const turn = view.turnNo > 0 ? html`Turn ${view.turnNo} · ${rotuTerm('round', `Round ${view.round}`)}` : 'The fight';
  const key = JSON.stringify([view.turnNo, a, done ?? null, view.phase === 'over']);
  return html`<section class="arena" part="arena" aria-labelledby="arena-title">${keyed(view.turnNo, html`<h3 id="arena-title">${turn}</h3>`)}${keyed(key, body)}</section>`;
}

/** What happened this turn and the last, newest last. */
export function feed(view: RotuView): TemplateResult {
  const lines = view.happenings.slice(-8);
  return html`<section class="feed" part="feed" aria-labelledby="feed-title">
    <h3 id="feed-title">This turn and the last</h3>
    <ol>${lines.map((h) => keyed(JSON.stringify(h), html`<li class=${h.kind}>${linkTerms(`${happeningText(view, h)}.`)}</li>`))}${lines.length ? nothing : html`<li class="none">Nothing yet.</li>`}</ol>
  </section>`;
}
