/** Every game peer-table plays: one line each (the home page lists them by title). */
export { default as planetTricks } from './planet-tricks/module.js';
export { default as secretsOfTheUniverse } from './secrets-of-the-universe/module.js';
export { default as masterOfRules } from './master-of-rules/module.js';
export { default as crazierEights } from './crazier-eights/module.js';
