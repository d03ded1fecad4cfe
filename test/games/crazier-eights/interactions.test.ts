/** The interactions, clarifications and FAQ answers the book spells out, each as a table. */
import { expect } from '@open-wc/testing';
import { crazierEights } from '../../../src/games/crazier-eights/index.js';
import { createRandom } from '../../../src/kernel/random.js';
import { act, acts, card, choose, decline, discard, end, filler, id, play, refused, table } from './builders.js';

const Y = (r: number) => card('yellow', r);
const B = (r: number) => card('blue', r);
const G = (r: number) => card('green', r);
const R = (r: number) => card('red', r);
const pile = filler(12);
const annBegins = (spec: Parameters<typeof table>[0]) => act(table({ pile, turn: 1, ...spec }), 1, end).state;

describe('Crazier Eights: conditional abilities', () => {
  it('Angel of Hope still makes a player draw after Devious Dragon destroys it (the turn player orders them)', () => {
    let s = annBegins({
      hands: [[Y(3)], [B(5)]],
      inPlay: [
        [id('Devious Dragon'), 0],
        [id('Angel of Hope'), 0],
      ],
    });
    expect(s.context.choice).to.deep.include({ seat: 0, kind: 'trigger' });
    s = act(s, 0, choose(id('Devious Dragon'))).state;
    s = act(s, 0, choose(id('Angel of Hope'))).state;
    expect(s.context.table.map((p) => p.card)).to.deep.equal([id('Devious Dragon')]);
    expect(s.context.choice).to.deep.include({ seat: 0, kind: 'player' });
    expect(act(s, 0, choose(1)).state.context.hands[1]).to.have.length(2);
  });

  it('"may" or "must": a Devious Dragon alone on the table destroys itself', () => {
    const s = annBegins({ hands: [[Y(3)], [B(5)]], inPlay: [[id('Devious Dragon'), 0]] });
    expect(s.context.table).to.deep.equal([]);
    expect(s.context.discard[0]).to.equal(id('Devious Dragon'));
  });

  it('a beginning-of-turn ability does nothing the turn its card is played (FAQ 7)', () => {
    const s = act(table({ hands: [[id('Devious Dragon'), Y(3)], [B(5)]], inPlay: [[id('Castle'), 1]] }), 0, play(id('Devious Dragon'))).state;
    expect(s.context.choice).to.equal(null);
    expect(s.context.table).to.have.length(2);
  });

  it('a card put into play while a condition is answered does not answer it (Grave Robber brings back Angel of Hope)', () => {
    const s = annBegins({ hands: [[Y(3)], [B(5)]], discard: [id('Angel of Hope'), Y(9)], inPlay: [[id('Grave Robber'), 0]] });
    const after = act(s, 0, choose(id('Angel of Hope'))).state;
    expect(after.context.choice).to.equal(null);
    expect(crazierEights.view(after, 0).phase).to.equal('main');
  });

  it('whoever controlled a card when its ability occurred decides for it, even after losing control (Usurper gives Angel of Hope away)', () => {
    let s = annBegins({
      hands: [[Y(3)], [B(5)]],
      inPlay: [
        [id('Usurper'), 0],
        [id('Angel of Hope'), 0],
        [id('Castle'), 1],
      ],
    });
    s = act(s, 0, choose(id('Usurper'))).state;
    s = act(s, 0, choose(id('Angel of Hope'))).state; // Castle, the one card of an opponent, is taken at once
    expect(s.context.table.find((p) => p.card === id('Angel of Hope'))!.controller).to.equal(1);
    expect(s.context.choice).to.deep.include({ seat: 0, kind: 'player' });
  });

  it('abilities occurring together take effect for the turn player first, then clockwise', () => {
    const s = act(
      table({
        hands: [[R(8), Y(3)], [B(5)], [G(1)], [R(1)]],
        pile,
        inPlay: [
          [id('Viper Pit'), 3],
          [id('Storm Crow'), 1],
          [id('Guardian'), 0],
        ],
      }),
      0,
      discard(R(8), 'red'),
    ).state;
    expect(s.context.choice).to.deep.include({ seat: 1 });
    expect(s.context.hands[0]).to.have.length(1);
    const after = act(s, 1, decline).state;
    expect(after.context.hands[0]).to.have.length(2);
  });

  it('Thin Ice at the end of a turn: it takes effect even if another end-of-turn ability first brings the player under four', () => {
    let s = act(
      table({
        hands: [[Y(3)], [B(5)], [G(1)]],
        pile,
        inPlay: [
          [id("Druids' Circle"), 0],
          [id('Castle'), 0],
          [id('Guardian'), 0],
          [id('Swift Boots'), 0],
          [id('Thin Ice'), 1],
        ],
      }),
      0,
      end,
    ).state;
    expect(s.context.choice).to.deep.include({ seat: 0, may: true });
    s = act(s, 0, choose(id('Castle'))).state;
    expect(s.context.out).to.deep.equal([true, false, false]);
  });

  it('Thin Ice: gaining a fourth card at the end of someone else’s turn does not make you lose', () => {
    let s = act(
      table({
        hands: [[Y(3)], [B(5)], [G(1)]],
        pile,
        inPlay: [
          [id('Wandering Minstrel'), 0],
          [id('Castle'), 1],
          [id('Guardian'), 1],
          [id('Thin Ice'), 1],
        ],
      }),
      0,
      end,
    ).state;
    s = act(s, 0, choose(1)).state;
    expect(s.context.out).to.deep.equal([false, false, false]);
    expect(s.context.turn).to.equal(1);
  });

  it('two Castles: opponents cause you to draw two fewer cards', () => {
    const s = acts(
      table({
        hands: [[id('Plague'), Y(3)], [B(5)]],
        pile,
        inPlay: [
          [id('Castle'), 1],
          [id('Castle', 1), 1],
        ],
      }),
      [0, play(id('Plague'))],
      [0, choose(1)],
    );
    expect(s.context.hands[1]).to.have.length(1);
  });

  it('Restoration on the only card of the discard pile: the card goes into play and Restoration becomes the top card', () => {
    const s = act(table({ hands: [[id('Restoration'), Y(3)], [B(5)]], discard: [id('Castle')] }), 0, play(id('Restoration'))).state;
    expect(s.context.discard).to.deep.equal([id('Restoration')]);
    expect(s.context.table.map((p) => p.card)).to.deep.equal([id('Castle')]);
    expect(refused(s, 0, discard(Y(3)))).to.equal(null);
  });

  it('Elven Princess with an empty draw pile: the discard pile under its top is shuffled beneath the draw pile first', () => {
    const s = annBegins({ hands: [[Y(3)], [B(5)]], pile: [], discard: [R(1), R(2), Y(9)], inPlay: [[id('Elven Princess'), 0]] });
    expect(s.context.looking!.cards).to.have.length(1);
    expect(s.context.discard).to.deep.equal([Y(9)]);
    expect(crazierEights.view(s, 0).looking!.cards).to.have.length(1);
    expect(crazierEights.view(s, 1).looking).to.equal(null);
  });

  it('destroyed cards go to the bottom of the discard pile in the order the turn player chooses (Earthquake)', () => {
    let s = act(
      table({
        hands: [[id('Earthquake'), Y(3)], [B(5)]],
        discard: [Y(9)],
        inPlay: [
          [id('Castle'), 1],
          [id('Guardian'), 0],
          [id('Hourglass'), 1],
        ],
      }),
      0,
      play(id('Earthquake')),
    ).state;
    s = acts(s, [0, choose(id('Hourglass'))], [0, choose(id('Castle'))]);
    expect(s.context.discard).to.deep.equal([id('Earthquake'), id('Guardian'), id('Castle'), id('Hourglass'), Y(9)]);
  });
});

