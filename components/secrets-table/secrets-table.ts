/**
 * The Secrets of the Universe table: the places around it (hand sizes, the dealer, whose turn,
 * every card a player took from the discards), the deck and the discard pile, the viewer's hand
 * sorted or grouped by its best arrangement with live points, "Go out" when it is legal, the coin
 * calls, each game's reveal and the match table. It renders a SecretsView and emits commands.
 *
 * @fires command - `CustomEvent<SecretsCommand>`: drawFromDeck, takeDiscard, discard, goOut, callCoin.
 * @csspart status, places, place, pile, deck, discards, player, hand, card, meld, go-out, coin,
 *   reveal, match, match-over, message.
 */
import { html, LitElement, nothing } from 'lit';
import { cardName, type HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsCommand } from '../../src/games/secrets-of-the-universe/types.js';
import type { PlaceView, SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { card, cardButton, cardLabel, meld, meldLabel, pointsText } from './cards.js';
import { matchOver, matchTable, reveal } from './results.js';
import { styles } from './secrets-table.styles.js';

const total = (p: { low: number; high: number }): string => (p.low === p.high ? `${p.low}` : `${p.low}–${p.high}`);

export class SecretsTable extends LitElement {
  static override styles = styles;
  static override properties = { view: { attribute: false }, message: {}, grouped: { state: true } };

  declare view: SecretsView | null;
  declare message: string;
  /** Show the hand grouped by its best arrangement instead of by suit and rank. */
  declare grouped: boolean;

  constructor() {
    super();
    this.view = null;
    this.message = '';
    this.grouped = false;
  }

  private send(command: SecretsCommand): void {
    this.dispatchEvent(new CustomEvent('command', { detail: command, bubbles: true, composed: true }));
  }

  override render() {
    const v = this.view;
    if (!v) return html`<p class="waiting">Waiting for the deal…</p>`;
    return html`<div class="table">
      ${this.status(v)}
      <ul class="places" part="places" aria-label="Players">${v.places.map((p) => this.place(p, v))}</ul>
      ${v.phase === 'playing' || v.phase === 'scoring' ? this.pile(v) : nothing}
      ${v.seat >= 0 && v.hand.length ? this.player(v) : nothing}
      ${this.coin(v)} ${matchOver(v)} ${v.reveal ? reveal(v.reveal, v) : nothing} ${matchTable(v)}
      <p class="message" part="message" role="status">${this.message}</p>
    </div>`;
  }

  private status(v: SecretsView) {
    const t = v.turn;
    const mine = t !== null && t.seat === v.seat;
    const doing = !t ? '' : mine ? (t.step === 'draw' ? 'Your turn: draw from the deck or take the top discard.' : 'Your turn: discard a card, or go out.') : t.dummy !== null ? `${t.name} discards the deck's top card.` : `${t.name} is ${t.step === 'draw' ? 'drawing' : 'discarding'}.`;
    const phase = v.phase === 'scoring' ? 'Scoring the game…' : v.phase === 'matchOver' ? 'Match over.' : v.phase === 'dealing' ? 'Dealing…' : '';
    return html`<div class="status" part="status">
      <span>Game <strong>${Math.max(v.game, 1)}</strong> of ${v.match.length}${v.dealer !== null ? html` · ${v.names[v.dealer]} deals` : nothing}</span>
      <span class="turn ${mine ? 'mine' : ''}" aria-live="polite">${doing || phase}</span>
    </div>`;
  }

  private place(p: PlaceView, v: SecretsView) {
    const you = p.seat !== null && p.seat === v.seat;
    return html`<li class="place ${p.isTurn ? 'turn' : ''} ${you ? 'you' : ''} ${p.isDummy ? 'dummy' : ''}" part="place" aria-current=${p.isTurn ? 'true' : 'false'}>
      <span class="name">${p.name}${you ? html` <small>(you)</small>` : nothing}${p.isDealer ? html` <span class="dealer" title="Dealer" aria-label="dealer">D</span>` : nothing}</span>
      <span class="meta">${p.isDummy ? 'discards the top card of the deck' : `${p.handSize} cards`}${p.total !== null ? html` · <strong>${p.total}</strong> pts` : nothing}</span>
      ${p.taken.length ? html`<span class="taken" aria-label="Taken from the discards">${p.taken.map((c) => card(c, 'tiny'))}</span>` : nothing}
    </li>`;
  }

  private pile(v: SecretsView) {
    const top = v.topDiscard;
    const drawing = v.turn?.seat === v.seat && v.turn.step === 'draw';
    const older = v.discards.slice(-7, -1);
    return html`<section class="pile" part="pile" aria-label="Deck and discards">
      <div class="deck" part="deck">
        <button class="back" ?disabled=${!drawing} @click=${() => this.send({ type: 'drawFromDeck' })}
          aria-label=${v.deckCount ? `${v.deckCount} cards in the deck: draw one` : '0 cards in the deck: drawing ends the game'}><span>${v.deckCount}</span></button>
        <small>Deck</small>
      </div>
      <div class="discards" part="discards" aria-label="Discards: ${v.discards.length}">
        <span class="older" aria-hidden="true">${older.map((d) => card({ code: d.code, taken: false }, 'small'))}</span>
        ${top
          ? top.takeable
            ? cardButton({ code: top.code, taken: false }, `Take ${cardName(top.code)} from the discards`, () => this.send({ type: 'takeDiscard' }))
            : card({ code: top.code, taken: false }, 'top')
          : html`<span class="empty">No discards</span>`}
        <small>Discards${top ? html` · top: ${cardName(top.code)}` : nothing}</small>
      </div>
    </section>`;
  }

  private player(v: SecretsView) {
    const discarding = v.turn?.seat === v.seat && v.turn.step === 'discard';
    const best = v.best;
    const button = (c: HandCard) =>
      discarding ? cardButton(c, `Discard ${cardLabel(c)}`, () => this.send({ type: 'discard', card: c.code, taken: c.taken })) : card(c);
    return html`<section class="player ${discarding ? 'active' : ''}" part="player" aria-labelledby="hand-title">
      <header>
        <h2 id="hand-title">Your hand <small>${v.hand.length} cards</small></h2>
        ${best ? html`<span class="best" aria-live="polite">Best arrangement: <strong>${total(best.total)}</strong> points</span>` : nothing}
        <button class="toggle" aria-pressed=${this.grouped ? 'true' : 'false'} @click=${() => (this.grouped = !this.grouped)}>Group by melds</button>
      </header>
      ${this.grouped && best
        ? html`<ul class="groups" part="hand" aria-label="Your hand by melds">
            ${best.melds.map((m) => html`<li class="group"><span class="cards">${m.cards.map(button)}</span><small>${meldLabel(m)} · ${pointsText(m)}</small></li>`)}
            ${best.unmelded.length ? html`<li class="group loose"><span class="cards">${best.unmelded.map(button)}</span><small>unmelded</small></li>` : nothing}
          </ul>`
        : html`<div class="hand" part="hand" role="group" aria-label="Your hand">${v.hand.map(button)}</div>`}
      ${discarding ? html`<p class="hint">Choose a card to discard.</p>` : nothing} ${this.goOut(v)}
    </section>`;
  }

  private goOut(v: SecretsView) {
    const g = v.goOut;
    if (!g?.legal || !g.arrangement) return nothing;
    const a = g.arrangement;
    return html`<div class="go-out" part="go-out">
      <button class="primary" @click=${() => this.send({ type: 'goOut' })}>Go out${g.fully ? ' fully (+10)' : ''}</button>
      <span>Scores this arrangement: ${total(a.total)} points${g.bonus ? ` + ${g.bonus}` : ''}.</span>
      <ul class="melds">${a.melds.map(meld)}</ul>
      ${a.unmelded.length ? html`<p class="loose">Unmelded: ${a.unmelded.map((c) => card(c, 'small'))}</p>` : nothing}
    </div>`;
  }

  private coin(v: SecretsView) {
    const c = v.reveal?.pendingCoin;
    if (!c || v.phase !== 'scoring') return nothing;
    const m = v.reveal!.hands[c.seat]?.melds[c.meld];
    const what = m ? `${meldLabel(m)} (${m.points.low} or ${m.points.high} points)` : 'a meld';
    if (c.call !== null) return html`<p class="coin panel" part="coin" role="status">Flipping the coin for ${v.names[c.seat]}'s ${what}: called ${c.call}…</p>`;
    if (c.seat !== v.seat) return html`<p class="coin panel" part="coin" role="status">Waiting for ${v.names[c.seat]} to call the coin for their ${what}.</p>`;
    return html`<div class="coin panel mine" part="coin" role="group" aria-label="Call the coin">
      <p>Your ${what}: call the coin. Right scores ${m?.points.high}, wrong ${m?.points.low}.</p>
      <button class="primary" @click=${() => this.send({ type: 'callCoin', call: 'heads' })}>Heads</button>
      <button class="primary" @click=${() => this.send({ type: 'callCoin', call: 'tails' })}>Tails</button>
    </div>`;
  }
}

customElements.define('secrets-table', SecretsTable);

declare global {
  interface HTMLElementTagNameMap {
    'secrets-table': SecretsTable;
  }
}
