import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { canonicalJson } from '../../src/kernel/canonical.js';

/** Rebuilds a value with every object's keys in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).reverse();
  return Object.fromEntries(entries.map(([k, v]) => [k, reversedKeys(v)]));
}

describe('canonicalJson', () => {
  it('sorts object keys at every depth and adds no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).to.equal('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('gives the same text whatever the key order (nested)', () => {
    expect(canonicalJson({ x: { p: 1, q: [{ m: 1, n: 2 }] }, w: null })).to.equal(canonicalJson({ w: null, x: { q: [{ n: 2, m: 1 }], p: 1 } }));
  });

  it('keeps array order: arrays are not sets', () => {
    expect(canonicalJson([1, 2])).not.to.equal(canonicalJson([2, 1]));
  });

  it('drops undefined properties and writes undefined array items as null, like JSON', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).to.equal('{"b":1}');
    expect(canonicalJson([undefined, 1])).to.equal('[null,1]');
  });

  it('escapes strings and keys as JSON does', () => {
    expect(canonicalJson({ 'k"\n': 'v"\\' })).to.equal('{"k\\"\\n":"v\\"\\\\"}');
  });

  it('refuses non-finite numbers', () => {
    expect(() => canonicalJson({ a: NaN })).to.throw(TypeError);
    expect(() => canonicalJson([Infinity])).to.throw(TypeError);
  });

  it('property: key order never matters, and the text parses back to an equal value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(reversedKeys(value))).to.equal(text);
        expect(canonicalJson(JSON.parse(text))).to.equal(text);
      }),
      { numRuns: 300, seed: 1 },
    );
  });
});
