/** The rules as pure functions: the length of the game, turn order, which card may be played, and the score. */
import { expect } from '@open-wc/testing';
import * as rules from '../../../src/games/master-of-rules/rules.js';
import { BEST, LIMIT, n, ONLY, r, SUPPORT, table, TRIO } from './builders.js';

describe('Master of Rules rules', () => {
  it('lasts 2 rounds (10 deals) with 5 players, 3 rounds (12) with 4 and 4 rounds (12) with 3', () => {
    expect([5, 4, 3].map((p) => [rules.rounds(p), rules.totalDeals(p)])).to.deep.equal([
      [2, 10],
      [3, 12],
      [4, 12],
    ]);
    expect([5, 4, 3].map(rules.dummies)).to.deep.equal([0, 1, 2]);
  });

  it('passes the start card clockwise each deal; the round ends when it comes back to the keeper', () => {
    expect(Array.from({ length: 10 }, (_, i) => rules.startOf(i + 1, 2, 5))).to.deep.equal([2, 3, 4, 0, 1, 2, 3, 4, 0, 1]);
    expect(Array.from({ length: 12 }, (_, i) => rules.roundOf(i + 1, 3))).to.deep.equal([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
    expect(rules.isFinalDeal(12, 4)).to.equal(true);
    expect(rules.refillSize(11, 4)).to.equal(4);
    expect(rules.refillSize(12, 4)).to.equal(0);
  });

  describe('playing a card', () => {
    const hand = { nums: [n('red', 1), n('blue', 2), n('yellow', 3), n('black', 4)], rules: [r(LIMIT), r(TRIO), r(ONLY)] };
    it('in the first trick, either kind', () => {
      for (const c of [...hand.nums, ...hand.rules]) expect(rules.playRefusal(hand, [], 1, 0, c)).to.equal(null);
    });
    it('in the second trick, only the kind not played in the first', () => {
      const afterNum = table([0, n('purple', 9)]);
      expect(rules.playRefusal(hand, afterNum, 2, 0, n('red', 1))).to.deep.equal({
        rule: 'other-kind',
        reason: 'You played a numerical card in the first trick: now play a rule card.',
      });
      expect(rules.playRefusal(hand, afterNum, 2, 0, r(TRIO))).to.equal(null);
      const afterRule = table([0, r(BEST)]);
      expect(rules.playRefusal(hand, afterRule, 2, 0, r(TRIO))!.rule).to.equal('other-kind');
      expect(rules.playRefusal(hand, afterRule, 2, 0, n('red', 1))).to.equal(null);
    });
    it('a rule card already played this deal, in either trick and by anyone, only when every rule card in hand has been', () => {
      const played = table([1, r(TRIO, 5)], [2, n('red', 5)], [2, r(LIMIT, 4), 2]);
      expect(rules.playRefusal(hand, played, 2, 3, r(TRIO))).to.deep.equal({
        rule: 'rule-played',
        reason: 'Trio has been played this deal: play Only One, which has not.',
      });
      expect(rules.playRefusal(hand, played, 2, 3, r(LIMIT))!.rule).to.equal('rule-played');
      expect(rules.playRefusal(hand, played, 2, 3, r(ONLY))).to.equal(null);
      const all = table([1, r(TRIO, 5)], [2, r(LIMIT, 4)], [4, r(ONLY, 4)]);
      for (const c of hand.rules) expect(rules.playRefusal(hand, all, 1, 3, c)).to.equal(null);
    });
    it('Dummy 1’s rule card restricts the players', () => {
      const dummy = table([3, n('red', 5)], [3, r(ONLY, 7)]);
      expect(rules.playRefusal(hand, dummy, 2, 0, r(ONLY))!.rule).to.equal('rule-played');
    });
  });

  describe('scoring', () => {
    it('is 1 VP per completed rule card and 2 more for all five kinds, once', () => {
      expect(rules.victoryPoints([])).to.equal(0);
      expect(rules.victoryPoints([r(TRIO), r(TRIO, 1), r(LIMIT)])).to.equal(3);
      const five = [r(LIMIT), r(BEST), r(ONLY), r(TRIO), r(SUPPORT)];
      expect(rules.victoryPoints(five)).to.equal(7);
      expect(rules.victoryPoints([...five, ...five.map((c) => c + 1)])).to.equal(12);
    });
    it('breaks a tie by Support Right, then Trio, Only One, Best of the Best and Limit 23; then the victory is shared', () => {
      expect(rules.winners([[r(TRIO), r(LIMIT)], [r(SUPPORT), r(LIMIT)], [r(TRIO)]])).to.deep.equal({ seats: [1], decidedBy: SUPPORT });
      expect(rules.winners([[r(TRIO), r(LIMIT)], [r(ONLY), r(BEST)], [r(SUPPORT)]])).to.deep.equal({ seats: [0], decidedBy: TRIO });
      expect(
        rules.winners([
          [r(SUPPORT), r(ONLY)],
          [r(SUPPORT, 1), r(BEST)],
        ]),
      ).to.deep.equal({ seats: [0], decidedBy: ONLY });
      expect(
        rules.winners([
          [r(BEST), r(LIMIT)],
          [r(LIMIT, 1), r(LIMIT, 2)],
        ]),
      ).to.deep.equal({ seats: [0], decidedBy: BEST });
      expect(rules.winners([[r(LIMIT), r(LIMIT, 1)], [r(LIMIT, 2)], [r(TRIO)]])).to.deep.equal({ seats: [0], decidedBy: null });
      expect(rules.winners([[r(TRIO), r(LIMIT)], [r(TRIO, 1), r(LIMIT, 1)], [r(ONLY)]])).to.deep.equal({ seats: [0, 1], decidedBy: null });
    });
  });
});
