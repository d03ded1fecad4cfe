/** Crazier Eights' bots: legal choices only, every game finished at every player count, strong clearly ahead of easy. */
import { expect } from '@open-wc/testing';
import { eightsBots, greedyBot } from '../../../src/games/crazier-eights/bots.js';
import { crazierEights } from '../../../src/games/crazier-eights/index.js';
import { createRandom } from '../../../src/kernel/random.js';
import { levelGames } from '../../support/bot-levels.js';
import { act, card, id, play, table } from './builders.js';

const options = crazierEights.defaultOptions();

describe('Crazier Eights bots', () => {
  it('strong plays an extra-discard card first when it has discards to make, and keeps its eights for last', () => {
    const s = table({ hands: [[id('Potion of Vitality'), card('yellow', 3), card('yellow', 4), card('red', 8)], [card('blue', 5)]] });
    const legal = crazierEights.legalCommands(s, 0);
    expect(greedyBot(s, 0, legal, createRandom('b'))).to.deep.equal(play(id('Potion of Vitality')));
  });

  it('strong never plays an asset that would make it lose to Thin Ice', () => {
    const s = table({
      hands: [[id('Castle'), card('blue', 3)], [card('blue', 5)]],
      discard: [card('green', 9)],
      inPlay: [
        [id('Thin Ice'), 1],
        [id('Guardian'), 0],
        [id('Swift Boots'), 0],
        [id('Hourglass'), 0],
      ],
    });
    const chosen = greedyBot(s, 0, crazierEights.legalCommands(s, 0), createRandom('b'));
    expect(crazierEights.legalCommands(s, 0)).to.deep.include(play(id('Castle')));
    expect(chosen).not.to.deep.equal(play(id('Castle')));
  });

  it('strong aims a draw at the opponent closest to going out', () => {
    const s = act(
      table({ hands: [[id('Plague'), card('yellow', 3)], [card('blue', 5), card('blue', 6)], [card('green', 1)]], pile: [101, 102, 103, 104] }),
      0,
      play(id('Plague')),
    ).state;
    expect(greedyBot(s, 0, crazierEights.legalCommands(s, 0), createRandom('b'))).to.deep.equal({ type: 'choose', value: 2 });
  });

  it('every bot only chooses among the legal commands, in the main phase and in choices', () => {
    const s = table({ hands: [[id('Death'), card('yellow', 3), card('red', 8)], [card('blue', 5)]], inPlay: [[id('Castle'), 1]] });
    const c = act(s, 0, play(id('Death'))).state;
    for (const state of [s, c]) {
      const legal = crazierEights.legalCommands(state, 0);
      for (const bot of Object.values(eightsBots)) {
        const r = createRandom('bots');
        for (let i = 0; i < 20; i++) expect(legal).to.deep.include(bot(state, 0, legal, r));
      }
    }
  });

  it('the levels: easy and strong finish every game with legal moves at every player count, and strong wins clearly more often', function () {
    this.timeout(120_000);
    for (const players of [2, 3, 4, 5, 8]) {
      const tally = levelGames(crazierEights, eightsBots, { options, players, games: 10, seed: `levels/${players}` });
      expect(tally.illegal, `${players} players`).to.deep.equal([]);
      expect(tally.finished, `${players} players`).to.equal(10);
    }
    const tally = levelGames(crazierEights, eightsBots, { options, players: 2, games: 200, seed: 'levels' });
    expect(tally.wins.strong, JSON.stringify(tally.wins)).to.be.greaterThan(tally.wins.easy * 1.5);
  });
});
