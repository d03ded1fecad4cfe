/**
 * The statechart through XState's pure initialTransition/transition: no actor is ever started.
 * Phases, what each fact does to the context, and the faults of events the rules cannot accept.
 */
import { expect } from '@open-wc/testing';
import { initialTransition, transition } from 'xstate';
import { planetMachine } from '../../machines/planet-tricks.machine.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks, type PlanetState } from '../../src/games/planet-tricks/index.js';
import * as rules from '../../src/games/planet-tricks/rules.js';
import { emptyContext } from '../../src/games/planet-tricks/steps.js';
import type { PlanetEvent } from '../../src/games/planet-tricks/types.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { A, B, blk, C, cardPlayed, col, created, D, dealt, fingerprint, midRound, plays, sat, stateOf, sun, table } from '../support/builders/planet.js';

const step = (state: PlanetState, event: PlanetEvent): PlanetState => transition(planetMachine, state, event)[0];
const [initial] = initialTransition(planetMachine);
type Dealt = Extract<PlanetEvent, { type: 'round.dealt' }>;

/** The state after `event`, expected to be a fault whose text matches; nothing else changed. */
function expectFault(state: PlanetState, event: PlanetEvent, text: RegExp | string): PlanetState {
  const next = step(state, event);
  const fault = next.context.fault ?? '';
  if (typeof text === 'string') expect(fault).to.equal(text);
  else expect(fault).to.match(text);
  expect(next.value, 'a fault does not move the statechart').to.deep.equal(state.value);
  expect(fingerprint({ ...next, context: { ...next.context, fault: null } } as PlanetState)).to.equal(fingerprint(state));
  return next;
}

/** A seeded 4-player bot game, for the states only a long game reaches. */
const botGame = playBotGame(planetTricks, {
  options: { nullRule: true },
  names: ['A', 'B', 'C', 'D'],
  bots: [planetBots.greedy, planetBots.random, planetBots.greedy, planetBots.random],
  seed: 'machine-test',
});
const botEvents = botGame.events as PlanetEvent[];

