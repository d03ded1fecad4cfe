// Builds dist/: the widget `peer-table.js` (a minified ES module) with the chunks it loads on demand
// in dist/chunks/ (the home page, joining a table, hosting one, each game's rules and screen, and
// parts a page reaches only on a click), the standalone app page index.html (the widget, full page),
// the examples/ pages beside them, and the element's Custom Elements Manifest
// custom-elements.json; beside each file its gzip and brotli forms (a source map: gzip alone), for
// servers that send them as they are (npm start does). Chunks are imported relative to the widget's
// own URL, so embedding stays one script tag from any server.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { minify as terser } from 'terser';
import { chunkGroups, mergedMetafile, mergePlugin, planGroups } from './scripts/merge-chunks.mjs';
import { minifyLiterals } from './scripts/minify-literals.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Modules swapped for smaller ones of our own (the test runner swaps the same ones): PeerJS's
 * browser shims and its binary codec, which peer-table never uses (see the two modules' headers).
 */
export const ALIASES = {
  'webrtc-adapter': `${root}src/net/browser-details.ts`,
  'peerjs-js-binarypack': `${root}src/net/binarypack-refused.ts`,
};

const WIDGET_ENTRY = `${root}src/app/main.ts`;

/**
 * The parts of the page `<peer-table>` preloads by name (components/peer-table/parts.ts), by the
 * modules each loads. With every game's (`game:<id>`: its rules and screen) and every variant's
 * (`game:<id>:<variant>`: src/games/<id>/variants/<variant>.ts, and its screen's
 * `variants/<variant>.ts` if it has one), they make the map of chunks the element preloads
 * (components/peer-table/preload.ts).
 */
const PAGE_PARTS = {
  home: ['components/peer-table/home-screen.ts', 'src/app/known-tables.ts'],
  join: ['components/peer-table/join-parts.ts'],
  // The lobby with its host controls, the QR code encoder of the join link they show, and the
  // escrow a host keeps from each game's start (src/net/table-host.ts loads it then).
  host: [
    'components/peer-table/host-parts.ts',
    'components/pt-lobby/pt-lobby.ts',
    'components/pt-lobby/host-controls.ts',
    'node_modules/uqr/dist/index.mjs',
    'src/net/succession/escrow-keeper.ts',
  ],
};

/** The replay viewer's part of the page: reading a log, and the viewer. */
const REPLAY_PART = ['components/peer-table/replay-source.ts', 'components/pt-replay/pt-replay.ts'];

/**
 * A game's module loads its rules (`./play.js`), its screen, its How to play guide (`./guide.js`)
 * and, for a game made of variants, each variant's parts (`./variants/<name>.js`, and its screen's
 * `…/variants/<name>.js` beside the screen) for pages; its
 * other loaders (the command line's text, the invariant checker, subcommands) serve Node only. In
 * the widget they resolve to a module that says so, so no page carries their chunks. A page always
 * loads a game's rules with its screen (src/games/registry.ts), so in the widget both loaders import
 * one module holding both: one chunk per game, fetched in one go, rather than the rules, the screen
 * and the pieces they share each a chunk of its own.
 *
 * And a module `x.ts` with a `x.page.ts` beside it is, in the widget, that module: what a page needs
 * in place of what Node needs (Secrets of the Universe's versions.page.ts starts with no version,
 * where versions.ts holds all three, so that each is a variant's part).
 */
export const pageParts = {
  name: 'page-parts',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/.*\.js$/ }, (args) => {
      if (/[\\/]src[\\/]games[\\/][^\\/]+[\\/]module\.ts$/.test(args.importer) && args.kind === 'dynamic-import') {
        if (args.path === './guide.js' || /(^\.|\/)variants\/[a-z0-9-]+\.js$/.test(args.path)) return undefined;
        if (args.path === './play.js' || /\/screen\.js$/.test(args.path)) return { path: args.importer, namespace: 'game-page' };
        return { path: args.path, namespace: 'command-line-only' };
      }
      if (args.importer.includes('node_modules') || !args.resolveDir) return undefined;
      const page = join(args.resolveDir, args.path.replace(/\.js$/, '.page.ts'));
      return existsSync(page) ? { path: page } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'game-page' }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const screen = /import\(\s*'([^']+\/screen\.js)'\s*\)/.exec(source)?.[1];
      if (!screen) throw new Error(`${args.path}: a game's module loads its screen with import('…/screen.js')`);
      return { contents: `export { play } from './play.js';\nexport { screen } from '${screen}';\n`, loader: 'js', resolveDir: dirname(args.path) };
    });
    build.onLoad({ filter: /.*/, namespace: 'command-line-only' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is a part of the command line, not of the widget`)});`,
      loader: 'js',
    }));
  },
};

