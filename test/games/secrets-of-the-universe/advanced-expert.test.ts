/**
 * The Optional Expert Addition: careless discards (what public information shows a discard would do
 * for another player, charged when that player picks it up for that meld; the book's two examples),
 * the 10-point buffer a game, the order for identical discards (own area, the next player's, across,
 * the one before; the main discard exempt; unities free), bots avoiding careless discards, unused
 * buffer breaking a match tie, and what the view shows.
 */
import { expect } from '@open-wc/testing';
import { carelessCost } from '../../../src/games/secrets-of-the-universe/advanced/careless.js';
import { checkAdvancedPickUp } from '../../../src/games/secrets-of-the-universe/advanced/view.js';
import type { HandCard } from '../../../src/games/secrets-of-the-universe/cards.js';
import { secretsBots } from '../../../src/games/secrets-of-the-universe/bots.js';
import * as rules from '../../../src/games/secrets-of-the-universe/rules.js';
import type { GameRecord, PickUpCommand, RevealedHand } from '../../../src/games/secrets-of-the-universe/types.js';
import { createRandom } from '../../../src/kernel/random.js';
import { A, B, C, D, discard, draw, type Driver, game } from '../../support/builders/secrets.js';
import { area, beforeLastEight, driveAdvanced, play, plainPickUp as pickUp, spare } from './support/advanced.js';

/** Ann discards the last Water 8. */
const firstExample = (expert = true): Driver => beforeLastEight(expert).do(discard('W8'), A).settle();

describe("Expert Addition: careless discards (the book's examples)", () => {
  it('the last Water 8 would give Bob 5 on his sequence, 15 on his 3-Set of 8s (no Bonus Card assumed from a packet), 100 on his unity', () => {
    const d = firstExample();
    expect(d.ctx.exposed[B]!.map((m) => m.cards.map((c) => c.code).join(' '))).to.deep.equal(['W5 W6 W7', 'E8 F8 A8', 'W8 W8 W8']);
    const careless = d.ctx.discards.areas[A]!.at(-1)!.careless!.filter((u) => u.seat === B && u.cards.length === u.base.length + 1);
    expect(careless.map((u) => [u.base.join(' '), u.points])).to.have.deep.members([
      ['W5 W6 W7', 5],
      ['E8 F8 A8', 15],
      ['W8 W8 W8', 100],
    ]);
  });

  for (const [onto, points, lost] of [
    [0, 5, 0],
    [1, 15, 5],
    [2, 100, 90],
  ] as const) {
    it(`picked up onto meld ${onto}: Ann is charged ${points}, ${lost} of them past her 10-point buffer`, () => {
      const d = firstExample().do(pickUp([area(A)], '', onto), B);
      expect(d.log.at(-1)).to.deep.include({ careless: [{ seat: A, card: 'W8', points }] });
      expect(d.ctx.penalties).to.deep.equal([points, 0, 0, 0]);
      expect(rules.lostPoints(points)).to.equal(lost);
      expect(d.view(C).bonus!.expert!.buffers).to.deep.equal([Math.max(0, 10 - points), 10, 10, 10]);
    });
  }

  it("the second example: on Dee's first turn Cyd's Earth 4 makes a 3-Sequence with the discards alone; picked up, it costs Cyd 10 and nobody else anything", () => {
    const d = driveAdvanced({ players: 4, dealer: A, expert: true, hands: { [A]: 'E2', [B]: 'E3', [C]: 'E4' } });
    play(d, A, 'E2');
    play(d, B, 'E3');
    expect(d.ctx.discards.areas[B]![0]!.careless, 'Earth 2 and 3 show no meld yet').to.equal(undefined);
    play(d, C, 'E4');
    expect(d.ctx.discards.areas[C]![0]!.careless!.map((u) => [u.seat, u.cards.join(' '), u.points])).to.have.deep.members([
      [A, 'E4 E2 E3', 10],
      [B, 'E4 E2 E3', 10],
      [D, 'E4 E2 E3', 10],
    ]);
    d.do(pickUp([area(A), area(B), area(C)], ''), D);
    expect(d.ctx.penalties).to.deep.equal([0, 0, 10, 0]);
  });

  it('cards the player held unseen make no careless discard: a pickup with a hidden pair charges nobody', () => {
    const d = driveAdvanced({ players: 4, dealer: A, expert: true, hands: { [A]: 'F6', [B]: 'F6 F6' } });
    play(d, A, 'F6');
    expect(d.ctx.discards.areas[A]![0]!.careless).to.equal(undefined);
    d.do(pickUp([area(A)], 'F6 F6'), B);
    expect(d.ctx.penalties).to.deep.equal([0, 0, 0, 0]);
  });

  it("a use shown by the discards counts only if the pickup makes that meld: Cyd's Earth 4 into another meld costs nothing", () => {
    const d = driveAdvanced({ players: 4, dealer: A, expert: true, hands: { [A]: 'E2', [B]: 'E3', [C]: 'E4', [D]: 'E4 E4' } });
    play(d, A, 'E2');
    play(d, B, 'E3');
    play(d, C, 'E4');
    d.do(pickUp([area(C)], 'E4 E4'), D);
    expect(d.ctx.penalties).to.deep.equal([0, 0, 0, 0]);
  });

  it('without the Expert Addition nothing is recorded or charged', () => {
    const d = firstExample(false).do(pickUp([area(A)], '', 2), B);
    expect(d.ctx.discards.main.every((c) => c.careless === undefined)).to.equal(true);
    expect(d.log.at(-1)).to.not.have.property('careless');
    expect(d.view(A).bonus!.expert).to.equal(null);
  });

  it("the host's charges are checked: a pickup that leaves out what the table showed is a fault", () => {
    const d = firstExample();
    const event = game.decide(d.state, pickUp([area(A)], '', 2), B);
    if (!event.ok) throw new Error(event.reason);
    const { careless: _, ...uncharged } = event.events[0] as Extract<(typeof event.events)[number], { type: 'discards.pickedUp' }>;
    expect(game.evolve(d.state, uncharged).context.fault).to.equal('the careless discards picked up are not charged as the table showed them');
  });
});

