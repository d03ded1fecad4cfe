/**
 * The Crazier Eights table. It renders an EightsView and emits commands.
 *
 * From the top: the status bar (game, whose turn, the phase, discards and play left, teams), every
 * seat with its cards in hand, presence and cards in play, the piles (the draw pile's count, the
 * discard pile's top and the colour a wild eight named), what is in the open (an event taking
 * effect, revealed cards, what you alone look at, destroyed cards to order), the prompt of a choice
 * (yours with its options and Decline, or whose it is with the host's countdown), the reader (the
 * text of the card last hovered, focused or tapped: on a phone a tap reads it), and your hand: a
 * tap picks a card and offers Discard (naming a colour for an eight) and Play, or says why neither
 * is possible; End turn beside it. Results lie over the table until closed.
 *
 * The table keeps still as turns pass: every part has a fixed height, a choice lies over the felt,
 * and the hand and each seat's cards in play are one line whose cards are placed by transforms,
 * overlapping to fit their width. Cards travel (CardMotion): drawn into the hand from the draw pile,
 * discarded from the hand or a seat, played into a seat's cards in play.
 *
 * @fires command - `CustomEvent<EightsCommand>`: play, discard, endTurn, choose, decline.
 * @csspart table, status, places, place, seat, pile, named, reveal, choice, reader, hand, card, message, game-results.
 */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { repeat } from 'lit/directives/repeat.js';
import { cardName, colourName, isEight } from '../../src/games/crazier-eights/deck.js';
import { COLOURS, type CardId, type EightsCommand } from '../../src/games/crazier-eights/types.js';
import type { EightsView, HandCardView } from '../../src/games/crazier-eights/view.js';
import type { Presence } from '../game-screen.js';
import { Countdown } from '../shared/countdown.js';
import { CardMotion } from '../shared/motion.js';
import { face, SYMBOLS } from './card.js';
import { styles } from './crazier-eights-table.styles.js';
import { cardLabel, eightsTerm, handWords, linkTerms, optionWords, who } from './describe.js';
import { piles, reader, seats, statusBar, strips } from './parts.js';
import { results } from './results.js';

/** How long the host waits for a seat other than the turn player's to choose (src/games/crazier-eights/host.ts). */
export const CHOICE_WAIT_MS = 30_000;

const choiceKey = (v: EightsView | null): string => {
  const c = v?.choice;
  return c && c.seat !== v!.turn ? JSON.stringify([v!.game, v!.turnNo, c.seat, c.kind, c.prompt, v!.handCounts, v!.table.length, v!.discard.length]) : '';
};

export class CrazierEightsTable extends LitElement {
  static override styles = styles;
  static override properties = {
    view: { attribute: false },
    message: {},
    presence: { attribute: false },
    picked: { state: true },
    shown: { state: true },
    closedGame: { state: true },
  };

  declare view: EightsView | null;
  declare message: string;
  /** Whether each seat's person is connected (components/game-screen.ts); empty when unknown. */
  declare presence: readonly Presence[];
  /** The hand card tapped, whose actions show. */
  declare picked: CardId | null;
  /** The card whose text the reader shows. */
  declare shown: CardId | null;
  /** The game whose results this player closed. */
  declare closedGame: number;
  private readonly clock = new Countdown(this);
  private readonly motion = new CardMotion(this);

