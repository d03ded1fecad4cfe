/**
 * versions.ts as the widget has it (esbuild.config.mjs builds a `.page.ts` module in place of its
 * namesake): no version at first. Each version is added by its variant (variants/<version>.ts), the
 * part a page loads for a table of that version, so that a page playing the Basic Version loads no
 * other version's rules.
 */
import type { ScoredVersion } from './melds.js';
import type { SecretsContext } from './types.js';
import type { SecretsVersion } from './version.js';

/** The versions this page loaded, by option value (a version not loaded is no key: its options fault). */
export const PLAYABLE = {} as Readonly<Record<ScoredVersion, SecretsVersion>>;

/**
 * The version this match plays; the page loaded it before the match's first event. Before that
 * event (a table just opened, its log not yet here) the context names no players and holds the
 * defaults, which name the Basic Version: any version the page loaded answers for a table with no
 * game yet alike (nothing to view, nothing to do).
 */
export function versionOf(ctx: SecretsContext): SecretsVersion {
  const version = PLAYABLE[ctx.options.version] ?? (ctx.names.length === 0 ? Object.values(PLAYABLE)[0] : undefined);
  if (!version) throw new Error(`this page has not loaded the ${ctx.options.version} version of Secrets of the Universe`);
  return version;
}
