/** Refill sets deal after deal, a pile reshuffled when it runs out, the final deal without refill, and the end. */
import { expect } from '@open-wc/testing';
import { masterOfRules } from '../../../src/games/master-of-rules/index.js';
import type { MorEvent } from '../../../src/games/master-of-rules/types.js';
import { Table } from './builders.js';

/** Plays the game to its end, each seat sending its first legal command; the events after each. */
function playOut(t: Table): MorEvent[][] {
  const steps: MorEvent[][] = [];
  while (t.state.value !== 'over') {
    const seat = t.ctx.turn;
    steps.push(t.send(seat, masterOfRules.legalCommands(t.state, seat)[0]!));
  }
  return steps;
}

describe('Master of Rules piles and the end', () => {
  it('reshuffles the discards under a pile that holds too few cards for the next draw, as a logged host event', () => {
    const t = new Table(5, { keeper: 0 });
    let reshuffles = 0;
    while (t.state.value !== 'over') {
      const seat = t.ctx.turn;
      const before = t.ctx;
      const events = t.send(seat, masterOfRules.legalCommands(t.state, seat)[0]!);
      const at = events.findIndex((e) => e.type === 'pile.reshuffled');
      if (at < 0) continue;
      reshuffles++;
      const e = events[at] as Extract<MorEvent, { type: 'pile.reshuffled' }>;
      // The state the host reshuffled in: after the judgement, before the draw.
      const pile = e.kind === 'num' ? before.numPile : before.rulePile;
      expect(pile.length, 'the pile was short').to.be.below(5);
      const judged = t.ctx.last!;
      const discards = e.kind === 'num' ? [...before.numDiscard, ...judged.plays.filter((p) => p.card < 45).map((p) => p.card)] : null;
      if (discards) expect([...e.cards].sort((a, b) => a! - b!)).to.deep.equal(discards.sort((a, b) => a - b));
      const started = events[at + 1] as Extract<MorEvent, { type: 'deal.started' }>;
      expect(started.type).to.equal('deal.started');
      // The cards left on the pile are drawn first, then the reshuffled ones.
      const drawn = e.kind === 'num' ? started.refill.nums : started.refill.rules;
      expect(drawn.slice(0, pile.length)).to.deep.equal(pile);
      expect(drawn.slice(pile.length)).to.deep.equal(e.cards.slice(0, 5 - pile.length));
      expect((masterOfRules.redact(e, 2) as typeof e).cards.every((c) => c === null)).to.equal(true);
    }
    expect(reshuffles).to.be.above(0);
  });

  it('draws no refill set before the final deal, takes none after a card in it, and ends after its judgement', () => {
    for (const players of [3, 4, 5]) {
      const t = new Table(players, { keeper: 1 });
      const steps = playOut(t);
      const starts = t.events.filter((e): e is Extract<MorEvent, { type: 'deal.started' }> => e.type === 'deal.started');
      const deals = players === 5 ? 10 : 12;
      expect(starts.map((e) => e.deal)).to.deep.equal(Array.from({ length: deals }, (_, i) => i + 1));
      expect(starts.map((e) => e.start)).to.deep.equal(starts.map((_, i) => (1 + i) % players));
      expect(starts.slice(0, -1).every((e) => e.refill.nums.length === players && e.refill.rules.length === players)).to.equal(true);
      expect(starts.at(-1)!.refill).to.deep.equal({ nums: [], rules: [] });
      const final = t.events.slice(t.events.indexOf(starts.at(-1)!));
      expect(final.filter((e) => e.type === 'refill.taken')).to.deep.equal([]);
      expect(final.filter((e) => e.type === 'card.played').length).to.equal(players * 2);
      expect(t.ctx.hands.every((h) => h.nums.length === 3 && h.rules.length === 2)).to.equal(true);
      expect(t.state.value).to.equal('over');
      expect(t.ctx.last!.deal).to.equal(deals);
      const result = masterOfRules.result(t.state)!;
      expect(result.scores).to.deep.equal(masterOfRules.view(t.state, 0).vp);
      expect(steps.at(-1)!.at(-1)!.type, 'the last card ends it: Dummy 2’s with 3 players').to.equal(players === 3 ? 'dummy.dealt' : 'card.played');
      expect(masterOfRules.advance(t.state, { uint32: () => 0, int: () => 0, shuffle: (x) => [...x], pick: (x) => x[0]! })).to.deep.equal([]);
    }
  });
});
