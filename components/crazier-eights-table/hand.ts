/**
 * Your hand at the Crazier Eights table: the prompt (what you can do now, and only that) or the
 * picked card's actions (Discard, naming a colour for an eight, and Play, or why neither), End turn
 * beside it, and the cards. Each card is a button marked `data-hand-card`, placed by its position
 * (`--i` in one line; `--row` and `--col` in the lines a phone uses), with what it may do now
 * written on it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { cardName, colourName, isEight } from '../../src/games/crazier-eights/deck.js';
import { COLOURS, type CardId, type EightsCommand } from '../../src/games/crazier-eights/types.js';
import type { EightsView, HandCardView } from '../../src/games/crazier-eights/view.js';
import { face, SYMBOLS } from './card.js';
import { cardLabel, eightsTerm, handWords } from './describe.js';

/** What the hand asks of the table: the card picked, the message, and the table's handlers. */
export interface HandHooks {
  readonly picked: CardId | null;
  readonly message: string;
  pick(card: CardId): void;
  show(card: CardId): void;
  send(command: EightsCommand): void;
}

/** Whether the viewer may act with the cards of the hand now. */
export const actingNow = (v: EightsView): boolean => v.turn === v.seat && v.waitingFor === v.seat && !v.choice && v.phase === 'main';

/** How many lines a phone lays `n` cards in: one for a few, two up to 16, then more, so that each keeps 32 px to tap. */
export const phoneRows = (n: number): number => (n <= 4 ? 1 : Math.max(2, Math.ceil(n / 8)));

/** The prompt on your turn: only what can be done now. */
export function turnPrompt(v: EightsView): TemplateResult {
  const discard = v.hand.some((h) => h.canDiscard);
  const play = v.hand.some((h) => h.canPlay);
  const d = eightsTerm('discard', 'discard');
  const p = eightsTerm('play', 'play');
  if (discard && play) return html`Your turn: tap a card to ${d} or ${p} it.`;
  if (discard) return v.played ? html`Tap a card to ${d} it, or end your turn.` : html`No card can be played now: tap one to ${d} it, or end your turn.`;
  if (play)
    return v.discardsLeft === 0
      ? html`Tap a card to ${p} it, or end your turn.`
      : html`No card matches the discard pile: tap one to ${p} it, or end your turn.`;
  return v.played && v.discardsLeft === 0 ? html`Nothing left to do: end your turn.` : html`No card can be discarded or played now: end your turn.`;
}

/** Whether nothing is left to do on your turn but to end it. */
export const onlyEnd = (v: EightsView): boolean => actingNow(v) && !v.hand.some((h) => h.canDiscard || h.canPlay);

export function handSection(v: EightsView, hooks: HandHooks): TemplateResult {
  const myTurn = actingNow(v);
  const n = v.hand.length;
  const rows = phoneRows(n);
  const per = Math.ceil(n / rows);
  return html`<section class="my-hand" part="hand" aria-label="Your hand">
    <div class="actions">${actions(v, myTurn, hooks)}
      <button type="button" class="end ${onlyEnd(v) ? 'now' : ''}" ?disabled=${!myTurn} @click=${() => hooks.send({ type: 'endTurn' })}>End turn</button>
    </div>
    <ul class="hand ${myTurn ? 'active' : ''}" style="--cards: ${Math.max(1, n)}; --rows: ${rows}; --per: ${Math.max(1, per)}" aria-label="Your hand: ${n} ${n === 1 ? 'card' : 'cards'}">
      ${repeat(
        v.hand,
        (h) => h.card,
        (h, i) => html`<li style="--i: ${i}; --row: ${Math.floor(i / per)}; --col: ${i % per}">
          <button type="button" class="card ${h.canDiscard ? 'can-discard' : ''} ${h.canPlay ? 'can-play' : ''} ${myTurn && !h.canDiscard && !h.canPlay ? 'stuck' : ''}"
            part="card" data-hand-card data-motion=${h.card} data-motion-from="pile" aria-pressed=${hooks.picked === h.card ? 'true' : 'false'}
            @mouseenter=${() => hooks.show(h.card)} @focus=${() => hooks.show(h.card)} @click=${() => hooks.pick(h.card)}>
            ${face(h.card)}<span class="sr">${cardLabel(h.card)} (${handWords(h, myTurn)})</span>
            ${myTurn && (h.canDiscard || h.canPlay) ? html`<span class="can" aria-hidden="true">${h.canDiscard ? html`<i class="d">discard</i>` : nothing}${h.canPlay ? html`<i class="p">play</i>` : nothing}</span>` : nothing}
          </button>
        </li>`,
      )}
    </ul>
  </section>`;
}

/** What the picked card may do, or why it may not; else the message or the prompt. */
function actions(v: EightsView, myTurn: boolean, hooks: HandHooks): TemplateResult {
  const h: HandCardView | undefined = v.hand.find((x) => x.card === hooks.picked);
  if (!h)
    return html`<p class="say" part="message" role="status">${hooks.message || (myTurn ? turnPrompt(v) : v.hand.length ? 'Tap a card to read it.' : '')}</p>`;
  const name = cardName(h.card);
  if (!myTurn || (!h.canDiscard && !h.canPlay))
    return html`<p class="say why" part="message" role="status"><b>${name}.</b> ${myTurn ? (h.why ?? 'It can be neither discarded nor played now.') : v.choice ? 'Wait until the choice is made.' : 'Wait for your turn to discard or play it.'}</p>`;
  return html`<div class="say do" role="group" aria-label="${name}: what to do">
    <b>${name}</b>
    ${
      h.canDiscard && isEight(h.card)
        ? html`<span class="name-colour">${eightsTerm('discard', 'Discard')}, naming:</span>
          ${COLOURS.map(
            (colour) => html`<button type="button" class="colour ${colour}" aria-label="Discard ${name}, naming ${colourName(colour)}"
            @click=${() => hooks.send({ type: 'discard', card: h.card, colour })}><span aria-hidden="true">${SYMBOLS[colour]}</span> <span class="colour-name">${colourName(colour)}</span></button>`,
          )}`
        : h.canDiscard
          ? html`<button type="button" class="discard" @click=${() => hooks.send({ type: 'discard', card: h.card })}>Discard</button>`
          : nothing
    }
    ${h.canPlay ? html`<button type="button" class="play" @click=${() => hooks.send({ type: 'play', card: h.card })}>Play</button>` : nothing}
  </div>`;
}
