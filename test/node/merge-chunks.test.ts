/** The widget build's merging of chunks (scripts/merge-chunks.mjs), on small made-up builds. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
// @ts-expect-error: a build script in plain JavaScript, without types.
import { chunkGroups } from '../../scripts/merge-chunks.mjs';

type Imports = { static?: string[]; dynamic?: string[]; exports?: string[] };

/** A first-pass metafile of outputs `files` (by name), each with its imports. */
function metafile(files: Record<string, Imports>) {
  const outputs: Record<string, unknown> = {};
  for (const [path, i] of Object.entries(files)) {
    outputs[path] = {
      imports: [
        ...(i.static ?? []).map((p) => ({ path: p, kind: 'import-statement' })),
        ...(i.dynamic ?? []).map((p) => ({ path: p, kind: 'dynamic-import' })),
      ],
      exports: i.exports ?? [],
      inputs: {},
    };
  }
  return { outputs };
}

const sorted = (groups: string[][]) => groups.map((g) => [...g].sort()).sort((a, b) => a[0]!.localeCompare(b[0]!));

// The entry loads a guest's part or a host's, and a game of two; the host's part loads its QR code
// and its controls at once, and a guide loads on a click.
const build = metafile({
  'entry.js': { dynamic: ['join.js', 'host.js', 'game1.js', 'game2.js', 'guide.js'] },
  'join.js': { static: ['net.js', 'lobby.js'] },
  'host.js': { static: ['net.js', 'lobby.js'], dynamic: ['qr.js', 'controls.js'] },
  'qr.js': { static: ['draw.js'] },
  'controls.js': { static: ['draw.js', 'buttons.js'] },
  'game1.js': { static: ['rules1.js', 'cards.js'] },
  'game2.js': { static: ['rules2.js', 'cards.js'] },
  'guide.js': { static: ['words.js'] },
  'net.js': {},
  'lobby.js': { static: ['net.js'] },
  'draw.js': {},
  'buttons.js': {},
  'rules1.js': {},
  'rules2.js': {},
  'cards.js': {},
  'words.js': {},
});
const EVERY_PAGE = [['entry.js']];
const PAGES = [
  ['entry.js', 'join.js', 'game1.js'],
  ['entry.js', 'host.js', 'qr.js', 'controls.js', 'game1.js'],
  ['entry.js', 'join.js', 'game2.js'],
  ['entry.js', 'host.js', 'qr.js', 'controls.js', 'game2.js'],
];

it('merges only what is loaded at the same moments, without the kinds of page', () => {
  assert.deepEqual(
    sorted(chunkGroups(build, 'entry.js', EVERY_PAGE)),
    sorted([
      ['entry.js'],
      ['join.js'],
      ['host.js'],
      ['qr.js'],
      ['controls.js', 'buttons.js'],
      ['draw.js'],
      ['game1.js', 'rules1.js'],
      ['game2.js', 'rules2.js'],
      ['cards.js'],
      ['guide.js', 'words.js'],
      ['lobby.js', 'net.js'],
    ]),
  );
});

it('merges groups every kind of page opens with alike, into an entry point the pages name', () => {
  assert.deepEqual(
    sorted(chunkGroups(build, 'entry.js', EVERY_PAGE, PAGES)),
    sorted([
      ['entry.js'],
      ['join.js'],
      // Entry points stay files of their own.
      // The host's part, its QR code and its controls, and what they share: only a host loads them, all as it opens.
      ['host.js', 'qr.js', 'controls.js', 'buttons.js', 'draw.js'],
      ['game1.js', 'rules1.js'],
      ['game2.js', 'rules2.js'],
      // Every page at a table opens with the net, the lobby and the cards both games draw.
      ['lobby.js', 'net.js', 'cards.js'],
      // No kind of page opens with the guide: it stays a part of its own.
      ['guide.js', 'words.js'],
    ]),
  );
});

it('keeps apart two entry points that export a name alike', () => {
  const clash = metafile({
    'entry.js': { dynamic: ['host.js', 'qr.js'] },
    'host.js': { exports: ['open', 'draw'] },
    'qr.js': { exports: ['draw'] },
  });
  assert.deepEqual(sorted(chunkGroups(clash, 'entry.js', EVERY_PAGE, [['entry.js', 'host.js', 'qr.js']])), [['entry.js'], ['host.js'], ['qr.js']]);
  const apart = metafile({
    'entry.js': { dynamic: ['host.js', 'qr.js'] },
    'host.js': { exports: ['open'] },
    'qr.js': { exports: ['draw'] },
  });
  assert.deepEqual(sorted(chunkGroups(apart, 'entry.js', EVERY_PAGE, [['entry.js', 'host.js', 'qr.js']])), [['entry.js'], ['host.js', 'qr.js']]);
});