/** The function the entry calls for the map of chunks (preload.ts's PT_CHUNKS), declared at the entry's end. */
const CHUNK_MAP = '__ptChunks';

const ENTRY = 'dist/peer-table.js';
const fromDist = (path) => path.slice('dist/'.length);

/** Options both of esbuild's runs share. */
const COMMON = {
  absWorkingDir: root,
  outdir: `${root}dist`,
  write: false,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
};

/** esbuild's first run over the widget: its modules split into chunks, unminified. */
const splitRun = (minify, plugins) =>
  esbuild.build({
    ...COMMON,
    entryPoints: { 'peer-table': WIDGET_ENTRY },
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    sourcemap: 'external',
    alias: ALIASES,
    define: { PT_CHUNKS: CHUNK_MAP },
    plugins: [pageParts, ...plugins, ...(minify ? [minifyLiterals] : [])],
  });

/**
 * esbuild's second run (scripts/merge-chunks.mjs): the first run's chunks that a page only ever loads
 * together merged into one file, and those every page loads (the home page's, a guest's and a
 * host's) into the entry. Returns the files and a metafile of them in the first run's form.
 */
async function mergeRun(first, minify) {
  const files = new Map();
  for (const out of first.outputFiles.filter((f) => f.path.endsWith('.js'))) {
    // The sources made absolute, which the second run writes relative to its own outputs.
    const map = JSON.parse(first.outputFiles.find((f) => f.path === `${out.path}.map`).text);
    map.sources = map.sources.map((source) => resolve(dirname(out.path), source));
    const code = out.text.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
    files.set(
      out.path.slice(root.length),
      `${code}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`,
    );
  }
  const parts = (name) => PAGE_PARTS[name].map((source) => outputOf(first.metafile, source));
  const groups = chunkGroups(first.metafile, ENTRY, [parts('home'), parts('join'), parts('host')], pageKinds(first.metafile, parts));
  const { plans, groupOf } = planGroups(first.metafile, groups, files, ENTRY, fromDist(ENTRY));
  const second = await esbuild.build({
    ...COMMON,
    entryPoints: plans.map((plan) => ({ in: `pt-group:${plan.index}`, out: plan.path.replace(/\.js$/, '') })),
    minify,
    sourcemap: 'external',
    plugins: [mergePlugin({ root, files, plans, groupOf })],
  });
  const outputs = second.outputFiles
    .filter((f) => f.path.endsWith('.js'))
    .map((f) => ({ path: f.path, code: f.text, map: withSources(second.outputFiles.find((m) => m.path === `${f.path}.map`).text, f.path) }));
  return { outputs, metafile: mergedMetafile(first.metafile, plans, groupOf, 'dist/') };
}

/**
 * A second-run source map with its sources relative to its file again (the first run's are absolute
 * when they reach it); the lines only a chunk's merging wrote are its "(imports and exports)".
 */
function withSources(text, path) {
  const map = JSON.parse(text);
  map.sources = map.sources.map((source) => {
    if (source.startsWith('pt-pass:')) return '(imports and exports)';
    const at = source.indexOf('command-line-only:');
    if (at >= 0) return source.slice(at);
    return source.startsWith('/') ? relative(dirname(path), source) : source;
  });
  return JSON.stringify(map);
}

/**
 * The kinds of page, each by the entry points it loads (for scripts/merge-chunks.mjs): the home
 * page; for every game and each of its variants, a guest's page and a host's; and a replay of each
 * game (every variant's part).
 */
