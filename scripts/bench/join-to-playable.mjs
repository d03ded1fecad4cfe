// `npm run bench -- join`: how long a friend waits from opening a join link to a table they can
// play at, on a throttled phone profile (Chromium at 4x CPU slowdown, 1.6 Mbps down, 750 kbps up,
// 150 ms round trips, through the DevTools protocol), for the app as built now and as built at an
// earlier commit (`--before <commit>`, default BEFORE below: the build before pages were split into
// the parts they run), side by side in one run, interleaved, each page in a fresh browser context
// (nothing cached). Both builds are served by scripts/serve.mjs as `npm start` serves them: the
// earlier one also as it went out then (no compressed forms beside its files), and compressed.
//
// For each game measured, a host's page (not throttled) creates a table with seat 1 open and bots
// in the others; the throttled page opens its join link. Two figures, from the link's navigation:
//   - seat: the lobby shows "Take this seat", enabled (the first thing a friend can do);
//   - table: having taken the seat at once, and the host having started the game as soon as it saw
//     the seat taken, the game's table shows, dealt, from this seat.
// Prints the median of `--runs` (default 3) and every run's figure, in milliseconds.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../ensure-chromium.mjs';
import { serve } from '../serve.mjs';
import { startSignaling } from '../signaling.mjs';

/** The last commit whose build loaded every part of the page at once. */
const BEFORE = 'fee9210';
const PHONE = {
  cpu: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
};
const TABLES = [
  { game: 'planet-tricks', title: 'Planet Tricks', options: {}, seats: 4 },
  { game: 'secrets-of-the-universe', title: 'Secrets of the Universe, Basic Version', options: { version: 'basic' }, seats: 4 },
];

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = `${root}.build/bench-join/`;
const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const before = argument('--before', BEFORE);
const runs = Number(argument('--runs', '3'));

const git = (...args) => {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
};

/** The app built from `commit` (a worktree of it, sharing this checkout's node_modules), built once per commit. */
async function buildAt(commit) {
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const dist = `${work}${sha}/dist`;
  if (existsSync(`${dist}/index.html`)) return dist;
  const source = `${work}${sha}/source`;
  await rm(source, { recursive: true, force: true });
  git('worktree', 'prune');
  git('worktree', 'add', '--detach', source, sha);
  try {
    // A copy of this checkout's packages, each file a hard link: within the worktree, so that every
    // build script finds its modules where it expects them.
    const copy = spawnSync('cp', ['-al', `${root}node_modules`, `${source}/node_modules`]);
    if (copy.status !== 0) throw new Error(`cp -al node_modules: ${copy.stderr}`);
    const { build } = await import(`${source}/esbuild.config.mjs`);
    await build({ outdir: dist });
  } finally {
    git('worktree', 'remove', '--force', source);
  }
  return dist;
}

/** `dist` with the compressed forms the current build writes beside each file, in a copy of its own. */
async function compressedCopy(dist) {
  const copy = `${dist}-compressed`;
  if (existsSync(`${copy}/index.html.gz`)) return copy;
  const { cp } = await import('node:fs/promises');
  await rm(copy, { recursive: true, force: true });
  await cp(dist, copy, { recursive: true });
  const { compressAll } = await import('../../esbuild.config.mjs');
  await compressAll(copy);
  return copy;
}

const element = (page) => page.waitForFunction(() => customElements.get('peer-table') !== undefined, null, { timeout: 120_000 });

