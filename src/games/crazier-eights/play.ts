/** Crazier Eights' rules and bots: the part of its module a page loads to play it. */
import type { GamePlay } from '../module.js';
import { eightsBotPace, eightsBots } from './bots.js';
import { crazierEights, type EightsState } from './index.js';
import type { EightsCommand, EightsEvent, EightsOptions } from './types.js';
import type { EightsView } from './view.js';

export const play: GamePlay<EightsState, EightsCommand, EightsEvent, EightsView, EightsOptions> = {
  game: crazierEights,
  bots: eightsBots,
  pace: eightsBotPace,
};
