/**
 * The Advanced Version's start of a game: all 192 cards; the formal procedure (quarters of 48, six
 * packets of eight from the bottom two cards of each quarter, six cards to each player from each of
 * the two closest quarters, the face-down card from the dealer's left); Public Bonus Cards in a
 * starting hand set aside and replaced from the player's right; a Bonus Card turned up face down set
 * aside for the dealer and replaced from the dealer's left until a card of a suit comes up; then each
 * player's window for Private Bonus Cards, in turn order from the dealer; and what each seat sees.
 */
import { expect } from '@open-wc/testing';
import { BONUS, deckOf, isBonus, isPublic, type CardCode } from '../../../src/games/secrets-of-the-universe/cards.js';
import { stepOf } from '../../../src/games/secrets-of-the-universe/index.js';
import { dealAdvanced, leftOfDealer, PACKET_SIZE, PACKETS } from '../../../src/games/secrets-of-the-universe/advanced/layout.js';
import { dealtFrom, placeOf } from '../../../src/games/secrets-of-the-universe/intermediate/layout.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { createRandom, type Random } from '../../../src/kernel/random.js';
import { A, B, C, D, game, given, stateOf } from '../../support/builders/secrets.js';
import { duelWonBy } from '../../support/builders/secrets-table.js';
import { advancedLayout, advancedTable, atPrivates, createdAdvanced, driveAdvanced, setAsideCard } from './support/advanced.js';

/** A Random whose shuffle returns the deck in a chosen order (its first 192 cards). */
const fixed = (order: readonly CardCode[]): Random => ({ ...createRandom('fixed'), shuffle: <T>() => order.slice() as unknown as T[] });

describe('Advanced Version: the cards and the options', () => {
  it('plays all 192 cards: 180 of the five suits and the twelve Bonus Cards (four Voids, four Plain 0s, the Special 0, Divinity, Eternity, Infinity)', () => {
    const deck = deckOf('advanced');
    expect(deck).to.have.length(192);
    expect(deck.filter(isBonus).sort()).to.deep.equal(['Divinity', 'Eternity', 'Infinity', 'P0', 'P0', 'P0', 'P0', 'S0', 'Void', 'Void', 'Void', 'Void']);
    expect(BONUS.filter((b) => isPublic(b.code)).map((b) => b.code)).to.deep.equal(['S0', 'Divinity', 'Eternity', 'Infinity']);
  });

  it('is chosen with version "advanced"; the Expert Addition with expert: true; the claim window and the windows for Private Bonus Cards last claimMs', () => {
    expect(game.checkOptions({ version: 'advanced', matchLength: 8, expert: true, claimMs: 5000 }, 3)).to.equal(null);
    const d = atPrivates({ players: 4, claimMs: 5000 });
    expect(d.step).to.equal('privates');
    expect(game.timeout!(d.state)).to.equal(5000);
  });
});

