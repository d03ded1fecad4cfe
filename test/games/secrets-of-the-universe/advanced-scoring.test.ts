/**
 * Scoring the Advanced Version: +5 for each Bonus Card set aside, none for a 0 or Divinity in a meld;
 * the packets (each 3-Set of 8s in turn order from the dealer, then a unity of Magic 8s, the topmost
 * packet first; +5 a Bonus Card in it, the first twice for a concealed unity of Magic 8s; no coin);
 * the Duel for Magic 5-Sequences from the bottommost packet; the 1,100-point limit; 11+ Aces, always
 * going out, Divinity as the 11th only for its owner going out fully; Ultimate 11+ Aces winning the
 * match at once; and joining two sequences that each hold a Plain 0 (FAQ).
 */
import { expect } from '@open-wc/testing';
import { bestArrangement } from '../../../src/games/secrets-of-the-universe/scorer.js';
import { A, B, C, D, discard, draw, type Driver, given, goOut } from '../../support/builders/secrets.js';
import { aside, bonusCards, driveAdvanced, pickUpBonus } from './support/advanced.js';

/** The game just scored (the next one is dealt at once). */
const last = (d: Driver) => d.ctx.games.at(-1)!;

describe('Advanced scoring: packets instead of coins, and the Duel from the packets', () => {
  const spec = {
    players: 4,
    dealer: A,
    hands: { [A]: 'E8 F8 W8 M8 M8 M8 E1 E2 E3 F5 F6 F7', [B]: 'M1 M2 M3 M4 M5 E7 E7 F9 A2 W4 A6 F3' },
    tops: { 0: 'W9' },
    packets: { 0: 'Divinity E2 F2 W9 A4', 4: 'P0 S0', 5: 'Void' },
  };

  it('a 3-Set of 8s takes the topmost packet, the unity of Magic 8s the next; each Bonus Card +5, the first twice for a concealed unity of Magic 8s', () => {
    const d = driveAdvanced(spec);
    d.do(draw, A).do(goOut, A);
    d.settle();
    const g = last(d);
    expect(g.coins, 'no coin in the Advanced Version').to.deep.equal([]);
    expect(g.packets.map((p) => [p.seat, g.hands[p.seat]!.melds[p.meld]!.kind, p.packet, p.points])).to.deep.equal([
      [A, 'set', 5, 5],
      [A, 'unity', 4, 15],
    ]);
    expect(g.packets[0]!.cards!.slice(0, 1)).to.deep.equal(['Void']);
    expect(g.scores[A]).to.equal(10 + 5 + 60 + 15 + 10 + 10);
  });

  it('the Duel for Magic 5-Sequences takes cards from the bottommost packet: before the dealer, across, after, the dealer, a Bonus Card skipped', () => {
    const d = driveAdvanced(spec);
    d.do(draw, A).do(goOut, A).settle();
    const duel = last(d).duel!;
    expect(duel.rounds).to.deep.equal([['A4', 'W9', 'F2', 'E2']]);
    expect(duel.winners).to.deep.equal([B]);
    expect(last(d).hands[B]!.melds.some((m) => m.kind === 'sequence' && m.cards.length === 5)).to.equal(true);
  });

  it('a 4-Set of 8s takes no packet', () => {
    const d = driveAdvanced({ ...spec, hands: { [A]: 'E8 F8 W8 A8 E1 E2 E3 F5 F6 F7 M2 M3' }, tops: { 0: 'M4' } });
    d.do(draw, A).do(goOut, A).settle();
    expect(last(d).packets).to.deep.equal([]);
  });
});

describe('Advanced scoring: Bonus Cards set aside', () => {
  it("+5 for each Bonus Card set aside, the dealer's face-down ones included; FAQ: none for a 0 in a meld", () => {
    const d = driveAdvanced({
      players: 4,
      dealer: A,
      hands: { [A]: 'P0 E1 E2 F5 F6 F7 W7 W8 W9 A1 A2 A3' },
      tops: { 0: 'M5' },
      faceDownSetAside: 'Void',
      setAside: { [B]: 'Eternity' },
    });
    d.do(draw, A).do(goOut, A).settle();
    const g = last(d);
    expect(g.hands[A]!.setAside).to.deep.equal(['Void']);
    expect(g.hands[B]!.setAside).to.deep.equal(['Eternity']);
    expect(g.hands[A]!.melds.find((m) => m.cards.some((c) => c.code === 'P0'))!.points).to.deep.equal({ low: 10, high: 10 });
    expect(g.scores[A]).to.equal(40 + 5);
    expect(g.scores[B]).to.equal(g.hands[B]!.melds.reduce((t, m) => t + m.points.low, 0) + 5);
  });
});

