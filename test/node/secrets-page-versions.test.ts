/**
 * Secrets of the Universe's versions as a page holds them (versions.page.ts: only the versions its
 * tables play). A table just opened has no game yet (its context holds the defaults, which name the
 * Basic Version): any version the page loaded answers for it, so a page playing the Intermediate
 * Version can show a table before its first event. A game of a version the page did not load is
 * refused by name.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyContext } from '../../src/games/secrets-of-the-universe/context.js';
import { intermediate } from '../../src/games/secrets-of-the-universe/intermediate/version.js';
import { PLAYABLE, versionOf } from '../../src/games/secrets-of-the-universe/versions.page.js';

describe('Secrets of the Universe on a page that loaded one version', () => {
  it('answers for a table with no game yet, plays its own version, and names a version it did not load', () => {
    (PLAYABLE as Record<string, unknown>).intermediate = intermediate;
    assert.equal(versionOf(emptyContext), intermediate);
    const names = ['Ann', 'Bob'];
    assert.equal(versionOf({ ...emptyContext, names, options: { version: 'intermediate', matchLength: 4 } }), intermediate);
    assert.throws(() => versionOf({ ...emptyContext, names }), /has not loaded the basic version/);
  });
});
