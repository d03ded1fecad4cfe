/**
 * A Rules of the Universe! card: a pool card (its name, attack and defence strengths and magic
 * ability), a character (its name, health and trait), or a card lying face down. `size` is `big`
 * (a full card, its ability in words) or `chip` (a small tile: its strengths and a letter of its
 * ability, for the hands, discards and exhausted cards every player sees). When `interactive` it
 * is a button; a click on a disabled one with a `reason` shows the reason beside it for a few
 * seconds.
 *
 * @fires card-activate - `{detail: {}}` on click, Enter or Space, only when `interactive` and not `disabled`.
 *
 * @csspart card - the card's face (a `<button>` when `interactive`).
 * @csspart reason - the tooltip saying why the card cannot be used.
 *
 * @cssprop --rotu-card-width - a big card's width (height 1.4 times it); default 96px.
 * @cssprop --rotu-chip-width - a chip's width; default 40px.
 * @cssprop --rotu-face, --rotu-atk, --rotu-def - a pool card's face and the colours of its strengths (a discarded or exhausted chip greys them).
 * @cssprop --pt-card-face, --pt-card-ink, --pt-card-back, --pt-card-playable, --pt-focus, --pt-tooltip-bg, --pt-tooltip-text, --pt-card-disabled-veil
 */
import { html, LitElement, nothing, svg } from 'lit';
import { abilityName, abilityText, characterOf, kindOf, type AbilityKind } from '../../src/games/rules-of-the-universe/data.js';
import { CardActivation } from '../shared/card-activation.js';
import { styles } from './rotu-card.styles.js';

/** A chip's short word for its ability (the full words are its label and tooltip). */
const ABILITY_CODES: Readonly<Record<AbilityKind, string>> = { heal: 'H', strike: 'S', drain: 'D', quake: 'Q', recall: 'Rc', restore: 'Rs', renew: 'Rn' };

const swordIcon = svg`<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M13.5 1.5 6 9l1 1 7.5-7.5V1.5zM3 9.5l3.5 3.5-1 1-1.2-1.2-1.8 1.8-1.1-1.1 1.8-1.8L2 10.5z" fill="currentColor"/></svg>`;
const shieldIcon = svg`<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M8 1 2.5 3v4.5C2.5 11 5 13.6 8 15c3-1.4 5.5-4 5.5-7.5V3z" fill="currentColor"/></svg>`;
export const heartIcon = svg`<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M8 14.5S1.5 10.4 1.5 5.8A3.3 3.3 0 0 1 8 4.3a3.3 3.3 0 0 1 6.5 1.5C14.5 10.4 8 14.5 8 14.5z" fill="currentColor"/></svg>`;

/** A pool card's words for screen readers: "Dagger: attack 4, defence 1; Strike 2: an opponent loses 2." */
export function cardLabel(card: number): string {
  const k = kindOf(card);
  return `${k.name}${k.legendary ? ' (legendary)' : ''}: attack ${k.attack}, defence ${k.defence}; ${abilityText(k.ability)}`;
}

/** A character's words: "Stone Colossus: 22 health. No trait." */
function characterLabel(id: number): string {
  const c = characterOf(id);
  return `${c.name}: ${c.health} health. ${c.text}`;
}

export class RotuCard extends LitElement {
  static override styles = styles;
  static override properties = {
    card: { type: Number },
    character: { type: Number },
    faceDown: { type: Boolean, attribute: 'face-down', reflect: true },
    size: { reflect: true },
    interactive: { type: Boolean, reflect: true },
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
  declare size: 'big' | 'chip';
  declare interactive: boolean;
  declare disabled: boolean;
  declare selected: boolean;
  declare legendary: boolean;
  /** Why it cannot be used now (tooltip and description). */
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
    this.interactive = false;
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
    if (this.card >= 0) return cardLabel(this.card);
    return this.character >= 0 ? characterLabel(this.character) : '';
  }

  private face() {
    if (this.faceDown) return html`<span class="back" aria-hidden="true">?</span>`;
    if (this.card >= 0) {
      const k = kindOf(this.card);
      const stats = html`<span class="stats" aria-hidden="true"><span class="atk">${swordIcon}${k.attack}</span><span class="def">${shieldIcon}${k.defence}</span></span>`;
      if (this.size === 'chip') return html`${stats}<span class="ab" aria-hidden="true">${ABILITY_CODES[k.ability.kind]}${k.ability.amount || ''}</span>`;
      return html`<span class="name" aria-hidden="true">${k.name}</span>${stats}<span class="ability" aria-hidden="true"><b>${abilityName(k.ability)}</b> ${abilityText(k.ability).replace(/^[^:]*: /, '')}</span>`;
    }
    if (this.character < 0) return nothing;
    const c = characterOf(this.character);
    return html`<span class="name" aria-hidden="true">${c.name}</span><span class="health" aria-hidden="true">${heartIcon}${c.health}</span><span class="ability" aria-hidden="true">${c.text}</span>`;
  }

  override render() {
    const tip = this.reason ? html`<span id="reason" class="tip" role="tooltip" part="reason">${this.reason}</span>` : nothing;
    const kind = this.card >= 0 ? 'pool' : this.character >= 0 ? 'hero' : 'none';
    if (!this.interactive) return html`<div class="card ${kind}" part="card" role="img" aria-label=${this.label()} title=${this.size === 'chip' ? this.label() : nothing}>${this.face()}</div>${tip}`;
    return html`<button class="card ${kind}" part="card" type="button" aria-pressed=${this.selected ? 'true' : 'false'} aria-disabled=${this.disabled ? 'true' : 'false'}
        aria-describedby=${this.reason ? 'reason' : nothing} @click=${this.clicks.activate}><span class="sr">${this.label()}</span>${this.face()}</button>${tip}`;
  }
}

if (!customElements.get('rotu-card')) customElements.define('rotu-card', RotuCard);

declare global {
  interface HTMLElementTagNameMap {
    'rotu-card': RotuCard;
  }
}
