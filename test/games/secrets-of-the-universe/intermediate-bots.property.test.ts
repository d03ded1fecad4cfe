/**
 * Intermediate bots over seeded matches of greedy and random bots: in every claim window a bot that
 * can bump bumps at once, no bot ever passes (its timing tells nothing), and a window nobody claims
 * closes by the host's logged event when the time is up; bots pick up discards, draw the main
 * discard and go out, and every match ends.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { SecretsState } from '../../../src/games/secrets-of-the-universe/index.js';
import { refuseBump } from '../../../src/games/secrets-of-the-universe/intermediate/rules.js';
import type { SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { runs } from '../../support/builders/secrets.js';
import { runTableMatch, tableMatchSpec } from '../../support/builders/secrets-table.js';

const MATCHES = 60;

describe('Intermediate bots (seeded matches)', function () {
  this.timeout(120_000);
  it(`${MATCHES} matches of 4 games: a bump at once when a bot can, never a pass, otherwise the host's closing event`, () => {
    const seen = { bumps: 0, closed: 0, pickUps: 0, wentOut: 0 };
    fc.assert(
      fc.property(tableMatchSpec('table-bots'), (spec) => {
        let window: SecretsState | null = null;
        const m = runTableMatch(spec, (state, event: SecretsEvent, index) => {
          if (window) {
            const bumper = window.context.names.findIndex((_, s) => refuseBump(window!.context, s) === null);
            const expected = bumper >= 0 ? 'card.bumped' : 'claim.closed';
            expect(event.type, `event ${index}: after a discard`).to.equal(expected);
            if (event.type === 'card.bumped') expect(event.seat).to.equal(bumper);
            seen[bumper >= 0 ? 'bumps' : 'closed']++;
          }
          window = state.matches({ playing: 'claim' }) ? state : null;
          if (event.type === 'discards.pickedUp') seen.pickUps++;
          if (event.type === 'player.wentOut') seen.wentOut++;
        });
        expect(m.finished).to.equal(true);
      }),
      runs(MATCHES, 1001),
    );
    for (const k of ['bumps', 'closed', 'pickUps', 'wentOut'] as const) expect(seen[k], k).to.be.above(0);
  });
});