describe('Advanced Version: the formal procedure of the deal', () => {
  // The deck in order: quarter q holds cards q*48 to q*48+47, top first.
  const order: CardCode[] = [...deckOf('advanced').filter((c) => !isBonus(c)), ...deckOf('advanced').filter(isBonus)];

  it("cuts four quarters of 48, forms six packets of eight from the two bottom cards of each quarter (the dealer's right quarter first), deals six from each closest quarter", () => {
    // Put the Bonus Cards where they change nothing: deep in the quarters, not in hands.
    const deck = order.slice(0, 180);
    deck.splice(20, 0, ...order.slice(180));
    const e = dealAdvanced(4, 1, B, fixed(deck));
    const quarter = (q: number) => deck.slice(q * 48, (q + 1) * 48);
    const first = placeOf(4, { seat: B });
    expect(e.packets).to.have.length(PACKETS);
    e.packets!.forEach((p, k) => {
      expect(p).to.have.length(PACKET_SIZE);
      // Packet k takes the cards 2k and 2k+1 from the bottom of each quarter, the dealer's right quarter first.
      const expected = [0, 1, 2, 3].flatMap((i) => {
        const q = quarter((first + i) % 4);
        return [q[47 - 2 * k]!, q[46 - 2 * k]!];
      });
      expect(p, `packet ${k}`).to.deep.equal(expected);
    });
    // Each player: the top six of the quarter at their right, then of the one at their left.
    expect(e.hands[B]).to.deep.equal([...quarter(1).slice(0, 6), ...quarter(0).slice(0, 6)]);
    expect(e.hands[C]).to.deep.equal([...quarter(2).slice(0, 6), ...quarter(1).slice(6, 12)]);
    expect(e.faceDown, "the face-down card from the quarter at the dealer's left").to.equal(quarter(leftOfDealer(4, B))[12]);
    expect(e.quarters.map((q) => q.length)).to.deep.equal(dealtFrom(4, B).map((g) => 36 - g));
    expect([...e.hands.flat(), e.faceDown, ...e.quarters.flat(), ...e.packets!.flat()].sort()).to.deep.equal(deckOf('advanced').slice().sort());
  });

  for (const players of [2, 3, 4]) {
    it(`${players} players: every card dealt is in a hand, the quarters, the packets, set aside, or face down; no Public Bonus Card in a hand`, () => {
      for (let k = 0; k < 20; k++) {
        const e = dealAdvanced(players, 1, k % players, createRandom(`deal-${players}`, k));
        const all = [...e.hands.flat(), e.faceDown, ...e.quarters.flat(), ...e.packets!.flat(), ...e.setAside!.flat(), ...e.faceDownSetAside!];
        expect(all.sort()).to.deep.equal(deckOf('advanced').slice().sort());
        expect(e.hands.flat().some((c) => c !== null && isPublic(c))).to.equal(false);
        expect(isBonus(e.faceDown!)).to.equal(false);
        expect(e.hands.every((h) => h.length === 12)).to.equal(true);
      }
    });
  }

  it("a Public Bonus Card in a starting hand is set aside and replaced from the quarter at that player's right (a Public replacement in turn)", () => {
    const deck = order.slice(0, 180);
    // Seat A (place 0) takes quarter 0's top six, B the next six; Divinity among A's, and quarter 0's 13th card, A's replacement, is Eternity.
    deck.splice(0, 0, 'Divinity');
    deck.splice(12, 0, 'Eternity');
    deck.push('S0', 'Infinity', 'Void', 'Void', 'Void', 'Void', 'P0', 'P0', 'P0', 'P0');
    const e = dealAdvanced(4, 1, A, fixed(deck));
    expect(e.setAside![A]).to.deep.equal(['Divinity', 'Eternity']);
    expect(e.hands[A]).to.include(deck[13]!);
    expect(e.hands[A]!.some((c) => c !== null && isPublic(c))).to.equal(false);
  });

  it("a Bonus Card turned up as the face-down card is set aside for the dealer and replaced from the dealer's left, again until a card of a suit comes up", () => {
    const deck = order.slice(0, 180);
    // The dealer's left quarter gives six to the dealer and six to the player before; its 13th card is the face-down one.
    deck.splice(leftOfDealer(4, A) * 48 + 12, 0, 'Void', 'P0');
    deck.push('S0', 'Divinity', 'Eternity', 'Infinity', 'Void', 'Void', 'Void', 'P0', 'P0', 'P0');
    const e = dealAdvanced(4, 1, A, fixed(deck));
    expect(e.faceDownSetAside).to.deep.equal(['Void', 'P0']);
    expect(isBonus(e.faceDown!)).to.equal(false);
    const s = stateOf([createdAdvanced(4), duelWonBy(4, A), e]);
    expect(s.context.aside[A], 'they belong to the dealer').to.deep.equal([...e.setAside![A]!, 'Void', 'P0']);
  });

  it('a deal that keeps a Public Bonus Card in a hand, shows a Bonus Card face down, or leaves a quarter the wrong size is a fault', () => {
    const base = [createdAdvanced(4), duelWonBy(4, A)];
    const ok = advancedLayout({ players: 4, dealer: A, hands: { [B]: 'E1' } });
    expect(stateOf([...base, ok]).context.fault).to.equal(null);
    const withPublic = { ...ok, hands: ok.hands.map((h, s) => (s === B ? ['Divinity' as CardCode, ...h.slice(1)] : h)) };
    expect(game.evolve(stateOf(base), withPublic).context.fault).to.match(/Public Bonus Card in a starting hand|dealt/);
    expect(game.evolve(stateOf(base), { ...ok, faceDown: 'Void' }).context.fault).to.match(/face-down card|dealt/);
    expect(game.evolve(stateOf(base), { ...ok, quarters: ok.quarters.map((q, i) => (i === 0 ? q.slice(1) : q)) }).context.fault).to.match(/each quarter/);
    expect(game.evolve(stateOf(base), { ...ok, packets: ok.packets!.slice(1) }).context.fault).to.match(/packets/);
  });
});

