/** A new table's fields from what `createTable` is given and the element's defaults (components/peer-table/new-table.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newTable, type TableDefaults } from '../../components/peer-table/new-table.js';
import { MODULES } from '../../src/games/registry.js';

const defaults: TableDefaults = { game: null, seats: null, options: null, botLevel: 'strong', name: 'Pat' };

describe('a new table from createTable', () => {
  it('fills in the element’s defaults: the default game, four seats within its range, its options and the name', () => {
    const table = newTable({}, defaults);
    assert.equal(table.game, 'planet-tricks');
    assert.equal(table.seats, 4);
    assert.equal(table.name, 'Pat');
    assert.equal(table.bot, 'strong');
    assert.deepEqual(table.seatBots, [null, null, null, null]);
    assert.equal(table.solo, false);
    assert.equal('standInWait' in table, false);
    // Four seats, within the game's range.
    for (const module of MODULES)
      assert.equal(newTable({}, { ...defaults, game: module.id }).seats, Math.min(module.maxSeats, Math.max(module.minSeats, 4)), module.id);
    assert.equal(newTable({}, { ...defaults, seats: 3 }).seats, 3);
    assert.equal(newTable({ name: '' }, { ...defaults, name: '' }).name, 'Host');
  });

  it('gives every other seat a bot with solo, reads the old bot styles as levels, and takes a level by seat', () => {
    assert.deepEqual(newTable({ solo: true, seats: 3, bot: 'greedy' }, defaults).seatBots, [null, 'strong', 'strong']);
    assert.deepEqual(newTable({ solo: true, seats: 3 }, { ...defaults, botLevel: 'easy' }).seatBots, [null, 'easy', 'easy']);
    assert.deepEqual(newTable({ seats: 3, bot: [null, 'random', 'strong'] }, defaults).seatBots, [null, 'easy', 'strong']);
  });

  it('takes the options attribute as JSON under what createTable gives, and the waits it is given', () => {
    assert.equal((newTable({}, { ...defaults, options: '{"nullRule": false}' }).options as { nullRule: boolean }).nullRule, false);
    assert.equal((newTable({ options: { nullRule: true } }, { ...defaults, options: '{"nullRule": false}' }).options as { nullRule: boolean }).nullRule, true);
    const waits = newTable({ standInWait: null, hostWait: 30_000 }, defaults);
    assert.equal(waits.standInWait, null);
    assert.equal(waits.hostWait, 30_000);
  });

  it('refuses, in words, an unknown game, an unknown bot level, a wrong wait, options that are not JSON and an unknown option', () => {
    assert.throws(() => newTable({ game: 'poker' }, defaults), /does not know the game "poker"/);
    assert.throws(() => newTable({ solo: true, bot: 'grandmaster' }, defaults), /has no bot level "grandmaster": its levels are easy, strong/);
    assert.throws(() => newTable({ standInWait: -5 }, defaults), Error);
    assert.throws(() => newTable({}, { ...defaults, options: '{nullRule: false' }), /The options attribute must be JSON/);
    assert.throws(() => newTable({ options: { noSuchOption: 1 } }, defaults), /noSuchOption/);
  });
});
