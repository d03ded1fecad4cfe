/**
 * The greedy bot's Advanced play: it sets aside every Void and every Plain 0 its best arrangement
 * leaves out (at the start, in its window, and when it draws one), keeping a Plain 0 it melds; it
 * picks up a Public Bonus Card whenever it can then go out fully, the one worth most, and goes out;
 * otherwise it plays as in the Intermediate Version (intermediate/bots.ts). In an Expert game it
 * discards only among the cards that risk the fewest careless-discard points.
 */
import type { Seat } from '../../../kernel/game.js';
import type { Random } from '../../../kernel/random.js';
import { worth } from '../hand-score.js';
import { greedyTable } from '../intermediate/bots.js';
import * as rules from '../rules.js';
import type { PickUpCommand, SecretsCommand, SecretsContext } from '../types.js';
import { carelessCost } from './careless.js';
import { takesPublic, pickedMeld } from './pickup.js';
import { arrangeAdvanced } from './score.js';
import * as steps from './steps.js';

export function advancedGreedy(ctx: SecretsContext, seat: Seat, legal: readonly SecretsCommand[], random: Random): SecretsCommand {
  const hand = rules.knownHand(ctx, seat) ?? [];
  const exposed = ctx.exposed[seat] ?? [];
  const best = arrangeAdvanced(hand, exposed);
  const setAside = legal.find((c) => c.type === 'setAside' && (c.card === 'Void' || best.unmelded.some((u) => u.code === c.card)));
  if (setAside) return setAside;
  const pass = legal.find((c) => c.type === 'pass');
  if (pass) return pass;
  const sit = steps.situation(ctx, seat);
  const publics = legal
    .filter((c): c is PickUpCommand => c.type === 'pickUp' && takesPublic(c))
    .map((c) => {
      const meld = pickedMeld(sit, c)!;
      const melds = c.onto === undefined ? [...exposed, meld] : exposed.map((m, i) => (i === c.onto ? meld : m));
      const rest = c.hand.reduce((left, h) => {
        const i = left.findIndex((x) => x.code === h.code && x.taken === h.taken);
        return [...left.slice(0, i), ...left.slice(i + 1)];
      }, hand);
      return { c, worth: worth(arrangeAdvanced(rest, melds).total) };
    });
  const top = publics.sort((a, b) => b.worth - a.worth)[0];
  if (top) return top.c;
  const rest = legal.filter((c) => c.type !== 'setAside' && c.type !== 'swapZero' && !(c.type === 'pickUp' && takesPublic(c)));
  return greedyTable(ctx, seat, ctx.options.expert ? leastCareless(ctx, seat, rest) : rest, random, (c) => pickedMeld(sit, c));
}

/** The commands with only the discards that risk the fewest careless-discard points (Expert Addition). */
function leastCareless(ctx: SecretsContext, seat: Seat, legal: readonly SecretsCommand[]): SecretsCommand[] {
  const cost = new Map<string, number>();
  for (const c of legal) if (c.type === 'discard' && !cost.has(c.card)) cost.set(c.card, carelessCost(ctx, seat, c.card));
  if (cost.size === 0) return legal.slice();
  const least = Math.min(...cost.values());
  return legal.filter((c) => c.type !== 'discard' || cost.get(c.card) === least);
}
