/** Helpers the card games' steps share: moving a card out of a hand that may hold hidden cards (null). */

/** The hand without `card`: its known copy if present, else one hidden (null) card; null if neither. */
export function withoutCard<T>(hand: readonly (T | null)[], card: T): (T | null)[] | null {
  let i = hand.indexOf(card);
  if (i < 0) i = hand.indexOf(null);
  if (i < 0) return null;
  return [...hand.slice(0, i), ...hand.slice(i + 1)];
}

/** A copy of `list` with item `index` replaced. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  const out = list.slice();
  out[index] = item;
  return out;
}