/** One join through a throttled page: the two figures, in ms from the join link's navigation. */
async function join(browser, base, table) {
  const hostContext = await browser.newContext();
  const phoneContext = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  try {
    const host = await hostContext.newPage();
    await host.goto(base);
    await element(host);
    await host.evaluate((spec) => document.querySelector('peer-table').createTable(spec), {
      game: table.game,
      options: table.options,
      seats: table.seats,
      name: 'Host',
      bot: Array.from({ length: table.seats }, (_, s) => (s < 2 ? null : 'easy')),
    });
    await host.waitForFunction(() => !!document.querySelector('peer-table').lobby, null, { timeout: 60_000 });
    const link = await host.evaluate(() => document.querySelector('peer-table').joinLink);
    // The host starts the game as soon as the seat is taken, as a host waiting for a friend would.
    void host.evaluate(async () => {
      const el = document.querySelector('peer-table');
      while (!el.lobby?.seats.every((s) => s.kind !== 'open')) await new Promise((r) => setTimeout(r, 20));
      await el.start();
    });

    const phone = await phoneContext.newPage();
    const cdp = await phoneContext.newCDPSession(phone);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
    await phone.goto(link, { waitUntil: 'commit' });
    const seatAt = await shown(phone, 'the lobby', () =>
      phone.waitForFunction(
        () => {
          const lobby = document.querySelector('peer-table')?.shadowRoot?.querySelector('pt-lobby');
          const take = [...(lobby?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent.trim() === 'Take this seat' && !b.disabled);
          return take ? performance.now() : false;
        },
        null,
        { timeout: 120_000, polling: 50 },
      ),
    );
    void phone.evaluate(() => document.querySelector('peer-table').takeSeat(1, 'Guest'));
    const tableAt = await shown(phone, "the game's table", () =>
      phone.waitForFunction(
        () => {
          const el = document.querySelector('peer-table');
          const table = [...el.shadowRoot.querySelectorAll('*')].find((e) => e.localName.endsWith('-table') && e.shadowRoot?.childElementCount);
          return el.lobby?.started && el.view && table ? performance.now() : false;
        },
        null,
        { timeout: 120_000, polling: 50 },
      ),
    );
    return { seat: seatAt, table: tableAt };
  } finally {
    await Promise.all([hostContext.close(), phoneContext.close()]);
  }
}

/** The value `wait` resolves to; when it fails, a failure saying what the page showed instead. */
async function shown(page, what, wait) {
  try {
    return await (await wait()).jsonValue();
  } catch (error) {
    const text = await page.evaluate(() => document.querySelector('peer-table')?.shadowRoot?.textContent?.replace(/\s+/g, ' ').slice(0, 400)).catch(() => '?');
    throw new Error(`the throttled page never showed ${what} (${error.message.split('\n')[0]}); it showed: ${text}`);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

await mkdir(work, { recursive: true });
console.error(`bench join: building ${before} and the work tree`);
const beforeDist = await buildAt(before);
const { build } = await import('../../esbuild.config.mjs');
const afterDist = `${work}now`;
await build({ outdir: afterDist });
const builds = [
  { label: `before (${before}, sent as it is)`, dist: beforeDist },
  { label: `before (${before}, compressed)`, dist: await compressedCopy(beforeDist) },
  { label: 'after (this build, as npm start sends it)', dist: afterDist },
];

const signaling = await startSignaling({ port: 0 });
const config = { signaling: { port: signaling.port, path: signaling.path, secure: false, iceServers: [] } };
const servers = await Promise.all(builds.map((b) => serve(`${b.dist}/`, { routes: { '/peer-table.config.json': config } })));
const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
try {
  console.log(`join link to playable table, throttled phone (CPU ${PHONE.cpu}x, 1.6 Mbps, ${PHONE.network.latency} ms RTT); median of ${runs}, ms`);
  for (const table of TABLES) {
    const figures = builds.map(() => ({ seat: [], table: [] }));
    for (let run = 0; run < runs; run++) {
      for (const [i, b] of builds.entries()) {
        const f = await join(browser, servers[i].url, table);
        figures[i].seat.push(f.seat);
        figures[i].table.push(f.table);
        console.error(`  ${table.title}, ${b.label}, run ${run + 1}: seat ${Math.round(f.seat)} ms, table ${Math.round(f.table)} ms`);
      }
    }
    console.log(`\n${table.title}`);
    console.log(`${''.padEnd(44)}  ${'seat'.padStart(6)}  ${'table'.padStart(6)}  runs (seat / table)`);
    for (const [i, b] of builds.entries()) {
      const { seat, table: shown } = figures[i];
      const each = seat.map((s, r) => `${Math.round(s)}/${Math.round(shown[r])}`).join(' ');
      console.log(`${b.label.padEnd(44)}  ${String(Math.round(median(seat))).padStart(6)}  ${String(Math.round(median(shown))).padStart(6)}  ${each}`);
    }
  }
} finally {
  await browser.close();
  servers.forEach((s) => s.server.close());
  await signaling.close();
}
// The PeerJS signaling server leaves interval timers behind after close(): end here, not hang.
process.exit(0);
