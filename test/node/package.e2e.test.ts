/**
 * The widget as a package: `npm pack` of the project (built into a copy of it, so dist/ stays as
 * it is) holds the widget, its chunks, its declarations, custom-elements.json and the README, and
 * nothing of the sources or tests; it installs into a scratch project offline, needing nothing
 * else. There, TypeScript compiles a page's code against the package's types (the element from
 * `querySelector`, its API, its events' details; misuse refused), and the declarations agree with
 * the element's source. A page bundled by esbuild from `import 'peer-table'` defines the element
 * and plays a table against bots to a verified end through its API; custom-elements.json names
 * the element with its attributes, events, parts and custom properties, and every member it lists
 * is on the element.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { serve } from '../../scripts/serve.mjs';
import { launchChromium } from '../support/chromium.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const TSC = join(root, 'node_modules/.bin/tsc');

/** Runs a command; resolves to its exit code and output, rejecting after `ms`. */
function run(command: string, args: readonly string[], cwd: string, ms = 180_000): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${command} ${args.join(' ')} took over ${ms / 1000} s: ${out}`));
    }, ms);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

async function ok(command: string, args: readonly string[], cwd: string): Promise<string> {
  const { code, out } = await run(command, args, cwd);
  assert.equal(code, 0, `${command} ${args.join(' ')} failed:\n${out}`);
  return out;
}

/**
 * The local PeerJS signaling server (scripts/signaling.mjs) in a process of its own: the `peer`
 * server keeps timers that would hold this test's process open after it closed.
 */
async function signalingServer(): Promise<{ port: number; path: string; stop: () => void }> {
  const script = `import { startSignaling } from ${JSON.stringify(join(root, 'scripts/signaling.mjs'))};
const s = await startSignaling({ port: 0 });
console.log(JSON.stringify({ port: s.port, path: s.path }));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`the signaling server exited with ${code}`)));
  });
  const { port, path } = JSON.parse(line) as { port: number; path: string };
  return { port, path, stop: () => child.kill() };
}

/** What the suite made: the temporary folder, the tarball's file list, the scratch project. */
const made = { dir: '', files: [] as string[], page: '', installed: '' };

