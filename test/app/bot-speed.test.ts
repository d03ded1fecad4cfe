import { expect } from '@open-wc/testing';
import { atBotSpeed, botSpeed, setBotSpeed } from '../../src/app/bot-speed.js';

describe('bot speed', () => {
  afterEach(() => setBotSpeed('normal'));

  it('is normal at first, kept in the browser, and applied to the game’s pace at each move', () => {
    setBotSpeed('normal');
    const pace = atBotSpeed(() => 1000);
    expect(botSpeed()).to.equal('normal');
    expect(pace(null)).to.equal(1000);
    setBotSpeed('slow');
    expect(botSpeed()).to.equal('slow');
    expect(pace(null)).to.equal(2000);
    setBotSpeed('fast');
    expect(pace(null)).to.equal(300);
    expect(localStorage.getItem('peer-table:bot-speed')).to.equal('fast');
  });

  it('a stored value that is no speed reads as normal', () => {
    localStorage.setItem('peer-table:bot-speed', 'warp');
    expect(botSpeed()).to.equal('normal');
  });
});
