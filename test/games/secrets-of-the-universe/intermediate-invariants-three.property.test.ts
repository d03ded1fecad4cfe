/**
 * Seeded Intermediate bot matches of 3 players (random and greedy bots): after every event the
 * invariants hold, every move is legal by the book, a claim window opens after every discard for
 * every other seat alike, no bot passes, and nothing leaks (table-properties.ts).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { runs } from '../../support/builders/secrets.js';
import { tableMatchSpec } from '../../support/builders/secrets-table.js';
import { checkTableMatch, newSeen } from '../../support/builders/table-properties.js';

const MATCHES = 60;

describe('Intermediate Version properties, 3 players', function () {
  this.timeout(120_000);
  it(`${MATCHES} matches of 4 games: invariants, legal moves, claim windows, no leaks`, () => {
    const seen = newSeen();
    fc.assert(
      fc.property(tableMatchSpec('table-invariants', 3), (spec) => checkTableMatch(spec, seen)),
      runs(MATCHES, 700 + 3),
    );
    expect(seen.games).to.equal(4 * MATCHES);
    for (const k of [
      'wentOut',
      'fully',
      'deckDraw',
      'pickUps',
      'bigPickUps',
      'inactiveUnity',
      'taken',
      'bumps',
      'superBumps',
      'faceDownTaken',
      'faceDownLeft',
      'bonusDuels',
      'dealerRedraws',
      'coins',
      'windows',
    ] as const) {
      expect(seen[k], k).to.be.above(0);
    }
  });
});
