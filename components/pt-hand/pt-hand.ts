/**
 * A player's own hand: an overlapping line of card buttons with a roving tabindex (Left/Right,
 * Home/End move; Enter/Space plays). When one line would leave less than 34px of a card to tap (or
 * 30% of a wide one), the hand lies in balanced lines, each over the lower part of the one before,
 * whose corners show. Cards that may not be played stay focusable so their reason can be read, but
 * do not fire. Each card is placed by a transform, so when the hand grows or shrinks the cards
 * slide to their new places (a short transition, none under reduced motion); with `capacity` the
 * hand keeps the height of its fullest lines, and the page's layout never moves.
 *
 * @fires play-card - `{detail: {card}}` when a playable card is activated.
 * @fires look-card - `{detail: {card, reason}}` with `looks`, when a card that may not be played now
 *   is tapped: the page shows it large, with the reason, instead of the tip beside the card.
 *
 * @csspart list - the list of cards.
 * @csspart empty - the text shown when the hand is empty.
 *
 * @cssprop --pt-card-width - width of each card (passed on to pt-card).
 * @cssprop --pt-hand-overlap - horizontal overlap as a fraction of the card width (default -0.28).
 * @cssprop --pt-motion - the length of a card's slide (default 250ms).
 */
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import '../pt-card/pt-card.js';
import type { PtCard } from '../pt-card/pt-card.js';
import { styles } from './pt-hand.styles.js';
import { define } from '../shared/define.js';

/** One card of the hand as the hand draws it. */
export interface HandItem {
  readonly card: number;
  /** Accessible name, e.g. "Sun 7". */
  readonly label: string;
  readonly suit: string;
  readonly rank: number;
  /** Why it may not be played now, or null when it may. */
  readonly reason: string | null;
}

export type PlayCardEvent = CustomEvent<{ card: number }>;
export type LookCardEvent = CustomEvent<{ card: number; reason: string }>;

const NOT_YOUR_TURN = 'Wait for your turn.';

/** The least a hand shows of every card but the last, to tap it: 34px, and 30% of a wide card (its corner). */
const MIN_STEP = 34;
const SHOWN = 0.3;
const leastStep = (width: number): number => Math.max(MIN_STEP, width * SHOWN);

export class PtHand extends LitElement {
  static override styles = styles;
  static override properties = {
    cards: { attribute: false },
    active: { type: Boolean, reflect: true },
    label: {},
    capacity: { type: Number },
    looks: { type: Boolean },
    focusIndex: { state: true },
    perRow: { state: true },
  };

  declare cards: readonly HandItem[];
  /** Whether it is this player's turn: only then can cards be played. */
  declare active: boolean;
  /** Accessible name of the list. */
  declare label: string;
  /** The most cards this hand will hold (a round's deal): it keeps the lines they need, so it never changes height. */
  declare capacity: number;
  /** A tap on a card that may not be played asks the page to show it (`look-card`) rather than telling why beside it. */
  declare looks: boolean;
  declare focusIndex: number;
  /** Cards per line: the hand wraps into balanced lines when one line would overlap too much. */
  declare perRow: number;
  private resizer: ResizeObserver | null = null;
  /** A card was just played from the keyboard or mouse: keep focus in the hand when it leaves. */
  private refocus = false;
  private cardWidth = 0;
  private room = 0;

  constructor() {
    super();
    this.cards = [];
    this.active = false;
    this.label = 'Your hand';
    this.capacity = 0;
    this.looks = false;
    this.focusIndex = 0;
    this.perRow = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Watch a zero-height line as wide as the hand: its size follows the width only, so lines
    // rebalanced by fit() do not feed back into the observer.
    this.resizer = new ResizeObserver(() => this.fit());
    if (this.hasUpdated) this.observeRuler();
  }

  override firstUpdated(): void {
    this.observeRuler();
  }

  private observeRuler(): void {
    const ruler = this.renderRoot.querySelector('.ruler');
    if (ruler) this.resizer?.observe(ruler);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizer?.disconnect();
    this.resizer = null;
  }

  override updated(changed: PropertyValues<this>): void {
    // The cards are laid out once measured: measure now, before the page is painted.
    if (this.cardWidth === 0) this.fit();
    if (!changed.has('cards') || !this.refocus) return;
    this.refocus = false;
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (lost && this.cards.length > 0) this.cardElements()[this.focusIndex]?.focus();
  }

  /** On resize: measure a card and the room, then balance the lines. */
  private fit(): void {
    const width = this.renderRoot.querySelector<HTMLElement>('.gauge')?.offsetWidth || this.cardWidth;
    const room = (this.renderRoot.querySelector('.ruler') as HTMLElement | null)?.offsetWidth ?? this.clientWidth;
    if (width === this.cardWidth && room === this.room) return;
    this.cardWidth = width;
    this.room = room;
    this.perRow = this.balance();
    // The lines kept for the deal follow the width too.
    this.requestUpdate();
  }

  /** How many cards fit on one line, each but the last showing at least leastStep() of itself. */
  private fits(): number {
    const w = this.cardWidth;
    if (w === 0) return 0;
    return Math.max(1, Math.floor((this.room - w - 2 * Math.min(5, w * 0.1) - 1) / leastStep(w)) + 1);
  }

