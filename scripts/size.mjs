// `npm run size`: what a page loads of the widget, minified and gzipped (level 9, file by file, as a
// server sends them): the home page (the create form and the replay import), and a page playing
// each game (the home page's files and the game's rules and screen chunks, with whatever they
// import). Budgets: the home page at most 60 KB gzipped; a page playing any one game at most 84 KB.
// Exits 1 over budget.
import { gzipSync } from 'node:zlib';
import { bundle } from '../esbuild.config.mjs';

const HOME_BUDGET = 60 * 1024;
const GAME_BUDGET = 84 * 1024;

const { files, metafile } = await bundle();
const byPath = new Map(files.map((f) => [f.path, f]));
const outputs = Object.entries(metafile.outputs).filter(([path]) => path.endsWith('.js'));
const relative = (path) => path.slice(path.indexOf('dist/') + 5);
const outputOf = (entryPoint) => outputs.find(([, o]) => o.entryPoint === entryPoint)?.[0];

/** Every file a page fetches once it has loaded `starts`: their static imports, transitively. */
function closure(starts) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const i of metafile.outputs[path]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  starts.forEach(visit);
  return seen;
}

const gz = (path) => gzipSync(byPath.get(relative(path)).code, { level: 9 }).length;
const sum = (paths) => [...paths].reduce((n, p) => n + gz(p), 0);
const min = (paths) => [...paths].reduce((n, p) => n + byPath.get(relative(p)).code.length, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const entry = outputs.find(([, o]) => o.entryPoint?.endsWith('src/app/main.ts'))[0];
const home = closure([entry]);
const rows = [['home page', home, HOME_BUDGET]];
for (const [input, info] of Object.entries(metafile.inputs)) {
  const id = /^src\/games\/([^/]+)\/module\.ts$/.exec(input)?.[1];
  if (!id) continue;
  // What a page loads to play the game: its play and screen parts (text, checker, commands are for the command line).
  const parts = info.imports.filter((i) => i.kind === 'dynamic-import' && /\/(play|screen)\.ts$/.test(i.path)).map((i) => outputOf(i.path));
  if (parts.length !== 2 || parts.some((p) => !p)) throw new Error(`${id}: its module must load ./play.js and a screen.js`);
  rows.push([`playing ${id}`, closure([entry, ...parts]), GAME_BUDGET]);
}

console.log('what a page loads                  files   minified     gzipped   budget');
let over = false;
for (const [label, paths, budget] of rows) {
  const total = sum(paths);
  over ||= total > budget;
  console.log(`${label.padEnd(34)} ${String(paths.size).padStart(5)} ${kb(min(paths)).padStart(10)} ${kb(total).padStart(11)}   ${kb(budget)} ${total <= budget ? 'ok' : `OVER by ${kb(total - budget)}`}`);
}
console.log(`all files of the build: ${files.length}, ${kb(files.reduce((n, f) => n + f.code.length, 0))} minified`);
process.exitCode = over ? 1 : 0;
