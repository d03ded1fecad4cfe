import { expect } from '@open-wc/testing';
import { easyBot, greedyBot } from '../../../src/games/rules-of-the-universe/bots.js';
import type { RotuState } from '../../../src/games/rules-of-the-universe/index.js';
import type { RotuCommand } from '../../../src/games/rules-of-the-universe/types.js';
import { createRandom } from '../../../src/kernel/random.js';
import { levelGames } from '../../support/bot-levels.js';
import { AXE, BRUTE, BUCKLER, card, COLOSSUS, DAGGER, fightTable, game, hand, HERBS, KNIGHT, MONK, SLING, SPEAR, STARFALL, Table, TOWER } from './builders.js';

const choose = (state: RotuState, seat: number, seed = 'bot'): RotuCommand => greedyBot(state, seat, game.legalCommands(state, seat), createRandom(seed));
/** A state with its context changed, as a bot reads it. */
const as = (state: RotuState, change: Partial<RotuState['context']>): RotuState => ({ ...state, context: { ...state.context, ...change } }) as RotuState;

describe('Rules of the Universe! bots', () => {
  it('strong bids by value: a high coin when a legendary card stands out, a low one when the cards are alike', () => {
    const coinFor = (items: number[]) => {
      const t = new Table(3);
      t.auction([COLOSSUS, KNIGHT, MONK, BRUTE], [1, 2, 3]);
      for (const s of t.ctx.auction!.order) t.pick(s, t.ctx.auction!.revealed.find((i) => !t.ctx.auction!.picks.some((p) => p.item === i))!);
      t.apply({ type: 'auction.started', number: 1, revealed: items });
      const c = choose(t.state, 0, 'bid') as Extract<RotuCommand, { type: 'bid' }>;
      return [...t.ctx.coins[0]!].sort((a, b) => a - b)[c.nth]!;
    };
    const standout = coinFor([STARFALL, card(HERBS, 0), card(HERBS, 1), card(BUCKLER, 0)]);
    const alike = coinFor([card(SLING, 0), card(SLING, 1), card(SLING, 2), card(DAGGER, 0)]);
    expect(standout).to.be.above(alike + 3);
  });

  it('strong attacks the weakest player it may attack, with its hardest card', () => {
    const t = fightTable({ characters: [COLOSSUS, BRUTE, KNIGHT, MONK], hands: [hand(0), hand(1), hand(2), hand(3)] });
    t.advance();
    expect(choose(as(t.state, { health: [9, 26, 4, 12] }), 1)).to.deep.equal({ type: 'target', seat: 2 });
    // Cy is weakest but was the previous turn's target: Ann it is.
    expect(choose(as(t.state, { health: [9, 26, 4, 12], prevTarget: 2 }), 1)).to.deep.equal({ type: 'target', seat: 0 });
    t.send(1, { type: 'target', seat: 0 });
    expect(choose(t.state, 1)).to.deep.equal({ type: 'attack', card: card(AXE, 1) });
  });

  it('strong defends when a card saves it, keeps its cards against a weak hand, and guards its life first', () => {
    const t = fightTable({ characters: [COLOSSUS, BRUTE, KNIGHT], hands: [hand(0), hand(1), hand(2)] });
    t.advance();
    t.send(1, { type: 'target', seat: 0 });
    t.send(1, { type: 'attack', card: card(AXE, 1) });
    // Bob holds a War Axe (5 with his trait): Ann's Tower Shield stops it.
    expect(choose(t.state, 0)).to.deep.equal({ type: 'defend', card: card(TOWER, 0) });
    // With only a Dagger against her War Axe and Spear, Ann takes the small hit and keeps her hardest cards.
    const small = { hands: [[card(AXE, 0), card(SPEAR, 0)], [card(DAGGER, 1)], t.ctx.hands[2]!] };
    expect(choose(as(t.state, small), 0)).to.deep.equal({ type: 'defend', card: null });
    // At 3 health she guards with the Spear: the Dagger's 3 would kill her.
    expect(choose(as(t.state, { ...small, health: [3, 26, 21] }), 0)).to.deep.equal({ type: 'defend', card: card(SPEAR, 0) });
  });

  for (const players of [2, 3, 4, 5, 6]) {
    it(`${players} players: both levels play only legal commands, finish every game, and strong wins clearly more`, () => {
      const tally = levelGames(game, { easy: easyBot, strong: greedyBot }, { options: {}, players, games: 30, seed: `levels/${players}` });
      expect(tally.illegal).to.deep.equal([]);
      expect(tally.finished).to.equal(30);
      expect(tally.wins.strong).to.be.above(tally.wins.easy * 2);
    });
  }
});
