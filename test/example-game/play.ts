/** High Card's rules and bots: the part of its module a page loads to play it. */
import { randomBot, type Bot } from '../../src/kernel/bot.js';
import type { GamePlay } from '../../src/games/module.js';
import { highCard, type HighCardState, type HighCardView } from './high-card.js';
import type { HighCardCommand, HighCardEvent, HighCardOptions } from './rules.js';

const highest: Bot<HighCardState, HighCardCommand> = (_state, _seat, legal) => legal.reduce((a, b) => (b.card > a.card ? b : a));

export const play: GamePlay<HighCardState, HighCardCommand, HighCardEvent, HighCardView, HighCardOptions> = {
  game: highCard,
  bots: { easy: randomBot, strong: highest, random: randomBot, greedy: highest },
  pace: () => 500,
};
