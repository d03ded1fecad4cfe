/**
 * The Advanced Version's part of the table, as a page loads it for a table of that version
 * (module.ts's `loadVariantScreen`): its parts and the Intermediate Version's, whose table it plays
 * on, added to those the table shows (in the widget, versions.page.ts starts with none; elsewhere,
 * versions.ts holds every version's already).
 */
import { advancedParts } from '../advanced-parts.js';
import { intermediateParts } from '../intermediate-parts.js';
import { PARTS } from '../versions.js';

PARTS.intermediate = intermediateParts;
PARTS.advanced = advancedParts;