  constructor() {
    super();
    this.view = null;
    this.message = '';
    this.presence = [];
    this.picked = null;
    this.shown = null;
    this.closedGame = 0;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('view') && this.picked !== null && !this.view?.hand.some((h) => h.card === this.picked)) this.picked = null;
    this.clock.sync(choiceKey(this.view), CHOICE_WAIT_MS);
  }

  private send(command: EightsCommand): void {
    this.picked = null;
    this.dispatchEvent(new CustomEvent('command', { detail: command, bubbles: true, composed: true }));
  }

  private readonly show = (card: CardId): void => {
    this.shown = card;
  };

  override render() {
    const v = this.view;
    if (!v) return html`<p class="waiting">Waiting for the deal…</p>`;
    const seated = v.seat >= 0;
    return html`<div class="table ${seated ? '' : 'watching'}" lang="en" style="--n: ${v.names.length}">
      ${statusBar(v)} ${seats(v, this.presence, this.show)}
      <section class="middle" part="felt" aria-label="The piles">
        ${piles(v, this.show)}
        <div class="open">${strips(v, this.show)}</div>
        ${v.choice ? keyed(JSON.stringify([v.choice.seat, v.choice.kind, v.choice.prompt]), this.prompt(v)) : nothing}
      </section>
      ${reader(this.shown, linkTerms)}
      ${seated ? this.hand(v) : html`<p class="message" part="message" role="status">${this.message || 'You are watching.'}</p>`}
      ${this.results(v)}
    </div>`;
  }

  /** A choice (a new one drawn afresh, not the last rewritten): yours with its options, or whose it is and how long the host still waits. */
  private prompt(v: EightsView): TemplateResult {
    const c = v.choice!;
    const timed = c.seat !== v.turn;
    const clock = timed
      ? html`<span class="clock" role="timer" aria-label="${Math.ceil(this.clock.remaining / 1000)} seconds left to choose">
          <span class="bar" aria-hidden="true"><span style="width: ${this.clock.duration ? (100 * this.clock.remaining) / this.clock.duration : 0}%"></span></span>${this.clock.words}
        </span>`
      : nothing;
    if (c.seat !== v.seat || !c.options)
      return html`<div class="choice waiting" part="choice" role="status">
        <p><b>${v.names[c.seat]}</b> is choosing: ${linkTerms(c.prompt)}</p>
        ${clock}
      </div>`;
    return html`<div class="choice mine" part="choice" role="group" aria-labelledby="choice-prompt">
      <p id="choice-prompt"><b>Your choice:</b> ${linkTerms(c.prompt)} ${clock}</p>
      <div class="options">
        ${c.options.map((value) => {
          const o = optionWords(v, value);
          const card = o.card;
          return html`<button type="button" class="option" data-value=${value} aria-label=${card === null ? o.label : cardLabel(card)}
            @mouseenter=${() => card !== null && this.show(card)} @focus=${() => card !== null && this.show(card)}
            @click=${() => this.send({ type: 'choose', value })}>${o.label}</button>`;
        })}
        ${c.may ? html`<button type="button" class="decline" @click=${() => this.send({ type: 'decline' })}>Decline</button>` : nothing}
      </div>
    </div>`;
  }

  private hand(v: EightsView): TemplateResult {
    const myTurn = v.turn === v.seat && v.waitingFor === v.seat && !v.choice && v.phase === 'main';
    const n = v.hand.length;
    return html`<section class="my-hand" part="hand" aria-label="Your hand">
      <div class="actions">${this.actions(v, myTurn)}
        <button type="button" class="end" ?disabled=${!myTurn} @click=${() => this.send({ type: 'endTurn' })}>End turn</button>
      </div>
      <ul class="hand ${myTurn ? 'active' : ''}" style="--cards: ${Math.max(1, n)}" aria-label="Your hand: ${n} ${n === 1 ? 'card' : 'cards'}">
        ${repeat(
          v.hand,
          (h) => h.card,
          (h, i) => html`<li style="--i: ${i}">
            <button type="button" class="card ${h.canDiscard ? 'can-discard' : ''} ${h.canPlay ? 'can-play' : ''} ${myTurn && !h.canDiscard && !h.canPlay ? 'stuck' : ''}"
              part="card" data-motion=${h.card} data-motion-from="pile" aria-pressed=${this.picked === h.card ? 'true' : 'false'}
              @mouseenter=${() => this.show(h.card)} @focus=${() => this.show(h.card)}
              @click=${() => { this.picked = this.picked === h.card ? null : h.card; this.show(h.card); }}>
              ${face(h.card)}<span class="sr">${cardLabel(h.card)} (${handWords(h, myTurn)})</span>
              ${myTurn && (h.canDiscard || h.canPlay) ? html`<span class="can" aria-hidden="true">${h.canDiscard ? html`<i class="d">discard</i>` : nothing}${h.canPlay ? html`<i class="p">play</i>` : nothing}</span>` : nothing}
            </button>
          </li>`,
        )}
      </ul>
    </section>`;
  }

  /** What the picked card may do, or why it may not; else the message or a hint. */
  private actions(v: EightsView, myTurn: boolean): TemplateResult {
    const h: HandCardView | undefined = v.hand.find((x) => x.card === this.picked);
    if (!h)
      return html`<p class="say" part="message" role="status">${this.message || (myTurn ? html`Your turn: tap a card to ${eightsTerm('discard', 'discard')} or ${eightsTerm('play', 'play')} it.` : v.hand.length ? 'Tap a card to read it.' : '')}</p>`;
    const name = cardName(h.card);
    if (!myTurn || (!h.canDiscard && !h.canPlay))
      return html`<p class="say why" part="message" role="status"><b>${name}:</b> ${myTurn ? (h.why ?? 'it can be neither discarded nor played now.') : v.choice ? 'wait until the choice is made.' : 'wait for your turn.'}</p>`;
    return html`<div class="say do" role="group" aria-label="${name}: what to do">
      <b>${name}</b>
      ${h.canDiscard && isEight(h.card)
        ? html`<span class="name-colour">${eightsTerm('discard', 'Discard')}, naming:</span>
            ${COLOURS.map((colour) => html`<button type="button" class="colour ${colour}" aria-label="Discard ${name}, naming ${colourName(colour)}"
              @click=${() => this.send({ type: 'discard', card: h.card, colour })}><span aria-hidden="true">${SYMBOLS[colour]}</span> <span class="colour-name">${colourName(colour)}</span></button>`)}`
        : h.canDiscard
          ? html`<button type="button" class="discard" @click=${() => this.send({ type: 'discard', card: h.card })}>Discard</button>`
          : nothing}
      ${h.canPlay ? html`<button type="button" class="play" @click=${() => this.send({ type: 'play', card: h.card })}>Play</button>` : nothing}
    </div>`;
  }

  private results(v: EightsView) {
    if ((v.status !== 'between' && v.status !== 'over') || this.closedGame === v.game) return nothing;
    return results(v, () => (this.closedGame = v.game), who);
  }
}

customElements.define('crazier-eights-table', CrazierEightsTable);

declare global {
  interface HTMLElementTagNameMap {
    'crazier-eights-table': CrazierEightsTable;
  }
}