function pageKinds(metafile, parts) {
  const variants = variantsOf(metafile);
  const kinds = [[ENTRY, ...parts('home')]];
  for (const [game, module] of Object.entries(gamePagesOf(metafile))) {
    const each = Object.values(variants[game] ?? {});
    for (const variant of each.length ? each : [[]]) {
      kinds.push([ENTRY, ...parts('join'), module, ...variant], [ENTRY, ...parts('host'), module, ...variant]);
    }
    kinds.push([ENTRY, ...REPLAY_PART.map((source) => outputOf(metafile, source)), module, ...each.flat()]);
  }
  return kinds;
}

/** Each game's part of a page (its rules and screen, one module in the widget: pageParts) by the game's id: the output holding it. */
function gamePagesOf(metafile) {
  const games = {};
  for (const [path, o] of Object.entries(metafile.outputs)) {
    for (const entryPoint of o.entryPoints ?? [o.entryPoint ?? '']) {
      const game = /^game-page:.*[\\/]src[\\/]games[\\/]([^\\/]+)[\\/]module\.ts$/.exec(entryPoint)?.[1];
      if (game) games[game] = path;
    }
  }
  return games;
}

/**
 * Each game's variants by name, each with the outputs of its parts: every `variants/<name>.ts` the
 * game's module loads with import() (its rules', and its screen's if the screen has parts of its own).
 */
function variantsOf(metafile) {
  const games = {};
  for (const [source, input] of Object.entries(metafile.inputs)) {
    const game = /^src\/games\/([^/]+)\/module\.ts$/.exec(source)?.[1];
    for (const i of game ? input.imports : []) {
      const name = /\/variants\/([^/]+)\.ts$/.exec(i.path)?.[1];
      if (i.kind !== 'dynamic-import' || !name) continue;
      games[game] ??= {};
      games[game][name] = [...(games[game][name] ?? []), outputOf(metafile, i.path)];
    }
  }
  return games;
}

/**
 * The output of the module `source` loads with import(), in `metafile`. A package's module is
 * found wherever its package lies (node_modules as a link, or a package manager's own folder).
 */
const outputOf = (metafile, source) =>
  Object.entries(metafile.outputs).find(
    ([path, o]) =>
      path.endsWith('.js') && (o.entryPoints ?? [o.entryPoint]).some((e) => e === source || (source.startsWith('node_modules/') && e?.endsWith(`/${source}`))),
  )?.[0] ?? fail(`${source} (a part of the page) is not loaded with import()`);

/** The files the browser fetches before `outputs` run: themselves and their static imports, transitively. */
export function staticClosure(metafile, outputs) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const i of metafile.outputs[path].imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  outputs.forEach(visit);
  return seen;
}

/**
 * The chunks of each part of the page (PAGE_PARTS, every game's, every variant's) that the entry
 * does not hold already: what the element preloads when it knows it will need that part.
 */
function chunkMap(metafile) {
  const loaded = staticClosure(metafile, [ENTRY]);
  const chunksOf = (entries) =>
    [...staticClosure(metafile, entries)]
      .filter((f) => !loaded.has(f))
      .map(fromDist)
      .sort();
  const map = {};
  for (const [name, sources] of Object.entries(PAGE_PARTS)) map[name] = chunksOf(sources.map((source) => outputOf(metafile, source)));
  for (const [game, path] of Object.entries(gamePagesOf(metafile))) map[`game:${game}`] = chunksOf([path]);
  for (const [game, variants] of Object.entries(variantsOf(metafile))) {
    for (const [name, paths] of Object.entries(variants)) map[`game:${game}:${name}`] = chunksOf(paths);
  }
  return map;
}

function fail(message) {
  throw new Error(`esbuild.config.mjs: ${message}`);
}

/**
 * The entry's code with the map of chunks declared at its end: a function declaration, hoisted, so
 * the element can read it while the entry still runs; on lines of its own before the source map's
 * comment, so that no mapped line moves.
 */
function withChunkMap(code, chunks) {
  const declaration = `function ${CHUNK_MAP}(){return ${JSON.stringify(chunks)}}`;
  const comment = code.lastIndexOf('\n//# sourceMappingURL=');
  return comment < 0 ? `${code}\n${declaration}\n` : `${code.slice(0, comment)}\n${declaration}${code.slice(comment)}`;
}

