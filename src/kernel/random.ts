/**
 * Seeded randomness for the host. sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG, 128-bit
 * state, passes PractRand) seeded from a string through four rounds of FNV-1a; Fisher–Yates shuffle.
 * Only the host draws numbers; what it draws enters the log as facts, so replay never calls this.
 */
import { fnv1a } from './hash.js';

export interface Random {
  /** A uniform 32-bit unsigned integer. */
  uint32(): number;
  /** A uniform integer in [0, n). */
  int(n: number): number;
  /** A new array: the items in a uniformly random order. */
  shuffle<T>(items: readonly T[]): T[];
  pick<T>(items: readonly T[]): T;
}

export function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
}

/** A generator for `seed`, optionally one of many independent streams (e.g. one per log position). */
export function createRandom(seed: string, stream = 0): Random {
  const key = `${seed}#${stream}`;
  const next = sfc32(fnv1a(key, 0x811c9dc5), fnv1a(key, 0x9e3779b9), fnv1a(key, 0x85ebca6b), fnv1a(key, 0xc2b2ae35));
  for (let i = 0; i < 15; i++) next(); // mix the seed state
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`int(${n})`);
    const limit = 0x100000000 - (0x100000000 % n); // reject the biased tail
    for (;;) {
      const x = next();
      if (x < limit) return x % n;
    }
  };
  return {
    uint32: next,
    int,
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from nothing');
      return items[int(items.length)]!;
    },
  };
}
