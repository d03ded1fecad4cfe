/**
 * Exposed melds (Intermediate Version): every player's melds laid on the table, the viewer's own as
 * toggles for the meld guide (which melds of a scored arrangement grew from them: exposed-part.ts).
 * A meld's kind links to the How to play, except inside a toggle. Their cards lie on the table: a card picked up
 * or laid from the hand travels into its meld.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { cardName, type HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import type { ExposedMeldView } from '../../src/games/secrets-of-the-universe/intermediate/view.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { meldOf } from '../../src/games/secrets-of-the-universe/melds.js';
import { standIns } from './stand-ins.js';
import { card, meldLabel, meldTerm, pointsText, secretsTerm } from './cards.js';
import { listKeys, motionKey } from './motion.js';

/**
 * A meld's cards, each its own element while it lies there (`v` marks them as lying on the table);
 * a 0 or Divinity says what it stands for.
 */
function meldCards(cards: readonly HandCard[], size: 'tiny' | 'small', v?: SecretsView) {
  const keys = listKeys(v, cards, (i) => cards[i]!.taken);
  const as = v?.version === 'advanced' ? standInsOf(cards) : cards.map(() => null);
  return repeat(
    cards.map((c, i) => ({ c, key: keys[i]!, as: as[i] })),
    (x) => x.key,
    ({ c, as }) => {
      const face = card(c, size, v && { key: motionKey(v, c.code) });
      return as ? html`<span class="stand-in" title="as ${as}">${face}<small class="as">as ${as}</small></span>` : face;
    },
  );
}

/** What each card of an advanced meld stands for (a 0, Divinity), or null. */
function standInsOf(cards: readonly HandCard[]): (string | null)[] {
  const meld = meldOf(cards, 'advanced');
  return meld ? standIns(meld) : cards.map(() => null);
}

/** "Water 2, Water 3, Water 4". */
export const cardList = (cards: readonly HandCard[]): string => cards.map((c) => cardName(c.code)).join(', ');

/** One exposed meld to look at: its cards, its kind and points; `v` marks its cards as lying on the table. */
export function exposedMeld(m: ExposedMeldView, size: 'tiny' | 'small' = 'tiny', v?: SecretsView): TemplateResult {
  return html`<li class="exposed-meld" part="meld">
    <span class="cards">${meldCards(m.cards, size, v)}</span>
    <small>${meldTerm(m)} · ${pointsText({ ...m, coin: null })}</small>
  </li>`;
}

/** A player's exposed melds ("Bob's exposed melds") on the table, or nothing. */
export function exposedList(melds: readonly ExposedMeldView[], label: string, v?: SecretsView): TemplateResult | typeof nothing {
  if (melds.length === 0) return nothing;
  return html`<ul class="exposed" aria-label=${label}>${melds.map((m) => exposedMeld(m, 'tiny', v))}</ul>`;
}

/** The viewer's exposed melds; toggles for the meld guide when `toggle` is given. */
export function ownExposed(
  v: SecretsView,
  melds: readonly ExposedMeldView[],
  selected: readonly number[],
  toggle: ((i: number) => void) | null,
): TemplateResult | typeof nothing {
  if (melds.length === 0) return nothing;
  return html`<div class="own-exposed">
    <h3 id="exposed-title">Your ${secretsTerm('exposed', 'exposed')} melds</h3>
    <ul class="exposed mine" aria-labelledby="exposed-title">
      ${melds.map((m, i) => {
        if (!toggle) return exposedMeld(m, 'small', v);
        // Named by its text (the cards read out once, in words): "Your exposed 3-Sequence · 10: Earth 1, Earth 2, Earth 3".
        return html`<li>
          <button class="meld-toggle" part="meld" aria-pressed=${selected.includes(i) ? 'true' : 'false'} @click=${() => toggle(i)}>
            <span class="cards" aria-hidden="true">${meldCards(m.cards, 'small', v)}</span>
            <small><span class="sr">Your exposed </span>${meldLabel(m)} · ${pointsText({ ...m, coin: null })}<span class="sr">: ${cardList(m.cards)}</span></small>
          </button>
        </li>`;
      })}
    </ul>
  </div>`;
}
