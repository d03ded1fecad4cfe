/**
 * Every version's parts of the table (version-parts.ts), as the tests and anything else outside
 * the widget import the table. In the widget versions.page.ts takes its place (esbuild.config.mjs),
 * which starts with none.
 */
import { advancedParts } from './advanced-parts.js';
import { basicParts } from './basic-parts.js';
import { intermediateParts } from './intermediate-parts.js';
import type { VersionParts } from './version-parts.js';

/** The versions' parts this page loaded, by option value. */
export const PARTS: Partial<VersionParts> = { basic: basicParts, intermediate: intermediateParts, advanced: advancedParts };

/** Version `version`'s parts. */
export const partsOf = <K extends keyof VersionParts>(version: K): VersionParts[K] => PARTS[version]!;
