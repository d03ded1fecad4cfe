/**
 * A host restored from its stored log (a reload, or a new host after a change of host) first adds
 * what the host owed when the log was stored: a log kept between a move and the host's events after
 * it (a deal, say) ends with them due. Before anything else is noted, they are in the log, as the
 * audit expects them at that place.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { Host } from '../../src/net/host.js';

describe('a host restored from its log', () => {
  it('adds the host events that were due when the log was stored, before a table event is noted', async () => {
    const setup = { options: { nullRule: true }, names: ['Ann', 'Bob', 'Cat'], seed: 'restore' };
    const first = await Host.open(planetTricks, setup);
    const dealt = first.log.map((e) => e.event.type);
    assert.deepEqual(dealt.slice(0, 2), ['game.created', 'round.dealt']);
    // The log as stored before the deal: only the game's start.
    const again = await Host.restore(planetTricks, setup, first.log.slice(0, 1));
    await again.note({ type: 'table.hostChanged', seat: 1, generation: 1 });
    assert.deepEqual(
      again.log.map((e) => e.event.type),
      [...dealt, 'table.hostChanged'],
    );
    assert.deepEqual(again.log[1]!.event, first.log[1]!.event, 'the same deal, from the same seed');
  });
});
