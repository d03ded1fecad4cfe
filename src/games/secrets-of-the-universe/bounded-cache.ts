/**
 * A Map for results worked out again on demand: once it holds `limit` entries, setting another
 * first forgets them all, so that a long match on a phone keeps memory bounded. Every cache of the
 * scoring and meld rules is one (each says why its results are safe to share).
 */
export class BoundedCache<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.limit) this.clear();
    return super.set(key, value);
  }
}

/** What `memo` (a Map, a WeakMap or a BoundedCache) holds for `key`: made by `make` and kept there the first time it is asked for. */
export function remembered<K, V>(memo: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  let known = memo.get(key);
  if (known === undefined) {
    known = make();
    memo.set(key, known);
  }
  return known;
}
