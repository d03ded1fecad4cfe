/**
 * Chaos over real PeerJS connections in Chromium, against `npm start`: a whole game of each game,
 * with four people seated (the host and three guests) and a spectator, each in its own browser
 * context, every page playing its own seat, while at seeded moments pages reload, tabs close and
 * reopen from their link, data channels go silent without a close and messages arrive late; the
 * host reloads too. A guest's tab closes for good (a bot plays for them), and so does the host's (a
 * guest hosts on; the old host comes back later as a guest in its seat). At the end every page
 * still there holds a verified verdict, shows it, and holds exactly the table's full log redacted
 * for its seat, each event once and in order (test/support/chaos.ts).
 * `npm run chaos` plays as many seeds as wanted; a failure names its seed for a replay there.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHAOS_KINDS, chaosGame, departures, describeChaos } from '../support/chaos.js';
import { appInBrowser, SHOTS } from '../support/start-app.js';

const held = appInBrowser();

const GAMES = [
  { title: 'Planet Tricks', game: 'planet-tricks', options: { nullRule: true }, seed: 1 },
  { title: 'Secrets of the Universe', game: 'secrets-of-the-universe', options: { version: 'basic', matchLength: 4 }, seed: 1 },
];

// The two games run side by side (ten pages in one Chromium): most of a game under chaos is spent
// waiting for keepalives, reconnections and the change of host, and one after the other they would
// take over 4 minutes. Each game meets up to 30 chaos actions, then plays out; with a change of host
// each takes about 2 minutes here, several times that beside the browser suites on a busy machine: a
// table that stops is caught by the stall check (no new event for 60 s), and the time limit is only
// a backstop.
describe('chaos: whole games over PeerJS in Chromium while pages reload, tabs reopen or close for good, connections drop and messages lag', {
  concurrency: true,
}, () => {
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
      // This seed's game meets both departures, and the old host comes back.
      assert.deepEqual([summary.leaves, summary.hostLeaves.length], [1, 1], 'a guest and the host left for good');
      assert.equal(summary.hostLeaves[0]!.backAfter !== null, departures(seed).hostBackAfter !== null, 'the old host came back as planned');
      assert.ok(summary.hostReloads > 0, 'the host reloaded');
      assert.ok(summary.events > 50, `${summary.events} events`);
    });
  }
});
