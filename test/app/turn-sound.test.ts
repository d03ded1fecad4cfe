import { expect } from '@open-wc/testing';
import { chime, setTurnSound, turnSoundOn, TurnBell } from '../../src/app/turn-sound.js';

describe('the turn sound', () => {
  it("rings when the turn becomes the player's, not while it stays theirs nor when a table opens on it", () => {
    const bell = new TurnBell();
    expect([true, true, false, true, true, false, false, true].map((mine) => bell.changed(mine))).to.deep.equal([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
    bell.reset();
    expect(bell.changed(true)).to.equal(false);
  });

  it('is off until turned on, and the choice is kept', () => {
    localStorage.removeItem('peer-table:turn-sound');
    expect(turnSoundOn()).to.equal(false);
    setTurnSound(true);
    expect(turnSoundOn()).to.equal(true);
    setTurnSound(false);
    expect(turnSoundOn()).to.equal(false);
  });

  it('is two short notes', () => {
    expect(chime().map((tone) => tone.frequency.value)).to.deep.equal([660, 880]);
  });
});
