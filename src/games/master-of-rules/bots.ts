/**
 * Bots for Master of Rules, by level. Easy plays a rule card whose objective the table meets so
 * far when it has one, any legal card otherwise, and takes any refill card. Strong (the greedy bot)
 * plays out the rest of the deal many times over, with the unseen numerical cards and the rule cards
 * still to come drawn at random, and plays the card with the best chance of a completed rule card,
 * valuing a kind it lacks (the bonus for all five). Random plays any legal command. Each reads only
 * its own seat's state.
 */
import { randomBot, type Bot } from '../../kernel/bot.js';
import type { Seat } from '../../kernel/game.js';
import type { Random } from '../../kernel/random.js';
import { isNum, NUM_DECK, numberOf, RULE_KINDS, ruleCard, ruleOf, type CardId } from './cards.js';
import type { MorState } from './index.js';
import { numOf, ruleAt, verdict } from './objectives.js';
import * as rules from './rules.js';
import type { MorCommand, MorContext, Play } from './types.js';

type MorBot = Bot<MorState, MorCommand>;

const SAMPLES = 20;
const name = (by: number) => `#${by}`;

/** The numerical cards this seat cannot place: in its hand, in play, discarded, in the refill set, known in other hands. */
function unseenNums(ctx: MorContext): CardId[] {
  const seen = new Set<CardId>([...ctx.numDiscard, ...ctx.refill.nums, ...ctx.plays.map((p) => p.card)]);
  for (const h of ctx.hands) for (const c of h.nums) if (c !== null) seen.add(c);
  return NUM_DECK.filter((c) => !seen.has(c));
}

/** One way the rest of the deal could go: the cards still to come at the other places. */
function sample(ctx: MorContext, seat: Seat, pool: readonly CardId[], random: Random): Play[] {
  const n = ctx.names.length;
  const deck = random.shuffle(pool);
  const played = new Set(rules.rulesPlayed(ctx.plays));
  const out: Play[] = [];
  const places = Array.from({ length: 5 }, (_, by) => by).filter((by) => by !== seat);
  for (const by of places) {
    const dummy = by >= n;
    if (numOf(ctx.plays, by) === null && deck.length > 0) out.push({ by, card: deck.pop()!, trick: 2 });
    const getsRule = !dummy || (n === 3 && by === n);
    if (getsRule && ruleAt(ctx.plays, by) === null) {
      const fresh = RULE_KINDS.filter((k) => !played.has(k));
      const kind = random.pick(fresh.length > 0 && !dummy ? fresh : RULE_KINDS);
      played.add(kind);
      out.push({ by, card: ruleCard(kind), trick: 2 });
    }
  }
  return out;
}

/** What completing `rule` is worth to `seat`: a point, more for a kind it lacks, the bonus when it makes five kinds. */
function worth(ctx: MorContext, seat: Seat, rule: CardId): number {
  const have = new Set(ctx.completed[seat]!.map(ruleOf));
  if (have.has(ruleOf(rule))) return 1;
  return have.size === RULE_KINDS.length - 1 ? 3 : 1.3;
}

/** The expected worth of `seat` holding the pair (num, rule) on the table, over the sampled deals. */
function expected(ctx: MorContext, seat: Seat, num: CardId, rule: CardId, scenarios: readonly Play[][]): number {
  const mine: Play[] = [
    ...(numOf(ctx.plays, seat) === null ? [{ by: seat, card: num, trick: 2 as const }] : []),
    ...(ruleAt(ctx.plays, seat) === null ? [{ by: seat, card: rule, trick: 2 as const }] : []),
  ];
  let met = 0;
  for (const s of scenarios) {
    if (verdict([...ctx.plays, ...mine, ...s], ctx.names.length, seat, name).status === 'met') met++;
  }
  return (met / scenarios.length) * worth(ctx, seat, rule);
}

/** Greedy: the legal card whose best pairing has the highest expected worth; a rule card first when close. */
export const greedyBot: MorBot = (state, seat, legal, random) => {
  const ctx = state.context;
  if (legal[0]?.type === 'takeRefill') return takeBest(ctx, seat, legal);
  const hand = rules.knownHand(ctx, seat)!;
  const pool = unseenNums(ctx);
  const scenarios = Array.from({ length: SAMPLES }, () => sample(ctx, seat, pool, random));
  const myNum = numOf(ctx.plays, seat);
  const myRule = ruleAt(ctx.plays, seat);
  const score = (c: MorCommand): number => {
    if (isNum(c.card)) {
      const partners = myRule !== null ? [myRule] : hand.rules;
      return Math.max(...partners.map((r) => expected(ctx, seat, c.card, r, scenarios)));
    }
    const partners = myNum !== null ? [myNum] : hand.nums;
    return Math.max(...partners.map((n) => expected(ctx, seat, n, c.card, scenarios))) + (myNum === null ? 0.05 : 0);
  };
  let best: MorCommand = legal[0]!;
  let top = -1;
  for (const c of legal) {
    const v = score(c);
    if (v > top) [best, top] = [c, v];
  }
  return best;
};

/** The refill card to take: a rule card of a kind not yet completed nor held; a low numerical card of a colour not held. */
function takeBest(ctx: MorContext, seat: Seat, legal: readonly MorCommand[]): MorCommand {
  const hand = rules.knownHand(ctx, seat);
  const done = new Set(ctx.completed[seat]!.map(ruleOf));
  const value = (c: CardId): number => {
    if (!isNum(c)) return (done.has(ruleOf(c)) ? 0 : 2) + (hand?.rules.some((r) => ruleOf(r) === ruleOf(c)) ? 0 : 1);
    return 10 - numberOf(c);
  };
  return legal.reduce((a, b) => (value(b.card) > value(a.card) ? b : a));
}

/** Easy: a rule card the table meets so far when it holds one, else any legal card; any refill card. */
export const easyBot: MorBot = (state, seat, legal, random) => {
  const ctx = state.context;
  const good = legal.filter(
    (c) =>
      !isNum(c.card) &&
      c.type === 'playCard' &&
      verdict([...ctx.plays, { by: seat, card: c.card, trick: ctx.trick }], ctx.names.length, seat, name).status === 'met',
  );
  return random.pick(good.length > 0 ? good : legal);
};

export const morBots: Readonly<Record<'easy' | 'strong' | 'random' | 'greedy', MorBot>> = {
  easy: easyBot,
  strong: greedyBot,
  random: randomBot,
  greedy: greedyBot,
};

/** How long a bot waits before it acts, in ms: a refill is quick, a card slower, the first card of a deal slowest. */
export const morBotPace = (state: MorState): number => (state.hasTag('taking') ? 500 : state.context.plays.length === 0 ? 1500 : 900);
