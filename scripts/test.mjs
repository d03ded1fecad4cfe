// npm test: Chromium check, then side by side the typecheck, lint and format (Biome), the Node tests
// (test/node/**) and the browser tests (wtr), which keep both cores busy, and with PT_SIZE=1 the
// size check too (`npm run size`, counted as one test: every page within its budget); last line
// "N passed, N failed". Extra arguments are test files or globs (`npm test -- test/kernel/log.test.ts`);
// flags go to web-test-runner. The size check is asked for, not run by default, while pages playing
// a game are over their budgets (README, "Embed it"): it would fail every run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const NODE_TAP = '.build/node-tap.txt';
const NODE_SPEC = '.build/node-spec.txt';
const WTR_SUMMARY = '.build/wtr-summary.json';
/** Node test files run at once: the end-to-end ones mostly wait on Chromium and sockets. */
const NODE_CONCURRENCY = Number(process.env.PT_NODE_CONCURRENCY ?? 3);
const total = { passed: 0, failed: 0 };
let testsRan = 0;
/** Each failing test, as "file: test: first line of its error", printed again just before the count. */
const failures = [];

function finish(message) {
  if (message) console.log(message);
  if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 || testsRan === 0 ? 1 : 0);
}

/** Runs a command with live output; resolves to its exit code. */
function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Files matching a path, folder (its *.test.ts) or glob (`*` within a segment, `**` across segments). */
const SKIP = new Set(['node_modules', '.git', '.build', 'dist']);
const walk = (dir) =>
  readdirSync(dir || '.', { withFileTypes: true }).flatMap((e) => (SKIP.has(e.name) ? [] : e.isDirectory() ? walk(`${dir}${e.name}/`) : [`${dir}${e.name}`]));
const allFiles = walk('');
function expand(pattern) {
  pattern = pattern.replace(/^\.\//, '').replace(/\/$/, '');
  if (existsSync(pattern) && statSync(pattern).isDirectory()) pattern += '/**/*.test.ts';
  // `**/` is held as a NUL character while the single `*` are rewritten.
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '\u0000')
    .replace(/\*\*/g, '.*')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]')
    .replaceAll('\u0000', '(.*/)?');
  return allFiles.filter((f) => new RegExp(`^${source}$`).test(f));
}

const cliArgs = process.argv.slice(2);
const wtrFlags = cliArgs.filter((a) => a.startsWith('-'));
const patterns = cliArgs.filter((a) => !a.startsWith('-'));
const selected = [...new Set((patterns.length ? patterns : ['test/**/*.test.ts']).flatMap(expand))].sort();
if (patterns.length && selected.length === 0) finish(`no test files match ${patterns.join(' ')}`);
// The longest Node files start first, so that none of them is left to run alone at the end.
const LONGEST_FIRST = ['layout-shift.e2e', 'app.e2e', 'chaos.e2e', 'conformance', 'widget.e2e', 'evolve-identical', 'determinism'].map(
  (name) => `test/node/${name}.test.ts`,
);
// The same for the browser suites: those that mostly wait on sockets and timers (PeerJS, reconnecting,
// stand-ins) start while the Node suites keep the cores busy, and the longest property suites next.
const LONGEST_BROWSER_FIRST = [
  'net/peerjs',
  'net/stand-ins',
  'net/reconnect',
  'games/secrets-of-the-universe/intermediate-invariants-four.property',
  'games/secrets-of-the-universe/intermediate-invariants-three.property',
  'games/secrets-of-the-universe/invariants.property',
  'games/rules-of-the-universe/invariants.property',
  'games/secrets-of-the-universe/replay.property',
].map((name) => `test/${name}.test.ts`);
const rank = (first, f) => (first.includes(f) ? first.indexOf(f) : first.length);
const nodeFiles = selected.filter((f) => f.startsWith('test/node/')).sort((a, b) => rank(LONGEST_FIRST, a) - rank(LONGEST_FIRST, b));
const browserFiles = selected.filter((f) => !f.startsWith('test/node/')).sort((a, b) => rank(LONGEST_BROWSER_FIRST, a) - rank(LONGEST_BROWSER_FIRST, b));
mkdirSync('.build', { recursive: true });

