// Builds the app page into dist/: one bundled, minified ES module plus index.html.
import * as esbuild from 'esbuild';
import { copyFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export async function build({ minify = true } = {}) {
  await mkdir(`${root}dist`, { recursive: true });
  const result = await esbuild.build({
    entryPoints: { app: `${root}src/app/main.ts` },
    outdir: `${root}dist`,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify,
    sourcemap: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  await copyFile(`${root}src/app/index.html`, `${root}dist/index.html`);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await build();
  const bytes = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js'));
  for (const [file, out] of bytes) console.log(`${file}  ${(out.bytes / 1024).toFixed(1)} KB`);
}
