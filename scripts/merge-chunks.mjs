// The widget's second bundling pass: esbuild splits the widget into a chunk for every set of entry
// points (the entry, and each module loaded with import()) that share modules, so a page fetches
// many small files that always arrive together. This pass merges the chunks a page can only ever
// load together into one file (fewer files, and one gzip dictionary for what they share), and puts
// in the entry the chunks every page loads (the home page's, a guest's and a host's alike).
//
// Which chunks merge. A chunk is first loaded with one of the entry points that need it. An entry
// point whose every way in passes through others of that set (a module only a guest's or a host's
// code loads, say) never brings the chunk first, so it is left out of the set; chunks with the same
// remaining set are loaded at the same moments, and merge. A group holds at most one entry point,
// whose file it becomes (what import() of it returns is unchanged). Given the kinds of page (a
// guest's, a host's, a replay's), groups that every kind loads alike merge too (samePages), entry
// points included: import() of each gives the group's file, whose exports hold each one's.
//
// How. The first pass's files (unminified, with their source maps inline) are bundled again, one
// group per output: a group's own files are bundled, the other groups' are external, and every
// import between groups is rewritten to the group file's export, under a short name of its own.
import { createHash } from 'node:crypto';
import { posix } from 'node:path';

const IMPORT_FROM = /\bimport\s*\{([^}]*)\}\s*from\s*"(\.{1,2}\/[^"]+)"/g;
const IMPORT_BARE = /\bimport\s*"(\.{1,2}\/[^"]+)"/g;
const IMPORT_DYNAMIC = /\bimport\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g;
const STATIC = 'import-statement';
const DYNAMIC = 'dynamic-import';

/** The first pass's output graph: per .js output its static and dynamic imports. */
function graphOf(metafile) {
  const graph = new Map();
  for (const [path, o] of Object.entries(metafile.outputs)) {
    if (!path.endsWith('.js')) continue;
    const of = (kind) => o.imports.filter((i) => i.kind === kind && !i.external).map((i) => i.path);
    graph.set(path, { static: of(STATIC), dynamic: of(DYNAMIC), output: o });
  }
  return graph;
}

/** Files `start` needs before it runs: itself and its static imports, transitively, in the order they run. */
function closure(graph, start, seen = new Set(), order = []) {
  if (seen.has(start)) return order;
  seen.add(start);
  for (const i of graph.get(start).static) closure(graph, i, seen, order);
  order.push(start);
  return order;
}

/**
 * The groups of first-pass files to merge: `entry` (the widget's entry file), `everyPage` (lists of
 * entry points of which every page loads at least one of each: what goes in the entry), `pages` (the
 * kinds of page, for samePages; without them, only files loaded at the same moments merge).
 */
