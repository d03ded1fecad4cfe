/**
 * Fetches the chunks of the parts a page will need as soon as it knows it will need them, all at
 * once (`<link rel="modulepreload">` in the document's head), rather than a chunk at a time as each
 * import finds the next. The build puts the map of each part's chunks at the entry's end, as a
 * function PT_CHUNKS names (esbuild.config.mjs:
 * `home`, `join`, `host`, `game:<id>`, `game:<id>:<variant>`, paths relative to the entry); unbundled
 * (the tests), there is none and this does nothing.
 *
 * This module must stay in the entry itself (the build checks it): the paths are relative to its URL.
 */
declare const PT_CHUNKS: (() => Readonly<Record<string, readonly string[]>>) | undefined;

const CHUNKS: Readonly<Record<string, readonly string[]>> = typeof PT_CHUNKS === 'function' ? PT_CHUNKS() : {};
const asked = new Set<string>();

/** Preloads the chunks of each part named (a part the build does not know is skipped). */
export function preload(...names: readonly string[]): void {
  for (const name of names) {
    for (const file of CHUNKS[name] ?? []) {
      if (asked.has(file)) continue;
      asked.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, import.meta.url).href;
      document.head.append(link);
    }
  }
}
