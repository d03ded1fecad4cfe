/** Planet Tricks' rules and bots: the part of its module a page loads to play it. */
import type { GamePlay } from '../module.js';
import { planetBotPace, planetBots } from './bots.js';
import { planetTricks, type PlanetState } from './index.js';
import type { PlanetCommand, PlanetEvent, PlanetOptions } from './types.js';
import type { PlanetView } from './view.js';

export const play: GamePlay<PlanetState, PlanetCommand, PlanetEvent, PlanetView, PlanetOptions> = { game: planetTricks, bots: planetBots, pace: planetBotPace };
