/** The rulebook clause by clause, on the pure functions of rules.ts. */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { card, DECK, isBlack, type CardId } from '../../../src/games/planet-tricks/cards.js';
import * as rules from '../../../src/games/planet-tricks/rules.js';
import type { FieldCard, Play } from '../../../src/games/planet-tricks/types.js';
import { blk, col, neb, played, sat, sun, trick } from '../../support/builders/planet.js';

/** Cards of `hand` that may be played onto `t`. */
const playable = (hand: CardId[], t: Play[], broken = false): CardId[] => hand.filter((c) => rules.playRefusal(hand, t, broken, c) === null);
const refusal = (hand: CardId[], t: Play[], c: CardId, broken = false) => rules.playRefusal(hand, t, broken, c);

describe('Must-Follow', () => {
  it('the Starting player may lead any planet card', () => {
    const hand = [sun(3), sat(5), col(9), neb(1), blk(2)];
    expect(playable(hand, [])).to.deep.equal([sun(3), sat(5), col(9), neb(1)]);
  });

  it('holding the suit of a face-up card, you must play that suit', () => {
    const hand = [sun(2), sun(8), sat(5), col(9)];
    const t = trick(['sun', 4, 'up']);
    expect(playable(hand, t)).to.deep.equal([sun(2), sun(8)]);
    expect(refusal(hand, t, sat(5))).to.deep.equal({ rule: 'must-follow', reason: 'Must-Follow: you hold Sun, so you must play Sun.' });
  });

  it('with several face-up suits you may play any card of those suits, and nothing else', () => {
    const hand = [sun(2), sat(5), col(9), neb(1)];
    const t = trick(['sun', 4, 'up'], ['saturn', 6, 'up']);
    expect(playable(hand, t)).to.deep.equal([sun(2), sat(5)]);
    expect(refusal(hand, t, col(9))?.reason).to.equal('Must-Follow: you hold Sun or Saturn, so you must play Sun or Saturn.');
  });

  it('with several face-up suits, the refusal names only the suits you hold', () => {
    const hand = [sat(5), col(9)];
    const t = trick(['sun', 4, 'up'], ['saturn', 6, 'up']);
    expect(playable(hand, t)).to.deep.equal([sat(5)]);
    expect(refusal(hand, t, col(9))?.reason).to.equal('Must-Follow: you hold Saturn, so you must play Saturn.');
  });

  it('face-down cards do not count: a collided suit need not be followed', () => {
    const hand = [sun(2), sat(5), col(9)];
    const t = trick(['sun', 7, 'down'], ['saturn', 7, 'down'], ['collapsar', 4, 'up']);
    expect(playable(hand, t)).to.deep.equal([col(9)]);
    const allDown = trick(['sun', 7, 'down'], ['sun', 7, 'down']);
    expect(playable(hand, allDown)).to.deep.equal(hand);
  });

  it('unable to follow, you may play any card, Black Cards included (even before the Break)', () => {
    const hand = [sat(5), col(9), blk(2)];
    const t = trick(['sun', 4, 'up']);
    expect(playable(hand, t, false)).to.deep.equal(hand);
  });

  it('a Black Card is no suit: a player who must follow cannot play a Black Card instead, even after the Break', () => {
    const hand = [sun(2), blk(7)];
    const t = trick(['sun', 4, 'up']);
    for (const broken of [false, true]) {
      expect(playable(hand, t, broken)).to.deep.equal([sun(2)]);
      expect(refusal(hand, t, blk(7), broken)?.rule).to.equal('must-follow');
    }
  });

  it('a face-up Black Card asks nobody to follow', () => {
    const hand = [sun(2), sat(5), blk(7)];
    expect(playable(hand, trick(['black', 5, 'up']), true)).to.deep.equal(hand);
    expect(playable(hand, trick(['black', 5, 'up'], ['saturn', 3, 'up']), true)).to.deep.equal([sat(5)]);
  });

  it('suitsToFollow lists the face-up planet suits once, in order of play', () => {
    const t = trick(['saturn', 2, 'up'], ['black', 4, 'up'], ['sun', 7, 'down'], ['saturn', 6, 'up'], ['nebula', 8, 'up']);
    expect(rules.suitsToFollow(t)).to.deep.equal(['saturn', 'nebula']);
  });
});

