/**
 * A Rules of the Universe! card: a pool card (its name, attack and defence strengths, and its magic
 * ability as a sign and in words), a character (its portrait, name, health and trait), or a card
 * lying face down. `size` is `big` (a card of the hand or the table: on a narrow card the words of
 * the ability give way to its sign and name), `large` (a card seen large) or `chip` (a small tile
 * of strengths and the ability's sign, for the cards every player sees on the players' panels);
 * `pile` greys a chip of a discard pile and stripes an exhausted one.
 *
 * When `interactive` it is a button. A mouse click, Enter or Space plays it (`card-activate`); a
 * first touch asks to see it large (`rotu-inspect`), and a touch on a card already `selected` plays
 * it. A disabled one says why beside it for a few seconds (to a touch, the card seen large says it).
 * An `inspectable` card that is only shown asks to be seen large when clicked or touched.
 *
 * @fires card-activate - `{detail: {}}`, only when `interactive` and not `disabled`.
 * @fires rotu-inspect - `CustomEvent<RotuInspect>`: the card or character to see large, and where it lies.
 *
 * @csspart card - the card's face (a `<button>` when `interactive`).
 * @csspart reason - the tip saying why the card cannot be used.
 *
 * @cssprop --rotu-card-width - a big card's width (its height is 1.4 times it); default 92px.
 * @cssprop --rotu-large-width - a card seen large's width; default 150px.
 * @cssprop --rotu-chip-width - a chip's width (its height is 1.3 times it); default 30px.
 * @cssprop --rotu-name-font - the font of names on the cards: narrow, so that long names fit.
 * @cssprop --pt-card-face, --pt-card-ink, --pt-card-back, --pt-card-playable, --pt-focus, --pt-tooltip-bg, --pt-tooltip-text, --pt-card-disabled-veil
 */
import { html, LitElement, nothing, svg } from 'lit';
import { abilityName, characterOf, kindOf } from '../../src/games/rules-of-the-universe/data.js';
import { CardActivation } from '../shared/card-activation.js';
import { ABILITY_ICONS, heartIcon, shieldIcon, swordIcon } from './icons.js';
import { portrait } from './portraits.js';
import { styles } from './rotu-card.styles.js';
import { abilityShort, cardLabel, characterLabel, traitShort } from './words.js';
import { define } from '../shared/define.js';

/** The back of a card: a star in a ring. */
const cardBack = svg`<svg viewBox="0 0 32 32"><circle cx="16" cy="16" r="13" fill="none" stroke="#8fa3c7" stroke-width="1.5"/><path d="M16 4.5 18.6 13.4 27.5 16 18.6 18.6 16 27.5 13.4 18.6 4.5 16 13.4 13.4z" fill="#d7e2f5"/></svg>`;

/** What a card asks to show large: a pool card or a character, and the box it lies in. */
export interface RotuInspect {
  readonly card: number;
  readonly character: number;
  readonly rect: DOMRect;
}

export class RotuCard extends LitElement {
  static override styles = styles;
  static override properties = {
    card: { type: Number },
    character: { type: Number },
    faceDown: { type: Boolean, attribute: 'face-down', reflect: true },
    size: { reflect: true },
    pile: { reflect: true },
    interactive: { type: Boolean, reflect: true },
    inspectable: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    selected: { type: Boolean, reflect: true },
    legendary: { type: Boolean, reflect: true },
    reason: {},
    telling: { type: Boolean, reflect: true },
  };

  /** The pool card shown, or -1. */
  declare card: number;
  /** The character shown (when no card), or -1. */
  declare character: number;
  declare faceDown: boolean;
  declare size: 'big' | 'large' | 'chip';
  /** For a chip: the pile it lies in ('' for a hand). */
  declare pile: '' | 'discard' | 'exhausted';
  declare interactive: boolean;
  /** Whether a click (or a first touch) shows it large. */
  declare inspectable: boolean;
  declare disabled: boolean;
  declare selected: boolean;
  declare legendary: boolean;
  /** Why it cannot be used now (tip and description). */
  declare reason: string;
  declare telling: boolean;
  /** Clicks: `card-activate`, or why not for a moment. */
  private readonly clicks = new CardActivation(this);

