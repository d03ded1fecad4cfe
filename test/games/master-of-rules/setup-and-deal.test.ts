/** Setup, a deal of two tricks with its refills, the judgement and the next deal, through decide and advance. */
import { expect } from '@open-wc/testing';
import { masterOfRules } from '../../../src/games/master-of-rules/index.js';
import { createRandom } from '../../../src/kernel/random.js';
import { replay } from '../../../src/kernel/replay.js';
import { BEST, LIMIT, n, ONLY, r, setupEvents, SUPPORT, Table, TRIO } from './builders.js';

describe('Master of Rules setup and deals', () => {
  it('deals four numerical and three rule cards each, draws the start player at random as a logged event, and turns up the refill set', () => {
    for (const players of [3, 4, 5]) {
      let state = replay(masterOfRules, [masterOfRules.created({}, ['A', 'B', 'C', 'D', 'E'].slice(0, players))]);
      const events = masterOfRules.advance(state, createRandom(`setup${players}`, 1));
      expect(events.map((e) => e.type)).to.deep.equal(['game.dealt', 'start.drawn', 'deal.started']);
      for (const e of events) state = masterOfRules.evolve(state, e);
      const ctx = state.context;
      expect(ctx.hands.map((h) => [h.nums.length, h.rules.length])).to.deep.equal(Array.from({ length: players }, () => [4, 3]));
      expect([ctx.refill.nums.length, ctx.refill.rules.length]).to.deep.equal([players, players]);
      expect([ctx.numPile.length, ctx.rulePile.length]).to.deep.equal([45 - 5 * players, 60 - 4 * players]);
      const start = events[1]!;
      expect(start.type === 'start.drawn' && ctx.keeper === start.seat && ctx.start === start.seat && ctx.turn === start.seat).to.equal(true);
      expect(ctx.deal).to.equal(1);
      expect(state.value).to.equal('playing');
    }
    const seats = new Set(
      Array.from(
        { length: 40 },
        (_, i) => masterOfRules.advance(replay(masterOfRules, [masterOfRules.created({}, ['A', 'B', 'C', 'D'])]), createRandom(`s${i}`, 1))[1],
      ).map((e) => (e as { seat: number }).seat),
    );
    expect([...seats].sort()).to.deep.equal([0, 1, 2, 3]);
  });

  it('plays two tricks from the start player clockwise, each player refilling at once from the refill set, the other kind second', () => {
    const t = new Table(5, {
      keeper: 2,
      hands: [
        { nums: [n('red', 1)], rules: [r(TRIO)] },
        { nums: [n('red', 2)], rules: [r(SUPPORT)] },
        { nums: [n('red', 3)], rules: [r(LIMIT)] },
        { nums: [n('blue', 9)] },
        { nums: [n('yellow', 8)], rules: [r(BEST)] },
      ],
      nums: [n('purple', 1), n('purple', 2), n('purple', 3), n('purple', 4), n('purple', 5)],
      rules: [r(ONLY, 9), r(ONLY, 10), r(TRIO, 9), r(TRIO, 10), r(SUPPORT, 9)],
    });
    expect(t.ctx.refill.nums).to.deep.equal([n('purple', 1), n('purple', 2), n('purple', 3), n('purple', 4), n('purple', 5)]);
    expect(t.ctx.turn).to.equal(2);
    expect(t.decide(3, { type: 'playCard', card: n('blue', 9) })).to.deep.include({ ok: false, rule: 'turn' });
    t.play(2, n('red', 3));
    expect(t.state.value).to.equal('taking');
    expect(t.decide(2, { type: 'playCard', card: r(LIMIT) })).to.deep.include({ ok: false, rule: 'refill' });
    expect(t.decide(2, { type: 'takeRefill', card: r(ONLY, 9) })).to.deep.include({ ok: false, rule: 'refill' });
    expect(masterOfRules.view(t.state, 2).takeable).to.deep.equal(t.ctx.refill.nums);
    expect(masterOfRules.view(t.state, 3).takeable).to.deep.equal([]);
    t.take(2, n('purple', 4));
    expect(t.ctx.hands[2]!.nums).to.include(n('purple', 4));
    expect(t.ctx.hands[2]!.nums.length).to.equal(4);
    expect(t.ctx.turn).to.equal(3);
    t.playAndTake(3, n('blue', 9));
    t.playAndTake(4, n('yellow', 8));
    t.playAndTake(0, r(TRIO));
    t.playAndTake(1, r(SUPPORT));
    expect(t.ctx.trick).to.equal(2);
    expect(t.ctx.turn).to.equal(2);
    // Second trick: the other kind.
    expect(t.decide(2, { type: 'playCard', card: n('purple', 4) })).to.deep.include({ ok: false, rule: 'other-kind' });
    t.playAndTake(2, r(LIMIT));
    t.playAndTake(3, masterOfRules.legalCommands(t.state, 3).find((c) => c.card !== r(TRIO) && c.card !== r(SUPPORT) && c.card !== r(LIMIT))!.card);
    t.playAndTake(4, r(BEST));
    t.playAndTake(0, n('red', 1));
    // The last card of the deal: the judgement, then the next deal at once.
    expect(t.ctx.refill.nums.length).to.equal(1);
    const events = t.play(1, n('red', 2));
    expect(events.map((e) => e.type)).to.deep.equal(['card.played', 'refill.taken', 'deal.started']);
    const last = t.ctx.last!;
    expect(last.deal).to.equal(1);
    // Red 1, Red 2, Red 3, Blue 9, Yellow 8: Trio (three Reds) met, so Bob's Support Right too; Limit 23 (23) met; Best of the Best is Red 3, not Yellow 8.
    const byRule = Object.fromEntries(last.judgements.map((j) => [j.by, j.met]));
    expect(byRule).to.include({ 0: true, 1: true, 2: true, 4: false });
    expect(t.ctx.completed[0]).to.deep.equal([r(TRIO)]);
    expect(t.ctx.completed[1]).to.deep.equal([r(SUPPORT)]);
    expect(t.ctx.completed[4]).to.deep.equal([]);
    expect(t.ctx.numDiscard).to.have.members([n('red', 1), n('red', 2), n('red', 3), n('blue', 9), n('yellow', 8)]);
    expect(t.ctx.ruleDiscard).to.include(r(BEST));
    expect(t.ctx.deal).to.equal(2);
    expect(t.ctx.start).to.equal(3);
    expect(t.ctx.hands.every((h) => h.nums.length === 4 && h.rules.length === 3)).to.equal(true);
    expect([t.ctx.refill.nums.length, t.ctx.refill.rules.length]).to.deep.equal([5, 5]);
  });

  it('takes the refill card with the play when there is no choice: one card left, or rule cards of one kind', () => {
    const t = new Table(3, {
      keeper: 0,
      hands: [{ rules: [r(TRIO)] }, { rules: [r(ONLY)] }, { rules: [r(LIMIT)] }],
      rules: [r(BEST, 0), r(BEST, 1), r(BEST, 2)],
    });
    const events = t.play(0, r(TRIO));
    expect(events.map((e) => e.type)).to.deep.equal(['card.played', 'refill.taken']);
    expect(t.ctx.hands[0]!.rules).to.include(r(BEST, 0));
  });

  it('refuses a command that is not the seat’s, of no card it holds, or in the wrong phase, and changes nothing', () => {
    const t = new Table(4, { keeper: 1 });
    const card = t.ctx.hands[0]!.nums[0]!;
    expect(t.decide(0, { type: 'playCard', card })).to.deep.include({ ok: false, rule: 'turn' });
    expect(t.decide(1, { type: 'playCard', card })).to.deep.include({ ok: false, rule: 'hand' });
    expect(t.decide(1, { type: 'takeRefill', card: t.ctx.refill.nums[0]! })).to.deep.include({ ok: false, rule: 'phase' });
    expect(masterOfRules.isCommand({ type: 'playCard', card: 105 })).to.equal(false);
    expect(masterOfRules.isCommand({ type: 'playCard', card: 3, seat: 1 })).to.equal(false);
  });

  it('hides other hands and the piles from each seat, and shows a seat its own hand', () => {
    const dealt = setupEvents(3)[1]!;
    const seen = masterOfRules.redact(dealt, 1);
    if (seen.type !== 'game.dealt' || dealt.type !== 'game.dealt') throw new Error('not a deal');
    expect(seen.hands[1]).to.deep.equal(dealt.hands[1]);
    expect([seen.hands[0], seen.hands[2]].every((h) => [...h!.nums, ...h!.rules].every((c) => c === null))).to.equal(true);
    expect(seen.numPile.every((c) => c === null) && seen.rulePile.every((c) => c === null)).to.equal(true);
    expect(seen.numPile.length).to.equal(dealt.numPile.length);
    const spectator = masterOfRules.redact(dealt, -1) as typeof dealt;
    expect(spectator.hands.flatMap((h) => [...h.nums, ...h.rules]).every((c) => c === null)).to.equal(true);
  });
});
