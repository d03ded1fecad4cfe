/**
 * The Intermediate Version's part, as a page loads it for a table of that version (module.ts's
 * `loadVariant`): its rules, added to the versions the game plays (in the widget, versions.page.ts
 * starts with none; in Node, versions.ts holds every version already).
 */
import { intermediate } from '../intermediate/version.js';
import type { ScoredVersion } from '../melds.js';
import type { SecretsVersion } from '../version.js';
import { PLAYABLE } from '../versions.js';

(PLAYABLE as Record<ScoredVersion, SecretsVersion>).intermediate = intermediate;
