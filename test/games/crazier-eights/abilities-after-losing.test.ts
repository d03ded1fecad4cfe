/**
 * "When a conditional ability occurs, it will take effect no matter what else happens" and
 * "Nothing can stop a card from taking effect after it occurs": abilities that occurred at the end
 * of a turn together with Thin Ice still take effect when Thin Ice, ordered first, makes their
 * controller lose. Each case is played in both orders.
 */
import { expect } from '@open-wc/testing';
import { crazierEights } from '../../../src/games/crazier-eights/index.js';
import type { EightsEvent } from '../../../src/games/crazier-eights/types.js';
import { act, B, choose, end, G, hand, id, pile, R, table, Y } from './builders.js';

/** What the host logged, as [type, seat]. */
const logged = (events: readonly EightsEvent[]) => events.map((e) => [e.type, 'seat' in e ? e.seat : null]);

/** Ann ends her turn controlling Thin Ice, `other`, Castle and Swift Boots: four cards. */
const annEnds = (other: string, hands: readonly (readonly number[])[]) => {
  const s = act(
    table({
      hands,
      pile,
      inPlay: [
        [id('Thin Ice'), 0],
        [id(other), 0],
        [id('Castle'), 0],
        [id('Swift Boots'), 0],
      ],
    }),
    0,
    end,
  ).state;
  expect(s.context.choice).to.deep.include({ seat: 0, kind: 'trigger', options: [id('Thin Ice'), id(other)] });
  return s;
};

describe('Crazier Eights: an ability that occurred takes effect even after its controller lost', () => {
  describe('Hourglass ("at the end of your turn, the player after you draws a card")', () => {
    const hands = [[Y(3)], [B(5)], [G(1)]];

    it('Thin Ice first: Ann loses, her cards leave, and Hourglass still makes Bob draw', () => {
      const { state, events } = act(annEnds('Hourglass', hands), 0, choose(id('Thin Ice')));
      expect(logged(events)).to.deep.equal([
        ['choice.made', 0],
        ['hand.discarded', 0],
        ['cards.drawn', 1], // Hourglass
        ['cards.drawn', 1], // Bob's own draw, his turn begun
      ]);
      expect(state.context.out).to.deep.equal([true, false, false]);
      expect(state.context.table).to.deep.equal([]);
      expect([state.context.turn, hand(state, 1).length, hand(state, 2).length]).to.deep.equal([1, 3, 1]);
    });

    it('Hourglass first: Bob draws, then Ann loses', () => {
      const { state, events } = act(annEnds('Hourglass', hands), 0, choose(id('Hourglass')));
      expect(logged(events)).to.deep.equal([
        ['choice.made', 0],
        ['cards.drawn', 1], // Hourglass
        ['hand.discarded', 0],
        ['cards.drawn', 1],
      ]);
      expect(state.context.out).to.deep.equal([true, false, false]);
      expect([state.context.turn, hand(state, 1).length, hand(state, 2).length]).to.deep.equal([1, 3, 1]);
    });

    it('the player after a player who lost is the next one still in the game (Bob has lost before)', () => {
      const s = act(
        table({
          hands: [[Y(3)], [], [G(1)], [R(5)]],
          out: [false, true, false, false],
          pile,
          inPlay: [
            [id('Thin Ice'), 0],
            [id('Hourglass'), 0],
            [id('Castle'), 0],
            [id('Swift Boots'), 0],
          ],
        }),
        0,
        end,
      ).state;
      const { state } = act(s, 0, choose(id('Thin Ice')));
      expect(state.context.out).to.deep.equal([true, true, false, false]);
      expect([state.context.turn, hand(state, 2).length, hand(state, 3).length]).to.deep.equal([2, 3, 1]);
    });

    it('when the loss ends the game, nothing more takes effect: the game is over once a winner is declared', () => {
      const { state, events } = act(annEnds('Hourglass', [[Y(3)], [B(5)]]), 0, choose(id('Thin Ice')));
      expect(logged(events)).to.deep.equal([['choice.made', 0]]);
      expect(crazierEights.result(state)!.winners).to.deep.equal([1]);
      expect(hand(state, 1)).to.have.length(1);
    });
  });

  describe('Tax Collector ("at the end of your turn, each opponent with fewer cards in hand than you draws a card")', () => {
    const hands = [[Y(3), Y(4)], [B(5)], [G(1), G(2), G(3)]];

    it('Tax Collector first: Bob, holding fewer cards than Ann, draws; then Ann loses', () => {
      const { state, events } = act(annEnds('Tax Collector', hands), 0, choose(id('Tax Collector')));
      expect(logged(events)).to.deep.equal([
        ['choice.made', 0],
        ['cards.drawn', 1], // Tax Collector
        ['hand.discarded', 0],
        ['cards.drawn', 1],
      ]);
      expect([hand(state, 1).length, hand(state, 2).length]).to.deep.equal([3, 3]);
    });

    it('Thin Ice first: Tax Collector takes effect on the table as it then is: Ann holds no cards, so nobody holds fewer', () => {
      const { state, events } = act(annEnds('Tax Collector', hands), 0, choose(id('Thin Ice')));
      expect(logged(events)).to.deep.equal([
        ['choice.made', 0],
        ['hand.discarded', 0],
        ['cards.drawn', 1],
      ]);
      expect(state.context.out).to.deep.equal([true, false, false]);
      expect(state.context.work).to.deep.equal([]);
      expect([state.context.turn, hand(state, 1).length, hand(state, 2).length]).to.deep.equal([1, 2, 3]);
    });
  });

  describe("Greed's Bargain (the same loss twice)", () => {
    it("Thin Ice first: Ann has lost already, and Greed's Bargain, taking effect, changes nothing", () => {
      const hands = [[Y(1), Y(2), Y(3), Y(4), Y(5), Y(6), Y(7), Y(9), Y(10), Y(11)], [B(5)], [G(1)]];
      const s = act(
        table({
          hands,
          pile,
          inPlay: [
            [id('Thin Ice'), 0],
            [id("Greed's Bargain"), 0],
            [id('Castle'), 0],
            [id('Swift Boots'), 0],
          ],
        }),
        0,
        end,
      ).state;
      const { state, events } = act(s, 0, choose(id('Thin Ice')));
      expect(logged(events)).to.deep.equal([
        ['choice.made', 0],
        ['hand.discarded', 0],
        ['cards.drawn', 1],
      ]);
      expect(state.context.out).to.deep.equal([true, false, false]);
      expect(state.context.lostWith[0]).to.equal(10);
    });
  });
});
