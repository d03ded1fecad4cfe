/**
 * Exposed melds in the Intermediate Version and the FAQ about them: melds need not be shown to
 * score; exposed melds are locked, may be extended with hand cards (also after someone goes out)
 * and joined when two sequences line up, never rearranged; one interpretation per hand (789999).
 */
import { expect } from '@open-wc/testing';
import { A, B, C, D, discard, draw, game, given, goOut, sorted } from '../../support/builders/secrets.js';
import { area, driveTable, extendMeld, joinMelds, meldText, pickUp, play, twoSequences } from '../../support/builders/secrets-table.js';

describe('Exposed melds', () => {
  it('FAQ: melds need not be shown to score: a concealed meld in hand scores when the hands are revealed', () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'E1 E2 E3 F4 F5 F6 A7 A8 A9 W1 W2 W3', [B]: 'F1 F1 F1 W4 W5 W6' } });
    d.do(draw, A).do(goOut, A).settle();
    const melds = d.view(A).reveal!.hands[B]!.melds.map((m) => `${m.kind} ${sorted(m.cards)}`);
    expect(melds).to.include('unity F1 F1 F1');
    expect(melds).to.include('sequence W4 W5 W6');
  });

  it('FAQ: exposed melds can be extended with cards from the hand, after drawing', () => {
    const d = twoSequences();
    d.do(extendMeld(1, 'E7'), B);
    expect(meldText(d.ctx.exposed[B]![1]!.cards)).to.equal('E4* E5* E6 E7');
    given(d.state).when(B, extendMeld(0, 'F5')).refused('extend', 'Those cards do not extend that meld.');
    given(d.state).when(B, extendMeld(2, 'F5')).refused('extend', 'You have no such exposed meld.');
    given(d.state).when(B, extendMeld(0, 'W9')).refused('hand', 'You hold no Water 9.');
  });

  it('extending or joining waits for the draw', () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'E3', [B]: 'E1 E2 E4 F9' } });
    play(d, A, 'E3');
    d.do(pickUp([area(A)], 'E1 E2'), B)
      .do(discard('F9'), B)
      .settle();
    for (const seat of [C, D, A]) play(d, seat);
    given(d.state).when(B, extendMeld(0, 'E4')).refused('draw-first');
    given(d.state).when(B, joinMelds(0, 1)).refused('draw-first');
  });

  it('FAQ: two exposed sequences that line up can be combined into one', () => {
    const d = twoSequences();
    expect(d.legalCommands(B)).to.deep.include(joinMelds(0, 1));
    d.do(joinMelds(0, 1), B);
    expect(d.ctx.exposed[B]!.map((m) => meldText(m.cards))).to.deep.equal(['E1 E2 E3* E4* E5* E6']);
    expect(d.view(A).table!.exposed[B]![0]!.points).to.deep.equal({ low: 40, high: 40 });
  });

  it('FAQ: cards in exposed melds are locked: no rearranging, only extending', () => {
    const d = twoSequences();
    given(d.state).when(B, joinMelds(0, 0)).refused('join', 'Name two of your exposed melds.');
    given(d.state)
      .when(B, pickUp([area(A)], '', 0))
      .refused('meld', 'You can pick up a discard only into a valid meld.');
    const commands = game.legalCommands(d.state, B).map((c) => c.type);
    expect(commands.filter((t) => !['pickUp', 'takeDiscard', 'extendMeld', 'joinMelds', 'goOut', 'discard'].includes(t))).to.deep.equal([]);
    const set = driveTable({ players: 4, dealer: A, hands: { [A]: 'E5', [B]: 'F5 W5 E6 E7 E8' } });
    play(set, A, 'E5');
    set.do(pickUp([area(A)], 'F5 W5'), B);
    given(set.state).when(B, extendMeld(0, 'E6')).refused('extend', 'Those cards do not extend that meld.');
  });

  it('FAQ: exposed melds are also extended after someone has gone out, as far as that scores more', () => {
    const d = twoSequences().do(discard('F5'), B).settle();
    d.do(draw, C).do(goOut, C).settle();
    const melds = d.view(A).reveal!.hands[B]!.melds.map((m) => `${m.kind} ${sorted(m.cards)}`);
    expect(melds).to.include('sequence E1 E2 E3* E4* E5* E6 E7');
    expect(d.view(A).reveal!.hands[B]!.melds.find((m) => m.cards.length === 7)!.points.low).to.equal(60);
  });

  it('FAQ 789999: one interpretation: going out with 789 and 999 scores those two melds, not the 4-Unity', () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'E7 E8 E9 E9 E9 E9 A1 A2 A3 F1 F2 F3' }, tops: { 0: 'W5' } });
    d.do(draw, A);
    expect(d.view(A).best!.melds.map((m) => sorted(m.cards))).to.include('E9 E9 E9 E9');
    expect(d.view(A).goOut!.legal).to.equal(true);
    d.do(goOut, A).settle();
    const scored = d.view(B).reveal!.hands[A]!;
    expect(scored.melds.map((m) => sorted(m.cards)).sort()).to.deep.equal(['A1 A2 A3', 'E7 E8 E9', 'E9 E9 E9', 'F1 F2 F3']);
    expect(scored.unmelded.map((c) => c.code)).to.deep.equal(['W5']);
  });
});
