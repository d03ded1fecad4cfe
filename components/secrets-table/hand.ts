/**
 * The viewer's hand: sorted by suit and rank, or grouped by its best arrangement (melds grown from
 * exposed melds show the exposed cards beside the hand's). Each card is one button, which discards
 * it, selects it for the meld guide, or (disabled) does nothing yet.
 *
 * The sorted hand is one line of cards, each placed by a transform (overlapping more when they
 * would not fit), so a card drawn or discarded slides the others along and nothing around the hand
 * moves; a card new in the hand travels in from where it was (the deck, a discard).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { card, cardLabel, handCardButton, meldTerm, pointsText, secretsTerm, type HandAct } from './cards.js';
import { exposedPart } from './exposed.js';
import { drawPlace, listKeys, motionKey, type Motion } from './motion.js';

export type HandMode = 'look' | 'discard' | 'select';

export interface HandState {
  readonly mode: HandMode;
  readonly grouped: boolean;
  /** Selected cards, by index into the view's hand. */
  readonly selected: readonly number[];
  readonly toggle: (index: number) => void;
  readonly discard: (c: HandCard) => void;
}

/** Indexes into `hand` of `cards`, each hand card used once. */
function indexesOf(hand: readonly HandCard[], cards: readonly HandCard[], used: Set<number>): number[] {
  return cards.map((c) => {
    const i = hand.findIndex((h, j) => !used.has(j) && h.code === c.code && h.taken === c.taken);
    used.add(i);
    return i;
  });
}

function handCard(v: SecretsView, s: HandState, index: number): TemplateResult {
  const c = v.hand[index];
  if (!c) return html``;
  const motion: Motion = { key: motionKey(v, c.code), from: drawPlace(v) };
  const act: HandAct | null = s.mode === 'discard' ? { label: `Discard ${cardLabel(c)}`, onClick: () => s.discard(c) }
    : s.mode === 'select' ? { label: cardLabel(c), onClick: () => s.toggle(index), pressed: s.selected.includes(index) }
    : null;
  return handCardButton(c, act, motion);
}

function groups(v: SecretsView, s: HandState): TemplateResult {
  const best = v.best!;
  const exposed = v.table && v.seat >= 0 ? (v.table.exposed[v.seat] ?? []) : [];
  const part = exposedPart(best.melds, exposed);
  const used = new Set<number>();
  const group = (cards: readonly HandCard[], caption: TemplateResult | string, extra: readonly HandCard[] = [], loose = false) => html`<li class="group ${loose ? 'loose' : ''}">
    <span class="cards">${extra.map((c) => card(c, 'small'))}${indexesOf(v.hand, cards, used).map((i) => handCard(v, s, i))}</span>
    <small>${caption}</small>
  </li>`;
  return html`<ul class="groups" part="hand" aria-label="Your hand by melds">
    ${best.melds.map((m, i) => {
      const caption = html`${meldTerm(m)} · ${pointsText(m)}`;
      if (i >= part.count) return group(m.cards, caption);
      const added = part.added[i]!;
      const onTable = m.cards.slice();
      for (const a of added) onTable.splice(onTable.findIndex((c) => c.code === a.code && c.taken === a.taken), 1);
      return group(added, html`${caption} (${secretsTerm('exposed', 'exposed')}${added.length ? ', with your cards' : ''})`, onTable);
    })}
    ${best.unmelded.length ? group(best.unmelded, secretsTerm('meld', 'unmelded'), [], true) : nothing}
  </ul>`;
}

/** The hand's cards, sorted (one line, each card placed by a transform) or grouped. */
export function handCards(v: SecretsView, s: HandState): TemplateResult {
  if (s.grouped && v.best) return groups(v, s);
  const label = s.mode === 'select' ? 'Your hand: select cards for a meld' : 'Your hand';
  const keys = listKeys(v, v.hand, (i) => v.hand[i]!.taken);
  const indexes = v.hand.map((_, i) => i);
  return html`<div class="hand" part="hand" role="group" aria-label=${label} style="--n: ${v.hand.length}">
    ${repeat(indexes, (i) => keys[i], (i) => html`<span class="at" style="--i: ${i}">${handCard(v, s, i)}</span>`)}
  </div>`;
}
