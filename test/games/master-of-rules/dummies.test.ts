/** The dummies: with 4 players Dummy 1's numerical card; with 3, Dummy 1's two cards and Dummy 2's one. */
import { expect } from '@open-wc/testing';
import { masterOfRules } from '../../../src/games/master-of-rules/index.js';
import { BEST, LIMIT, n, ONLY, r, SUPPORT, Table, TRIO } from './builders.js';

describe('Master of Rules dummies', () => {
  it('4 players: Dummy 1 gets the top numerical card after the first trick; Support Right skips it', () => {
    const t = new Table(4, {
      keeper: 0,
      hands: [{ nums: [n('red', 1)], rules: [r(SUPPORT)] }, { nums: [n('red', 3)] }, { nums: [n('blue', 5)] }, { nums: [n('red', 2)], rules: [r(TRIO)] }],
      nums: [n('purple', 1), n('purple', 2), n('purple', 3), n('purple', 4), n('black', 9)],
    });
    t.playAndTake(0, n('red', 1));
    t.playAndTake(1, n('red', 3));
    t.playAndTake(2, n('blue', 5));
    const events = t.playAndTake(3, n('red', 2));
    expect(events.at(-1)).to.deep.equal({ type: 'dummy.dealt', dummy: 1, num: n('black', 9), rule: null });
    expect(t.ctx.plays.at(-1)).to.deep.equal({ by: 4, card: n('black', 9), trick: 1 });
    expect(masterOfRules.view(t.state, 0).places).to.deep.equal(['Ann', 'Bob', 'Cy', 'Dee', 'Dummy 1']);
    expect([t.ctx.trick, t.ctx.turn]).to.deep.equal([2, 0]);
    t.playAndTake(0, r(SUPPORT));
    t.playAndTake(1, r(LIMIT, 2));
    t.playAndTake(2, r(LIMIT, 5));
    t.playAndTake(3, r(TRIO));
    const js = t.ctx.last!.judgements;
    expect(js.find((j) => j.by === 0)).to.deep.include({ met: true, kept: true, reason: 'Dee, the first player to the right, completes Trio.' });
    // Five numerical cards: 1 + 3 + 5 + 2 + the dummy's 9 = 20.
    expect(js.find((j) => j.by === 1)!.reason).to.equal('The numerical cards add up to 20: 23 or lower.');
    expect(t.ctx.numDiscard).to.include(n('black', 9));
  });

  it('3 players: Dummy 1 gets a numerical and a rule card after the first trick, Dummy 2 a numerical card after the second', () => {
    const t = new Table(3, {
      keeper: 0,
      hands: [
        { nums: [n('red', 1)], rules: [r(BEST, 1), r(LIMIT)] },
        { nums: [n('blue', 2)], rules: [r(ONLY)] },
        { nums: [n('yellow', 3)], rules: [r(SUPPORT)] },
      ],
      nums: [n('purple', 7), n('purple', 8), n('purple', 9), n('red', 4), n('black', 5)],
      rules: [r(TRIO, 1), r(TRIO, 2), r(TRIO, 3), r(BEST, 3)],
    });
    t.playAndTake(0, n('red', 1));
    t.playAndTake(1, n('blue', 2));
    const first = t.playAndTake(2, n('yellow', 3));
    expect(first.at(-1)).to.deep.equal({ type: 'dummy.dealt', dummy: 1, num: n('red', 4), rule: r(BEST, 3) });
    expect(t.ctx.plays.filter((p) => p.by === 3)).to.deep.equal([
      { by: 3, card: n('red', 4), trick: 1 },
      { by: 3, card: r(BEST, 3), trick: 1 },
    ]);
    // Dummy 1's Best of the Best restricts the players.
    expect(t.decide(0, { type: 'playCard', card: r(BEST, 1) })).to.deep.include({ ok: false, rule: 'rule-played' });
    expect(masterOfRules.view(t.state, 0).hand.rules.find((e) => e.card === r(BEST, 1))!.refusal!.reason).to.equal(
      'Best of the Best has been played this deal: play Limit 23, which has not.',
    );
    t.playAndTake(0, r(LIMIT));
    t.playAndTake(1, r(ONLY));
    const second = t.playAndTake(2, r(SUPPORT));
    expect(second.map((e) => e.type)).to.include('dummy.dealt');
    expect(second.find((e) => e.type === 'dummy.dealt')).to.deep.equal({ type: 'dummy.dealt', dummy: 2, num: n('black', 5), rule: null });
    const js = t.ctx.last!.judgements;
    expect(t.ctx.last!.plays.filter((p) => p.by === 4)).to.deep.equal([{ by: 4, card: n('black', 5), trick: 2 }]);
    // Red 1, Blue 2, Yellow 3, Red 4, Black 5: 15; Only One for Blue 2; Dummy 1's Red 4 is the best Red.
    expect(js.map((j) => [j.by, j.met, j.kept])).to.deep.equal([
      [3, true, false],
      [0, true, true],
      [1, true, true],
      [2, true, true],
    ]);
    expect(js[0]!.reason).to.equal("Red is the most played colour (2 cards); its highest card is Red 4, Dummy 1's.");
    // Dummy 1's completed card earns nothing and is discarded.
    expect(t.ctx.completed.flat()).to.have.members([r(LIMIT), r(ONLY), r(SUPPORT)]);
    expect(t.ctx.ruleDiscard).to.include(r(BEST, 3));
    expect(masterOfRules.view(t.state, 0).vp).to.deep.equal([1, 1, 1]);
  });

  it('Dummy 1’s rule card is the top card whatever its kind, even one already played', () => {
    const t = new Table(3, { keeper: 0, hands: [{ rules: [r(TRIO)] }], rules: [r(LIMIT, 9), r(LIMIT, 10), r(LIMIT, 11), r(TRIO, 11)] });
    t.playAndTake(0, r(TRIO));
    t.playAndTake(1, t.ctx.hands[1]!.nums[0]!);
    const events = t.playAndTake(2, t.ctx.hands[2]!.nums[0]!);
    expect(events.at(-1)).to.deep.include({ type: 'dummy.dealt', dummy: 1, rule: r(TRIO, 11) });
  });
});
