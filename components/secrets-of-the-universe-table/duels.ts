/**
 * The Duels (Intermediate Version): one card to each contender, Magic above every Plain Suit, then
 * the rank. The first dealer's Duel redraws among the tied; the end-of-game Duel for Magic
 * 5-Sequences is won by every player tying for the highest card.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { duelOutcome } from '../../src/games/secrets-of-the-universe/intermediate/duel.js';
import type { Duel } from '../../src/games/secrets-of-the-universe/types.js';
import { card, secretsTerm } from './cards.js';

function rounds(duel: Duel, names: readonly string[]): TemplateResult {
  return html`<ol class="rounds">
    ${duel.rounds.map(
      (round, r) => html`<li>
        ${duel.rounds.length > 1 ? html`<small>Round ${r + 1}</small>` : nothing}
        <ul class="duel-cards">
          ${round.map((code, s) =>
            code === null
              ? nothing
              : html`<li class=${duel.winners?.includes(s) && r === duel.rounds.length - 1 ? 'win' : ''}>
            ${card({ code, taken: false }, 'small')}<span class="who">${names[s]}</span>
          </li>`,
          )}
        </ul>
      </li>`,
    )}
  </ol>`;
}

/** The Duel for the first dealer, open while it matters (`open`), folded later in the first game. */
export function dealerDuel(duel: Duel | null, names: readonly string[], open: boolean): TemplateResult | typeof nothing {
  if (!duel || duel.rounds.length === 0) return nothing;
  const winner = duel.winners?.[0];
  const outcome = winner === undefined ? 'A tie: the tied draw again.' : `${names[winner]} drew the highest card and deals first.`;
  return html`<details class="duel panel" part="duel" ?open=${open}>
    <summary>Duel for the first dealer: ${outcome}</summary>
    ${rounds(duel, names)}
    <p>${secretsTerm('duel', 'How a Duel works')}</p>
  </details>`;
}

/** The Duel for Magic 5-Sequences at the end of a game; `points` are what it gives each seat. */
export function bonusDuel(duel: Duel | null, names: readonly string[], points: readonly number[]): TemplateResult | typeof nothing {
  if (!duel || duel.rounds.length === 0) return nothing;
  const outcome = duel.winners ? `${duelOutcome(duel.winners, points, (s) => names[s]!)}.` : '';
  return html`<div class="duel" part="duel">
    <h3>${secretsTerm('duel', 'Duel')} for Magic 5-Sequences</h3>
    ${rounds(duel, names)}
    ${outcome ? html`<p>${outcome}</p>` : nothing}
  </div>`;
}