before(
  async () => {
    made.dir = await mkdtemp(join(tmpdir(), 'peer-table-package-'));
    // A copy of the project without its dependencies, builds or history, built there; npm pack reads
    // package.json's `files` to choose what goes in. Built without minifying, which takes a tenth of
    // the time: the same files and chunks (the minified widget is what widget.e2e.test.ts plays).
    const source = join(made.dir, 'source');
    const skip = new Set(['node_modules', '.git', '.build', 'dist']);
    await cp(root, source, { recursive: true, filter: (path) => !skip.has(path.slice(root.length).split('/')[0]!) });
    await ok(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { build } from ${JSON.stringify(join(root, 'esbuild.config.mjs'))}; await build({ outdir: ${JSON.stringify(join(source, 'dist'))}, minify: false });`,
      ],
      root,
    );
    const packed = JSON.parse(await ok('npm', ['pack', source, '--ignore-scripts', '--pack-destination', made.dir, '--json'], made.dir)) as {
      filename: string;
      files: { path: string }[];
    }[];
    made.files = packed[0]!.files.map((f) => f.path);
    const tarball = join(made.dir, packed[0]!.filename);

    // A page's own project, which installs the tarball and nothing else, with no network.
    made.page = join(made.dir, 'page');
    await mkdir(made.page);
    await writeFile(join(made.page, 'package.json'), JSON.stringify({ name: 'a-page', version: '1.0.0', private: true, type: 'module' }));
    await ok('npm', ['install', tarball, '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], made.page);
    made.installed = join(made.page, 'node_modules/peer-table');
  },
  { timeout: 300_000 },
);

after(async () => {
  if (made.dir) await rm(made.dir, { recursive: true, force: true });
});

describe('the widget as a package: npm pack, install, types, manifest, a page', () => {
  it('the tarball holds the widget, its chunks, declarations, manifest and README, and no sources or tests', () => {
    for (const file of ['package.json', 'README.md', 'dist/peer-table.js', 'dist/custom-elements.json', 'types/peer-table.d.ts'])
      assert.ok(made.files.includes(file), `the tarball holds ${file}`);
    assert.ok(
      made.files.some((f) => /^dist\/chunks\/.+\.js$/.test(f)),
      'the tarball holds the chunks',
    );
    const stray = made.files.filter(
      (f) => /^(src|test|components|machines|scripts|examples|node_modules)\//.test(f) || /^tsconfig|^esbuild\.config|^web-test-runner/.test(f),
    );
    assert.deepEqual(stray, [], 'no sources, tests or tooling in the tarball');
  });

  it('installs offline with nothing but itself: every runtime dependency is bundled in dist/', async () => {
    const manifest = JSON.parse(await readFile(join(made.installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(manifest.dependencies, undefined, 'the package declares no dependencies');
    assert.equal(manifest.peerDependencies, undefined, 'nor peer dependencies');
    const modules = (await readdir(join(made.page, 'node_modules'))).filter((n) => !n.startsWith('.'));
    assert.deepEqual(modules, ['peer-table']);
  });

  it('its exports resolve: the entry, a chunk, custom-elements.json and package.json; its types field names the declarations', async () => {
    const require = createRequire(join(made.page, 'package.json'));
    const manifest = JSON.parse(await readFile(join(made.installed, 'package.json'), 'utf8')) as {
      types: string;
      exports: Record<string, { types?: string } | string>;
    };
    assert.equal(require.resolve('peer-table/custom-elements.json'), join(made.installed, 'dist/custom-elements.json'));
    assert.equal(require.resolve('peer-table/package.json'), join(made.installed, 'package.json'));
    const chunk = made.files.find((f) => f.startsWith('dist/chunks/') && f.endsWith('.js'))!;
    assert.equal(require.resolve(`peer-table/chunks/${chunk.slice('dist/chunks/'.length)}`), join(made.installed, chunk));
    assert.equal(require.resolve('peer-table'), join(made.installed, 'dist/peer-table.js'));
    assert.equal(manifest.types, './types/peer-table.d.ts');
    assert.equal((manifest.exports['.'] as { types: string }).types, './types/peer-table.d.ts');
    await readFile(join(made.installed, manifest.types), 'utf8');
  });

  it("a page's TypeScript gets the element, its API and its events from the package alone (bundler and Node resolution)", { timeout: 120_000 }, async () => {
    await writeFile(
      join(made.page, 'consumer.ts'),
      `import 'peer-table';
import type { PeerTable, RuleError, StatusDetail, TableSpec, Verdict } from 'peer-table';

const el = document.querySelector('peer-table');
if (el) {
  const table: PeerTable = el;
  const spec: TableSpec = { game: 'planet-tricks', seats: 3, solo: true, bot: [null, 'easy', 'strong'], standInWait: null };
  const id: Promise<string> = table.createTable(spec);
  void id;
  table.addEventListener('verdict', (e) => {
    const kind: Verdict['kind'] = e.detail.kind;
    void kind;
  });
  table.addEventListener('host-changed', (e) => e.detail.generation.toFixed());
  table.addEventListener('error', (e) => e.detail.message.length);
  table.addEventListener('status', (e) => {
    const status: StatusDetail['status'] = e.detail.status;
    void status;
  });
  void table.submit({ type: 'playCard', card: 17 }).catch((e: RuleError) => e.rule.length);
  const [move] = table.legalCommands();
  if (move) void table.submit(move);
  const seats: number = table.lobby?.seats.length ?? 0;
  void seats;
  // @ts-expect-error seats is a number
  void table.createTable({ seats: 'four' });
  // @ts-expect-error not a method of the element
  table.deal();
}
document.body.addEventListener('game-over', (e) => e.detail.winners.length);
document.body.addEventListener('table-event', (e) => e.detail.event.type.length);
const made = document.createElement('peer-table');
made.turnSound = true;
made.botDelay = 0;
`,
    );
    const options = { strict: true, noEmit: true, target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], skipLibCheck: false, types: [] };
    for (const [name, resolution] of [
      ['tsconfig.bundler.json', { module: 'ESNext', moduleResolution: 'Bundler' }],
      ['tsconfig.node.json', { module: 'NodeNext', moduleResolution: 'NodeNext' }],
    ] as const) {
      await writeFile(join(made.page, name), JSON.stringify({ compilerOptions: { ...options, ...resolution }, files: ['consumer.ts'] }));
      const { code, out } = await run(TSC, ['-p', name], made.page);
      assert.equal(code, 0, `${name}: the page's code compiles against the package's types:\n${out}`);
    }
  });

  it("the declarations agree with the element's source: its members, their parameters, the events' details", { timeout: 120_000 }, async () => {
    const check = join(made.dir, 'check');
    await mkdir(check);
    // The declarations as a plain module (their global augmentations would clash with the source's own).
    const declared = await readFile(join(made.installed, 'types/peer-table.d.ts'), 'utf8');
    const start = declared.indexOf('declare global {');
    assert.ok(start > 0, "the declarations extend the DOM's maps");
    await writeFile(join(check, 'declared.d.ts'), declared.slice(0, start));
    const from = (path: string): string => JSON.stringify(join(root, path));
    await writeFile(
      join(check, 'check.ts'),
      `import type * as D from './declared.js';
import type { PeerTable as Real, RuleError as RealRuleError } from ${from('components/peer-table/peer-table.js')};
import type * as E from ${from('components/peer-table/events.js')};
import type { Lobby } from ${from('src/net/protocol.js')};
import type { LogFile } from ${from('src/log/file.js')};
import type { Verdict } from ${from('src/net/table-guest.js')};
import type { GameResult, Typed } from ${from('src/kernel/game.js')};
import type { ReplayVerdict } from ${from('components/pt-replay/parts.js')};

type Assert<T extends true> = T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Own = Exclude<keyof D.PeerTable, keyof HTMLElement>;
/** A declared method's arguments are ones the element's method takes. */
type Takes<K extends Own> = D.PeerTable[K] extends (...a: infer A) => unknown ? (Real[K] extends (...b: infer B) => unknown ? (A extends B ? true : false) : false) : true;

// Every declared member is on the element, and what it gives is what the declaration says.
export const api: Pick<D.PeerTable, Own> = null as unknown as Real;
export type Members = Assert<{ [K in Own]: Takes<K> }[Own]>;
export type Details = Assert<
  | Same<D.TableEventDetail, E.TableEventDetail>
  | Same<D.StatusDetail, E.StatusDetail>
  | Same<D.RematchDetail, E.RematchDetail>
  | Same<D.HostChangedDetail, E.HostChangedDetail>
  | Same<D.ErrorDetail, E.ErrorDetail>
  | Same<D.GameResult, GameResult>
  | Same<D.Verdict, Verdict>
  | Same<D.Lobby, Lobby>
  | Same<D.LogFile, LogFile>
  | Same<D.ReplayVerdict, ReplayVerdict>
  | Same<D.Typed, Typed>
>;
export const ruleError: D.RuleError = null as unknown as RealRuleError;
`,
    );
    const config = {
      extends: join(root, 'tsconfig.json'),
      compilerOptions: { typeRoots: [join(root, 'node_modules/@types')], types: ['node'], noEmit: true },
      include: [],
      files: ['check.ts'],
    };
    await writeFile(join(check, 'tsconfig.json'), JSON.stringify(config));
    const { code, out } = await run(TSC, ['-p', 'tsconfig.json'], check);
    assert.equal(code, 0, `the declarations match the source:\n${out}`);
  });

  it('custom-elements.json describes <peer-table>: its attributes, members, events, parts and custom properties', async () => {
    const manifest = JSON.parse(await readFile(join(made.installed, 'dist/custom-elements.json'), 'utf8')) as Manifest;
    const [module] = manifest.modules;
    assert.equal(module!.path, 'dist/peer-table.js');
    await readFile(join(made.installed, module!.path));
    const element = module!.declarations.find((d) => d.tagName === 'peer-table');
    assert.ok(element?.customElement, 'the manifest declares the custom element peer-table');
    assert.ok(module!.exports.some((e) => e.kind === 'custom-element-definition' && e.name === 'peer-table'));
    const names = (list: { name: string }[] | undefined): string[] => (list ?? []).map((x) => x.name);
    const attributes = ['game', 'options', 'seats', 'name', 'bot', 'bot-delay', 'join', 'replay', 'seat', 'join-page', 'routing'];
    const signaling = ['signal-host', 'signal-port', 'signal-path', 'signal-secure', 'ice', 'ice-username', 'ice-credential', 'ice-transport'];
    assert.deepEqual(names(element.attributes).sort(), [...attributes, ...signaling].sort());
    for (const a of element.attributes!) assert.ok(a.description, `attribute ${a.name} is described`);
    assert.deepEqual(names(element.events).sort(), ['error', 'game-over', 'host-changed', 'rematch', 'status', 'table-event', 'verdict']);
    for (const part of ['header', 'table', 'lobby', 'card', 'hand', 'scoreboard']) assert.ok(names(element.cssParts).includes(part), `part ${part}`);
    for (const prop of ['--pt-accent', '--pt-bg', '--pt-font', '--pt-card-width'])
      assert.ok(names(element.cssProperties).includes(prop), `custom property ${prop}`);
    const members = names(element.members);
    for (const m of [
      'createTable',
      'joinTable',
      'takeSeat',
      'watch',
      'addBot',
      'start',
      'rematch',
      'declineRematch',
      'leave',
      'legalCommands',
      'submit',
      'exportLog',
      'loadReplay',
      'lobby',
      'host',
      'verdict',
      'view',
      'table',
      'joinLink',
      'turnSound',
      'rematchOffer',
    ]) {
      assert.ok(members.includes(m), `member ${m}`);
    }
  });

  it("a page bundled from `import 'peer-table'` defines the element and plays a table against bots to a verified end", { timeout: 180_000 }, async () => {
    await writeFile(join(made.page, 'main.js'), "import 'peer-table';\n");
    await esbuild.build({
      entryPoints: [join(made.page, 'main.js')],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(made.page, 'out'),
      absWorkingDir: made.page,
      logLevel: 'warning',
    });
    await writeFile(
      join(made.page, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A page</title><script type="module" src="out/main.js"></script></head><body><peer-table bot-delay="0"></peer-table></body></html>',
    );
    const manifest = JSON.parse(await readFile(join(made.installed, 'dist/custom-elements.json'), 'utf8')) as Manifest;
    const members = manifest.modules[0]!.declarations[0]!.members!.map((m) => m.name);

    const signaling = await signalingServer();
    const config = { signaling: { port: signaling.port, path: signaling.path, secure: false, iceServers: [] } };
    const { server, url } = await serve(made.page, { routes: { '/peer-table.config.json': config } });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(url);
      await page.waitForFunction(() => customElements.get('peer-table') !== undefined, undefined, { timeout: 30_000 });
      const missing = await page.evaluate((names) => names.filter((n) => !(n in document.querySelector('peer-table')!)), members);
      assert.deepEqual(missing, [], 'every member custom-elements.json lists is on the element');
      const result = await page.evaluate(async () => {
        type El = HTMLElement & {
          createTable(spec: object): Promise<string>;
          legalCommands(): readonly object[];
          submit(c: object): Promise<void>;
          verdict: { kind: string } | null;
        };
        const el = document.querySelector('peer-table') as El;
        const heard = { over: false };
        el.addEventListener('game-over', () => (heard.over = true));
        const table = await el.createTable({ game: 'planet-tricks', seats: 3, solo: true, name: 'Pat' });
        const deadline = Date.now() + 120_000;
        while (!el.verdict) {
          if (Date.now() > deadline) throw new Error('the game did not end in 2 minutes');
          const [move] = el.legalCommands();
          if (move) await el.submit(move).catch(() => new Promise((r) => setTimeout(r, 100)));
          else await new Promise((r) => setTimeout(r, 20));
        }
        return { table, over: heard.over, verdict: el.verdict };
      });
      assert.match(result.table, /^[A-Za-z0-9]{8,64}$/);
      assert.ok(result.over, 'the page heard game-over');
      assert.deepEqual(result.verdict, { kind: 'verified' });
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      server.close();
      signaling.stop();
    }
  });
});

interface Manifest {
  modules: {
    path: string;
    exports: { kind: string; name: string }[];
    declarations: {
      tagName?: string;
      customElement?: boolean;
      attributes?: { name: string; description?: string }[];
      events?: { name: string }[];
      members?: { name: string }[];
      cssParts?: { name: string }[];
      cssProperties?: { name: string }[];
    }[];
  }[];
}
