/** The Game object: decide (given/when/then), isCommand, advance, redact, view, options and result. */
import { expect } from '@open-wc/testing';
import { DECK } from '../../../src/games/planet-tricks/cards.js';
import { phaseOf, planetTricks } from '../../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../../src/games/planet-tricks/types.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { createRandom } from '../../../src/kernel/random.js';
import {
  A,
  B,
  blk,
  C,
  cardPlayed,
  created,
  D,
  dealt,
  fingerprint,
  given,
  handOf,
  legalCards,
  playCard,
  plays,
  sat,
  stateOf,
  sun,
  table,
} from '../../support/builders/planet.js';

type Dealt = Extract<PlanetEvent, { type: 'round.dealt' }>;

const deal = table({
  players: 4,
  hands: { [A]: [sun(4), blk(6)], [B]: [sun(2), sat(5), blk(2)], [C]: [sun(7)], [D]: [sat(3)] },
  avoid: { [D]: ['sun'] },
});

describe('planetTricks.decide: given(events).when(seat, command).then(events)', () => {
  it("accepts a legal card and produces exactly one card.played with the caller's seat", () => {
    given(deal)
      .when(A, playCard(sun(4)))
      .then(cardPlayed(A, sun(4)));
    given([...deal, cardPlayed(A, sun(4))])
      .when(B, playCard(sun(2)))
      .then(cardPlayed(B, sun(2)));
  });

  it('refuses another seat\'s turn: rule "turn"', () => {
    given(deal)
      .when(B, playCard(sun(2)))
      .refused('turn', /^It is A's turn\.$/);
  });

  it('refuses a card not in the hand: rule "hand"', () => {
    given(deal)
      .when(A, playCard(sun(2)))
      .refused('hand', /not in your hand/);
  });

  it('refuses a card that does not exist: rule "hand"', () => {
    given(deal)
      .when(A, playCard(99))
      .refused('hand', /no such card/);
  });

  it('refuses a card that breaks Must-Follow: rule "must-follow"', () => {
    given([...deal, cardPlayed(A, sun(4))])
      .when(B, playCard(sat(5)))
      .refused('must-follow', /^Must-Follow: you hold Sun/);
    given([...deal, cardPlayed(A, sun(4))])
      .when(B, playCard(blk(2)))
      .refused('must-follow');
  });

  it('refuses a Black Card before the Break when nothing is face up: rule "black-cards"', () => {
    given(deal)
      .when(A, playCard(blk(6)))
      .refused('black-cards', /^Black Cards: before the Break/);
  });

  it('refuses every command outside play: rule "phase"', () => {
    given([])
      .when(A, playCard(sun(4)))
      .refused('phase');
    given([created(4)])
      .when(A, playCard(sun(4)))
      .refused('phase');
  });

  it('refuses an unknown command: rule "command"', () => {
    given(deal)
      .when(A, { type: 'stealTrick' } as never)
      .refused('command');
  });

  it("never trusts a seat inside the command: the caller's seat is what counts", () => {
    const smuggled = { type: 'playCard', card: sun(2), seat: B } as never;
    given(deal).when(B, smuggled).refused('turn');
    const decision = given(deal).when(A, { type: 'playCard', card: sun(4), seat: B } as never).decision;
    expect(decision).to.deep.equal({ ok: true, events: [cardPlayed(A, sun(4))] });
    expect(planetTricks.isCommand({ type: 'playCard', card: sun(4), seat: B })).to.equal(false);
  });

  it('a refusal changes nothing, and an accepted command changes nothing until its events are evolved', () => {
    const g = given(deal);
    const before = fingerprint(g.state);
    for (const [seat, c] of [
      [B, sun(2)],
      [A, sun(2)],
      [A, blk(6)],
      [A, sun(4)],
    ] as const)
      g.when(seat, playCard(c));
    expect(fingerprint(g.state)).to.equal(before);
  });

  it("decides on a seat's own redacted state the same way for its own cards (what a guest may pre-check)", () => {
    const own = stateOf(deal.map((e) => planetTricks.redact(e, A)));
    const full = stateOf(deal);
    for (const c of handOf(full, A)) expect(planetTricks.decide(own, playCard(c), A)).to.deep.equal(planetTricks.decide(full, playCard(c), A));
  });
});

describe('planetTricks.isCommand', () => {
  it('accepts { type: "playCard", card } for every card of the deck', () => {
    for (const c of DECK) expect(planetTricks.isCommand({ type: 'playCard', card: c })).to.equal(true);
  });

  it('rejects extra fields (a seat above all), bad card ids, other types and non-objects', () => {
    const junk: unknown[] = [
      { type: 'playCard', card: 3, seat: 0 },
      { type: 'playCard', card: 3, extra: true },
      { type: 'playCard' },
      { type: 'playCard', card: -1 },
      { type: 'playCard', card: 64 },
      { type: 'playCard', card: 1.5 },
      { type: 'playCard', card: '3' },
      { type: 'playCard', card: null },
      { type: 'playCard', card: NaN },
      { type: 'drawCard', card: 3 },
      { card: 3 },
      null,
      undefined,
      3,
      'playCard',
      [],
    ];
    for (const j of junk) expect(planetTricks.isCommand(j), JSON.stringify(j) ?? String(j)).to.equal(false);
  });
});

describe('planetTricks.legalCommands', () => {
  it('lists the playable cards of the seat whose turn it is, and nothing for the others', () => {
    const s = stateOf(deal);
    expect(legalCards(s, A)).to.deep.equal(handOf(s, A).filter((c) => c !== blk(6) && c < blk(1)));
    for (const seat of [B, C, D, SPECTATOR]) expect(planetTricks.legalCommands(s, seat)).to.deep.equal([]);
  });

  it('every listed command is accepted by decide, every other card is refused', () => {
    const s = stateOf([...deal, cardPlayed(A, sun(4))]);
    const legal = legalCards(s, B);
    for (const c of DECK) expect(planetTricks.decide(s, playCard(c), B).ok, `card ${c}`).to.equal(legal.includes(c));
  });

  it("works on the seat's own redacted state (what bots use), and gives nothing for a hidden hand", () => {
    const own = stateOf(deal.map((e) => planetTricks.redact(e, A)));
    expect(legalCards(own, A)).to.deep.equal(legalCards(stateOf(deal), A));
    const other = stateOf(deal.map((e) => planetTricks.redact(e, B)));
    expect(planetTricks.legalCommands(other, A)).to.deep.equal([]);
  });

  it('nothing outside play', () => {
    expect(planetTricks.legalCommands(stateOf([created(4)]), A)).to.deep.equal([]);
  });
});

describe("planetTricks.advance (the host's deals)", () => {
  it('deals nothing outside the dealing phase', () => {
    expect(planetTricks.advance(planetTricks.initial(), createRandom('x'))).to.deep.equal([]);
    expect(planetTricks.advance(stateOf(deal), createRandom('x'))).to.deep.equal([]);
  });

  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: a valid deal of the whole shuffled deck, the first starter at random`, () => {
      const s = stateOf([created(players)]);
      const starters = new Set<number>();
      for (let i = 0; i < 40; i++) {
        const [e, ...rest] = planetTricks.advance(s, createRandom(`deal-${players}`, i)) as Dealt[];
        expect(rest).to.deep.equal([]);
        expect(e!.type).to.equal('round.dealt');
        expect(e!.round).to.equal(1);
        expect(e!.field.length).to.equal(4);
        expect(e!.hands.map((h) => h.length)).to.deep.equal(new Array(players).fill(60 / players));
        expect([...e!.field, ...e!.hands.flat()].sort((a, b) => a! - b!)).to.deep.equal([...DECK]);
        expect(planetTricks.evolve(s, e!).context.fault).to.equal(null);
        starters.add(e!.starter);
      }
      expect([...starters].sort()).to.deep.equal([...Array(players).keys()]);
    });
  }

  it('is a pure function of the state and the random stream', () => {
    const s = stateOf([created(5)]);
    expect(planetTricks.advance(s, createRandom('same', 3))).to.deep.equal(planetTricks.advance(s, createRandom('same', 3)));
    expect(planetTricks.advance(s, createRandom('same', 4))).not.to.deep.equal(planetTricks.advance(s, createRandom('same', 3)));
  });
});

describe('planetTricks.redact', () => {
  const e = dealt({ players: 4, starter: 2 });

  it('a seat sees its own hand, the field and the starter; other hands are nulls of the same length', () => {
    for (const seat of [0, 1, 2, 3]) {
      const r = planetTricks.redact(e, seat) as Dealt;
      expect(r).to.deep.include({ type: 'round.dealt', round: 1, starter: 2, field: e.field });
      r.hands.forEach((h, s) => expect(h).to.deep.equal(s === seat ? e.hands[s] : new Array(15).fill(null)));
      expect(Object.keys(r).sort()).to.deep.equal(Object.keys(e).sort());
    }
  });

  it('the spectator sees no hand at all', () => {
    const r = planetTricks.redact(e, SPECTATOR) as Dealt;
    expect(r.hands.every((h) => h.length === 15 && h.every((c) => c === null))).to.equal(true);
  });

  it('public events pass unchanged; the input is never changed', () => {
    const copy = structuredClone(e);
    planetTricks.redact(e, 1);
    expect(e).to.deep.equal(copy);
    expect(planetTricks.redact(cardPlayed(1, sun(3)), 2)).to.deep.equal(cardPlayed(1, sun(3)));
    expect(planetTricks.redact(created(4), SPECTATOR)).to.deep.equal(created(4));
  });
});

describe('planetTricks.view', () => {
  it('shows a seat its sorted hand, with a refusal on each card it may not play on its turn', () => {
    const v = planetTricks.view(stateOf([...deal, cardPlayed(A, sun(4))]), B);
    expect(v.phase).to.equal('playing');
    expect(v.turn).to.equal(B);
    const cards = v.hand.map((h) => h.card);
    expect(cards).to.include.members([sun(2), sat(5), blk(2)]);
    expect(v.hand.find((h) => h.card === sun(2))!.refusal).to.equal(null);
    expect(v.hand.find((h) => h.card === sat(5))!.refusal!.rule).to.equal('must-follow');
    expect(v.hand.find((h) => h.card === blk(2))!.refusal!.rule).to.equal('must-follow');
  });

  it("no refusals when it is not the seat's turn; the spectator has no hand", () => {
    const s = stateOf(deal);
    expect(planetTricks.view(s, B).hand.every((h) => h.refusal === null)).to.equal(true);
    const spectator = planetTricks.view(s, SPECTATOR);
    expect(spectator.hand).to.deep.equal([]);
    expect(spectator.handCounts).to.deep.equal([15, 15, 15, 15]);
  });

  it('public facts: tricks per round, target, field in play, trick on the table', () => {
    const v = planetTricks.view(stateOf([...deal, ...plays(A, 4, sun(4))]), C);
    expect(v).to.deep.include({ tricksPerRound: 15, target: 15, fieldInPlay: false, round: 1, trickNumber: 1, leader: A, broken: false, result: null });
    expect(v.trick).to.deep.equal([{ seat: A, card: sun(4), faceUp: true }]);
    expect(v.handCounts).to.deep.equal([14, 15, 15, 15]);
  });

  it('phases as the view names them', () => {
    expect(phaseOf(planetTricks.initial())).to.equal('waiting');
    expect(phaseOf(stateOf([created(3)]))).to.equal('dealing');
    expect(phaseOf(stateOf(deal))).to.equal('playing');
    expect(planetTricks.view(stateOf([created(3)]), 0)).to.deep.include({ turn: null, leader: null, phase: 'dealing' });
  });
});

describe('planetTricks options and result', () => {
  it('3 to 6 players, nullRule a boolean and nothing else', () => {
    expect(planetTricks.checkOptions({ nullRule: true }, 3)).to.equal(null);
    expect(planetTricks.checkOptions({ nullRule: false }, 6)).to.equal(null);
    expect(planetTricks.checkOptions({ nullRule: true }, 2)).to.contain('3 to 6');
    expect(planetTricks.checkOptions({ nullRule: true }, 7)).to.contain('3 to 6');
    expect(planetTricks.checkOptions({ nullRule: 'yes' }, 4)).to.be.a('string');
    expect(planetTricks.checkOptions({ nullRule: true, extra: 1 }, 4)).to.be.a('string');
    expect(planetTricks.checkOptions(null, 4)).to.be.a('string');
    expect(planetTricks.defaultOptions()).to.deep.equal({ nullRule: true });
    expect(planetTricks.checkOptions(planetTricks.defaultOptions(), 4)).to.equal(null);
  });

  it('game.created carries the options and names', () => {
    expect(planetTricks.created({ nullRule: false }, ['x', 'y', 'z'])).to.deep.equal({
      type: 'game.created',
      game: 'planet-tricks',
      options: { nullRule: false },
      names: ['x', 'y', 'z'],
    });
  });

  it('no result before the game is over', () => {
    expect(planetTricks.result(stateOf(deal))).to.equal(null);
    expect(planetTricks.fault(stateOf(deal))).to.equal(null);
  });
});
