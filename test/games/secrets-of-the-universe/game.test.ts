/**
 * The Game object: options, the first dealer and the deal (advance), drawing, taking and
 * discarding with their refusals (given/when/then through decide), isCommand, legalCommands and
 * redact.
 */
import { expect } from '@open-wc/testing';
import { deckOf } from '../../../src/games/secrets-of-the-universe/cards.js';
import { stepOf } from '../../../src/games/secrets-of-the-universe/index.js';
import type { SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { createRandom } from '../../../src/kernel/random.js';
import {
  A,
  B,
  C,
  callCoin,
  cards,
  created,
  D,
  dealerChosen,
  dealt,
  discard,
  draw,
  fingerprint,
  game,
  given,
  goOut,
  handOf,
  sorted,
  stateOf,
  table,
  take,
  type Dealt,
} from '../../support/builders/secrets.js';

const deal = table({ players: 4, dealer: A, hands: { [A]: 'E1 E2 E3 F5 F5 W7 W8 A1 A2 A4 A6 A9' }, top: 'E4 F6', discard: 'W9' });
const drawn = (seat: number, card: string | null): SecretsEvent => ({ type: 'card.drawn', seat, card: card as never });
const discarded = (seat: number, card: string, taken = false): SecretsEvent => ({ type: 'card.discarded', seat, card: card as never, taken });
const taken = (seat: number, card: string): SecretsEvent => ({ type: 'discard.taken', seat, card: card as never });

describe('Secrets of the Universe: options and seats', () => {
  it('2 to 4 players; the Basic Version; matches of 4, 8 or 16 games (4 by default)', () => {
    expect(game.minSeats).to.equal(2);
    expect(game.maxSeats).to.equal(4);
    expect(game.defaultOptions()).to.deep.equal({ version: 'basic', matchLength: 4, nextGameMs: 120_000 });
    for (const n of [2, 3, 4]) for (const m of [4, 8, 16]) expect(game.checkOptions({ version: 'basic', matchLength: m }, n)).to.equal(null);
    for (const n of [1, 5, 2.5]) expect(game.checkOptions(game.defaultOptions(), n)).to.contain('2 to 4');
  });

  it('plays the three versions, the Expert Addition with the Advanced Version only; refuses other match lengths, unknown options and non-objects', () => {
    expect(game.checkOptions({ version: 'intermediate', matchLength: 4 }, 4)).to.equal(null);
    expect(game.checkOptions({ version: 'advanced', matchLength: 4 }, 4)).to.equal(null);
    expect(game.checkOptions({ version: 'advanced', matchLength: 4, expert: true }, 2)).to.equal(null);
    expect(game.checkOptions({ version: 'advanced', matchLength: 4, expert: false }, 3)).to.equal(null);
    expect(game.checkOptions({ version: 'intermediate', matchLength: 4, expert: true }, 4)).to.equal(
      'The Expert Addition is an option of the Advanced Version.',
    );
    expect(game.checkOptions({ version: 'advanced', matchLength: 4, expert: 'yes' }, 4)).to.equal('The Expert Addition is an option of the Advanced Version.');
    expect(game.checkOptions({ version: 'expert', matchLength: 4 }, 4)).to.equal('The version must be basic, intermediate or advanced.');
    for (const m of [0, 5, 12, '4', null])
      expect(game.checkOptions({ version: 'basic', matchLength: m }, 4), String(m)).to.equal('A match is 4, 8 or 16 games.');
    expect(game.checkOptions({ version: 'basic', matchLength: 4, extra: 1 }, 4)).to.equal('Unknown option.');
    expect(game.checkOptions(null, 4)).to.be.a('string');
    expect(game.checkOptions([], 4)).to.be.a('string');
  });

  it('game.created carries the options and the names; a created game waits for its first dealer', () => {
    expect(game.created({ version: 'basic', matchLength: 8 }, ['x', 'y'])).to.deep.equal({
      type: 'game.created',
      game: 'secrets-of-the-universe',
      options: { version: 'basic', matchLength: 8 },
      names: ['x', 'y'],
    });
    expect(stepOf(stateOf([created(3)]))).to.equal('choosingDealer');
  });
});

describe('Secrets of the Universe: the first dealer and the deal (advance)', () => {
  it('the first dealer is drawn at random among the players, with the seeded randomness', () => {
    const s = stateOf([created(3)]);
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const [e, ...rest] = game.advance(s, createRandom('first', i));
      expect(rest).to.deep.equal([]);
      expect(e!.type).to.equal('dealer.chosen');
      seen.add((e as { seat: number }).seat);
    }
    expect([...seen].sort()).to.deep.equal([0, 1, 2]);
    expect(game.advance(s, createRandom('same', 2))).to.deep.equal(game.advance(s, createRandom('same', 2)));
  });

  for (const players of [2, 3, 4]) {
    it(`${players} players: 12 cards each, one card face up starts the discards, the rest of the 144 is the deck`, () => {
      const s = stateOf([created(players), dealerChosen(players - 1)]);
      const [e] = game.advance(s, createRandom(`deal-${players}`)) as Dealt[];
      expect(e!.type).to.equal('game.dealt');
      expect(e!).to.deep.include({ game: 1, dealer: players - 1 });
      expect(e!.hands.map((h) => h.length)).to.deep.equal(new Array(players).fill(12));
      expect(e!.deck.length).to.equal(144 - 12 * players - 1);
      expect([...e!.hands.flat(), e!.discard, ...e!.deck].sort()).to.deep.equal(deckOf('basic').slice().sort());
      const after = game.evolve(s, e!);
      expect(after.context.fault).to.equal(null);
      expect(after.context.discards.main).to.deep.equal([{ code: e!.discard, from: { deal: true } }]);
      expect(after.context.hands.every((h) => h.every((c) => c!.taken === false))).to.equal(true);
      expect(after.context.turn, 'the dealer starts').to.deep.equal({ seat: players - 1 });
      expect(stepOf(after)).to.equal('draw');
    });
  }

  it('the deal is a pure function of the state and the random stream', () => {
    const s = stateOf([created(4), dealerChosen(1)]);
    expect(game.advance(s, createRandom('d', 3))).to.deep.equal(game.advance(s, createRandom('d', 3)));
    expect(game.advance(s, createRandom('d', 4))).not.to.deep.equal(game.advance(s, createRandom('d', 3)));
  });

  it('nothing from advance while a person is to act', () => {
    expect(game.advance(game.initial(), createRandom('x'))).to.deep.equal([]);
    expect(game.advance(stateOf(deal), createRandom('x'))).to.deep.equal([]);
  });
});

