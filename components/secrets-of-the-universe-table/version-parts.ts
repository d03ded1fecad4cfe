/**
 * The parts of the table that only some versions show, each version's a value of its own
 * (basic-parts.ts, intermediate-parts.ts, advanced-parts.ts) that reaches the table only through
 * versions.ts. A page loads a version's parts with its rules, as its variant's screen part
 * (variants/<version>.ts, module.ts's `loadVariantScreen`), so a page playing the Basic Version
 * never loads the table top, the claim window, the meld guide or the Bonus Cards; the table asks
 * for a version's parts only when the view holds what they show.
 */
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import type { advancedParts } from './advanced-parts.js';
import type { basicParts } from './basic-parts.js';
import type { intermediateParts } from './intermediate-parts.js';
import { partsOf } from './versions.js';

export interface VersionParts {
  basic: typeof basicParts;
  /** The Advanced Version's table shows these too. */
  intermediate: typeof intermediateParts;
  advanced: typeof advancedParts;
}

/** The parts of a view with the Intermediate Version's table (an Intermediate or Advanced one), else null. */
export const tableParts = (v: SecretsView): VersionParts['intermediate'] | null => (v.table ? partsOf('intermediate') : null);

/** The parts of a view with the Advanced Version's Bonus Cards, else null. */
export const bonusParts = (v: SecretsView): VersionParts['advanced'] | null => (v.bonus ? partsOf('advanced') : null);
