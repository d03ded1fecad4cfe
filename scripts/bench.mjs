// `npm run bench`: replay throughput (fast evolve, XState's transition(), the plain reducer and
// boardgame.io's reducer on the same games), the play loop and the Secrets of the Universe scorer in
// Node, then replay-and-render time of a finished game in Chromium. `npm run bench -- join` instead
// times a join link to a playable table on a throttled phone, before and after (bench/join-to-playable.mjs).
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { ALIASES, pageParts } from '../esbuild.config.mjs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { ensureBenchDeps } from './bench/bench-deps.mjs';
import { serve } from './serve.mjs';
import { startSignaling } from './signaling.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
// `npm run bench -- join`: the time from a join link to a playable table, before and after (its own
// run: it builds an earlier commit too).
if (process.argv[2] === 'join') await import('./bench/join-to-playable.mjs');
// boardgame.io, for the replay comparison: into .build/bench-deps on first use, never into package.json.
ensureBenchDeps();
// Replay allocates a snapshot per event: V8's young generation size decides how often it collects.
// Both figures are printed: Node's defaults, and a 32 MB semi-space (--max-semi-space-size=32).
for (const [flags, script] of [
  [[], 'scripts/bench/replay.ts'],
  [['--max-semi-space-size=32'], 'scripts/bench/replay.ts'],
  [[], 'scripts/bench/games.ts'],
  [[], 'scripts/bench/share-link.ts'],
  [[], 'scripts/bench/escrow.ts'],
  [[], 'scripts/bench-scorer.ts'],
]) {
  const node = spawnSync(process.execPath, [...flags, '--import', 'tsx', script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_NODE_FLAGS: flags.join(' ') || 'defaults' },
  });
  if (node.status !== 0) process.exit(node.status ?? 1);
}

const out = `${root}.build/bench/`;
await mkdir(out, { recursive: true });
await esbuild.build({
  entryPoints: { bench: `${root}scripts/bench/browser-entry.ts`, network: `${root}scripts/bench/network-entry.ts` },
  outdir: out,
  bundle: true,
  format: 'esm',
  minify: true,
  logLevel: 'warning',
  alias: ALIASES,
  // As in the widget: a game's command-line parts (Node's) are not bundled for a page.
  plugins: [pageParts],
});
await writeFile(
  `${out}index.html`,
  '<!doctype html><meta charset="utf-8"><body><script type="module" src="bench.js"></script><script type="module" src="network.js"></script></body>',
);
const signaling = await startSignaling({ port: 0 });
const { server, url } = await serve(out);
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => 'runBench' in globalThis);
  const result = await page.evaluate(() => globalThis.runBench());
  const round = (x) => Math.round(x * 100) / 100;
  console.log(
    JSON.stringify({
      bench: 'chromium: finished 4-player game',
      events: result.events,
      replayMs: round(result.replayMs),
      replayAndRenderFinalMs: round(result.replayAndRenderFinalMs),
      renderEveryStepMs: round(result.renderEveryStepMs),
      perStepMs: round(result.renderEveryStepMs / result.events),
    }),
  );
  await page.waitForFunction(() => 'runNetworkBench' in globalThis);
  const settings = { host: '127.0.0.1', port: signaling.port, path: signaling.path, secure: false, iceServers: [] };
  const net = await page.evaluate((s) => globalThis.runNetworkBench(s), settings);
  console.log(
    JSON.stringify({
      bench: 'chromium: move latency over loopback WebRTC, 4 seats + 4 spectators',
      moves: net.moves,
      p50Ms: round(net.p50Ms),
      p95Ms: round(net.p95Ms),
      bytesPerEventPerRemotePeer: Math.round(net.bytesPerEventPerRemotePeer),
      revealBytesPerPeer: net.revealBytesPerPeer,
    }),
  );
  console.log(
    JSON.stringify({
      bench: 'chromium: catch-up of a spectator that missed events',
      gameEvents: net.gameEvents,
      missedEvents: net.missedEvents,
      catchUpBytes: net.catchUpBytes,
    }),
  );
} finally {
  await browser.close();
  server.close();
  await signaling.close();
}
// The PeerJS signaling server leaves interval timers behind after close(): end here, not hang.
process.exit(0);