describe('Secrets of the Universe: drawing (given/when/then)', () => {
  it('the dealer starts: draws the top card of the deck', () => {
    const s = given(deal).when(A, draw).then(drawn(A, 'E4'));
    expect(sorted(handOf(s, A))).to.equal(sorted(cards('E1 E2 E3 F5 F5 W7 W8 A1 A2 A4 A6 A9 E4')));
    expect(s.context.deck.length).to.equal(144 - 49 - 1);
    expect(stepOf(s)).to.equal('discard');
  });

  it('or takes the most recent discard, which stays marked as taken', () => {
    const s = given(deal).when(A, take).then(taken(A, 'W9'));
    expect(handOf(s, A).filter((c) => c.taken)).to.deep.equal([{ code: 'W9', taken: true }]);
    expect(s.context.discards.main).to.deep.equal([]);
    given(deal).when(A, { type: 'takeDiscard', index: 0 }).then(taken(A, 'W9'));
  });

  it('only the most recent discard can be taken', () => {
    const events = [...deal, drawn(A, 'E4'), discarded(A, 'A9')];
    given(events).when(B, { type: 'takeDiscard', index: 0 }).refused('most-recent', 'Only the most recent discard can be taken.');
    given(events).when(B, { type: 'takeDiscard', index: 1 }).then(taken(B, 'A9'));
    given(events).when(B, take).then(taken(B, 'A9'));
  });

  it("refuses another seat's turn, a second draw, and a discard or going out before drawing", () => {
    given(deal).when(B, draw).refused('turn', "It is Ann's turn.");
    given(deal).when(C, take).refused('turn', "It is Ann's turn.");
    given(deal).when(A, discard('A9')).refused('draw-first', 'You must draw before you discard.');
    given(deal)
      .when(A, goOut)
      .refused('draw-first', /^You may go out only after drawing/);
    const afterDraw = [...deal, drawn(A, 'E4')];
    given(afterDraw)
      .when(A, draw)
      .refused('one-draw', /^You have already drawn this turn/);
    given(afterDraw)
      .when(A, take)
      .refused('one-draw', /^You have already drawn this turn/);
  });

  it('refuses everything outside play, and a coin call when no coin is waiting', () => {
    given([]).when(A, draw).refused('phase');
    given([created(4)])
      .when(A, draw)
      .refused('phase');
    given(deal).when(A, callCoin('heads')).refused('phase', 'There is no coin to call now.');
    given(deal).when(7, draw).refused('seat');
    given(deal).when(SPECTATOR, draw).refused('seat');
  });
});

