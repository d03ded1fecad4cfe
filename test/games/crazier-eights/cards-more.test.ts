/** Every card's effect, continued: the blue and green cards and the promos. */
import { expect } from '@open-wc/testing';
import { crazierEights } from '../../../src/games/crazier-eights/index.js';
import { act, acts, annBegins, B, choose, controller, decline, discard, end, filler, G, hand, id, pile, play, R, refused, table, Y } from './builders.js';

describe('Crazier Eights: blue cards', () => {
  it('Castle: an opponent who would make you draw makes you draw one fewer', () => {
    const s = acts(table({ hands: [[id('Plague'), Y(3)], [B(5)]], pile, inPlay: [[id('Castle'), 1]] }), [0, play(id('Plague'))], [0, choose(1)]);
    expect(hand(s, 1)).to.have.length(2);
  });
  it('Trade: exchange a card of your hand with a card of an opponent’s hand, picked face down; each sees only what it gets and gives', () => {
    let s = act(table({ hands: [[id('Trade'), Y(3), Y(4)], [B(5), B(6)], [G(1)]] }), 0, play(id('Trade'))).state;
    s = acts(s, [0, choose(1)], [0, choose(Y(4))]);
    expect(s.context.choice).to.deep.include({ kind: 'handIndex', options: [0, 1] });
    const { state, events } = act(s, 0, choose(1));
    expect(hand(state, 0)).to.deep.equal([Y(3), B(6)]);
    expect(hand(state, 1)).to.deep.equal([B(5), Y(4)]);
    const taken = events.find((e) => e.type === 'card.taken')!;
    expect(crazierEights.redact(taken, 2)).to.deep.include({ card: null });
    expect(crazierEights.redact(taken, 1)).to.deep.include({ card: B(6) });
  });
  it('Thief: look at an opponent’s hand (you alone) and exchange a card with one of your choice from it', () => {
    let s = act(
      table({
        hands: [
          [id('Thief'), Y(3)],
          [B(5), R(8)],
        ],
      }),
      0,
      play(id('Thief')),
    ).state;
    expect(s.context.choice).to.deep.include({ kind: 'hand' });
    expect(crazierEights.view(s, 0).looking).to.deep.equal({ from: 'hand', cards: [B(5), R(8)] });
    s = acts(s, [0, choose(Y(3))], [0, choose(1)]);
    expect(hand(s, 0)).to.deep.equal([R(8)]);
    expect(hand(s, 1)).to.deep.equal([B(5), Y(3)]);
  });
  it('Omen: reveal the top three cards; an opponent of your choice draws a card for each event revealed', () => {
    const { state, events } = act(
      table({ hands: [[id('Omen'), Y(3)], [B(5)], [G(1)]], pile: [id('Death'), R(1), id('Plague'), ...filler(4)] }),
      0,
      play(id('Omen')),
    );
    expect(crazierEights.redact(events.find((e) => e.type === 'pile.revealed')!, 2)).to.deep.include({ cards: [id('Death'), R(1), id('Plague')] });
    expect(act(state, 0, choose(2)).state.context.hands[2]).to.have.length(3);
  });
  it('Watchful Owl: whenever an opponent plays an event, its controller (not the turn player) may have that player draw', () => {
    const s = act(table({ hands: [[id('Haste'), Y(3)], [B(5)], [G(2)]], pile, inPlay: [[id('Watchful Owl'), 2]] }), 0, play(id('Haste'))).state;
    expect(s.context.choice).to.deep.include({ seat: 2, kind: 'confirm', may: true });
    expect(crazierEights.timeout!(s)).to.equal(30_000);
    expect(hand(act(s, 2, choose(0)).state, 0)).to.have.length(2);
  });
  it('Guardian: if another card you control would be destroyed, Guardian is destroyed instead', () => {
    const s = acts(
      table({
        hands: [[id('Death'), Y(3)], [B(5)]],
        inPlay: [
          [id('Castle'), 1],
          [id('Guardian'), 1],
        ],
      }),
      [0, play(id('Death'))],
      [0, choose(id('Castle'))],
    );
    expect(s.context.table.map((p) => p.card)).to.deep.equal([id('Castle')]);
  });
  it('Silence: a card in play loses its abilities and stays in play (a silenced Castle no longer protects)', () => {
    let s = acts(table({ hands: [[id('Silence'), id('Plague'), Y(3)], [B(5)]], pile, inPlay: [[id('Castle'), 1]] }), [0, play(id('Silence'))]);
    expect(s.context.table).to.deep.equal([{ card: id('Castle'), controller: 1, silenced: true }]);
    s = act(s, 0, end).state;
    s = act(s, 1, end).state;
    s = acts(s, [0, play(id('Plague'))], [0, choose(1)]);
    expect(hand(s, 1)).to.have.length(4);
  });
  it("Sorcerer's Apprentice: at the beginning of your turn look at the top two cards; you may put one on the bottom", () => {
    const s = annBegins({ hands: [[Y(3)], [B(5)]], pile: [R(1), R(2), R(3)], inPlay: [[id("Sorcerer's Apprentice"), 0]] });
    expect(s.context.looking!.cards).to.deep.equal([R(1), R(2)]);
    expect(hand(act(s, 0, decline).state, 0)).to.deep.equal([Y(3), R(1)]);
  });
  it('Sanctuary: an opponent who would make you or an ally draw makes that player draw one fewer', () => {
    const s = acts(
      table({ hands: [[id('Plague'), Y(3)], [B(5)], [G(1)], [R(1)]], pile, options: { teams: 'pairs' }, inPlay: [[id('Sanctuary'), 3]] }),
      [0, play(id('Plague'))],
      [0, choose(1)],
    );
    expect(hand(s, 1)).to.have.length(2);
  });
  it('Lighthouse: at the beginning of your turn reveal the top card; an event makes an opponent of your choice draw', () => {
    const s = annBegins({ hands: [[Y(3)], [B(5)]], pile: [id('Death'), ...filler(4)], inPlay: [[id('Lighthouse'), 0]] });
    expect(s.context.revealed).to.deep.equal([id('Death')]);
    expect(hand(s, 1)).to.have.length(2);
  });
  it('Hex: a card an opponent controls loses its abilities, and that player draws a card', () => {
    const s = act(table({ hands: [[id('Hex'), Y(3)], [B(5)]], pile, inPlay: [[id('Castle'), 1]] }), 0, play(id('Hex'))).state;
    expect(s.context.table[0]!.silenced).to.equal(true);
    expect(hand(s, 1)).to.have.length(2);
  });
  it('Storm Crow: whenever an opponent discards an eight, you may destroy a card that player controls', () => {
    const s = act(
      table({
        hands: [[R(8), Y(3)], [B(5)]],
        inPlay: [
          [id('Storm Crow'), 1],
          [id('Castle'), 0],
        ],
      }),
      0,
      discard(R(8), 'red'),
    ).state;
    expect(s.context.choice).to.deep.include({ seat: 1, may: true, options: [id('Castle')] });
    expect(act(s, 1, choose(id('Castle'))).state.context.table.map((p) => p.card)).to.deep.equal([id('Storm Crow')]);
  });
  it("Greed's Bargain: a player with ten or more cards in hand at the end of his or her turn loses", () => {
    const s = act(table({ hands: [filler(10, 0), [B(5)], [G(1)]], pile, inPlay: [[id("Greed's Bargain"), 1]] }), 0, end).state;
    expect(s.context.out).to.deep.equal([true, false, false]);
  });
});

