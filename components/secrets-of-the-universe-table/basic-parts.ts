/**
 * What only the Basic Version's table shows: the deck and the discard pile, and in the tray what
 * melds score. A page loads it with that version (variants/basic.ts).
 */
import { pile } from './basic-pile.js';
import { meldPoints } from './reference.js';

export const basicParts = { pile, meldPoints };
