/**
 * The Intermediate Version's setup: its options, the Duel for the first dealer (ties redraw), the
 * layout of 180 cards in four quarters with the dealer's face-down card, draws from the quarter at
 * the drawer's right, and the face-down card: hidden from everyone but the dealer, turned up at the
 * start of the dealer's second turn, then taken or left.
 */
import { expect } from '@open-wc/testing';
import { deckOf } from '../../../src/games/secrets-of-the-universe/cards.js';
import { duelValue } from '../../../src/games/secrets-of-the-universe/intermediate/duel.js';
import { stepOf } from '../../../src/games/secrets-of-the-universe/index.js';
import { dealtFrom, drawQuarter, placeOf } from '../../../src/games/secrets-of-the-universe/intermediate/layout.js';
import type { SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { createRandom } from '../../../src/kernel/random.js';
import { A, B, C, D, discard, draw, Driver, game, given, stateOf, take } from '../../support/builders/secrets.js';
import { createdTable, driveTable, duelWonBy, layout, type Layout } from '../../support/builders/secrets-table.js';

type Duel = Extract<SecretsEvent, { type: 'duel.dealt' }>;

describe('Intermediate Version: options', () => {
  it('is played with a claim window of 3000 ms by default, 0 to 60 000 ms when set', () => {
    expect(game.checkOptions({ version: 'intermediate', matchLength: 8 }, 3)).to.equal(null);
    for (const ms of [0, 1500, 60_000]) expect(game.checkOptions({ version: 'intermediate', matchLength: 4, claimMs: ms }, 4)).to.equal(null);
    for (const ms of [-1, 1.5, 60_001, '3000']) expect(game.checkOptions({ version: 'intermediate', matchLength: 4, claimMs: ms }, 4)).to.match(/claim window/);
    const d = driveTable({ players: 4, claimMs: undefined }).do(draw);
    expect(game.timeout!(d.state)).to.equal(null);
    const fresh = Driver.from([game.created({ version: 'intermediate', matchLength: 4 }, ['a', 'b', 'c', 'd']), duelWonBy(4, A), layout({ players: 4 })]);
    fresh.do(draw).do(discard(fresh.ctx.hands[A]![0]!.code));
    expect(game.timeout!(fresh.state)).to.equal(3000);
  });
});

describe('Intermediate Version: the Duel for the first dealer', () => {
  it('Magic beats every Plain Suit, the Plain Suits are equal, then the rank decides', () => {
    expect(duelValue('M1')).to.be.above(duelValue('E9'));
    expect(duelValue('E9')).to.equal(duelValue('A9'));
    expect(duelValue('F9')).to.be.above(duelValue('W8'));
    expect(duelValue('M9')).to.be.above(duelValue('M8'));
  });

  it('each player is dealt a card from a seeded shuffle of the 180 cards; the highest deals; the round is public', () => {
    const s = stateOf([createdTable(4)]);
    expect(stepOf(s)).to.equal('choosingDealer');
    const [round, ...rest] = game.advance(s, createRandom('duel', 1)) as Duel[];
    expect(rest).to.deep.equal([]);
    expect(round!.purpose).to.equal('dealer');
    expect(round!.cards.every((c) => c !== null && deckOf('intermediate').includes(c))).to.equal(true);
    expect(game.advance(s, createRandom('duel', 1))).to.deep.equal([round]);
    for (let seat = SPECTATOR; seat < 4; seat++) expect(game.redact(round!, seat)).to.deep.equal(round);
    const after = stateOf([createdTable(4), duelWonBy(4, C)]);
    expect(after.context).to.deep.include({ firstDealer: C, dealer: C });
    expect(stepOf(after)).to.equal('dealing');
    expect(after.context.dealerDuel).to.deep.equal({ purpose: 'dealer', rounds: [(duelWonBy(4, C) as Duel).cards], winners: [C] });
  });

  it('a tie redraws among the tied only, until one card is highest', () => {
    const tie: SecretsEvent = { type: 'duel.dealt', purpose: 'dealer', cards: ['M5', 'E2', 'M5', 'F9'] };
    const s = stateOf([createdTable(4), tie]);
    expect(stepOf(s)).to.equal('choosingDealer');
    expect(s.context.firstDealer).to.equal(null);
    const [again] = game.advance(s, createRandom('redraw', 2)) as Duel[];
    expect(again!.cards.map((c) => c !== null)).to.deep.equal([true, false, true, false]);
    const plainTie: SecretsEvent = { type: 'duel.dealt', purpose: 'dealer', cards: ['E7', null, 'W7', null] };
    const s2 = game.evolve(s, plainTie);
    expect(s2.context.fault).to.equal(null);
    expect(s2.context.firstDealer, 'plain suits are equal: another tie').to.equal(null);
    const s3 = game.evolve(s2, { type: 'duel.dealt', purpose: 'dealer', cards: ['E7', null, 'W8', null] });
    expect(s3.context).to.deep.include({ firstDealer: C });
    expect(s3.context.dealerDuel!.rounds).to.have.length(3);
    expect(game.view(s3, B).table!.dealerDuel!.winners).to.deep.equal([C]);
  });

  it('a round with a card for a seat not drawing, or none for one drawing, is a fault', () => {
    const s = stateOf([createdTable(4), { type: 'duel.dealt', purpose: 'dealer', cards: ['M5', 'E2', 'M5', 'F9'] }]);
    expect(game.evolve(s, { type: 'duel.dealt', purpose: 'dealer', cards: ['M5', 'E2', 'M6', null] }).context.fault).to.equal('only the contenders draw');
    expect(game.evolve(s, { type: 'duel.dealt', purpose: 'dealer', cards: [null, null, 'M6', null] }).context.fault).to.equal('every contender draws a card');
    expect(game.evolve(stateOf([createdTable(4)]), { type: 'dealer.chosen', seat: 0 }).context.fault).to.match(/duels for its first dealer/);
  });
});

describe('Intermediate Version: the layout', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: 12 cards each from the two closest quarters, the face-down card from the dealer's left, 180 cards in all`, () => {
      const s = stateOf([createdTable(players), duelWonBy(players, 1)]);
      const [e] = game.advance(s, createRandom(`layout-${players}`)) as Layout[];
      expect(e!.type).to.equal('layout.dealt');
      expect(e!.hands.map((h) => h.length)).to.deep.equal(new Array(players).fill(12));
      const given = dealtFrom(players, 1);
      expect(e!.quarters.map((q) => q.length)).to.deep.equal(given.map((g) => 45 - g));
      expect(given.reduce((a, b) => a + b, 0)).to.equal(12 * players + 1);
      expect(given[(placeOf(players, { seat: 1 }) + 3) % 4]! % 6, "the face-down card comes from the dealer's left").to.equal(1);
      expect([...e!.hands.flat(), e!.faceDown, ...e!.quarters.flat()].sort()).to.deep.equal(deckOf('intermediate').slice().sort());
      const after = game.evolve(s, e!);
      expect(after.context.fault).to.equal(null);
      expect(after.context.discards).to.deep.equal({ main: [], areas: [[], [], [], []], active: null, faceDown: { code: e!.faceDown } });
      expect(after.context.turn).to.deep.equal({ seat: 1 });
      expect(game.view(after, 0).deckCount).to.equal(180 - 12 * players - 1);
    });
  }

  it('a player draws from the quarter at their right, the next one counterclockwise when it is empty', () => {
    expect(drawQuarter([[1], [1], [1], [1]], 4, { seat: 2 })).to.equal(2);
    expect(drawQuarter([[1], [1], [], [1]], 4, { seat: 2 })).to.equal(3);
    expect(drawQuarter([[1], [], [], []], 4, { seat: 2 })).to.equal(0);
    expect(drawQuarter([[], [], [], []], 4, { seat: 2 })).to.equal(null);
    expect(drawQuarter([[1], [1], [1], [1]], 2, { seat: 1 }), '2 players sit opposite').to.equal(2);
    expect(drawQuarter([[1], [1], [1], [1]], 2, { dummy: 0 })).to.equal(1);
    const d = driveTable({ players: 4, dealer: B, tops: { 1: 'E5', 2: 'F6' } });
    expect(d.view(A).table!.drawQuarter).to.equal(1);
    d.do(draw);
    expect(d.log.at(-1)).to.deep.equal({ type: 'card.drawn', seat: B, card: 'E5' });
    expect(d.ctx.quarters[1]!.length).to.equal(45 - 12 - 1);
  });

  it('the layout is a fault in the Basic Version, and the Basic deal in the Intermediate Version', () => {
    const mid = stateOf([createdTable(4), duelWonBy(4, A)]);
    expect(game.evolve(mid, { type: 'game.dealt', game: 1, dealer: 0, hands: [], discard: 'E1', deck: [] }).context.fault).to.equal(
      'the Intermediate Version deals the layout',
    );
    const basic = stateOf([game.created({ version: 'basic', matchLength: 4 }, ['a', 'b', 'c', 'd']), { type: 'dealer.chosen', seat: 0 }]);
    expect(game.evolve(basic, layout({ players: 4 })).context.fault).to.equal('the Basic Version deals one deck');
  });
});