describe('Secrets of the Universe: discarding (given/when/then)', () => {
  const afterDraw = [...deal, drawn(A, 'E4')];

  it('discards a card of the hand onto the discards; the turn passes to the next seat', () => {
    const s = given(afterDraw).when(A, discard('A9')).then(discarded(A, 'A9'));
    expect(s.context.discards.main.at(-1)).to.deep.equal({ code: 'A9', from: { seat: A } });
    expect(handOf(s, A).length).to.equal(12);
    expect(s.context.turn).to.deep.equal({ seat: B });
    expect(stepOf(s)).to.equal('draw');
  });

  it('refuses a card not in the hand', () => {
    given(afterDraw).when(A, discard('W1')).refused('hand', 'You hold no Water 1.');
    given(afterDraw).when(A, discard('E1', true)).refused('hand', 'You hold no taken Earth 1.');
    given(afterDraw)
      .when(A, discard('X1' as never))
      .refused('hand', 'There is no such card.');
  });

  it('a hand with a taken and an untaken copy: the taken flag picks the copy; without it, the untaken one goes', () => {
    // B takes A's F5 and holds an untaken F5 of its own.
    const withF5 = table({
      players: 4,
      dealer: A,
      hands: { [A]: 'F5 E1 E2 E5 E6 E7 W1 W2 W3 A7 A8 A9', [B]: 'F5 W4 W5 W6 F1 F2 F3 A1 A2 A3 E8 E9' },
      top: 'E4',
    });
    const s0 = [...withF5, drawn(A, 'E4'), discarded(A, 'F5'), taken(B, 'F5')];
    expect(handOf(stateOf(s0), B).filter((c) => c.code === 'F5')).to.deep.equal([
      { code: 'F5', taken: false },
      { code: 'F5', taken: true },
    ]);
    given(s0)
      .when(B, discard('F5'))
      .then(discarded(B, 'F5', false));
    const s = given(s0)
      .when(B, discard('F5', true))
      .then(discarded(B, 'F5', true));
    expect(handOf(s, B).filter((c) => c.code === 'F5')).to.deep.equal([{ code: 'F5', taken: false }]);
    given(s0)
      .when(B, discard('F5', false))
      .then(discarded(B, 'F5', false));
  });

  it('a card taken from the discards may be discarded again in the same turn', () => {
    const s0 = [...deal, taken(A, 'W9')];
    given(s0)
      .when(A, discard('W9'))
      .then(discarded(A, 'W9', true));
  });

  it('a refusal changes nothing; an accepted command changes nothing until its events are evolved', () => {
    const g = given(afterDraw);
    const before = fingerprint(g.state);
    for (const [seat, c] of [
      [B, discard('A9')],
      [A, discard('W1')],
      [A, draw],
      [A, discard('A9')],
      [A, goOut],
    ] as const)
      g.when(seat, c);
    expect(fingerprint(g.state)).to.equal(before);
  });

  it('never trusts a seat inside the command', () => {
    const smuggled = { type: 'drawFromDeck', seat: A } as never;
    given(deal).when(B, smuggled).refused('turn');
    expect(game.isCommand({ type: 'drawFromDeck', seat: A })).to.equal(false);
  });
});

describe('Secrets of the Universe: taken cards stay marked for everyone', () => {
  it("every seat and the spectator see the taken card in the taker's hand until it is discarded", () => {
    const events = [...deal, taken(A, 'W9'), discarded(A, 'A1')];
    for (const seat of [A, B, C, D, SPECTATOR]) {
      const s = stateOf(events.map((e) => game.redact(e, seat)));
      const v = game.view(s, seat);
      expect(v.places[A]!.taken, `seat ${seat}`).to.deep.equal([{ code: 'W9', taken: true }]);
      expect(v.places[B]!.taken).to.deep.equal([]);
      expect(s.context.hands[A]!.filter((c) => c?.taken)).to.deep.equal([{ code: 'W9', taken: true }]);
    }
    const later = stateOf([...events, drawn(B, 'E4'), discarded(B, 'E4')]);
    expect(game.view(later, C).places[A]!.taken).to.deep.equal([{ code: 'W9', taken: true }]);
  });

  it('a unity using a taken card is exposed: half the points of a concealed one', () => {
    const concealed = table({ players: 4, dealer: A, hands: { [A]: 'W9 W9 W9 E1 E2 E3 F1 F4 F7 A2 A5 A8' }, top: 'F6' });
    expect(game.view(stateOf(concealed), A).best!.melds.find((m) => m.kind === 'unity')!.points).to.deep.equal({ low: 60, high: 60 });
    const exposed = table({ players: 4, dealer: A, hands: { [A]: 'W9 W9 E1 E2 E3 F1 F4 F7 A2 A5 A8 W1' }, discard: 'W9', top: 'F6' });
    const s = given(exposed).when(A, take).then(taken(A, 'W9'));
    const unity = game.view(s, A).best!.melds.find((m) => m.kind === 'unity')!;
    expect(unity.cards.some((c) => c.taken)).to.equal(true);
    expect(unity.points).to.deep.equal({ low: 30, high: 30 });
  });
});

