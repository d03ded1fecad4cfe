/**
 * A hand with exposed melds, as the Intermediate (and Advanced) Version scores it: the exposed melds
 * stay as they are but may be extended with hand cards and joined (a player always may, after someone
 * goes out, so the best way is found for them), and the rest of the hand is arranged by the exact scorer.
 *
 * Going out counts its bonuses in the one interpretation scored: +10 going out fully, +5 going out
 * by deck draw when the card drawn from the deck is in a meld (an extension included) or in the pair.
 */
import { compareHandCards, formatCards, handKey, isSuited, type CardCode, type HandCard } from '../cards.js';
import { extensions, meldsWith, type Extension } from './extensions.js';
import { loners, OUT_LEEWAY, type TableArrangement, type TableGoingOut } from '../hand-score.js';
import type { Meld, ScoredVersion } from '../melds.js';
import { bestArrangement, type Arrangement as Found, type Goal } from '../scorer.js';
import { FULLY_BONUS } from '../scoring.js';
import type { SecretsContext } from '../types.js';
import { BoundedCache } from '../bounded-cache.js';

/** Going out by deck draw. */
export const DECK_DRAW_BONUS = 5;

interface Candidate {
  readonly found: Found;
  readonly exposed: number;
  readonly detached: readonly HandCard[];
  readonly deck: boolean;
}

const mean = (found: Found): number => found.melds.reduce((t, m) => t + (m.points.low + m.points.high) / 2, 0);
const value = (c: Candidate, goal: Goal): number => mean(c.found) + (goal !== 'any' && c.found.fully ? FULLY_BONUS : 0) + (c.deck ? DECK_DRAW_BONUS : 0);
/** Most points, then fewer coin melds, then fewer cards left out; the earlier candidate on a tie. */
function better(a: Candidate, b: Candidate, goal: Goal): boolean {
  const d = value(a, goal) - value(b, goal);
  if (d !== 0) return d > 0;
  if (a.found.coin.length !== b.found.coin.length) return a.found.coin.length < b.found.coin.length;
  return a.found.unmelded.length < b.found.unmelded.length;
}

/** Whether the drawn card is in a meld or the pair: not every copy of it in the hand is left out alone. */
function contributes(found: Found, hand: readonly HandCard[], drawn: CardCode): boolean {
  const left = found.unmelded.map((c) => c.code);
  if (left.length === 2 && left[0] === left[1]) return true;
  return left.filter((c) => c === drawn).length < hand.filter((c) => c.code === drawn).length;
}

function without(cards: readonly HandCard[], gone: readonly HandCard[]): HandCard[] {
  const out = cards.slice();
  for (const g of gone)
    out.splice(
      out.findIndex((c) => c.code === g.code && c.taken === g.taken),
      1,
    );
  return out;
}

function search(hand: readonly HandCard[], exposed: readonly Meld[], goal: Goal, version: ScoredVersion, drawn: CardCode | null): Candidate | null {
  let top: Candidate | null = null;
  const consider = (found: Found | null, ext: Extension, deck: boolean): void => {
    const c = found && { found, exposed: ext.melds.length, detached: ext.detached, deck };
    if (c && (!top || better(c, top, goal))) top = c;
  };
  for (const ext of extensions(hand, exposed, version)) {
    const found = bestArrangement(ext.rest, { version, exposed: ext.melds, goal });
    if (!found) continue;
    const deck = drawn !== null && contributes(found, hand, drawn);
    consider(found, ext, deck);
    if (drawn === null || deck) continue;
    // The drawn card left out: what it is worth to meld it instead, for the +5.
    consider(bestArrangement(ext.rest, { version, exposed: ext.melds, goal: 'fully' }), ext, true);
    if (!isSuited(drawn)) continue;
    for (const meld of meldsWith(ext.rest, drawn, version)) {
      consider(bestArrangement(without(ext.rest, meld.cards), { version, exposed: [...ext.melds, meld], goal }), ext, true);
    }
  }
  return top;
}

const cache = new BoundedCache<string, Candidate | null>(20_000);

function cached(hand: readonly HandCard[], exposed: readonly Meld[], goal: Goal, version: ScoredVersion, drawn: CardCode | null): Candidate | null {
  const key = `${version}|${goal}|${drawn}|${handKey(hand) ?? formatCards(hand.slice().sort(compareHandCards))}|${exposed.map((m) => formatCards(m.cards)).join('|')}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  // A quick test that settles most hands that cannot go out (the scorer has its own for Bonus Cards).
  const hopeless = goal !== 'any' && version !== 'advanced' && loners([...hand, ...exposed.flatMap((m) => m.cards)]) > OUT_LEEWAY;
  const found = hopeless ? null : search(hand, exposed, goal, version, drawn);
  cache.set(key, found);
  return found;
}

function arrangementOf(c: Candidate): TableArrangement {
  const melds = c.found.melds.map((m) => ({ kind: m.meld.kind, cards: m.meld.cards, points: m.points }));
  const total = melds.reduce((t, m) => ({ low: t.low + m.points.low, high: t.high + m.points.high }), { low: 0, high: 0 });
  return { melds, unmelded: c.found.unmelded, total, fully: c.found.fully, exposed: c.exposed, detached: c.detached };
}

/** The best arrangement of a hand and its exposed melds meeting `goal`, or null when none does. */
export function arrangeTable(hand: readonly HandCard[], exposed: readonly Meld[], goal: Goal, version: ScoredVersion): TableArrangement | null {
  const found = cached(hand, exposed, goal, version, null);
  return found && arrangementOf(found);
}

/**
 * How a hand that goes out is scored, or null when it cannot go out (more than 2 cards out of
 * melds; with `goal` 'fully', unless it goes out fully): the interpretation worth most with its
 * bonuses. `drawn` is the card drawn from the deck this turn, null after drawing from the discards.
 */
export function goOutTable(
  hand: readonly HandCard[],
  exposed: readonly Meld[],
  drawn: CardCode | null,
  version: ScoredVersion,
  goal: 'out' | 'fully' = 'out',
): TableGoingOut | null {
  const found = cached(hand, exposed, goal, version, drawn);
  if (!found) return null;
  const fully = found.found.fully;
  return { arrangement: arrangementOf(found), fully, bonus: fully ? FULLY_BONUS : 0, deckDraw: found.deck ? DECK_DRAW_BONUS : 0 };
}

/** How a hand goes out in this context's version: with the seat's exposed melds and the card drawn from the deck. */
export const goingOut =
  (ctx: SecretsContext) =>
  (hand: readonly HandCard[], exposed: readonly Meld[], drawn: CardCode | null): TableGoingOut | null =>
    goOutTable(hand, exposed, drawn, ctx.options.version as ScoredVersion);
