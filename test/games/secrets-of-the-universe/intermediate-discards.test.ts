/**
 * The Intermediate Version's discards: each player's own discard area, the main area's active and
 * inactive discards, plain draws of the active main discard, pickups into exposed melds (the book's
 * two examples, refusals with their reasons) and the FAQ on drawing from the discards.
 */
import { expect } from '@open-wc/testing';
import { checkPickUp } from '../../../src/games/secrets-of-the-universe/intermediate/view.js';
import { A, B, C, D, discard, draw, type Driver, game, given, goOut, take } from '../../support/builders/secrets.js';
import { area, driveTable, mainArea, meldText, pickUp, play } from '../../support/builders/secrets-table.js';

const codesIn = (d: Driver, where: number | 'main'): string[] => (where === 'main' ? d.ctx.discards.main : d.ctx.discards.areas[where]!).map((x) => x.code);

describe('Intermediate discards: areas, and the active and inactive main discards', () => {
  const spec = { players: 4, dealer: A, faceDown: 'M1' as const, hands: { [A]: 'E1 E5', [B]: 'F1 F5', [C]: 'W1 W5', [D]: 'A1 A5' } };

  it('a player discards into their own area; the older card moves to the main area when they discard again', () => {
    const d = driveTable(spec);
    play(d, A, 'E1');
    expect(codesIn(d, A)).to.deep.equal(['E1']);
    expect(codesIn(d, 'main')).to.deep.equal([]);
    play(d, B, 'F1');
    play(d, C, 'W1');
    play(d, D, 'A1');
    expect(d.view(A).table!.areas.map((x) => x.cards.map((c) => c.code))).to.deep.equal([['E1'], ['F1'], ['W1'], ['A1']]);
    expect(d.view(A).table!.areas.map((x) => x.name)).to.deep.equal(['Ann', 'Bob', 'Cyd', 'Dee']);
    play(d, A, 'E5');
    expect(codesIn(d, A)).to.deep.equal(['E5']);
    expect(codesIn(d, 'main'), 'the face-down card left, then Earth 1 moved').to.deep.equal(['M1', 'E1']);
    expect(d.view(B).table!.main).to.deep.equal({ active: 1, inactive: [0] });
    expect(d.view(B).topDiscard).to.deep.equal({ code: 'E1', takeable: true });
  });

  it('the next player may draw the active main discard with no meld; if they do not, it turns inactive', () => {
    const d = mainArea(spec.hands[B]);
    given(d.state).when(B, take).then({ type: 'discard.taken', seat: B, card: 'E1' });
    play(d, B, 'F5');
    expect(codesIn(d, 'main')).to.deep.equal(['M1', 'E1', 'F1']);
    expect(d.view(C).table!.main).to.deep.equal({ active: 2, inactive: [0, 1] });
    given(d.state)
      .when(C, { type: 'takeDiscard', index: 1 })
      .refused('inactive', /^Only the active main discard can be drawn/);
  });

  it("the previous player's discard cannot be drawn while it lies in their area", () => {
    const d = driveTable(spec);
    play(d, A, 'E1');
    given(d.state)
      .when(B, take)
      .refused('no-discard', /^There is no main discard to draw: a card in a discard area can only be picked up into a meld/);
    given(d.state)
      .when(B, pickUp([area(A)]))
      .refused('meld', 'You can pick up a discard only into a valid meld.');
  });

  it('FAQ: the main discard may be drawn and discarded again in the same turn', () => {
    const d = mainArea(spec.hands[B]);
    const before = d.ctx.hands[B]!.length;
    d.do(take, B).do(discard('E1', true), B).settle();
    expect(d.ctx.hands[B]!.length).to.equal(before);
    expect(codesIn(d, B)).to.deep.equal(['E1']);
    expect(codesIn(d, 'main')).to.deep.equal(['M1', 'F1']);
    expect(d.view(C).topDiscard).to.deep.equal({ code: 'F1', takeable: true });
  });

  it('drawing from the deck closes the discards for the turn, and drawing from the discards closes the deck', () => {
    const d = driveTable({ ...spec, hands: { ...spec.hands, [B]: 'E2 E3 F1 F5' } });
    play(d, A, 'E1');
    const drawn = given(d.state).when(B, draw).then({ type: 'card.drawn', seat: B, card: d.ctx.quarters[1]![0]! });
    given(drawn)
      .when(B, pickUp([area(A)], 'E2 E3'))
      .refused('one-draw', /^You drew from the deck this turn/);
    const picked = given(d.state)
      .when(B, pickUp([area(A)], 'E2 E3'))
      .then({
        type: 'discards.pickedUp',
        seat: B,
        discards: [{ area: A, index: 0, card: 'E1' }],
        hand: [
          { code: 'E2', taken: false },
          { code: 'E3', taken: false },
        ],
        onto: null,
      });
    given(picked).when(B, draw).refused('one-draw');
  });
});

