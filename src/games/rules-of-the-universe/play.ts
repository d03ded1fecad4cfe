/** Rules of the Universe!'s rules and bots: the part of its module a page loads to play it. */
import type { GamePlay } from '../module.js';
import { rotuBotPace, rotuBots } from './bots.js';
import { rulesOfTheUniverse, type RotuState } from './index.js';
import type { RotuCommand, RotuEvent, RotuOptions } from './types.js';
import type { RotuView } from './view.js';

export const play: GamePlay<RotuState, RotuCommand, RotuEvent, RotuView, RotuOptions> = { game: rulesOfTheUniverse, bots: rotuBots, pace: rotuBotPace };