describe('Expert Addition: what the table shows before a discard', () => {
  it('each card whose discard would be careless, with what it could cost, most first', () => {
    const before = beforeLastEight();
    expect(before.view(A).bonus!.expert!.careless[0]).to.deep.equal({ card: 'W8', points: 100 });
    expect(carelessCost(before.ctx, A, 'W8')).to.equal(100);
    expect(before.view(B).bonus!.expert!.careless, 'only the player about to discard sees them').to.deep.equal([]);
  });

  it('a bot avoids a careless discard when it has another card to spare', () => {
    const before = beforeLastEight();
    const legal = game.legalCommands(before.state, A);
    const choice = secretsBots.greedy(before.state, A, legal, createRandom('careless-bot'));
    expect(choice).to.not.deep.include({ type: 'discard', card: 'W8' });
  });
});

describe('Expert Addition: identical discards by priority', () => {
  /** Ann and Bob each discarded an Earth 4; Cyd holds Earth 5 and 6, and two more Earth 4s. */
  function twoCopies(): Driver {
    const d = driveAdvanced({ players: 4, dealer: A, expert: true, hands: { [A]: 'E4', [B]: 'E4', [C]: 'E5 E6 E4 E4' } });
    play(d, A, 'E4');
    return play(d, B, 'E4');
  }

  it("for a sequence Cyd must pick up the copy across (Ann's) before the one of the player before him (Bob's)", () => {
    const d = twoCopies();
    const refused = game.decide(d.state, pickUp([area(B)], 'E5 E6'), C);
    expect(refused).to.deep.include({ ok: false, rule: 'priority' });
    expect(refused.ok === false && refused.reason).to.contain("Earth 4 in Ann's discard area first");
    expect(checkAdvancedPickUp(d.view(C), pickUp([area(B)], 'E5 E6')), 'the meld guide says so on the view alone').to.deep.equal({
      rule: 'priority',
      reason: "Expert Addition: pick up the Earth 4 in Ann's discard area first.",
    });
    expect(checkAdvancedPickUp(d.view(C), pickUp([area(A)], 'E5 E6'))).to.equal(null);
    d.do(pickUp([area(A)], 'E5 E6'), C);
  });

  it('the listed pickups name the copy of highest priority', () => {
    const legal = twoCopies()
      .legalCommands(C)
      .filter((c): c is PickUpCommand => c.type === 'pickUp' && c.hand.some((h: HandCard) => h.code === 'E5'));
    expect(legal.length).to.be.greaterThan(0);
    expect(legal.every((c) => c.discards.every((r) => r.area === A))).to.equal(true);
  });

  it('a unity is free to take either copy', () => {
    twoCopies().do(pickUp([area(B)], 'E4 E4'), C);
  });

  it('the main discard is exempt: picked up though an identical card lies in an area of higher priority', () => {
    const d = driveAdvanced({ players: 4, dealer: A, expert: true, hands: { [A]: 'E4 E9', [B]: 'E5 E6', [D]: 'E4' } });
    play(d, A, 'E4');
    play(d, B, spare(d, B, 'E5 E6'));
    play(d, C, spare(d, C, ''));
    play(d, D, 'E4');
    d.do(draw, A).do(discard('E9'), A).settle();
    const main = d.ctx.discards.active!;
    expect(d.ctx.discards.main[main]!.code).to.equal('E4');
    d.do(pickUp([area('main', main)], 'E5 E6'), B);
  });

  it('without the Expert Addition any copy may be picked up', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'E4', [B]: 'E4', [C]: 'E5 E6' } });
    play(d, A, 'E4');
    play(d, B, 'E4');
    d.do(pickUp([area(B)], 'E5 E6'), C);
  });
});

describe('Expert Addition: the buffer', () => {
  const hand: RevealedHand = { cards: [], melds: [], unmelded: [], bonus: 0, deckDraw: 0, setAside: [] } as unknown as RevealedHand;
  const parts = (penalties: number[]): rules.ScoreParts => ({
    hands: penalties.map(() => ({ ...hand, melds: [{ kind: 'sequence', cards: [], points: { low: 40, high: 40 } }] as unknown as RevealedHand['melds'] })),
    coins: [],
    duelWinners: null,
    packets: [],
    limit: 1100,
    penalties,
  });

  it('10 points a game are charged to the buffer; beyond them the game score loses them', () => {
    expect(rules.gameScores(parts([0, 5, 10, 15]))).to.deep.equal([40, 40, 40, 35]);
    expect(rules.gameScores(parts([100, 0, 0, 0]))).to.deep.equal([-50, 40, 40, 40]);
  });

  it('a tie for the match goes to the most unused buffer: 10 a game untouched, 5 a game half used', () => {
    const record = (penalties: number[]): GameRecord => ({ penalties }) as unknown as GameRecord;
    const games = [record([0, 5, 0]), record([5, 0, 20])];
    expect(rules.matchBuffers(games, 3)).to.deep.equal([15, 15, 10]);
    expect(rules.matchWinners([100, 100, 50], games, true)).to.deep.equal([0, 1]);
    expect(rules.matchWinners([100, 50, 100], games, true)).to.deep.equal([0]);
    expect(rules.matchWinners([100, 50, 100], games, false)).to.deep.equal([0, 2]);
  });
});
