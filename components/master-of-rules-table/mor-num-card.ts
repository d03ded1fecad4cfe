/**
 * A Master of Rules numerical card: its number in the corner over its colour's symbol, the symbol
 * large below, on the colour's own face (Yellow, Blue, Purple, Red or Black), readable at
 * any size from the hand's to the table's. When `interactive` it is a button; in the hand it is
 * `inspectable` (press.ts: a first tap shows it large).
 *
 * @fires card-activate - `{detail: {}}` on click, Enter or Space, only when `interactive` and not `disabled`.
 * @fires card-inspect - `{detail: {pinned}}` when an inspectable card asks to be seen large.
 *
 * @csspart card - the card's face (a `<button>` when `interactive`).
 * @csspart reason - the tooltip saying why the card cannot be played.
 *
 * @cssprop --pt-card-width - card width (height is 1.45 times it); default 64px.
 * @cssprop --mor-yellow-face, --mor-yellow-ink, --mor-yellow-symbol (also blue, purple, red, black) - the colours' faces.
 * @cssprop --pt-card-playable, --pt-focus, --pt-tooltip-bg, --pt-tooltip-text, --pt-card-disabled-veil
 */
import { css, html, LitElement, nothing } from 'lit';
import type { Colour } from '../../src/games/master-of-rules/cards.js';
import { CardActivation } from '../shared/card-activation.js';
import { morCardStyles } from './mor-card.styles.js';
import { focus, point, press } from './press.js';
import { colourSymbol } from './symbols.js';
import { define } from '../shared/define.js';

export class MorNumCard extends LitElement {
  static override styles = [
    morCardStyles,
    css`
      :host {
        --_face: var(--mor-yellow-face, #fff0b3);
        --_ink: var(--mor-yellow-ink, #6e4a00);
        --_sym: var(--mor-yellow-symbol, #d18f00);
        --_edge: var(--mor-yellow-edge, #c99a2e);
      }
      :host([colour='blue']) {
        --_face: var(--mor-blue-face, #d9ebff);
        --_ink: var(--mor-blue-ink, #0b4a8c);
        --_sym: var(--mor-blue-symbol, #1f6fd1);
        --_edge: var(--mor-blue-edge, #6d9fd8);
      }
      :host([colour='purple']) {
        --_face: var(--mor-purple-face, #ede2ff);
        --_ink: var(--mor-purple-ink, #532a9c);
        --_sym: var(--mor-purple-symbol, #7846d4);
        --_edge: var(--mor-purple-edge, #a184d8);
      }
      :host([colour='red']) {
        --_face: var(--mor-red-face, #ffdede);
        --_ink: var(--mor-red-ink, #a3172a);
        --_sym: var(--mor-red-symbol, #d9283c);
        --_edge: var(--mor-red-edge, #d9838c);
      }
      :host([colour='black']) {
        --_face: var(--mor-black-face, #25252c);
        --_ink: var(--mor-black-ink, #f6f6f6);
        --_sym: var(--mor-black-symbol, #f6f6f6);
        --_edge: var(--mor-black-edge, #8d8d99);
      }
      .corner {
        position: absolute;
        top: calc(var(--_w) * 0.05);
        left: calc(var(--_w) * 0.07);
        display: grid;
        justify-items: center;
        gap: 1px;
      }
      .num {
        font-size: max(12px, calc(var(--_w) * 0.3));
        font-weight: 800;
        line-height: 1;
      }
      .corner .symbol-svg {
        font-size: max(11px, calc(var(--_w) * 0.19));
        color: var(--_sym);
      }
      .centre {
        position: absolute;
        inset: 0;
        display: grid;
        place-items: center;
        padding-top: calc(var(--_w) * 0.42);
        padding-left: calc(var(--_w) * 0.12);
        color: var(--_sym);
        font-size: calc(var(--_w) * 0.5);
      }
      /* Small cards (a judgement's list) keep the corner only. */
      @container (max-width: 44px) {
        .centre {
          display: none;
        }
      }
    `,
  ];

  static override properties = {
    colour: { reflect: true },
    number: { type: Number },
    label: {},
    interactive: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    reason: {},
    telling: { type: Boolean, reflect: true },
    inspectable: { type: Boolean },
    selected: { type: Boolean, reflect: true },
  };

  declare colour: Colour;
  declare number: number;
  /** Its name ("Red 7"). */
  declare label: string;
  declare interactive: boolean;
  declare disabled: boolean;
  /** Why it cannot be played (tooltip and description). */
  declare reason: string;
  declare telling: boolean;
  /** A card of the hand: a first tap shows it large (press.ts). */
  declare inspectable: boolean;
  /** Seen large now: raised, and a tap plays it. */
  declare selected: boolean;
  private readonly clicks = new CardActivation(this);

  constructor() {
    super();
    this.colour = 'yellow';
    this.number = 0;
    this.label = '';
    this.interactive = false;
    this.disabled = false;
    this.reason = '';
    this.telling = false;
    this.inspectable = false;
    this.selected = false;
  }

  override render() {
    const symbol = colourSymbol(this.colour);
    const face = html`<span class="corner" aria-hidden="true"><span class="num">${this.number}</span>${symbol}</span><span class="centre" aria-hidden="true">${symbol}</span>`;
    const tip = !this.reason
      ? nothing
      : this.inspectable
        ? html`<span id="reason" class="sr">${this.reason}</span>`
        : html`<span id="reason" class="tip" role="tooltip" part="reason">${this.reason}</span>`;
    if (!this.interactive) return html`<div class="card" part="card" role="img" aria-label=${this.label}>${face}</div>`;
    return html`<button class="card" part="card" type="button" aria-disabled=${this.disabled ? 'true' : 'false'} aria-describedby=${tip === nothing ? nothing : 'reason'}
        @click=${(e: Event) => press(this, this.clicks, e)} @pointerenter=${(e: PointerEvent) => point(this, e)} @focus=${(e: FocusEvent) => focus(this, e)}>
        <span class="sr">${this.label}</span>${face}
      </button>${tip}`;
  }
}

define('mor-num-card', MorNumCard);

declare global {
  interface HTMLElementTagNameMap {
    'mor-num-card': MorNumCard;
  }
}