// (a) Chromium: the browser suites and some Node suites drive it.
let chromePath;
try {
  chromePath = await ensureChromium();
} catch (error) {
  total.failed += 1;
  finish(error.message);
}

// (b) Typecheck, and lint and format (biome.json), each counted as one test: they run beside the
// suites (tsc keeps one core busy for a while), and their reports are printed when the suites end.
// `npx biome check --write` fixes what it can.
/** Runs a command with its output (stdout and stderr together) kept, not shown; resolves to its exit code and output. */
function captured(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...extraEnv } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (error) => {
      out.push(Buffer.from(error.message));
      resolve({ code: 1, output: Buffer.concat(out) });
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(out) }));
  });
}
/**
 * Runs a check counted as one test; resolves to a function that prints its report (with its output
 * when it failed) and counts it.
 */
async function checked(label, command, args) {
  const { code, output } = await captured(command, args);
  return () => {
    const text = output.toString().trim();
    console.log(`\n${label}: ${code === 0 ? 'passed' : 'FAILED'}${code === 0 || !text ? '' : `\n${text}`}`);
    total[code === 0 ? 'passed' : 'failed'] += 1;
    if (code !== 0) failures.push(`${label}: ${text.split('\n')[0] ?? ''}`);
  };
}
const skipChecks = process.env.PT_SKIP_TYPECHECK === '1';
if (skipChecks) console.log('typecheck, lint and format: skipped (PT_SKIP_TYPECHECK=1)');
const checks = skipChecks
  ? []
  : [
      checked('typecheck (tsc --noEmit)', 'node_modules/.bin/tsc', ['--noEmit']),
      checked('lint and format (biome ci)', 'node_modules/.bin/biome', ['ci', '--colors=off']),
    ];

// (c) Node suites through node:test, several files at once; their report is printed when they end,
// so it does not interleave with the browser suites' progress. Counts come from a TAP copy.
async function nodeSuites() {
  rmSync(NODE_TAP, { force: true });
  const code = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      `--test-concurrency=${NODE_CONCURRENCY}`,
      '--test-reporter=spec',
      `--test-reporter-destination=${NODE_SPEC}`,
      '--test-reporter=tap',
      `--test-reporter-destination=${NODE_TAP}`,
      ...nodeFiles,
    ],
    { CHROME_PATH: chromePath },
  );
  console.log(`\nNode suites (${nodeFiles.length} files):`);
  if (existsSync(NODE_SPEC)) console.log(readFileSync(NODE_SPEC, 'utf8'));
  const tap = existsSync(NODE_TAP) ? readFileSync(NODE_TAP, 'utf8') : '';
  const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  failures.push(...tapFailures(tap));
  total.passed += passed;
  total.failed += failed > 0 || code === 0 ? failed : 1; // a crash with no failing test counts as one
  testsRan += passed + failed + count('skipped') + count('todo');
}

/**
 * The failing tests in a TAP report: each `not ok` whose failure is its own (not only its subtests'),
 * as "file: test: first line of its error".
 */