describe('Restrictions of Black Cards', () => {
  it('(*1) nothingFaceUp: the Starting player, or every card on the table face down', () => {
    expect(rules.nothingFaceUp([])).to.equal(true);
    expect(rules.nothingFaceUp(trick(['sun', 7, 'down'], ['sun', 7, 'down']))).to.equal(true);
    expect(rules.nothingFaceUp(trick(['sun', 7, 'down'], ['sun', 7, 'down'], ['saturn', 1, 'up']))).to.equal(false);
  });

  it('before the Break the Starting player cannot lead a Black Card', () => {
    const hand = [sun(2), blk(7)];
    expect(refusal(hand, [], blk(7))).to.deep.equal({
      rule: 'black-cards',
      reason: 'Black Cards: before the Break, no Black Card may be played while no card on the table is face up.',
    });
    expect(playable(hand, [])).to.deep.equal([sun(2)]);
  });

  it('before the Break no Black Card when every card played is face down', () => {
    const hand = [sun(2), blk(7)];
    expect(refusal(hand, trick(['sun', 7, 'down'], ['saturn', 7, 'down']), blk(7))?.rule).to.equal('black-cards');
  });

  it('except when the hand is only Black Cards', () => {
    const hand = [blk(1), blk(7)];
    expect(playable(hand, [])).to.deep.equal(hand);
    expect(playable(hand, trick(['sun', 7, 'down'], ['saturn', 7, 'down']))).to.deep.equal(hand);
  });

  it('after the Break, Black Cards may be played in (*1) too', () => {
    const hand = [sun(2), blk(7)];
    expect(playable(hand, [], true)).to.deep.equal(hand);
    expect(playable(hand, trick(['sun', 7, 'down'], ['saturn', 7, 'down']), true)).to.deep.equal(hand);
  });

  it('with a face-up card on the table, a player who cannot follow may play Black before the Break', () => {
    expect(playable([sat(2), blk(7)], trick(['black', 3, 'up']), false)).to.deep.equal([sat(2), blk(7)]);
  });

  it('property: a non-empty hand always has a playable card', () => {
    const cards = fc.shuffledSubarray([...DECK], { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(cards, fc.nat(5), fc.boolean(), (all, tableSize, broken) => {
        const t = played(0, 6, ...all.slice(0, Math.min(tableSize, all.length - 1)));
        const hand = all.slice(t.length);
        expect(playable(hand, t, broken).length).to.be.above(0);
      }),
      { numRuns: 500, seed: 4 },
    );
  });
});

describe('Collision', () => {
  it('a card of the same rank as a face-up card turns both face down at once', () => {
    expect(played(0, 4, sun(7), sat(7))).to.deep.equal([
      { seat: 0, card: sun(7), faceUp: false },
      { seat: 1, card: sat(7), faceUp: false },
    ]);
  });

  it('the two copies of a card collide', () => {
    expect(played(0, 4, sun(7), sun(7, 1)).every((p) => !p.faceUp)).to.equal(true);
  });

  it('other ranks are untouched', () => {
    expect(played(0, 4, sun(7), sun(5), sat(7)).map((p) => p.faceUp)).to.deep.equal([false, true, false]);
  });

  it('a face-down card does not collide again: a third card of that rank stays face up', () => {
    expect(played(0, 4, sun(7), sat(7), col(7)).map((p) => p.faceUp)).to.deep.equal([false, false, true]);
  });

  it('Black Cards collide with any card of equal rank', () => {
    expect(played(0, 4, sun(3), blk(3)).map((p) => p.faceUp)).to.deep.equal([false, false]);
    expect(played(0, 4, blk(5), neb(5)).map((p) => p.faceUp)).to.deep.equal([false, false]);
  });

  it('collisionWith names the face-up card hit, or -1', () => {
    const t = trick(['sun', 7, 'down'], ['saturn', 5, 'up'], ['sun', 9, 'up']);
    expect(rules.collisionWith(t, col(5))).to.equal(1);
    expect(rules.collisionWith(t, col(7))).to.equal(-1);
    expect(rules.collisionWith(t, blk(1))).to.equal(-1);
  });

  it('placeCard does not change the trick it is given', () => {
    const t = trick(['sun', 7, 'up']);
    const copy = structuredClone(t);
    rules.placeCard(t, 1, sat(7));
    expect(t).to.deep.equal(copy);
  });

  it('property: after any sequence of plays no two face-up cards share a rank', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...DECK], { minLength: 1, maxLength: 6 }), (cards) => {
        const up = played(0, 6, ...cards)
          .filter((p) => p.faceUp)
          .map((p) => card(p.card).rank);
        expect(new Set(up).size).to.equal(up.length);
      }),
      { numRuns: 500, seed: 5 },
    );
  });
});