/**
 * Bundles the widget and its chunks (two runs of esbuild: splitRun, then mergeRun), and puts in the
 * entry the chunks of each part of the page for the element to preload (the entry's own name has no
 * hash, and no chunk imports it, so nothing else changes). Minified, each file gets a second pass of
 * terser (two compress passes), which saves about 2 KB once gzipped. The entry is one file, holding
 * what every page runs. Returns the files (path relative to dist/, code, source map), a metafile of
 * them, and the map of chunks.
 */
export async function bundle({ minify = true, plugins = [] } = {}) {
  const first = await splitRun(minify, plugins);
  if (!Object.hasOwn(first.metafile.outputs[ENTRY].inputs, 'components/peer-table/preload.ts'))
    fail('preload.ts must be in the entry itself: it finds the chunks from its own URL');
  const result = await mergeRun(first, minify);
  const chunks = chunkMap(result.metafile);
  const dist = `${root}dist/`;
  const files = [];
  for (const out of result.outputs) {
    const path = out.path.slice(dist.length);
    const { map } = out;
    let code;
    let finalMap = map;
    if (!minify) code = `${out.code}\n//# sourceMappingURL=${path.split('/').at(-1)}.map\n`;
    else {
      const min = await terser(out.code, {
        module: true,
        ecma: 2022,
        compress: { passes: 2 },
        mangle: true,
        sourceMap: { content: map, url: `${path.split('/').at(-1)}.map` },
      });
      code = min.code;
      finalMap = min.map;
    }
    if (`dist/${path}` === ENTRY) {
      if (!code.includes(CHUNK_MAP)) fail('the entry does not ask for the map of chunks (components/peer-table/preload.ts)');
      code = withChunkMap(code, chunks);
    }
    files.push({ path, code, map: finalMap });
  }
  if (staticClosure(result.metafile, [ENTRY]).size > 1) fail('the entry imports a chunk: every page would wait on it');
  return { files, metafile: result.metafile, chunks };
}

/** The app page: index.html, which loads the widget (one file: everything every page runs). */
async function appPage() {
  const html = await readFile(`${root}src/app/index.html`, 'utf8');
  const script = '<script type="module" src="./peer-table.js"></script>';
  if (!html.includes(script)) fail(`src/app/index.html must load the widget with ${script}`);
  return html;
}

const COMPRESSIBLE = /\.(js|mjs|map|html|json|css|svg|txt)$/;

/**
 * Writes `<file>.gz` and `<file>.br` beside each text file under `dir`, the smallest each can be.
 * Source maps get `.gz` alone: only developer tools fetch them, and brotli's best level spends on
 * them three quarters of the build's compression time.
 */
export async function compressAll(dir) {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && COMPRESSIBLE.test(e.name));
  await Promise.all(
    files.map(async (e) => {
      const path = join(e.parentPath ?? e.path, e.name);
      const body = await readFile(path);
      await writeFile(`${path}.gz`, await promisify(gzip)(body, { level: 9 }));
      if (e.name.endsWith('.map')) return;
      const br = await promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
      await writeFile(`${path}.br`, br);
    }),
  );
}

export async function build({ minify = true, outdir = `${root}dist` } = {}) {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(`${outdir}/chunks`, { recursive: true });
  const built = await bundle({ minify });
  for (const { path, code, map } of built.files) {
    await writeFile(`${outdir}/${path}`, code);
    await writeFile(`${outdir}/${path}.map`, map);
  }
  await writeFile(`${outdir}/index.html`, await appPage());
  await cp(`${root}examples`, `${outdir}/examples`, { recursive: true });
  // Loaded here, not above: the analyzer brings its own TypeScript, which the bundling alone does not need.
  const { writeManifest } = await import('./scripts/custom-elements-manifest.mjs');
  await writeManifest(`${outdir}/custom-elements.json`);
  await compressAll(outdir);
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files } = await build();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `dist/peer-table.js  ${kb(files.find((f) => f.path === 'peer-table.js').code.length)}, and ${files.length - 1} chunks: ${kb(files.reduce((n, f) => n + f.code.length, 0))} in all (npm run size for what each page loads)`,
  );
}
