/**
 * The setup and the auctions, clause by clause: the Lucky Coin to the player after the creator,
 * coins 1 to 11, x+1 characters and x+1 cards per auction, the pool supply deck (40 cards for 3
 * players), the highest bid picking first, every tie broken by the Lucky Coin as the book says (its
 * six-way example among them), the leftovers discarded or returned to the box, health as the
 * character says, and the first player of the fight.
 */
import { expect } from '@open-wc/testing';
import { FIRST_HOLDER, resolve, revealCount, spend } from '../../../src/games/rules-of-the-universe/auction.js';
import { CHARACTERS, COINS, isLegendary, poolDeck } from '../../../src/games/rules-of-the-universe/data.js';
import type { RotuEvent } from '../../../src/games/rules-of-the-universe/types.js';
import { card, COLOSSUS, fightTable, game, hand, KNIGHT, MONK, names, ROGUE, Table, WITCH } from './builders.js';

describe('Rules of the Universe! setup', () => {
  it('gives the Lucky Coin to the player after the table’s creator, and coins 1 to 11 to each player', () => {
    for (const players of [2, 3, 6]) {
      const t = new Table(players);
      expect(t.ctx.holder).to.equal(FIRST_HOLDER).and.equal(1);
      expect(t.ctx.coins).to.deep.equal(names(players).map(() => COINS));
      expect(COINS).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    }
  });

  it('reveals x+1 characters, then x+1 pool cards in each of ten auctions', () => {
    for (const players of [2, 4, 6]) {
      const t = new Table(players);
      const [first] = t.advance() as Extract<RotuEvent, { type: 'auction.started' }>[];
      expect(first).to.include({ type: 'auction.started', number: 0 });
      expect(first!.revealed).to.have.length(players + 1);
      expect(revealCount(players)).to.equal(players + 1);
      expect(t.ctx.characterDeck).to.have.length(CHARACTERS.length - players - 1);
      expect(CHARACTERS.length).to.be.at.least(7);
    }
  });

  it('forms the pool supply deck of one of each basic card per player and the ten legendary cards: 40 for 3 players', () => {
    expect(poolDeck(3)).to.have.length(40);
    for (const players of [2, 3, 4, 5, 6]) {
      const deck = poolDeck(players);
      expect(deck).to.have.length(10 * players + 10);
      expect(new Set(deck).size).to.equal(deck.length);
      expect(deck.filter(isLegendary)).to.have.length(10);
      for (let kind = 0; kind < 10; kind++) expect(deck.filter((c) => c % 20 === kind)).to.have.length(players);
      // Ten auctions of x+1 reveal the whole deck: x cards taken each time, one left over.
      expect(10 * revealCount(players)).to.equal(deck.length);
    }
  });

  it('after the auctions: a character and ten cards each, coins spent, the other character discarded, ten cards in the box, health as the character says', () => {
    const t = fightTable({ characters: [COLOSSUS, WITCH, ROGUE], hands: [hand(0), hand(1), hand(2)] });
    const ctx = t.ctx;
    expect(ctx.characters).to.deep.equal([COLOSSUS, WITCH, ROGUE]);
    expect(ctx.discardedCharacter).to.not.equal(null);
    expect([COLOSSUS, WITCH, ROGUE]).to.not.include(ctx.discardedCharacter);
    expect(ctx.coins).to.deep.equal([[], [], []]);
    expect(ctx.hands.map((h) => h.length)).to.deep.equal([10, 10, 10]);
    expect(ctx.boxed).to.have.length(10);
    expect(ctx.pool).to.deep.equal([]);
    expect(ctx.health).to.deep.equal([CHARACTERS[COLOSSUS]!.health, CHARACTERS[WITCH]!.health, CHARACTERS[ROGUE]!.health]);
    // Nobody flipped the Lucky Coin: who started with it goes first.
    expect(t.advance()[0]).to.deep.equal({ type: 'turn.started', seat: 1, turn: 1, round: 1 });
  });
});

