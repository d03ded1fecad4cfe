/**
 * View consistency (property 3) over seeded Intermediate bot matches: for every prefix of a match and
 * every seat, and the spectator, view(replay(full), seat) equals view(replay(redacted(full, seat)),
 * seat), and so do the legal commands bots choose from. The face-down card, the quarters, other
 * hands and bump claims are where the audiences differ. Views are compared as JSON text first, for
 * speed; a difference is then judged by chai's deep equality.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { SecretsState } from '../../../src/games/secrets-of-the-universe/index.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { game, runs } from '../../support/builders/secrets.js';
import { runTableMatch, tableMatchSpec, type TableMatchSpec } from '../../support/builders/secrets-table.js';

const MATCHES = 30;

function checkViews(spec: TableMatchSpec): void {
  const audiences = [SPECTATOR, ...Array.from({ length: spec.players }, (_, s) => s)];
  const redacted = new Map<number, SecretsState>(audiences.map((s) => [s, game.initial()]));
  const m = runTableMatch(spec, (state, event, index) => {
    for (const s of audiences) {
      const mine = game.evolve(redacted.get(s)!, game.redact(event, s));
      if (mine.context.fault) expect.fail(`event ${index}, seat ${s}: fault ${mine.context.fault}`);
      redacted.set(s, mine);
      const a = game.view(state, s);
      const b = game.view(mine, s);
      if (JSON.stringify(a) !== JSON.stringify(b)) expect(b, `after event ${index} (${event.type}), seat ${s}`).to.deep.equal(a);
      const la = game.legalCommands(state, s);
      const lb = game.legalCommands(mine, s);
      if (JSON.stringify(la) !== JSON.stringify(lb)) expect(lb, `after event ${index}, seat ${s}: legal commands`).to.deep.equal(la);
      if (game.timeout!(state) !== game.timeout!(mine)) expect.fail(`after event ${index}, seat ${s}: the timeout differs`);
    }
  });
  expect(m.finished).to.equal(true);
}

describe('Intermediate Version view consistency (seeded bot matches)', function () {
  this.timeout(120_000);
  it(`${MATCHES} matches of 4 games, 2 to 4 players: every seat and the spectator see the same view from the full and the redacted log, at every prefix`, () => {
    fc.assert(fc.property(tableMatchSpec('table-views'), checkViews), runs(MATCHES, 801));
  });
});
