/**
 * Rules for Two or Three Players, and the turn order: dummies, whose turn it is over many turns
 * (through turnAt and through whole games driven by the host), and the dealer's rotation.
 */
import { expect } from '@open-wc/testing';
import { dealerOf, dummyCount, nextDealer, places, turnAt, turnName } from '../../../src/games/secrets-of-the-universe/turns.js';
import type { Turn } from '../../../src/games/secrets-of-the-universe/types.js';
import { Driver, names, table } from '../../support/builders/secrets.js';

/** Turns written as letters: seats A B C D, dummies x and y. */
const letters = (turns: readonly Turn[]): string => turns.map((t) => ('seat' in t ? 'ABCD'[t.seat] : 'xy'[t.dummy])).join('');
const sequence = (players: number, dealer: number, count: number): string => letters(Array.from({ length: count }, (_, k) => turnAt(players, dealer, k)));

describe('Secrets of the Universe: Rules for Two or Three Players', () => {
  it('four places at the table: two dummies for 2 players (sitting between them), one for 3, none for 4', () => {
    expect([2, 3, 4].map(dummyCount)).to.deep.equal([2, 1, 0]);
    expect(letters(places(2))).to.equal('AxBy');
    expect(letters(places(3))).to.equal('ABCx');
    expect(letters(places(4))).to.equal('ABCD');
  });

  it('4 players: from the dealer, counterclockwise (seat + 1), over and over', () => {
    expect(sequence(4, 0, 12)).to.equal('ABCDABCDABCD');
    expect(sequence(4, 2, 10)).to.equal('CDABCDABCD');
  });

  it('2 players sit opposite: dealer, dummy, the other player, the other dummy, and again', () => {
    expect(sequence(2, 0, 16)).to.equal('AxByAxByAxByAxBy');
    expect(sequence(2, 1, 16)).to.equal('ByAxByAxByAxByAx');
    // Every other turn is a dummy's, for as long as a game lasts.
    const long = sequence(2, 0, 400);
    for (let k = 0; k < 400; k++) expect('xy'.includes(long[k]!), `turn ${k}`).to.equal(k % 2 === 1);
  });

  it('3 players: three real turns, a dummy turn, then four real turns and a dummy turn, alternately', () => {
    expect(sequence(3, 0, 23)).to.equal('ABCx' + 'ABCAx' + 'BCABx' + 'CABCx' + 'ABCA');
    expect(sequence(3, 1, 14)).to.equal('BCAx' + 'BCABx' + 'CABCx');
    expect(sequence(3, 2, 9)).to.equal('CABx' + 'CABCx');
  });

  it('3 players: the dummy takes turn 4 and every 5th turn after; the real players keep their own cyclic order', () => {
    const long = sequence(3, 1, 500);
    const dummyAt = [...long].flatMap((c, k) => (c === 'x' ? [k] : []));
    expect(dummyAt.slice(0, 5)).to.deep.equal([3, 8, 13, 18, 23]);
    expect(dummyAt.every((k) => k % 5 === 3)).to.equal(true);
    expect(dummyAt.length).to.equal(100);
    const real = long.replace(/x/g, '');
    expect(real).to.equal('BCA'.repeat(real.length / 3 + 1).slice(0, real.length));
  });

  it('names the dummies: "the dummy" with 3 players, "Dummy 1" and "Dummy 2" with 2', () => {
    expect(turnName(names(3), { dummy: 0 })).to.equal('the dummy');
    expect(turnName(names(2), { dummy: 1 })).to.equal('Dummy 2');
    expect(turnName(names(2), { seat: 1 })).to.equal('Bob');
  });

  it('the dealer rotates counterclockwise among the real players between games', () => {
    expect([0, 1, 2, 3].map((s) => nextDealer(s, 4))).to.deep.equal([1, 2, 3, 0]);
    expect([1, 2, 3, 4, 5].map((g) => dealerOf(2, g, 3))).to.deep.equal([2, 0, 1, 2, 0]);
    expect([1, 2, 3].map((g) => dealerOf(1, g, 2))).to.deep.equal([1, 0, 1]);
  });
});

describe('Secrets of the Universe: whose turn it is in a game the host runs', () => {
  /** Plays `turns` turns of a real game, each person drawing from the deck and discarding the drawn card. */
  function played(players: number, dealer: number, turns: number): string {
    const game = Driver.from(table({ players, dealer })).settle();
    const seen: Turn[] = [];
    while (seen.length < turns) {
      const before = game.log.length;
      game.turn('drawn');
      for (const e of game.log.slice(before)) {
        if (e.type === 'card.discarded') seen.push({ seat: e.seat });
        if (e.type === 'dummy.discarded') seen.push({ dummy: e.dummy });
      }
    }
    return letters(seen.slice(0, turns));
  }

  it('2 players: each person turn is followed by a dummy discarding the top card of the deck', () => {
    expect(played(2, 0, 40)).to.equal('AxBy'.repeat(10));
    expect(played(2, 1, 12)).to.equal('ByAx'.repeat(3));
  });

  it('3 players: the dummy slots in after 3, then every 4 real turns', () => {
    expect(played(3, 0, 33)).to.equal(sequence(3, 0, 33));
    expect(played(3, 2, 21)).to.equal('CABxCABCxABCAxBCABxCA');
  });

  it('4 players: no dummy', () => {
    expect(played(4, 3, 9)).to.equal('DABCDABCD');
  });
});
