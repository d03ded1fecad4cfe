/**
 * Seeded Advanced bot matches of 3 players (random, easy and greedy bots): after every event the
 * invariants hold, every move is legal by the book and nothing leaks (support/advanced-properties.ts);
 * the Advanced Version's moves all happen: Bonus Cards set aside and drawn back, Public Bonus Cards
 * picked up to go out, packets with Bonus Cards, and in Expert matches careless discards charged.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { runs } from '../../support/builders/secrets.js';
import { checkAdvancedMatch, newSeen } from './support/advanced-properties.js';
import { advancedMatchSpec } from './support/advanced.js';

const MATCHES = 16;

describe('Advanced Version properties, 3 players', function () {
  this.timeout(120_000);
  it(`${MATCHES} matches of 4 games: invariants, legal moves, no leaks`, () => {
    const seen = newSeen();
    fc.assert(
      fc.property(advancedMatchSpec('advanced-invariants', 3), (spec) => checkAdvancedMatch(spec, seen)),
      runs(MATCHES, 900 + 3),
    );
    expect(seen.games).to.equal(4 * MATCHES);
    for (const k of [
      'wentOut',
      'fully',
      'deckDraw',
      'pickUps',
      'taken',
      'bumps',
      'setAside',
      'publicDrawn',
      'zeroBack',
      'publicPickUps',
      'packets',
      'packetBonus',
      'zeroMelds',
      'windows',
      'expertGames',
      'careless',
    ] as const)
      expect(seen[k], k).to.be.above(0);
  });
});