describe('Rules of the Universe! auctions', () => {
  it('spends each coin bid; a forfeited bid loses its lowest coin', () => {
    expect(
      spend(
        [
          [1, 2, 3],
          [2, 5, 9],
        ],
        [3, 0],
      ),
    ).to.deep.equal([
      [1, 2],
      [5, 9],
    ]);
  });

  it('the highest bid picks first, then the next: no flip without a tie', () => {
    const t = new Table(3);
    t.auction([COLOSSUS, KNIGHT, MONK, ROGUE], [4, 9, 2]);
    expect(t.ctx.auction!.order).to.deep.equal([1, 0, 2]);
    expect(t.ctx.auction!.flips).to.deep.equal([]);
    expect(t.ctx.coins.map((c) => c.length)).to.deep.equal([10, 10, 10]);
    expect(t.ctx.coins[1]).to.not.include(9);
    const early = t.decide(0, { type: 'pick', item: KNIGHT });
    expect(early).to.deep.include({ ok: false, rule: 'turn' });
    t.pick(1, MONK);
    expect(t.decide(0, { type: 'pick', item: MONK })).to.deep.include({ ok: false, rule: 'item' });
    t.pick(0, ROGUE);
    t.pick(2, COLOSSUS);
    expect(t.ctx.characters).to.deep.equal([ROGUE, MONK, COLOSSUS]);
    expect(t.ctx.discardedCharacter).to.equal(KNIGHT);
    expect(t.state.value).to.equal('auction');
  });

  it('the book’s six-way tie: Joseph UNLUCKY last, Deanna LUCKY first, Pat UNLUCKY fifth, Dwight LUCKY second, Jeremy UNLUCKY fourth, Rich third', () => {
    // Joseph holds the Lucky Coin; the others follow him in turn order.
    const [joseph, deanna, pat, dwight, jeremy, rich] = [1, 2, 3, 4, 5, 0];
    const bids = [11, 11, 11, 11, 11, 11];
    const flips = [false, true, false, true, false].map((lucky, i) => ({ seat: [joseph, deanna, pat, dwight, jeremy][i]!, lucky }));
    const r = resolve(bids, joseph, flips);
    expect(r.order).to.deep.equal([deanna, dwight, rich, jeremy, pat, joseph]);
    expect(r.steps.map((s) => [s.seat, s.place])).to.deep.equal([
      [joseph, 6],
      [deanna, 1],
      [pat, 5],
      [dwight, 2],
      [jeremy, 4],
    ]);
    // Each flip is due from the next player in turn order still tied.
    for (let i = 0; i < 5; i++) expect(resolve(bids, joseph, flips.slice(0, i)).flipper).to.equal(flips[i]!.seat);

    // The same at the table: six players bid their 11, the host flips as the book tells.
    const t = new Table(6);
    t.auction([0, 1, 2, 3, 4, 5, 6], bids);
    expect(t.state.value).to.equal('flipping');
    for (const f of flips) {
      expect(game.advance(t.state, { int: () => 0, uint32: () => 0, shuffle: (x) => [...x], pick: (x) => x[0]! })[0]).to.deep.include({
        type: 'coin.flipped',
        seat: f.seat,
      });
      t.flip(f.lucky);
    }
    expect(t.ctx.auction!.order).to.deep.equal([deanna, dwight, rich, jeremy, pat, joseph]);
    expect(t.ctx.holder, 'the coin stays with Jeremy, who flipped it last').to.equal(jeremy);
    expect(t.state.value).to.equal('picking');
  });

  it('a tie without the holder: the Lucky Coin passes in turn order to the first player involved, who flips', () => {
    const t = new Table(4);
    // Seat 1 holds the coin; seats 3 and 0 tie on 8.
    t.auction([0, 1, 2, 3, 4], [8, 2, 5, 8]);
    expect(t.ctx.auction!.order).to.deep.equal([]);
    expect(game.advance(t.state, { int: () => 1, uint32: () => 0, shuffle: (x) => [...x], pick: (x) => x[0]! })).to.deep.equal([
      { type: 'coin.flipped', seat: 3, lucky: true },
    ]);
    t.flip(false);
    expect(t.ctx.auction!.order).to.deep.equal([0, 3, 2, 1]);
    expect(t.ctx.holder).to.equal(3);
  });

  it('a holder involved in a two-way tie flips: LUCKY wins', () => {
    const t = new Table(3);
    t.auction([0, 1, 2, 3], [6, 6, 1]);
    t.flip(true);
    expect(t.ctx.auction!.order).to.deep.equal([1, 0, 2]);
    expect(t.ctx.holder).to.equal(1);
  });

  it('two ties in one auction: the higher is broken first, and the coin passes on to the lower', () => {
    const t = new Table(5);
    // Seats 2 and 4 tie on 10, seats 0 and 3 on 3; seat 1 bids 7. The coin is at seat 1.
    t.auction([0, 1, 2, 3, 4, 5], [3, 7, 10, 3, 10]);
    expect(resolve(t.ctx.auction!.bids, 1, []).flipper).to.equal(2);
    t.flip(false);
    expect(resolve(t.ctx.auction!.bids, 1, t.ctx.auction!.flips).flipper, 'from seat 2 the coin passes to seat 3').to.equal(3);
    t.flip(true);
    expect(t.ctx.auction!.order).to.deep.equal([4, 2, 1, 3, 0]);
    expect(t.ctx.holder).to.equal(3);
  });

  it('a pick must be of an item on offer, by the player whose pick it is; a card bought goes to the hand', () => {
    const t = new Table(2);
    t.auction([0, 1, 2], [3, 4]);
    t.pick(1, 2);
    t.pick(0, 0);
    t.auction([card(0, 0), card(0, 1), card(1, 0)], [7, 2]);
    expect(t.decide(0, { type: 'pick', item: card(5, 0) })).to.deep.include({ ok: false, rule: 'item' });
    expect(t.decide(1, { type: 'pick', item: card(0, 0) })).to.deep.include({ ok: false, rule: 'turn' });
    t.pick(0, card(1, 0));
    expect(t.ctx.hands[0]).to.deep.equal([card(1, 0)]);
    t.pick(1, card(0, 1));
    expect(t.ctx.boxed).to.deep.equal([card(0, 0)]);
  });

  it('the rules refuse an auction revealing the wrong count or cards not in the deck, and a flip by the wrong seat', () => {
    const t = new Table(3);
    const bad = (e: Parameters<Table['apply']>[0]) => game.fault(game.evolve(t.state, e));
    expect(bad({ type: 'auction.started', number: 0, revealed: [0, 1, 2] })).to.match(/reveals 4/);
    expect(bad({ type: 'auction.started', number: 1, revealed: [0, 1, 2, 3] })).to.match(/cannot follow/);
    t.auction([0, 1, 2, 3], [5, 5, 1]);
    expect(bad({ type: 'coin.flipped', seat: 2, lucky: true })).to.match(/flips it now/);
    t.flip(true);
    t.pick(1, 0);
    t.pick(0, 1);
    t.pick(2, 2);
    expect(bad({ type: 'auction.started', number: 1, revealed: [card(0, 0), card(0, 1), card(0, 2), card(0, 3)] })).to.match(/not in the pool supply deck/);
  });

  it('every player ends the auctions with one character, ten cards and no coins, whatever the ties', () => {
    const t = new Table(4);
    for (let k = 0; k <= 10; k++) {
      t.advance(`auctions/${k}`);
      for (let s = 0; s < 4; s++) t.bid(s, Math.min(...t.ctx.coins[s]!));
      t.openAll();
      while (t.state.value === 'flipping') t.flip(k % 2 === 0);
      while (t.state.value === 'picking') {
        const a = t.ctx.auction!;
        t.pick(a.order[a.picks.length]!, a.revealed.find((i) => !a.picks.some((p) => p.item === i))!);
      }
    }
    expect(t.ctx.characters.every((c) => c !== null)).to.equal(true);
    expect(t.ctx.hands.map((h) => h.length)).to.deep.equal([10, 10, 10, 10]);
    expect(t.ctx.coins).to.deep.equal([[], [], [], []]);
    expect(
      t.ctx.past.every((a) => a.flips.length === 3),
      'four-way ties need three flips',
    ).to.equal(true);
    expect(t.state.value).to.equal('between');
    // The fight starts with whoever used the Lucky Coin last: the last flip of the last auction.
    const last = t.ctx.past.at(-1)!.flips.at(-1)!;
    expect(t.advance()[0]).to.deep.equal({ type: 'turn.started', seat: last.seat, turn: 1, round: 1 });
    expect(t.ctx.first).to.equal(last.seat);
  });
});
