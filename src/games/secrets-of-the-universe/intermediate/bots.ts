/**
 * The greedy bot's Intermediate play: bumps whenever it can, picks up discards (and draws the main
 * discard) while that raises its best arrangement, otherwise draws from the deck; goes out as in the
 * Basic Version; discards the card whose loss keeps its best arrangement highest. It leaves its
 * exposed melds alone while playing (they are extended for it at the end, as the book advises).
 */
import type { Seat } from '../../../kernel/game.js';
import type { Random } from '../../../kernel/random.js';
import type { HandCard } from '../cards.js';
import { promise, worth } from '../hand-score.js';
import type { Meld, ScoredVersion } from '../melds.js';
import { pickedMeld } from './pickup.js';
import * as rules from '../rules.js';
import { arrangeTable, goOutTable } from './score.js';
import * as table from './rules.js';
import type { SecretsCommand, SecretsContext } from '../types.js';

type PickUp = Extract<SecretsCommand, { type: 'pickUp' }>;

function without(hand: readonly HandCard[], gone: readonly HandCard[]): HandCard[] {
  const out = hand.slice();
  for (const g of gone)
    out.splice(
      out.findIndex((c) => c.code === g.code && c.taken === g.taken),
      1,
    );
  return out;
}

/** The meld a pickup makes, by the version's rules. */
export type PickedMeld = (command: PickUp) => Meld | null;

export const intermediateGreedy = (ctx: SecretsContext, seat: Seat, legal: readonly SecretsCommand[], random: Random): SecretsCommand =>
  greedyTable(ctx, seat, legal, random, (c) => pickedMeld(table.situation(ctx, seat), c));

/** The greedy play on the Intermediate Version's table (the Advanced Version's too), pickups judged by `meldOf`. */
export function greedyTable(ctx: SecretsContext, seat: Seat, legal: readonly SecretsCommand[], random: Random, meldOf: PickedMeld): SecretsCommand {
  const has = (type: SecretsCommand['type']) => legal.find((c) => c.type === type);
  const bump = has('bump');
  if (bump) return bump;
  const version = ctx.options.version as ScoredVersion;
  const hand = rules.knownHand(ctx, seat) ?? [];
  const exposed = ctx.exposed[seat] ?? [];
  const worthOf = (h: readonly HandCard[], e: readonly Meld[]): number => worth(arrangeTable(h, e, 'any', version)!.total);
  const now = worthOf(hand, exposed);
  const gains = legal
    .filter((c): c is PickUp => c.type === 'pickUp')
    .map((c) => {
      const meld = meldOf(c)!;
      const melds = c.onto === undefined ? [...exposed, meld] : exposed.map((m, i) => (i === c.onto ? meld : m));
      return { c, gain: worthOf(without(hand, c.hand), melds) - now };
    });
  const best = gains.sort((a, b) => b.gain - a.gain)[0];
  if (best && best.gain > 0) return best.c;
  const take = has('takeDiscard');
  const active = ctx.discards.active === null ? null : ctx.discards.main[ctx.discards.active]!;
  const draw = has('drawFromDeck');
  if (take && active) {
    const withTop = [...hand, { code: active.code, taken: true }];
    const empty = table.cardsInDeck(ctx) === 0;
    const going = goOutTable(withTop, exposed, null, version);
    if ((empty && going) || (!empty && worthOf(withTop, exposed) > now) || !draw) return take;
  }
  if (draw) return draw;
  const out = has('goOut');
  if (out) {
    const going = goOutTable(hand, exposed, rules.drawnCard(ctx), version)!;
    const mine = (ctx.totals[seat] ?? 0) + worth(going.arrangement.total) + going.bonus + going.deckDraw;
    const others = ctx.totals.filter((_, s) => s !== seat);
    if (going.fully || others.every((t) => mine > t) || table.cardsInDeck(ctx) < 8 || hand.length === 0) return out;
  }
  const discards = legal.filter((c): c is Extract<SecretsCommand, { type: 'discard' }> => c.type === 'discard');
  if (discards.length === 0) return out ?? random.pick(legal);
  // Losing a card left out of the best arrangement keeps it whole (a Bonus Card left out is set aside, not discarded).
  const loose = arrangeTable(hand, exposed, 'any', version)!.unmelded;
  const spare = discards.filter((c) => loose.some((u) => u.code === c.card && u.taken === c.taken));
  const pool = spare.length > 0 ? spare : discards;
  const scored = pool.map((c) => {
    const card = hand.find((h) => h.code === c.card && h.taken === c.taken)!;
    return { c, keep: spare.length > 0 ? 0 : worthOf(without(hand, [card]), exposed), promise: promise(hand, card) };
  });
  const top = Math.max(...scored.map((s) => s.keep));
  const keepers = scored.filter((s) => s.keep === top);
  const least = Math.min(...keepers.map((s) => s.promise));
  return random.pick(keepers.filter((s) => s.promise === least)).c;
}
