/** What one seat is shown of Master of Rules: only what that seat may know. */
import { SPECTATOR, type GameResult, type Seat } from '../../kernel/game.js';
import { cardName, COLOUR_NAMES, colourOf, isNum, RULE_NAMES, ruleOf, type CardId, type CardKind, type RuleKind } from './cards.js';
import { bestCards, LIMIT, numOf, numsInPlay, verdict, type Namer, type Status, type Verdict } from './objectives.js';
import * as rules from './rules.js';
import { placeName } from './steps.js';
import type { DealRecord, MorContext, MorReadable, Play } from './types.js';

export type MorPhase = 'waiting' | 'dealing' | 'playing' | 'taking' | 'dummy' | 'over';

export interface HandEntry {
  readonly card: CardId;
  /** Why this card may not be played now; null when it may (or when it is not this seat's turn). */
  readonly refusal: rules.Refusal | null;
}

/** A rule card in play this deal, its objective judged over the cards on the table so far. */
export interface LiveObjective {
  readonly by: number;
  readonly rule: CardId;
  readonly status: Status;
  readonly reason: string;
}

export interface MorView {
  readonly seat: Seat;
  readonly phase: MorPhase;
  readonly names: readonly string[];
  /** The names of every place at the table: the players, then Dummy 1 and Dummy 2 where there are. */
  readonly places: readonly string[];
  readonly deal: number;
  readonly totalDeals: number;
  readonly round: number;
  readonly totalRounds: number;
  readonly finalDeal: boolean;
  readonly keeper: Seat;
  readonly start: Seat;
  readonly trick: 1 | 2;
  readonly turn: Seat | null;
  readonly taking: CardKind | null;
  readonly hand: { readonly nums: readonly HandEntry[]; readonly rules: readonly HandEntry[] };
  readonly handCounts: readonly { readonly nums: number; readonly rules: number }[];
  readonly refill: { readonly nums: readonly CardId[]; readonly rules: readonly CardId[] };
  /** The refill cards this seat may take now (empty unless it is taking). */
  readonly takeable: readonly CardId[];
  readonly plays: readonly Play[];
  readonly objectives: readonly LiveObjective[];
  readonly completed: readonly (readonly CardId[])[];
  readonly vp: readonly number[];
  readonly piles: { readonly nums: number; readonly rules: number; readonly numDiscard: number; readonly ruleDiscard: number };
  readonly last: DealRecord | null;
  readonly result: GameResult | null;
  /** The tie-breaker that decided the winner, if one did. */
  readonly decidedBy: RuleKind | null;
}

const and = (items: readonly string[]): string => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * A rule card's objective as the table shows it while the deal is under way: the judgement's
 * verdict, in fewer words where the full reason runs long (colours tied for Best of the Best),
 * and Limit 23 waiting, not met, before any numerical card is played.
 */
export function liveVerdict(plays: readonly Play[], players: number, by: number, name: Namer): Verdict {
  const v = verdict(plays, players, by, name);
  const rule = plays.find((p) => p.by === by && !isNum(p.card))?.card;
  if (rule === undefined) return v;
  const nums = numsInPlay(plays);
  const kind = ruleOf(rule);
  if (kind === 'limit-23' && nums.length === 0)
    return { status: 'waiting', reason: `No numerical card is in play yet: the five must add up to ${LIMIT} or lower.` };
  if (kind !== 'best-of-the-best' || v.status === 'waiting') return v;
  const mine = numOf(plays, by)!;
  const { colours, count, best } = bestCards(nums);
  if (colours.length < 2) return v;
  const each = `${count} card${count === 1 ? '' : 's'} each`;
  const tied = colours.length === 5 ? `All five colours tie (${each})` : `${and(colours.map((c) => COLOUR_NAMES[c]))} tie for most (${each})`;
  const colour = COLOUR_NAMES[colourOf(mine)];
  const tail = best.includes(mine)
    ? `${name(by)}'s ${cardName(mine)} is the highest ${colour}.`
    : colours.includes(colourOf(mine))
      ? `${name(by)}'s ${cardName(mine)} is not the highest ${colour}.`
      : `${name(by)}'s ${cardName(mine)} is of another colour.`;
  return { status: v.status, reason: `${tied}; ${tail}` };
}

