// `npm run size`: what a page of the app loads, measured in Chromium on a fresh build served as
// `npm start` serves it. For the home page, and for the host's and a guest's page of a table of
// every game (every variant a game declares, such as Secrets of the Universe's versions) after
// PT_SIZE_PLAY_MS (20 s) of play with bots: the scripts fetched, gzipped (level 9, file by file,
// as a server sends them) and in the brotli form npm start sends browsers that take it; how much
// of the gzipped bytes ran (the functions that ran, each file gzipped alone: the least any split
// of the page could load); the share of their bytes that never ran (Chromium's JS coverage by
// function, as Lighthouse counts unused JavaScript, and by block beside it, see
// size/coverage.mjs); and the round trips the page waits on for them after the HTML (with the
// preloads; without them in brackets). Exits 1 over a budget:
//   - the home page: at most 45 KB;
//   - a page playing a game: at most 100 KB gzipped (Secrets of the Universe's Advanced Version
//     with the Expert Addition: 115 KB), at most 30% of its script bytes in functions that never
//     ran, at most 2 round trips.
// `--dist <folder>` measures a folder built before (nothing is built); `--json <file>` also writes
// the figures there; `--modules <file>` writes there, for each page, the bytes of each source module
// it loaded and how many of them ran (from the build's source maps); `--only <words>` measures the
// home page and the tables whose title holds those words (case aside) alone.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { serve } from './serve.mjs';
import { startSignaling } from './signaling.mjs';
import { moduleBreakdown } from './size/modules.mjs';
import { importGraph, roundTrips } from './size/round-trips.mjs';
import { measureHome, measureTable, tablesToMeasure } from './size/pages.mjs';

const KB = 1024;
const HOME_BUDGET = 45 * KB;
const GAME_BUDGET = 100 * KB;
const UNUSED_BUDGET = 0.3;
const ROUND_TRIP_BUDGET = 2;
/** Tables allowed more bytes than GAME_BUDGET: the largest variant of the largest game. */
const GAME_BUDGETS = [{ game: 'secrets-of-the-universe', options: { version: 'advanced', expert: true }, budget: 115 * KB }];
const PLAY_MS = Number(process.env.PT_SIZE_PLAY_MS ?? 20_000);
/** Tables played at once: each is two pages waiting on bots most of the time. */
const CONCURRENCY = Number(process.env.PT_SIZE_CONCURRENCY ?? 3);

/** How long one table may take to set up and play before the measurement gives up on it. */
const TABLE_MS = PLAY_MS + 180_000;

/** `promise`, or a failure naming `what` after `ms`. */
const within = (ms, promise, what) => {
  let timer;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

const root = fileURLToPath(new URL('..', import.meta.url));
const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const given = argument('--dist');
const modulesFile = argument('--modules');
const only = argument('--only')?.toLowerCase();
const dist = given ? resolve(given) : `${root}.build/size-${process.pid}`;

if (!given) {
  const { build } = await import('../esbuild.config.mjs');
  await build({ outdir: dist });
}

const signaling = await startSignaling({ port: 0 });
const config = { signaling: { port: signaling.port, path: signaling.path, secure: false, iceServers: [] } };
const { server, url: base } = await serve(`${dist}/`, { routes: { '/peer-table.config.json': config } });
const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS, timeout: 90_000 });

const graph = importGraph(dist);
const html = await readFile(`${dist}/index.html`, 'utf8');
const htmlPreloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\.?\/?([^"]+)"/g)].map((m) => m[1]);
const brotli = async (path) => (await stat(`${dist}/${path}.br`).catch(() => undefined))?.size ?? Number.NaN;
const gzipped = new Map();
const gz = async (path) => {
  if (!gzipped.has(path)) gzipped.set(path, gzipSync(await readFile(`${dist}/${path}`), { level: 9 }).length);
  return gzipped.get(path);
};

