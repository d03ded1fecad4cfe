/** Each rule card's objective on hand-made tables, ties and Support Right chains included. */
import { expect } from '@open-wc/testing';
import { bestOfTheBest, limit23, onlyOne, rightOf, supportChain, trio, verdict } from '../../../src/games/master-of-rules/objectives.js';
import { judgements } from '../../../src/games/master-of-rules/steps.js';
import { BEST, LIMIT, n, names, ONLY, r, SUPPORT, table, TRIO } from './builders.js';

const nm = (by: number) => ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'][by]!;
const status = (plays: ReturnType<typeof table>, players: number, by: number) => verdict(plays, players, by, nm).status;

describe('Master of Rules objectives', () => {
  describe('Limit 23', () => {
    it('is completed at 23 or lower and not above', () => {
      expect(limit23([n('red', 9), n('blue', 9), n('yellow', 3), n('red', 1), n('black', 1)])).to.deep.equal({
        status: 'met',
        reason: 'The numerical cards add up to 23: 23 or lower.',
      });
      expect(limit23([n('red', 9), n('blue', 9), n('yellow', 4), n('red', 1), n('black', 1)]).status).to.equal('unmet');
      expect(limit23([n('red', 9), n('blue', 9), n('yellow', 4), n('red', 1), n('black', 1)]).reason).to.equal('The numerical cards add up to 24: over 23.');
    });
  });

  describe('Best of the Best', () => {
    const five = [n('red', 2), n('red', 5), n('red', 8), n('blue', 9), n('yellow', 1)];
    it('is the highest card of the colour played most, not the highest card', () => {
      expect(bestOfTheBest(five, n('red', 8), 'Ann')).to.deep.equal({
        status: 'met',
        reason: "Red is the most played colour (3 cards); its highest card is Red 8, Ann's.",
      });
      expect(bestOfTheBest(five, n('blue', 9), 'Bob')).to.deep.equal({
        status: 'unmet',
        reason: "Red is the most played colour (3 cards); its highest card is Red 8, not Bob's Blue 9.",
      });
      expect(bestOfTheBest(five, n('red', 5), 'Cy').status).to.equal('unmet');
    });
    it('counts the highest card of each colour tied for most', () => {
      const tie = [n('red', 2), n('red', 8), n('blue', 3), n('blue', 6), n('yellow', 9)];
      expect(bestOfTheBest(tie, n('red', 8), 'Ann').status).to.equal('met');
      expect(bestOfTheBest(tie, n('blue', 6), 'Bob')).to.deep.equal({
        status: 'met',
        reason: "Red and Blue tie as the most played colours (2 cards each); their highest cards are Red 8 and Blue 6; Bob's Blue 6 is one of them.",
      });
      expect(bestOfTheBest(tie, n('yellow', 9), 'Cy').status).to.equal('unmet');
      expect(bestOfTheBest(tie, n('blue', 3), 'Dee').status).to.equal('unmet');
    });
    it('with five colours of one card each, every card is the best of its colour', () => {
      const all = [n('red', 1), n('blue', 2), n('yellow', 3), n('purple', 4), n('black', 5)];
      for (const c of all) expect(bestOfTheBest(all, c, 'Ann').status).to.equal('met');
    });
    it('waits for the player’s own numerical card', () => {
      expect(bestOfTheBest(five, null, 'Ann')).to.deep.equal({ status: 'waiting', reason: "Waiting for Ann's numerical card." });
    });
  });

  describe('Only One', () => {
    const others = [n('red', 2), n('blue', 5), n('yellow', 7), n('purple', 7)];
    it('is a card sharing neither colour nor number with every other numerical card', () => {
      expect(onlyOne([...others, n('black', 3)], n('black', 3), 'Ann')).to.deep.equal({
        status: 'met',
        reason: "Ann's Black 3 shares neither colour nor number with another numerical card.",
      });
    });
    it('fails on a shared colour, a shared number, or both', () => {
      expect(onlyOne([...others, n('red', 3)], n('red', 3), 'Ann').reason).to.equal("Ann's Red 3 shares its colour with Red 2.");
      expect(onlyOne([...others, n('black', 7)], n('black', 7), 'Ann').reason).to.equal("Ann's Black 7 shares its number with Yellow 7 and Purple 7.");
      expect(onlyOne([...others, n('blue', 2)], n('blue', 2), 'Ann')).to.deep.equal({
        status: 'unmet',
        reason: "Ann's Blue 2 shares its colour with Blue 5 and its number with Red 2.",
      });
    });
  });

  describe('Trio', () => {
    it('is three or more cards of a colour or a number, whoever played them', () => {
      expect(trio([n('red', 1), n('red', 4), n('red', 9), n('blue', 2), n('yellow', 3)])).to.deep.equal({ status: 'met', reason: '3 Red cards are in play.' });
      expect(trio([n('red', 4), n('blue', 4), n('black', 4), n('blue', 2), n('yellow', 3)]).reason).to.equal('3 4s are in play.');
      expect(trio([n('red', 4), n('red', 5), n('red', 6), n('red', 7), n('yellow', 3)]).reason).to.equal('4 Red cards are in play.');
      expect(trio([n('red', 4), n('red', 5), n('blue', 4), n('blue', 5), n('yellow', 3)])).to.deep.equal({
        status: 'unmet',
        reason: 'No three numerical cards share a colour or a number.',
      });
    });
    it('is met for a Trio player whose own card is outside the three', () => {
      const plays = table([0, r(TRIO)], [0, n('yellow', 1)], [1, n('red', 1)], [2, n('red', 2)], [3, n('red', 3)], [4, n('blue', 5)]);
      expect(status(plays, 5, 0)).to.equal('met');
    });
  });

  describe('Support Right', () => {
    it('the first real player to the right is the one before in turn order; dummies are skipped', () => {
      expect([0, 1, 2, 3, 4].map((by) => rightOf(by, 5))).to.deep.equal([4, 0, 1, 2, 3]);
      expect([0, 1, 2, 3, 4].map((by) => rightOf(by, 4))).to.deep.equal([3, 0, 1, 2, 3]);
      expect([0, 1, 2, 3, 4].map((by) => rightOf(by, 3))).to.deep.equal([2, 0, 1, 2, 2]);
    });

    const nums = [
      [0, n('red', 1)],
      [1, n('red', 2)],
      [2, n('red', 3)],
      [3, n('blue', 4)],
      [4, n('yellow', 5)],
    ] as const;
    it('is completed when the player to the right completes their rule card, and not when they do not', () => {
      const met = table(...nums, [1, r(SUPPORT)], [0, r(TRIO)]);
      expect(verdict(met, 5, 1, nm)).to.deep.equal({ status: 'met', reason: 'Ann, the first player to the right, completes Trio.' });
      const unmet = table(...nums, [1, r(SUPPORT)], [0, r(ONLY)]);
      expect(verdict(unmet, 5, 1, nm)).to.deep.equal({ status: 'unmet', reason: 'Ann, the first player to the right, does not complete Only One.' });
    });

    it('follows a chain of Support Right to the first player with another rule card', () => {
      const plays = table(...nums, [3, r(SUPPORT, 0)], [2, r(SUPPORT, 1)], [1, r(SUPPORT, 2)], [0, r(LIMIT)], [4, r(BEST)]);
      expect(supportChain(plays, 5, 3)).to.deep.equal({ kind: 'target', target: 0, rule: r(LIMIT), via: [2, 1] });
      expect(verdict(plays, 5, 3, nm)).to.deep.equal({
        status: 'met',
        reason: 'Ann, the first player to the right (through the Support Right of Cy and Bob), completes Limit 23.',
      });
      expect(status(plays, 5, 2)).to.equal('met');
      expect(status(plays, 5, 1)).to.equal('met');
      // Red is played most and Red 3 is its highest: Eve's Best of the Best with Yellow 5 fails.
      expect(status(plays, 5, 4)).to.equal('unmet');
    });

    it('when every real player plays Support Right, every one is completed', () => {
      const five = table(...nums, ...[0, 1, 2, 3, 4].map((by) => [by, r(SUPPORT, by)] as const));
      for (let by = 0; by < 5; by++)
        expect(verdict(five, 5, by, nm)).to.deep.equal({ status: 'met', reason: 'Every player played Support Right, so every Support Right is completed.' });
      const four = table(...nums, ...[0, 1, 2, 3].map((by) => [by, r(SUPPORT, by)] as const));
      for (let by = 0; by < 4; by++) expect(status(four, 4, by)).to.equal('met');
      const three = table(...nums, ...[0, 1, 2].map((by) => [by, r(SUPPORT, by)] as const), [3, r(LIMIT)]);
      for (let by = 0; by < 3; by++) expect(status(three, 3, by)).to.equal('met');
    });

    it('skips Dummy 1 with 4 players: the first player looks to the fourth', () => {
      const plays = table(...nums, [0, r(SUPPORT)], [3, r(TRIO)]);
      expect(verdict(plays, 4, 0, (by) => names(4)[by] ?? 'Dummy 1').reason).to.equal('Dee, the first player to the right, completes Trio.');
    });

    it('skips both dummies with 3 players, and judges Dummy 1’s Support Right by the third player', () => {
      const plays = table(...nums, [0, r(SUPPORT, 0)], [2, r(ONLY)], [3, r(SUPPORT, 1)]);
      expect(supportChain(plays, 3, 0)).to.deep.equal({ kind: 'target', target: 2, rule: r(ONLY), via: [] });
      expect(status(plays, 3, 0)).to.equal('unmet');
      expect(supportChain(plays, 3, 3)).to.deep.equal({ kind: 'target', target: 2, rule: r(ONLY), via: [] });
    });

    it('waits while the player to the right has played no rule card', () => {
      const plays = table(...nums, [1, r(SUPPORT)]);
      expect(verdict(plays, 5, 1, nm)).to.deep.equal({ status: 'waiting', reason: "Waiting for Ann's rule card." });
    });
  });

  describe('the judgement of a deal', () => {
    it('keeps a completed card for a player, never for a dummy, and gives each a reason', () => {
      const plays = table(
        [0, n('red', 1)],
        [1, n('red', 2)],
        [2, n('blue', 3)],
        [3, n('red', 4)],
        [4, n('yellow', 5)],
        [0, r(TRIO)],
        [1, r(ONLY)],
        [2, r(LIMIT)],
        [3, r(LIMIT, 1)],
      );
      const js = judgements({ names: names(3), plays });
      expect(js.map((j) => [j.by, j.met, j.kept])).to.deep.equal([
        [0, true, true],
        [1, false, false],
        [2, true, true],
        [3, true, false],
      ]);
      expect(js[0]!.num).to.equal(n('red', 1));
      expect(js[3]!.reason).to.equal('The numerical cards add up to 15: 23 or lower.');
    });
  });
});