describe('Field collision (odd numbers of players)', () => {
  const field = (...cards: [CardId, boolean][]): FieldCard[] => cards.map(([c, faceUp]) => ({ card: c, faceUp }));

  it('when exactly one card is face up, it collides with the first face-up field card of its rank', () => {
    const t = trick(['sun', 7, 'down'], ['sun', 6, 'up'], ['saturn', 7, 'down']);
    expect(rules.fieldCollisionWith(t, field([col(2), true], [neb(6), true], [sat(6), true], [sun(1), true]))).to.equal(1);
  });

  it('a face-down field card is used up: the next face-up one of that rank is taken, else none', () => {
    const t = trick(['sun', 6, 'up']);
    expect(rules.fieldCollisionWith(t, field([neb(6), false], [sat(6), true], [col(2), true], [sun(1), true]))).to.equal(1);
    expect(rules.fieldCollisionWith(t, field([neb(6), false], [sat(6), false], [col(2), true], [sun(1), true]))).to.equal(-1);
  });

  it('no field collision with two or more face-up cards, or none', () => {
    const f = field([neb(6), true], [sat(5), true], [col(2), true], [sun(1), true]);
    expect(rules.fieldCollisionWith(trick(['sun', 6, 'up'], ['sun', 5, 'up'], ['saturn', 8, 'up']), f)).to.equal(-1);
    expect(rules.fieldCollisionWith(trick(['sun', 7, 'down'], ['saturn', 7, 'down'], ['sun', 3, 'up'], ['saturn', 3, 'down'], ['sun', 6, 'up']), f)).to.equal(
      -1,
    );
    expect(rules.fieldCollisionWith(trick(['sun', 7, 'down'], ['saturn', 7, 'down']), f)).to.equal(-1);
  });

  it('a lone face-up Black Card collides with a field card of its rank', () => {
    const t = trick(['sun', 7, 'down'], ['black', 2, 'up'], ['saturn', 7, 'down']);
    expect(rules.fieldCollisionWith(t, field([sat(8), true], [neb(2), true], [col(2), true], [sun(1), true]))).to.equal(1);
  });
});

describe('Who takes the trick', () => {
  it('the highest rank of the most numerous face-up suit, even against a higher card of another suit', () => {
    expect(rules.trickWinner(trick(['sun', 3, 'up'], ['sun', 8, 'up'], ['saturn', 9, 'up'], ['sun', 5, 'up']), 0)).to.deep.equal({ winner: 1, bigBang: false });
  });

  it('several suits tie for most cards: the highest card among all of them', () => {
    const t = trick(['sun', 4, 'up'], ['saturn', 6, 'up'], ['saturn', 8, 'up'], ['sun', 7, 'up'], ['collapsar', 9, 'down']);
    expect(rules.trickWinner(t, 0).winner).to.equal(2);
  });

  it('a tie of one card each: the highest card on the table', () => {
    expect(rules.trickWinner(trick(['sun', 4, 'up'], ['saturn', 6, 'up'], ['nebula', 2, 'up']), 0).winner).to.equal(1);
  });

  it('a face-up Black Card wins regardless of suit counts: the highest Black Card takes', () => {
    const t = trick(['sun', 5, 'up'], ['black', 1, 'up'], ['sun', 8, 'up'], ['black', 3, 'up'], ['sun', 9, 'up']);
    expect(rules.trickWinner(t, 0)).to.deep.equal({ winner: 3, bigBang: false });
  });

  it('a face-down Black Card counts for nothing', () => {
    const t = trick(['sun', 5, 'up'], ['black', 3, 'down'], ['sun', 3, 'down'], ['saturn', 8, 'up']);
    expect(rules.trickWinner(t, 0).winner).to.equal(3);
  });

  it('face-down cards count for nothing, neither for suit counts nor rank', () => {
    const t = trick(['sun', 9, 'down'], ['saturn', 2, 'up'], ['sun', 8, 'down'], ['sun', 6, 'down'], ['nebula', 9, 'down'], ['sun', 6, 'down']);
    expect(rules.trickWinner(t, 0).winner).to.equal(1);
  });

  it('Big Bang: every card face down, the Starting player of the trick takes it', () => {
    const t = trick(['sun', 7, 'down', 2], ['sun', 5, 'down', 3], ['saturn', 7, 'down', 0], ['collapsar', 5, 'down', 1]);
    expect(rules.trickWinner(t, 2)).to.deep.equal({ winner: 2, bigBang: true });
  });

  it('property: the taker played a face-up card of the winning kind, unless it is a Big Bang', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...DECK], { minLength: 3, maxLength: 6 }), fc.nat(5), (cards, lead) => {
        const n = cards.length;
        const leader = lead % n;
        const t = played(leader, n, ...cards);
        const { winner, bigBang } = rules.trickWinner(t, leader);
        const up = t.filter((p) => p.faceUp);
        expect(bigBang).to.equal(up.length === 0);
        if (bigBang) {
          expect(winner).to.equal(leader);
          return;
        }
        const mine = up.find((p) => p.seat === winner)!;
        expect(mine).to.not.equal(undefined);
        if (up.some((p) => isBlack(p.card))) {
          expect(isBlack(mine.card)).to.equal(true);
          for (const p of up.filter((q) => isBlack(q.card))) expect(card(p.card).rank).to.be.at.most(card(mine.card).rank);
        } else {
          const count = (s: string) => up.filter((p) => card(p.card).suit === s).length;
          const mySuit = card(mine.card).suit;
          for (const p of up) {
            expect(count(card(p.card).suit)).to.be.at.most(count(mySuit));
            if (count(card(p.card).suit) === count(mySuit)) expect(card(p.card).rank).to.be.at.most(card(mine.card).rank);
          }
        }
      }),
      { numRuns: 1000, seed: 6 },
    );
  });
});

