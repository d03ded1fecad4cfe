/** Property 1 across runtimes: the same seeded games give byte-identical logs and states in Node and Chromium. */
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { digestGames } from '../support/digest-games.js';
import { withPage } from '../support/chromium.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const out = `${root}.build/determinism/`;

describe('determinism across runtimes', () => {
  it('Node and Chromium replay seeded games of every registered game and every size to identical digests', async () => {
    await mkdir(out, { recursive: true });
    await esbuild.build({
      stdin: {
        contents: "import { digestGames } from './test/support/digest-games.ts'; globalThis.digestGames = digestGames;",
        resolveDir: root,
        loader: 'ts',
      },
      outdir: out,
      entryNames: 'entry',
      bundle: true,
      splitting: true,
      format: 'esm',
      logLevel: 'warning',
      // A game's command-line parts are chunks never loaded here.
      external: ['node:*'],
    });
    await writeFile(`${out}index.html`, '<!doctype html><meta charset="utf-8"><script type="module" src="entry.js"></script>');
    const inNode = await digestGames(24);
    const inChromium = await withPage(out, async (page, url) => {
      await page.goto(url);
      await page.waitForFunction(() => 'digestGames' in globalThis);
      return page.evaluate(() => (globalThis as unknown as { digestGames: typeof digestGames }).digestGames(24));
    });
    for (const digest of Object.values(inNode)) assert.ok(digest.games === 24 && digest.events > 24 * 20);
    assert.deepEqual(inChromium, inNode);
  });

  it('the simulator prints the same logs hash for the same seed, and another for another seed', async () => {
    const { execFileSync } = await import('node:child_process');
    const sim = (seed: string) =>
      JSON.parse(
        execFileSync(process.execPath, ['--import', 'tsx', 'scripts/sim.ts', '--games', '30', '--seed', seed, '--players', '5'], {
          cwd: root,
          encoding: 'utf8',
        }),
      );
    const [a, b, c] = [sim('7'), sim('7'), sim('8')];
    assert.equal(a.logsHash, b.logsHash);
    assert.notEqual(a.logsHash, c.logsHash);
    assert.equal(a.invariantViolations, 0);
    assert.equal(a.games, 30);
  });
});
