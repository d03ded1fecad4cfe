import { expect } from '@open-wc/testing';
import {
  BLACK_RANKS,
  card,
  cardName,
  CARDS,
  compareCards,
  DECK,
  END_TRICKS,
  FIELD_SIZE,
  HAND_SIZE,
  isBlack,
  isCardId,
  PLANET_SUITS,
  SUIT_NAMES,
} from '../../../src/games/planet-tricks/cards.js';
import * as rules from '../../../src/games/planet-tricks/rules.js';
import { blk, id, neb, sat, sun } from '../../support/builders/planet.js';

describe('Planet Tricks cards (Contents)', () => {
  it('64 shuffled cards: 56 planet cards and 8 Black Cards (the Break Card is apart)', () => {
    expect(CARDS.length).to.equal(64);
    expect(DECK.length).to.equal(64);
    expect(CARDS.filter((c) => c.suit !== 'black').length).to.equal(56);
    expect(CARDS.filter((c) => c.suit === 'black').length).to.equal(8);
  });

  it('four planet suits, Sun, Saturn, Collapsar and Nebula, of 14 cards each: 1, 2, 3, 9 once and 4-8 twice', () => {
    expect(PLANET_SUITS).to.deep.equal(['sun', 'saturn', 'collapsar', 'nebula']);
    expect(PLANET_SUITS.map((s) => SUIT_NAMES[s])).to.deep.equal(['Sun', 'Saturn', 'Collapsar', 'Nebula']);
    for (const suit of PLANET_SUITS) {
      const ranks = CARDS.filter((c) => c.suit === suit).map((c) => c.rank);
      expect(ranks.length, suit).to.equal(14);
      for (const r of [1, 2, 3, 9]) expect(ranks.filter((x) => x === r).length, `${suit} ${r}`).to.equal(1);
      for (const r of [4, 5, 6, 7, 8]) expect(ranks.filter((x) => x === r).length, `${suit} ${r}`).to.equal(2);
    }
  });

  it('eight Black Cards ranked 1 to 8', () => {
    expect(BLACK_RANKS).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(CARDS.filter((c) => c.suit === 'black').map((c) => c.rank)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a card is its index: ids are 0..63, unique, and frozen', () => {
    expect(CARDS.map((c) => c.id)).to.deep.equal([...Array(64).keys()]);
    expect(DECK).to.deep.equal([...Array(64).keys()]);
    expect(Object.isFrozen(CARDS[0])).to.equal(true);
    for (let i = 0; i < 64; i++) expect(card(i)).to.equal(CARDS[i]);
  });

  it('card() refuses ids that are no card; isCardId tells them apart', () => {
    for (const bad of [-1, 64, 1.5]) expect(() => card(bad)).to.throw(RangeError);
    for (const good of [0, 63]) expect(isCardId(good)).to.equal(true);
    for (const bad of [-1, 64, 1.5, '3', null, undefined, NaN]) expect(isCardId(bad), String(bad)).to.equal(false);
  });

  it('names and colours: isBlack, cardName', () => {
    expect(isBlack(blk(3))).to.equal(true);
    expect(isBlack(sun(3))).to.equal(false);
    expect(cardName(sat(7, 1))).to.equal('Saturn 7');
    expect(cardName(blk(8))).to.equal('Black 8');
  });

  it('the builder finds both copies of ranks 4-8 and only one of 1, 2, 3, 9', () => {
    expect(sun(7)).not.to.equal(sun(7, 1));
    expect(card(sun(7, 1))).to.include({ suit: 'sun', rank: 7 });
    expect(() => sun(9, 1)).to.throw();
    expect(() => id('black', 9)).to.throw();
  });

  it('hand order: suit by suit (Black last), then rank', () => {
    const sorted = [blk(1), neb(2), sun(9), sat(1), sun(4, 1), sun(4)].sort(compareCards);
    expect(sorted).to.deep.equal([sun(4), sun(4, 1), sun(9), sat(1), neb(2), blk(1)]);
  });
});

describe('Planet Tricks number of cards (Round Preparation)', () => {
  const table = { 3: [20, 20], 4: [15, 15], 5: [12, 12], 6: [10, 10] } as const;
  for (const [players, [hand, end]] of Object.entries(table)) {
    it(`${players} players: ${hand} cards a hand, 4 in the field, ${end} tricks end the game`, () => {
      const n = Number(players);
      expect(HAND_SIZE[n]).to.equal(hand);
      expect(rules.handSize(n)).to.equal(hand);
      expect(END_TRICKS[n]).to.equal(end);
      expect(rules.endTricks(n)).to.equal(end);
      expect(FIELD_SIZE).to.equal(4);
      expect(n * hand + FIELD_SIZE, 'every card is used').to.equal(64);
    });
  }

  it('the field takes part only with an odd number of players', () => {
    expect([3, 4, 5, 6].map(rules.fieldInPlay)).to.deep.equal([true, false, true, false]);
  });

  it('no hand size for unsupported player counts', () => {
    expect(rules.handSize(2)).to.equal(0);
    expect(rules.endTricks(7)).to.equal(0);
  });
});