describe('planet-tricks statechart: phases', () => {
  it('starts in the lobby with the empty context and no fault', () => {
    expect(initial.value).to.equal('lobby');
    expect(initial.context).to.deep.equal(emptyContext);
    expect(initial.context.fault).to.equal(null);
  });

  it('lobby → dealing on game.created: names, options and zero totals', () => {
    const s = step(initial, created(5, false));
    expect(s.value).to.equal('dealing');
    expect(s.context).to.deep.include({ names: ['A', 'B', 'C', 'D', 'E'], options: { nullRule: false }, totals: [0, 0, 0, 0, 0], round: 0 });
  });

  it('dealing → playing on a valid deal: hands, face-up field, the Starting player to play, Break face down', () => {
    const deal = dealt({ players: 4, starter: C });
    const s = step(step(initial, created(4)), deal);
    expect(s.value).to.equal('playing');
    expect(s.context).to.deep.include({ round: 1, roundStarter: C, leader: C, turn: C, trickNumber: 1, broken: false, lastTrick: null });
    expect(s.context.hands).to.deep.equal(deal.hands);
    expect(s.context.field).to.deep.equal(deal.field.map((c) => ({ card: c, faceUp: true })));
    expect(s.context.tricks).to.deep.equal([0, 0, 0, 0]);
    expect(s.context.trick).to.deep.equal([]);
  });

  it('playing: a card leaves the hand for the table and the turn passes clockwise', () => {
    const s0 = stateOf(table({ players: 4, starter: D, hands: { [D]: [sun(4)] } }));
    const s1 = step(s0, cardPlayed(D, sun(4)));
    expect(s1.value).to.equal('playing');
    expect(s1.context.hands[D]).to.deep.equal(s0.context.hands[D]!.filter((c) => c !== sun(4)));
    expect(s1.context.trick).to.deep.equal([{ seat: D, card: sun(4), faceUp: true }]);
    expect(s1.context.turn).to.equal(A);
  });

  it('the last card of a trick gives it to its taker, who starts the next trick', () => {
    const events = [
      ...table({ players: 4, hands: { [A]: [sun(3)], [B]: [sun(8)], [C]: [sun(2)], [D]: [sun(5)] } }),
      ...plays(A, 4, sun(3), sun(8), sun(2), sun(5)),
    ];
    const s = events.reduce(step, initial);
    expect(s.value).to.equal('playing');
    expect(s.context).to.deep.include({ leader: B, turn: B, trickNumber: 2, trick: [] });
    expect(s.context.tricks).to.deep.equal([0, 1, 0, 0]);
    expect(s.context.lastTrick).to.deep.equal({
      leader: A,
      plays: [
        { seat: A, card: sun(3), faceUp: true },
        { seat: B, card: sun(8), faceUp: true },
        { seat: C, card: sun(2), faceUp: true },
        { seat: D, card: sun(5), faceUp: true },
      ],
      winner: B,
      bigBang: false,
      fieldCollision: null,
    });
  });

  it('counts the planet 9s each seat takes, face-down ones included', () => {
    const events = [
      ...table({ players: 4, hands: { [A]: [sun(9)], [B]: [sat(9)], [C]: [col(8)], [D]: [col(5)] }, avoid: { [B]: ['sun'] } }),
      ...plays(A, 4, sun(9), sat(9), col(8), col(5)),
    ];
    const s = stateOf(events);
    expect(s.context.lastTrick?.plays.map((p) => p.faceUp)).to.deep.equal([false, false, true, true]);
    expect(s.context.lastTrick?.winner).to.equal(C);
    expect(s.context.nines).to.deep.equal([0, 0, 2, 0]);
  });

  it('the last card of a round scores it and passes through roundOver to dealing', () => {
    const s = midRound({ players: 4, hands: [[sun(3)], [sun(8)], [sun(2)], [sun(5)]], tricks: [4, 4, 3, 3], totals: [2, 3, 0, 1] });
    const end = plays(A, 4, sun(3), sun(8), sun(2), sun(5)).reduce(step, s);
    expect(end.value).to.equal('dealing');
    expect(end.context.tricks).to.deep.equal([4, 5, 3, 3]);
    expect(end.context.rounds).to.deep.equal([{ round: 1, starter: 0, tricks: [4, 5, 3, 3], nines: [0, 0, 0, 0], counted: [4, 5, 3, 3] }]);
    expect(end.context.totals).to.deep.equal([6, 8, 3, 4]);
  });

  it('roundOver → gameOver when a total reaches the end-game number (15 with 4 players)', () => {
    const s = midRound({ players: 4, hands: [[sun(3)], [sun(8)], [sun(2)], [sun(5)]], tricks: [4, 4, 3, 3], totals: [2, 10, 0, 1] });
    const end = plays(A, 4, sun(3), sun(8), sun(2), sun(5)).reduce(step, s);
    expect(end.value).to.equal('gameOver');
    expect(end.context.totals).to.deep.equal([6, 15, 3, 4]);
    expect(planetTricks.result(end)).to.deep.equal({ winners: [C], scores: [6, 15, 3, 4], summary: 'C wins with 3 tricks.' });
  });

  it('3 players: the game ends at 20, and a tie for fewest shares the win', () => {
    const lastTrick = (totals: number[]) =>
      plays(A, 3, sun(3), sun(8), sun(2)).reduce(step, midRound({ players: 3, hands: [[sun(3)], [sun(8)], [sun(2)]], tricks: [7, 6, 6], totals }));
    expect(lastTrick([4, 12, 4]).value, 'B reaches 19').to.equal('dealing');
    const end = lastTrick([4, 13, 4]);
    expect(end.value).to.equal('gameOver');
    expect(end.context.totals).to.deep.equal([11, 20, 10]);
    expect(planetTricks.result(end)!.winners).to.deep.equal([C]);
    const tied = lastTrick([3, 14, 4]);
    expect(tied.context.totals).to.deep.equal([10, 21, 10]);
    expect(planetTricks.result(tied)).to.deep.equal({ winners: [A, C], scores: [10, 21, 10], summary: 'A and C win with 10 tricks.' });
  });

  it('a whole bot game follows lobby → dealing → playing → (dealing → playing)* → gameOver', () => {
    let state = initial;
    let last = state.value as string;
    const path: string[] = [last];
    for (const e of botEvents) {
      const before = state;
      state = step(state, e);
      const value = state.value as string;
      if (value !== last) path.push(value);
      if (last === 'playing' && value !== 'playing') {
        expect(
          before.context.hands.every((h) => h.length <= 1),
          'a round ends only with its last card',
        ).to.equal(true);
        expect(value === 'gameOver').to.equal(rules.gameOver(state.context.totals));
      }
      last = value;
    }
    expect(path.join(' ')).to.match(/^lobby dealing playing( dealing playing)* gameOver$/);
    expect(path.length).to.be.above(5);
  });
});

