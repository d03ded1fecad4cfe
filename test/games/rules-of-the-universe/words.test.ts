/** Events in words (the replay's move list, the command line) and the table as text. */
import { expect } from '@open-wc/testing';
import { describeEvent } from '../../../src/games/rules-of-the-universe/describe-event.js';
import { rotuText } from '../../../src/games/rules-of-the-universe/text.js';
import type { RotuEvent } from '../../../src/games/rules-of-the-universe/types.js';
import { AXE, BRUTE, BUCKLER, card, COLOSSUS, fightTable, hand, KNIGHT, MONK, ROGUE, Table } from './builders.js';

/** The lines each event of `events` (applied to `t`) is described with. */
function words(t: Table, act: () => void): string[] {
  const from = t.events.length;
  const states = [t.state];
  act();
  const lines: string[] = [];
  let state = states[0]!;
  for (const e of t.events.slice(from) as RotuEvent[]) {
    const next = t.game.evolve(state, e);
    lines.push(...describeEvent(state.context, e, next.context));
    state = next;
  }
  return lines;
}

describe('Rules of the Universe! in words', () => {
  it('an auction: the items, the sealed coins, every bid at once, the flips and the order, the picks and the leftover', () => {
    const t = new Table(3);
    const lines = words(t, () => {
      t.auction([COLOSSUS, KNIGHT, MONK, ROGUE], [5, 5, 2]);
      t.flip(false);
      t.pick(0, KNIGHT);
      t.pick(1, COLOSSUS);
      t.pick(2, ROGUE);
    });
    expect(lines).to.deep.equal([
      'Auction 1 of 11: the characters: Stone Colossus, Comet Knight, Void Monk, Moon Rogue',
      'Ann lays a coin face down',
      'Bob lays a coin face down',
      'Cy lays a coin face down',
      'Ann reveals 5',
      'Bob reveals 5',
      'Cy reveals 2',
      'Bids: Ann 5, Bob 5, Cy 2',
      'A tie: the Lucky Coin decides',
      'Bob flips the Lucky Coin: UNLUCKY! Bob picks 2nd',
      'Pick order: Ann, Bob, Cy',
      'Ann picks Comet Knight',
      'Bob picks Stone Colossus',
      'Cy picks Moon Rogue',
      'Void Monk is discarded',
    ]);
  });

  it('a turn of the fight: the target, the face-down card, the defence, the reveal and its damage, the magic window', () => {
    const t = fightTable({ characters: [COLOSSUS, BRUTE, KNIGHT], hands: [hand(0), hand(1), hand(2)] });
    const lines = words(t, () => {
      t.advance();
      t.send(1, { type: 'target', seat: 0 });
      t.send(1, { type: 'attack', card: card(AXE, 1) });
      t.send(0, { type: 'defend', card: card(BUCKLER, 0) });
      t.openAll();
      t.send(1, { type: 'pass' });
      t.send(2, { type: 'exhaust', card: card(AXE, 2), target: 1 });
    });
    expect(lines).to.deep.equal([
      'Turn 1 (round 1): Bob',
      'Bob attacks Ann',
      'Bob lays an attack card face down',
      'Ann defends with Buckler',
      'Bob reveals War Axe',
      "Bob's War Axe (5) hits Ann against Buckler (4): 1 damage",
      'Bob uses no magic',
      'Cy exhausts War Axe: Strike 3 (Bob -3)',
    ]);
  });

  it('the table as text for the command line', () => {
    const t = fightTable({ characters: [COLOSSUS, BRUTE], hands: [hand(0), hand(1)] });
    t.advance();
    const text = rotuText({ prev: null, event: null, state: t.state, seats: [] });
    expect(text).to.include('Turn 1, round 1: Bob.');
    expect(text.some((l) => l.includes('Ann:') && l.includes('Stone Colossus, 22/22 health'))).to.equal(true);
  });
});
