/**
 * How Master of Rules' cards are drawn: a numerical card is a pt-card whose five colours borrow the
 * five suit faces pt-card knows (each with its own symbol, so no colour relies on hue alone); a
 * rule card is a mor-rule-card.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { cardName, colourOf, isNum, numberOf, ruleOf, type CardId, type Colour } from '../../src/games/master-of-rules/cards.js';
import '../pt-card/pt-card.js';
import './mor-rule-card.js';

/** pt-card's suit for each colour. */
export const COLOUR_SUITS: Readonly<Record<Colour, string>> = { yellow: 'sun', blue: 'saturn', purple: 'collapsar', red: 'nebula', black: 'black' };

export const numFace = (id: CardId) => ({ label: cardName(id), suit: COLOUR_SUITS[colourOf(id)], rank: numberOf(id) });

export interface CardOptions {
  /** The key CardMotion follows (the card id), and where a new card comes from. */
  readonly motionFrom?: string;
  readonly interactive?: boolean;
  readonly disabled?: boolean;
  readonly reason?: string;
  readonly status?: string;
  readonly onActivate?: (e: Event) => void;
}

/** A card of either kind, face up. */
export function cardFace(id: CardId, o: CardOptions = {}): TemplateResult {
  if (isNum(id)) {
    const f = numFace(id);
    return html`<pt-card exportparts="card" data-motion=${id} data-motion-from=${o.motionFrom ?? nothing} .label=${f.label} .suit=${f.suit} .rank=${f.rank}
      .interactive=${o.interactive ?? false} .disabled=${o.disabled ?? false} .reason=${o.reason ?? ''} @card-activate=${o.onActivate ?? null}></pt-card>`;
  }
  return html`<mor-rule-card exportparts="card" data-motion=${id} data-motion-from=${o.motionFrom ?? nothing} .kind=${ruleOf(id)} .label=${cardName(id)}
    .status=${o.status ?? ''} .interactive=${o.interactive ?? false} .disabled=${o.disabled ?? false} .reason=${o.reason ?? ''} @card-activate=${o.onActivate ?? null}></mor-rule-card>`;
}

/** An empty place the size of a card, so a row keeps its size as cards come and go. */
export const emptySlot = (label = ''): TemplateResult => html`<span class="slot" aria-hidden=${label ? 'false' : 'true'}>${label}</span>`;