describe('Secrets of the Universe: isCommand', () => {
  it('accepts the five commands with their exact keys', () => {
    const good: unknown[] = [
      { type: 'drawFromDeck' },
      { type: 'takeDiscard' },
      { type: 'takeDiscard', index: 3 },
      { type: 'discard', card: 'E7' },
      { type: 'discard', card: 'A9', taken: true },
      { type: 'discard', card: 'W1', taken: false },
      { type: 'goOut' },
      { type: 'callCoin', call: 'heads' },
      { type: 'callCoin', call: 'tails' },
    ];
    for (const g of good) expect(game.isCommand(g), JSON.stringify(g)).to.equal(true);
  });

  it('rejects extra keys (a seat above all), bad values, other types and non-objects', () => {
    const junk: unknown[] = [
      { type: 'drawFromDeck', seat: 0 },
      { type: 'takeDiscard', index: -1 },
      { type: 'takeDiscard', index: 1.5 },
      { type: 'takeDiscard', index: '0' },
      { type: 'discard' },
      { type: 'discard', card: 'E0' },
      { type: 'discard', card: 'e7' },
      { type: 'discard', card: 'E7', taken: 'yes' },
      { type: 'discard', card: 'E7', seat: 1 },
      { type: 'goOut', now: true },
      { type: 'callCoin', call: 'edge' },
      { type: 'callCoin' },
      { type: 'playCard', card: 3 },
      { card: 'E7' },
      null,
      undefined,
      'drawFromDeck',
      [],
    ];
    for (const j of junk) expect(game.isCommand(j), JSON.stringify(j) ?? String(j)).to.equal(false);
  });
});

describe('Secrets of the Universe: legalCommands', () => {
  it('draw step: draw from the deck or take the discard, for the seat whose turn it is only', () => {
    const s = stateOf(deal);
    expect(game.legalCommands(s, A)).to.deep.equal([draw, take]);
    for (const seat of [B, C, D, SPECTATOR]) expect(game.legalCommands(s, seat)).to.deep.equal([]);
  });

  it('discard step: one discard per distinct card (taken flag explicit), going out only when legal', () => {
    const s = stateOf([...deal, drawn(A, 'E4')]);
    const legal = game.legalCommands(s, A);
    expect(legal.map((c) => c.type === 'discard' && `${c.card}${c.taken ? '*' : ''}`).join(' ')).to.equal('E1 E2 E3 E4 F5 W7 W8 A1 A2 A4 A6 A9');
    expect(legal.every((c) => c.type === 'discard' && c.taken === false)).to.equal(true);
  });

  it("every listed command is accepted by decide; it works on the seat's own redacted state (what bots use)", () => {
    const events = [...deal, drawn(A, 'E4')];
    const full = stateOf(events);
    const own = stateOf(events.map((e) => game.redact(e, A)));
    expect(game.legalCommands(own, A)).to.deep.equal(game.legalCommands(full, A));
    for (const c of game.legalCommands(full, A)) expect(game.decide(full, c, A).ok, JSON.stringify(c)).to.equal(true);
    const other = stateOf(events.map((e) => game.redact(e, B)));
    expect(game.legalCommands(other, A), 'a hidden hand lists nothing').to.deep.equal([]);
  });
});

describe('Secrets of the Universe: redact', () => {
  const e = dealt({ players: 3, dealer: B });

  it('a seat sees its own dealt hand; other hands and the deck are nulls of the same length; the first discard is public', () => {
    for (const seat of [0, 1, 2]) {
      const r = game.redact(e, seat) as Dealt;
      expect(r).to.deep.include({ game: 1, dealer: B, discard: e.discard });
      r.hands.forEach((h, s) => expect(h).to.deep.equal(s === seat ? e.hands[s] : new Array(12).fill(null)));
      expect(r.deck).to.deep.equal(new Array(e.deck.length).fill(null));
      expect(Object.keys(r).sort()).to.deep.equal(Object.keys(e).sort());
    }
    const spectator = game.redact(e, SPECTATOR) as Dealt;
    expect(spectator.hands.flat().every((c) => c === null)).to.equal(true);
  });

  it('a seat sees its own draws only; taken cards, discards and everything else are public', () => {
    expect(game.redact(drawn(A, 'E4'), A)).to.deep.equal(drawn(A, 'E4'));
    expect(game.redact(drawn(A, 'E4'), B)).to.deep.equal(drawn(A, null));
    expect(game.redact(drawn(A, 'E4'), SPECTATOR)).to.deep.equal(drawn(A, null));
    for (const pub of [taken(A, 'W9'), discarded(A, 'W9', true), created(4), dealerChosen(2)]) expect(game.redact(pub, C)).to.deep.equal(pub);
  });

  it('never changes its input', () => {
    const copy = structuredClone(e);
    game.redact(e, 1);
    expect(e).to.deep.equal(copy);
  });
});
