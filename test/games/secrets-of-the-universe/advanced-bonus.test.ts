/**
 * Bonus Cards in play (Advanced Version): a Public Bonus Card drawn is set aside at once, and its
 * drawer chooses between the replacement and the discards; a Private one drawn may be kept or set
 * aside for a replacement on one's turn; a replacement that is a Public Bonus Card is set aside in
 * turn; a Bonus Card is never discarded; an empty deck gives no replacement; a set-aside Void never
 * comes back (FAQ); the Special 0 is swapped for a Plain 0, never simply taken (FAQ).
 */
import { expect } from '@open-wc/testing';
import { A, B, C, discard, draw, game, given, take } from '../../support/builders/secrets.js';
import { aside, driveAdvanced, pickUpBonus, setAsideCard, swapZero } from './support/advanced.js';

describe('Advanced Version: drawing a Public Bonus Card', () => {
  it('is set aside at once and seen by all; the drawer may then draw the replacement from the deck', () => {
    const d = driveAdvanced({ players: 4, dealer: A, tops: { 0: 'Eternity E5' } });
    given(d.state).when(A, draw).then({ type: 'bonus.drawn', seat: A, card: 'Eternity' });
    d.do(draw, A);
    expect(d.step).to.equal('draw');
    expect(d.ctx.aside[A]).to.deep.equal(['Eternity']);
    expect(game.redact(d.log.at(-1)!, B)).to.deep.equal(d.log.at(-1));
    expect(d.view(A).bonus!.publicDrawn).to.equal('Eternity');
    expect(d.view(B).bonus!.publicDrawn).to.equal(null);
    given(d.state).when(A, discard(d.ctx.hands[A]![0]!.code)).refused('draw-first');
    given(d.state).when(A, draw).then({ type: 'card.drawn', seat: A, card: 'E5' });
  });

  it('or the drawer changes tack and draws from the discards instead', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'F5' }, tops: { 0: 'E2 E3', 3: 'F9 Divinity' } });
    d.do(draw, A).do(discard('E2'), A).settle();
    d.do(draw, B)
      .do(discard(d.ctx.hands[B]!.at(-1)!.code), B)
      .settle();
    d.do(draw, C)
      .do(discard(d.ctx.hands[C]!.at(-1)!.code), C)
      .settle();
    d.do(draw, 3).do(discard('F9'), 3).settle();
    d.do(draw, A).do(discard('E3'), A).settle();
    d.do(draw, B)
      .do(discard(d.ctx.hands[B]!.at(-1)!.code), B)
      .settle();
    d.do(draw, C)
      .do(discard(d.ctx.hands[C]!.at(-1)!.code), C)
      .settle();
    d.do(draw, 3);
    expect(d.log.at(-1)).to.deep.equal({ type: 'bonus.drawn', seat: 3, card: 'Divinity' });
    expect(d.legalCommands(3)).to.deep.include({ type: 'takeDiscard' });
    d.do(take, 3);
    expect(d.ctx.drawn).to.deep.equal({ from: 'discards' });
    given(d.state).when(3, draw).refused('one-draw');
  });
});