/** The files a page fetches before `heads` run: themselves and their static imports, transitively. */
function opened(build: ReturnType<typeof metafile>, heads: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const i of (build.outputs[f] as { imports: { path: string; kind: string }[] }).imports) if (i.kind === 'import-statement') visit(i.path);
  };
  heads.forEach(visit);
  return seen;
}

/** The groups' files importing each other statically, through other groups, if any: a cycle, by group index. */
function cycle(build: ReturnType<typeof metafile>, groups: string[][]): number[] | null {
  const groupOf = new Map(groups.flatMap((g, i) => g.map((f) => [f, i] as const)));
  const next = (i: number) =>
    new Set(
      groups[i]!.flatMap((f) =>
        (build.outputs[f] as { imports: { path: string; kind: string }[] }).imports
          .filter((x) => x.kind === 'import-statement')
          .map((x) => groupOf.get(x.path)!),
      ).filter((j) => j !== i),
    );
  for (let start = 0; start < groups.length; start++) {
    const stack = [[start]];
    const seen = new Set<number>();
    while (stack.length) {
      const path = stack.pop()!;
      for (const j of next(path.at(-1)!)) {
        if (j === start) return path;
        if (!seen.has(j)) {
          seen.add(j);
          stack.push([...path, j]);
        }
      }
    }
  }
  return null;
}

/**
 * A made-up first pass: `n` files after the entry, each importing some later files statically (so
 * no file imports itself through others, as in esbuild's output) and loading some with import().
 * A file no way in reaches is still a file of the build, as an entry point's chunk may be.
 */
const builds = fc.integer({ min: 2, max: 12 }).chain((n) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.subarray([...Array(n + 1).keys()]), fc.subarray([...Array(n + 1).keys()])), { minLength: n + 1, maxLength: n + 1 }),
      fc.array(fc.subarray([...Array(n + 1).keys()], { minLength: 1 }), { minLength: 1, maxLength: 4 }),
    )
    .map(([links, kinds]) => {
      const name = (i: number) => (i === 0 ? 'entry.js' : `f${i}.js`);
      const files: Record<string, Imports> = {};
      // As esbuild writes them, the entry points of import() are odd-numbered, and never imported statically.
      links.forEach(([statics, dynamics], i) => {
        files[name(i)] = { static: statics.filter((j) => j > i && j % 2 === 0).map(name), dynamic: dynamics.filter((j) => j % 2 === 1).map(name) };
      });
      // Every entry point is a way in from the page's entry, if not its first one.
      files['entry.js']!.dynamic = [...new Set([...(files['entry.js']!.dynamic ?? []), ...Object.values(files).flatMap((f) => f.dynamic ?? [])])];
      const heads = new Set(['entry.js', ...files['entry.js']!.dynamic]);
      // A kind of page opens with the entry and some entry points.
      const pages = kinds.map((k) => ['entry.js', ...k.map(name).filter((f) => heads.has(f) && f !== 'entry.js')]);
      return { build: metafile(files), pages };
    }),
);

it('on any build, adds no byte to what a kind of page loads, keeps each file once and makes no two files import each other', () => {
  fc.assert(
    fc.property(builds, ({ build, pages }) => {
      const groups: string[][] = chunkGroups(build, 'entry.js', [['entry.js']], pages);
      const heads = new Set([
        'entry.js',
        ...Object.values(build.outputs).flatMap((o) =>
          (o as { imports: { path: string; kind: string }[] }).imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
        ),
      ]);
      assert.deepEqual(groups.flat().sort(), Object.keys(build.outputs).sort(), 'every file in one group');
      assert.equal(cycle(build, groups), null, 'no cycle between files');
      // A page as it opens, and having loaded later on any one more entry point that no kind of page
      // opens with (one a kind opens with comes with that kind's others).
      const later = [...heads].filter((h) => !pages.some((page) => page.includes(h)));
      for (const page of pages) {
        for (const more of [[], ...later.map((h) => [h])]) {
          const before = opened(build, [...page, ...more]);
          const after = new Set(groups.filter((g) => g.some((f) => before.has(f))).flat());
          assert.deepEqual([...after].sort(), [...before].sort(), `a page opening with ${page.join(', ')}, then loading ${more.join('') || 'nothing'}`);
        }
      }
    }),
    { seed: 29, numRuns: 3000 },
  );
});
