/** Every cell of the book's scoring tables, Basic and Intermediate, each checked on a real meld. */
import { expect } from '@open-wc/testing';
import { parseCards, type HandCard } from '../../../src/games/secrets-of-the-universe/cards.js';
import { meldOf, type ScoredVersion } from '../../../src/games/secrets-of-the-universe/melds.js';
import { FULLY_BONUS, isCoin, meldPoints, type Points } from '../../../src/games/secrets-of-the-universe/scoring.js';

function cards(text: string): HandCard[] {
  const parsed = parseCards(text, 'intermediate');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

function points(text: string, version: ScoredVersion = 'basic'): Points {
  const meld = meldOf(cards(text), version);
  if (!meld) throw new Error(`${text} is no meld`);
  return meldPoints(meld, version);
}

const fixed = (n: number): Points => ({ low: n, high: n });
const run = (suit: string, length: number): string => Array.from({ length }, (_, i) => `${suit}${i + 1}`).join(' ');
const copies = (card: string, n: number): string => Array.from({ length: n }, () => card).join(' ');
/** The first copy taken from the discards: an exposed unity. */
const exposedCopies = (card: string, n: number): string => `${card}* ${copies(card, n - 1)}`;

/** [label, meld, points] for one row of the book, by column (ranks 1–7, 8s, 9s). */
type Cell = readonly [string, string, Points];

const BASIC: readonly Cell[] = [
  ...[10, 15, 25, 40, 60, 80, 120].map((n, i): Cell => [`${i + 3}-Sequence`, run('E', i + 3), fixed(n)]),
  ['3-Set of 1–7', 'E4 F4 A4', fixed(10)],
  ['3-Set of 8s (coin: 10, or 15 on a correct call)', 'E8 W8 A8', { low: 10, high: 15 }],
  ['3-Set of 9s', 'F9 W9 A9', fixed(15)],
  ['4-Set of 1–7', 'E1 F1 W1 A1', fixed(20)],
  ['4-Set of 8s', 'E8 F8 W8 A8', fixed(25)],
  ['4-Set of 9s', 'E9 F9 W9 A9', fixed(30)],
  ['exposed 3-Unity of 1–7', exposedCopies('W7', 3), fixed(20)],
  ['exposed 3-Unity of 8s', exposedCopies('W8', 3), fixed(25)],
  ['exposed 3-Unity of 9s', exposedCopies('W9', 3), fixed(30)],
  ['exposed 4-Unity of 1–7', exposedCopies('A2', 4), fixed(100)],
  ['exposed 4-Unity of 8s', exposedCopies('A8', 4), fixed(125)],
  ['exposed 4-Unity of 9s', exposedCopies('A9', 4), fixed(150)],
  ['concealed 3-Unity of 1–7', copies('F3', 3), fixed(40)],
  ['concealed 3-Unity of 8s', copies('F8', 3), fixed(50)],
  ['concealed 3-Unity of 9s', copies('F9', 3), fixed(60)],
  ['concealed 4-Unity of 1–7', copies('E5', 4), fixed(200)],
  ['concealed 4-Unity of 8s', copies('E8', 4), fixed(250)],
  ['concealed 4-Unity of 9s', copies('E9', 4), fixed(300)],
];

const INTERMEDIATE: readonly Cell[] = [
  ...[15, 20, 30, 50, 75, 100, 150].map((n, i): Cell => [`Magic ${i + 3}-Sequence`, run('M', i + 3), fixed(n)]),
  ['exposed Magic 3-Unity of 1–7', exposedCopies('M1', 3), fixed(25)],
  ['exposed Magic 3-Unity of 8s (coin: 30, +5 on a correct call)', exposedCopies('M8', 3), { low: 30, high: 35 }],
  ['exposed Magic 3-Unity of 9s', exposedCopies('M9', 3), fixed(40)],
  ['exposed Magic 4-Unity of 1–7', exposedCopies('M7', 4), fixed(125)],
  ['exposed Magic 4-Unity of 8s (coin: 160, +5 on a correct call)', exposedCopies('M8', 4), { low: 160, high: 165 }],
  ['exposed Magic 4-Unity of 9s', exposedCopies('M9', 4), fixed(200)],
  ['concealed Magic 3-Unity of 1–7', copies('M4', 3), fixed(50)],
  ['concealed Magic 3-Unity of 8s (coin: 60, +10 on a correct call)', copies('M8', 3), { low: 60, high: 70 }],
  ['concealed Magic 3-Unity of 9s', copies('M9', 3), fixed(80)],
  ['concealed Magic 4-Unity of 1–7', copies('M6', 4), fixed(250)],
  ['concealed Magic 4-Unity of 8s (coin: 320, +10 on a correct call)', copies('M8', 4), { low: 320, high: 330 }],
  ['concealed Magic 4-Unity of 9s', copies('M9', 4), fixed(400)],
  ['5-Set of 1–7', 'E6 F6 W6 A6 M6', fixed(40)],
  ['5-Set of 8s', 'E8 F8 W8 A8 M8', fixed(50)],
  ['5-Set of 9s', 'E9 F9 W9 A9 M9', fixed(60)],
];

describe('Basic Version tables', () => {
  for (const [label, meld, expected] of BASIC) {
    it(`${label}: ${isCoin(expected) ? `${expected.low} or ${expected.high}` : expected.low}`, () => {
      expect(points(meld, 'basic')).to.deep.equal(expected);
    });
  }
});

describe('Intermediate Version tables', () => {
  for (const [label, meld, expected] of INTERMEDIATE) {
    it(`${label}: ${isCoin(expected) ? `${expected.low} or ${expected.high}` : expected.low}`, () => {
      expect(points(meld, 'intermediate')).to.deep.equal(expected);
    });
  }

  it('every Basic table cell is unchanged in the Intermediate Version', () => {
    for (const [label, meld, expected] of BASIC) expect(points(meld, 'intermediate'), label).to.deep.equal(expected);
  });
});

describe('meldPoints', () => {
  it('a unity is exposed by any one taken card, wherever it lies', () => {
    expect(points('E7 E7 E7*')).to.deep.equal(fixed(20));
    expect(points('E7* E7* E7* E7*')).to.deep.equal(fixed(100));
  });

  it('taken cards change nothing for sequences and sets', () => {
    expect(points('E1* E2 E3')).to.deep.equal(fixed(10));
    expect(points('E9* F9* W9')).to.deep.equal(fixed(15));
  });

  it('the Basic tables have no Magic rows: a Magic meld is refused there', () => {
    expect(() => meldPoints({ kind: 'sequence', cards: cards('M1 M2 M3') }, 'basic')).to.throw(RangeError, 'basic');
    expect(() => meldPoints({ kind: 'set', cards: cards('E1 F1 W1 A1 M1') }, 'basic')).to.throw(RangeError);
  });

  it('going out fully is worth 10', () => {
    expect(FULLY_BONUS).to.equal(10);
  });
});