export function chunkGroups(metafile, entry, everyPage, pages) {
  const graph = graphOf(metafile);
  const heads = [entry, ...new Set([...graph.values()].flatMap((n) => n.dynamic))];
  const closures = new Map(heads.map((h) => [h, new Set(closure(graph, h))]));
  const reach = new Map([...graph.keys()].map((f) => [f, heads.filter((h) => closures.get(h).has(f))]));
  // The entry points each entry point's code can load next.
  const next = new Map(heads.map((h) => [h, new Set([...closures.get(h)].flatMap((f) => graph.get(f).dynamic))]));
  const reachable = (target, avoiding) => {
    const seen = new Set([entry]);
    for (const queue = [entry]; queue.length; ) {
      const h = queue.shift();
      if (h === target) return true;
      for (const n of next.get(h)) {
        if (seen.has(n) || avoiding.has(n)) continue;
        seen.add(n);
        queue.push(n);
      }
    }
    return false;
  };
  const loadedBy = (file) => {
    const set = new Set(reach.get(file));
    if (set.has(entry)) return [entry];
    for (let changed = true; changed; ) {
      changed = false;
      for (const h of set) {
        const others = new Set([...set].filter((x) => x !== h));
        if (others.size && !reachable(h, others)) {
          set.delete(h);
          changed = true;
          break;
        }
      }
    }
    const all = everyPage.every((heads) => heads.some((h) => closures.get(h).has(file)));
    return all ? [entry] : [...set].sort();
  };
  const groups = new Map();
  for (const file of graph.keys()) {
    const key = loadedBy(file).join(' ');
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  // One entry point per group (the widget's entry, if it is one of them): another keeps a file of its own.
  const result = [];
  for (const files of groups.values()) {
    const own = files.filter((f) => heads.includes(f));
    const kept = own.includes(entry) ? entry : own[0];
    const apart = own.filter((h) => h !== kept);
    result.push(
      files.filter((f) => !apart.includes(f)),
      ...apart.map((f) => [f]),
    );
  }
  // Each group's files in the order a page runs them.
  const order = [...new Set(heads.flatMap((h) => closure(graph, h)))];
  const merged = pages ? samePages(graph, result, { entry, heads, closures, pages }) : result;
  return merged.map((files) => files.sort((a, b) => order.indexOf(a) - order.indexOf(b)));
}

/**
 * Groups that every kind of page loads alike, merged: `pages` lists the kinds of page, each by the
 * entry points it loads as it opens (a guest's of a game and version, a host's, a replay's). Two
 * groups that every kind opens with alike, and still holds alike after loading any one more part
 * (on a click, say, or taking a table over), are fetched by the same pages, if not always by the
 * same import(): merged, no page loads a byte more, and a page fetches fewer files. A group no kind
 * opens with stays apart, as does the entry's (the home page's). A merged group may hold several
 * entry points (import() of each gives the group's file), whose exports differ in name; no merge
 * makes two files import each other.
 */
function samePages(graph, groups, { entry, closures, heads, pages }) {
  // What each kind of page opens with, and the same with any one more part its code can load later
  // on (at a click, say: an entry point no kind opens with): a page holds the union of some of
  // these, so if each of them holds two groups alike, so does the page at every moment. (An entry
  // point a kind opens with, such as a game's rules, comes with that kind's others, not alone.)
  // The entry points the kinds open with, in the order the pages name them.
  const opening = [...new Set(pages.flat())];
  const kinds = [];
  for (const page of pages) {
    const opens = new Set(page.flatMap((h) => [...closures.get(h)]));
    kinds.push(opens);
    const later = new Set();
    const reach = (files) => {
      for (const h of new Set([...files].flatMap((f) => graph.get(f).dynamic))) {
        if (opens.has(h) || later.has(h) || opening.includes(h)) continue;
        later.add(h);
        kinds.push(new Set([...opens, ...closures.get(h)]));
        reach(closures.get(h));
      }
    };
    reach(opens);
  }
  const keyOf = (files) => [...new Set(files.flatMap((f) => kinds.flatMap((k, i) => (k.has(f) ? [i] : []))))].sort((a, b) => a - b).join(' ');
  const headOf = (files) => files.find((f) => heads.includes(f));
  // An entry point's exports keep their names in its group's file (import() returns them).
  const exportsOf = (files) => files.filter((f) => heads.includes(f)).flatMap((h) => graph.get(h).output.exports);
  const result = groups.map((files) => [...files]);
  const byKey = new Map();
  for (const files of result) {
    const key = keyOf(files);
    if (files.includes(entry) || key === '') continue;
    byKey.set(key, [...(byKey.get(key) ?? []), files]);
  }
  for (const alike of byKey.values()) {
    // Into the group of the entry point a page names first, if one is among them (so a guest's
    // shared code is in join-parts-*.js); two entry points that export a name alike stay apart.
    const into = opening.map((h) => alike.find((files) => headOf(files) === h)).find(Boolean) ?? alike[0];
    for (const files of alike) {
      if (files === into) continue;
      const names = new Set(exportsOf(into));
      if (exportsOf(files).some((name) => names.has(name))) continue;
      const tried = result.map((g) => (g === into ? [...into, ...files] : g)).filter((g) => g !== files);
      if (acyclic(graph, tried)) {
        into.push(...files);
        result.splice(result.indexOf(files), 1);
      }
    }
  }
  return result;
}

/** Whether no group of `groups` statically imports, through others, itself. */
function acyclic(graph, groups) {
  const groupOf = new Map(groups.flatMap((files, i) => files.map((f) => [f, i])));
  const edges = groups.map((files) => new Set(files.flatMap((f) => graph.get(f).static.map((t) => groupOf.get(t))).filter((g) => g !== undefined)));
  edges.forEach((set, i) => set.delete(i));
  const state = new Array(groups.length).fill(0);
  const visit = (i) => {
    if (state[i] === 1) return false;
    if (state[i] === 2) return true;
    state[i] = 1;
    for (const j of edges[i]) if (!visit(j)) return false;
    state[i] = 2;
    return true;
  };
  return groups.every((_, i) => visit(i));
}

const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const shortName = (n) => (n < NAME_CHARS.length ? NAME_CHARS[n] : shortName(Math.floor(n / NAME_CHARS.length) - 1) + NAME_CHARS[n % NAME_CHARS.length]);
const base32 = (bytes) => [...bytes].map((b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[b % 32]).join('');

/**
 * Plans the second pass: each group's output path (`entryPath` for the entry's group; else its
 * entry point's name, or "chunk", and a hash of the first-pass files it holds, which are named by
 * their content), and the name each first-pass export has in its group's file.
 */
export function planGroups(metafile, groups, files, entry, entryPath) {
  const groupOf = new Map();
  const plans = groups.map((members, index) => {
    const heads = members.filter((f) => f === entry || metafile.outputs[f].entryPoint);
    const head = heads.includes(entry) ? entry : heads[0];
    const hash = base32(createHash('sha256').update(members.slice().sort().join('\n')).digest()).slice(0, 8);
    const base = head ? posix.basename(head, '.js').replace(/-[A-Z0-9]{8}$/, '') : 'chunk';
    const path = head === entry ? entryPath : `chunks/${base}-${hash}.js`;
    const plan = { index, files: members, head, heads, path, exported: new Map(members.map((f) => [f, new Map()])) };
    for (const f of members) groupOf.set(f, plan);
    return plan;
  });
  // The names other groups import of each file.
  const wanted = new Map([...groupOf.keys()].map((f) => [f, new Set(metafile.outputs[f].entryPoint ? metafile.outputs[f].exports : [])]));
  for (const [path, code] of files) {
    for (const [, list, spec] of code.matchAll(IMPORT_FROM)) {
      const target = posix.join(posix.dirname(path), spec);
      if (groupOf.get(target) === groupOf.get(path)) continue;
      for (const s of list
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean))
        wanted.get(target).add(s.split(/\s+as\s+/)[0]);
    }
  }
  // A short name for each, except that a group's entry points keep their own names (import() returns them).
  for (const plan of plans) {
    const taken = new Set(plan.heads.flatMap((h) => metafile.outputs[h].exports));
    let n = 0;
    const fresh = () => {
      for (;;) {
        const name = shortName(n++);
        if (!taken.has(name)) return name;
      }
    };
    for (const f of plan.files) for (const name of wanted.get(f)) plan.exported.get(f).set(name, plan.heads.includes(f) ? name : fresh());
  }
  return { plans, groupOf };
}

const GROUP_PREFIX = 'pt-group:';

/**
 * The esbuild plugin of the second pass: `files` are the first pass's outputs by path (code with its
 * source map inline), `plans`/`groupOf` from planGroups. Entry points are `pt-group:<index>`.
 */
export function mergePlugin({ root, files, plans, groupOf }) {
  const abs = (path) => `${root}${path}`;
  const relative = (fromPath, toPath) => {
    const rel = posix.relative(posix.dirname(fromPath), toPath);
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  return {
    name: 'merge-chunks',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${GROUP_PREFIX}`) }, (args) => ({ path: args.path, namespace: 'pt-group' }));
      build.onResolve({ filter: /^pt-external:/ }, (args) => ({ path: args.path.slice('pt-external:'.length), external: true }));
      build.onLoad({ filter: /.*/, namespace: 'pt-group' }, (args) => {
        const plan = plans[Number(args.path.slice(GROUP_PREFIX.length))];
        const lines = [];
        for (const f of plan.files) {
          const names = [...plan.exported.get(f)].map(([name, as]) => (name === as ? name : `${name} as ${as}`));
          lines.push(names.length ? `export { ${names.join(', ')} } from ${JSON.stringify(abs(f))};` : `import ${JSON.stringify(abs(f))};`);
        }
        return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
      });
      // A first-pass file of this group is bundled; one of another group is that group's file.
      build.onResolve({ filter: /.*/, namespace: 'pt-pass' }, (args) => {
        const target = posix.join(posix.dirname(args.importer.slice(root.length)), args.path);
        if (!files.has(target)) return { errors: [{ text: `${args.importer} imports ${args.path}, which the first pass did not write` }] };
        return { path: abs(target), namespace: 'pt-pass' };
      });
      build.onResolve({ filter: new RegExp(`^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }, (args) => ({ path: args.path, namespace: 'pt-pass' }));
      build.onLoad({ filter: /.*/, namespace: 'pt-pass' }, (args) => {
        const path = args.path.slice(root.length);
        const plan = groupOf.get(path);
        const other = (spec) => {
          const target = posix.join(posix.dirname(path), spec);
          const to = groupOf.get(target);
          return to === plan ? null : { target, to };
        };
        const external = (to) => JSON.stringify(`pt-external:${relative(plan.path, to.path)}`);
        const code = files
          .get(path)
          .replace(IMPORT_FROM, (whole, list, spec) => {
            const o = other(spec);
            if (!o) return whole;
            const names = o.to.exported.get(o.target);
            const specifiers = list
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
              .map((s) => {
                const [name, local = name] = s.split(/\s+as\s+/);
                if (!names.has(name)) throw new Error(`merge-chunks: ${path} imports ${name} from ${spec}, which does not export it`);
                return `${names.get(name)} as ${local}`;
              });
            // As many lines as before: the file's source map still reads every line after it.
            return `import { ${specifiers.join(', ')} } from ${external(o.to)}${'\n'.repeat(whole.split('\n').length - 1)}`;
          })
          .replace(IMPORT_BARE, (whole, spec) => {
            const o = other(spec);
            return o ? `import ${external(o.to)}` : whole;
          })
          .replace(IMPORT_DYNAMIC, (whole, spec) => {
            const o = other(spec);
            if (!o) return whole;
            if (!o.to.heads.includes(o.target)) throw new Error(`merge-chunks: ${path} loads ${spec}, which is not an entry point of its group`);
            return `import(${external(o.to)})`;
          });
        return { contents: code, loader: 'js', resolveDir: posix.dirname(args.path) };
      });
    },
  };
}

