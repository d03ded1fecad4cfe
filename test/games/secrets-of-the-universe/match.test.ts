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
  const cases: [number, MatchLength][] = [
    [4, 4],
    [3, 8],
    [2, 16],
    [4, 16],
  ];
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

  it("the view at the end: per-game scores, totals, winners, each seat's net chips and the pairwise payments", () => {
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

describe('Between two games: Next', () => {
  const WAIT = 60_000;
  /** A 3-player match with a wait for Next, played by greedy bots up to the first wait. */
  function firstWait(seed: string): SecretsState {
    let reached: SecretsState | null = null;
    playBotGame(game, {
      options: { version: 'basic', matchLength: 4, nextGameMs: WAIT },
      names: names(3),
      bots: names(3).map(() => secretsBots.greedy),
      seed,
      onEvent: (state) => {
        if (!reached && stepOf(state as SecretsState) === 'between') reached = state as SecretsState;
      },
    });
    return reached!;
  }

  it("after a game is scored the match waits for every player's Next, then deals the next game", () => {
    const start = firstWait('next-all');
    expect(start.context.ready).to.deep.equal([false, false, false]);
    expect(game.timeout!(start)).to.equal(WAIT);
    expect(game.advance(start, createRandom('x', 1))).to.deep.equal([]);
    for (const s of [0, 1, 2]) expect(game.legalCommands(start, s)).to.deep.equal([{ type: 'nextGame' }]);
    expect(game.legalCommands(start, -1)).to.deep.equal([]);
    let s = start;
    for (const seat of [2, 0]) {
      const d = game.decide(s, { type: 'nextGame' }, seat);
      expect(d).to.deep.equal({ ok: true, events: [{ type: 'player.ready', seat }] });
      s = game.evolve(s, { type: 'player.ready', seat });
      expect(stepOf(s)).to.equal('between');
    }
    expect(s.context.ready).to.deep.equal([true, false, true]);
    expect(game.view(s, 1).next).to.deep.equal({ ready: [true, false, true], waitMs: WAIT });
    expect(game.legalCommands(s, 0)).to.deep.equal([]);
    expect(game.decide(s, { type: 'nextGame' }, 0)).to.deep.include({ ok: false, rule: 'ready' });
    s = game.evolve(s, { type: 'player.ready', seat: 1 });
    expect(s.context.fault).to.equal(null);
    expect(stepOf(s)).to.equal('dealing');
    expect(s.context.ready).to.equal(null);
    expect(game.advance(s, createRandom('deal', 9))[0]!.type).to.equal('game.dealt');
  });

  it('when the wait is over the host deals the next game with a logged event, whoever did not press Next', () => {
    const start = firstWait('next-time');
    const s = game.evolve(start, { type: 'player.ready', seat: 0 });
    const closing = game.advance(s, createRandom('t', 1), true);
    expect(closing).to.deep.equal([{ type: 'ready.timedOut' }]);
    const after = game.evolve(s, closing[0]!);
    expect(after.context.fault).to.equal(null);
    expect(stepOf(after)).to.equal('dealing');
  });

  it('refuses Next at any other time and from a spectator, and a second ready of one seat is a fault', () => {
    const start = firstWait('next-refused');
    expect(game.decide(start, { type: 'nextGame' }, -1)).to.deep.include({ ok: false, rule: 'seat' });
    const s = game.evolve(start, { type: 'player.ready', seat: 1 });
    expect(game.evolve(s, { type: 'player.ready', seat: 1 }).context.fault).to.match(/ready already/);
    expect(game.evolve(s, { type: 'player.ready', seat: 7 }).context.fault).to.match(/only a player/);
    const playing = game.evolve(start, { type: 'ready.timedOut' });
    expect(game.decide(playing, { type: 'nextGame' }, 0)).to.deep.include({ ok: false, rule: 'phase' });
    expect(game.evolve(playing, { type: 'player.ready', seat: 0 }).context.fault).to.match(/not possible now/);
  });

  it('the wait is an option of 5 s to 10 minutes; a table made without one deals the next game at once', () => {
    expect(game.defaultOptions().nextGameMs).to.equal(120_000);
    for (const ms of [5_000, 120_000, 600_000]) expect(game.checkOptions({ version: 'basic', matchLength: 4, nextGameMs: ms }, 2)).to.equal(null);
    for (const ms of [0, 4_999, 600_001, 1.5, '60000'])
      expect(game.checkOptions({ version: 'basic', matchLength: 4, nextGameMs: ms }, 2)).to.match(/wait for Next/);
    const m = match(2, 4, 'no-wait');
    expect(m.events.some((e) => e.type === 'player.ready' || e.type === 'ready.timedOut')).to.equal(false);
  });

  it('bots press Next at once: a bot match with a wait has a ready for every player between games', () => {
    const m = playBotGame(game, { options: game.defaultOptions(), names: names(2), bots: [secretsBots.greedy, secretsBots.random], seed: 'bots-ready' });
    expect(m.finished).to.equal(true);
    expect(of(m.events, 'player.ready').length).to.equal(2 * 3);
    expect(of(m.events, 'ready.timedOut').length).to.equal(0);
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

  it("a match.over with other winners or totals than the context's is a fault", () => {
    const m = match(2, 4, 'match-fault');
    const before = m.events.slice(0, -1).reduce<SecretsState>((s, e) => game.evolve(s, e), game.initial());
    const over = m.events.at(-1) as Extract<SecretsEvent, { type: 'match.over' }>;
    expect(game.evolve(before, over).context.fault).to.equal(null);
    expect(game.evolve(before, { ...over, winners: [0, 1] }).context.fault).to.match(/winners/);
    expect(game.evolve(before, { ...over, totals: [0, 0] }).context.fault).to.match(/totals/);
  });
});
