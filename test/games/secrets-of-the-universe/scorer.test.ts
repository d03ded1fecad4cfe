/** The best arrangement, on the book's FAQ examples and the edge cases of going out, exposure and coins. */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { deckOf, formatCards, parseCards, type HandCard } from '../../../src/games/secrets-of-the-universe/cards.js';
import { meldLabel, meldOf, type Meld, type ScoredVersion } from '../../../src/games/secrets-of-the-universe/melds.js';
import { bestArrangement, type Arrangement, type Goal } from '../../../src/games/secrets-of-the-universe/scorer.js';

function cards(text: string): HandCard[] {
  const parsed = parseCards(text, 'intermediate');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

function meld(text: string): Meld {
  const m = meldOf(cards(text), 'intermediate');
  if (!m) throw new Error(`${text} is no meld`);
  return m;
}

function best(text: string, goal: Goal = 'any', version: ScoredVersion = 'basic', exposed: readonly string[] = []): Arrangement | null {
  return bestArrangement(cards(text), { version, goal, exposed: exposed.map(meld) });
}

/** "4-Set E8 F8 W8 A8 = 25" for each meld, then the unmelded cards. */
function summary(a: Arrangement | null): string[] | null {
  if (!a) return null;
  return [...a.melds.map((m) => `${meldLabel(m.meld)} ${formatCards(m.meld.cards)} = ${m.points.low}`), `unmelded: ${formatCards(a.unmelded)}`];
}

describe('the Basic FAQ', () => {
  it('no wrap: 891 forms no meld', () => {
    expect(summary(best('E8 E9 E1'))).to.deep.equal(['unmelded: E1 E8 E9']);
  });

  it('2 cards of one suit and 1 of another form no set', () => {
    expect(summary(best('E5 E5 F5'))).to.deep.equal(['unmelded: E5 E5 F5']);
  });

  it('one card, one meld: with 11123 only the unity is melded', () => {
    const a = best('E1 E1 E1 E2 E3')!;
    expect(summary(a)).to.deep.equal(['concealed 3-Unity E1 E1 E1 = 40', 'unmelded: E2 E3']);
    expect(a.total).to.equal(40);
  });

  it('789999: one interpretation per hand; going out takes 789 + 999, the 4-Unity is not scored with it', () => {
    const hand = 'E7 E8 E9 E9 E9 E9 F1 F2 F3 W4 W5 W6 A1';
    expect(summary(best(hand, 'any'))).to.deep.equal([
      'concealed 4-Unity E9 E9 E9 E9 = 300',
      '3-Sequence F1 F2 F3 = 10',
      '3-Sequence W4 W5 W6 = 10',
      'unmelded: E7 E8 A1',
    ]);
    const out = best(hand, 'out')!;
    expect(summary(out)).to.deep.equal([
      '3-Sequence E7 E8 E9 = 10',
      'concealed 3-Unity E9 E9 E9 = 60',
      '3-Sequence F1 F2 F3 = 10',
      '3-Sequence W4 W5 W6 = 10',
      'unmelded: A1',
    ]);
    expect([out.total, out.out, out.fully]).to.deep.equal([90, true, false]);
    expect(best(hand, 'fully')).to.equal(null);
  });
});

describe('going out (13 cards after drawing)', () => {
  it('exactly 11 cards melded, 2 different cards left: out, not fully', () => {
    const a = best('E1 E2 E3 E4 F4 F5 F6 F7 W7 W8 W9 A2 F9', 'out')!;
    expect([a.total, a.out, a.fully, formatCards(a.unmelded)]).to.deep.equal([40, true, false, 'F9 A2']);
  });

  it('11 melded and the 2 left an identical pair: fully, also when one of the pair was taken', () => {
    expect(best('E1 E2 E3 E4 F4 F5 F6 F7 W7 W8 W9 A2 A2', 'fully')!.fully).to.equal(true);
    expect(best('E1 E2 E3 E4 F4 F5 F6 F7 W7 W8 W9 A2 A2*', 'fully')!.fully).to.equal(true);
  });

  it('12 melded and 1 loose card: out but not fully', () => {
    const a = best('E1 E2 E3 E4 F4 F5 F6 F7 W6 W7 W8 W9 A2', 'out')!;
    expect([a.out, a.fully, formatCards(a.unmelded)]).to.deep.equal([true, false, 'A2']);
    expect(best('E1 E2 E3 E4 F4 F5 F6 F7 W6 W7 W8 W9 A2', 'fully')).to.equal(null);
  });

  it('all 13 melded: fully', () => {
    const a = best('E1 E2 E3 E4 E5 F4 F5 F6 F7 W6 W7 W8 W9', 'fully')!;
    expect([a.total, a.fully, a.unmelded.length]).to.deep.equal([55, true, 0]);
  });

  it('10 melded: no arrangement goes out', () => {
    expect(best('E1 E2 E3 F4 F5 F6 F7 W7 W8 W9 A2 F9 E6', 'out')).to.equal(null);
    expect(best('E1 E2 E3 F4 F5 F6 F7 W7 W8 W9 A2 F9 E6', 'any')!.out).to.equal(false);
  });

  it('going out counts the +10 of going out fully: a pair left beats a longer sequence worth 5 more', () => {
    const hand = 'E2 E3 E4 E5 E5 F1 F2 F3 F4 W1 W2 W3 W4';
    expect([best(hand, 'any')!.total, best(hand, 'any')!.fully]).to.deep.equal([45, false]);
    expect([best(hand, 'out')!.total, best(hand, 'out')!.fully]).to.deep.equal([40, true]);
  });
});

describe('exposure by taken cards', () => {
  it('a unity holding a taken card is exposed', () => {
    expect(summary(best('E7 E7 E7*'))).to.deep.equal(['exposed 3-Unity E7 E7 E7* = 20', 'unmelded: ']);
  });

  it('unities take the untaken copies, other melds the taken ones', () => {
    const hand = 'E6 E7 E7 E7 E7* E8';
    expect(summary(best(hand, 'any'))).to.deep.equal(['exposed 4-Unity E7 E7 E7 E7* = 100', 'unmelded: E6 E8']);
    expect(summary(best(hand, 'fully'))).to.deep.equal(['3-Sequence E6 E7* E8 = 10', 'concealed 3-Unity E7 E7 E7 = 40', 'unmelded: ']);
    expect(best(hand, 'out')!.total).to.equal(100);
  });
});

describe('coin melds', () => {
  it('are listed and counted in the total at their low value', () => {
    const a = best('E8 W8 A8 E1 E2 E3')!;
    expect(a.total).to.equal(20);
    expect(a.coin.map((m) => [formatCards(m.meld.cards), m.points])).to.deep.equal([['E8 W8 A8', { low: 10, high: 15 }]]);
  });

  it('on equal expected points the fewer coin melds win, even with more cards left over', () => {
    const hand = 'E8 E8 F8 F8 W8 A8';
    expect(summary(best(hand, 'any'))).to.deep.equal(['4-Set E8 F8 W8 A8 = 25', 'unmelded: E8 F8']);
    expect(summary(best(hand, 'out'))).to.deep.equal(['3-Set E8 F8 W8 = 10', '3-Set E8 F8 A8 = 10', 'unmelded: ']);
  });

  it('a 3-Set of 8s (12.5 expected) beats a 3-Sequence (10)', () => {
    expect(summary(best('E6 E7 E8 F8 W8'))).to.deep.equal(['3-Set E8 F8 W8 = 10', 'unmelded: E6 E7']);
  });
});

describe('the Intermediate Version', () => {
  it('a Magic card only turns a 4-Set into a 5-Set', () => {
    expect(summary(best('E5 F5 M5', 'any', 'intermediate'))).to.deep.equal(['unmelded: E5 F5 M5']);
    expect(summary(best('E5 F5 W5 A5 M5', 'any', 'intermediate'))).to.deep.equal(['5-Set E5 F5 W5 A5 M5 = 40', 'unmelded: ']);
  });

  it('Magic unities of 8s are coin melds', () => {
    const a = best('M8 M8 M8 M8', 'any', 'intermediate')!;
    expect([a.total, a.coin[0]!.points]).to.deep.equal([320, { low: 320, high: 330 }]);
  });

  it('exposed melds are kept as given and never extended; the hand is arranged around them', () => {
    const a = best('E5 E6 E7 F9 F9', 'any', 'intermediate', ['E2 E3 E4*', 'W1 W1 W1'])!;
    expect(summary(a)).to.deep.equal(['3-Sequence E2 E3 E4* = 10', 'concealed 3-Unity W1 W1 W1 = 40', '3-Sequence E5 E6 E7 = 10', 'unmelded: F9 F9']);
    expect(a.melds.map((m) => m.exposed)).to.deep.equal([true, true, false]);
    expect([a.total, a.out, a.fully]).to.deep.equal([60, true, true]);
  });

  it('counts the Magic 5-Sequences of the arrangement, exposed ones included', () => {
    expect(best('M1 M2 M3 M4 M5', 'any', 'intermediate', ['M5 M6 M7 M8 M9'])!.magicFiveSequences).to.equal(2);
    expect(best('M1 M2 M3 M4 M5 M6', 'any', 'intermediate')!.magicFiveSequences).to.equal(0);
  });
});

describe('bestArrangement', () => {
  it('refuses cards of another version and a fifth copy, counting the exposed melds', () => {
    expect(() => best('M1 E1 E2')).to.throw(RangeError, 'M1');
    expect(() => best('E2 E2', 'any', 'intermediate', ['E2 E2 E2'])).to.throw(RangeError, 'E2: more than 4 copies');
  });

  it('an empty hand is all melded', () => {
    expect(summary(best(''))).to.deep.equal(['unmelded: ']);
  });

  it('the order the cards are given in changes nothing', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...deckOf('intermediate')], { minLength: 13, maxLength: 26 }), fc.integer(), (codes, seed) => {
        const hand = codes.map((code, i) => ({ code, taken: (seed >> (i % 30)) % 5 === 0 }));
        for (const goal of ['any', 'out'] as const) {
          const shuffled = hand.slice().reverse();
          expect(bestArrangement(shuffled, { version: 'intermediate', goal })).to.deep.equal(bestArrangement(hand, { version: 'intermediate', goal }));
        }
      }),
      { seed: 3, numRuns: 300 },
    );
  });

  it('a 26-card hand: six concealed 4-Unities and a pair go out fully', () => {
    const a = best('E1 E1 E1 E1 E2 E2 E2 E2 E3 E3 E3 E3 F1 F1 F1 F1 W1 W1 W1 W1 A1 A1 A1 A1 M1 M1', 'out', 'intermediate')!;
    expect([a.total, a.fully, formatCards(a.unmelded)]).to.deep.equal([1200, true, 'M1 M1']);
  });
});