/**
 * The second pass's outputs as the first pass's metafile describes outputs (what chunkMap and
 * staticClosure read): each group's file with its imports of other groups' files, its entry point,
 * and the sources it holds.
 */
export function mergedMetafile(metafile, plans, groupOf, dist) {
  const outputs = {};
  for (const plan of plans) {
    const imports = new Map();
    const inputs = {};
    for (const f of plan.files) {
      Object.assign(inputs, metafile.outputs[f].inputs);
      for (const i of metafile.outputs[f].imports) {
        const to = groupOf.get(i.path);
        if (!to || to === plan) continue;
        const path = `${dist}${to.path}`;
        const kind = i.kind === STATIC || imports.get(path) === STATIC ? STATIC : i.kind;
        imports.set(path, kind);
      }
    }
    const entryPoints = plan.heads.map((h) => metafile.outputs[h].entryPoint).filter(Boolean);
    outputs[`${dist}${plan.path}`] = {
      imports: [...imports].map(([path, kind]) => ({ path, kind })),
      // Each entry point it holds (entryPoint: the first, as esbuild names one).
      ...(entryPoints.length ? { entryPoint: entryPoints[0], entryPoints } : {}),
      exports: plan.heads.flatMap((h) => metafile.outputs[h].exports),
      inputs,
    };
  }
  return { inputs: metafile.inputs, outputs };
}
