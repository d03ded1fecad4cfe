/**
 * The Advanced Version's melds: a Plain 0 or the Special 0 as the 0 of any suit, Magic too, before
 * a 1 or after a 9 but not both, except in the 10-Sequence, which nothing extends; Divinity as any
 * one card (Magic and 0 included), never in a pair, never added to a 10-Sequence, a 5-Set or a
 * 4-Unity, a fifth copy in a meld of its own, exposed in a unity, a Void beside melds nothing can be
 * added to; Void, Eternity and Infinity as one-card melds; 11+ Aces and Ultimate 11+ Aces.
 */
import { expect } from '@open-wc/testing';
import { isConcealed, isUltimate, meldLabel, meldOf, standsFor } from '../../../src/games/secrets-of-the-universe/melds.js';
import { meldPoints } from '../../../src/games/secrets-of-the-universe/scoring.js';
import { bestArrangement } from '../../../src/games/secrets-of-the-universe/scorer.js';
import { bonusCards } from './support/advanced.js';

const meld = (text: string) => meldOf(bonusCards(text), 'advanced');
const kind = (text: string) => meld(text)?.kind ?? null;
const stands = (text: string) =>
  standsFor(meld(text)!)
    .map((s) => (s ? `${s.suit}${s.rank}` : null))
    .join(' ');

describe('Advanced melds: the 0s', () => {
  it('a Plain 0 or the Special 0 is a 0 of any suit, Magic too: before a 1 (012) or after a 9 (890)', () => {
    for (const text of ['P0 E1 E2', 'E8 E9 P0', 'S0 M1 M2', 'M8 M9 S0', 'P0 W1 W2 W3 W4']) expect(kind(text), text).to.equal('sequence');
    expect(stands('E8 E9 P0')).to.equal('E8 E9 E0');
    expect(
      meld('E2 P0 E1')!.cards.map((c) => c.code),
      'the 0 sorted where it stands',
    ).to.deep.equal(['P0', 'E1', 'E2']);
  });

  it('but not both: 901 is no sequence, nor 0 with a 1 and a 3, nor two 0s in one sequence, nor a 0 in a set or a unity', () => {
    for (const text of ['E9 P0 E1', 'P0 E1 E3', 'P0 S0 E1 E2', 'P0 E5 F5', 'P0 P0 P0', 'P0 E1 F2']) expect(kind(text), text).to.equal(null);
  });

  it('1 to 9 with a 0 is the 10-Sequence, the 0 attached to both ends: 160 in a Plain Suit, 200 in Magic, extended by nothing', () => {
    const ten = meld('P0 E1 E2 E3 E4 E5 E6 E7 E8 E9')!;
    expect(ten.kind).to.equal('sequence');
    expect(meldLabel(ten)).to.equal('10-Sequence');
    expect(meldPoints(ten, 'advanced')).to.deep.equal({ low: 160, high: 160 });
    expect(meldPoints(meld('S0 M1 M2 M3 M4 M5 M6 M7 M8 M9')!, 'advanced')).to.deep.equal({ low: 200, high: 200 });
    expect(kind('P0 E1 E2 E3 E4 E5 E6 E7 E8 E9 P0')).to.equal(null);
    expect(kind('P0 E1 E2 E3 E4 E5 E6 E7 E8 E9 Divinity')).to.equal(null);
  });

  it('a 0 counts as a card of the sequence: 0123 is a 4-Sequence', () => {
    expect(meldPoints(meld('P0 E1 E2 E3')!, 'advanced')).to.deep.equal({ low: 15, high: 15 });
  });
});

