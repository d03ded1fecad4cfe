/** Every card's effect, one table each: the book's own cards as the book states them, and the rest of the deck. */
import { expect } from '@open-wc/testing';
import { CARDS } from '../../../src/games/crazier-eights/cards.js';
import { crazierEights } from '../../../src/games/crazier-eights/index.js';
import { act, acts, annBegins, B, choose, controller, decline, discard, end, G, hand, id, pile, play, R, refused, table, Y } from './builders.js';

describe('Crazier Eights: the catalogue', () => {
  it('52 cards, thirteen ranks in each of four colours, each an event or an asset with text and an effect; four multicoloured promos', () => {
    const regular = CARDS.filter((c) => !c.promo);
    expect(regular).to.have.length(52);
    expect(new Set(regular.map((c) => c.name)).size).to.equal(52);
    for (const colour of ['yellow', 'red', 'blue', 'green'] as const) {
      expect(regular.filter((c) => c.colours[0] === colour).map((c) => c.rank)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    }
    for (const c of CARDS) {
      expect(c.text.length, c.name).to.be.greaterThan(10);
      expect(c.kind === 'event' ? !!c.effect?.length : !!(c.abilities?.length || c.statics?.length), c.name).to.equal(true);
    }
    const promos = CARDS.filter((c) => c.promo);
    expect(promos).to.have.length(4);
    expect(promos.every((c) => c.colours.length === 2)).to.equal(true);
    expect(regular.filter((c) => c.kind === 'event')).to.have.length(26);
  });

  it('docs/games/crazier-eights.md lists every card with its text', async () => {
    const doc = await (await fetch('/docs/games/crazier-eights.md')).text();
    for (const c of CARDS) expect(doc, c.name).to.contain(`${c.name}`) && expect(doc, c.name).to.contain(c.text);
  });
});

describe('Crazier Eights: yellow cards', () => {
  it('Angel of Hope: at the beginning of your turn, a player of your choice draws a card', () => {
    const s = annBegins({ hands: [[Y(3)], [B(5), B(6)]], inPlay: [[id('Angel of Hope'), 0]] });
    expect(s.context.choice).to.deep.include({ seat: 0, kind: 'player' });
    expect(hand(act(s, 0, choose(1)).state, 1)).to.have.length(3);
  });
  it('Stream of Life: each player may discard an additional card during his or her turn', () => {
    const s = acts(table({ hands: [[Y(3)], [Y(4), Y(5), Y(6)]], turn: 1, inPlay: [[id('Stream of Life'), 0]] }), [1, discard(Y(4))], [1, discard(Y(5))]);
    expect(refused(s, 1, discard(Y(6)))!.rule).to.equal('discards');
  });
  it('Potion of Vitality: you may discard two additional cards this turn (three in all)', () => {
    const s = acts(
      table({ hands: [[id('Potion of Vitality'), Y(3), Y(4), Y(5), Y(6)], [B(5)]] }),
      [0, play(id('Potion of Vitality'))],
      [0, discard(Y(3))],
      [0, discard(Y(4))],
      [0, discard(Y(5))],
    );
    expect(refused(s, 0, discard(Y(6)))!.rule).to.equal('discards');
  });
  it('Elven Princess: at the beginning of your turn, look at the top card and you may put it on the bottom', () => {
    const s = annBegins({ hands: [[Y(3)], [B(5)]], pile: [R(1), R(2), R(3)], inPlay: [[id('Elven Princess'), 0]] });
    expect(s.context.looking).to.deep.equal({ seat: 0, from: 'pile', cards: [R(1)] });
    expect(crazierEights.view(s, 1).looking).to.equal(null);
    const after = act(s, 0, choose(0)).state;
    expect(hand(after, 0)).to.deep.equal([Y(3), R(2)]);
    expect(after.context.pile).to.deep.equal([R(3), R(1)]);
  });
  it('Haste: an additional discard, and the player after you draws a card', () => {
    const s = act(table({ hands: [[id('Haste'), Y(3), Y(4)], [B(5)]], pile }), 0, play(id('Haste'))).state;
    expect(hand(s, 1)).to.have.length(2);
    expect(s.context.bonus).to.equal(1);
  });
  it('Healing Spring: at the beginning of your turn each ally may put a card from hand on the bottom of the draw pile (seen by that ally alone)', () => {
    const s = act(
      table({ hands: [[Y(3)], [B(5)], [G(1), G(2)], [R(5)]], turn: 3, pile, options: { teams: 'pairs' }, inPlay: [[id('Healing Spring'), 0]] }),
      3,
      end,
    ).state;
    expect(s.context.choice).to.deep.include({ seat: 2, kind: 'hand', may: true });
    const { state, events } = act(s, 2, choose(G(2)));
    expect(hand(state, 2)).to.deep.equal([G(1)]);
    expect(state.context.pile.at(-1)).to.equal(G(2));
    expect(crazierEights.redact(events[0]!, 1)).to.deep.include({ value: null });
  });
  it('Messenger: put a card from your hand into the hand of another player of your choice', () => {
    let s = act(table({ hands: [[id('Messenger'), Y(3), Y(4)], [B(5)], [G(5)]] }), 0, play(id('Messenger'))).state;
    s = acts(s, [0, choose(2)], [0, choose(Y(4))]);
    expect(hand(s, 2)).to.deep.equal([G(5), Y(4)]);
  });
  it('Swift Boots: its controller may discard an additional card', () => {
    const s = acts(table({ hands: [[id('Swift Boots'), Y(3), Y(4), Y(5)], [B(5)]] }), [0, play(id('Swift Boots'))], [0, discard(Y(3))], [0, discard(Y(4))]);
    expect(refused(s, 0, discard(Y(5)))!.rule).to.equal('discards');
  });
  it('Crystal Ball: look at the top three cards; you may put one of them on the bottom', () => {
    const s = act(table({ hands: [[id('Crystal Ball'), Y(3)], [B(5)]], pile: [R(1), R(2), R(3), R(4)] }), 0, play(id('Crystal Ball'))).state;
    expect(s.context.looking!.cards).to.deep.equal([R(1), R(2), R(3)]);
    expect(act(s, 0, choose(1)).state.context.pile).to.deep.equal([R(1), R(3), R(4), R(2)]);
  });
  it('Banner of Friendship: you and your allies may discard an additional card during your own turns, opponents not', () => {
    const inPlay = [[id('Banner of Friendship'), 0]] as const;
    const ally = acts(table({ hands: [[Y(1)], [B(5)], [Y(3), Y(4)], [R(1)]], turn: 2, inPlay, options: { teams: 'pairs' } }), [2, discard(Y(3))]);
    expect(refused(ally, 2, discard(Y(4)))).to.equal(null);
    const foe = acts(table({ hands: [[Y(1)], [Y(3), Y(4)], [G(1)], [R(1)]], turn: 1, inPlay, options: { teams: 'pairs' } }), [1, discard(Y(3))]);
    expect(refused(foe, 1, discard(Y(4)))!.rule).to.equal('discards');
  });
  it('Restoration: put an asset card from the discard pile into play under your control', () => {
    const s = acts(table({ hands: [[id('Restoration'), Y(3)], [B(5)]], discard: [id('Castle'), id('Death'), Y(9)] }), [0, play(id('Restoration'))]);
    expect(controller(s, id('Castle'))).to.equal(0);
    expect(refused(table({ hands: [[id('Restoration'), Y(3)], [B(5)]], discard: [Y(9)] }), 0, play(id('Restoration')))!.rule).to.equal('choice');
  });
  it('Summoning: search the draw pile for an asset, reveal it into play under you, then shuffle (the search seen by you alone)', () => {
    const { state, events } = act(table({ hands: [[id('Summoning'), Y(3)], [B(5)]], pile: [R(2), id('Castle'), R(3)] }), 0, play(id('Summoning')));
    expect(state.context.looking!.cards).to.deep.equal([R(2), id('Castle'), R(3)]);
    expect(crazierEights.redact(events.find((e) => e.type === 'pile.searched')!, 1)).to.deep.include({ cards: [null, null, null] });
    const after = act(state, 0, choose(1));
    expect(controller(after.state, id('Castle'))).to.equal(0);
    expect(after.events.map((e) => e.type)).to.deep.equal(['choice.made', 'pile.shuffled']);
    expect(after.events[0]).to.deep.include({ card: id('Castle') });
  });
  it('Throne of Kings: a player controlling four or more cards at the beginning of his or her turn wins', () => {
    const s = annBegins({
      hands: [[Y(3)], [B(5)]],
      inPlay: [
        [id('Throne of Kings'), 1],
        [id('Castle'), 0],
        [id('Guardian'), 0],
        [id('Swift Boots'), 0],
        [id('Stream of Life'), 0],
      ],
    });
    expect(crazierEights.result(s)!.winners).to.deep.equal([0]);
  });
});

describe('Crazier Eights: red cards', () => {
  it('Devious Dragon: at the beginning of your turn, destroy a card in play of your choice', () => {
    const s = annBegins({
      hands: [[Y(3)], [B(5)]],
      inPlay: [
        [id('Devious Dragon'), 0],
        [id('Castle'), 1],
      ],
    });
    expect(s.context.choice).to.deep.include({ seat: 0, kind: 'inPlay', may: false });
    expect(act(s, 0, choose(id('Castle'))).state.context.discard[0]).to.equal(id('Castle'));
  });
  it('Plague: a player of your choice draws two cards', () => {
    const s = acts(table({ hands: [[id('Plague'), Y(3)], [B(5)]], pile }), [0, play(id('Plague'))], [0, choose(1)]);
    expect(hand(s, 1)).to.have.length(3);
  });
  it('Curse of Toads: each opponent draws a card', () => {
    const s = act(table({ hands: [[id('Curse of Toads'), Y(3)], [B(5)], [G(5)]], pile }), 0, play(id('Curse of Toads'))).state;
    expect(s.context.hands.map((h) => h.length)).to.deep.equal([1, 2, 2]);
  });
  it('Lightning Bolt: destroy a card an opponent controls; that player draws a card', () => {
    const s = act(
      table({
        hands: [[id('Lightning Bolt'), Y(3)], [B(5)]],
        pile,
        inPlay: [
          [id('Castle'), 1],
          [id('Guardian'), 0],
        ],
      }),
      0,
      play(id('Lightning Bolt')),
    ).state;
    expect(s.context.table.map((p) => p.card)).to.deep.equal([id('Guardian')]);
    expect(hand(s, 1)).to.have.length(2);
  });
  it('Viper Pit: whenever an opponent discards an eight, that player draws a card', () => {
    const s = act(table({ hands: [[Y(3)], [R(8), B(5)]], turn: 1, pile, inPlay: [[id('Viper Pit'), 0]] }), 1, discard(R(8), 'blue')).state;
    expect(hand(s, 1)).to.have.length(2);
  });
  it('Hourglass: at the end of your turn, the player after you draws a card', () => {
    const s = act(table({ hands: [[Y(3)], [B(5)], [G(1)]], pile, inPlay: [[id('Hourglass'), 0]] }), 0, end).state;
    expect(s.context.hands.map((h) => h.length)).to.deep.equal([1, 3, 1]);
  });
  it('Firestorm: destroy two cards in play of your choice; the turn player orders them onto the bottom', () => {
    let s = act(
      table({
        hands: [[id('Firestorm'), Y(3)], [B(5)]],
        inPlay: [
          [id('Castle'), 1],
          [id('Hourglass'), 1],
          [id('Guardian'), 0],
        ],
      }),
      0,
      play(id('Firestorm')),
    ).state;
    expect(refused(table({ hands: [[id('Firestorm'), Y(3)], [B(5)]], inPlay: [[id('Castle'), 1]] }), 0, play(id('Firestorm')))!.rule).to.equal('choice');
    s = acts(s, [0, choose(id('Castle'))], [0, choose(id('Hourglass'))]);
    expect(s.context.choice).to.deep.include({ seat: 0, kind: 'bury' });
    s = act(s, 0, choose(id('Hourglass'))).state;
    expect(s.context.discard.slice(0, 3)).to.deep.equal([id('Firestorm'), id('Castle'), id('Hourglass')]);
  });
  it('Tempest: each opponent draws two cards, then you draw one', () => {
    const s = act(table({ hands: [[id('Tempest'), Y(3)], [B(5)]], pile }), 0, play(id('Tempest'))).state;
    expect(s.context.hands.map((h) => h.length)).to.deep.equal([2, 3]);
  });
  it('Wizard Tower: an opponent you make draw draws one more', () => {
    const s = acts(table({ hands: [[id('Plague'), Y(3)], [B(5)]], pile, inPlay: [[id('Wizard Tower'), 0]] }), [0, play(id('Plague'))], [0, choose(1)]);
    expect(hand(s, 1)).to.have.length(4);
  });
  it('Knight Errant: at the beginning of your turn you may destroy a card an opponent controls', () => {
    const s = annBegins({
      hands: [[Y(3)], [B(5)]],
      inPlay: [
        [id('Knight Errant'), 0],
        [id('Castle'), 1],
      ],
    });
    expect(s.context.choice).to.deep.include({ seat: 0, may: true });
    expect(act(s, 0, decline).state.context.table).to.have.length(2);
  });
  it('Earthquake: destroy every card in play', () => {
    const s = act(table({ hands: [[id('Earthquake'), Y(3)], [B(5)]], inPlay: [[id('Castle'), 1]] }), 0, play(id('Earthquake'))).state;
    expect(s.context.table).to.deep.equal([]);
    expect(s.context.discard.slice(0, 2)).to.deep.equal([id('Earthquake'), id('Castle')]);
  });
  it('Thin Ice: a player controlling four or more cards at the end of his or her turn loses; three are safe', () => {
    const safe = act(
      table({
        hands: [[Y(3)], [B(5)], [G(1)]],
        pile,
        inPlay: [
          [id('Thin Ice'), 1],
          [id('Castle'), 0],
          [id('Guardian'), 0],
          [id('Swift Boots'), 0],
        ],
      }),
      0,
      end,
    ).state;
    expect(safe.context.out).to.deep.equal([false, false, false]);
  });
  it('Death: destroy a card in play of your choice', () => {
    const s = acts(
      table({
        hands: [[id('Death'), Y(3)], [B(5)]],
        inPlay: [
          [id('Castle'), 1],
          [id('Guardian'), 1],
        ],
      }),
      [0, play(id('Death'))],
      [0, choose(id('Guardian'))],
    );
    expect(s.context.table.map((p) => p.card)).to.deep.equal([id('Castle')]);
  });
});