describe("Intermediate Version: the dealer's face-down card", () => {
  const spec = { players: 4, dealer: A, faceDown: 'M9' as const, hands: { [A]: 'M9 M9 M9' }, tops: { 0: 'E1 E2', 1: 'E3', 2: 'E4', 3: 'E5' } };

  it('only the dealer sees it: every other seat and the spectator receive null, and no byte of M9 reaches them from the deal until it is turned up', () => {
    const d = driveTable(spec);
    for (const s of [B, C, D, SPECTATOR]) {
      const seen = game.redact(d.log[2]!, s) as Layout;
      expect(seen.faceDown).to.equal(null);
    }
    expect((game.redact(d.log[2]!, A) as Layout).faceDown).to.equal('M9');
    expect(d.view(A).table!.faceDown).to.deep.equal({ code: 'M9' });
    expect(d.view(B).table!.faceDown).to.deep.equal({ code: null });
    for (const seat of [A, B, C, D])
      d.do(draw, seat)
        .do(discard(d.ctx.hands[seat]!.at(-1)!.code), seat)
        .settle();
    const turnedUp = d.log.findIndex((e) => e.type === 'faceDown.turnedUp');
    expect(turnedUp).to.be.above(0);
    for (const s of [B, C, D, SPECTATOR]) {
      const bytes = JSON.stringify(d.log.slice(2, turnedUp).map((e) => game.redact(e, s)));
      expect(bytes, `seat ${s}`).not.to.contain('M9');
    }
  });

  it("is turned up at the start of the dealer's second turn as the active main discard; the dealer may draw it", () => {
    const d = driveTable(spec);
    for (const seat of [A, B, C, D]) {
      expect(d.ctx.discards.faceDown).to.deep.equal({ code: 'M9' });
      d.do(draw, seat)
        .do(discard(d.ctx.hands[seat]!.at(-1)!.code), seat)
        .settle();
    }
    expect(d.log.at(-1)).to.deep.equal({ type: 'faceDown.turnedUp', card: 'M9' });
    expect(d.step).to.equal('draw');
    expect(d.ctx.discards.faceDown).to.equal(null);
    expect(d.view(A).table!.main.active).to.equal(0);
    expect(d.view(A).topDiscard).to.deep.equal({ code: 'M9', takeable: true });
    d.do(take, A);
    expect(d.log.at(-1)).to.deep.equal({ type: 'discard.taken', seat: A, card: 'M9' });
    expect(d.ctx.hands[A]!.filter((c) => c?.code === 'M9')).to.deep.equal([
      { code: 'M9', taken: false },
      { code: 'M9', taken: false },
      { code: 'M9', taken: false },
      { code: 'M9', taken: true },
    ]);
  });

  it("or leave it: it becomes an inactive discard when the dealer's turn ends", () => {
    const d = driveTable(spec);
    for (const seat of [A, B, C, D])
      d.do(draw, seat)
        .do(discard(d.ctx.hands[seat]!.at(-1)!.code), seat)
        .settle();
    d.do(draw, A).do(discard('E2'), A).settle();
    const v = d.view(B);
    expect(d.ctx.discards.main.map((x) => x.code)).to.deep.equal(['M9', 'E1']);
    expect(v.table!.main).to.deep.equal({ active: 1, inactive: [0] });
    given(d.state)
      .when(B, { type: 'takeDiscard', index: 0 })
      .refused('inactive', /^Only the active main discard can be drawn/);
    given(d.state).when(B, take).then({ type: 'discard.taken', seat: B, card: 'E1' });
  });

  it("before the dealer's second turn it is no discard: nobody may draw it", () => {
    const d = driveTable(spec);
    given(d.state).when(A, take).refused('no-discard');
  });
});
