/**
 * Picking up in the Advanced Version: a Plain 0 in the hand without restriction, a set-aside Plain 0
 * under the book's restrictions; Divinity, Eternity, Infinity (anyone's) and the Special 0 (one's own)
 * only to go out fully, then going out at once; Eternity's and Infinity's abilities over inactive
 * discards; and the FAQ answers on them.
 */
import { expect } from '@open-wc/testing';
import { A, B, C, D, discard, draw, type Driver, game, given, goOut } from '../../support/builders/secrets.js';
import { play } from '../../support/builders/secrets-table.js';
import { area, aside, driveAdvanced, goOutWith, pickUpBonus, setAsideCard } from './support/advanced.js';

/** A's hand: three sequences, E1 E2 E3 E4, A1 A2: with one more card, going out fully. */
const READY = 'E1 E2 E3 E4 F4 F5 F6 W7 W8 W9 A1 A2';
/** The hands of the game just scored (the next one is dealt at once). */
const scored = (d: Driver) => d.ctx.games.at(-1)!.hands;

describe('Advanced Version: Plain 0s picked up', () => {
  it("a Plain 0 in the hand is used freely with discards: Bob picks up Ann's Earth 2 with his Plain 0 and Earth 1", () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'E2', [B]: 'P0 E1' } });
    d.do(draw, A).do(discard('E2'), A).settle();
    given(d.state)
      .when(B, pickUpBonus([], 'P0 E1', [area(A)]))
      .then({
        type: 'discards.pickedUp',
        seat: B,
        discards: [{ area: A, index: 0, card: 'E2' }],
        hand: [
          { code: 'P0', taken: false },
          { code: 'E1', taken: false },
        ],
        onto: null,
      });
  });

  it('a set-aside Plain 0 extends a sequence that holds 123 or 789, even with active discards', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'E2', [B]: 'P0 E1 E3 F7 F8 F9' } });
    // Bob sets his Plain 0 aside on his first turn, then picks it up with Earth 1, Earth 3 and Ann's Earth 2: 0123.
    d.do(draw, A).do(discard('E2'), A).settle();
    d.do(setAsideCard('P0'), B);
    given(d.state)
      .when(B, pickUpBonus([aside(B, 'P0')], 'E1 E3', [area(A)]))
      .then({
        type: 'discards.pickedUp',
        seat: B,
        discards: [{ area: A, index: 0, card: 'E2' }],
        hand: [
          { code: 'E1', taken: false },
          { code: 'E3', taken: false },
        ],
        onto: null,
        aside: [{ area: B, card: 'P0' }],
      });
    given(d.state)
      .when(B, pickUpBonus([aside(B, 'P0')], 'F8 F9'))
      .then({
        type: 'discards.pickedUp',
        seat: B,
        discards: [],
        hand: [
          { code: 'F8', taken: false },
          { code: 'F9', taken: false },
        ],
        onto: null,
        aside: [{ area: B, card: 'P0' }],
      });
  });

  it('to start a 3-Sequence, a set-aside Plain 0 needs both other cards from the hand, or one and the main discard; never another active discard', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'E2', [B]: 'P0 E1' } });
    d.do(draw, A).do(discard('E2'), A).settle();
    d.do(setAsideCard('P0'), B);
    given(d.state)
      .when(B, pickUpBonus([aside(B, 'P0')], 'E1', [area(A)]))
      .refused('plain-zero', /both other cards from your hand, or one from your hand and the other the main discard/);
    given(d.state)
      .when(C, pickUpBonus([aside(B, 'P0')], 'E1'))
      .refused('turn');
    given(d.state)
      .when(B, pickUpBonus([aside(A, 'P0')], 'E1'))
      .refused('pick-up');
  });

  it('a set-aside Plain 0 with one card of the hand and the main discard starts 012', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'E2 F9', [B]: 'P0 E1' } });
    d.do(draw, A).do(discard('E2'), A).settle();
    d.do(setAsideCard('P0'), B);
    d.do(draw, B)
      .do(discard(d.ctx.hands[B]!.at(-1)!.code), B)
      .settle();
    d.do(draw, C)
      .do(discard(d.ctx.hands[C]!.at(-1)!.code), C)
      .settle();
    d.do(draw, D)
      .do(discard(d.ctx.hands[D]!.at(-1)!.code), D)
      .settle();
    d.do(draw, A).do(discard('F9'), A).settle();
    // Ann's Earth 2 is now the active main discard.
    const main = d.ctx.discards.active!;
    expect(d.ctx.discards.main[main]!.code).to.equal('E2');
    given(d.state)
      .when(B, pickUpBonus([aside(B, 'P0')], 'E1', [area('main', main)]))
      .then({
        type: 'discards.pickedUp',
        seat: B,
        discards: [{ area: 'main', index: main, card: 'E2' }],
        hand: [{ code: 'E1', taken: false }],
        onto: null,
        aside: [{ area: B, card: 'P0' }],
      });
  });
});

