import { expect } from '@open-wc/testing';
import { collisions, describeChange, describePlay, describeTake, turnText } from '../../components/planet-tricks-table/describe.js';
import { CARDS, type Suit } from '../../src/games/planet-tricks/cards.js';
import type { Play } from '../../src/games/planet-tricks/types.js';
import { Replay, SPECTATOR } from './planet-views.js';

const id = (suit: Suit, rank: number): number => CARDS.find((c) => c.suit === suit && c.rank === rank)!.id;
const names = { names: ['Ann', 'Bob', 'Cyd', 'Dee'], seat: 0 };

describe('describe (words for the live region)', () => {
  it('finds which earlier card each play collided with', () => {
    const plays: Play[] = [
      { seat: 0, card: id('sun', 7), faceUp: false },
      { seat: 1, card: id('sun', 5), faceUp: false },
      { seat: 2, card: id('saturn', 7), faceUp: false },
      { seat: 3, card: id('collapsar', 5), faceUp: false },
    ];
    expect(collisions(plays)).to.deep.equal([-1, -1, 0, 1]);
    expect(describePlay(names, plays, 2)).to.equal('Cyd played Saturn 7 — it collided with Sun 7');
    expect(describePlay(names, plays, 1)).to.equal('Bob played Sun 5');
    expect(describePlay(names, plays, 0)).to.equal('You played Sun 7');
  });

  it('says who takes a trick, a Big Bang included', () => {
    const game = new Replay(4, 'ui-4-0');
    const bang = game.find((v) => v.trick.length === 0 && v.lastTrick?.bigBang === true, SPECTATOR).view;
    const taker = bang.names[bang.lastTrick!.winner]!;
    expect(describeTake(bang, bang.lastTrick!)).to.equal(`Big Bang: ${taker} (Starting player) takes the trick`);
    const plain = game.find((v) => v.trick.length === 0 && v.lastTrick !== null && !v.lastTrick.bigBang, SPECTATOR).view;
    expect(describeTake(plain, plain.lastTrick!)).to.match(/^\w+ takes the trick with \w+ \d$/);
  });

  it('announces steps: a play, a new round, the game over, your turn', () => {
    const game = new Replay(4, 'ui-4-0');
    const play = game.find((v, p) => v.trick.length === p.trick.length + 1);
    expect(describeChange(play.prev, play.view)).to.contain('played');
    const round = game.find((v, p) => v.round === 2 && p.round === 1);
    expect(describeChange(round.prev, round.view)).to.contain('Round 1 over').and.to.contain('Round 2:');
    const end = game.view(-1);
    expect(describeChange(game.view(-2), end)).to.contain(`Game over. ${end.result!.summary}`);
    expect(describeChange(end, end)).to.equal('');
    const mine = game.find((v, p) => v.turn === 0 && p.turn !== 0);
    expect(describeChange(mine.prev, mine.view)).to.match(/Your turn\.$/);
    expect(turnText(mine.view)).to.equal('Your turn');
  });
});
