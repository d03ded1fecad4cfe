/** Secrets of the Universe's rules and bots: the part of its module a page loads to play it. */
import type { GamePlay } from '../module.js';
import { secretsBotPace, secretsBots } from './bots.js';
import { secretsOfTheUniverse, type SecretsState } from './index.js';
import type { SecretsCommand, SecretsEvent, SecretsOptions } from './types.js';
import type { SecretsView } from './view.js';

export const play: GamePlay<SecretsState, SecretsCommand, SecretsEvent, SecretsView, SecretsOptions> = {
  game: secretsOfTheUniverse,
  bots: secretsBots,
  pace: secretsBotPace,
};
