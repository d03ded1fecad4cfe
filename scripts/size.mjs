// `npm run size`: the widget's size, minified and gzipped (level 9), as dist/peer-table.js ships:
// the core alone (no game: kernel, network, storage, logs, the generic elements, Lit, PeerJS) and
// the core with every game. Budget: everything at most 84 KB (86,016 bytes) gzipped.
import { gzipSync } from 'node:zlib';
import { bundle } from '../esbuild.config.mjs';

const BUDGET = 84 * 1024;

/** For the core-alone figure: the game registry, the tables and the replay adapters without any game. */
const noGames = {
  name: 'no-games',
  setup(build) {
    build.onLoad({ filter: /src\/games\/registry\.ts$/ }, () => ({
      loader: 'ts',
      contents: `export const GAMES = {}; export const DEFAULT_GAME = ''; export function gameEntry() { return null; }`,
    }));
    build.onLoad({ filter: /components\/pt-replay\/adapters\.ts$/ }, () => ({ loader: 'ts', contents: `export const ADAPTERS = {};` }));
    build.onLoad({ filter: /components\/game-tables\.ts$/ }, () => ({
      loader: 'ts',
      contents: `import { html } from 'lit'; export const TABLE_PARTS = ''; export const GAME_CHOICES = [];
        export function renderTable(game) { return html\`<p>\${game}</p>\`; }`,
    }));
  },
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (code) => gzipSync(code, { level: 9 }).length;

const core = await bundle({ plugins: [noGames] });
const all = await bundle();
const rows = [
  ['core alone', core.code],
  ['core + all games', all.code],
];
console.log('widget (dist/peer-table.js)   minified     gzipped');
for (const [label, code] of rows) console.log(`${label.padEnd(28)} ${kb(code.length).padStart(9)}  ${kb(gz(code)).padStart(10)}  (${gz(code)} bytes)`);
const total = gz(all.code);
console.log(`budget: ${kb(BUDGET)} gzipped for everything; ${total <= BUDGET ? `${kb(BUDGET - total)} to spare` : `OVER by ${kb(total - BUDGET)}`}`);
process.exitCode = total <= BUDGET ? 0 : 1;