describe('Advanced Version: Divinity, picked up only to go out fully', () => {
  const spec = { players: 4, dealer: A, hands: { [A]: READY }, setAside: { [B]: 'Divinity' } };

  it('anyone may pick up Divinity, not only its owner, when they can then go out fully; they go out at once', () => {
    const d = driveAdvanced(spec);
    expect(d.legalCommands(A)).to.deep.include(pickUpBonus([aside(B, 'Divinity')], 'A1 A2'));
    d.do(pickUpBonus([aside(B, 'Divinity')], 'A1 A2'), A);
    expect(d.legalCommands(A)).to.deep.equal([goOut]);
    given(d.state)
      .when(A, discard('E1'))
      .refused('public', /go out now, fully/);
    d.do(goOut, A).settle();
    expect(scored(d)[A]!.bonus, 'fully').to.equal(10);
    expect(scored(d)[B]!.setAside, 'FAQ: the owner loses the 5 points of a Divinity picked up').to.deep.equal([]);
  });

  it('refused when the player could not go out fully with it', () => {
    const d = driveAdvanced({ ...spec, hands: { [A]: 'E1 E2 E3 E4 F4 F5 F6 W7 W8 W9 A1 M5' } });
    given(d.state)
      .when(A, pickUpBonus([aside(B, 'Divinity')], 'E3 E4'))
      .refused('public', /only to go out fully/);
    given(d.state)
      .when(A, pickUpBonus([aside(B, 'Divinity')], 'E1 E3 E4'))
      .refused('public');
    given(d.state)
      .when(A, pickUpBonus([aside(B, 'Divinity')], 'W9'))
      .refused('meld');
    given(d.state)
      .when(A, pickUpBonus([aside(B, 'Divinity')], '', [], 0))
      .refused('pick-up');
  });

  it('Divinity never forms a pair: it is no card to go out fully beside', () => {
    const d = driveAdvanced({ ...spec, hands: { [A]: 'E1 E2 E3 E4 F4 F5 F6 W7 W8 W9 A1 A1' } });
    given(d.state)
      .when(A, pickUpBonus([aside(B, 'Divinity')], 'A1'))
      .refused('meld');
  });

  it('FAQ: when I pick up Divinity to go with a pair in my hand, the 3-Unity is exposed', () => {
    const d = driveAdvanced({ ...spec, hands: { [A]: 'E1 E2 E3 E4 F4 F5 F6 W7 W8 W9 A7 A7' } });
    d.do(pickUpBonus([aside(B, 'Divinity')], 'A7 A7'), A)
      .do(goOut, A)
      .settle();
    const unity = scored(d)[A]!.melds.find((m) => m.kind === 'unity')!;
    expect(unity.points).to.deep.equal({ low: 20, high: 20 });
  });

  it('FAQ: Divinity in a meld scores only the meld, not its own 5', () => {
    const d = driveAdvanced(spec);
    d.do(pickUpBonus([aside(B, 'Divinity')], 'A1 A2'), A)
      .do(goOut, A)
      .settle();
    const r = scored(d)[A]!;
    expect(r.setAside).to.deep.equal([]);
    expect(r.melds.map((m) => m.points.low).reduce((a, b) => a + b, 0)).to.equal(15 + 10 + 10 + 10);
  });

  it('FAQ: when I go out by deck draw, I do not also get Divinity from the table: a deck draw closes the set-aside cards too', () => {
    const d = driveAdvanced({ ...spec, tops: { 0: 'M5' } });
    d.do(draw, A);
    given(d.state)
      .when(A, pickUpBonus([aside(B, 'Divinity')], 'A1 A2'))
      .refused('one-draw');
  });
});

