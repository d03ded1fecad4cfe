// Packages only the benchmark compares against (boardgame.io), installed on first use into a cache
// folder of their own (.build/bench-deps, git-ignored), never into the product's package.json: a
// plain `npm install` stays lean. Pinned, so every run compares against the same code.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const BENCH_DEPS = { 'boardgame.io': '0.50.2' };
export const BENCH_DEPS_DIR = fileURLToPath(new URL('../../.build/bench-deps/', import.meta.url));

function installedVersion(name) {
  try {
    return JSON.parse(readFileSync(`${BENCH_DEPS_DIR}node_modules/${name}/package.json`, 'utf8')).version;
  } catch {
    return null;
  }
}

/** Installs the pinned packages into the cache folder unless they are there already. */
export function ensureBenchDeps() {
  const missing = Object.entries(BENCH_DEPS).filter(([name, version]) => installedVersion(name) !== version);
  if (missing.length === 0) return;
  mkdirSync(BENCH_DEPS_DIR, { recursive: true });
  const manifest = `${BENCH_DEPS_DIR}package.json`;
  if (!existsSync(manifest)) {
    writeFileSync(
      manifest,
      `${JSON.stringify({ name: 'peer-table-bench-deps', private: true, description: "Cache of the benchmark's comparison packages; see scripts/bench/bench-deps.mjs." }, null, 2)}\n`,
    );
  }
  const specs = missing.map(([name, version]) => `${name}@${version}`);
  console.error(`bench: installing ${specs.join(', ')} into ${BENCH_DEPS_DIR} (first use only)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['install', '--prefix', BENCH_DEPS_DIR, '--save-exact', '--no-audit', '--no-fund', '--ignore-scripts', ...specs], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`bench: could not install ${specs.join(', ')} (npm exited ${run.status})`);
}

/** `require` resolving from the cache folder: `benchRequire('boardgame.io/internal')`. */
export const benchRequire = createRequire(`${BENCH_DEPS_DIR}package.json`);
