/** Runs `npm start`'s script on free ports for end-to-end suites (with a browser: appInBrowser). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * The build `npm test` makes once for every end-to-end suite (scripts/test.mjs names its folder in
 * PT_E2E_DIST, and writes `.built` there when it is done, or `.failed` with the reason): resolves to
 * the folder, or null when the suite runs on its own and builds for itself.
 */
async function sharedBuild(): Promise<string | null> {
  const dir = process.env.PT_E2E_DIST;
  if (!dir) return null;
  for (let waited = 0; ; waited += 250) {
    if (existsSync(`${root}${dir}/.built`)) return dir;
    if (existsSync(`${root}${dir}/.failed`)) throw new Error(`the build for the end-to-end suites failed: ${readFileSync(`${root}${dir}/.failed`, 'utf8')}`);
    if (waited > 300_000) throw new Error(`the build for the end-to-end suites (${dir}) was not done in 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function startApp(): Promise<{ url: string; stop: () => void; process: ChildProcess }> {
  const [port, signal] = [await freePort(), await freePort()];
  const shared = await sharedBuild();
  // Else a folder of its own: suites run side by side, and each build empties its folder first.
  const outdir = shared ?? `.build/app-${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SIGNAL_PORT: String(signal), OUTDIR: outdir, ...(shared ? { NO_BUILD: '1' } : {}) },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`npm start did not come up in 3 minutes: ${out}`));
    }, 180_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}: ${out}`)));
  });
  const stop = (): void => {
    child.kill();
    if (!shared) void rm(`${root}${outdir}`, { recursive: true, force: true });
  };
  return { url, stop, process: child };
}

export const SHOTS = '.build/screenshots';

/**
 * For an end-to-end suite: `npm start` and a Chromium, started before its tests and stopped after.
 * Read `.app` and `.browser` inside the tests.
 */
export function appInBrowser(): { readonly app: Awaited<ReturnType<typeof startApp>>; readonly browser: Browser } {
  const held = {} as { app: Awaited<ReturnType<typeof startApp>>; browser: Browser };
  // Bounded, so that a start or a launch that never answers fails the file instead of holding it
  // (and the server it started) open for ever.
  before(
    async () => {
      await mkdir(SHOTS, { recursive: true });
      held.app = await startApp();
      held.browser = await launchChromium();
    },
    { timeout: 300_000 },
  );
  after(
    async () => {
      held.app?.stop();
      await held.browser?.close();
    },
    { timeout: 60_000 },
  );
  return held;
}

/** What a browser context asks of motion: `reduce` for checks that are not about motion (far fewer frames to draw). */
export type Motion = 'reduce' | 'no-preference';

/**
 * A fresh browser context showing `body` in a plain page that loads only the built widget from
 * `npm start` (not the app page): what a page embedding `<peer-table>` is. `window.__before` holds
 * the page's globals before the widget loaded; with `motion: 'reduce'` the cards do not travel.
 */
export async function widgetPage(
  held: ReturnType<typeof appInBrowser>,
  body: string,
  viewport = { width: 1100, height: 900 },
  motion: Motion = 'no-preference',
): Promise<Page> {
  const context = await held.browser.newContext({ viewport, reducedMotion: motion });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  const url = `${held.app.url}embed-test.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Embed test</title><script>window.__before = Object.keys(window);</script>
        <script type="module" src="/peer-table.js"></script></head><body><main>${body}</main></body></html>`,
    }),
  );
  await page.goto(url);
  await page.waitForFunction(() => customElements.get('peer-table') !== undefined);
  return page;
}
