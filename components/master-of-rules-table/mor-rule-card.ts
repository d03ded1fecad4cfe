/**
 * A Master of Rules rule card: its symbol and name on a card the size of a pt-card, face up. When
 * `interactive` it is a button; a click on a disabled one with a `reason` shows the reason beside
 * it for a few seconds, as pt-card does. On the table it may show its objective's `status`.
 *
 * @fires card-activate - `{detail: {}}` on click, Enter or Space, only when `interactive` and not `disabled`.
 *
 * @csspart card - the card's face (a `<button>` when `interactive`).
 * @csspart reason - the tooltip saying why the card cannot be played.
 *
 * @cssprop --pt-card-width - card width (height is 1.45 times it); default 64px.
 * @cssprop --mor-rule-face, --mor-rule-ink - the rule card's face and ink.
 * @cssprop --pt-card-playable, --pt-focus, --pt-tooltip-bg, --pt-tooltip-text, --pt-card-disabled-veil
 */
import { css, html, LitElement, nothing } from 'lit';
import { CardActivation } from '../shared/card-activation.js';
import { cardStateStyles } from '../shared/card-states.styles.js';

/** One symbol per rule, so a card reads at a glance. */
export const RULE_SYMBOLS: Readonly<Record<string, string>> = {
  'limit-23': '≤23',
  'best-of-the-best': '★',
  'only-one': '◇',
  trio: '⁂',
  'support-right': '⇽',
};

export class MorRuleCard extends LitElement {
  static override styles = css`
    :host {
      --_w: var(--pt-card-width, 64px);
      display: inline-block;
      position: relative;
      width: var(--_w);
      height: calc(var(--_w) * 1.45);
      vertical-align: top;
      font-family: var(--pt-card-font, var(--pt-font, system-ui, sans-serif));
      line-height: 1.1;
    }
    .card {
      all: unset;
      box-sizing: border-box;
      position: relative;
      display: grid;
      grid-template-rows: 1fr auto;
      justify-items: center;
      align-items: center;
      width: 100%;
      height: 100%;
      padding: calc(var(--_w) * 0.06);
      border-radius: calc(var(--_w) * 0.12);
      background: var(--mor-rule-face, linear-gradient(160deg, #2d2250, #191331));
      color: var(--mor-rule-ink, #f4ecff);
      border: max(1px, calc(var(--_w) * 0.03)) solid var(--mor-rule-edge, #b79cf2);
      box-shadow: var(--pt-card-shadow, 0 2px 6px var(--pt-shadow, #0006));
      overflow: hidden;
      text-align: center;
      transition: transform 120ms ease-out;
    }
    .symbol {
      font-size: calc(var(--_w) * 0.34);
      font-weight: 800;
    }
    .name {
      font-size: calc(var(--_w) * 0.15);
      font-weight: 700;
      min-height: 2.2em;
      display: grid;
      align-items: end;
    }
    :host([status='met']) .card {
      box-shadow: 0 0 0 3px var(--pt-ok, #3fa36b);
    }
    :host([status='unmet']) .card {
      box-shadow: 0 0 0 3px var(--pt-danger, #c2505c);
    }
    ${cardStateStyles}
    :host([interactive]:not([disabled])) .card:hover,
    :host([interactive]:not([disabled])) .card:focus-visible {
      transform: translateY(calc(var(--_w) * -0.12));
    }
  `;

  static override properties = {
    kind: { reflect: true },
    label: {},
    status: { reflect: true },
    interactive: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    reason: {},
    telling: { type: Boolean, reflect: true },
  };

  /** The rule's id (`trio`). */
  declare kind: string;
  /** Its name ("Trio"). */
  declare label: string;
  /** '' or the objective's status on the table: 'met', 'unmet' or 'waiting'. */
  declare status: string;
  declare interactive: boolean;
  declare disabled: boolean;
  /** Why it cannot be played (tooltip and description). */
  declare reason: string;
  declare telling: boolean;
  /** Clicks: `card-activate`, or why not for a moment. */
  private readonly clicks = new CardActivation(this);

  constructor() {
    super();
    this.kind = '';
    this.label = '';
    this.status = '';
    this.interactive = false;
    this.disabled = false;
    this.reason = '';
    this.telling = false;
  }


  override render() {
    const face = html`<span class="symbol" aria-hidden="true">${RULE_SYMBOLS[this.kind] ?? ''}</span><span class="name" aria-hidden="true">${this.label}</span>`;
    const tip = this.reason ? html`<span id="reason" class="tip" role="tooltip" part="reason">${this.reason}</span>` : nothing;
    if (!this.interactive) return html`<div class="card" part="card" role="img" aria-label=${this.label}>${face}</div>${tip}`;
    return html`<button class="card" part="card" type="button" aria-disabled=${this.disabled ? 'true' : 'false'} aria-describedby=${this.reason ? 'reason' : nothing} @click=${this.clicks.activate}>
        <span class="sr">${this.label}</span>${face}
      </button>${tip}`;
  }
}

if (!customElements.get('mor-rule-card')) customElements.define('mor-rule-card', MorRuleCard);

declare global {
  interface HTMLElementTagNameMap {
    'mor-rule-card': MorRuleCard;
  }
}
