/**
 * One playing card, face up or face down. A generic part: it knows nothing of any game's rules.
 *
 * @fires card-activate - `{detail: {}}` on click, Enter or Space, only when `interactive` and not `disabled`;
 *   a click on a disabled card with a `reason` shows the reason beside it for a few seconds instead.
 * A card turned face down flips over (not under reduced motion).
 *
 * @csspart card - the card's face or back (a `<button>` when `interactive`).
 * @csspart reason - the tooltip saying why the card cannot be played.
 *
 * @cssprop --pt-card-width - card width (height is 1.45 times it); default 64px.
 * @cssprop --pt-card-corner-size - the corner's rank (its suit is three quarters of it); default 22% of the width, never under 11px.
 * @cssprop --pt-card-face / --pt-card-ink - face and ink of a card whose suit has no colours below.
 * @cssprop --pt-sun-face / --pt-sun-ink (also saturn, collapsar, nebula, black) - suit colours.
 * @cssprop --pt-black-edge - the gold rim of a Black card.
 * @cssprop --pt-card-back / --pt-card-back-glow / --pt-card-back-edge - the card back.
 * @cssprop --pt-card-playable - ring around a playable card.
 * @cssprop --pt-card-disabled-veil - the dark veil over a disabled card (default #0a1424a6).
 * @cssprop --pt-card-disabled-filter - filter on a disabled card's face (default grayscale(0.8)).
 * @cssprop --pt-card-disabled-opacity - opacity of a disabled card (default 1).
 * @cssprop --pt-card-shadow, --pt-focus, --pt-tooltip-bg, --pt-tooltip-text
 */
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { CardActivation } from '../shared/card-activation.js';
import { styles } from './pt-card.styles.js';
import { define } from '../shared/define.js';

/** How long a card takes to flip face down, in ms. */
const FLIP_MS = 300;
const reduced = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

export type CardActivateEvent = CustomEvent<Record<string, never>>;

/** Suit symbols: one clear glyph per suit. */
export const SUIT_GLYPHS: Readonly<Record<string, string>> = {
  sun: '☉',
  saturn: '♄',
  collapsar: '●',
  nebula: '✺',
  black: '■',
};

export class PtCard extends LitElement {
  static override styles = styles;
  static override properties = {
    label: {},
    suit: { reflect: true },
    rank: { type: Number },
    faceDown: { type: Boolean, attribute: 'face-down', reflect: true },
    telling: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    reason: {},
    interactive: { type: Boolean, reflect: true },
    tabStop: { type: Boolean, attribute: 'tab-stop' },
  };

  /** Accessible name of the face, e.g. "Sun 7"; empty for an unknown card. */
  declare label: string;
  declare suit: string;
  declare rank: number;
  declare faceDown: boolean;
  /** Showing why it may not be played, for a moment after a click on it. */
  declare telling: boolean;
  /** Clicks: `card-activate`, or why not for a moment. */
  private readonly clicks = new CardActivation(this);
  declare disabled: boolean;
  /** Why the card cannot be played (tooltip on hover and focus, and the description). */
  declare reason: string;
  /** Render a real button that can be activated. */
  declare interactive: boolean;
  /** Whether the button is in the Tab order (a list using roving tabindex sets this on one card). */
  declare tabStop: boolean;

  constructor() {
    super();
    this.label = '';
    this.suit = '';
    this.rank = 0;
    this.faceDown = false;
    this.telling = false;
    this.disabled = false;
    this.reason = '';
    this.interactive = false;
    this.tabStop = true;
  }

  /** The accessible name: the face, "face-down …" or "hidden card". */
  get accessibleName(): string {
    if (!this.faceDown) return this.label || 'card';
    return this.label ? `face-down ${this.label}` : 'hidden card';
  }

  override focus(options?: FocusOptions): void {
    const button = this.renderRoot?.querySelector('button');
    if (button) button.focus(options);
    else super.focus(options);
  }

  /** A card turned face down (a collision) flips over. */
  protected override updated(changed: PropertyValues<this>): void {
    if (changed.get('faceDown') === false && this.faceDown && !reduced()) {
      this.renderRoot
        .querySelector('.card')
        ?.animate([{ transform: 'perspective(400px) rotateY(-90deg)' }, { transform: 'none' }], { duration: FLIP_MS, easing: 'ease-out' });
    }
  }

  private face() {
    if (this.faceDown) {
      const glyph = SUIT_GLYPHS[this.suit];
      return html`<span class="ring"></span>${this.label && glyph ? html`<span class="ghost">${this.rank}${glyph}</span>` : nothing}`;
    }
    const glyph = SUIT_GLYPHS[this.suit] ?? '';
    return html`
      <span class="corner tl"><span>${this.rank}</span><span class="pip">${glyph}</span></span>
      <span class="centre"><span class="pip">${glyph}</span><span class="rank">${this.rank}</span></span>
      <span class="corner br"><span>${this.rank}</span><span class="pip">${glyph}</span></span>
    `;
  }

  override render() {
    const cls = this.faceDown ? 'card back' : 'card';
    const tip = this.reason ? html`<span id="reason" class="tip" role="tooltip" part="reason">${this.reason}</span>` : nothing;
    if (!this.interactive) {
      return html`<div class=${cls} part="card" role="img" aria-label=${this.accessibleName}>
          <span class="face" aria-hidden="true">${this.face()}</span>
        </div>
        ${tip}`;
    }
    return html`<button
        class=${cls}
        part="card"
        type="button"
        tabindex=${this.tabStop ? 0 : -1}
        aria-disabled=${this.disabled ? 'true' : 'false'}
        aria-describedby=${this.reason ? 'reason' : nothing}
        @click=${this.clicks.activate}
      >
        <span class="sr">${this.accessibleName}</span><span class="face" aria-hidden="true">${this.face()}</span>
      </button>
      ${tip}`;
  }
}

define('pt-card', PtCard);

declare global {
  interface HTMLElementTagNameMap {
    'pt-card': PtCard;
  }
  interface HTMLElementEventMap {
    'card-activate': CardActivateEvent;
  }
}
