/**
 * `npm start` as a person runs it: a port that is taken is named in one line with the variable that
 * changes it (no stack trace); HOST=0.0.0.0 offers this machine's network address for the links a
 * page hands out, and the app goes out compressed (test/node/serve.test.ts has the server's rules);
 * stopping the process stops both servers.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { after, describe, it } from 'node:test';

const START = new URL('../../scripts/start.mjs', import.meta.url).pathname;
/** Its own build folder: a developer's `npm start` serving dist/ stays as it is. */
const OUTDIR = new URL(`../../.build/start-test-${process.pid}`, import.meta.url).pathname;
after(() => rm(OUTDIR, { recursive: true, force: true }));

const occupy = (port: number): Promise<Server> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => resolve(s));
  });

/** A free port, from the system. */
const freePort = async (): Promise<number> => {
  const s = await occupy(0);
  const { port } = s.address() as { port: number };
  await new Promise((done) => s.close(done));
  return port;
};

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [START], { env: { ...process.env, OUTDIR, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  return { child, output: () => text };
}

/** Waits for `check`: a build and start beside the other suites on a busy machine can take minutes. */
async function until(check: () => boolean, ms = 240_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm start', () => {
  for (const which of ['PORT', 'SIGNAL_PORT'] as const) {
    it(`names a taken ${which} in one line and stops`, async () => {
      const taken = await freePort();
      const other = await freePort();
      const blocker = await occupy(taken);
      try {
        const run = start(which === 'PORT' ? { PORT: String(taken), SIGNAL_PORT: String(other) } : { PORT: String(other), SIGNAL_PORT: String(taken) });
        const [code] = await once(run.child, 'exit');
        assert.equal(code, 1);
        const lines = run.output().trim().split('\n');
        assert.equal(lines.length, 1, run.output());
        assert.match(
          lines[0]!,
          new RegExp(`^peer-table: port ${taken} \\(.+\\) is already in use: free it, or choose another with ${which}=${taken + 1} npm start$`),
        );
      } finally {
        blocker.close();
      }
    });
  }

  it('with NO_BUILD=1 and a folder holding no build, says to build first in one line and stops', async () => {
    const run = start({ PORT: String(await freePort()), SIGNAL_PORT: String(await freePort()), NO_BUILD: '1', OUTDIR: `${OUTDIR}-empty` });
    const [code] = await once(run.child, 'exit');
    assert.equal(code, 1);
    assert.match(run.output().trim(), /^peer-table: NO_BUILD=1 serves \S+-empty as built before, and it holds no build: run npm run build first\.$/);
  });

  it('serves the network with HOST=0.0.0.0, offering its address for links; stopping it stops both servers', { timeout: 300_000 }, async () => {
    const [port, signal] = [await freePort(), await freePort()];
    const run = start({ HOST: '0.0.0.0', PORT: String(port), SIGNAL_PORT: String(signal) });
    try {
      await until(() => run.output().includes('signaling server'));
      const config = (await (await fetch(`http://127.0.0.1:${port}/peer-table.config.json`)).json()) as { share?: string; signaling: { port: number } };
      assert.equal(config.signaling.port, signal);
      assert.match(config.share ?? '', new RegExp(`^http://\\d+\\.\\d+\\.\\d+\\.\\d+:${port}/$`));
      assert.doesNotMatch(config.share!, /^http:\/\/127\./);
      assert.ok(run.output().startsWith(`peer-table is running at ${config.share}`), run.output());
      // The build's compressed forms are what goes out; the chunks the entry loads are kept for a year.
      const entry = await fetch(`http://127.0.0.1:${port}/peer-table.js`, { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(entry.headers.get('content-encoding'), 'br');
      assert.match(entry.headers.get('etag') ?? '', /^"/);
      const code = await (await fetch(`http://127.0.0.1:${port}/peer-table.js`)).text();
      const chunk = /"\.\/(chunks\/[^"]+\.js)"/.exec(code)?.[1];
      assert.ok(chunk, 'the entry names a chunk');
      const kept = await fetch(`http://127.0.0.1:${port}/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(kept.headers.get('content-encoding'), 'gzip');
      assert.equal(kept.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    } finally {
      run.child.kill('SIGTERM');
      await once(run.child, 'exit');
    }
    for (const p of [port, signal]) {
      const free = await occupy(p).then(
        (s) => {
          s.close();
          return true;
        },
        () => false,
      );
      assert.ok(free, `port ${p} is still held`);
    }
  });

  it('on 127.0.0.1 offers no other address, and says only this machine can open it', { timeout: 300_000 }, async () => {
    const [port, signal] = [await freePort(), await freePort()];
    // What it says of its address does not hang on its build: it serves the one the test before made, when there is one.
    const built: Record<string, string> = existsSync(`${OUTDIR}/index.html`) ? { NO_BUILD: '1' } : {};
    const run = start({ PORT: String(port), SIGNAL_PORT: String(signal), ...built });
    try {
      await until(() => run.output().includes('signaling server'));
      const config = (await (await fetch(`http://127.0.0.1:${port}/peer-table.config.json`)).json()) as { share?: string };
      assert.equal(config.share, undefined);
      assert.match(run.output(), /only this machine can open it: HOST=0\.0\.0\.0 npm start serves your network too/);
    } finally {
      run.child.kill('SIGTERM');
      await once(run.child, 'exit');
    }
  });
});
