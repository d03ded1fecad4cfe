/**
 * A player's own hand: an overlapping line of card buttons (balanced lines when one would hide more
 * than 70% of each card) with a roving tabindex (Left/Right, Home/End move; Enter/Space plays).
 * Cards that may not be played stay focusable so their reason can be read, but do not fire.
 * Each card is placed by a transform, so when the hand grows or shrinks the cards slide to their
 * new places (a short transition, none under reduced motion) and the page's layout never moves.
 *
 * @fires play-card - `{detail: {card}}` when a playable card is activated.
 *
 * @csspart list - the list of cards.
 * @csspart empty - the text shown when the hand is empty.
 *
 * @cssprop --pt-card-width - width of each card (passed on to pt-card).
 * @cssprop --pt-hand-overlap - horizontal overlap as a fraction of the card width (default -0.28).
 * @cssprop --pt-motion - the length of a card's slide (default 250ms).
 */
import { html, LitElement, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import '../pt-card/pt-card.js';
import type { PtCard } from '../pt-card/pt-card.js';
import { styles } from './pt-hand.styles.js';

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

const NOT_YOUR_TURN = 'Wait for your turn.';

/** The least share of a card's width a hand shows of every card but the last: its corner. */
const SHOWN = 0.3;

export class PtHand extends LitElement {
  static override styles = styles;
  static override properties = {
    cards: { attribute: false },
    active: { type: Boolean, reflect: true },
    label: {},
    focusIndex: { state: true },
    perRow: { state: true },
  };

  declare cards: readonly HandItem[];
  /** Whether it is this player's turn: only then can cards be played. */
  declare active: boolean;
  /** Accessible name of the list. */
  declare label: string;
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
    if (!changed.has('cards') || !this.refocus) return;
    this.refocus = false;
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (lost && this.cards.length > 0) this.cardElements()[this.focusIndex]?.focus();
  }

  /** On resize: measure a card and the room, then balance the lines. */
  private fit(): void {
    this.cardWidth = this.renderRoot.querySelector('pt-card')?.offsetWidth || this.cardWidth;
    this.room = (this.renderRoot.querySelector('.ruler') as HTMLElement | null)?.offsetWidth ?? this.clientWidth;
    this.perRow = this.balance();
  }

  /**
   * Cards per line: as many as fit with each card's corner (rank and suit) showing, at most 70% of
   * it hidden, spread evenly over the lines. A hand keeps to one line wherever its corners fit, so
   * it does not jump between one line and two as it grows and shrinks by a card.
   */
  private balance(): number {
    const n = this.cards.length;
    const w = this.cardWidth;
    if (n === 0 || w === 0) return 0;
    const fits = Math.max(1, Math.floor((this.room - w * 1.3) / (w * SHOWN)) + 1);
    return Math.ceil(n / Math.ceil(n / fits));
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

  override render() {
    return html`<div class="ruler" aria-hidden="true"></div>
      ${this.cards.length === 0
        ? // As tall as a line of cards, so an emptied hand (between rounds) moves nothing below it.
          html`<div class="empty-line"><pt-card class="spacer" aria-hidden="true" tabindex="-1"></pt-card><p class="empty" part="empty">${this.label}: no cards</p></div>`
        : this.renderList()}`;
  }

  private renderList() {
    const per = this.perRow || this.cards.length;
    const lines = Math.ceil(this.cards.length / per);
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
            interactive
            data-motion=${item.card}
            data-motion-from="deal"
            .label=${item.label}
            .suit=${item.suit}
            .rank=${item.rank}
            .disabled=${!this.active || item.reason !== null}
            .reason=${this.active ? (item.reason ?? '') : NOT_YOUR_TURN}
            .tabStop=${index === this.focusIndex}
            @card-activate=${(e: Event) => this.play(item, e)}
          ></pt-card>
        </li>`,
      )}
    </ul>`;
  }
}

customElements.define('pt-hand', PtHand);

declare global {
  interface HTMLElementTagNameMap {
    'pt-hand': PtHand;
  }
  interface HTMLElementEventMap {
    'play-card': PlayCardEvent;
  }
}
