// `npm run size`'s reading of Chromium's JS coverage (scripts/size/coverage.mjs): by function, a
// function that ran counts whole; by block, its branches that did not run count as unused.
import assert from 'node:assert/strict';
import { test } from 'node:test';
// @ts-expect-error: a script of the build, without declarations
import { ranBytes, ranSource } from '../../scripts/size/coverage.mjs';

const source = 'function a(x){if(x){one()}else{two()}}function b(){three()}a(1);';
const at = (text: string) => source.indexOf(text);
/** V8's coverage of `source`: the script ran, `a` ran once and took its first branch, `b` never ran. */
const entry = {
  source,
  functions: [
    { ranges: [{ startOffset: 0, endOffset: source.length, count: 1 }] },
    {
      ranges: [
        { startOffset: 0, endOffset: at('function b'), count: 1 },
        { startOffset: at('else{'), endOffset: at('function b') - 1, count: 0 },
      ],
    },
    { ranges: [{ startOffset: at('function b'), endOffset: at('a(1)'), count: 0 }] },
  ],
};

test('by function, a function that ran is kept whole and one that never ran is not', () => {
  assert.equal(ranSource(entry, ranBytes(entry)), 'function a(x){if(x){one()}else{two()}}a(1);');
});

test('by block, the branch that did not run is left out as well', () => {
  assert.equal(ranSource(entry, ranBytes(entry, { blocks: true })), 'function a(x){if(x){one()}}a(1);');
});
