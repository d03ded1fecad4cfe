/** The bots: greedy (strong) keeps its hand toward its best arrangement, easy keeps its melds; all only ever choose legal commands. */
import { expect } from '@open-wc/testing';
import { easyBot, greedyBot, secretsBots } from '../../../src/games/secrets-of-the-universe/bots.js';
import { createRandom } from '../../../src/kernel/random.js';
import { levelGames } from '../../support/bot-levels.js';
import { A, B, callCoin, discard, draw, game, goOut, midGame, stateOf, table, take } from '../../support/builders/secrets.js';

const greedy = (state: ReturnType<typeof midGame>, seat = A) => greedyBot(state, seat, game.legalCommands(state, seat), createRandom('greedy'));
const others = ['E4 E5 E6 F1 F2 F3 W1 W2 W3 A2 A6 A8', 'E7 E8 E9 F7 F8 F9 W4 W5 W6 A3 A4 A9'];

describe('Secrets of the Universe bots', () => {
  it('greedy takes the discard when it raises its best arrangement, else draws from the deck', () => {
    const hand = 'E1 E2 F4 F5 F6 W7 W8 W9 A1 A5 A7 W2';
    expect(greedy(midGame({ players: 3, hands: [hand, ...others], discards: 'F9 E3', deck: 'A1' }))).to.deep.equal(take);
    expect(greedy(midGame({ players: 3, hands: [hand, ...others], discards: 'E3 F9', deck: 'A1' }))).to.deep.equal(draw);
  });

  it('greedy facing an empty deck takes the discard only to go out; otherwise it ends the game', () => {
    const nearly = 'E1 E2 F4 F5 F6 W7 W8 W9 A1 A2 A3 A5';
    expect(greedy(midGame({ players: 3, hands: [nearly, ...others], discards: 'E3' }))).to.deep.equal(take);
    expect(greedy(midGame({ players: 3, hands: [nearly, ...others], discards: 'E9' }))).to.deep.equal(draw);
  });

  it('greedy goes out when it can go out fully, or when going out puts it ahead of the match', () => {
    const fully = midGame({ players: 3, hands: ['E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A2 A3 A5', ...others], step: 'discard', deck: 'A6 A7 A8 A9 E1 E2 E3 E4 E5' });
    expect(greedy(fully)).to.deep.equal(goOut);
    const behind = midGame({
      players: 3,
      hands: ['E1 E2 E3 E4 E5 F4 F5 F6 W7 W8 W9 A5 A7', ...others],
      step: 'discard',
      totals: [0, 500, 0],
      deck: 'A6 A7 A8 A9 E1 E2 E3 E4 E5',
    });
    expect(game.legalCommands(behind, A)).to.deep.include(goOut);
    expect(greedy(behind).type, 'far behind in the match, it keeps playing').to.equal('discard');
    const ahead = midGame({
      players: 3,
      hands: ['E1 E2 E3 E4 E5 F4 F5 F6 W7 W8 W9 A5 A7', ...others],
      step: 'discard',
      totals: [40, 30, 0],
      deck: 'A6 A7 A8 A9 E1 E2 E3 E4 E5',
    });
    expect(greedy(ahead)).to.deep.equal(goOut);
  });

  it('greedy discards a card its best arrangement leaves out, the one with the least promise', () => {
    // E1 E2 E3, F4 F5 F6 and W7 W8 W9 are melds; A1, A2, A5 and F8 are left out: A5 has the fewest neighbours.
    const s = midGame({
      players: 3,
      hands: ['E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A2 A5 F8', ...others],
      step: 'discard',
      totals: [0, 500, 0],
      deck: 'A6 A7 A8 A9 E1 E2 E3 E4 E5',
    });
    expect(greedy(s)).to.deep.equal(discard('A5', false));
  });

  it('greedy calls a coin when it owns one', () => {
    const legal = [callCoin('heads'), callCoin('tails')];
    const s = stateOf(table({ players: 2 }));
    expect(legal).to.deep.include(greedyBot(s, A, legal, createRandom('coin')));
  });

  it('easy draws from the deck even when the discard would help, goes out whenever it can, and discards any card it has no meld for', () => {
    const easy = (state: ReturnType<typeof midGame>, r = createRandom('easy')) => easyBot(state, A, game.legalCommands(state, A), r);
    const hand = 'E1 E2 F4 F5 F6 W7 W8 W9 A1 A5 A7 W2';
    expect(easy(midGame({ players: 3, hands: [hand, ...others], discards: 'F9 E3', deck: 'A1' }))).to.deep.equal(draw);
    const deck = 'A6 A7 A8 A9 E1 E2 E3 E4 E5';
    const behind = midGame({ players: 3, hands: ['E1 E2 E3 E4 E5 F4 F5 F6 W7 W8 W9 A5 A7', ...others], step: 'discard', totals: [0, 500, 0], deck });
    expect(easy(behind), 'far behind in the match, it goes out all the same').to.deep.equal(goOut);
    // E1 E2 E3, F4 F5 F6 and W7 W8 W9 are melds; A1, A2, A5 and F8 are left out.
    const loose = midGame({ players: 3, hands: ['E1 E2 E3 F4 F5 F6 W7 W8 W9 A1 A2 A5 F8', ...others], step: 'discard', totals: [0, 500, 0], deck });
    expect(game.legalCommands(loose, A)).to.not.deep.include(goOut);
    const r = createRandom('loose');
    const chosen = new Set(Array.from({ length: 40 }, () => JSON.stringify(easy(loose, r))));
    expect([...chosen].sort()).to.deep.equal((['A1', 'A2', 'A5', 'F8'] as const).map((c) => JSON.stringify(discard(c, false))).sort());
  });

  it('the levels: easy and strong finish whole matches with legal moves in both versions at 2, 3 and 4 players, and strong wins more often', () => {
    for (const version of ['basic', 'intermediate'] as const) {
      for (const players of [2, 3, 4]) {
        const tally = levelGames(game, secretsBots, { options: { version, matchLength: 4 }, players, games: 2, seed: `levels/${version}/${players}` });
        expect(tally.illegal, `${version}, ${players} players`).to.deep.equal([]);
        expect(tally.finished, `${version}, ${players} players`).to.equal(2);
      }
    }
    const tally = levelGames(game, secretsBots, { options: { version: 'basic', matchLength: 4 }, players: 4, games: 12, seed: 'levels' });
    expect(tally.wins.strong, JSON.stringify(tally.wins)).to.be.greaterThan(tally.wins.easy * 2);
  });

  it('every bot only ever chooses one of the legal commands, on their own redacted state', () => {
    const events = table({ players: 4, dealer: B });
    const own = stateOf(events.map((e) => game.redact(e, B)));
    const legal = game.legalCommands(own, B);
    expect(legal.length).to.equal(2);
    for (const bot of Object.values(secretsBots)) {
      const r = createRandom('bots');
      for (let i = 0; i < 20; i++) expect(legal).to.deep.include(bot(own, B, legal, r));
    }
  });
});
