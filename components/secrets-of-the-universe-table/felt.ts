/**
 * The Intermediate Version's table top, as the book lays it out: the deck in four quarters at the
 * corners (each with its count, the one to draw from marked), a discard area at each of the four
 * places around the edges, and the main discard area in the centre with its active discard upright
 * and the inactive ones crosswise, the dealer's face-down card among them until it is turned up.
 * The viewer sits at the bottom; turns go counterclockwise, so the next place is at their right.
 * Advanced: how many of the six packets still lie under the deck.
 * On the viewer's turn every discard is a toggle for the meld guide, the quarter to draw from a
 * button, and the active main discard can be taken.
 *
 * Every part has a fixed size: the main area's cards are placed by transforms in two rows, closer
 * together as they pile up, so a discard moving in slides them and nothing on the table moves.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { cardName, type HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import { placeOf } from '../../src/games/secrets-of-the-universe/intermediate/layout.js';
import { capitalise } from '../../src/games/secrets-of-the-universe/turns.js';
import type { DiscardRef } from '../../src/games/secrets-of-the-universe/types.js';
import type { AreaView, TableView } from '../../src/games/secrets-of-the-universe/intermediate/view.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { card, cardToggle, secretsTerm } from './cards.js';
import { discardPlace, FACE_DOWN, listKeys, motionKey, quarterPlace, type Motion } from './motion.js';

export interface FeltActions {
  readonly picked: (ref: DiscardRef) => boolean;
  readonly toggle: (ref: DiscardRef) => void;
  readonly draw: () => void;
  readonly take: () => void;
}

const PLACES = 4;
/** Rows of the main area's inactive discards. */
const ROWS = 2;
const SIDES = ['bottom', 'right', 'top', 'left'] as const;
const up = (code: HandCard['code']): HandCard => ({ code, taken: false });

/** The viewer's place (a spectator looks from place 0). */
export const myPlace = (v: SecretsView): number => (v.seat >= 0 ? placeOf(v.names.length, { seat: v.seat }) : 0);

const areaPlace = (v: SecretsView, a: AreaView): number => placeOf(v.names.length, a.seat !== null ? { seat: a.seat } : { dummy: a.dummy ?? 0 });

/** "your", "Bob's", "Dummy 1's", "the dummy's" for the owner of place `p`. */
export function whose(v: SecretsView, p: number): string {
  const owner = v.places[p];
  if (!owner) return "an empty place's";
  return owner.seat !== null && owner.seat === v.seat ? 'your' : `${owner.name}'s`;
}

const quarterName = (v: SecretsView, q: number): string => `the deck quarter at ${whose(v, q)} right`;

function quarter(v: SecretsView, t: TableView, q: number, act: FeltActions): TemplateResult {
  const count = t.quarters[q] ?? 0;
  const drawing = t.drawQuarter === q;
  const mine = drawing && v.turn?.seat === v.seat && v.turn.step === 'draw';
  const who = drawing && v.turn ? (v.turn.seat === v.seat ? 'you draw' : `${v.turn.name} draws`) : '';
  const corner = (q - myPlace(v) + PLACES) % PLACES;
  const label = mine
    ? `Draw from the deck: ${quarterName(v, q)}, ${count} cards`
    : `${capitalise(quarterName(v, q))}: ${count} cards${who ? `; ${who} from it` : ''}`;
  return html`<div class="quarter corner-${corner} ${drawing ? 'drawing' : ''} ${count === 0 ? 'empty' : ''}" part="deck">
    ${
      mine
        ? html`<button class="back" aria-label=${label} data-motion-place=${quarterPlace(q)} @click=${act.draw}><span>${count}</span></button>`
        : html`<span class="back" role="img" aria-label=${label} data-motion-place=${quarterPlace(q)}><span>${count}</span></span>`
    }
    ${
      who
        ? html`<small class="caption" aria-hidden="true">${v.turn?.seat === v.seat ? 'You draw' : 'Draws'}</small>`
        : html`<small class="caption">${secretsTerm('deck-quarter', 'Deck')}</small>`
    }
  </div>`;
}

function area(v: SecretsView, t: TableView, a: AreaView, act: FeltActions): TemplateResult {
  const p = areaPlace(v, a);
  const owner = whose(v, p);
  const claimed = t.claim?.area === a.area;
  const label = `${capitalise(owner)} discard area: ${a.cards.length ? a.cards.map((c) => cardName(c.code)).join(', ') : 'empty'}${claimed ? ' (under claim)' : ''}`;
  const place = v.places[p];
  const from = discardPlace(v, p);
  const keys = listKeys(v, a.cards);
  return html`<div class="area side-${SIDES[(p - myPlace(v) + PLACES) % PLACES]} ${place?.isTurn ? 'turn' : ''}" part="discards" role="group" aria-label=${label}>
    <small class="caption" aria-hidden="true">${capitalise(place?.name ?? '')}${owner === 'your' ? ' (you)' : ''}</small>
    <span class="slot">
      <span class="placeholder" aria-hidden="true"></span>
      ${repeat(
        a.cards.map((c, index) => ({ c, index })),
        ({ index }) => keys[index],
        ({ c, index }) => {
          const ref: DiscardRef = { area: a.area, index };
          const extra = claimed && index === a.cards.length - 1 ? 'claimed' : '';
          const motion: Motion = { key: motionKey(v, c.code), from };
          return html`<span class="at" style="--i: ${index}">${
            t.mayTakeDiscards
              ? cardToggle(up(c.code), `${cardName(c.code)} in ${owner} discard area`, act.picked(ref), () => act.toggle(ref), extra, motion)
              : card(up(c.code), extra, motion)
          }</span>`;
        },
      )}
    </span>
  </div>`;
}

