// Builds dist/: the widget `peer-table.js` (a minified ES module) with the chunks it loads on demand
// in dist/chunks/ (each game's rules and screen, and parts a page rarely needs), the standalone app
// page index.html (the widget, full page), the examples/ pages beside them, and the element's Custom
// Elements Manifest custom-elements.json. Chunks are imported relative to the widget's own URL, so
// embedding stays one script tag from any server.
import * as esbuild from 'esbuild';
import { copyFile, cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { minify as terser } from 'terser';
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
 * A game's module loads its rules (`./play.js`), its screen and its How to play guide (`./guide.js`)
 * for pages; its other loaders (the command line's text, the invariant checker, subcommands) serve
 * Node only. In the widget they resolve to a module that says so, so no page carries their chunks
 * and the chunks a page does load split along play, screen and guide alone.
 */
const commandLineOnly = {
  name: 'command-line-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (!/[\\/]src[\\/]games[\\/][^\\/]+[\\/]module\.ts$/.test(args.importer) || args.kind !== 'dynamic-import') return undefined;
      if (args.path === './play.js' || args.path === './guide.js' || /\/screen\.js$/.test(args.path)) return undefined;
      return { path: args.path, namespace: 'command-line-only' };
    });
    build.onLoad({ filter: /.*/, namespace: 'command-line-only' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is a part of the command line, not of the widget`)});`,
      loader: 'js',
    }));
  },
};

/**
 * Bundles the widget and its chunks. Minified, each file gets a second pass of terser (two compress
 * passes), which saves about 2 KB once gzipped. Returns the files (path relative to dist/, code,
 * source map) and esbuild's metafile.
 */
export async function bundle({ minify = true, plugins = [] } = {}) {
  const result = await esbuild.build({
    entryPoints: { 'peer-table': WIDGET_ENTRY },
    outdir: `${root}dist`,
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify,
    sourcemap: 'external',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    alias: ALIASES,
    plugins: [commandLineOnly, ...plugins, ...(minify ? [minifyLiterals] : [])],
  });
  const dist = `${root}dist/`;
  const files = [];
  for (const out of result.outputFiles.filter((f) => f.path.endsWith('.js'))) {
    const path = out.path.slice(dist.length);
    const map = result.outputFiles.find((f) => f.path === `${out.path}.map`).text;
    if (!minify) {
      files.push({ path, code: `${out.text}\n//# sourceMappingURL=${path.split('/').at(-1)}.map\n`, map });
      continue;
    }
    const min = await terser(out.text, {
      module: true,
      ecma: 2022,
      compress: { passes: 2 },
      mangle: true,
      sourceMap: { content: map, url: `${path.split('/').at(-1)}.map` },
    });
    files.push({ path, code: min.code, map: min.map });
  }
  return { files, metafile: result.metafile };
}

export async function build({ minify = true, outdir = `${root}dist` } = {}) {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(`${outdir}/chunks`, { recursive: true });
  const { files, metafile } = await bundle({ minify });
  for (const { path, code, map } of files) {
    await writeFile(`${outdir}/${path}`, code);
    await writeFile(`${outdir}/${path}.map`, map);
  }
  await copyFile(`${root}src/app/index.html`, `${outdir}/index.html`);
  await cp(`${root}examples`, `${outdir}/examples`, { recursive: true });
  // Loaded here, not above: the analyzer brings its own TypeScript, which the bundling alone does not need.
  const { writeManifest } = await import('./scripts/custom-elements-manifest.mjs');
  await writeManifest(`${outdir}/custom-elements.json`);
  return { files, metafile };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files } = await build();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`dist/peer-table.js  ${kb(files.find((f) => f.path === 'peer-table.js').code.length)}, and ${files.length - 1} chunks: ${kb(files.reduce((n, f) => n + f.code.length, 0))} in all (npm run size for what each page loads)`);
}
