/** What is a meld, as the book defines it: sequences, sets, unities, exposure, and going out. */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { codeOf, parseCards, SUITS, type CardCode, type HandCard, type Rank } from '../../../src/games/secrets-of-the-universe/cards.js';
import {
  canGoOut,
  goesOutFully,
  isConcealed,
  isSequence,
  isSet,
  isUnity,
  meldLabel,
  meldOf,
  meldRank,
  meldSuit,
} from '../../../src/games/secrets-of-the-universe/melds.js';

function cards(text: string): HandCard[] {
  const parsed = parseCards(text, 'intermediate');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
const codes = (text: string): CardCode[] => cards(text).map((c) => c.code);

describe('sequences', () => {
  it('3 to 9 cards of one suit with consecutive ranks, given in any order', () => {
    expect(isSequence(codes('E1 E2 E3'))).to.equal(true);
    expect(isSequence(codes('W5 W3 W4 W6'))).to.equal(true);
    expect(isSequence(codes('M1 M2 M3 M4 M5 M6 M7 M8 M9'))).to.equal(true);
  });

  it('FAQ: 9 and 1 are never consecutive, so 891 is no sequence', () => {
    expect(isSequence(codes('E8 E9 E1'))).to.equal(false);
    expect(isSequence(codes('E9 E1 E2'))).to.equal(false);
  });

  it('refuses two cards, a gap, a repeated rank and mixed suits', () => {
    expect(isSequence(codes('E1 E2'))).to.equal(false);
    expect(isSequence(codes('E1 E2 E4'))).to.equal(false);
    expect(isSequence(codes('E1 E2 E2 E3'))).to.equal(false);
    expect(isSequence(codes('E1 F2 E3'))).to.equal(false);
  });

  it('every run of 3 to 9 consecutive ranks in any suit is a sequence; no run that wraps from 9 to 1 is (all nine ranks are 1 to 9)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUITS), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 3, max: 9 }), (suit, low, length) => {
        const run = Array.from({ length }, (_, i) => codeOf(suit, (((low + i - 1) % 9) + 1) as Rank));
        expect(isSequence(run)).to.equal(low + length - 1 <= 9 || length === 9);
      }),
      { seed: 1 },
    );
  });
});

describe('sets', () => {
  it('3 or 4 cards of one rank and distinct Plain Suits', () => {
    expect(isSet(codes('E5 F5 W5'))).to.equal(true);
    expect(isSet(codes('E5 F5 W5 A5'))).to.equal(true);
  });

  it('FAQ: 2 cards of one suit and 1 of another is no set (a pair plus a single card)', () => {
    expect(isSet(codes('E5 E5 F5'))).to.equal(false);
    expect(isSet(codes('E5 E5 F5 W5'))).to.equal(false);
  });

  it('Magic cards form no 3-Set or 4-Set; one Magic card turns a 4-Set of the Plain Suits into a 5-Set', () => {
    expect(isSet(codes('E5 F5 M5'))).to.equal(false);
    expect(isSet(codes('E5 F5 W5 M5'))).to.equal(false);
    expect(isSet(codes('E5 F5 W5 A5 M5'))).to.equal(true);
    expect(isSet(codes('E5 F5 W5 M5 M5'))).to.equal(false);
  });

  it('refuses mixed ranks', () => {
    expect(isSet(codes('E5 F5 W6'))).to.equal(false);
  });
});

describe('unities', () => {
  it('3 or 4 identical cards', () => {
    expect(isUnity(codes('E7 E7 E7'))).to.equal(true);
    expect(isUnity(codes('M9 M9 M9 M9'))).to.equal(true);
    expect(isUnity(codes('E7 E7'))).to.equal(false);
    expect(isUnity(codes('E7 E7 F7'))).to.equal(false);
  });

  it('concealed when no card was taken from the discards, exposed by any one taken card', () => {
    expect(isConcealed(meldOf(cards('E7 E7 E7'), 'basic')!)).to.equal(true);
    expect(isConcealed(meldOf(cards('E7 E7* E7'), 'basic')!)).to.equal(false);
    expect(meldLabel(meldOf(cards('E7 E7* E7 E7'), 'basic')!)).to.equal('exposed 4-Unity');
  });
});

describe('meldOf', () => {
  it('names the kind and sorts the cards into hand order', () => {
    const meld = meldOf(cards('E3* E1 E2'), 'basic')!;
    expect(meld.kind).to.equal('sequence');
    expect(meld.cards).to.deep.equal(cards('E1 E2 E3*'));
    expect([meldSuit(meld), meldRank(meld)]).to.deep.equal(['E', 1]);
    expect(meldOf(cards('A9 E9 W9'), 'basic')!.cards).to.deep.equal(cards('E9 W9 A9'));
  });

  it('returns null for cards that form no meld, and for Magic cards in the Basic Version', () => {
    expect(meldOf(cards('E1 E2 F3'), 'basic')).to.equal(null);
    expect(meldOf(cards('M1 M2 M3'), 'basic')).to.equal(null);
    expect(meldOf(cards('M1 M2 M3'), 'intermediate')!.kind).to.equal('sequence');
  });

  it('labels', () => {
    const label = (text: string) => meldLabel(meldOf(cards(text), 'intermediate')!);
    expect(label('E1 E2 E3')).to.equal('3-Sequence');
    expect(label('M4 M5 M6 M7 M8')).to.equal('Magic 5-Sequence');
    expect(label('E2 F2 W2 A2')).to.equal('4-Set');
    expect(label('E2 F2 W2 A2 M2')).to.equal('5-Set');
    expect(label('F8 F8 F8')).to.equal('concealed 3-Unity');
    expect(label('M8 M8* M8')).to.equal('exposed Magic 3-Unity');
  });
});

describe('going out', () => {
  it('at most 2 cards outside melds (the Basic Version: 11 of 13)', () => {
    expect(canGoOut([])).to.equal(true);
    expect(canGoOut(codes('E1'))).to.equal(true);
    expect(canGoOut(codes('E1 F2'))).to.equal(true);
    expect(canGoOut(codes('E1 F2 W3'))).to.equal(false);
  });

  it('fully: every card melded, or the 2 left are an identical pair (taken or not)', () => {
    expect(goesOutFully([])).to.equal(true);
    expect(goesOutFully(codes('E1 E1'))).to.equal(true);
    expect(goesOutFully(cards('E1 E1*').map((c) => c.code))).to.equal(true);
    expect(goesOutFully(codes('E1 F1'))).to.equal(false);
    expect(goesOutFully(codes('E1'))).to.equal(false);
  });
});
