import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createRandom, sfc32 } from '../../src/kernel/random.js';

const draws = (seed: string, stream: number, count: number): number[] => {
  const r = createRandom(seed, stream);
  return Array.from({ length: count }, () => r.uint32());
};

describe('seeded random', () => {
  it('the same seed and stream give the same sequence', () => {
    expect(draws('table-1', 0, 100)).to.deep.equal(draws('table-1', 0, 100));
    expect(draws('table-1', 7, 100)).to.deep.equal(draws('table-1', 7, 100));
  });

  it('different streams and different seeds give different sequences', () => {
    const base = draws('table-1', 0, 20);
    expect(draws('table-1', 1, 20)).not.to.deep.equal(base);
    expect(draws('table-2', 0, 20)).not.to.deep.equal(base);
    // no stream is a shifted copy of its neighbour
    const next = draws('table-1', 1, 40);
    expect(next.some((x) => base.includes(x))).to.equal(false);
  });

  it('the default stream is stream 0', () => {
    expect(draws('s', 0, 10)).to.deep.equal(
      Array.from(
        { length: 10 },
        (
          (r) => () =>
            r.uint32()
        )(createRandom('s')),
      ),
    );
  });

  it('sfc32 gives 32-bit unsigned integers', () => {
    const next = sfc32(1, 2, 3, 4);
    for (let i = 0; i < 1000; i++) {
      const x = next();
      expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).to.equal(true);
    }
  });

  it('int(n) stays in [0, n) for any n', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const r = createRandom(seed);
        for (let i = 0; i < 20; i++) {
          const x = r.int(n);
          expect(Number.isInteger(x) && x >= 0 && x < n, `int(${n}) = ${x}`).to.equal(true);
        }
      }),
      { numRuns: 300, seed: 2 },
    );
  });

  it('int refuses impossible ranges', () => {
    const r = createRandom('x');
    for (const n of [0, -1, 1.5, NaN, 2 ** 32 + 1]) expect(() => r.int(n), String(n)).to.throw(RangeError);
  });

  it('int(n) is roughly uniform: chi-square over 60,000 draws (fixed seed)', () => {
    for (const n of [2, 6, 7, 60]) {
      const r = createRandom('uniformity', n);
      const draws = 60_000;
      const counts = new Array<number>(n).fill(0);
      for (let i = 0; i < draws; i++) counts[r.int(n)]!++;
      const expected = draws / n;
      const chi2 = counts.reduce((a, c) => a + (c - expected) ** 2 / expected, 0);
      // df = n - 1; mean df, sd sqrt(2 df): a bound of df + 6 sd (+10) is loose but catches real bias
      const df = n - 1;
      expect(chi2, `n=${n} counts=${counts.join(',')}`).to.be.below(df + 6 * Math.sqrt(2 * df) + 10);
    }
  });

  it('shuffle returns a permutation and does not touch its input', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer(), { maxLength: 80 }), (seed, items) => {
        const copy = items.slice();
        const out = createRandom(seed).shuffle(items);
        expect(items).to.deep.equal(copy);
        expect(out).not.to.equal(items);
        expect(out.slice().sort((a, b) => a - b)).to.deep.equal(copy.sort((a, b) => a - b));
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  it('shuffle is deterministic per seed and puts every card everywhere (64 cards, 6,400 shuffles)', () => {
    const deck = [...Array(64).keys()];
    expect(createRandom('d', 5).shuffle(deck)).to.deep.equal(createRandom('d', 5).shuffle(deck));
    const firstSeen = new Array<number>(64).fill(0);
    const r = createRandom('positions');
    for (let i = 0; i < 6400; i++) firstSeen[r.shuffle(deck)[0]!]!++;
    // each card should lead about 100 times
    for (const c of firstSeen) expect(c).to.be.within(50, 160);
  });

  it('pick returns an item and refuses an empty list', () => {
    const r = createRandom('pick');
    for (let i = 0; i < 50; i++) expect(['a', 'b', 'c']).to.include(r.pick(['a', 'b', 'c']));
    expect(() => r.pick([])).to.throw(RangeError);
  });
});