describe('Advanced Version: Private Bonus Cards in play', () => {
  it("a Void or a Plain 0 drawn goes into the hand; on one's turn it may be set aside for a replacement from one's quarter", () => {
    const d = driveAdvanced({ players: 4, dealer: A, tops: { 0: 'Void E4 E6' } });
    given(d.state).when(A, draw).then({ type: 'card.drawn', seat: A, card: 'Void' });
    d.do(draw, A);
    expect(d.ctx.hands[A]!.some((c) => c!.code === 'Void')).to.equal(true);
    given(d.state).when(A, setAsideCard('Void')).then({ type: 'bonus.setAside', seat: A, card: 'Void', replacement: 'E4' });
    d.do(setAsideCard('Void'), A);
    expect(d.ctx.drawn, "the replacement is not the turn's draw").to.deep.equal({ from: 'deck', card: 'Void' });
    expect(d.ctx.hands[A]).to.have.length(13);
    given(d.state).when(B, setAsideCard('P0')).refused('turn');
  });

  it('a replacement that is a Public Bonus Card is set aside at once and replaced in turn', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'P0' }, tops: { 0: 'S0 Infinity E9' } });
    d.do(setAsideCard('P0'), A);
    expect(d.log.slice(-3)).to.deep.equal([
      { type: 'bonus.setAside', seat: A, card: 'P0', replacement: 'S0' },
      { type: 'bonus.setAside', seat: A, card: 'S0', replacement: 'Infinity' },
      { type: 'bonus.setAside', seat: A, card: 'Infinity', replacement: 'E9' },
    ]);
    expect(d.ctx.aside[A]).to.deep.equal(['P0', 'S0', 'Infinity']);
    expect(d.step).to.equal('draw');
  });

  it('a Bonus Card is never discarded: it is set aside instead', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'Void P0' } });
    d.do(draw, A);
    given(d.state)
      .when(A, discard('Void'))
      .refused('bonus', /never discarded/);
    given(d.state).when(A, discard('P0')).refused('bonus');
    expect(d.legalCommands(A).some((c) => c.type === 'discard' && (c.card === 'Void' || c.card === 'P0'))).to.equal(false);
    expect(game.evolve(d.state, { type: 'card.discarded', seat: A, card: 'Void', taken: false }).context.fault).to.equal(
      'a Bonus Card is set aside, never discarded',
    );
  });

  it('with the deck empty there is no replacement to draw: a Private Bonus Card stays in the hand', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'Void' } });
    const empty = { ...d.state, context: { ...d.ctx, quarters: d.ctx.quarters.map(() => []) } } as typeof d.state;
    given(empty).when(A, setAsideCard('Void')).refused('deck', /empty/);
  });
});

describe('Advanced Version FAQ: a set-aside Void never comes back; the Special 0 only by a swap', () => {
  it('Q: Can I draw a Void that I set aside earlier back into my hand? A: No.', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'Void E1 E2' }, tops: { 0: 'F5' } });
    d.do(setAsideCard('Void'), A);
    given(d.state)
      .when(A, pickUpBonus([aside(A, 'Void')], 'E1 E2'))
      .refused('void', 'A Void once set aside never comes back.');
  });

  it('Q: Can I pick up the Special 0 another player set aside, without trading a Plain 0? A: No; with a Plain 0 set aside, swap first (before drawing from the discards)', () => {
    const d = driveAdvanced({ players: 4, dealer: A, setAside: { [B]: 'S0' }, hands: { [A]: 'P0 M1 M2 M4 M4 M4 F5 F5 F5 W6 W6 W6' }, tops: { 0: 'E9' } });
    d.do(setAsideCard('P0'), A);
    given(d.state)
      .when(A, pickUpBonus([aside(B, 'S0')], 'M1 M2'))
      .refused('own-zero', /only by a swap/);
    expect(d.legalCommands(A)).to.deep.include(swapZero(B));
    given(d.state).when(A, swapZero(B)).then({ type: 'zeros.swapped', seat: A, with: B });
    d.do(swapZero(B), A);
    expect(d.ctx.aside[A]).to.deep.equal(['S0']);
    expect(d.ctx.aside[B]).to.deep.equal(['P0']);
    given(d.state).when(B, swapZero(A)).refused('turn');
    // Once a turn: swapping straight back would let a turn go on for ever.
    given(d.state).when(A, swapZero(B)).refused('swap', 'The Special 0 changes places once a turn.');
    expect(d.legalCommands(A).some((c) => c.type === 'swapZero')).to.equal(false);
  });

  it('a swap comes before drawing from the discards, needs a Special 0 and a Plain 0 set aside, and no other pair', () => {
    const d = driveAdvanced({ players: 4, dealer: A, setAside: { [B]: 'S0' }, hands: { [A]: 'P0 E8' } });
    given(d.state)
      .when(A, swapZero(B))
      .refused('swap', /Special 0 for a set-aside Plain 0/);
    d.do(setAsideCard('P0'), A);
    given(d.state).when(A, swapZero(C)).refused('swap');
    given(d.state).when(A, swapZero(A)).refused('swap');
    const drew = { ...d.state, context: { ...d.ctx, drawn: { from: 'discards' as const } } } as typeof d.state;
    given(drew).when(A, swapZero(B)).refused('swap', 'The Special 0 is swapped before drawing from the discards.');
  });
});
