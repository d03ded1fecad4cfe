/** Games are loaded on demand: suites that read logs or draw replays load every game first. */
import { loadPlay, loadScreen, MODULES } from '../../src/games/registry.js';

/** Every game's rules (Node or browser). */
export const loadEveryPlay = async (): Promise<void> => void (await Promise.all(MODULES.map((m) => loadPlay(m.id))));

/** Every game's rules and screen (browser only). */
export const loadEveryScreen = async (): Promise<void> => void (await Promise.all(MODULES.map((m) => loadScreen(m.id))));
