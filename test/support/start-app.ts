/** Runs `npm start`'s script on free ports for end-to-end suites (with a browser: appInBrowser). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdir } from 'node:fs/promises';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensure-chromium.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function startApp(): Promise<{ url: string; stop: () => void; process: ChildProcess }> {
  const [port, signal] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...process.env, PORT: String(port), SIGNAL_PORT: String(signal) } });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`npm start did not come up: ${out}`)), 60_000);
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
  return { url, stop: () => child.kill(), process: child };
}

export const SHOTS = '.build/screenshots';

/**
 * For an end-to-end suite: `npm start` and a Chromium, started before its tests and stopped after.
 * Read `.app` and `.browser` inside the tests.
 */
export function appInBrowser(): { readonly app: Awaited<ReturnType<typeof startApp>>; readonly browser: Browser } {
  const held = {} as { app: Awaited<ReturnType<typeof startApp>>; browser: Browser };
  before(async () => {
    await mkdir(SHOTS, { recursive: true });
    held.app = await startApp();
    held.browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
  });
  after(async () => {
    await held.browser?.close();
    held.app?.stop();
  });
  return held;
}
