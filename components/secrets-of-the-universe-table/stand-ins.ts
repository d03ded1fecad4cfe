/**
 * What a 0 or Divinity stands for in a meld ("as Earth 0"), captioned under the card wherever a
 * meld lies: in every version's results and going out (where no such card ever comes in the Basic
 * and Intermediate Versions), and the Advanced Version's exposed melds and meld guide.
 */
import { html, type TemplateResult } from 'lit';
import { SUIT_NAMES, type HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import { standsFor, type Meld } from '../../src/games/secrets-of-the-universe/melds.js';
import { card } from './cards.js';

/** "Earth 0", "Water 5": what a 0 or Divinity stands for in `meld`, by card, or null for a card that is itself. */
export function standIns(meld: Meld): (string | null)[] {
  const stands = meld.kind === 'single' ? meld.cards.map(() => null) : standsFor(meld);
  return meld.cards.map((c, i) => {
    const s = stands[i];
    return (c.code === 'Divinity' || c.code === 'P0' || c.code === 'S0') && s
      ? `${SUIT_NAMES[s.suit]} ${s.rank}`
      : c.code === 'Divinity' && meld.kind === 'single'
        ? 'Void'
        : null;
  });
}

/** A meld's cards, a 0 or Divinity captioned with what it stands for. */
export function meldCardsWithStandIns(meld: Meld, size: string, render: (c: HandCard, i: number) => TemplateResult = (c) => card(c, size)): TemplateResult[] {
  const as = standIns(meld);
  return meld.cards.map((c, i) =>
    as[i] ? html`<span class="stand-in" title="as ${as[i]}">${render(c, i)}<small class="as">as ${as[i]}</small></span>` : render(c, i),
  );
}
