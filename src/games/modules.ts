/** Every game peer-table plays: one line each. The first is the default game. */
export { default as planetTricks } from './planet-tricks/module.js';
export { default as secretsOfTheUniverse } from './secrets-of-the-universe/module.js';
