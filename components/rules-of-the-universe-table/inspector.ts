/**
 * A card or a character seen large, laid over the table beside the card that was touched (above
 * it when there is room, else below), so nothing beneath moves: the card at a size that reads at a
 * glance, and in words what it is for (a pool card's attack strength, defence strength and magic
 * ability; a character's health and trait), where it lies, and for a card of the viewer's what it
 * may do now, as a button (Lay … face down, Defend with…, Exhaust for…, Pick…) or why not. It
 * closes with Close, Escape, a touch elsewhere, when the card is played and when the results show.
 *
 * A chunk of its own, with its styles: the table loads it on the first touch of a card. It imports
 * few of the table's modules (data, icons, words), since each one it shares moves, in the build,
 * ahead of the table's others and the table's file compresses less well; `<rotu-card>` is defined
 * by the table before this part loads.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { abilityName, characterOf, kindOf } from '../../src/games/rules-of-the-universe/data.js';
import type { RotuView } from '../../src/games/rules-of-the-universe/view.js';
import { term } from '../shared/term.js';
import type { RotuTerm } from './describe.js';
import { ABILITY_ICONS, heartIcon, shieldIcon, swordIcon } from './icons.js';
import type { MineHandlers } from './mine.js';
import { cardUses, idleReason } from './words.js';

export { inspectorStyles } from './inspector.styles.js';

export interface Inspected {
  readonly card: number;
  readonly character: number;
  /** Where it opens in the table: its top (or its bottom, when above the card), in px. */
  readonly y: number;
  readonly above: boolean;
}

export interface InspectHandlers extends MineHandlers {
  readonly pick: (item: number) => void;
  readonly close: () => void;
}

/** A word linked to How to play: describe.ts's rotuTerm, kept here so that this part does not share describe.ts. */
const rotuTerm = (id: RotuTerm, label: string): TemplateResult => term(id, label);

const whose = (view: RotuView, seat: number, what: string): string => (seat === view.seat ? `In your ${what}` : `In ${view.names[seat]}’s ${what}`);

/** Where a pool card lies, in words. */
function placeOfCard(view: RotuView, card: number): string {
  for (const [s, p] of view.players.entries()) {
    if (p.hand.includes(card)) return `${whose(view, s, 'hand')}.`;
    if (p.discard.includes(card)) return `${whose(view, s, 'discard pile')}: back to the hand at the next refill.`;
    if (p.exhausted.includes(card)) return `${s === view.seat ? 'One of yours' : `${view.names[s]}’s`}, exhausted: out of play.`;
  }
  if (view.auction?.kind === 'card' && view.auction.revealed.includes(card)) return 'On offer at this auction.';
  return '';
}

/** Who plays a character, in words. */
function placeOfCharacter(view: RotuView, id: number): string {
  const seat = view.players.findIndex((p) => p.character === id);
  if (seat >= 0) return seat === view.seat ? 'Your character.' : `${view.names[seat]}’s character.`;
  if (view.auction?.kind === 'character' && view.auction.revealed.includes(id)) return 'On offer at this auction.';
  return '';
}

/** What the viewer may do with the card now: a button, or why not, or nothing. */
function action(view: RotuView, i: Inspected, on: InspectHandlers): TemplateResult | typeof nothing {
  const m = view.mine;
  const a = view.auction;
  if (a && m.picks.length) {
    const item = a.kind === 'character' ? i.character : i.card;
    if (item >= 0 && m.picks.includes(item))
      return html`<button type="button" class="primary" @click=${() => on.pick(item)}>Pick ${a.kind === 'character' ? characterOf(item).name : kindOf(item).name}</button>`;
    return nothing;
  }
  const card = i.card;
  if (card < 0 || !view.players[view.seat]?.hand.includes(card)) return nothing;
  const name = kindOf(card).name;
  if (m.attack.includes(card)) return html`<button type="button" class="primary" @click=${() => on.attack(card)}>Lay ${name} face down</button>`;
  if (m.defend.includes(card)) return html`<button type="button" class="primary" @click=${() => on.defend(card)}>Defend with ${name}</button>`;
  const option = m.exhaust.find((o) => o.card === card);
  if (m.exhaust.length && (!option || option.targets.length === 0)) return html`<p class="why">${idleReason(card)}</p>`;
  if (option) {
    const label = `Exhaust for ${abilityName(kindOf(card).ability)}`;
    if (option.targets.length === 1 && option.targets[0] === null)
      return html`<button type="button" class="primary" @click=${() => on.exhaust(card, null)}>${label}</button>`;
    return html`<button type="button" class="primary" @click=${() => on.select(card)}>${label}…</button>`;
  }
  return nothing;
}

function poolAbout(view: RotuView, card: number): TemplateResult {
  const k = kindOf(card);
  const uses = cardUses(card);
  return html`<h3 class="title">${k.name}${k.legendary ? html` <small class="tag">${rotuTerm('legendary', 'Legendary')}</small>` : nothing}</h3>
    <ul class="uses">
      <li><span class="sign atk">${swordIcon}</span><span>${uses.attack}</span></li>
      <li><span class="sign def">${shieldIcon}</span><span>${uses.defence}</span></li>
      <li><span class="sign">${ABILITY_ICONS[k.ability.kind]}</span><span>${uses.magic} ${rotuTerm('exhaust', 'Exhaust')} it in a ${rotuTerm('magic-window', 'magic window')}: it then stays out of play.</span></li>
    </ul>
    <p class="place">${placeOfCard(view, card)}</p>`;
}

function characterAbout(view: RotuView, id: number): TemplateResult {
  const c = characterOf(id);
  return html`<h3 class="title">${c.name}</h3>
    <ul class="uses">
      <li><span class="sign atk">${heartIcon}</span><span>Starts the fight with ${c.health} health.</span></li>
      <li><span class="sign">✦</span><span>${c.text}</span></li>
    </ul>
    <p class="place">${placeOfCharacter(view, id)}</p>`;
}

export function inspector(view: RotuView, i: Inspected, on: InspectHandlers): TemplateResult {
  const label = i.card >= 0 ? kindOf(i.card).name : characterOf(i.character).name;
  return html`<div class="inspector ${i.above ? 'above' : 'below'}" part="inspector" role="dialog" tabindex="-1" aria-label="${label}, seen large" style="--y: ${i.y}px"
      @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && on.close()}>
    <rotu-card size="large" .card=${i.card} .character=${i.card >= 0 ? -1 : i.character}></rotu-card>
    <div class="about">
      ${i.card >= 0 ? poolAbout(view, i.card) : characterAbout(view, i.character)}
      <div class="acts">${action(view, i, on)}<button type="button" class="close" @click=${on.close}>Close</button></div>
    </div>
  </div>`;
}