describe('Crazier Eights: green cards', () => {
  it('Charm: gain control of a card an opponent controls', () => {
    const s = act(table({ hands: [[id('Charm'), Y(3)], [B(5)]], inPlay: [[id('Castle'), 1]] }), 0, play(id('Charm'))).state;
    expect(controller(s, id('Castle'))).to.equal(0);
  });
  it('Treachery: exchange control of a card you control and a card an opponent controls', () => {
    const s = act(
      table({
        hands: [[id('Treachery'), Y(3)], [B(5)]],
        inPlay: [
          [id('Castle'), 1],
          [id('Thin Ice'), 0],
        ],
      }),
      0,
      play(id('Treachery')),
    ).state;
    expect([controller(s, id('Castle')), controller(s, id('Thin Ice'))]).to.deep.equal([0, 1]);
  });
  it('Wandering Minstrel: at the end of your turn an opponent of your choice gains control of it', () => {
    const s = act(table({ hands: [[Y(3)], [B(5)], [G(1)]], pile, inPlay: [[id('Wandering Minstrel'), 0]] }), 0, end).state;
    expect(controller(act(s, 0, choose(2)).state, id('Wandering Minstrel'))).to.equal(2);
  });
  it('Haunting: a card from the discard pile, other than its top, into an opponent’s hand', () => {
    const s = act(table({ hands: [[id('Haunting'), Y(3)], [B(5)]], discard: [R(1), Y(9)] }), 0, play(id('Haunting'))).state;
    expect(hand(s, 1)).to.deep.equal([B(5), R(1)]);
    expect(refused(table({ hands: [[id('Haunting'), Y(3)], [B(5)]], discard: [Y(9)] }), 0, play(id('Haunting')))!.rule).to.equal('choice');
  });
  it('Usurper: at the beginning of your turn you may exchange control of a card you control and an opponent’s', () => {
    let s = annBegins({
      hands: [[Y(3)], [B(5)]],
      inPlay: [
        [id('Usurper'), 0],
        [id('Castle'), 1],
      ],
    });
    s = acts(s, [0, choose(id('Usurper'))]);
    expect([controller(s, id('Usurper')), controller(s, id('Castle'))]).to.deep.equal([1, 0]);
  });
  it('Sacrifice: each opponent destroys a card he or she controls (each choosing in turn order)', () => {
    let s = act(
      table({
        hands: [[id('Sacrifice'), Y(3)], [B(5)], [G(1)]],
        inPlay: [
          [id('Castle'), 1],
          [id('Guardian'), 1],
          [id('Hourglass'), 2],
        ],
      }),
      0,
      play(id('Sacrifice')),
    ).state;
    expect(s.context.choice).to.deep.include({ seat: 1, options: [id('Castle'), id('Guardian')] });
    s = act(s, 1, choose(id('Guardian'))).state;
    expect(s.context.table.map((p) => p.card)).to.deep.equal([id('Castle')]);
  });
  it('Dowsing Rod: search for an eight; it goes on top of the discard pile with its own colour; then shuffle', () => {
    const s = act(table({ hands: [[id('Dowsing Rod'), Y(3)], [B(5)]], pile: [R(1), B(8), R(2)] }), 0, play(id('Dowsing Rod'))).state;
    const after = act(s, 0, choose(1)).state;
    expect(after.context.discard.at(-1)).to.equal(B(8));
    expect(after.context.named).to.equal(null);
    expect(after.context.pile).to.have.members([R(1), R(2)]);
  });
  it('Tax Collector: at the end of your turn each opponent with fewer cards in hand than you draws', () => {
    const s = act(table({ hands: [[Y(3), Y(4)], [B(5)], [G(1), G(2), G(3)]], pile, inPlay: [[id('Tax Collector'), 0]] }), 0, end).state;
    expect(s.context.hands.map((h) => h.length)).to.deep.equal([2, 3, 3]);
  });
  it('Grave Robber: at the beginning of your turn you may put an asset from the discard pile into play; then it destroys itself', () => {
    const s = annBegins({ hands: [[Y(3)], [B(5)]], discard: [id('Castle'), Y(9)], inPlay: [[id('Grave Robber'), 0]] });
    const after = act(s, 0, choose(id('Castle'))).state;
    expect(after.context.table.map((p) => p.card)).to.deep.equal([id('Castle')]);
    expect(after.context.discard[0]).to.equal(id('Grave Robber'));
  });
  it('Fellowship: each ally may put a card on the bottom of the draw pile; you may discard an additional card', () => {
    let s = act(table({ hands: [[id('Fellowship'), Y(3)], [B(5)], [G(1), G(2)], [R(1)]], pile, options: { teams: 'pairs' } }), 0, play(id('Fellowship'))).state;
    expect(s.context.choice).to.deep.include({ seat: 2, may: true });
    s = act(s, 2, choose(G(1))).state;
    expect(hand(s, 2)).to.deep.equal([G(2)]);
    expect(s.context.bonus).to.equal(1);
  });
  it('Bountiful Harvest: each player draws a card', () => {
    const s = act(table({ hands: [[id('Bountiful Harvest'), Y(3)], [B(5)]], pile }), 0, play(id('Bountiful Harvest'))).state;
    expect(s.context.hands.map((h) => h.length)).to.deep.equal([2, 2]);
  });
  it("Druids' Circle: at the end of your turn you may destroy a card you control", () => {
    const s = act(
      table({
        hands: [[Y(3)], [B(5)]],
        pile,
        inPlay: [
          [id("Druids' Circle"), 0],
          [id('Thin Ice'), 0],
        ],
      }),
      0,
      end,
    ).state;
    expect(s.context.choice).to.deep.include({ seat: 0, may: true });
    expect(act(s, 0, choose(id('Thin Ice'))).state.context.table).to.have.length(1);
  });
  it('Rebirth: the discard pile, other than its top card, is shuffled into the draw pile', () => {
    const s = act(table({ hands: [[id('Rebirth'), Y(3)], [B(5)]], pile: [R(1)], discard: [R(2), R(3), Y(9)] }), 0, play(id('Rebirth'))).state;
    expect(s.context.pile).to.have.members([R(1), R(2), R(3)]);
    expect(s.context.discard).to.deep.equal([id('Rebirth'), Y(9)]);
  });
});