describe('Advanced scoring: the limit and 11+ Aces', () => {
  it('11+ Aces are worth the limit, 1,100; a game never scores more (here with a Void set aside besides)', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'E1 E1 E1 E1 F1 F1 F1 F1 W1 W1 W1 E5' }, tops: { 0: 'F9' }, faceDownSetAside: 'Void' });
    d.do(draw, A);
    expect(d.view(A).goOut!.legal).to.equal(true);
    d.do(goOut, A).settle();
    const g = last(d);
    expect(g.hands[A]!.melds.find((m) => m.kind === 'aces')!.points).to.deep.equal({ low: 1100, high: 1100 });
    expect(g.scores[A]).to.equal(1100);
  });

  it('11+ Aces may always go out, whatever else is left out', () => {
    const a = bestArrangement(bonusCards('E1 E1 E1 E1 F1 F1 F1 F1 W1 W1 W1 E5 F7 A9'), { version: 'advanced', goal: 'out' })!;
    expect(a.out).to.equal(true);
    expect(a.unmelded).to.have.length(3);
  });

  it('Divinity is the 11th 1 only for the player who set it aside and goes out fully with it', () => {
    const hand = 'E1 E1 E1 E1 F1 F1 F1 F1 W1 W1 E5 E5';
    const own = driveAdvanced({ players: 4, dealer: A, hands: { [A]: hand }, setAside: { [A]: 'Divinity' } });
    own
      .do(pickUpBonus([aside(A, 'Divinity')], 'E1 E1 E1 E1 F1 F1 F1 F1 W1 W1'), A)
      .do(goOut, A)
      .settle();
    expect(last(own).hands[A]!.melds.find((m) => m.kind === 'aces')!.cards).to.have.length(11);
    expect(last(own).scores[A]).to.equal(1100);
    const other = driveAdvanced({ players: 4, dealer: A, hands: { [A]: hand }, setAside: { [C]: 'Divinity' } });
    given(other.state)
      .when(A, pickUpBonus([aside(C, 'Divinity')], 'E1 E1 E1 E1 F1 F1 F1 F1 W1 W1'))
      .refused('aces', /only if you set it aside/);
  });

  it("Ultimate 11+ Aces (every suit a pair, the 11th a Magic 1) wins the whole match at once: everyone else's total is zero", () => {
    const d = driveAdvanced({ players: 4, dealer: B, matchLength: 8, hands: { [B]: 'E1 E1 F1 F1 W1 W1 A1 A1 M1 M1 M1 E5' }, tops: { 1: 'E5' } });
    d.do(draw, B).do(goOut, B).settle();
    expect(d.step).to.equal('matchOver');
    expect(d.ctx.games).to.have.length(1);
    expect(d.ctx.totals).to.deep.equal([0, 1100, 0, 0]);
    expect(d.ctx.winners).to.deep.equal([B]);
    expect(d.view(A).reveal!.hands[B]!.ultimate).to.equal(true);
  });
});

describe('Advanced Version FAQ: joining two exposed sequences that each hold a Plain 0', () => {
  it('makes the 10-Sequence, and the second Plain 0 is set aside again: the only card ever to leave an exposed meld', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'E2', [B]: 'P0 E1 E3 E4 E6 E7 E8 E9 P0', [C]: 'E5' } });
    d.do(draw, A).do(discard('E2'), A).settle();
    d.do(pickUpBonus([], 'P0 E1 E3 E4', [{ area: A, index: 0 }]), B)
      .do(discard(d.ctx.hands[B]!.find((c) => c!.code !== 'P0' && !c!.code.startsWith('E'))!.code), B)
      .settle();
    d.do(draw, C).do(discard('E5'), C).settle();
    d.do(draw, D)
      .do(discard(d.ctx.hands[D]!.at(-1)!.code), D)
      .settle();
    d.do(draw, A)
      .do(discard(d.ctx.hands[A]!.at(-1)!.code), A)
      .settle();
    d.do(pickUpBonus([], 'E6 E7 E8 E9 P0', [{ area: C, index: 0 }]), B);
    expect(d.ctx.exposed[B]!.map((m) => m.cards.length)).to.deep.equal([5, 6]);
    d.do({ type: 'joinMelds', melds: [0, 1] }, B);
    expect(d.ctx.exposed[B]!.map((m) => m.cards.length)).to.deep.equal([10]);
    expect(d.ctx.aside[B]).to.deep.equal(['P0']);
  });
});
