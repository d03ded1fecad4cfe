import { expect } from '@open-wc/testing';
import { easyBot, greedyBot, planetBots } from '../../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../../src/games/planet-tricks/index.js';
import { createRandom } from '../../../src/kernel/random.js';
import { levelGames } from '../../support/bot-levels.js';
import { B, blk, col, midRound, sat, sun } from '../../support/builders/planet.js';

const hands = (b: number[]) => [[sat(2)], b, [col(2), col(3), col(4)], [sat(4), sat(5), sat(6)]];

describe('Planet Tricks bots', () => {
  it('greedy dumps its highest card that leaves the trick to someone else', () => {
    const state = midRound({ players: 4, hands: hands([sun(2), sun(4), sun(8)]), trick: [sun(5)], leader: 0 });
    const legal = planetTricks.legalCommands(state, B);
    expect(greedyBot(state, B, legal, createRandom('g'))).to.deep.equal({ type: 'playCard', card: sun(4) });
  });

  it('greedy plays its lowest card when every card would take the trick', () => {
    const state = midRound({ players: 4, hands: hands([sun(8), sun(9)]), trick: [sun(5)], leader: 0 });
    const legal = planetTricks.legalCommands(state, B);
    expect(greedyBot(state, B, legal, createRandom('g'))).to.deep.equal({ type: 'playCard', card: sun(8) });
  });

  it('greedy counts Black Cards as the most dangerous to keep: it dumps a Black Card when it is safe', () => {
    // After a Black 6 is face up, B (no Sun) can lose under it with a planet card or a lower Black Card.
    const state = midRound({ players: 4, hands: hands([sat(3), blk(2)]), trick: [blk(6)], leader: 0, broken: true });
    const legal = planetTricks.legalCommands(state, B);
    expect(greedyBot(state, B, legal, createRandom('g'))).to.deep.equal({ type: 'playCard', card: blk(2) });
  });

  it('easy ducks the trick with any card that leaves it to someone else, and plays any card when none does', () => {
    const state = midRound({ players: 4, hands: hands([sun(2), sun(4), sun(8)]), trick: [sun(5)], leader: 0 });
    const legal = planetTricks.legalCommands(state, B);
    const r = createRandom('easy');
    const chosen = new Set(Array.from({ length: 40 }, () => easyBot(state, B, legal, r).card));
    expect([...chosen].sort((a, b) => a - b)).to.deep.equal([sun(2), sun(4)]);
    const forced = midRound({ players: 4, hands: hands([sun(8), sun(9)]), trick: [sun(5)], leader: 0 });
    const all = new Set(Array.from({ length: 40 }, () => easyBot(forced, B, planetTricks.legalCommands(forced, B), r).card));
    expect(all.size).to.equal(2);
  });

  it('the levels: easy and strong finish every game with legal moves at every player count, and strong wins more often', () => {
    for (const players of [3, 4, 5, 6]) {
      const tally = levelGames(planetTricks, planetBots, { options: { nullRule: true }, players, games: 12, seed: `levels/${players}` });
      expect(tally.illegal, `${players} players`).to.deep.equal([]);
      expect(tally.finished, `${players} players`).to.equal(12);
    }
    const tally = levelGames(planetTricks, planetBots, { options: { nullRule: true }, players: 4, games: 40, seed: 'levels' });
    expect(tally.wins.strong, JSON.stringify(tally.wins)).to.be.greaterThan(tally.wins.easy * 2);
  });

  it('every bot only ever chooses one of the legal commands', () => {
    const state = midRound({ players: 4, hands: hands([sun(2), sun(4), sun(8), sat(7), blk(1)]), trick: [sun(5)], leader: 0 });
    const legal = planetTricks.legalCommands(state, B);
    for (const bot of Object.values(planetBots)) {
      const r = createRandom('bots');
      for (let i = 0; i < 30; i++) expect(legal).to.deep.include(bot(state, B, legal, r));
    }
  });
});
