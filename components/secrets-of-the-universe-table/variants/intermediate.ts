/**
 * The Intermediate Version's part of the table, as a page loads it for a table of that version
 * (module.ts's `loadVariantScreen`): its parts, added to those the table shows (in the widget,
 * versions.page.ts starts with none; elsewhere, versions.ts holds every version's already).
 */
import { intermediateParts } from '../intermediate-parts.js';
import { PARTS } from '../versions.js';

PARTS.intermediate = intermediateParts;
