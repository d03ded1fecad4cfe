/**
 * The middle of the table during the auctions: the items revealed (lit for the viewer to pick,
 * each taken one dimmed under its taker's name), the bids (an empty ring while choosing, a face-down coin once laid, every
 * coin at once when revealed), the Lucky Coin's flips one by one and the pick order. During the
 * fight, what happened this turn and the last, newest first (the attack itself: arena.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { repeat } from 'lit/directives/repeat.js';
import { happeningText } from '../../src/games/rules-of-the-universe/describe-event.js';
import type { AuctionView, RotuView } from '../../src/games/rules-of-the-universe/view.js';
import { linkTerms, rotuTerm, who } from './describe.js';
import { luckyIcon } from './icons.js';
import './rotu-card.js';

/** The auction to show: the one under way, or between two auctions the last one, until the next starts. */
export const shownAuction = (view: RotuView): AuctionView | null => view.auction ?? (view.auctionsDone < 11 ? view.lastAuction : null);

const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

function item(view: RotuView, a: AuctionView, id: number, onPick: (item: number) => void): TemplateResult {
  const pick = a.picks.find((p) => p.item === id);
  const mine = view.mine.picks.includes(id);
  const props = a.kind === 'character' ? { card: -1, character: id } : { card: id, character: -1 };

  return html`<li class="item ${pick ? 'taken' : ''} ${mine ? 'yours' : ''}">
    <rotu-card data-motion=${a.kind === 'character' ? `c${id}` : id} data-motion-from="pool" .card=${props.card} .character=${props.character}
      inspectable .interactive=${mine} @card-activate=${() => onPick(id)}></rotu-card>
    ${pick ? html`<span class="by">${who(view, pick.seat)}</span>` : nothing}
  </li>`;
}

/** The auction under way (or the last one, until the next starts): the items on offer. */
export function auctionPanel(view: RotuView, onPick: (item: number) => void): TemplateResult {
  const a = shownAuction(view);
  const revealed = a?.revealed ?? [];
  const slots = Math.max(0, view.names.length + 1 - revealed.length);
  const what =
    !a || a.kind === 'character'
      ? html`the ${rotuTerm('character', 'characters')}`
      : html`${rotuTerm('pool-supply-deck', 'pool cards')} <small>· ${view.poolLeft} left in the deck</small>`;
  return html`<section class="auction" part="auction" aria-labelledby="auction-title">
    <h3 id="auction-title">On offer: ${what}</h3>
    <ul class="items">${
      a
        ? repeat(
            revealed,
            (i) => `${a.number}/${i}`,
            (i) => item(view, a, i, onPick),
          )
        : nothing
    }${Array.from({ length: slots }, () => html`<li class="item"><span class="slot"></span></li>`)}</ul>
  </section>`;
}

function coin(view: RotuView, a: AuctionView, seat: number): TemplateResult {
  const b = a.bids[seat]!;
  const face = b.coin !== null ? String(b.coin) : b.status === 'forfeited' ? '0' : b.status === 'sealed' ? '?' : '';
  const words =
    b.coin !== null ? `bid ${b.coin}` : b.status === 'forfeited' ? 'bid nothing in time: 0' : b.status === 'sealed' ? 'coin laid face down' : 'still choosing';
  return html`<li class="bid ${b.status}"><span class="coin" aria-hidden="true">${face}</span><span class="bidder">${who(view, seat)}</span>${view.holder === seat ? html`<span class="holder" title="Holds the Lucky Coin">${luckyIcon}</span>` : nothing}<span class="sr">: ${words}</span></li>`;
}

/** What the bids stand at, in a line: why we wait, the tie, or the pick order. */
function orderLine(view: RotuView, a: AuctionView): TemplateResult {
  if (a.order.length) {
    return html`Pick order: ${a.order.map((s, i) => html`<span class=${a.picks.length > i ? 'done' : a.picker === s ? 'now' : ''}>${i + 1}. ${who(view, s)}</span> `)}`;
  }
  if (a.flips.length || a.bids.every((b) => b.coin !== null || b.status === 'forfeited')) return html`A ${rotuTerm('tie', 'tie')}: the Lucky Coin decides.`;
  return html`Every coin is laid face down (${rotuTerm('sealed', 'sealed')}), then all are revealed together. The highest bid picks first.`;
}

/** The bids, the flips and the pick order of the auction under way (or the last one, until the next starts). */
export function bidsPanel(view: RotuView): TemplateResult {
  const a = shownAuction(view);
  const key = a ? `${a.number}/${a.order.join()}/${a.picks.length}/${a.flips.length}/${a.bids.map((b) => b.status).join()}` : '';
  return html`<section class="bids" part="bids" aria-labelledby="bids-title">
    <h3 id="bids-title">${rotuTerm('bidding-coin', 'Bids')}</h3>
    <ul class="coins">${a ? view.names.map((_, s) => coin(view, a, s)) : nothing}</ul>
    ${keyed(key, html`<p class="order">${a ? orderLine(view, a) : 'The auctions are about to begin.'}</p>`)}
    <ol class="flips" aria-label="Flips of the Lucky Coin">
      ${(a?.flips ?? []).map((f, i) => html`<li class="flip ${f.lucky ? 'won' : 'lost'}" style="--i: ${i}">${who(view, f.seat)} ${f.seat === view.seat ? 'flip' : 'flips'} the ${rotuTerm('lucky-coin', 'Lucky Coin')}: <b>${f.lucky ? 'LUCKY!' : 'UNLUCKY!'}</b> → picks ${ordinal(f.place)}</li>`)}
    </ol>
  </section>`;
}

/** What happened this turn and the last, newest first. */
export function feed(view: RotuView): TemplateResult {
  const lines = view.happenings
    .filter((h) => h.turn >= view.turnNo - 1)
    .slice(-10)
    .reverse();
  return html`<section class="feed" part="feed" aria-labelledby="feed-title">
    <h3 id="feed-title">This turn and the last <small>· newest first</small></h3>
    <ol>${lines.map((h) => keyed(JSON.stringify(h), html`<li class="${h.kind} ${h.turn < view.turnNo ? 'before' : ''}">${linkTerms(`${happeningText(view, h)}.`)}</li>`))}${lines.length ? nothing : html`<li class="none">Nothing yet.</li>`}</ol>
  </section>`;
}
