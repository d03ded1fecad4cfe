/**
 * Each game's invariant checker, by game id: for the simulator and the tests, kept out of the
 * registry so pages do not carry them.
 */
import { planetChecker } from './planet-tricks/invariants.js';
import { secretsChecker } from './secrets-of-the-universe/invariants.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const CHECKERS: Readonly<Record<string, () => (state: any, event: any) => string[]>> = {
  'planet-tricks': planetChecker,
  'secrets-of-the-universe': secretsChecker,
};