describe('Advanced Version: Eternity and Infinity', () => {
  it('FAQ: I may pick up Eternity only as a one-card meld to go out fully (+5 as a meld)', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A2 A3' }, setAside: { [C]: 'Eternity' } });
    expect(d.legalCommands(A)).to.deep.include(pickUpBonus([aside(C, 'Eternity')]));
    d.do(pickUpBonus([aside(C, 'Eternity')]), A)
      .do(goOut, A)
      .settle();
    const r = scored(d)[A]!;
    expect(r.melds.find((m) => m.kind === 'single')!.points).to.deep.equal({ low: 5, high: 5 });
    expect(r.bonus).to.equal(10);
    expect(scored(d)[C]!.setAside).to.deep.equal([]);
  });

  it('with Eternity picked up, inactive discards form sequences to go out fully (one move: Eternity, then the sequence)', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: READY, [B]: 'A3' }, setAside: { [C]: 'Infinity', [D]: 'Eternity' } });
    // Bob's Air 3 reaches the main area at his next discard and turns inactive after Cyd's turn.
    play(d, A);
    play(d, B, 'A3');
    for (const seat of [C, D, A, B, C, D]) play(d, seat);
    const at = d.ctx.discards.main.findIndex((x) => x.code === 'A3');
    expect(at >= 0 && at !== d.ctx.discards.active).to.equal(true);
    given(d.state)
      .when(A, pickUpBonus([], 'A1 A2', [area('main', at)]))
      .refused('inactive');
    given(d.state)
      .when(A, goOutWith(pickUpBonus([aside(C, 'Infinity')]), pickUpBonus([], 'A1 A2', [area('main', at)])))
      .refused('inactive', /Eternity or Infinity/);
    const plan = goOutWith(pickUpBonus([aside(D, 'Eternity')]), pickUpBonus([], 'A1 A2', [area('main', at)]));
    const decision = game.decide(d.state, plan, A);
    expect(decision.ok, JSON.stringify(decision)).to.equal(true);
    d.do(plan, A).settle();
    expect(d.ctx.games.at(-1)!.ending).to.deep.equal({ wentOut: A });
    expect(scored(d)[A]!.bonus).to.equal(10);
  });

  it('with Infinity picked up, inactive discards form sets', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: 'E1 E2 E3 E4 F4 F5 F6 W7 W8 W9 F2 W2', [B]: 'A2' }, setAside: { [C]: 'Infinity' } });
    play(d, A);
    play(d, B, 'A2');
    for (const seat of [C, D, A, B, C, D]) play(d, seat);
    const at = d.ctx.discards.main.findIndex((x) => x.code === 'A2');
    given(d.state)
      .when(A, pickUpBonus([], 'F2 W2', [area('main', at)]))
      .refused('inactive');
    d.do(goOutWith(pickUpBonus([aside(C, 'Infinity')]), pickUpBonus([], 'F2 W2', [area('main', at)])), A);
    expect(d.log.at(-1)).to.deep.include({ type: 'player.wentOut', seat: A });
  });
});

describe('Advanced Version FAQ: a Public Bonus Card just drawn', () => {
  it('Q: Can I pick up the Divinity I just drew if I can go out fully? A: Yes; alone, it is going out by deck draw (+5)', () => {
    const d = driveAdvanced({ players: 4, dealer: A, hands: { [A]: READY }, tops: { 0: 'Divinity' } });
    d.do(draw, A);
    expect(d.log.at(-1)).to.deep.equal({ type: 'bonus.drawn', seat: A, card: 'Divinity' });
    d.do(pickUpBonus([aside(A, 'Divinity')], 'A1 A2'), A).do(goOut, A);
    expect(d.log.at(-1)).to.deep.equal({ type: 'player.wentOut', seat: A, drawn: 'Divinity' });
    d.settle();
    expect(scored(d)[A]!.deckDraw).to.equal(5);
  });

  it('with another card picked up too it is no going out by deck draw', () => {
    const d = driveAdvanced({
      players: 4,
      dealer: A,
      hands: { [A]: 'E1 E2 E3 E4 F4 F5 F6 W7 W8 W9 A1 A1' },
      tops: { 0: 'Eternity' },
      setAside: { [B]: 'Infinity' },
    });
    d.do(draw, A);
    d.do(goOutWith(pickUpBonus([aside(B, 'Infinity')]), pickUpBonus([aside(A, 'Eternity')])), A);
    expect(d.log.at(-1)).to.deep.include({ type: 'player.wentOut', drawn: null });
  });
});
