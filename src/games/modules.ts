/**
 * Every game peer-table plays: one line each (the home page lists them by title). The default
 * export is the game of links and logs that name none: the first game peer-table played.
 */
export { default, default as planetTricks } from './planet-tricks/module.js';
export { default as secretsOfTheUniverse } from './secrets-of-the-universe/module.js';
export { default as masterOfRules } from './master-of-rules/module.js';
export { default as crazierEights } from './crazier-eights/module.js';
export { default as rulesOfTheUniverse } from './rules-of-the-universe/module.js';
