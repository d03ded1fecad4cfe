import { expect } from '@open-wc/testing';
import { replaceAt, withoutCard } from '../../src/games/hands.js';

describe('src/games/hands', () => {
  it('withoutCard removes the known copy of a card', () => {
    expect(withoutCard([3, 5, 7], 5)).to.deep.equal([3, 7]);
  });

  it('withoutCard removes a hidden card when the card is not known to be there', () => {
    expect(withoutCard([null, null, null], 5)).to.deep.equal([null, null]);
    expect(withoutCard([4, null], 5)).to.deep.equal([4]);
  });

  it('withoutCard prefers the known copy over a hidden card', () => {
    expect(withoutCard([null, 5, null], 5)).to.deep.equal([null, null]);
  });

  it('withoutCard gives null when the hand has neither', () => {
    expect(withoutCard([3, 7], 5)).to.equal(null);
    expect(withoutCard([], 5)).to.equal(null);
  });

  it('neither helper changes its input', () => {
    const hand = [3, 5, 7];
    withoutCard(hand, 5);
    const list = ['a', 'b'];
    expect(replaceAt(list, 1, 'c')).to.deep.equal(['a', 'c']);
    expect(hand).to.deep.equal([3, 5, 7]);
    expect(list).to.deep.equal(['a', 'b']);
  });
});
