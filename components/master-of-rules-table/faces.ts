/**
 * How Master of Rules' cards are drawn: a numerical card is a mor-num-card (its colour's own face
 * and symbol), a rule card a mor-rule-card.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { cardName, colourOf, isNum, numberOf, ruleOf, type CardId } from '../../src/games/master-of-rules/cards.js';
import './mor-num-card.js';
import type { CardInspectEvent } from './press.js';
import './mor-rule-card.js';

export interface CardOptions {
  /** The key CardMotion follows (the card id), and where a new card comes from. */
  readonly motionFrom?: string;
  readonly interactive?: boolean;
  readonly disabled?: boolean;
  readonly reason?: string;
  readonly status?: string;
  /** A card of the viewer's hand: marked (`data-hand-card`, and a `card` part within the `hand` part) for what measures the hand, and seen large on a first tap. */
  readonly hand?: boolean;
  readonly selected?: boolean;
  /** False for a copy that is no card of the table (the card seen large): CardMotion leaves it alone. */
  readonly motion?: boolean;
  readonly onActivate?: (e: Event) => void;
  readonly onInspect?: (e: CardInspectEvent) => void;
}

/** A card of either kind, face up. */
export function cardFace(id: CardId, o: CardOptions = {}): TemplateResult {
  const hand = o.hand ?? false;
  const key = o.motion === false ? nothing : id;
  if (isNum(id)) {
    return html`<mor-num-card part=${hand ? 'card' : nothing} exportparts="card" data-motion=${key} data-motion-from=${o.motionFrom ?? nothing} data-hand-card=${hand ? '' : nothing}
      .colour=${colourOf(id)} .number=${numberOf(id)} .label=${cardName(id)} .inspectable=${hand} .selected=${o.selected ?? false}
      .interactive=${o.interactive ?? false} .disabled=${o.disabled ?? false} .reason=${o.reason ?? ''} @card-activate=${o.onActivate ?? null} @card-inspect=${o.onInspect ?? null}></mor-num-card>`;
  }
  return html`<mor-rule-card part=${hand ? 'card' : nothing} exportparts="card" data-motion=${key} data-motion-from=${o.motionFrom ?? nothing} data-hand-card=${hand ? '' : nothing}
    .kind=${ruleOf(id)} .label=${cardName(id)} .status=${o.status ?? ''} .inspectable=${hand} .selected=${o.selected ?? false}
    .interactive=${o.interactive ?? false} .disabled=${o.disabled ?? false} .reason=${o.reason ?? ''} @card-activate=${o.onActivate ?? null} @card-inspect=${o.onInspect ?? null}></mor-rule-card>`;
}

/** An empty place the size of a card, so a row keeps its size as cards come and go. */
export const emptySlot = (label = ''): TemplateResult => html`<span class="slot" aria-hidden=${label ? 'false' : 'true'}>${label}</span>`;