describe('Null rule (additional rule)', () => {
  it('ninesIn counts the planet 9s among every card of the trick, face down included', () => {
    expect(rules.ninesIn(trick(['sun', 9, 'up'], ['saturn', 9, 'down'], ['black', 8, 'up'], ['nebula', 4, 'up']))).to.equal(2);
  });

  it('with the rule on, a seat whose tricks hold all four 9s counts 0; others count their tricks', () => {
    expect(rules.countedTricks([5, 3, 7], [4, 0, 0], true)).to.deep.equal([0, 3, 7]);
    expect(rules.countedTricks([5, 3, 7], [3, 1, 0], true)).to.deep.equal([5, 3, 7]);
  });

  it('with the rule off, every trick counts', () => {
    expect(rules.countedTricks([5, 3, 7], [4, 0, 0], false)).to.deep.equal([5, 3, 7]);
  });
});

describe('End of game and the next Starting player', () => {
  it('the game ends when any total reaches the end-game number (equal or more)', () => {
    expect(rules.gameOver([19, 0, 5])).to.equal(false);
    expect(rules.gameOver([20, 0, 5])).to.equal(true);
    expect(rules.gameOver([3, 16, 5, 0])).to.equal(true);
    expect(rules.gameOver([3, 14, 5, 0])).to.equal(false);
    expect(rules.gameOver([0, 0, 0, 0, 12])).to.equal(true);
    expect(rules.gameOver([9, 9, 9, 9, 9, 9])).to.equal(false);
    expect(rules.gameOver([10, 9, 9, 9, 9, 9])).to.equal(true);
  });

  it('fewest: every seat with the lowest total', () => {
    expect(rules.fewest([4, 2, 7, 2])).to.deep.equal([1, 3]);
    expect(rules.fewest([4, 2, 7])).to.deep.equal([1]);
  });

  it('next Starting player: the one seat with the fewest total tricks', () => {
    expect(rules.nextRoundStarter([4, 2, 7, 3], 0)).to.equal(1);
    expect(rules.nextRoundStarter([4, 2, 7, 3], 1)).to.equal(1);
  });

  it('ties: the first tied seat clockwise from the seat after the previous Starting player', () => {
    expect(rules.nextRoundStarter([2, 5, 2, 2], 0)).to.equal(2);
    expect(rules.nextRoundStarter([2, 5, 2, 2], 2)).to.equal(3);
    expect(rules.nextRoundStarter([2, 5, 2, 2], 3)).to.equal(0);
    expect(rules.nextRoundStarter([0, 0, 0], 2)).to.equal(0);
  });

  it('ties: the previous Starting player comes last among the tied', () => {
    expect(rules.nextRoundStarter([1, 1, 1, 1], 1)).to.equal(2);
    expect(rules.nextRoundStarter([1, 3, 3, 1], 0)).to.equal(3);
    expect(rules.nextRoundStarter([1, 3, 3, 1], 3)).to.equal(0);
  });

  it('nextSeat goes clockwise and wraps', () => {
    expect(rules.nextSeat(2, 4)).to.equal(3);
    expect(rules.nextSeat(3, 4)).to.equal(0);
  });
});