describe('Crazier Eights: the FAQ', () => {
  it('FAQ 2: a discarded card does nothing (Death discarded destroys nothing)', () => {
    const s = act(table({ hands: [[card('red', 13), Y(3)], [B(5)]], discard: [R(2)], inPlay: [[id('Castle'), 1]] }), 0, discard(card('red', 13))).state;
    expect(s.context.table).to.have.length(1);
  });
  it('FAQ 8: Stream of Life may be used the turn it is played; FAQ 9: two Streams allow three discards', () => {
    const one = acts(table({ hands: [[id('Stream of Life'), Y(3), Y(4), Y(5)], [B(5)]] }), [0, play(id('Stream of Life'))], [0, discard(Y(3))]);
    expect(refused(one, 0, discard(Y(4)))).to.equal(null);
    const two = acts(
      table({
        hands: [[Y(3), Y(4), Y(5), Y(6)], [B(5)]],
        inPlay: [
          [id('Stream of Life'), 1],
          [id('Stream of Life', 1), 1],
        ],
      }),
      [0, discard(Y(3))],
      [0, discard(Y(4))],
      [0, discard(Y(5))],
    );
    expect(refused(two, 0, discard(Y(6)))!.rule).to.equal('discards');
  });
  it('FAQ 14 and 15: everyone sees the whole discard pile and how many cards each hand holds', () => {
    const v = crazierEights.view(table({ hands: [[Y(3), Y(4)], [B(5)]], discard: [R(1), Y(9)] }), 1);
    expect(v.discard).to.deep.equal([R(1), Y(9)]);
    expect(v.handCounts).to.deep.equal([2, 1]);
    expect(v.hand.map((h) => h.card)).to.deep.equal([B(5)]);
  });
});

describe('Crazier Eights: choices of other seats and their time-out', () => {
  it('a "may" of a seat other than the turn’s is declined when the time is up (a logged host event)', () => {
    const s = act(table({ hands: [[id('Haste'), Y(3)], [B(5)]], pile, inPlay: [[id('Watchful Owl'), 1]] }), 0, play(id('Haste'))).state;
    const [timedOut] = crazierEights.advance(s, createRandom('t'), true);
    expect(timedOut).to.deep.equal({ type: 'choice.timedOut', seat: 1 });
    const after = crazierEights.evolve(s, timedOut!);
    expect(after.context.choice).to.equal(null);
    expect(after.context.hands[0]).to.have.length(1);
  });
  it('a "must" takes the first option when the time is up (Sacrifice)', () => {
    const s = act(
      table({
        hands: [[id('Sacrifice'), Y(3)], [B(5)]],
        inPlay: [
          [id('Castle'), 1],
          [id('Hourglass'), 1],
        ],
      }),
      0,
      play(id('Sacrifice')),
    ).state;
    const after = crazierEights.evolve(s, crazierEights.advance(s, createRandom('t'), true)[0]!);
    expect(after.context.table.map((p) => p.card)).to.deep.equal([id('Hourglass')]);
  });
  it('the turn player’s own choices are not timed', () => {
    const s = act(
      table({
        hands: [[id('Death'), Y(3)], [B(5)]],
        inPlay: [
          [id('Castle'), 1],
          [id('Guardian'), 1],
        ],
      }),
      0,
      play(id('Death')),
    ).state;
    expect(crazierEights.timeout!(s)).to.equal(null);
  });
});
