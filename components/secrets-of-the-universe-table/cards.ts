/**
 * Secrets of the Universe cards and melds as templates: a card is its rank on its suit's colour
 * with the suit's name; a card taken from the discards carries a marker (the book turns it upside
 * down) on every screen; a meld is its cards in an outlined group with its kind and points. A card
 * lying on the table carries its motion mark (components/shared/motion.ts). The game's terms link
 * to its How to play.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { TermId } from '../../src/games/guide.js';
import {
  cardName,
  isBonus,
  isPublic,
  rankOf,
  suitOf,
  SUIT_NAMES,
  type BonusCode,
  type CardCode,
  type HandCard,
} from '../../src/games/secrets-of-the-universe/cards.js';
import type { secretsGuide } from '../../src/games/secrets-of-the-universe/guide.js';
import { meldLabel as kindLabel, type Meld } from '../../src/games/secrets-of-the-universe/melds.js';
import type { MeldView } from '../../src/games/secrets-of-the-universe/view.js';
import { term } from '../shared/term.js';
import { suitSign, takenMark } from './faces.js';
import type { Motion } from './motion.js';

/** The terms of Secrets of the Universe's How to play (src/games/secrets-of-the-universe/guide.ts) that the table links. */
export const SECRETS_TERMS = [
  'meld',
  'sequence',
  'set',
  'unity',
  'exposed',
  'concealed',
  'taken',
  'coin',
  'going-out',
  'dummy',
  'claim-window',
  'bump',
  'super-bump',
  'duel',
  'main-discard',
  'discard-area',
  'face-down-card',
  'pick-up',
  'deck-quarter',
  'bonus-card',
  'packet',
  'careless-discard',
] as const satisfies readonly TermId<typeof secretsGuide>[];
export type SecretsTerm = (typeof SECRETS_TERMS)[number];

/** `label` linked to the How to play's term `id`. */
export const secretsTerm = (id: SecretsTerm, label: string): TemplateResult => term(id, label);

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with these words linked to their terms where they first stand as whole words (a term once per sentence). */
export function linkWords(text: string, words: Readonly<Record<string, SecretsTerm>>): (string | TemplateResult)[] {
  const found: { at: number; phrase: string }[] = [];
  const linked = new Set<SecretsTerm>();
  for (const phrase of Object.keys(words).sort((a, b) => b.length - a.length)) {
    const m = new RegExp(`(?<![\\w-])${escapeRegExp(phrase)}(?![\\w-])`).exec(text);
    if (!m || linked.has(words[phrase]!) || found.some((f) => m.index < f.at + f.phrase.length && f.at < m.index + phrase.length)) continue;
    linked.add(words[phrase]!);
    found.push({ at: m.index, phrase });
  }
  const out: (string | TemplateResult)[] = [];
  let at = 0;
  for (const f of found.sort((a, b) => a.at - b.at)) {
    if (f.at > at) out.push(text.slice(at, f.at));
    out.push(term(words[f.phrase]!, f.phrase));
    at = f.at + f.phrase.length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export const cardLabel = (c: HandCard): string => `${cardName(c.code)}${c.taken ? ', taken from the discards' : ''}`;

/** Each Bonus Card's sign on its face. */
const SIGN: Readonly<Record<BonusCode, string>> = { Void: '∅', P0: '0', S0: '0', Divinity: '✶', Eternity: '◎', Infinity: '∞' };
/** Each Bonus Card's word over its sign. */
const WORD: Readonly<Record<BonusCode, string>> = {
  Void: 'Void',
  P0: 'Plain',
  S0: 'Special',
  Divinity: 'Divinity',
  Eternity: 'Eternity',
  Infinity: 'Infinity',
};

/** A card's colour class: its suit's, or a Bonus Card's own (Public and Private look apart). */
export const cardClass = (code: CardCode): string =>
  isBonus(code) ? `bonus b-${code.toLowerCase()} ${isPublic(code) ? 'public' : 'private'}` : `s-${suitOf(code)}`;

/**
 * A card's face: its rank, and under it its suit's name, or its suit's sign where the card is too
 * narrow for the name (card.styles.ts); a Bonus Card's sign under its name, or alone.
 */
function face(c: HandCard) {
  const mark = c.taken ? takenMark : nothing;
  if (isBonus(c.code)) return html`<small>${WORD[c.code]}</small> <b>${SIGN[c.code]}</b>${mark}`;
  // Suit first, as the card's name reads ("Fire 7"); the style shows the rank on top.
  return html`<small>${SUIT_NAMES[suitOf(c.code)]}</small> <b>${rankOf(c.code)}</b>${suitSign(suitOf(c.code))}${mark}`;
}

/** A card to look at, of a suit or a Bonus Card; `motion` marks one lying on the table. */
export function card(c: HandCard, extra = '', motion?: Motion): TemplateResult {
  return html`<span class="card ${cardClass(c.code)} ${c.taken ? 'taken' : ''} ${extra}" part="card" role="img" aria-label=${cardLabel(c)}
    data-motion=${ifDefined(motion?.key)} data-motion-from=${ifDefined(motion?.from)}>${face(c)}</span>`;
}

/** A Bonus Card to look at. */
export const bonusCard = (code: BonusCode, extra = '', motion?: Motion): TemplateResult => card({ code, taken: false }, extra, motion);

/** A card to click: `label` says what clicking does ("Discard Earth 7"). */
export function cardButton(c: HandCard, label: string, onClick: () => void, motion?: Motion): TemplateResult {
  return html`<button class="card ${cardClass(c.code)} ${c.taken ? 'taken' : ''}" part="card" aria-label=${label} @click=${onClick}
    data-motion=${ifDefined(motion?.key)} data-motion-from=${ifDefined(motion?.from)}>${face(c)}</button>`;
}

/** A card to select: `label` names it ("Fire 7 in Bob's discard area"); aria-pressed tells whether it is selected. */
export function cardToggle(c: HandCard, label: string, pressed: boolean, onClick: () => void, extra = '', motion?: Motion): TemplateResult {
  return html`<button class="card ${cardClass(c.code)} ${c.taken ? 'taken' : ''} ${extra}" part="card" aria-label=${label} aria-pressed=${pressed ? 'true' : 'false'} @click=${onClick}
    data-motion=${ifDefined(motion?.key)} data-motion-from=${ifDefined(motion?.from)}>${face(c)}</button>`;
}

/** What clicking a hand card does now: discard it (`pressed` undefined) or toggle it for the meld guide. */
export interface HandAct {
  readonly label: string;
  readonly onClick: () => void;
  readonly pressed?: boolean;
}

/**
 * A card of the viewer's hand: one button whatever it does now (disabled while it does nothing), so
 * the same element stays as the turn passes and the hand slides its cards instead of each travelling.
 */
export function handCardButton(c: HandCard, act: HandAct | null, motion: Motion): TemplateResult {
  return html`<button class="card ${cardClass(c.code)} ${c.taken ? 'taken' : ''}" part="card" data-hand-card ?disabled=${!act}
    aria-label=${act?.label ?? cardLabel(c)} aria-pressed=${ifDefined(act?.pressed === undefined ? undefined : String(act.pressed))}
    @click=${act?.onClick} data-motion=${motion.key} data-motion-from=${ifDefined(motion.from)}>${face(c)}</button>`;
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