/** The dealer's face-down card: its face for the dealer, a back for everyone else. */
function faceDown(v: SecretsView, t: TableView): TemplateResult {
  const dealer = v.dealer === null ? 'the dealer' : (v.names[v.dealer] ?? 'the dealer');
  if (t.faceDown!.code !== null) {
    return html`<span class="face-down mine" title="Your face-down card: only you see it">${card(up(t.faceDown!.code), '', { key: motionKey(v, t.faceDown!.code) })}</span>`;
  }
  return html`<span class="face-down"><span class="back" role="img" aria-label="${dealer}'s face-down card"></span></span>`;
}

function mainCard(v: SecretsView, t: TableView, index: number, act: FeltActions, isActive: boolean): TemplateResult {
  const d = v.discards[index]!;
  const ref: DiscardRef = { area: 'main', index };
  const what = isActive ? 'the active main discard' : 'an inactive main discard';
  // The face-down card, turned up, is the active discard of the dealer's second turn: it flips over where it lay.
  const turned = isActive && 'deal' in d.from;
  const motion: Motion = { key: motionKey(v, d.code), ...(turned ? { from: FACE_DOWN } : {}) };
  const extra = turned ? 'turned' : '';
  return t.mayTakeDiscards
    ? cardToggle(up(d.code), `${cardName(d.code)}, ${what}`, act.picked(ref), () => act.toggle(ref), extra, motion)
    : card(up(d.code), extra, motion);
}

/**
 * The main area: the active discard upright at the left, then the face-down card upright, then the
 * inactive discards crosswise, column by column in two rows, each placed by a transform.
 */
function mainArea(v: SecretsView, t: TableView, act: FeltActions): TemplateResult {
  const active = t.main.active;
  const inactive = t.main.inactive.map((i) => cardName(v.discards[i]!.code));
  const parts = [
    active !== null ? `active ${cardName(v.discards[active]!.code)}` : 'no active discard',
    inactive.length ? `inactive ${inactive.join(', ')}` : '',
    t.faceDown ? "the dealer's face-down card" : '',
  ].filter(Boolean);
  const take = v.topDiscard?.takeable && t.mayTakeDiscards && active !== null;
  const keys = listKeys(v, v.discards);
  const items = [...(active === null ? [] : [{ index: active, j: -1 }]), ...t.main.inactive.map((index, j) => ({ index, j }))];
  return html`<div class="main" part="pile" role="group" aria-label="Main discard area: ${parts.join('; ')}">
    <div class="main-head">
      ${
        take
          ? html`<button class="primary take" @click=${act.take}>Take ${cardName(v.discards[active]!.code)}</button>`
          : html`<small class="caption">${secretsTerm('main-discard', 'Main discards')}</small>`
      }
      ${t.faceDown ? html`<small class="caption">${secretsTerm('face-down-card', 'Face-down card')}</small>` : nothing}
      ${v.bonus ? html`<small class="caption packets">${v.bonus.packetsLeft} ${secretsTerm('packet', 'packets')}</small>` : nothing}
    </div>
    <div class="lane" data-scroll style="--fd: ${t.faceDown ? 1 : 0}; --cols: ${Math.ceil(t.main.inactive.length / ROWS)}">
      <span class="fd-spot" data-motion-place=${FACE_DOWN} aria-hidden="true"></span>
      ${t.faceDown ? faceDown(v, t) : nothing}
      ${repeat(
        items,
        ({ index }) => keys[index],
        ({ index, j }) =>
          j < 0
            ? html`<span class="slot active">${mainCard(v, t, index, act, true)}<small class="caption" aria-hidden="true">active</small></span>`
            : html`<span class="slot cross" style="--col: ${Math.floor(j / ROWS)}; --row: ${j % ROWS}">${mainCard(v, t, index, act, false)}</span>`,
      )}
    </div>
  </div>`;
}

/** The table top: quarters at the corners, the places' discard areas at the edges, the main area in the centre. */
export function felt(v: SecretsView, t: TableView, act: FeltActions): TemplateResult {
  return html`<section class="felt" part="felt" aria-label="The table: deck quarters, discard areas and the main discards">
    ${t.quarters.map((_, q) => quarter(v, t, q, act))}
    ${t.areas.map((a) => area(v, t, a, act))}
    ${mainArea(v, t, act)}
  </section>`;
}