describe('Intermediate discards: picking up', () => {
  it("the book's first example: opposite the dealer on your first turn, Water 2 completes 234 of Water; Air 8 fits no meld and must wait for the main area", () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'W2 E1', [B]: 'A8 F1', [C]: 'W3 W4 E9 F9' } });
    play(d, A, 'W2');
    play(d, B, 'A8');
    const v = d.view(C);
    expect(checkPickUp(v, pickUp([area(A)], 'W3 W4') as never)).to.equal(null);
    expect(checkPickUp(v, pickUp([area(B)]) as never)).to.deep.equal({ rule: 'meld', reason: 'You can pick up a discard only into a valid meld.' });
    given(d.state)
      .when(C, pickUp([area(B)]))
      .refused('meld', 'You can pick up a discard only into a valid meld.');
    given(d.state).when(C, take).refused('no-discard');
    d.do(pickUp([area(A)], 'W3 W4'), C);
    expect(meldText(d.ctx.exposed[C]![0]!.cards)).to.equal('W2* W3 W4');
    expect(d.view(A).table!.exposed[C]![0]).to.deep.include({ kind: 'sequence', points: { low: 10, high: 10 } });
    given(d.state)
      .when(C, pickUp([area(B)]))
      .refused('meld');
    d.do(discard('E9'), C).settle();
    play(d, D);
    play(d, A);
    play(d, B);
    expect(d.view(C).topDiscard).to.deep.equal({ code: 'A8', takeable: true });
    given(d.state).when(C, take).then({ type: 'discard.taken', seat: C, card: 'A8' });
  });

  it("the quintuple play: the previous player's, your own and the two others' discards with the main discard make a 5-Set", () => {
    const d = driveTable({ players: 4, dealer: A, faceDown: 'M7', hands: { [A]: 'F7', [B]: 'A7', [C]: 'W7', [D]: 'E7' } });
    play(d, A, 'F7');
    play(d, B, 'A7');
    play(d, C, 'W7');
    play(d, D, 'E7');
    expect(d.view(A).topDiscard).to.deep.equal({ code: 'M7', takeable: true });
    const all = [area(D), area(A), area(C), area(B), area('main')];
    expect(checkPickUp(d.view(A), pickUp(all) as never)).to.equal(null);
    d.do(pickUp(all), A);
    expect(meldText(d.ctx.exposed[A]![0]!.cards)).to.equal('A7* E7* F7* M7* W7*');
    expect(d.view(B).table!.exposed[A]![0]).to.deep.include({ kind: 'set', points: { low: 40, high: 40 } });
    expect(d.ctx.discards.areas.flat()).to.deep.equal([]);
    expect(d.ctx.discards.main).to.deep.equal([]);
    expect(d.ctx.hands[A]!.length, 'the hand is unchanged: five cards more on the table').to.equal(13 - 1);
  });

  it('FAQ: you may pick up the card you discarded on your previous turn', () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'E5 E6 E7' } });
    play(d, A, 'E7');
    for (const seat of [B, C, D]) play(d, seat);
    d.do(pickUp([area(A)], 'E5 E6'), A);
    expect(meldText(d.ctx.exposed[A]![0]!.cards)).to.equal('E5 E6 E7*');
  });

  it('FAQ: you may pick up a meld formed entirely of discarded cards', () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'F3', [B]: 'F4', [C]: 'F5', [D]: 'E1' } });
    play(d, A, 'F3');
    play(d, B, 'F4');
    play(d, C, 'F5');
    d.do(pickUp([area(A), area(B), area(C)]), D);
    expect(meldText(d.ctx.exposed[D]![0]!.cards)).to.equal('F3* F4* F5*');
  });

  it("FAQ: a player's active discard cannot complete a pair to go out fully; the main discard, drawn, can", () => {
    const hand = 'E1 E2 E3 E4 F4 F5 F6 F7 A7 A8 A9 W5';
    const d = driveTable({ players: 4, dealer: B, hands: { [C]: 'W5', [D]: 'W5 M8', [A]: hand } });
    play(d, B);
    play(d, C, 'W5');
    play(d, D, 'W5');
    given(d.state)
      .when(A, pickUp([area(C)], 'W5'))
      .refused('pair', 'Only the main discard can complete your pair.');
    expect(checkPickUp(d.view(A), pickUp([area(D)], 'W5') as never)).to.deep.equal({ rule: 'pair', reason: 'Only the main discard can complete your pair.' });
    play(d, A);
    play(d, B);
    play(d, C);
    play(d, D, 'M8');
    expect(d.view(A).topDiscard).to.deep.equal({ code: 'W5', takeable: true });
    d.do(take, A);
    expect(d.view(A).goOut).to.deep.include({ legal: true, fully: true, bonus: 10 });
    d.do(goOut, A).settle();
    expect(d.view(B).reveal!.hands[A]).to.deep.include({ bonus: 10, deckDraw: 0 });
  });

  it('a unity may use inactive discards; sequences and sets only active ones', () => {
    const d = driveTable({ players: 4, dealer: A, faceDown: 'E9', hands: { [A]: 'E9 E9 E7 E8 M3' } });
    for (const seat of [A, B, C, D]) play(d, seat);
    play(d, A, 'M3');
    expect(d.view(A).table!.main).to.deep.equal({ active: 1, inactive: [0] });
    for (const seat of [B, C, D]) play(d, seat);
    const inactive = d.view(A).table!.main.inactive;
    expect(inactive).to.include(0);
    given(d.state)
      .when(A, pickUp([area('main', 0)], 'E7 E8'))
      .refused('inactive', /^Inactive discards can only form unities/);
    d.do(pickUp([area('main', 0)], 'E9 E9'), A);
    expect(meldText(d.ctx.exposed[A]![0]!.cards)).to.equal('E9 E9 E9*');
  });

  it('refusals name the rule: no such discard, the same discard twice, a card not held, no such meld', () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'W2', [B]: 'W3 W4 E1 E2 F5 F6 A1 A2 A3 M5 M6 E9' } });
    play(d, A, 'W2');
    given(d.state).when(B, pickUp([])).refused('pick-up', 'Name the discards to pick up.');
    given(d.state)
      .when(B, pickUp([area(C)], 'W3 W4'))
      .refused('pick-up', 'There is no such discard.');
    given(d.state)
      .when(B, pickUp([area(A), area(A)], 'W3'))
      .refused('pick-up', 'Each discard can be picked up once.');
    given(d.state)
      .when(B, pickUp([area(A)], 'W3 W5'))
      .refused('hand', 'You hold no Water 5.');
    given(d.state)
      .when(B, pickUp([area(A)], 'W3 W4*'))
      .refused('hand', 'You hold no taken Water 4.');
    given(d.state)
      .when(B, pickUp([area(A)], 'W3 W4', 0))
      .refused('pick-up', 'You have no such exposed meld.');
    given(d.state)
      .when(C, pickUp([area(A)], 'W3 W4'))
      .refused('turn', "It is Bob's turn.");
  });

  it('pickups are listed among the legal commands: each discard into a 3-card meld with the hand, or onto an exposed meld', () => {
    const d = driveTable({ players: 4, dealer: A, hands: { [A]: 'W2', [B]: 'W3 W4 F2 A2' } });
    play(d, A, 'W2');
    const listed = d.legalCommands(B).filter((c) => c.type === 'pickUp');
    expect(listed).to.deep.include(pickUp([area(A)], 'W3 W4'));
    expect(listed).to.deep.include(pickUp([area(A)], 'F2 A2'));
    for (const c of listed) expect(game.decide(d.state, c, B).ok, JSON.stringify(c)).to.equal(true);
  });
});
