/**
 * Chaos over real PeerJS connections in Chromium, against `npm start`: a whole game of each game,
 * with four people seated (the host and three guests) and a spectator, each in its own browser
 * context, every page playing its own seat, while at seeded moments pages reload, tabs close and
 * reopen from their link, data channels go silent without a close and messages arrive late; the
 * host reloads too. At the end every page holds a verified verdict, shows it, and holds exactly the
 * host's log redacted for its seat, each event once and in order (test/support/chaos.ts).
 * `npm run chaos` plays as many seeds as wanted; a failure names its seed for a replay there.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHAOS_KINDS, chaosGame, describeChaos } from '../support/chaos.js';
import { appInBrowser, SHOTS } from '../support/start-app.js';

const held = appInBrowser();

const GAMES = [
  { title: 'Planet Tricks', game: 'planet-tricks', options: { nullRule: true }, seed: 1 },
  { title: 'Secrets of the Universe', game: 'secrets-of-the-universe', options: { version: 'basic', matchLength: 4 }, seed: 1 },
];

// The two games run side by side (ten pages in one Chromium): most of a game under chaos is spent
// waiting for keepalives and reconnections, and one after the other they would take over 4 minutes.
// Each game meets 30 chaos actions, then plays out. A Secrets match takes about 100 s here alone,
// several times that beside the browser suites on a busy machine: a table that stops is caught by
// the stall check (no new event for 60 s), and the time limit is only a backstop.
describe('chaos: whole games over PeerJS in Chromium while pages reload, tabs reopen, connections drop and messages lag', { concurrency: true }, () => {
  for (const { title, game, options, seed } of GAMES) {
    it(`${title}: four seats and a spectator reach the same verified end, every event once (seed ${seed})`, { timeout: 480_000 }, async () => {
      const summary = await chaosGame(held.browser, held.app.url, {
        game,
        options,
        seed,
        timeoutMs: 420_000,
        screenshot: `${SHOTS}/chaos-${game}.png`,
      });
      console.log(describeChaos(summary));
      for (const kind of CHAOS_KINDS) assert.ok(summary.actions[kind] > 0, `no ${kind} ran`);
      assert.ok(summary.hostReloads > 0, 'the host reloaded');
      assert.ok(summary.events > 50, `${summary.events} events`);
    });
  }
});
