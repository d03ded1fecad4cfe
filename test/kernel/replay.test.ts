import { expect } from '@open-wc/testing';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../src/games/planet-tricks/types.js';
import { SPECTATOR } from '../../src/kernel/game.js';
import { replay, ReplayError, replaySteps } from '../../src/kernel/replay.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';

/** A short real game: the first 40 events of a seeded 4-player bot game. */
const game = playBotGame(planetTricks, {
  options: { nullRule: true },
  names: ['A', 'B', 'C', 'D'],
  bots: [planetBots.random, planetBots.greedy, planetBots.random, planetBots.greedy],
  seed: 'replay-test',
});
const events = game.events as PlanetEvent[];
const prefix = events.slice(0, 40);

/** A toy game for the kernel alone: a counter that faults on a negative step. */
type Toy = { total: number; fault: string | null };
const toy = {
  initial: (): Toy => ({ total: 0, fault: null }),
  evolve: (s: Toy, e: { type: string; step: number }): Toy => (e.step < 0 ? { ...s, fault: `negative step ${e.step}` } : { ...s, total: s.total + e.step }),
  fault: (s: Toy) => s.fault,
};

describe('replay', () => {
  it('folds evolve over the events from the initial state', () => {
    expect(
      replay(toy, [
        { type: 'add', step: 2 },
        { type: 'add', step: 3 },
      ]),
    ).to.deep.equal({ total: 5, fault: null });
    expect(replay(toy, [])).to.deep.equal({ total: 0, fault: null });
  });

  it('throws a ReplayError naming the index of the first bad event and its fault', () => {
    let error: unknown;
    try {
      replay(toy, [
        { type: 'add', step: 1 },
        { type: 'add', step: 1 },
        { type: 'add', step: -4 },
        { type: 'add', step: -5 },
      ]);
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(ReplayError);
    expect((error as ReplayError).seq).to.equal(2);
    expect((error as ReplayError).message).to.equal('event 2: negative step -4');
    expect((error as ReplayError).name).to.equal('ReplayError');
  });

  it('replaySteps gives every intermediate state and fails the same way', () => {
    const steps = replaySteps(toy, [
      { type: 'add', step: 1 },
      { type: 'add', step: 2 },
    ]);
    expect(steps.map((s) => s.total)).to.deep.equal([0, 1, 3]);
    expect(() => replaySteps(toy, [{ type: 'add', step: -1 }])).to.throw(ReplayError, 'event 0');
  });

  it('a game log with an illegal card.played fails at that event, naming the rule', () => {
    const state = replay(planetTricks, prefix);
    expect(state.value).to.equal('playing');
    const ctx = state.context;
    const notTurn = (ctx.turn + 1) % 4;
    const bad: PlanetEvent = { type: 'card.played', seat: notTurn, card: ctx.hands[notTurn]![0]! };
    expect(() => replay(planetTricks, [...prefix, bad, ...events.slice(40)])).to.throw(ReplayError, /^event 40: It is .*'s turn/);
  });

  it('a game log with an event in the wrong phase fails at that event', () => {
    const bad = [events[0]!, events[0]!];
    expect(() => replay(planetTricks, bad)).to.throw(ReplayError, 'event 1: game.created is not possible now');
  });

  it("a seat's redacted log replays without fault to the same public facts as the full log", () => {
    const full = replay(planetTricks, events);
    for (const seat of [0, 1, 2, 3, SPECTATOR]) {
      const redacted = replay(
        planetTricks,
        events.map((e) => planetTricks.redact(e, seat)),
      );
      expect(redacted.value).to.equal(full.value);
      expect(redacted.context.totals).to.deep.equal(full.context.totals);
      expect(redacted.context.rounds).to.deep.equal(full.context.rounds);
      expect(planetTricks.result(redacted)).to.deep.equal(planetTricks.result(full));
    }
  });

  it("a redacted prefix keeps only the seat's own cards, the others as hidden (null) cards", () => {
    const full = replay(planetTricks, prefix);
    const seat1 = replay(
      planetTricks,
      prefix.map((e) => planetTricks.redact(e, 1)),
    );
    expect(seat1.context.hands[1]).to.deep.equal(full.context.hands[1]);
    for (const s of [0, 2, 3]) {
      expect(seat1.context.hands[s]!.length).to.equal(full.context.hands[s]!.length);
      expect(seat1.context.hands[s]!.every((c) => c === null)).to.equal(true);
    }
    expect(seat1.context.trick).to.deep.equal(full.context.trick);
  });
});
