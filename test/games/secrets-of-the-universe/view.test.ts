/** What a seat is shown: its sorted hand and live best arrangement, going out, the table, the discards, the reveal and the match. */
import { expect } from '@open-wc/testing';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { A, B, C, callCoin, D, draw, Driver, game, goOut, midGame, sorted, stateOf, table, take } from '../../support/builders/secrets.js';

const deal = table({ players: 4, dealer: B, hands: { [B]: 'W9 E3 E1 E2 F5 A9 F5 W7 W8 A1 A2 F5' }, top: 'E4 F6', discard: 'W9' });

describe('Secrets of the Universe view', () => {
  it("a seat's hand sorted by suit then rank, with its best arrangement as it stands", () => {
    const v = game.view(stateOf(deal), B);
    expect(v.hand.map((c) => c.code).join(' ')).to.equal('E1 E2 E3 F5 F5 F5 W7 W8 W9 A1 A2 A9');
    const best = v.best!;
    expect(best.melds.map((m) => `${m.kind} ${sorted(m.cards)} ${m.points.low}`).sort()).to.deep.equal([
      'sequence E1 E2 E3 10',
      'sequence W7 W8 W9 10',
      'unity F5 F5 F5 40',
    ]);
    expect(sorted(best.unmelded)).to.equal('A1 A2 A9');
    expect(best.total).to.deep.equal({ low: 60, high: 60 });
    expect(best.fully).to.equal(false);
  });

  it('the table: places in turn order with names, hand sizes, dealer, whose turn and the step', () => {
    const v = game.view(stateOf(deal), D);
    expect(v).to.deep.include({ phase: 'playing', step: 'draw', game: 1, dealer: B });
    expect(v.places.map((p) => [p.name, p.handSize, p.isDummy, p.isDealer, p.isTurn])).to.deep.equal([
      ['Ann', 12, false, false, false],
      ['Bob', 12, false, true, true],
      ['Cyd', 12, false, false, false],
      ['Dee', 12, false, false, false],
    ]);
    expect(v.turn).to.deep.equal({ seat: B, dummy: null, name: 'Bob', step: 'draw', number: 1 });
    expect(v.deckCount).to.equal(95);
  });

  it('dummies are places too: no hand, no total, and their turn shows', () => {
    const s = midGame({ players: 2, hands: ['E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A5 A7', 'E4 E5 E6 F1 F2 F3 W1 W2 W3 A2 A6 A8'], k: 1, deck: 'W9', discards: 'E9' });
    const v = game.view(s, A);
    expect(v.places.map((p) => [p.name, p.isDummy, p.handSize, p.total, p.isTurn])).to.deep.equal([
      ['Ann', false, 12, 0, false],
      ['Dummy 1', true, 0, null, true],
      ['Bob', false, 12, 0, false],
      ['Dummy 2', true, 0, null, false],
    ]);
    expect(v.turn).to.deep.include({ seat: null, dummy: 0, step: 'dummy' });
  });

  it("the discards: the pile oldest first, and the top card takeable only on this seat's draw", () => {
    const s = stateOf(deal);
    expect(game.view(s, B).topDiscard).to.deep.equal({ code: 'W9', takeable: true });
    expect(game.view(s, A).topDiscard).to.deep.equal({ code: 'W9', takeable: false });
    expect(game.view(s, B).discards).to.deep.equal([{ code: 'W9', from: { deal: true } }]);
    const after = game.evolve(s, { type: 'card.drawn', seat: B, card: 'E4' });
    expect(game.view(after, B).topDiscard).to.deep.equal({ code: 'W9', takeable: false });
  });

  it("going out: shown only on this seat's turn after drawing, with the arrangement it would score", () => {
    const s = stateOf(deal);
    expect(game.view(s, B).goOut).to.equal(null);
    const d = Driver.from(deal).do(take);
    const v = d.view(B);
    expect(v.goOut!.legal).to.equal(false);
    expect(game.view(d.state, A).goOut).to.equal(null);
  });

  it('the spectator sees no hand and no arrangement, only public facts', () => {
    const v = game.view(stateOf(deal), SPECTATOR);
    expect(v.hand).to.deep.equal([]);
    expect(v.best).to.equal(null);
    expect(v.goOut).to.equal(null);
    expect(v.places.map((p) => p.handSize)).to.deep.equal([12, 12, 12, 12]);
  });

  it('before the deal: waiting, no dealer, no turn', () => {
    expect(game.view(game.initial(), A)).to.deep.include({ phase: 'waiting', dealer: null, turn: null, reveal: null, result: null });
    expect(game.view(stateOf(table({ players: 3 }).slice(0, 1)), A)).to.deep.include({ phase: 'dealing', step: 'choosingDealer', dealer: null });
  });

  it("the reveal stays shown into the next game; the match table lists each game's scores", () => {
    const d = Driver.from(table({ players: 4, dealer: A, hands: { [A]: 'E1 E2 E3 E4 E5 F4 F5 F6 W7 W8 W9 A5' }, top: 'A5' }));
    d.do(draw).do(goOut).settle();
    while (d.step === 'calling') d.do(callCoin('heads')).settle();
    expect(d.step).to.equal('draw');
    const v = d.view(C);
    expect(v.game).to.equal(2);
    expect(v.dealer).to.equal(B);
    expect(v.reveal).to.deep.include({ game: 1, dealer: A, wentOut: A, fully: true, exhaustedBy: null, pendingCoin: null });
    expect(v.reveal!.hands.map((h) => h.name)).to.deep.equal(['Ann', 'Bob', 'Cyd', 'Dee']);
    expect(v.reveal!.hands[A]).to.deep.include({ wentOut: true, bonus: 10, score: 55 });
    expect(v.match.games).to.have.length(1);
    expect(v.match.games[0]).to.deep.include({ game: 1, dealer: A, wentOut: A, fully: true });
    expect(v.match.games[0]!.scores[A]).to.equal(55);
    expect(v.match.totals).to.deep.equal(v.match.games[0]!.scores);
    expect(v.places[A]!.total).to.equal(55);
    expect(v.result).to.equal(null);
  });
});
