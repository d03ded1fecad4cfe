/**
 * A card seen large, over the felt: one tapped on the felt or in the field, or a card of the hand
 * that may not be played now, with what to know of it (whose it is, whether it collided, why it
 * waits). It stays while its card lies where it was seen.
 */
import { css, html, nothing } from 'lit';
import type { CardId } from '../../src/games/planet-tricks/cards.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import '../pt-card/pt-card.js';
import { cardFace, linkTerms } from './describe.js';

/** A card seen large: which, where it lies, and what to say of it. */
export interface Look {
  readonly card: CardId;
  readonly where: 'hand' | 'trick' | 'field';
  readonly words: string;
}

/** Whether the card of `look` still lies where it was seen in `view`. */
export function stillThere(view: PlanetView, look: Look): boolean {
  switch (look.where) {
    case 'hand':
      return view.hand.some((h) => h.card === look.card);
    case 'trick':
      return (view.trick.length > 0 ? view.trick : (view.lastTrick?.plays ?? [])).some((p) => p.card === look.card);
    case 'field':
      return view.field.some((f) => f.card === look.card);
  }
}

/** "Bo (bot)’s card. Face down: it collided, and counts for nothing. It took the trick." for a card on the felt. */
export function trickWords(view: PlanetView, card: CardId): string {
  const shown = view.trick.length > 0 ? view.trick : (view.lastTrick?.plays ?? []);
  const play = shown.find((p) => p.card === card);
  if (!play) return '';
  const whose = play.seat === view.seat ? 'Your card' : `${view.names[play.seat] ?? `Seat ${play.seat + 1}`}’s card`;
  const won = view.trick.length === 0 && view.lastTrick?.winner === play.seat;
  return `${whose}.${play.faceUp ? '' : ' Face down: it collided, and counts for nothing.'}${won ? ' It took the trick.' : ''}`;
}

/** "A field card: not used with 4 players." */
export function fieldWords(view: PlanetView, card: CardId): string {
  const f = view.field.find((x) => x.card === card);
  if (!f) return '';
  if (!f.faceUp) return 'A field card. Face down: it collided, and is out of play this round.';
  return view.fieldInPlay
    ? 'A field card: a trick’s last face-up card of its rank collides with it.'
    : `A field card: not used with ${view.names.length} players.`;
}

/** The card of `look` large, with its words and a Close button that calls `close`. */
export function lookPanel(look: Look, close: () => void) {
  const face = cardFace(look.card);
  return html`<section class="look" part="look" role="dialog" aria-label=${`${face.label}, seen large`}>
    <pt-card .label=${face.label} .suit=${face.suit} .rank=${face.rank}></pt-card>
    <div class="look-words">
      <p class="look-name">${face.label}</p>
      ${look.words ? html`<p>${linkTerms(look.words)}</p>` : nothing}
      <button type="button" @click=${close}>Close</button>
    </div>
  </section>`;
}

/** The look's place over the felt (a phone's smaller card is set with the table's narrow styles). */
export const lookStyles = css`
  /* A card on the felt or in the field shows large when tapped. */
  [data-look] {
    cursor: zoom-in;
  }
  .look {
    position: absolute;
    z-index: 8;
    left: 50%;
    top: 50%;
    transform: translate(-50%, -50%);
    display: flex;
    align-items: center;
    gap: 14px;
    width: max-content;
    max-width: calc(100% - 16px);
    padding: 12px 14px;
    border-radius: 14px;
    background: var(--_panel);
    border: 1px solid var(--pt-line, #ffffff2e);
    box-shadow: 0 10px 30px var(--pt-shadow, #0008);
    --pt-card-width: 116px;
  }
  .look pt-card {
    flex: none;
  }
  .look-words {
    display: grid;
    gap: 8px;
    justify-items: start;
    max-width: 15rem;
    line-height: 1.35;
  }
  .look-name {
    font-weight: 800;
    font-size: 1.1rem;
  }
  .look button {
    padding: 6px 14px;
    border-radius: 10px;
    border: 1px solid var(--pt-border, #567);
    background: transparent;
    color: inherit;
    font-weight: 600;
  }
`;
