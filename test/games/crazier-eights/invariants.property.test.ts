/**
 * Properties of seeded bot games (random, easy and greedy bots mixed) at 2, 4, 5 and 8 players,
 * free-for-all and in teams, checked after every event: cards are conserved and known to the host,
 * every game ends with a result, points add up, allies win together, every seat's state replays
 * without a fault to the same view, and no redacted event carries what its seat may not see
 * (hands, the deck, shuffles, what another seat looks at or searches).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { EightsOptions } from '../../../src/games/crazier-eights/types.js';
import { checkedGame, seen, type Spec } from './properties.js';

const spec = (label: string, players: number, options: Partial<EightsOptions> = {}) =>
  fc
    .record({
      bots: fc.array(fc.constantFrom('random' as const, 'greedy' as const, 'easy' as const), { minLength: 8, maxLength: 8 }),
      seed: fc.nat(),
      promos: fc.constantFrom(0 as const, 4 as const),
    })
    .map((r): Spec => ({ players, options: { series: 'single', teams: 'none', promos: r.promos, ...options }, bots: r.bots, seed: `${label}/${r.seed}` }));

const runs = (numRuns: number, seed: number) => ({ numRuns, seed, endOnFailure: true, includeErrorInReport: true });

describe('Crazier Eights properties over seeded bot games', function () {
  this.timeout(300_000);
  const cases: [string, number, Partial<EightsOptions>, number][] = [
    ['2 players', 2, {}, 400],
    ['4 players', 4, {}, 300],
    ['5 players (two decks)', 5, {}, 200],
    ['8 players (two decks)', 8, {}, 100],
    ['4 players in teams of two', 4, { teams: 'pairs' }, 200],
    ['6 players in teams of three', 6, { teams: 'threes' }, 100],
    ['8 players in teams of two', 8, { teams: 'pairs' }, 60],
    ['3 games with points, 3 players', 3, { series: 'points' }, 60],
    ['a match, 2 players', 2, { series: 'match' }, 100],
  ];
  for (const [label, players, options, games] of cases) {
    it(`${label}, ${games} games: cards conserved, games end, points add up, allies together, no leaks`, () => {
      fc.assert(
        fc.property(spec(label, players, options), (s) => void checkedGame(s)),
        runs(games, players * 7 + games),
      );
    });
  }
  it('the rare parts came up: looking, searching, hands looked at and taken from, secret choices, losses', () => {
    for (const what of ['pile.looked', 'pile.searched', 'hand.looked', 'card.taken', 'secret choice', 'pile.reshuffled', 'pile.revealed', 'a player lost']) {
      expect(seen[what] ?? 0, what).to.be.above(0);
    }
  });
});
