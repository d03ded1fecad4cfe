/**
 * What the Advanced Version adds to the Intermediate Version's table: the Bonus Cards (each place's
 * set aside, the window for Private Bonus Cards, setting aside and swapping, a Public Bonus Card
 * drawn) and the Optional Expert Addition (buffers and careless discards). A page loads it with that
 * version (variants/advanced.ts).
 */
import { asideCards, privatesPanel, publicHint, setAsideButtons, swapButtons } from './bonus.js';
import { bufferNote, bufferRow, carelessHint, carelessLine } from './expert.js';

export const advancedParts = { privatesPanel, asideCards, setAsideButtons, swapButtons, publicHint, bufferNote, carelessHint, carelessLine, bufferRow };
