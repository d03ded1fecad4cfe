import { expect } from '@open-wc/testing';
import { initialTransition, transition } from 'xstate';
import { standInMachine, type StandInEvent } from '../../src/net/stand-in.machine.js';

/** The seat's state after `events`, from a table that waits `wait` ms. */
function after(events: readonly StandInEvent[], wait: number | null = 1000) {
  let [s] = initialTransition(standInMachine, { wait });
  for (const e of events) s = transition(standInMachine, s, e)[0];
  return s;
}

const LEFT = { type: 'LEFT' } as const;
const BACK = { type: 'CAME_BACK' } as const;
const OWES = { type: 'OWES', owes: true } as const;
const SETTLED = { type: 'OWES', owes: false } as const;
const TIME_UP = { type: 'TIME_UP' } as const;
const HAND = { type: 'HAND_TO_BOT' } as const;

describe('standInMachine: who plays a person’s seat', () => {
  it('starts with the person at the table; owing a move there changes nothing', () => {
    const s = after([OWES, TIME_UP, HAND]);
    expect(s.value).to.equal('present');
    expect(s.hasTag('present')).to.equal(true);
  });

  it('a person who left with nothing to do: no wait runs until the game waits on them', () => {
    expect(after([LEFT]).value).to.deep.equal({ away: 'idle' });
    expect(after([LEFT]).hasTag('timing')).to.equal(false);
    expect(after([LEFT, OWES]).value).to.deep.equal({ away: 'waiting' });
    expect(after([LEFT, OWES]).hasTag('timing')).to.equal(true);
  });

  it('owing a move when leaving starts the wait at once', () => {
    expect(after([OWES, LEFT]).value).to.deep.equal({ away: 'waiting' });
  });

  it('the wait running out puts a bot in the seat; the person coming back takes it back', () => {
    const standing = after([LEFT, OWES, TIME_UP]);
    expect(standing.value).to.equal('standIn');
    expect(standing.hasTag('standIn')).to.equal(true);
    expect(standing.hasTag('timing')).to.equal(false);
    expect(after([LEFT, OWES, TIME_UP, BACK]).value).to.equal('present');
  });

  it('the wait stops when the game no longer waits on the seat, and a late TIME_UP then does nothing', () => {
    expect(after([LEFT, OWES, SETTLED]).value).to.deep.equal({ away: 'idle' });
    expect(after([LEFT, OWES, SETTLED, TIME_UP]).value).to.deep.equal({ away: 'idle' });
    expect(after([LEFT, TIME_UP]).value).to.deep.equal({ away: 'idle' });
  });

  it('coming back during the wait stops it', () => {
    const s = after([LEFT, OWES, BACK]);
    expect(s.value).to.equal('present');
    expect(after([LEFT, OWES, BACK, TIME_UP]).value).to.equal('present');
  });

  it('a table that never hands a seat to a bot waits for ever, unless the host asks', () => {
    expect(after([LEFT, OWES, TIME_UP], null).value).to.deep.equal({ away: 'idle' });
    expect(after([LEFT, OWES], null).hasTag('timing')).to.equal(false);
    expect(after([LEFT, OWES, HAND], null).value).to.equal('standIn');
  });

  it('the host can hand an absent person’s seat to a bot at once, waiting or not', () => {
    expect(after([LEFT, HAND]).value).to.equal('standIn');
    expect(after([LEFT, OWES, HAND]).value).to.equal('standIn');
  });

  it('a bot standing in stays through the game’s changes and a repeated leave', () => {
    const s = after([LEFT, OWES, TIME_UP, SETTLED, OWES, LEFT, TIME_UP, HAND]);
    expect(s.value).to.equal('standIn');
  });

  it('leaving again after coming back starts afresh', () => {
    const s = after([LEFT, OWES, TIME_UP, BACK, LEFT]);
    expect(s.value).to.deep.equal({ away: 'waiting' });
  });
});
