/**
 * Every example of the rulebook, played through the Game (decide, then evolve). Players A, B, C, D
 * are seats 0, 1, 2, 3; A is the Starting player. Where the book's picture is not in its text, the
 * trick is one consistent with the text.
 */
import { expect } from '@open-wc/testing';
import { card } from '../../../src/games/planet-tricks/cards.js';
import { planetTricks } from '../../../src/games/planet-tricks/index.js';
import { A, B, blk, C, col, D, Driver, legalCards, handOf, midRound, neb, playCard, sat, sun, table } from '../../support/builders/planet.js';

describe('Rulebook examples: Who takes the trick', () => {
  it('Who takes the trick, example 1: no face-up Black Cards — B takes with Sun 8 (most numerous suit, highest rank)', () => {
    const game = Driver.from(table({ players: 4, hands: { [A]: [sun(3)], [B]: [sun(8)], [C]: [sat(9)], [D]: [sun(5)] }, avoid: { [C]: ['sun'] } }));
    game.play(sun(3), sun(8), sat(9), sun(5));
    expect(game.ctx.lastTrick).to.deep.include({ winner: B, bigBang: false, leader: A });
    expect(game.ctx.tricks).to.deep.equal([0, 1, 0, 0]);
    expect(game.ctx.turn, 'B starts the next trick').to.equal(B);
    expect(game.ctx.leader).to.equal(B);
  });

  it('Who takes the trick, example 2: equal numbers of suits (Sun and Saturn) — C takes with the highest rank, Saturn 8', () => {
    const game = Driver.from(table({ players: 4, hands: { [A]: [sun(4)], [B]: [sat(6)], [C]: [sat(8)], [D]: [sun(7)] }, avoid: { [B]: ['sun'] } }));
    game.play(sun(4), sat(6), sat(8), sun(7));
    expect(game.ctx.lastTrick).to.deep.include({ winner: C, bigBang: false });
    expect(game.ctx.tricks).to.deep.equal([0, 0, 1, 0]);
  });

  it('Who takes the trick, example 3: face-up Black Cards — D takes with the highest Black Card, Black 3', () => {
    const game = Driver.from(
      table({ players: 4, hands: { [A]: [sun(5)], [B]: [blk(1)], [C]: [sun(8)], [D]: [blk(3)] }, avoid: { [B]: ['sun'], [D]: ['sun'] } }),
    );
    game.play(sun(5), blk(1), sun(8), blk(3));
    expect(game.ctx.lastTrick).to.deep.include({ winner: D, bigBang: false });
    expect(game.ctx.tricks).to.deep.equal([0, 0, 0, 1]);
  });
});

describe('Rulebook examples: Collision', () => {
  it("Collision, example 1: A Sun 7, B Sun 5, C Saturn 7 collides — D's Saturn 6 is no longer bound by Must-Follow", () => {
    const deal = table({
      players: 4,
      hands: { [A]: [sun(7)], [B]: [sun(5)], [C]: [sat(7), sat(2)], [D]: [sat(6), blk(4)] },
      avoid: { [C]: ['sun'], [D]: ['sun'] },
    });
    const game = Driver.from(deal).play(sun(7), sun(5), sat(7));
    expect(
      game.ctx.trick.map((p) => p.faceUp),
      "A's Sun 7 and C's Saturn 7 turned face down",
    ).to.deep.equal([false, true, false]);
    expect(legalCards(game.state, D), 'D can play any card').to.deep.equal(handOf(game.state, D));
    expect(handOf(game.state, D)).to.include(blk(4));

    // Had C played a Saturn card without collision, D would have had to follow Saturn.
    const other = Driver.from(deal).play(sun(7), sun(5), sat(2));
    expect(legalCards(other.state, D)).to.deep.equal(handOf(other.state, D).filter((c) => card(c).suit === 'saturn'));
    expect(legalCards(other.state, D)).to.include(sat(6));
    expect(legalCards(other.state, D)).not.to.include(blk(4));
  });

  it('Collision, example 2: no face-up card at the start of a turn — after A Sun 7 and B Sun 7 collide, C may play any card but a Black Card', () => {
    const game = Driver.from(table({ players: 4, hands: { [A]: [sun(7)], [B]: [sun(7, 1)], [C]: [sun(2), sat(4), col(8), blk(6)] } })).play(sun(7), sun(7, 1));
    expect(game.ctx.trick.every((p) => !p.faceUp)).to.equal(true);
    const hand = handOf(game.state, C);
    expect(hand.some((c) => c === sun(2)) && hand.includes(sat(4))).to.equal(true);
    expect(legalCards(game.state, C)).to.deep.equal(hand.filter((c) => c < blk(1)));
    const refusal = planetTricks.decide(game.state, playCard(blk(6)), C);
    expect(refusal).to.include({ ok: false, rule: 'black-cards' });
  });
});