function tapFailures(tap) {
  const lines = tap.split('\n');
  const found = [];
  lines.forEach((line, i) => {
    const name = line.match(/^\s*not ok \d+ - (.*)$/)?.[1];
    if (!name) return;
    const block = [];
    for (let j = i + 1; j < lines.length && !/^\s*\.\.\.$/.test(lines[j]); j += 1) block.push(lines[j]);
    const field = (key) =>
      block
        .find((l) => l.trim().startsWith(`${key}:`))
        ?.trim()
        .slice(key.length + 1)
        .trim();
    if (field('failureType') === "'subtestsFailed'") return;
    const location = (field('location') ?? '')
      .replace(/^'|'$/g, '')
      .replace(/^.*?test\//, 'test/')
      .replace(/:\d+:\d+$/, '');
    let error = field('error') ?? '';
    if (error === '|-' || error === '|') error = block[block.findIndex((l) => l.trim().startsWith('error:')) + 1]?.trim() ?? '';
    found.push(`${location || '(node)'}: ${name}: ${error.replace(/^'|'$/g, '').slice(0, 300)}`);
  });
  return found;
}

// (d) Browser suites through web-test-runner; counts from test/support/summary-reporter.mjs.
async function browserSuites() {
  rmSync(WTR_SUMMARY, { force: true });
  const staticLogging = process.stdout.isTTY ? [] : ['--static-logging'];
  const code = await run(
    'node_modules/.bin/web-test-runner',
    ['--config', 'web-test-runner.config.mjs', ...staticLogging, ...wtrFlags, '--files', ...browserFiles],
    { CHROME_PATH: chromePath },
  );
  const summary = existsSync(WTR_SUMMARY) ? JSON.parse(readFileSync(WTR_SUMMARY, 'utf8')) : undefined;
  const failed = summary?.failed ?? 0;
  if (summary?.files?.length)
    console.log(
      `slowest browser files: ${summary.files
        .slice(0, 8)
        .map((t) => `${t.file} ${t.seconds} s`)
        .join(', ')}`,
    );
  if (summary?.tests?.length)
    console.log(
      `slowest browser tests:\n${summary.tests
        .slice(0, 8)
        .map((t) => `  ${t.seconds} s  ${t.file}: ${t.test}`)
        .join('\n')}`,
    );
  total.passed += summary?.passed ?? 0;
  total.failed += failed > 0 || code === 0 ? failed : 1; // wtr failed without reporting a failing test
  failures.push(...(summary?.failures ?? []).map((f) => `${f.file}: ${f.test}: ${f.error}`));
  if (failed === 0 && code !== 0) failures.push('web-test-runner: exited with an error and no failing test');
  testsRan += (summary?.passed ?? 0) + failed + (summary?.skipped ?? 0);
}

// (e) What each page loads, against its budget (scripts/size.mjs), counted as one test. Its report
// is printed when it ends, after the suites'.
async function sizeCheck() {
  const report = '.build/size.txt';
  const { code, output } = await captured(process.execPath, ['scripts/size.mjs'], { CHROME_PATH: chromePath });
  writeFileSync(report, output);
  return () => {
    console.log(`\nSize check (npm run size): ${code === 0 ? 'passed' : 'FAILED'}`);
    console.log(
      output
        .toString()
        .split('\n')
        .filter((l) => !l.startsWith('measured '))
        .join('\n'),
    );
    total[code === 0 ? 'passed' : 'failed'] += 1;
    if (code !== 0) failures.push('size check (npm run size): a page over its budget, above');
    testsRan += 1;
  };
}
const runSize = process.env.PT_SIZE === '1';

// (f) The end-to-end suites that run `npm start` (test/support/start-app.ts) serve one build, made
// here once while the other suites start, instead of one build each; scripts/start.mjs's own
// build is still tested by start.test.ts. Its folder is named in PT_E2E_DIST, and gets `.built`
// when done (or `.failed` with the reason); it is removed at the end.
const E2E_DIST = `.build/e2e-dist-${process.pid}`;
const servesApp = nodeFiles.some((f) => /\b(appInBrowser|startApp)\(/.test(readFileSync(f, 'utf8')));
if (servesApp) {
  process.env.PT_E2E_DIST = E2E_DIST;
  const { build } = await import('../esbuild.config.mjs');
  build({ outdir: fileURLToPath(new URL(`../${E2E_DIST}`, import.meta.url)) }).then(
    () => writeFileSync(`${E2E_DIST}/.built`, ''),
    (error) => {
      mkdirSync(E2E_DIST, { recursive: true });
      writeFileSync(`${E2E_DIST}/.failed`, String(error?.message ?? error));
    },
  );
  process.on('exit', () => rmSync(E2E_DIST, { recursive: true, force: true }));
}

const [, , sized, ...reports] = await Promise.all([
  nodeFiles.length ? nodeSuites() : null,
  browserFiles.length ? browserSuites() : null,
  runSize ? sizeCheck() : null,
  ...checks,
]);
sized?.();
for (const report of reports) report();
finish(testsRan === 0 ? 'no tests ran' : undefined);