describe('planet-tricks statechart: a deal it cannot accept sets a fault', () => {
  const lobby = step(initial, created(4));
  const good = dealt({ players: 4, starter: 1 });

  it('wrong round number', () => {
    expectFault(lobby, { ...good, round: 2 }, 'round 2 dealt after round 0');
  });

  it('wrong number of hands, or a hand of the wrong size', () => {
    expectFault(lobby, { ...good, hands: good.hands.slice(0, 3) }, 'a deal must give 4 hands of 15');
    expectFault(lobby, { ...good, hands: [good.hands[0]!.slice(1), ...good.hands.slice(1)] }, 'a deal must give 4 hands of 15');
    expectFault(lobby, { ...good, hands: [[...good.hands[0]!, good.field[0]!], ...good.hands.slice(1)] }, 'a deal must give 4 hands of 15');
  });

  it('a field of other than 4 cards', () => {
    expectFault(lobby, { ...good, field: good.field.slice(0, 3) }, 'a deal must reveal 4 field cards');
  });

  it('a card dealt twice (in two hands, or in a hand and the field)', () => {
    const h = good.hands.map((x) => x.slice());
    h[1]![0] = h[0]![0]!;
    expectFault(lobby, { ...good, hands: h }, 'a card was dealt twice');
    const f = good.field.slice();
    f[0] = good.hands[2]![3]!;
    expectFault(lobby, { ...good, field: f }, 'a card was dealt twice');
  });

  it('a card that does not exist', () => {
    for (const bad of [64, -1, 2.5, '7' as unknown as number]) {
      const h = good.hands.map((x) => x.slice());
      h[0]![0] = bad;
      expectFault(lobby, { ...good, hands: h }, 'a dealt card does not exist');
    }
  });

  it('a Starting player who is no seat', () => {
    for (const starter of [4, -1, 1.5]) expectFault(lobby, { ...good, starter }, 'no such Starting player');
  });

  it('round 2 onward: a Starting player other than the fewest-tricks seat (tie-break clockwise after the previous starter)', () => {
    const second = botEvents.findIndex((e, i) => i > 1 && e.type === 'round.dealt');
    const dealing = stateOf(botEvents.slice(0, second));
    expect(dealing.value).to.equal('dealing');
    const right = botEvents[second] as Dealt;
    expect(right.starter).to.equal(rules.nextRoundStarter(dealing.context.totals, dealing.context.roundStarter));
    for (let s = 0; s < 4; s++) {
      if (s === right.starter) expect(step(dealing, { ...right, starter: s }).context.fault).to.equal(null);
      else expectFault(dealing, { ...right, starter: s }, 'the Starting player must be the one with the fewest total tricks');
    }
  });

  it('a redacted deal (other hands hidden) is accepted', () => {
    const s = step(lobby, planetTricks.redact(good, 2));
    expect(s.context.fault).to.equal(null);
    expect(s.value).to.equal('playing');
    expect(s.context.hands[0]).to.deep.equal(new Array(15).fill(null));
  });
});

