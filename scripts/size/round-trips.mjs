// How many round trips a page waits on for its scripts after the HTML: the depth of the chain of
// fetches, where a module is fetched once a module importing it has arrived (a static import) or
// has run (a dynamic one), unless a `<link rel="modulepreload">` asked for it earlier: one in the
// HTML comes with the entry, one the entry adds as it starts comes a round trip after it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const STATIC = /(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g;
const DYNAMIC = /\bimport\(\s*"(\.{1,2}\/[^"]+\.js)"\s*\)/g;

/** Every .js file under `dir` (paths relative to it) with what it imports, statically and dynamically. */
export function importGraph(dir) {
  const graph = new Map();
  const walk = (sub) => {
    for (const e of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const path = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path);
      else if (e.name.endsWith('.js')) {
        const code = readFileSync(join(dir, path), 'utf8');
        const from = (re) => [...new Set([...code.matchAll(re)].map((m) => posix.normalize(posix.join(posix.dirname(path), m[1]))))];
        graph.set(path, { static: from(STATIC), dynamic: from(DYNAMIC) });
      }
    }
  };
  walk('');
  return graph;
}

/** Files `path` needs before it runs: itself and its static imports, transitively. */
export function staticClosure(graph, starts) {
  const seen = new Set();
  const visit = (p) => {
    if (seen.has(p) || !graph.has(p)) return;
    seen.add(p);
    for (const i of graph.get(p).static) visit(i);
  };
  for (const s of starts) visit(s);
  return seen;
}

/**
 * The round trip in which each loaded file arrives, and the most of them: `loaded` are the files
 * the page fetched, `entry` the page's script, `html` the files its HTML preloads, `injected` those
 * the entry preloads as it starts.
 */
export function roundTrips(graph, { loaded, entry, html = [], injected = [] }) {
  const files = new Set(loaded);
  const wave = new Map([[entry, 1], ...html.filter((f) => files.has(f)).map((f) => [f, 1])]);
  const ran = (p) => Math.max(...[...staticClosure(graph, [p])].map((f) => wave.get(f) ?? Infinity));
  for (let changed = true; changed; ) {
    changed = false;
    const set = (f, w) => {
      if (files.has(f) && w < (wave.get(f) ?? Infinity)) {
        wave.set(f, w);
        changed = true;
      }
    };
    const started = ran(entry);
    if (Number.isFinite(started)) for (const f of injected) set(f, started + 1);
    for (const [p, w] of [...wave]) {
      for (const i of graph.get(p)?.static ?? []) set(i, w + 1);
      const done = ran(p);
      if (Number.isFinite(done)) for (const i of graph.get(p)?.dynamic ?? []) set(i, done + 1);
    }
  }
  const unexplained = [...files].filter((f) => !wave.has(f));
  return { waves: wave, most: Math.max(0, ...wave.values()), unexplained };
}