describe('Advanced Version: Private Bonus Cards at the start', () => {
  // A claim window of 3 s: the windows wait for their players.
  const spec = { players: 4, dealer: B, claimMs: 3000, hands: { [B]: 'Void P0 E1 E2', [C]: 'Void', [A]: 'P0' }, tops: { 1: 'E5 E6', 2: 'Divinity F7' } };

  it('in turn order from the dealer each player decides whether to set aside Private Bonus Cards; a window closes when its player passes or its time is up', () => {
    const d = atPrivates(spec);
    expect(d.step).to.equal('privates');
    expect(d.view(A).bonus!.privates).to.deep.equal({ seat: B, durationMs: 3000 });
    expect(d.legalCommands(B)).to.deep.equal([setAsideCard('Void'), setAsideCard('P0'), { type: 'pass' }]);
    expect(d.legalCommands(C)).to.deep.equal([]);
    given(d.state)
      .when(C, setAsideCard('Void'))
      .refused('privates', /Bob is deciding/);
    d.do({ type: 'pass' }, B);
    expect(d.ctx.privates).to.equal(C);
    expect(d.advanceNow(), 'nothing before the time is up').to.deep.equal([]);
    d.timeUp();
    expect(d.log.at(-1)).to.deep.equal({ type: 'privates.closed', seat: C });
    expect(d.ctx.privates).to.equal(D);
  });

  it("a Private Bonus Card set aside is replaced from the player's right quarter; a Public replacement is set aside at once and replaced too", () => {
    const d = atPrivates(spec);
    given(d.state).when(B, setAsideCard('Void')).then({ type: 'bonus.setAside', seat: B, card: 'Void', replacement: 'E5' });
    d.do(setAsideCard('Void'), B).do({ type: 'pass' }, B);
    d.do(setAsideCard('Void'), C);
    expect(d.log.slice(-2)).to.deep.equal([
      { type: 'bonus.setAside', seat: C, card: 'Void', replacement: 'Divinity' },
      { type: 'bonus.setAside', seat: C, card: 'Divinity', replacement: 'F7' },
    ]);
    expect(d.ctx.aside[C]).to.deep.equal(['Void', 'Divinity']);
    expect(d.ctx.hands[C]!.length).to.equal(12);
  });

  it('what each seat sees: its own replacement only; the packets and the deck nobody', () => {
    const d = atPrivates(spec);
    d.do(setAsideCard('Void'), B);
    const e = d.log.at(-1)!;
    for (let seat = SPECTATOR; seat < 4; seat++) expect(game.redact(e, seat)).to.deep.equal(seat === B ? e : { ...e, replacement: null });
    const layout = d.log.find((x) => x.type === 'layout.dealt')!;
    for (let seat = SPECTATOR; seat < 4; seat++) {
      const r = game.redact(layout, seat) as typeof layout;
      expect(r.packets!.flat().every((c) => c === null)).to.equal(true);
      expect(r.setAside, 'the set-aside Public Bonus Cards are public').to.deep.equal(layout.setAside);
    }
  });

  it('after the last window the dealer takes the first turn; the dealer may still set aside on that turn', () => {
    const d = driveAdvanced({ players: 4, dealer: B, hands: { [B]: 'Void' } });
    expect(d.step).to.equal('draw');
    expect(d.ctx.turn).to.deep.equal({ seat: B });
    expect(d.legalCommands(B)).to.deep.include(setAsideCard('Void'));
    d.do(setAsideCard('Void'), B);
    expect(d.ctx.aside[B]).to.include('Void');
  });
});

describe('Advanced Version: a whole table starts from the host', () => {
  it('the host deals with its seeded random: the layout event passes its own checks for every seat', () => {
    const events = advancedTable({ players: 3 });
    const s = stateOf(events.slice(0, 2));
    expect(stepOf(s)).to.equal('dealing');
    const [dealt] = game.advance(s, createRandom('host', 2));
    for (let seat = SPECTATOR; seat < 3; seat++) {
      const seen = stateOf([...events.slice(0, 2).map((e) => game.redact(e, seat)), game.redact(dealt!, seat)]);
      expect(seen.context.fault).to.equal(null);
    }
    expect(stepOf(game.evolve(s, dealt!))).to.equal('privates');
  });
});