describe('planet-tricks statechart: an illegal card.played sets a fault naming the rule', () => {
  const events = table({
    players: 4,
    hands: { [A]: [sun(4), blk(6)], [B]: [sun(2), sat(5), blk(2)], [C]: [sun(7)] },
  });
  const start = stateOf(events);

  it('out of turn', () => {
    expectFault(start, cardPlayed(B, sun(2)), "It is A's turn.");
  });

  it('a card not in the hand', () => {
    expectFault(start, cardPlayed(A, sun(2)), 'That card is not in your hand.');
  });

  it('a card that does not exist', () => {
    for (const bad of [64, -1, 0.5, '3' as unknown as number]) expectFault(start, cardPlayed(A, bad), 'There is no such card.');
  });

  it('Black before the Break while nothing is face up', () => {
    expectFault(start, cardPlayed(A, blk(6)), /^Black Cards: before the Break/);
  });

  it('Must-Follow', () => {
    const s = step(start, cardPlayed(A, sun(4)));
    expectFault(s, cardPlayed(B, sat(5)), 'Must-Follow: you hold Sun, so you must play Sun.');
    expectFault(s, cardPlayed(B, blk(2)), /^Must-Follow/);
  });

  it("in a seat's redacted state, another seat's hidden hand is trusted, but a card that does not exist is not", () => {
    const seatC = stateOf(events.map((e) => planetTricks.redact(e, C)));
    const s = step(seatC, cardPlayed(A, blk(6)));
    expect(s.context.fault, 'C cannot know what A holds; the host vouched for it').to.equal(null);
    expect(s.context.hands[A]!.length).to.equal(14);
    expect(s.context.broken).to.equal(true);
    expectFault(seatC, cardPlayed(A, 99), 'There is no such card.');
    expectFault(seatC, cardPlayed(B, sun(4)), "It is A's turn.");
  });
});

describe('planet-tricks statechart: an event in the wrong phase sets a fault', () => {
  const deal = dealt({ players: 3 });
  const lobby = step(initial, created(3));
  const playing = step(lobby, deal);

  it('lobby: only game.created', () => {
    expectFault(initial, deal, 'round.dealt is not possible now');
    expectFault(initial, cardPlayed(0, sun(1)), 'card.played is not possible now');
  });

  it('dealing: only round.dealt', () => {
    expectFault(lobby, created(3), 'game.created is not possible now');
    expectFault(lobby, cardPlayed(0, sun(1)), 'card.played is not possible now');
  });

  it('playing: only card.played', () => {
    expectFault(playing, created(3), 'game.created is not possible now');
    expectFault(playing, { ...deal, round: 2 }, 'round.dealt is not possible now');
  });

  it('gameOver: nothing', () => {
    const over = botGame.state;
    expect(over.value).to.equal('gameOver');
    expectFault(over, cardPlayed(0, sun(1)), 'card.played is not possible now');
    expectFault(over, dealt({ players: 4, round: over.context.round + 1 }), 'round.dealt is not possible now');
  });

  it('an unknown event type', () => {
    expectFault(playing, { type: 'trick.stolen' } as unknown as PlanetEvent, 'trick.stolen is not possible now');
  });
});

describe('planet-tricks statechart: one machine, two audiences', () => {
  it("a seat's state and the host's agree on everything public after every event of a game", () => {
    let host = initial;
    const seats = [0, 1, 2, 3].map(() => initial);
    for (const e of botEvents) {
      host = step(host, e);
      for (let s = 0; s < 4; s++) {
        seats[s] = step(seats[s]!, planetTricks.redact(e, s));
        const { hands, ...pub } = seats[s]!.context;
        const { hands: fullHands, ...fullPub } = host.context;
        expect(pub).to.deep.equal(fullPub);
        expect(hands[s]).to.deep.equal(fullHands[s]);
        expect(hands.map((h) => h.length)).to.deep.equal(fullHands.map((h) => h.length));
      }
    }
  });
});

describe('planet-tricks machine: game.created', () => {
  it('sets a fault for a seat count outside 3 to 6, a missing name or options without the Null rule', () => {
    const start = planetTricks.initial();
    const bad = [
      { type: 'game.created', game: 'planet-tricks', options: { nullRule: true }, names: ['A', 'B'] },
      { type: 'game.created', game: 'planet-tricks', options: { nullRule: true }, names: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] },
      { type: 'game.created', game: 'planet-tricks', options: { nullRule: true }, names: ['A', 'B', 7] },
      { type: 'game.created', game: 'planet-tricks', options: {}, names: ['A', 'B', 'C'] },
    ];
    for (const event of bad) {
      const next = planetTricks.evolve(start, event as never);
      expect(planetTricks.fault(next), JSON.stringify(event)).to.be.a('string');
      expect(next.value).to.equal('lobby');
    }
    const good = planetTricks.evolve(start, planetTricks.created({ nullRule: false }, ['A', 'B', 'C']));
    expect(planetTricks.fault(good)).to.equal(null);
    expect(good.value).to.equal('dealing');
  });
});
