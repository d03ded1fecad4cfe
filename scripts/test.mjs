// npm test: Chromium check, typecheck, Node tests (test/node/**), browser tests (wtr); last line "N passed, N failed".
// Extra arguments are test files or globs (`npm test -- test/kernel/log.test.ts`); flags go to web-test-runner.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const NODE_TAP = '.build/node-tap.txt';
const WTR_SUMMARY = '.build/wtr-summary.json';
const total = { passed: 0, failed: 0 };
let testsRan = 0;

function finish(message) {
  if (message) console.log(message);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 || testsRan === 0 ? 1 : 0);
}

/** Runs a command with live output; resolves to its exit code. */
function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
    child.on('error', (error) => (console.error(`${command}: ${error.message}`), resolve(1)));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Files matching a path, folder (its *.test.ts) or glob (`*` within a segment, `**` across segments). */
const SKIP = new Set(['node_modules', '.git', '.build', 'dist']);
const walk = (dir) => readdirSync(dir || '.', { withFileTypes: true }).flatMap((e) =>
  SKIP.has(e.name) ? [] : e.isDirectory() ? walk(`${dir}${e.name}/`) : [`${dir}${e.name}`]);
const allFiles = walk('');
function expand(pattern) {
  pattern = pattern.replace(/^\.\//, '').replace(/\/$/, '');
  if (existsSync(pattern) && statSync(pattern).isDirectory()) pattern += '/**/*.test.ts';
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '\u0000').replace(/\*\*/g, '.*').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')
    .replace(/\u0000/g, '(.*/)?');
  return allFiles.filter((f) => new RegExp(`^${source}$`).test(f));
}

const cliArgs = process.argv.slice(2);
const wtrFlags = cliArgs.filter((a) => a.startsWith('-'));
const patterns = cliArgs.filter((a) => !a.startsWith('-'));
const selected = [...new Set((patterns.length ? patterns : ['test/**/*.test.ts']).flatMap(expand))].sort();
if (patterns.length && selected.length === 0) finish(`no test files match ${patterns.join(' ')}`);
const nodeFiles = selected.filter((f) => f.startsWith('test/node/'));
const browserFiles = selected.filter((f) => !f.startsWith('test/node/'));
mkdirSync('.build', { recursive: true });

// (a) Chromium: the browser suites and some Node suites drive it.
let chromePath;
try {
  chromePath = await ensureChromium();
} catch (error) {
  total.failed += 1;
  finish(error.message);
}

// (b) Typecheck, counted as one test.
if (process.env.PT_SKIP_TYPECHECK === '1') {
  console.log('typecheck: skipped (PT_SKIP_TYPECHECK=1)');
} else {
  console.log('typecheck: tsc --noEmit');
  const ok = (await run('node_modules/.bin/tsc', ['--noEmit'])) === 0;
  console.log(`typecheck: ${ok ? 'passed' : 'FAILED'}`);
  total[ok ? 'passed' : 'failed'] += 1;
}

// (c) Node suites through node:test, human output live, counts from a TAP copy.
if (nodeFiles.length) {
  rmSync(NODE_TAP, { force: true });
  const code = await run(process.execPath, [
    '--import', 'tsx', '--test',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${NODE_TAP}`,
    ...nodeFiles,
  ], { CHROME_PATH: chromePath });
  const tap = existsSync(NODE_TAP) ? readFileSync(NODE_TAP, 'utf8') : '';
  const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  total.passed += passed;
  total.failed += failed > 0 || code === 0 ? failed : 1; // a crash with no failing test counts as one
  testsRan += passed + failed + count('skipped') + count('todo');
}

// (d) Browser suites through web-test-runner; counts from test/support/summary-reporter.mjs.
if (browserFiles.length) {
  rmSync(WTR_SUMMARY, { force: true });
  const staticLogging = process.stdout.isTTY ? [] : ['--static-logging'];
  const code = await run('node_modules/.bin/web-test-runner', [
    '--config', 'web-test-runner.config.mjs', ...staticLogging, ...wtrFlags, '--files', ...browserFiles,
  ], { CHROME_PATH: chromePath });
  const summary = existsSync(WTR_SUMMARY) ? JSON.parse(readFileSync(WTR_SUMMARY, 'utf8')) : undefined;
  const failed = summary?.failed ?? 0;
  total.passed += summary?.passed ?? 0;
  total.failed += failed > 0 || code === 0 ? failed : 1; // wtr failed without reporting a failing test
  testsRan += (summary?.passed ?? 0) + failed + (summary?.skipped ?? 0);
}

finish(testsRan === 0 ? 'no tests ran' : undefined);