/** A page's figures: bytes gzipped, the unused share, round trips with and without preloads. */
async function summary(label, figures, budget, limits) {
  const loaded = figures.scripts.map((s) => s.path);
  const sum = (numbers) => numbers.reduce((a, b) => a + b, 0);
  const bytes = sum(await Promise.all(loaded.map(gz)));
  const brotlied = sum(await Promise.all(loaded.map(brotli)));
  const total = sum(figures.scripts.map((s) => s.bytes ?? 0));
  const unused = total ? 1 - sum(figures.scripts.map((s) => s.used)) / total : 0;
  const unusedByBlock = total ? 1 - sum(figures.scripts.map((s) => s.usedByBlock)) / total : 0;
  const ran = sum(figures.scripts.map((s) => s.ranGzipped));
  const injected = figures.preloads.filter((p) => !htmlPreloads.includes(p));
  const withPreloads = roundTrips(graph, { loaded, entry: 'peer-table.js', html: htmlPreloads, injected });
  const without = roundTrips(graph, { loaded, entry: 'peer-table.js' });
  const problems = [];
  if (bytes > budget) problems.push(`OVER by ${kb(bytes - budget)}`);
  if (limits && unused > UNUSED_BUDGET) problems.push(`unused over ${UNUSED_BUDGET * 100}%`);
  if (limits && withPreloads.most > ROUND_TRIP_BUDGET) problems.push(`over ${ROUND_TRIP_BUDGET} round trips`);
  if (figures.errors.length) problems.push(`page errors: ${figures.errors.join('; ')}`);
  const modules = modulesFile ? moduleBreakdown(dist, figures.scripts) : undefined;
  return {
    label,
    files: loaded.length,
    bytes,
    brotli: brotlied,
    ran,
    unused,
    unusedByBlock,
    roundTrips: withPreloads.most,
    withoutPreloads: without.most,
    budget,
    problems,
    scripts: loaded,
    modules,
  };
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const rows = [];
try {
  rows.push(await summary('home page', await measureHome(browser, base), HOME_BUDGET, false));
  const tables = (await tablesToMeasure(browser, base)).filter((t) => !only || t.title.toLowerCase().includes(only));
  const queue = [...tables];
  const results = new Map();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let t = queue.shift(); t; t = queue.shift()) {
        results.set(t, await within(TABLE_MS, measureTable(browser, base, t, PLAY_MS), `a table of ${t.title}`));
        console.error(`measured ${t.title}`);
      }
    }),
  );
  for (const t of tables) {
    const budget = GAME_BUDGETS.find((b) => b.game === t.game && JSON.stringify(b.options) === JSON.stringify(t.options))?.budget ?? GAME_BUDGET;
    const { host, guest } = results.get(t);
    rows.push(await summary(`${t.title}: host`, host, budget, true));
    rows.push(await summary(`${t.title}: guest`, guest, budget, true));
  }
} finally {
  await browser.close();
  server.close();
  await signaling.close();
  if (!given) await rm(dist, { recursive: true, force: true });
}

const width = Math.max(...rows.map((r) => r.label.length));
const percent = (share) => `${Math.round(share * 100)}%`;
console.log(`${'what a page loads'.padEnd(width)}  files    gzipped     brotli   ran (gz)  unused (blocks)  round trips  budget`);
for (const r of rows) {
  const trips = `${r.roundTrips} (${r.withoutPreloads})`;
  const unused = `${percent(r.unused)} (${percent(r.unusedByBlock)})`;
  console.log(
    `${r.label.padEnd(width)}  ${String(r.files).padStart(5)}  ${kb(r.bytes).padStart(9)}  ${kb(r.brotli).padStart(9)}  ${kb(r.ran).padStart(9)}  ${unused.padStart(15)}  ${trips.padStart(11)}  ${kb(r.budget)} ${r.problems.length ? r.problems.join(', ') : 'ok'}`,
  );
}
console.log(
  `(ran: the functions that ran, gzipped; unused: bytes in functions that never ran, and in brackets in blocks that never ran; round trips after the HTML with preloads, and without them in brackets; played ${PLAY_MS / 1000} s with bots)`,
);
const json = argument('--json');
if (json) {
  await mkdir(resolve(json, '..'), { recursive: true });
  await writeFile(
    json,
    JSON.stringify(
      rows.map(({ modules, ...r }) => r),
      null,
      1,
    ),
  );
}
if (modulesFile) {
  await mkdir(resolve(modulesFile, '..'), { recursive: true });
  await writeFile(modulesFile, JSON.stringify(Object.fromEntries(rows.map((r) => [r.label, r.modules])), null, 1));
}
// The signaling server's timers would keep Node running after its close (as in bench.mjs).
process.exit(rows.some((r) => r.problems.length) ? 1 : 0);