describe('Advanced melds: Divinity', () => {
  it('stands for any card, Magic and 0 included, in a sequence, a set or a unity', () => {
    expect(stands('E1 Divinity E3')).to.equal('E1 E2 E3');
    expect(stands('Divinity M1 M2'), 'a Magic 0').to.equal('M0 M1 M2');
    expect(kind('E5 F5 Divinity')).to.equal('set');
    expect(kind('E5 F5 W5 A5 Divinity'), 'the Magic card of a 5-Set').to.equal('set');
    expect(stands('E5 F5 W5 A5 Divinity')).to.equal('E5 F5 W5 A5 M5');
    expect(kind('M7 M7 Divinity')).to.equal('unity');
  });

  it('is never a pair, nor added to a 10-Sequence, a 5-Set or a 4-Unity', () => {
    expect(kind('E7 Divinity')).to.equal(null);
    expect(kind('E5 F5 W5 A5 M5 Divinity')).to.equal(null);
    expect(kind('E7 E7 E7 E7 Divinity')).to.equal(null);
    expect(bestArrangement(bonusCards('E3 Divinity E4 F9'), { version: 'advanced', goal: 'fully' })).to.equal(null);
    expect(bestArrangement(bonusCards('E3 E3 Divinity'), { version: 'advanced', goal: 'fully' })!.melds[0]!.meld.kind).to.equal('unity');
  });

  it('FAQ: Divinity may stand for a card I already have a 4-Unity of, in another meld', () => {
    const a = bestArrangement(bonusCards('E7 E7 E7 E7 E6 E8 Divinity'), { version: 'advanced', goal: 'fully' })!;
    expect(a.melds.map((m) => meldLabel(m.meld)).sort()).to.deep.equal(['3-Sequence', 'concealed 4-Unity']);
    expect(a.total).to.equal(210);
  });

  it('FAQ: Divinity is exposed for unities: with a concealed pair it is an exposed 3-Unity', () => {
    const unity = meld('F3 F3 Divinity')!;
    expect(isConcealed(unity)).to.equal(false);
    expect(meldPoints(unity, 'advanced')).to.deep.equal({ low: 20, high: 20 });
  });

  it('a Void for 5 points, only beside melds nothing can be added to', () => {
    const full = bestArrangement(bonusCards('E7 E7 E7 E7 Divinity'), { version: 'advanced', goal: 'fully' })!;
    expect(full.melds.map((m) => meldLabel(m.meld)).sort()).to.deep.equal(['Divinity as Void', 'concealed 4-Unity']);
    expect(full.total).to.equal(205);
    const open = bestArrangement(bonusCards('E1 E2 E3 Divinity'), { version: 'advanced' })!;
    expect(
      open.melds.map((m) => meldLabel(m.meld)),
      'a 3-Sequence takes Divinity',
    ).to.deep.equal(['4-Sequence']);
  });
});

describe('Advanced melds: one-card melds and 11+ Aces', () => {
  it('Void, Eternity and Infinity are one-card melds worth 5', () => {
    for (const card of ['Void', 'Eternity', 'Infinity']) {
      expect(kind(card)).to.equal('single');
      expect(meldPoints(meld(card)!, 'advanced')).to.deep.equal({ low: 5, high: 5 });
    }
    expect(kind('P0'), 'a Plain 0 alone melds nothing').to.equal(null);
  });

  it('eleven or more 1s are 11+ Aces, worth the limit of 1,100; Divinity may be one of them', () => {
    const aces = meld('E1 E1 F1 F1 W1 W1 A1 A1 M1 M1 M1')!;
    expect(aces.kind).to.equal('aces');
    expect(meldPoints(aces, 'advanced')).to.deep.equal({ low: 1100, high: 1100 });
    expect(kind('E1 E1 F1 F1 W1 W1 A1 A1 M1 M1 Divinity')).to.equal('aces');
    expect(kind('E1 E1 F1 F1 W1 W1 A1 A1 M1 M1')).to.not.equal('aces');
  });

  it('Ultimate 11+ Aces: every suit at least a pair, the 11th a Magic 1 or Divinity', () => {
    expect(isUltimate(meld('E1 E1 F1 F1 W1 W1 A1 A1 M1 M1 M1')!)).to.equal(true);
    expect(isUltimate(meld('E1 E1 F1 F1 W1 W1 A1 A1 M1 M1 Divinity')!)).to.equal(true);
    expect(isUltimate(meld('E1 E1 E1 F1 F1 W1 W1 A1 A1 M1 M1')!), 'the 11th an Earth 1').to.equal(false);
    expect(isUltimate(meld('E1 E1 E1 E1 F1 F1 F1 W1 W1 A1 A1 M1')!), 'no pair of Magic 1s').to.equal(false);
  });
});
