/**
 * Which melds of a scored arrangement grew from the player's exposed melds (Intermediate and
 * Advanced Versions), and the cards the hand added to each: the grouped hand and the results show
 * them beside the cards on the table. In the Basic Version nothing is exposed, and none did.
 */
import type { HandCard } from '../../src/games/secrets-of-the-universe/cards.js';

interface Cards {
  readonly cards: readonly HandCard[];
}

const same = (a: HandCard, b: HandCard): boolean => a.code === b.code && a.taken === b.taken;

/** `part` taken out of `pool` (each card once), or null when the pool does not hold it all. */
function without(pool: readonly HandCard[], part: readonly HandCard[]): HandCard[] | null {
  const left = pool.slice();
  for (const c of part) {
    const i = left.findIndex((x) => same(x, c));
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return left;
}

/**
 * An arrangement lists the melds grown from the exposed ones first (extended by the hand, lined-up
 * sequences joined). How many they are, and for each the cards the hand added.
 */
export function exposedPart(melds: readonly Cards[], exposed: readonly Cards[]): { readonly count: number; readonly added: readonly (readonly HandCard[])[] } {
  const left = exposed.slice();
  const added: HandCard[][] = [];
  for (const m of melds) {
    let pool: HandCard[] = m.cards.slice();
    let grew = false;
    for (let i = 0; i < left.length; ) {
      const rest = without(pool, left[i]!.cards);
      if (rest) {
        pool = rest;
        grew = true;
        left.splice(i, 1);
      } else i++;
    }
    if (!grew) break;
    added.push(pool);
  }
  return { count: added.length, added };
}
