/**
 * The meld scorer as the rules use it: a hand's best arrangement for scoring, for going out and for
 * going out fully, cached by hand (the scorer is exact, and views and bots ask about the same hands).
 */
import { compareHandCards, formatCards, handKey, rankOf, suitOf, SUITS, type HandCard, type Version } from './cards.js';
import type { ScoredVersion } from './melds.js';
import { bestArrangement, type Goal } from './scorer.js';
import { FULLY_BONUS } from './scoring.js';
import type { Points, RevealedMeld } from './types.js';
import { BoundedCache } from './bounded-cache.js';

export type { Goal };

export interface Arrangement {
  readonly melds: readonly RevealedMeld[];
  readonly unmelded: readonly HandCard[];
  readonly total: Points;
  readonly fully: boolean;
}

const cache = new BoundedCache<string, Arrangement | null>(20_000);

/** The best arrangement of `hand` meeting `goal`, or null when none does. */
export function arrange(hand: readonly HandCard[], goal: Goal, version: Version = 'basic'): Arrangement | null {
  const key = `${version}|${goal}|${handKey(hand) ?? formatCards(hand.slice().sort(compareHandCards))}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const found = bestArrangement(hand, { version: version as ScoredVersion, goal });
  const melds = found?.melds.map((m) => ({ kind: m.meld.kind, cards: m.meld.cards, points: m.points })) ?? [];
  const total = melds.reduce((t, m) => ({ low: t.low + m.points.low, high: t.high + m.points.high }), { low: 0, high: 0 });
  const result = found && { melds, unmelded: found.unmelded, total, fully: found.fully };
  cache.set(key, result);
  return result;
}

/** A comparable worth of points: the mean of a coin meld's two outcomes. */
export const worth = (p: Points): number => (p.low + p.high) / 2;

export interface GoingOut {
  readonly arrangement: Arrangement;
  readonly fully: boolean;
  /** +10 when fully. */
  readonly bonus: number;
}

export { FULLY_BONUS };

/** Cards a hand that goes out may leave out of melds. */
export const OUT_LEEWAY = 2;

/**
 * Cards of `hand` that no meld of the hand could use: no two other copies, no two other suits of
 * the rank, no run of three through it. A quick test that settles most hands that cannot go out.
 */
export function loners(hand: readonly HandCard[]): number {
  const count = new Map<string, number>();
  for (const c of hand) count.set(c.code, (count.get(c.code) ?? 0) + 1);
  const has = (suit: string, rank: number): boolean => (count.get(`${suit}${rank}`) ?? 0) > 0;
  let alone = 0;
  for (const c of hand) {
    const suit = c.code[0]!;
    const rank = Number(c.code[1]);
    if (count.get(c.code)! >= 3) continue;
    let suits = 0;
    for (const x of SUITS) if (x !== suit && has(x, rank)) suits++;
    if (suits >= 2) continue;
    const run = (a: number, b: number): boolean => has(suit, a) && has(suit, b);
    if (run(rank - 2, rank - 1) || run(rank - 1, rank + 1) || run(rank + 1, rank + 2)) continue;
    alone++;
  }
  return alone;
}

/**
 * How a hand that goes out is scored, or null when it cannot go out: the one interpretation that
 * satisfies going out and is worth most, the +10 of going out fully counted in (the scorer's goal 'out').
 */
export function goingOut(hand: readonly HandCard[], version: Version = 'basic'): GoingOut | null {
  if (loners(hand) > OUT_LEEWAY) return null;
  const out = arrange(hand, 'out', version);
  return out && { arrangement: out, fully: out.fully, bonus: out.fully ? FULLY_BONUS : 0 };
}

/** An arrangement with exposed melds (none in the Basic Version). */
export interface TableArrangement extends Arrangement {
  /** How many of `melds`, listed first, are the exposed melds (extended and joined). */
  readonly exposed: number;
  /** Advanced: the 0s that came off when two exposed sequences each holding one were joined (set aside again). */
  readonly detached: readonly HandCard[];
}

/** A hand going out as its version scores it. */
export interface TableGoingOut extends GoingOut {
  readonly arrangement: TableArrangement;
  /** +5 when going out by deck draw (Intermediate). */
  readonly deckDraw: number;
}

/** How many other cards of the hand could one day meld with `card`: same rank, or same suit within 2. */
export function promise(hand: readonly HandCard[], card: HandCard): number {
  const r = rankOf(card.code);
  return hand.filter((c) => c !== card && (rankOf(c.code) === r || (suitOf(c.code) === suitOf(card.code) && Math.abs(rankOf(c.code) - r) <= 2))).length;
}