describe('Crazier Eights: promo cards', () => {
  const options = { promos: 4 as const };
  it('Dusk Dragon (red-blue): at the beginning of your turn you may destroy a card in play', () => {
    const s = annBegins({ hands: [[Y(3)], [B(5)]], options, inPlay: [[52, 0]] });
    expect(s.context.choice).to.deep.include({ may: true, options: [52] });
  });
  it('Rainbow Bridge (yellow-green): two additional discards, and each opponent draws a card', () => {
    const s = act(table({ hands: [[53, Y(3)], [B(5)]], pile, options }), 0, play(53)).state;
    expect([s.context.bonus, hand(s, 1).length]).to.deep.equal([2, 2]);
  });
  it('Stormcaller (blue-yellow): a player of your choice draws three cards', () => {
    const s = acts(table({ hands: [[54, Y(3)], [B(5)]], pile, options }), [0, play(54)], [0, choose(1)]);
    expect(hand(s, 1)).to.have.length(4);
  });
  it('Prism Knight (red-green): you may gain control of an opponent’s card, then an opponent gains control of the Knight', () => {
    let s = annBegins({
      hands: [[Y(3)], [B(5)]],
      options,
      inPlay: [
        [55, 0],
        [id('Castle'), 1],
      ],
    });
    s = act(s, 0, choose(id('Castle'))).state;
    expect([controller(s, id('Castle')), controller(s, 55)]).to.deep.equal([0, 1]);
  });
});