describe('Rulebook examples: Restrictions of Black Cards', () => {
  const deal = table({
    players: 4,
    hands: { [A]: [sun(4), blk(6)], [B]: [blk(2), blk(5)], [C]: [sun(8), sat(1)], [D]: [sun(5), sat(3), blk(7)] },
    avoid: { [B]: ['sun'] },
  });

  it('Black Cards, example 1 (before the Break): the Starting player cannot play a Black Card; the first Black Card played is the Break', () => {
    const game = Driver.from(deal);
    expect(planetTricks.decide(game.state, playCard(blk(6)), A)).to.include({ ok: false, rule: 'black-cards' });
    expect(legalCards(game.state, A)).not.to.include(blk(6));
    game.play(sun(4));
    expect(game.ctx.broken).to.equal(false);
    expect(legalCards(game.state, B), 'B cannot follow Sun: any card, Black included').to.include(blk(2));
    game.play(blk(2));
    expect(game.ctx.broken, 'the Break Card is turned face up').to.equal(true);
    expect(planetTricks.view(game.state, C).broken).to.equal(true);
  });

  it('Black Cards, example 1: a player whose hand is only Black Cards may lead one, and that is the Break', () => {
    const state = midRound({
      players: 4,
      hands: [
        [blk(1), blk(4)],
        [sun(2), sun(3)],
        [sat(2), sat(3)],
        [col(2), col(3)],
      ],
      tricks: [3, 3, 4, 3],
    });
    expect(legalCards(state, A)).to.deep.equal([blk(1), blk(4)]);
    const decision = planetTricks.decide(state, playCard(blk(4)), A);
    expect(decision).to.deep.equal({ ok: true, events: [{ type: 'card.played', seat: A, card: blk(4) }] });
    const after = planetTricks.evolve(state, decision.ok ? decision.events[0]! : (null as never));
    expect(after.context.fault).to.equal(null);
    expect(after.context.broken).to.equal(true);
  });

  it('Black Cards, example 2 (after the Break): Black Cards may be led even when nothing is face up, and Must-Follow still holds', () => {
    const game = Driver.from(deal).play(sun(4), blk(2), sun(8), sun(5));
    expect(game.ctx.lastTrick?.winner, 'B took trick 1 with the Black 2').to.equal(B);
    expect(game.ctx.trick).to.deep.equal([]);
    expect(legalCards(game.state, B), 'B leads after the Break: Black Cards too').to.include(blk(5));
    game.play(blk(5), sat(1));
    // D holds Saturn and a Black Card: Must-Follow makes D play Saturn.
    expect(planetTricks.decide(game.state, playCard(blk(7)), D)).to.include({ ok: false, rule: 'must-follow' });
    expect(legalCards(game.state, D)).to.include(sat(3));
    expect(legalCards(game.state, D).every((c) => c < blk(1))).to.equal(true);
  });
});

