/**
 * Seeded bot games for property tests: a fast-check arbitrary of game specs (players, Null rule,
 * each seat's bot, seed) and a runner around playBotGame. Also an oracle: the book's trick
 * resolution written again, independently of rules.ts, to check the machine against.
 */
import fc from 'fast-check';
import { planetBots } from '../../../src/games/planet-tricks/bots.js';
import { card, type CardId } from '../../../src/games/planet-tricks/cards.js';
import { planetTricks, type PlanetState } from '../../../src/games/planet-tricks/index.js';
import type { FieldCard, PlanetEvent } from '../../../src/games/planet-tricks/types.js';
import { playBotGame, type BotGame } from '../../../src/kernel/runner.js';

export type BotName = keyof typeof planetBots;

export interface GameSpec {
  readonly players: number;
  readonly nullRule: boolean;
  readonly bots: readonly BotName[];
  readonly seed: string;
}

/** Specs for `players` seats (or any of 3-6), mixed bots, the Null rule on or off. */
export const gameSpec = (label: string, players?: number): fc.Arbitrary<GameSpec> =>
  fc
    .record({
      players: players ? fc.constant(players) : fc.constantFrom(3, 4, 5, 6),
      nullRule: fc.boolean(),
      bots: fc.array(fc.constantFrom<BotName>('random', 'greedy'), { minLength: 6, maxLength: 6 }),
      seed: fc.nat(),
    })
    .map((r) => ({ players: r.players, nullRule: r.nullRule, bots: r.bots.slice(0, r.players), seed: `${label}/${r.seed}` }));

export function runGame(spec: GameSpec, onEvent?: (state: PlanetState, event: PlanetEvent, index: number) => void): BotGame<PlanetState, PlanetEvent> {
  return playBotGame(planetTricks, {
    options: { nullRule: spec.nullRule },
    names: Array.from({ length: spec.players }, (_, s) => `P${s}`),
    bots: spec.bots.map((b) => planetBots[b]),
    seed: spec.seed,
    onEvent: onEvent as ((state: PlanetState, event: unknown, index: number) => void) | undefined,
  });
}

/** Property-run settings: a fixed fast-check seed per property, so a run is repeatable. */
export const runs = (numRuns: number, seed: number) => ({ numRuns, seed, endOnFailure: true, includeErrorInReport: true });

// ---------------------------------------------------------------- the oracle

export interface OracleTrick {
  readonly faceUp: boolean[];
  readonly winner: number;
  readonly bigBang: boolean;
  readonly fieldHit: number | null;
}

/**
 * The book's trick, from scratch: each card played collides with an earlier face-up card of the
 * same rank; with an odd number of players, a lone face-up card collides with the first face-up
 * field card of its rank; a face-up Black Card beats all, the highest one taking; otherwise the
 * most numerous face-up suit, highest rank among the tied suits; nothing face up: the leader.
 */
export function oracleTrick(plays: readonly { seat: number; card: CardId }[], leader: number, field: readonly FieldCard[], players: number): OracleTrick {
  const rank = (c: CardId) => card(c).rank;
  const up: boolean[] = [];
  plays.forEach((p, i) => {
    const j = up.findIndex((u, k) => u && rank(plays[k]!.card) === rank(p.card));
    up[i] = j < 0;
    if (j >= 0) up[j] = false;
  });
  let fieldHit: number | null = null;
  const live = () => plays.filter((_, i) => up[i]);
  if (players % 2 === 1 && live().length === 1) {
    const f = field.findIndex((x) => x.faceUp && rank(x.card) === rank(live()[0]!.card));
    if (f >= 0) {
      fieldHit = f;
      up.fill(false);
    }
  }
  const faceUp = live();
  if (faceUp.length === 0) return { faceUp: up, winner: leader, bigBang: true, fieldHit };
  const best = (ps: typeof faceUp) => ps.slice().sort((a, b) => rank(b.card) - rank(a.card))[0]!;
  const blacks = faceUp.filter((p) => card(p.card).suit === 'black');
  if (blacks.length > 0) return { faceUp: up, winner: best(blacks).seat, bigBang: false, fieldHit };
  const count = (suit: string) => faceUp.filter((p) => card(p.card).suit === suit).length;
  const most = Math.max(...faceUp.map((p) => count(card(p.card).suit)));
  return { faceUp: up, winner: best(faceUp.filter((p) => count(card(p.card).suit) === most)).seat, bigBang: false, fieldHit };
}

/** The book's next Starting player, from scratch. */
export function oracleStarter(totals: readonly number[], previous: number): number {
  const n = totals.length;
  const min = Math.min(...totals);
  for (let k = 1; k <= n; k++) if (totals[(previous + k) % n] === min) return (previous + k) % n;
  throw new Error('no seat');
}