  constructor() {
    super();
    this.card = -1;
    this.character = -1;
    this.faceDown = false;
    this.size = 'big';
    this.pile = '';
    this.interactive = false;
    this.inspectable = false;
    this.disabled = false;
    this.selected = false;
    this.legendary = false;
    this.reason = '';
    this.telling = false;
  }

  override willUpdate(): void {
    this.legendary = this.card >= 0 && kindOf(this.card).legendary;
  }

  private label(): string {
    if (this.faceDown) return 'A card lying face down';
    const pile = this.pile === 'discard' ? ', in the discard pile' : this.pile === 'exhausted' ? ', exhausted' : '';
    if (this.card >= 0) return `${cardLabel(this.card)}${pile}`;
    return this.character >= 0 ? characterLabel(this.character) : '';
  }

  private inspect(): void {
    const detail: RotuInspect = { card: this.card, character: this.card >= 0 ? -1 : this.character, rect: this.getBoundingClientRect() };
    this.dispatchEvent(new CustomEvent<RotuInspect>('rotu-inspect', { detail, bubbles: true, composed: true }));
  }

  private readonly onClick = (event: MouseEvent): void => {
    const touch = ['touch', 'pen'].includes((event as PointerEvent).pointerType ?? '');
    if (this.interactive) {
      if (this.inspectable && touch && (this.disabled || !this.selected)) this.inspect();
      else this.clicks.activate();
    } else if (this.inspectable && !this.faceDown) this.inspect();
  };

  private poolFace(card: number) {
    const k = kindOf(card);
    const stats = html`<span class="stats" aria-hidden="true"><span class="atk">${swordIcon}${k.attack}</span><span class="def">${shieldIcon}${k.defence}</span></span>`;
    if (this.size === 'chip') return html`${stats}<span class="ab" aria-hidden="true">${ABILITY_ICONS[k.ability.kind]}${k.ability.amount || ''}</span>`;
    return html`<span class="name" aria-hidden="true">${k.name}</span>${stats}
      <span class="ability" aria-hidden="true">${ABILITY_ICONS[k.ability.kind]}<b>${abilityName(k.ability)}</b></span>
      <span class="words" aria-hidden="true">${abilityShort(k.ability)}</span>`;
  }

  private characterFace(id: number) {
    const c = characterOf(id);
    return html`<span class="art" aria-hidden="true">${portrait(id)}<span class="health">${heartIcon}${c.health}</span></span>
      <span class="name" aria-hidden="true">${c.name}</span><span class="words" aria-hidden="true">${traitShort(id)}</span>`;
  }

  private face() {
    if (this.faceDown) return html`<span class="back" aria-hidden="true">${cardBack}</span>`;
    if (this.card >= 0) return this.poolFace(this.card);
    return this.character >= 0 ? this.characterFace(this.character) : nothing;
  }

  override render() {
    const tip = this.reason ? html`<span id="reason" class="tip" role="tooltip" part="reason">${this.reason}</span>` : nothing;
    const kind = this.faceDown ? 'down' : this.card >= 0 ? 'pool' : this.character >= 0 ? 'hero' : 'none';
    if (!this.interactive)
      return html`<div class="card ${kind}" part="card" role="img" aria-label=${this.label()} @click=${this.onClick}>${this.face()}</div>${tip}`;
    return html`<button class="card ${kind}" part="card" type="button" aria-pressed=${this.selected ? 'true' : 'false'} aria-disabled=${this.disabled ? 'true' : 'false'}
        aria-describedby=${this.reason ? 'reason' : nothing} @click=${this.onClick}><span class="sr">${this.label()}</span>${this.face()}</button>${tip}`;
  }
}

define('rotu-card', RotuCard);

declare global {
  interface HTMLElementTagNameMap {
    'rotu-card': RotuCard;
  }
  interface HTMLElementEventMap {
    'rotu-inspect': CustomEvent<RotuInspect>;
  }
}
