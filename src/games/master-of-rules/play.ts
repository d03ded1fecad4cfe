/** Master of Rules' rules and bots: the part of its module a page loads to play it. */
import type { GamePlay } from '../module.js';
import { morBotPace, morBots } from './bots.js';
import { masterOfRules, type MorState } from './index.js';
import type { MorCommand, MorEvent, MorOptions } from './types.js';
import type { MorView } from './view.js';

export const play: GamePlay<MorState, MorCommand, MorEvent, MorView, MorOptions> = { game: masterOfRules, bots: morBots, pace: morBotPace };
