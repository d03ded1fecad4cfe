/** The rules' use of the scorer: going out as the scorer judges it (its quick pre-check never disagrees), and the cache. */
import { expect } from '@open-wc/testing';
import { deckOf, type HandCard } from '../../../src/games/secrets-of-the-universe/cards.js';
import { arrange, goingOut, loners } from '../../../src/games/secrets-of-the-universe/hand-score.js';
import { bestArrangement } from '../../../src/games/secrets-of-the-universe/scorer.js';
import { createRandom } from '../../../src/kernel/random.js';
import { cards } from '../../support/builders/secrets.js';

describe('Secrets of the Universe hand scores', () => {
  it('2000 seeded 13-card hands: a hand may go out exactly when the scorer finds an arrangement with goal "out"', () => {
    const random = createRandom('hand-score');
    let out = 0;
    for (let i = 0; i < 2000; i++) {
      // Hands drawn from two suits, or from low ranks, or from the whole deck: many come close to going out.
      const narrow = [(c: string) => c[0] === 'E' || c[0] === 'W', (c: string) => Number(c[1]) <= 4, () => true][i % 3]!;
      const pool = deckOf('basic').filter(narrow);
      const hand: HandCard[] = random
        .shuffle(pool)
        .slice(0, 13)
        .map((code) => ({ code, taken: random.int(6) === 0 }));
      const exact = bestArrangement(hand, { version: 'basic', goal: 'out' });
      const going = goingOut(hand);
      expect(going === null, hand.map((c) => c.code).join(' ')).to.equal(exact === null);
      if (going) {
        out++;
        expect(going.fully).to.equal(exact!.fully);
        expect(going.bonus).to.equal(exact!.fully ? 10 : 0);
        expect(going.arrangement.total.low).to.equal(exact!.total);
      }
    }
    expect(out, 'hands that can go out came up').to.be.above(50);
  });

  it('counts the cards no meld of the hand could use', () => {
    expect(loners(cards('E1 E2 E3 F5 F5 F5 W7 W8 W9 A9'))).to.equal(1);
    expect(loners(cards('E1 E2 E3 F5 F5 F5 W7 W8 A9'))).to.equal(3);
    expect(loners(cards('E1 F1 W1 E5 E7 E9'))).to.equal(3);
    expect(loners(cards('E1 E3 F9'))).to.equal(3);
  });

  it('the same hand in any order gets the same (cached) arrangement', () => {
    const hand = cards('W9 E3 E1 E2 F5 A9 F5 W7 W8 A1 A2 F5 E4');
    const a = arrange(hand, 'any');
    expect(arrange(hand.slice().reverse(), 'any')).to.equal(a);
    expect(a!.total).to.deep.equal({ low: 15 + 40 + 10, high: 65 });
  });
});
