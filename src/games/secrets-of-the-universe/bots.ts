/** Bots for Secrets of the Universe: random, and a greedy one that keeps its hand toward its best arrangement. */
import { randomBot, type Bot } from '../../kernel/bot.js';
import type { SecretsState } from './index.js';
import type { SecretsCommand } from './types.js';
import { versionOf } from './versions.js';

type SecretsBot = Bot<SecretsState, SecretsCommand>;

/**
 * Greedy: calls a coin at random, is ready for the next game at once, and otherwise plays as its version's greedy play says
 * (basic/bots.ts, intermediate/bots.ts): keep the hand toward its best arrangement, go out when it
 * pays, discard what the best arrangement leaves out.
 */
export const greedyBot: SecretsBot = (state, seat, legal, random) => {
  const ctx = state.context;
  if (legal.some((c) => c.type === 'callCoin' || c.type === 'nextGame')) return random.pick(legal);
  return versionOf(ctx).greedy(ctx, seat, legal, random);
};

export const secretsBots: Readonly<Record<'random' | 'greedy', SecretsBot>> = {
  random: randomBot,
  greedy: greedyBot,
};

/**
 * How long a bot waits before it acts, in ms: a little longer to discard than to draw, so people can
 * follow; a bump at once, well within the claim window.
 */
export const secretsBotPace = (state: SecretsState): number =>
  state.matches({ playing: 'claim' }) ? 150 : state.matches({ playing: 'discard' }) ? 900 : 600;
