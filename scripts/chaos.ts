/**
 * `npm run chaos -- --game planet-tricks --games 5 --seed 7 [--actions 30] [--verbose] [--timeout 180]`
 * Plays whole games under chaos over real PeerJS connections in Chromium (test/support/chaos.ts),
 * seeds `seed`, `seed + 1`, …; without --game, the games of the registry take turns. Prints one line
 * per game (seed, events, chaos actions, seconds, PASS or FAIL with the reason) and exits 1 when any
 * failed. A failing seed is replayed with `--games 1 --seed N` (add --verbose to follow its actions).
 */
import { parseArgs } from 'node:util';
import { chaosGame, describeChaos } from '../test/support/chaos.js';
import { launchChromium } from '../test/support/chromium.js';
import { SHOTS, startApp } from '../test/support/start-app.js';
import { defaultOptions } from '../src/games/declaration.js';
import { knownModule, MODULES } from '../src/games/registry.js';

/** The options each game is played with (another game: its defaults). */
const OPTIONS: Record<string, unknown> = {
  'planet-tricks': { nullRule: true },
  'secrets-of-the-universe': { version: 'basic', matchLength: 4 },
};

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    games: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    timeout: { type: 'string', default: '180' },
    actions: { type: 'string', default: '30' },
    verbose: { type: 'boolean', default: false },
  },
});

const gameIds = values.game ? [knownModule(values.game).id] : MODULES.map((m) => m.id);
const count = Number(values.games);
const firstSeed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(firstSeed)) throw new Error('--games and --seed are whole numbers');
if (!/^\d+$/.test(values.actions)) throw new Error('--actions is a whole number');

const app = await startApp();
let browser = await launchChromium();
let failed = 0;
try {
  for (let i = 0; i < count; i++) {
    const game = gameIds[i % gameIds.length]!;
    const seed = firstSeed + i;
    // A Chromium that crashed (or was closed from outside) is started again for the next game.
    if (!browser.isConnected()) browser = await launchChromium();
    const began = Date.now();
    try {
      const summary = await chaosGame(browser, app.url, {
        game,
        options: OPTIONS[game] ?? defaultOptions(knownModule(game)),
        seed,
        timeoutMs: Number(values.timeout) * 1000,
        actions: Number(values.actions),
        screenshot: `${SHOTS}/chaos-${game}-${seed}.png`,
        onLog: values.verbose ? (line) => console.log(`  ${line}`) : undefined,
      });
      console.log(`PASS ${describeChaos(summary)}`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${game} seed ${seed} after ${((Date.now() - began) / 1000).toFixed(1)} s: ${(e as Error).message}`);
    }
  }
} finally {
  await browser.close();
  app.stop();
}
console.log(`${count - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
