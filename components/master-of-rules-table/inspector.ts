/**
 * A card of the hand seen large: the card at a size that reads at a glance, its name, what it
 * does (a rule card's objective, from the How to play; for a numerical card, how many cards of its
 * colour and of its number are in play), and Play when it may be played now, else why not. On a wide table it has its own place beside the hand (pointing at a card shows it); on a
 * phone it opens over the table above the hand when a card is tapped, and closes when the card is
 * played, when Close or anything else on the table is tapped, and whenever results are shown.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { cardName, COLOUR_NAMES, colourOf, isNum, numberOf, ruleOf, type CardId } from '../../src/games/master-of-rules/cards.js';
import { morGuide } from '../../src/games/master-of-rules/guide.js';
import type { HandEntry, MorView } from '../../src/games/master-of-rules/view.js';
import { cardFace } from './faces.js';

export interface Inspected {
  readonly card: CardId;
  /** Tapped (stays until closed), not only pointed at. */
  readonly pinned: boolean;
}

/** Why a card of the hand may not be played while it is not the viewer's turn to play. */
export function waitingReason(view: MorView): string {
  if (view.phase === 'over') return 'The game is over.';
  if (view.phase === 'taking' && view.turn === view.seat) return 'First take a card from the refill set.';
  return 'Wait for your turn.';
}

const plain = (text: string): string => text.replace(/\[([^\]]+)\]\(#[^)]+\)/g, '$1');
const count = (n: number, one: string, many: string): string => (n === 0 ? `no ${one}` : n === 1 ? `1 ${one}` : `${n} ${many}`);

/** What the card does: a rule card's objective; a numerical card's colour and number among those in play. */
export function cardAbout(view: MorView, card: CardId): string {
  if (!isNum(card)) {
    const kind = ruleOf(card);
    return plain(morGuide.terms.find((t) => t.id === kind)?.text ?? '');
  }
  const nums = view.plays.filter((p) => isNum(p.card)).map((p) => p.card);
  if (nums.length === 0) return 'No numerical card is in play yet this deal.';
  const colour = COLOUR_NAMES[colourOf(card)];
  const n = numberOf(card);
  const sameColour = nums.filter((c) => colourOf(c) === colourOf(card)).length;
  const sameNumber = nums.filter((c) => numberOf(c) === n).length;
  return `In play this deal: ${count(sameColour, `${colour} card`, `${colour} cards`)} and ${count(sameNumber, `card numbered ${n}`, `cards numbered ${n}`)}.`;
}

const entryOf = (view: MorView, card: CardId): HandEntry | undefined => [...view.hand.nums, ...view.hand.rules].find((e) => e.card === card);

/** The card seen large, or (on a wide table) a word on how to see one. */
export function inspector(view: MorView, inspected: Inspected | null, act: { play: (card: CardId) => void; close: () => void }): TemplateResult {
  const entry = inspected ? entryOf(view, inspected.card) : undefined;
  if (!inspected || !entry) {
    return html`<aside class="inspector empty" aria-label="A card seen large"><p class="hint">Point at a card of your hand, or tap it, to see it large with what it does.</p></aside>`;
  }
  const card = entry.card;
  const active = view.phase === 'playing' && view.turn === view.seat;
  const playable = active && entry.refusal === null;
  const why = active ? (entry.refusal?.reason ?? '') : waitingReason(view);
  return html`<aside class="inspector ${inspected.pinned ? 'pinned' : ''}" part="inspector" aria-label="${cardName(card)}, seen large">
    <span class="big">${cardFace(card, { motion: false })}</span>
    <div class="about">
      <h3 class="title">${cardName(card)}</h3>
      <p class="what">${cardAbout(view, card)}</p>
      ${playable ? nothing : html`<p class="why">${why}</p>`}
      <div class="actions">
        ${playable ? html`<button type="button" class="primary" @click=${() => act.play(card)}>Play ${cardName(card)}</button>` : nothing}
        <button type="button" class="close" @click=${act.close}>Close</button>
      </div>
    </div>
  </aside>`;
}