describe('Rulebook examples: Big Bang', () => {
  it('Big Bang, example 1 (even, 4 players): A Sun 7, B Sun 5, C Saturn 7, D Collapsar 5 — every card face down, A takes the trick', () => {
    const game = Driver.from(
      table({ players: 4, hands: { [A]: [sun(7)], [B]: [sun(5)], [C]: [sat(7)], [D]: [col(5)] }, avoid: { [C]: ['sun'], [D]: ['sun'] } }),
    ).play(sun(7), sun(5), sat(7), col(5));
    expect(game.ctx.lastTrick!.plays.every((p) => !p.faceUp)).to.equal(true);
    expect(game.ctx.lastTrick).to.deep.include({ winner: A, bigBang: true, fieldCollision: null });
    expect(game.ctx.tricks).to.deep.equal([1, 0, 0, 0]);
    expect(game.ctx.turn).to.equal(A);
  });

  it("Big Bang, example 2 (odd, 3 players with the field): A Sun 7, B Sun 6, C Saturn 7; B's Sun 6 collides with a 6 of the field — A takes the trick", () => {
    const field = [col(2), neb(6), sat(9), blk(1)];
    const game = Driver.from(
      table({ players: 3, field, hands: { [A]: [sun(7), col(6)], [B]: [sun(6), col(8)], [C]: [sat(7), col(8, 1)] }, avoid: { [C]: ['sun'] } }),
    ).play(sun(7), sun(6), sat(7));
    const last = game.ctx.lastTrick!;
    expect(last.plays.map((p) => p.faceUp)).to.deep.equal([false, false, false]);
    expect(last).to.deep.include({ winner: A, bigBang: true, fieldCollision: 1 });
    expect(game.ctx.field.map((f) => f.faceUp)).to.deep.equal([true, false, true, true]);
    expect(game.ctx.tricks).to.deep.equal([1, 0, 0]);
  });

  it('Big Bang, example 2 (continued): the field card that collided stays face down and cannot collide again this round', () => {
    const field = [col(2), neb(6), sat(9), blk(1)];
    const game = Driver.from(
      table({ players: 3, field, hands: { [A]: [sun(7), col(6)], [B]: [sun(6), col(8)], [C]: [sat(7), col(8, 1)] }, avoid: { [C]: ['sun'] } }),
    ).play(sun(7), sun(6), sat(7));
    // A leads Collapsar 6; B and C collide their Collapsar 8s; A's 6 is the one card face up.
    game.play(col(6), col(8), col(8, 1));
    expect(game.ctx.lastTrick).to.deep.include({ winner: A, bigBang: false, fieldCollision: null });
    expect(game.ctx.lastTrick!.plays.map((p) => p.faceUp)).to.deep.equal([true, false, false]);
    expect(game.ctx.field.map((f) => f.faceUp)).to.deep.equal([true, false, true, true]);
  });
});

describe('Rulebook examples: Null (additional rule)', () => {
  /** A holds the four 9s and leads them; B, C, D must follow each suit, so A takes all four. */
  const deal = (nullRule: boolean) =>
    table({
      players: 4,
      nullRule,
      hands: {
        [A]: [sun(9), sat(9), col(9), neb(9)],
        [B]: [sun(1), sat(1), col(1), neb(1)],
        [C]: [sun(2), sat(2), col(2), neb(2)],
        [D]: [sun(3), sat(3), col(3), neb(3)],
      },
    });

  /** Plays the rest of the round, each seat its lowest legal card. */
  const finishRound = (game: Driver): void => {
    while (game.state.value === 'playing') game.play(legalCards(game.state, game.ctx.turn)[0]!);
  };

  const playNines = (game: Driver): void => {
    for (const nine of [sun(9), sat(9), col(9), neb(9)]) {
      game.play(nine);
      for (let k = 0; k < 3; k++) game.play(legalCards(game.state, game.ctx.turn)[0]!);
      expect(game.ctx.lastTrick?.winner).to.equal(A);
    }
  };

  it("Null example: A's taken tricks hold all four 9s, so A counts 0 for the round (previous rounds unchanged)", () => {
    const game = Driver.from(deal(true));
    playNines(game);
    expect(game.ctx.nines).to.deep.equal([4, 0, 0, 0]);
    finishRound(game);
    expect(game.state.value).to.equal('dealing');
    const round = game.ctx.rounds[0]!;
    expect(round.tricks[A]).to.be.at.least(4);
    expect(round.tricks.reduce((a, b) => a + b, 0)).to.equal(15);
    expect(round.nines).to.deep.equal([4, 0, 0, 0]);
    expect(round.counted).to.deep.equal([0, round.tricks[B], round.tricks[C], round.tricks[D]]);
    expect(game.ctx.totals).to.deep.equal(round.counted);
  });

  it("Null rule off: the same round counts A's tricks", () => {
    const game = Driver.from(deal(false));
    playNines(game);
    finishRound(game);
    const round = game.ctx.rounds[0]!;
    expect(round.counted).to.deep.equal(round.tricks);
    expect(game.ctx.totals[A]).to.be.at.least(4);
  });
});
