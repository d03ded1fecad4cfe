// Writes custom-elements.json, the Custom Elements Manifest of <peer-table>: its attributes,
// properties, methods, events, CSS parts and custom properties, read by
// @custom-elements-manifest/analyzer (with its Lit support) from the element's source and the tags
// on its class. `npm run build` runs it; `node scripts/custom-elements-manifest.mjs` alone too.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The element's source, the module of the built package that defines it, and its declared API. */
const SOURCE = 'components/peer-table/peer-table.ts';
const ENTRY = 'dist/peer-table.js';
const DECLARATIONS = 'types/peer-table.d.ts';

/** The members of the `PeerTable` interface in the package's declarations: the element's public API. */
async function declaredApi() {
  const text = await readFile(`${root}${DECLARATIONS}`, 'utf8');
  const file = ts.createSourceFile(DECLARATIONS, text, ts.ScriptTarget.ES2022, true);
  const element = file.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'PeerTable');
  if (!element) throw new Error(`${DECLARATIONS} declares no PeerTable interface`);
  const names = element.members.map((m) => m.name?.getText(file)).filter((n) => n && !/^(add|remove)EventListener$/.test(n));
  return new Set(names);
}

/**
 * The manifest describes the package as it ships: the element lives in dist/peer-table.js, and
 * its members are those the package declares (types/peer-table.d.ts), not the element's internals.
 * Attributes are those of declared properties and those the class's `@attr` tags name.
 */
const shipped = (api) => ({
  name: 'peer-table-shipped',
  packageLinkPhase({ customElementsManifest }) {
    customElementsManifest.modules = customElementsManifest.modules.filter((m) => m.path === SOURCE);
    for (const module of customElementsManifest.modules) {
      module.path = ENTRY;
      module.declarations = (module.declarations ?? []).filter((d) => d.customElement);
      const names = new Set(module.declarations.map((d) => d.name));
      module.exports = (module.exports ?? []).filter((e) => names.has(e.declaration?.name));
      for (const e of module.exports) if (e.declaration) e.declaration.module = ENTRY;
      for (const declaration of module.declarations) {
        declaration.members = (declaration.members ?? []).filter((m) => api.has(m.name) && !m.static && m.privacy !== 'private' && m.privacy !== 'protected');
        declaration.attributes = (declaration.attributes ?? []).filter((a) => !a.fieldName || api.has(a.fieldName));
      }
    }
  },
});

/** The manifest as an object. */
export async function manifest() {
  const text = await readFile(`${root}${SOURCE}`, 'utf8');
  const module = ts.createSourceFile(SOURCE, text, ts.ScriptTarget.ES2022, true);
  return create({ modules: [module], plugins: [...litPlugin(), shipped(await declaredApi())], context: { dev: false } });
}

/** Writes the manifest to `file` (custom-elements.json at the root by default); resolves to it. */
export async function writeManifest(file = `${root}custom-elements.json`) {
  const result = await manifest();
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = await writeManifest();
  const element = written.modules[0]?.declarations?.[0];
  console.log(`custom-elements.json: <${element?.tagName}> with ${element?.attributes?.length ?? 0} attributes, ${element?.events?.length ?? 0} events`);
}
