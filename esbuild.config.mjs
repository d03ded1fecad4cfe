// Builds dist/: the widget `peer-table.js` (one minified ES module with no imports), the standalone
// app page index.html (the widget, full page) and the examples/ pages beside them.
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
 * Bundles the widget. Minified, esbuild bundles and a second pass of terser (two compress passes)
 * shrinks it further: about 2 KB less once gzipped. Returns the code, its source map and esbuild's metafile.
 */
export async function bundle({ minify = true, plugins = [] } = {}) {
  const result = await esbuild.build({
    entryPoints: { 'peer-table': WIDGET_ENTRY },
    outdir: `${root}dist`,
    write: false,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify,
    sourcemap: 'external',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    alias: ALIASES,
    plugins: [...plugins, ...(minify ? [minifyLiterals] : [])],
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js')).text;
  const map = result.outputFiles.find((f) => f.path.endsWith('.js.map')).text;
  if (!minify) return { code: js, map, metafile: result.metafile };
  const out = await terser(js, {
    module: true,
    ecma: 2022,
    compress: { passes: 2 },
    mangle: true,
    sourceMap: { content: map, url: 'peer-table.js.map' },
  });
  return { code: out.code, map: out.map, metafile: result.metafile };
}

export async function build({ minify = true, outdir = `${root}dist` } = {}) {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const { code, map, metafile } = await bundle({ minify });
  await writeFile(`${outdir}/peer-table.js`, minify ? code : `${code}\n//# sourceMappingURL=peer-table.js.map\n`);
  await writeFile(`${outdir}/peer-table.js.map`, map);
  await copyFile(`${root}src/app/index.html`, `${outdir}/index.html`);
  await cp(`${root}examples`, `${outdir}/examples`, { recursive: true });
  return { code, metafile };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { code } = await build();
  console.log(`dist/peer-table.js  ${(code.length / 1024).toFixed(1)} KB (npm run size for the gzipped figures)`);
}
