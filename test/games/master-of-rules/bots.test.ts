import { expect } from '@open-wc/testing';
import { easyBot, greedyBot } from '../../../src/games/master-of-rules/bots.js';
import { masterOfRules } from '../../../src/games/master-of-rules/index.js';
import { createRandom } from '../../../src/kernel/random.js';
import { levelGames } from '../../support/bot-levels.js';
import { BEST, LIMIT, n, ONLY, r, Table, TRIO } from './builders.js';

/** A table where seat 0 (Red 9 down), to play second in the second trick, holds Trio, Only One and Limit 23. */
function trioOnTable() {
  const t = new Table(5, {
    keeper: 4,
    hands: [
      { nums: [n('red', 9)], rules: [r(TRIO), r(ONLY), r(LIMIT)] },
      { nums: [n('red', 2)] },
      { nums: [n('red', 3)] },
      { nums: [n('red', 4)] },
      { nums: [n('yellow', 8)] },
    ],
  });
  for (const [seat, card] of [
    [4, n('yellow', 8)],
    [0, n('red', 9)],
    [1, n('red', 2)],
    [2, n('red', 3)],
    [3, n('red', 4)],
  ] as const)
    t.playAndTake(seat, card);
  t.playAndTake(4, r(BEST));
  return t;
}

describe('Master of Rules bots', () => {
  it('strong plays the rule card the table completes: Trio with four Reds down', () => {
    const t = trioOnTable();
    const legal = masterOfRules.legalCommands(t.state, 0);
    expect(greedyBot(t.state, 0, legal, createRandom('g'))).to.deep.equal({ type: 'playCard', card: r(TRIO) });
  });

  it('easy plays a rule card the table meets so far when it has one', () => {
    const t = trioOnTable();
    const legal = masterOfRules.legalCommands(t.state, 0);
    const random = createRandom('e');
    // Trio is met (four Reds); Limit 23 is not (2+3+4+8+9 = 26), nor Only One (Red 9 shares its colour).
    const chosen = new Set(Array.from({ length: 30 }, () => easyBot(t.state, 0, legal, random).card));
    expect([...chosen]).to.deep.equal([r(TRIO)]);
  });

  it('strong takes a rule card of a kind it has not completed nor holds', () => {
    const t = new Table(3, { keeper: 0, hands: [{ rules: [r(TRIO), r(TRIO, 1), r(LIMIT)] }], rules: [r(TRIO, 5), r(LIMIT, 5), r(ONLY, 5)] });
    t.play(0, r(TRIO));
    const legal = masterOfRules.legalCommands(t.state, 0);
    expect(greedyBot(t.state, 0, legal, createRandom('t'))).to.deep.equal({ type: 'takeRefill', card: r(ONLY, 5) });
  });

  for (const players of [3, 4, 5]) {
    it(`${players} players: both levels play only legal commands, finish every game, and strong wins clearly more`, () => {
      const tally = levelGames(masterOfRules, { easy: easyBot, strong: greedyBot }, { options: {}, players, games: 40, seed: `levels/${players}` });
      expect(tally.illegal).to.deep.equal([]);
      expect(tally.finished).to.equal(40);
      expect(tally.wins.strong).to.be.above(tally.wins.easy * 2);
    });
  }
});
