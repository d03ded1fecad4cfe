/**
 * Property 3 (view consistency) over seeded bot matches: for every prefix of a match and every seat,
 * and the spectator, view(replay(full), seat) equals view(replay(redacted(full, seat)), seat). The
 * full state and each audience's redacted state are evolved side by side and compared after every
 * event (the same as replaying each prefix, without the quadratic cost). Bots rely on legalCommands
 * of their own redacted state, so that is compared too. Views are compared as JSON text first, for
 * speed; a difference there is judged by chai's deep equality.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { SecretsState } from '../../../src/games/secrets-of-the-universe/index.js';
import { SPECTATOR } from '../../../src/kernel/game.js';
import { game, matchSpec, runMatch, runs, type MatchSpec } from '../../support/builders/secrets.js';

const MATCHES_PER_COUNT = 20;

function checkViews(spec: MatchSpec): void {
  const audiences = [SPECTATOR, ...Array.from({ length: spec.players }, (_, s) => s)];
  const redacted = new Map<number, SecretsState>(audiences.map((s) => [s, game.initial()]));
  const compare = (full: SecretsState, at: string): void => {
    for (const s of audiences) {
      const mine = redacted.get(s)!;
      const a = game.view(full, s);
      const b = game.view(mine, s);
      if (JSON.stringify(a) !== JSON.stringify(b)) expect(b, `${at}, seat ${s}`).to.deep.equal(a);
      const la = game.legalCommands(full, s);
      const lb = game.legalCommands(mine, s);
      if (JSON.stringify(la) !== JSON.stringify(lb)) expect(lb, `${at}, seat ${s}: legal commands`).to.deep.equal(la);
    }
  };
  compare(game.initial(), 'empty log');
  const m = runMatch(spec, (state, event, index) => {
    for (const s of audiences) {
      const next = game.evolve(redacted.get(s)!, game.redact(event, s));
      if (next.context.fault) expect.fail(`event ${index}, seat ${s}: fault ${next.context.fault}`);
      redacted.set(s, next);
    }
    compare(state, `after event ${index} (${event.type})`);
  });
  expect(m.finished).to.equal(true);
}

describe('Secrets of the Universe view consistency (seeded bot matches)', function () {
  this.timeout(120_000);
  for (const players of [2, 3, 4]) {
    it(`${players} players, ${MATCHES_PER_COUNT} matches of 4 games: every seat and the spectator see the same view from the full and the redacted log, at every prefix`, () => {
      fc.assert(fc.property(matchSpec('views', players), checkViews), runs(MATCHES_PER_COUNT, 600 + players));
    });
  }
});