export function morResult(ctx: MorContext, over: boolean): GameResult | null {
  if (!over) return null;
  const vp = ctx.completed.map(rules.victoryPoints);
  const { seats, decidedBy } = rules.winners(ctx.completed);
  const names = seats.map((s) => ctx.names[s]).join(' and ');
  const best = vp[seats[0]!] ?? 0;
  const how = decidedBy ? ` (tie broken by the most ${RULE_NAMES[decidedBy]} cards)` : '';
  const summary = seats.length > 1 ? `${names} share the victory with ${best} VP.` : `${names} wins with ${best} VP${how}.`;
  return { winners: seats, scores: vp, summary };
}

/** The view's phase, from the chart's tags: the host's setting up of a deal is `dealing`; before the game is created, no tag is set. */
export function phaseOf(state: MorReadable): MorPhase {
  if (state.hasTag('playing')) return 'playing';
  if (state.hasTag('taking')) return 'taking';
  if (state.hasTag('dummy')) return 'dummy';
  if (state.hasTag('over')) return 'over';
  return state.hasTag('deal') || state.hasTag('start') || state.hasTag('refill') ? 'dealing' : 'waiting';
}

export function morView(ctx: MorContext, phase: MorPhase, seat: Seat): MorView {
  const n = ctx.names.length;
  const own = seat === SPECTATOR ? null : rules.knownHand(ctx, seat);
  const myTurn = phase === 'playing' && ctx.turn === seat;
  const entries = (cards: readonly CardId[]) =>
    cards
      .slice()
      .sort((a, b) => a - b)
      .map((card) => ({ card, refusal: myTurn && own ? rules.playRefusal(own, ctx.plays, ctx.trick, seat, card) : null }));
  const name = (by: number) => placeName(ctx, by);
  const places = n === 0 ? [] : Array.from({ length: 5 }, (_, by) => name(by));
  const taking = phase === 'taking' ? ctx.taking : null;
  return {
    seat,
    phase,
    names: ctx.names,
    places,
    deal: ctx.deal,
    totalDeals: rules.totalDeals(n),
    round: rules.roundOf(ctx.deal, n),
    totalRounds: rules.rounds(n),
    finalDeal: n > 0 && rules.isFinalDeal(ctx.deal, n),
    keeper: ctx.keeper,
    start: ctx.start,
    trick: ctx.trick,
    turn: phase === 'playing' || phase === 'taking' ? ctx.turn : null,
    taking,
    hand: { nums: entries(own?.nums ?? []), rules: entries(own?.rules ?? []) },
    handCounts: ctx.hands.map((h) => ({ nums: h.nums.length, rules: h.rules.length })),
    refill: ctx.refill,
    takeable: taking && ctx.turn === seat ? (taking === 'num' ? ctx.refill.nums : ctx.refill.rules) : [],
    plays: ctx.plays,
    objectives: ctx.plays.filter((p) => !isNum(p.card)).map((p) => ({ by: p.by, rule: p.card, ...liveVerdict(ctx.plays, n, p.by, name) })),
    completed: ctx.completed,
    vp: ctx.completed.map(rules.victoryPoints),
    piles: { nums: ctx.numPile.length, rules: ctx.rulePile.length, numDiscard: ctx.numDiscard.length, ruleDiscard: ctx.ruleDiscard.length },
    last: ctx.last,
    result: morResult(ctx, phase === 'over'),
    decidedBy: phase === 'over' ? rules.winners(ctx.completed).decidedBy : null,
  };
}
