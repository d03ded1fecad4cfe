/**
 * Match play: matches of 4, 8 and 16 games, the dealer rotating counterclockwise among the real
 * players from a first dealer drawn at random, running totals, the winners (ties share) and the chip
 * settlement (for every pair, the lower total pays the difference to the higher).
 */
import { expect } from '@open-wc/testing';
import { secretsBots } from '../../../src/games/secrets-of-the-universe/bots.js';
import { stepOf, type SecretsState } from '../../../src/games/secrets-of-the-universe/index.js';
import * as rules from '../../../src/games/secrets-of-the-universe/rules.js';
import type { MatchLength, SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { playBotGame } from '../../../src/kernel/runner.js';
import { createRandom } from '../../../src/kernel/random.js';
import { game, names } from '../../support/builders/secrets.js';

function match(players: number, matchLength: MatchLength, seed: string) {
  return playBotGame(game, {
    options: { version: 'basic', matchLength },
    names: names(players),
    bots: names(players).map(() => secretsBots.greedy),
    seed,
  });
}

const of = <T extends SecretsEvent['type']>(events: readonly SecretsEvent[], type: T) =>
  events.filter((e): e is Extract<SecretsEvent, { type: T }> => e.type === type);

describe('Match play', () => {
  const cases: [number, MatchLength][] = [[4, 4], [3, 8], [2, 16], [4, 16]];
  for (const [players, length] of cases) {
    it(`${players} players, ${length} games: the dealer rotates counterclockwise, totals add up, the match ends after game ${length}`, () => {
      const m = match(players, length, `match-${players}-${length}`);
      expect(m.finished).to.equal(true);
      const first = of(m.events, 'dealer.chosen');
      expect(first.length).to.equal(1);
      const deals = of(m.events, 'game.dealt');
      expect(deals.map((d) => d.game)).to.deep.equal(Array.from({ length }, (_, i) => i + 1));
      expect(deals.map((d) => d.dealer)).to.deep.equal(deals.map((_, i) => (first[0]!.seat + i) % players));
      const scored = of(m.events, 'game.scored');
      expect(scored.length).to.equal(length);
      const totals = new Array<number>(players).fill(0);
      for (const g of scored) g.scores.forEach((x, s) => (totals[s]! += x));
      const ctx = m.state.context;
      expect(ctx.totals).to.deep.equal(totals);
      expect(ctx.games.map((g) => g.scores)).to.deep.equal(scored.map((g) => g.scores));
      const over = of(m.events, 'match.over');
      expect(over.length).to.equal(1);
      expect(m.events.at(-1)).to.equal(over[0]);
      expect(over[0]!.totals).to.deep.equal(totals);
      const max = Math.max(...totals);
      expect(over[0]!.winners).to.deep.equal(totals.flatMap((t, s) => (t === max ? [s] : [])));
      expect(stepOf(m.state)).to.equal('matchOver');
      expect(game.result(m.state)).to.deep.include({ winners: over[0]!.winners, scores: totals });
    });
  }

  it('the first dealer is drawn at random: every player deals first in some match', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 24; i++) {
      const s = game.evolve(game.initial(), game.created({ version: 'basic', matchLength: 4 }, names(4)));
      firsts.add((game.advance(s, createRandom(`first-${i}`, 1))[0] as { seat: number }).seat);
    }
    expect([...firsts].sort()).to.deep.equal([0, 1, 2, 3]);
  });

  it('after the match nothing more happens: no host events, no legal commands, a match summary', () => {
    const m = match(3, 4, 'match-after');
    expect(game.advance(m.state, createRandom('after'))).to.deep.equal([]);
    for (const s of [0, 1, 2, -1]) expect(game.legalCommands(m.state, s)).to.deep.equal([]);
    const result = game.result(m.state)!;
    expect(result.summary).to.match(/^.+ wins? the match with -?\d+ points\.$/);
    expect(game.result(game.initial())).to.equal(null);
  });

  it('the view at the end: per-game scores, totals, winners, each seat\'s net chips and the pairwise payments', () => {
    const m = match(4, 4, 'match-view');
    const v = game.view(m.state, 2);
    const ctx = m.state.context;
    expect(v.phase).to.equal('matchOver');
    expect(v.match.length).to.equal(4);
    expect(v.match.games.map((g) => g.scores)).to.deep.equal(ctx.games.map((g) => g.scores));
    expect(v.match.games.map((g) => g.dealer)).to.deep.equal(ctx.games.map((g) => g.dealer));
    expect(v.match.totals).to.deep.equal(ctx.totals);
    expect(v.result!.winners).to.deep.equal(ctx.winners);
    expect(v.result!.net).to.deep.equal(rules.settle(ctx.totals).net);
    expect(v.result!.payments).to.deep.equal(rules.settle(ctx.totals).payments);
    expect(v.places.map((p) => p.total)).to.deep.equal(ctx.totals);
  });
});

describe('Winners and chips', () => {
  it('the winners have the highest total; a tie shares the win', () => {
    expect(rules.highest([100, 80, 120])).to.deep.equal([2]);
    expect(rules.highest([100, 100, 50])).to.deep.equal([0, 1]);
    expect(rules.highest([0, 0])).to.deep.equal([0, 1]);
  });

  it('for every pair, the lower total pays the difference to the higher; nets sum to zero', () => {
    const { net, payments } = rules.settle([100, 80, 80, 50]);
    expect(payments).to.deep.equal([
      { from: 1, to: 0, chips: 20 },
      { from: 2, to: 0, chips: 20 },
      { from: 3, to: 0, chips: 50 },
      { from: 3, to: 1, chips: 30 },
      { from: 3, to: 2, chips: 30 },
    ]);
    expect(net).to.deep.equal([90, 10, 10, -110]);
    expect(net.reduce((a, b) => a + b, 0)).to.equal(0);
  });

  it('two players: one payment of the difference', () => {
    expect(rules.settle([40, 95])).to.deep.equal({ net: [-55, 55], payments: [{ from: 0, to: 1, chips: 55 }] });
    expect(rules.settle([60, 60])).to.deep.equal({ net: [0, 0], payments: [] });
  });

  it('a match.over with other winners or totals than the context\'s is a fault', () => {
    const m = match(2, 4, 'match-fault');
    const before = m.events.slice(0, -1).reduce<SecretsState>((s, e) => game.evolve(s, e), game.initial());
    const over = m.events.at(-1) as Extract<SecretsEvent, { type: 'match.over' }>;
    expect(game.evolve(before, over).context.fault).to.equal(null);
    expect(game.evolve(before, { ...over, winners: [0, 1] }).context.fault).to.match(/winners/);
    expect(game.evolve(before, { ...over, totals: [0, 0] }).context.fault).to.match(/totals/);
  });
});
