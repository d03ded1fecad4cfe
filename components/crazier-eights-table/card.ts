/**
 * A Crazier Eights card face as a template: its colours (a band, and a symbol per colour: sun,
 * moon, eye, ankh), its rank in the corner, its name, and whether it is an event or an asset (an
 * eight says it is wild, and has the darker frame of the printed eights), with its colours' symbols
 * drawn large where the card has room. The face is a picture
 * (aria-hidden); the button or figure around it names the card. Its size comes from `--card-w`
 * and `--card-h`; a name breaks between words only.
 */
import { html, type TemplateResult } from 'lit';
import { cardName, defOf, isEight, rankName } from '../../src/games/crazier-eights/deck.js';
import type { CardId, Colour } from '../../src/games/crazier-eights/types.js';

export const SYMBOLS: Readonly<Record<Colour, string>> = { yellow: '☀', red: '☾', blue: '◉', green: '☥' };

/** The colour band of a card: one colour, or a gradient of a promo's two. */
const HEX: Readonly<Record<Colour, string>> = { yellow: '#f0c23b', red: '#ec6b62', blue: '#5b9bef', green: '#38a865' };
const paint = (c: Colour): string => `var(--c8-${c}, ${HEX[c]})`;
export const band = (colours: readonly Colour[]): string =>
  colours.length === 1 ? paint(colours[0]!) : `linear-gradient(135deg, ${paint(colours[0]!)} 50%, ${paint(colours[1]!)} 50%)`;

/** "Event", "Asset", or "Wild event" for an eight, as the face's foot says it. */
function kindWords(card: CardId): TemplateResult {
  const kind = defOf(card).kind;
  return isEight(card) ? html`<span class="wild">Wild</span> ${kind}` : html`${kind === 'event' ? 'Event' : 'Asset'}`;
}

/** The face of `card`: its corner (rank and colours), its name and its kind. */
export function face(card: CardId): TemplateResult {
  const d = defOf(card);
  return html`<span class="face ${d.kind} ${isEight(card) ? 'eight' : ''}" aria-hidden="true" style="--band: ${band(d.colours)}">
    <span class="corner"><b class="rank">${rankName(d.rank)}</b><span class="syms">${d.colours.map((c) => html`<span class="sym">${SYMBOLS[c]}</span>`)}</span></span>
    <span class="name">${d.name}</span>
    <span class="art" style="color: ${paint(d.colours[0]!)}">${d.colours.map((c) => SYMBOLS[c]).join('')}</span>
    <span class="kind">${kindWords(card)}</span>
  </span>`;
}

/** A small tile for a card in play or in a strip: its rank on its colour, and its name beside it (two lines at most). */
export function chip(card: CardId, silenced = false): TemplateResult {
  const d = defOf(card);
  return html`<span class="chip-face ${silenced ? 'silenced' : ''}" aria-hidden="true">
    <span class="tile ${isEight(card) ? 'eight' : ''}" style="--band: ${band(d.colours)}">${rankName(d.rank)}</span><span class="chip-name">${d.name}</span>
  </span>`;
}

/** A card with inline styles only, for places outside the table's styles (the replay's hands). */
export function plainCard(card: CardId): TemplateResult {
  const d = defOf(card);
  return html`<span role="img" aria-label=${cardName(card)} title=${d.text}
    style="display: inline-block; margin: 1px; padding: 1px 6px; border-radius: 4px; background: ${band(d.colours)}; color: #1d2028; font-weight: 700; font-size: 0.85em">${rankName(d.rank)} ${d.name}</span>`;
}
