/**
 * What each meld scores, at the table (the Basic Version's tray, which a turn leaves free): the three
 * kinds of meld with their points from the game's own scoring tables, and going out. The kinds link
 * to the How to play.
 */
import { html, type TemplateResult } from 'lit';
import { SCORING, FULLY_BONUS, type Points, type Row } from '../../src/games/secrets-of-the-universe/scoring.js';
import { secretsTerm } from './cards.js';

const one = (p: Points): string => (p.low === p.high ? `${p.low}` : `${p.low} or ${p.high}`);

/** "10 / 20": a 3- and a 4-card meld of one column (ranks 1–7, 8s or 9s). */
const pair = (three: Row, four: Row, column: 0 | 1 | 2): string => `${one(three[column])} / ${one(four[column])}`;

export function meldPoints(): TemplateResult {
  const t = SCORING.basic;
  const unity = t.unity.plain;
  return html`<section class="reference" part="reference" aria-labelledby="reference-title">
    <h3 id="reference-title">What melds score</h3>
    <p><strong>${secretsTerm('sequence', 'Sequence')}</strong>, 3 to 9 in a row of one suit: ${t.sequence.plain.map(one).join(', ')}</p>
    <p><strong>${secretsTerm('set', 'Set')}</strong>, one rank in 3 or 4 suits: ${pair(t.set[3], t.set[4], 0)}; 8s ${pair(t.set[3], t.set[4], 1)} (${secretsTerm('coin', 'coin')}); 9s ${pair(t.set[3], t.set[4], 2)}</p>
    <p><strong>${secretsTerm('unity', 'Unity')}</strong>, 3 or 4 identical: ${pair(unity.exposed[3], unity.exposed[4], 0)}, ${secretsTerm('concealed', 'concealed')} ${pair(unity.concealed[3], unity.concealed[4], 0)}; more for 8s and 9s</p>
    <p><strong>${secretsTerm('going-out', 'Going out')}</strong>: 11 of your 13 cards in melds; fully, +${FULLY_BONUS}</p>
  </section>`;
}
