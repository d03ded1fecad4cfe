/**
 * Bots for Secrets of the Universe, by level: easy draws from the deck, keeps its melds and goes out
 * as soon as it can; strong (the greedy bot) keeps its hand toward its best arrangement. Random plays
 * any legal command.
 */
import { randomBot, type Bot } from '../../kernel/bot.js';
import type { SecretsState } from './index.js';
import * as rules from './rules.js';
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

/**
 * Easy: always draws from the deck (it takes from the discards only when it cannot draw), goes out
 * as soon as it can, and discards any card its best arrangement leaves out; coins, bumps and the
 * next game as they come.
 */
export const easyBot: SecretsBot = (state, seat, legal, random) => {
  const ctx = state.context;
  const draw = legal.find((c) => c.type === 'drawFromDeck');
  if (draw) return draw;
  const out = legal.find((c) => c.type === 'goOut');
  if (out) return out;
  const discards = legal.filter((c): c is Extract<SecretsCommand, { type: 'discard' }> => c.type === 'discard');
  if (discards.length === 0) return random.pick(legal);
  const hand = rules.knownHand(ctx, seat) ?? [];
  const loose = versionOf(ctx).arrange(hand, ctx.exposed[seat] ?? []).unmelded;
  const spare = discards.filter((c) => loose.some((u) => u.code === c.card && u.taken === c.taken));
  return random.pick(spare.length > 0 ? spare : discards);
};

export const secretsBots: Readonly<Record<'easy' | 'strong' | 'random' | 'greedy', SecretsBot>> = {
  easy: easyBot,
  strong: greedyBot,
  random: randomBot,
  greedy: greedyBot,
};

/**
 * How long a bot waits before it acts, in ms: a little longer to discard than to draw, so people can
 * follow; a bump at once, well within the claim window.
 */
export const secretsBotPace = (state: SecretsState): number => (state.hasTag('claim') ? 150 : state.hasTag('discard') ? 900 : 600);