  /**
   * Cards per line: as many as fit with enough of each card showing to tap it and read its corner,
   * spread evenly over the lines. A hand keeps to one line wherever they fit.
   */
  private balance(): number {
    const n = this.cards.length;
    const fits = this.fits();
    if (n === 0 || fits === 0) return 0;
    return Math.ceil(n / Math.ceil(n / fits));
  }

  /** The lines the hand keeps room for: those of its fullest deal, or of the cards it holds. */
  private lines(per: number): number {
    const fits = this.fits();
    const held = Math.ceil(this.cards.length / Math.max(1, per));
    return fits === 0 ? held : Math.max(held, Math.ceil(this.capacity / fits));
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('cards')) this.perRow = this.balance();
    if (changed.has('cards') || changed.has('active')) {
      const max = Math.max(0, this.cards.length - 1);
      // On a new turn, start on the first playable card.
      if (changed.has('active') && this.active) {
        const first = this.cards.findIndex((c) => c.reason === null);
        if (first >= 0 && !this.hasFocusInside()) this.focusIndex = first;
      }
      this.focusIndex = Math.min(this.focusIndex, max);
    }
  }

  private hasFocusInside(): boolean {
    return this.shadowRoot?.activeElement != null;
  }

  private cardElements(): PtCard[] {
    return [...this.renderRoot.querySelectorAll('pt-card')];
  }

  private async moveTo(index: number): Promise<void> {
    this.focusIndex = Math.max(0, Math.min(index, this.cards.length - 1));
    await this.updateComplete;
    this.cardElements()[this.focusIndex]?.focus();
  }

  private onKeydown(event: KeyboardEvent): void {
    const last = this.cards.length - 1;
    const moves: Record<string, number> = {
      ArrowLeft: this.focusIndex - 1,
      ArrowUp: this.focusIndex - 1,
      ArrowRight: this.focusIndex + 1,
      ArrowDown: this.focusIndex + 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined || last < 0) return;
    event.preventDefault();
    void this.moveTo(target);
  }

  private onFocusin(event: FocusEvent): void {
    const index = this.cardElements().indexOf(event.target as PtCard);
    if (index >= 0) this.focusIndex = index;
  }

  private play(item: HandItem, event: Event): void {
    event.stopPropagation();
    if (!this.active || item.reason !== null) return;
    this.refocus = true;
    this.dispatchEvent(new CustomEvent('play-card', { detail: { card: item.card }, bubbles: true, composed: true }));
  }

  /** A tap on a card that may not be played now: with `looks`, ask to see it large. */
  private look(item: HandItem): void {
    if (!this.looks || (this.active && item.reason === null)) return;
    const reason = this.active ? (item.reason ?? '') : NOT_YOUR_TURN;
    this.dispatchEvent(new CustomEvent('look-card', { detail: { card: item.card, reason }, bubbles: true, composed: true }));
  }

  override render() {
    // The ruler measures the room, the gauge a card; the cards are laid out once both are known.
    return html`<div class="ruler" aria-hidden="true"><div class="gauge"></div></div>
      ${
        this.cardWidth === 0 && this.cards.length > 0
          ? nothing
          : this.cards.length === 0
            ? // As tall as the hand's lines, so an emptied hand (between rounds) moves nothing below it.
              html`<div class="empty-line" style="--_lines: ${this.lines(1) || 1}"><pt-card class="spacer" aria-hidden="true" tabindex="-1"></pt-card><p class="empty" part="empty">${this.label}: no cards</p></div>`
            : this.renderList()
      }`;
  }

  private renderList() {
    const per = this.perRow || this.cards.length;
    const lines = this.lines(per);
    return html`<ul
      part="list"
      class=${this.active ? 'active' : 'waiting'}
      style="--_n: ${per}; --_lines: ${lines}"
      aria-label=${this.label}
      @keydown=${this.onKeydown}
      @focusin=${this.onFocusin}
    >
      ${repeat(
        this.cards,
        (item) => item.card,
        (item, index) => html`<li style="--_i: ${index % per}; --_line: ${Math.floor(index / per)}">
          <pt-card exportparts="card"
            data-hand-card
            interactive
            class=${this.looks ? 'looks' : ''}
            data-motion=${item.card}
            data-motion-from="deal"
            .label=${item.label}
            .suit=${item.suit}
            .rank=${item.rank}
            .disabled=${!this.active || item.reason !== null}
            .reason=${this.active ? (item.reason ?? '') : NOT_YOUR_TURN}
            .tabStop=${index === this.focusIndex}
            @card-activate=${(e: Event) => this.play(item, e)}
            @click=${() => this.look(item)}
          ></pt-card>
        </li>`,
      )}
    </ul>`;
  }
}

define('pt-hand', PtHand);

declare global {
  interface HTMLElementTagNameMap {
    'pt-hand': PtHand;
  }
  interface HTMLElementEventMap {
    'play-card': PlayCardEvent;
    'look-card': LookCardEvent;
  }
}
