/**
 * A Master of Rules rule card: its symbol and name on a card the size of a numerical card, face
 * up; the name is never under 11px, so it reads at every size the table uses. When `interactive`
 * it is a button: a click on a disabled one with a `reason` shows the reason beside it for a few
 * seconds; in the hand it is `inspectable` (press.ts: a first tap shows it large). On the table it
 * may show its objective's `status`.
 *
 * @fires card-activate - `{detail: {}}` on click, Enter or Space, only when `interactive` and not `disabled`.
 * @fires card-inspect - `{detail: {pinned}}` when an inspectable card asks to be seen large.
 *
 * @csspart card - the card's face (a `<button>` when `interactive`).
 * @csspart reason - the tooltip saying why the card cannot be played.
 *
 * @cssprop --pt-card-width - card width (height is 1.45 times it); default 64px.
 * @cssprop --mor-rule-face, --mor-rule-ink, --mor-rule-edge - the rule card's face, ink and rim.
 * @cssprop --pt-card-playable, --pt-focus, --pt-tooltip-bg, --pt-tooltip-text, --pt-card-disabled-veil
 */
import { css, html, LitElement, nothing } from 'lit';
import { RULE_KINDS, type RuleKind } from '../../src/games/master-of-rules/cards.js';
import { CardActivation } from '../shared/card-activation.js';
import { morCardStyles } from './mor-card.styles.js';
import { focus, point, press } from './press.js';
import { ruleSymbol } from './symbols.js';
import { define } from '../shared/define.js';

export class MorRuleCard extends LitElement {
  static override styles = [
    morCardStyles,
    css`
      :host {
        --_face: var(--mor-rule-face, linear-gradient(160deg, #2d2250, #191331));
        --_ink: var(--mor-rule-ink, #f4ecff);
        --_edge: var(--mor-rule-edge, #b79cf2);
      }
      .card {
        display: grid;
        grid-template-rows: 1fr auto;
        justify-items: center;
        align-items: center;
        padding: calc(var(--_w) * 0.05) 1px calc(var(--_w) * 0.06);
        text-align: center;
      }
      .symbol {
        display: grid;
        place-items: center;
        font-size: calc(var(--_w) * 0.36);
        color: var(--mor-rule-symbol, #d9c6ff);
      }
      .symbol-text {
        font-size: calc(var(--_w) * 0.29);
        font-weight: 800;
        letter-spacing: -0.02em;
        color: var(--_ink);
      }
      .name {
        font-size: max(11px, calc(var(--_w) * 0.15));
        line-height: 1.1;
      }
      @container (min-width: 66px) {
        .name {
          font-weight: 700;
        }
      }
    `,
  ];

  static override properties = {
    kind: { reflect: true },
    label: {},
    status: { reflect: true },
    interactive: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    reason: {},
    telling: { type: Boolean, reflect: true },
    inspectable: { type: Boolean },
    selected: { type: Boolean, reflect: true },
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
  /** A card of the hand: a first tap shows it large (press.ts). */
  declare inspectable: boolean;
  /** Seen large now: raised, and a tap plays it. */
  declare selected: boolean;
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
    this.inspectable = false;
    this.selected = false;
  }

  override render() {
    const known = (RULE_KINDS as readonly string[]).includes(this.kind);
    const face = html`<span class="symbol" aria-hidden="true">${known ? ruleSymbol(this.kind as RuleKind) : nothing}</span><span class="name" aria-hidden="true">${this.label}</span>`;
    const tip = !this.reason
      ? nothing
      : this.inspectable
        ? html`<span id="reason" class="sr">${this.reason}</span>`
        : html`<span id="reason" class="tip" role="tooltip" part="reason">${this.reason}</span>`;
    if (!this.interactive) return html`<div class="card" part="card" role="img" aria-label=${this.label}>${face}</div>${tip}`;
    return html`<button class="card" part="card" type="button" aria-disabled=${this.disabled ? 'true' : 'false'} aria-describedby=${this.reason ? 'reason' : nothing}
        @click=${(e: Event) => press(this, this.clicks, e)} @pointerenter=${(e: PointerEvent) => point(this, e)} @focus=${(e: FocusEvent) => focus(this, e)}>
        <span class="sr">${this.label}</span>${face}
      </button>${tip}`;
  }
}

define('mor-rule-card', MorRuleCard);

declare global {
  interface HTMLElementTagNameMap {
    'mor-rule-card': MorRuleCard;
  }
}
