/**
 * The drawn signs on a Secrets of the Universe card: each suit's sign, after the alchemists' signs
 * of the four elements (Fire a triangle pointing up, Water one pointing down, Air and Earth the same
 * crossed by a bar) and a four-pointed star for Magic, shown where a card is too narrow for its
 * suit's name; and the mark of a card taken from the discards (the book turns it upside down), a
 * turning arrow in the card's corner. Both are pictures beside the card's own words, hidden from
 * screen readers: the card's label names it.
 */
import { html, svg, type TemplateResult } from 'lit';
import type { Suit } from '../../src/games/secrets-of-the-universe/cards.js';

const SIGNS: Readonly<Record<Suit, ReturnType<typeof svg>>> = {
  F: svg`<path d="M6 1.5 11 10.5H1z"/>`,
  W: svg`<path d="M1 1.5h10L6 10.5z"/>`,
  A: svg`<path d="M6 1.5 11 10.5H1z M2 7h8"/>`,
  E: svg`<path d="M1 1.5h10L6 10.5z M2 5h8"/>`,
  M: svg`<path d="M6 .8 7.4 4.6 11.2 6 7.4 7.4 6 11.2 4.6 7.4.8 6 4.6 4.6z"/>`,
};

/** The suit's sign, drawn in the suit's colour. */
export const suitSign = (suit: Suit): TemplateResult => html`<svg class="sign" viewBox="0 0 12 12" aria-hidden="true" focusable="false">${SIGNS[suit]}</svg>`;

/** The mark of a card taken from the discards: a turning arrow on a disc in the card's top corner. */
export const takenMark: TemplateResult = html`<svg class="mark" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
  <circle cx="6" cy="6" r="6"/><path d="M8.9 4.2A3.4 3.4 0 1 0 9.3 7"/><path d="M9.4 1.9 9 4.6 6.4 4.1"/>
</svg>`;
