/**
 * versions.ts as the widget has it (esbuild.config.mjs builds a `.page.ts` module in place of its
 * namesake): no version's parts at first. Each version's are added by its variant's screen part
 * (variants/<version>.ts), which a page loads with the version's rules, so that a page playing the
 * Basic Version loads no other version's parts of the table.
 */
import type { VersionParts } from './version-parts.js';

/** The versions' parts this page loaded, by option value. */
export const PARTS: Partial<VersionParts> = {};

/**
 * Version `version`'s parts: the page loaded them with the version's rules (src/games/registry.ts,
 * `loadScreen`), before the table showed anything of that version.
 */
export function partsOf<K extends keyof VersionParts>(version: K): VersionParts[K] {
  const parts = PARTS[version];
  if (!parts) throw new Error(`this page has not loaded the table of the ${version} version of Secrets of the Universe`);
  return parts as VersionParts[K];
}
