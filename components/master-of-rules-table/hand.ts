/**
 * The viewer's bar: the prompt, the hand (four numerical cards, then three rule cards, each row a
 * fixed number of places so the bar keeps its size when the final deal empties them) and the
 * card seen large (inspector.ts). Every card of the hand is marked `data-hand-card`; on a phone
 * the numerical cards overlap, each still showing its corner and more than 32px to tap.
 */
import { html, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { NUM_HAND, RULE_HAND, type CardId } from '../../src/games/master-of-rules/cards.js';
import type { HandEntry, MorView } from '../../src/games/master-of-rules/view.js';
import { promptText } from './describe.js';
import { cardFace } from './faces.js';
import { inspector, waitingReason, type Inspected } from './inspector.js';

export interface HandActions {
  readonly play: (card: CardId) => void;
  readonly inspect: (card: CardId, pinned: boolean) => void;
  readonly close: () => void;
}

/** One row of the hand: `places` places, each card placed by a transform so the others slide when one leaves. */
function handRow(
  view: MorView,
  entries: readonly HandEntry[],
  places: number,
  kind: 'num-row' | 'rule-row',
  label: string,
  inspected: Inspected | null,
  act: HandActions,
): TemplateResult {
  const active = view.phase === 'playing' && view.turn === view.seat;
  const waiting = waitingReason(view);
  return html`<ul class="hand-row ${kind}" style="--places: ${Math.max(places, entries.length)}" aria-label=${label}>
    ${repeat(
      entries,
      (e) => e.card,
      (e, i) =>
        html`<li style="--i: ${i}">
          ${cardFace(e.card, {
            motionFrom: 'piles',
            hand: true,
            interactive: true,
            disabled: !active || e.refusal !== null,
            reason: active ? (e.refusal?.reason ?? '') : waiting,
            selected: inspected?.pinned === true && inspected.card === e.card,
            onActivate: () => act.play(e.card),
            onInspect: (ev) => act.inspect(e.card, ev.detail.pinned),
          })}
        </li>`,
    )}
  </ul>`;
}

/** The viewer's bar. After the final judgement the hand is discarded, as the book says: the places stay, empty. */
export function playerBar(view: MorView, inspected: Inspected | null, act: HandActions): TemplateResult {
  const active = view.phase === 'playing' && view.turn === view.seat;
  const prompt = promptText(view);
  const over = view.phase === 'over';
  return html`<section class="player ${active ? 'active' : ''}" part="player" aria-label="Your hand">
    <p class="prompt ${prompt ? '' : 'idle'}" aria-hidden=${prompt ? 'false' : 'true'}>${prompt || '\u00a0'}</p>
    <div class="hands" part="hand">
      ${handRow(view, over ? [] : view.hand.nums, NUM_HAND, 'num-row', 'Your numerical cards', inspected, act)}
      ${handRow(view, over ? [] : view.hand.rules, RULE_HAND, 'rule-row', 'Your rule cards', inspected, act)}
    </div>
    ${inspector(view, inspected, act)}
  </section>`;
}
