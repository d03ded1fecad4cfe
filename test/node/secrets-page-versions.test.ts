/**
 * Secrets of the Universe's versions as a page holds them (versions.page.ts: only the versions its
 * tables play). A table just opened has no game yet (its context holds the defaults, which name the
 * Basic Version): any version the page loaded answers for it, so a page playing the Intermediate
 * Version can show a table before its first event. A game of a version the page did not load is
 * refused by name. The table's own parts of each version are likewise loaded with it
 * (components/secrets-of-the-universe-table/versions.page.ts): in the widget as esbuild builds it,
 * a page playing the Basic Version loads none of the other versions' parts of the table, nor the
 * words of their events (each version's describe-event.ts, which the shared one asks for them).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { emptyContext } from '../../src/games/secrets-of-the-universe/context.js';
import { intermediate } from '../../src/games/secrets-of-the-universe/intermediate/version.js';
import { PLAYABLE, versionOf } from '../../src/games/secrets-of-the-universe/versions.page.js';
import { PARTS, partsOf } from '../../components/secrets-of-the-universe-table/versions.page.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const TABLE = 'components/secrets-of-the-universe-table';

/** The table's parts of the Intermediate and Advanced Versions alone. */
const INTERMEDIATE = ['felt.ts', 'felt.styles.ts', 'main-area.styles.ts', 'claim.ts', 'duels.ts', 'exposed.ts', 'guide.ts', 'guide-view.ts', 'face-down.ts'];
const ADVANCED = ['bonus.ts', 'expert.ts'];
/** Each version's words for the events only it has (with the Intermediate Version's rules and Duel, which they use). */
const RULES = 'src/games/secrets-of-the-universe';
const WORDS = {
  basic: [`${RULES}/basic/describe-event.ts`],
  intermediate: [`${RULES}/intermediate/describe-event.ts`, `${RULES}/intermediate/rules.ts`, `${RULES}/intermediate/duel.ts`],
  advanced: [`${RULES}/advanced/describe-event.ts`],
};

/**
 * The widget's modules a page at a Secrets of the Universe table of `version` loads: the entry's,
 * the game's (its rules and screen) and the version's parts (its rules', its table's), each with
 * what it imports, as esbuild's first run splits them (esbuild.config.mjs).
 */
async function pageModules(): Promise<(version: string) => Set<string>> {
  const config = (await import(new URL('../../esbuild.config.mjs', import.meta.url).href)) as {
    pageParts: esbuild.Plugin;
    ALIASES: Record<string, string>;
  };
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { 'peer-table': 'src/app/main.ts' },
    outdir: `${root}dist`,
    write: false,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    metafile: true,
    alias: config.ALIASES,
    plugins: [config.pageParts],
    logLevel: 'silent',
  });
  const outputs = Object.entries(metafile.outputs).filter(([path]) => path.endsWith('.js'));
  const output = (entry: (source: string) => boolean): string => outputs.find(([, o]) => o.entryPoint !== undefined && entry(o.entryPoint))![0];
  const closure = (paths: readonly string[], seen = new Set<string>()): Set<string> => {
    for (const path of paths) {
      if (seen.has(path)) continue;
      seen.add(path);
      closure(
        metafile.outputs[path]!.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path),
        seen,
      );
    }
    return seen;
  };
  const heads = [output((s) => s.endsWith('src/app/main.ts')), output((s) => /^game-page:.*secrets-of-the-universe[\\/]module\.ts$/.test(s))];
  return (version) => {
    const parts = [`src/games/secrets-of-the-universe/variants/${version}.ts`, `${TABLE}/variants/${version}.ts`].map((source) => output((s) => s === source));
    return new Set([...closure([...heads, ...parts])].flatMap((path) => Object.keys(metafile.outputs[path]!.inputs)));
  };
}

describe('Secrets of the Universe on a page that loaded one version', () => {
  it('answers for a table with no game yet, plays its own version, and names a version it did not load', () => {
    (PLAYABLE as Record<string, unknown>).intermediate = intermediate;
    assert.equal(versionOf(emptyContext), intermediate);
    const names = ['Ann', 'Bob'];
    assert.equal(versionOf({ ...emptyContext, names, options: { version: 'intermediate', matchLength: 4 } }), intermediate);
    assert.throws(() => versionOf({ ...emptyContext, names }), /has not loaded the basic version/);
  });

  it("shows the table's parts of a version it loaded, and names a version whose parts it did not load", () => {
    const parts = {} as NonNullable<(typeof PARTS)['basic']>;
    PARTS.basic = parts;
    assert.equal(partsOf('basic'), parts);
    assert.throws(() => partsOf('intermediate'), /has not loaded the table of the intermediate version/);
  });

  it("loads no other version's parts of the table or words for a table of the Basic Version, and each version's for its own", { timeout: 60_000 }, async () => {
    const loads = await pageModules();
    const basic = loads('basic');
    assert.ok(basic.has(`${TABLE}/basic-pile.ts`), "a Basic page loads the Basic Version's pile");
    for (const file of [...INTERMEDIATE, ...ADVANCED]) assert.ok(!basic.has(`${TABLE}/${file}`), `a Basic page loads ${file}`);
    const middle = loads('intermediate');
    for (const file of INTERMEDIATE) assert.ok(middle.has(`${TABLE}/${file}`), `an Intermediate page does not load ${file}`);
    for (const file of [...ADVANCED, 'basic-pile.ts']) assert.ok(!middle.has(`${TABLE}/${file}`), `an Intermediate page loads ${file}`);
    const advanced = loads('advanced');
    for (const file of [...INTERMEDIATE, ...ADVANCED]) assert.ok(advanced.has(`${TABLE}/${file}`), `an Advanced page does not load ${file}`);
    const words = { basic, intermediate: middle, advanced };
    for (const [page, modules] of Object.entries(words)) {
      for (const [version, files] of Object.entries(WORDS)) {
        const own = version === page || (page === 'advanced' && version === 'intermediate');
        for (const file of files) assert.equal(modules.has(file), own, `a page of the ${page} version ${own ? 'does not load' : 'loads'} ${file}`);
      }
      assert.ok(modules.has(`${RULES}/describe-event.ts`), `a page of the ${page} version does not load the words every version has`);
    }
  });
});
