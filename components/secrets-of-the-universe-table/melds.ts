/**
 * A meld as results and going out show it, in every version: its cards outlined (a Bonus Card by its
 * own face, a 0 or Divinity with what it stands for), its kind and points, and what settles them: the
 * coin of a 3-Set of 8s or a unity of Magic 8s (Basic and Intermediate Versions), or the packet it
 * takes (Advanced: its Bonus Cards and what they add, once revealed).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { cardName, isBonus } from '../../src/games/secrets-of-the-universe/cards.js';
import type { Meld } from '../../src/games/secrets-of-the-universe/melds.js';
import type { MeldView } from '../../src/games/secrets-of-the-universe/view.js';
import { meldCardsWithStandIns } from './stand-ins.js';
import { linkWords, meldTerm, pointsText, secretsTerm } from './cards.js';

/** The coin that settles a meld: "coin to call", "coin: called tails, flipping…", "coin: called tails, landed heads". */
function coinText(coin: MeldView['coin']): string {
  if (!coin) return '';
  if (coin.outcome) return `coin: called ${coin.call}, landed ${coin.outcome}`;
  if (coin.call) return `coin: called ${coin.call}, flipping…`;
  return 'coin to call';
}

/** What the packet a meld takes adds: "packet: Void, +5", "packet: no Bonus Card", or "takes a packet" before it is revealed. */
function packetNote(packet: NonNullable<MeldView['packet']>): TemplateResult {
  if (packet.cards === null) return html`takes a ${secretsTerm('packet', 'packet')}`;
  const bonus = packet.cards.filter(isBonus).map(cardName);
  return html`${secretsTerm('packet', 'packet')}: ${bonus.length ? `${bonus.join(', ')}, +${packet.points}` : 'no Bonus Card'}`;
}

/** The meld's points as they stand: a flipped coin's, or the base and its revealed packet's. */
function points(m: MeldView): string {
  if (m.packet) return m.packet.points === null ? `${m.points.low}` : `${m.points.low + m.packet.points}`;
  return pointsText(m);
}

/**
 * One meld; `onTable` marks one that grew from an exposed meld laid on the table (its kind may say
 * "exposed" too, of a unity with a taken card: the book's other sense of the word).
 */
export function revealedMeld(m: MeldView, onTable = false): TemplateResult {
  const coin = coinText(m.coin);
  const note = m.packet ? packetNote(m.packet) : coin ? linkWords(coin, { coin: 'coin' }) : null;
  return html`<li class="meld" part="meld">
    <span class="cards">${meldCardsWithStandIns(m as Meld, 'small')}</span>
    <span class="what">${meldTerm(m)} · <strong>${points(m)}</strong>${onTable ? html` <span class="tag">${secretsTerm('exposed', 'on the table')}</span>` : nothing}${note ? html` <em class="coin-note">(${note})</em>` : nothing}</span>
  </li>`;
}
