/**
 * Secrets of the Universe cards and melds as templates: a card is its rank on its suit's colour
 * with the suit's name; a card taken from the discards carries a marker (the book turns it upside
 * down) on every screen; a meld is its cards in an outlined group with its kind and points. The
 * game's terms link to its How to play.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TermId } from '../../src/games/guide.js';
import { cardName, rankOf, suitOf, SUIT_NAMES, type HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import type { secretsGuide } from '../../src/games/secrets-of-the-universe/guide.js';
import { meldLabel as kindLabel, type Meld } from '../../src/games/secrets-of-the-universe/melds.js';
import type { MeldView } from '../../src/games/secrets-of-the-universe/view.js';
import { term, withTerms } from '../shared/term.js';

/** The terms of Secrets of the Universe's How to play (src/games/secrets-of-the-universe/guide.ts) that the table links. */
export const SECRETS_TERMS = [
  'sequence',
  'set',
  'unity',
  'exposed',
  'coin',
  'going-out',
  'claim-window',
  'bump',
  'super-bump',
  'duel',
  'main-discard',
  'face-down-card',
  'pick-up',
  'deck-quarter',
] as const satisfies readonly TermId<typeof secretsGuide>[];
export type SecretsTerm = (typeof SECRETS_TERMS)[number];

/** `label` linked to the How to play's term `id`. */
export const secretsTerm = (id: SecretsTerm, label: string): TemplateResult => term(id, label);

/** `text` with these words linked to their terms where they stand. */
export const linkWords = (text: string, words: Readonly<Record<string, SecretsTerm>>): (string | TemplateResult)[] => withTerms(text, words);

export const cardLabel = (c: HandCard): string => `${cardName(c.code)}${c.taken ? ', taken from the discards' : ''}`;

function face(c: HandCard) {
  const suit = suitOf(c.code);
  // Suit first, as the card's name reads ("Fire 7"); the style shows the rank on top.
  return html`<small>${SUIT_NAMES[suit]}</small> <b>${rankOf(c.code)}</b>${c.taken ? html`<i class="mark" aria-hidden="true">↺</i>` : nothing}`;
}

/** A card to look at. */
export function card(c: HandCard, extra = ''): TemplateResult {
  return html`<span class="card s-${suitOf(c.code)} ${c.taken ? 'taken' : ''} ${extra}" part="card" role="img" aria-label=${cardLabel(c)}>${face(c)}</span>`;
}

/** A card to click: `label` says what clicking does ("Discard Earth 7"). */
export function cardButton(c: HandCard, label: string, onClick: () => void, disabled = false): TemplateResult {
  return html`<button class="card s-${suitOf(c.code)} ${c.taken ? 'taken' : ''}" part="card" aria-label=${label} ?disabled=${disabled} @click=${onClick}>${face(c)}</button>`;
}

/** A card to select: `label` names it ("Fire 7 in Bob's discard area"); aria-pressed tells whether it is selected. */
export function cardToggle(c: HandCard, label: string, pressed: boolean, onClick: () => void, extra = ''): TemplateResult {
  return html`<button class="card s-${suitOf(c.code)} ${c.taken ? 'taken' : ''} ${extra}" part="card" aria-label=${label} aria-pressed=${pressed ? 'true' : 'false'} @click=${onClick}>${face(c)}</button>`;
}

/** The meld's kind as the book's scoring tables name it: "4-Sequence", "3-Set", "concealed 3-Unity". */
export const meldLabel = (m: Pick<MeldView, 'kind' | 'cards'>): string => kindLabel(m as Meld);

const KINDS: Readonly<Record<string, SecretsTerm>> = { sequence: 'sequence', set: 'set', unity: 'unity' };

/** The meld's kind linked to its term ("concealed 3-Unity" to unity); not for inside a button. */
export function meldTerm(m: Pick<MeldView, 'kind' | 'cards'>): TemplateResult | string {
  const id = KINDS[m.kind];
  return id ? secretsTerm(id, meldLabel(m)) : meldLabel(m);
}

export function pointsText(m: Pick<MeldView, 'points' | 'coin'>): string {
  if (m.coin?.points !== null && m.coin?.points !== undefined) return `${m.coin.points}`;
  return m.points.low === m.points.high ? `${m.points.low}` : `${m.points.low} or ${m.points.high}`;
}

function coinText(coin: MeldView['coin']): string {
  if (!coin) return '';
  if (coin.outcome) return `called ${coin.call}, coin ${coin.outcome}: ${coin.call === coin.outcome ? 'right' : 'wrong'}`;
  if (coin.call) return `called ${coin.call}, flipping…`;
  return 'coin to call';
}

/** One meld: its cards outlined, its kind and its points (and the coin that settles them); `tag` marks it ("exposed"). */
export function meld(m: MeldView, tag = ''): TemplateResult {
  const coin = coinText(m.coin);
  return html`<li class="meld" part="meld">
    <span class="cards">${m.cards.map((c) => card(c, 'small'))}</span>
    <span class="what">${meldTerm(m)} · <strong>${pointsText(m)}</strong>${coin ? html` <em>(${linkWords(coin, { coin: 'coin' })})</em>` : nothing}${tag ? html` <span class="tag">${tag === 'exposed' ? secretsTerm('exposed', tag) : tag}</span>` : nothing}</span>
  </li>`;
}
