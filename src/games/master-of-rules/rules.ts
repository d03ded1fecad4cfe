/**
 * The rulebook as pure functions: the game's length and the start player of each deal, the order
 * of a trick, which card a player may play (the other kind in the second trick; a rule card already
 * played this deal only when every rule card in hand has been), the refill, the dummies, and the
 * score with its tie-breakers.
 */
import type { Seat } from '../../kernel/game.js';
import { cardName, isNum, isRule, kindOf, POSITIONS, ROUNDS, RULE_KINDS, RULE_NAMES, ruleOf, type CardId, type CardKind, type RuleKind } from './cards.js';
import type { HandCard, MorContext, Play } from './types.js';

export interface Refusal {
  readonly rule: string;
  readonly reason: string;
}

export const rounds = (players: number): number => ROUNDS[players] ?? 0;
export const totalDeals = (players: number): number => rounds(players) * players;
export const dummies = (players: number): number => POSITIONS - players;
/** The round a deal belongs to: the round counter moves when the start card comes back to its keeper. */
export const roundOf = (deal: number, players: number): number => Math.max(1, Math.ceil(deal / players));
/** The start player of `deal`: the start card passes clockwise each deal. */
export const startOf = (deal: number, keeper: Seat, players: number): Seat => (keeper + deal - 1) % players;
export const isFinalDeal = (deal: number, players: number): boolean => deal === totalDeals(players);
/** Cards of each kind in the refill set before `deal`: as many as players, none before the final deal. */
export const refillSize = (deal: number, players: number): number => (isFinalDeal(deal, players) ? 0 : players);
export const dummyName = (by: number, players: number): string => `Dummy ${by - players + 1}`;

/** Cards played in this deal's trick `trick` by players (not dummies). */
export const playsIn = (ctx: Pick<MorContext, 'plays' | 'names'>, trick: 1 | 2): number =>
  ctx.plays.filter((p) => p.trick === trick && p.by < ctx.names.length).length;
export const trickDone = (ctx: MorContext): boolean => playsIn(ctx, ctx.trick) === ctx.names.length;
/** The seat to play the `i`-th card of a trick. */
export const nthSeat = (ctx: Pick<MorContext, 'start' | 'names'>, i: number): Seat => (ctx.start + i) % ctx.names.length;

/** The dummy cards due after the trick just finished: 4 players, Dummy 1 a numerical card after the first; 3 players, Dummy 1 a numerical and a rule card after the first, Dummy 2 a numerical card after the second. */
export function dummyDue(ctx: MorContext): { dummy: 1 | 2; rule: boolean } | null {
  const n = ctx.names.length;
  if (!trickDone(ctx) || n >= POSITIONS) return null;
  const dealt = (dummy: 1 | 2) => ctx.plays.some((p) => p.by === n + dummy - 1);
  if (ctx.trick === 1 && !dealt(1)) return { dummy: 1, rule: n === 3 };
  if (ctx.trick === 2 && n === 3 && !dealt(2)) return { dummy: 2, rule: false };
  return null;
}

/** Cards of `kind` the host draws next: a dummy's card when one is due, else the next deal's refill set. */
export function drawNeed(ctx: MorContext, kind: CardKind): number {
  const due = dummyDue(ctx);
  if (due) return kind === 'num' || due.rule ? 1 : 0;
  return refillSize(ctx.deal + 1, ctx.names.length);
}

/** The kind `seat` played in this deal's first trick, or null. */
export const firstKind = (plays: readonly Play[], seat: Seat): CardKind | null => {
  const p = plays.find((x) => x.by === seat && x.trick === 1);
  return p ? kindOf(p.card) : null;
};

/** The rule cards played this deal, in either trick, by anyone (a dummy's too). */
export const rulesPlayed = (plays: readonly Play[]): RuleKind[] => [...new Set(plays.filter((p) => isRule(p.card)).map((p) => ruleOf(p.card)))];

/**
 * Why a card may not be played from `hand` (the seat's whole hand, known) now, or null: in the
 * second trick the kind not played in the first; a rule card already played this deal only when
 * every rule card in hand has been.
 */
export function playRefusal(
  hand: { nums: readonly CardId[]; rules: readonly CardId[] },
  plays: readonly Play[],
  trick: 1 | 2,
  seat: Seat,
  card: CardId,
): Refusal | null {
  const first = trick === 2 ? firstKind(plays, seat) : null;
  if (first !== null && kindOf(card) === first) {
    return first === 'num'
      ? { rule: 'other-kind', reason: 'You played a numerical card in the first trick: now play a rule card.' }
      : { rule: 'other-kind', reason: 'You played a rule card in the first trick: now play a numerical card.' };
  }
  if (isNum(card)) return null;
  const played = rulesPlayed(plays);
  const fresh = [...new Set(hand.rules.map(ruleOf))].filter((k) => !played.includes(k));
  if (played.includes(ruleOf(card)) && fresh.length > 0) {
    const names = fresh.map((k) => RULE_NAMES[k]);
    return { rule: 'rule-played', reason: `${RULE_NAMES[ruleOf(card)]} has been played this deal: play ${names.join(' or ')}, which has not.` };
  }
  return null;
}

/** The whole hand of `seat` when this state knows every card of it, else null. */
export function knownHand(ctx: MorContext, seat: Seat): { nums: CardId[]; rules: CardId[] } | null {
  const h = ctx.hands[seat];
  if (!h || h.nums.includes(null) || h.rules.includes(null)) return null;
  return { nums: h.nums as CardId[], rules: h.rules as CardId[] };
}

const holds = (cards: readonly HandCard[], card: CardId): boolean => cards.includes(card) || cards.includes(null);

/** Why `seat` may not play `card` now, judged on what this state knows (a hidden hand is trusted). */
export function refusePlay(ctx: MorContext, seat: Seat, card: CardId): Refusal | null {
  if (seat !== ctx.turn) return { rule: 'turn', reason: `It is ${ctx.names[ctx.turn] ?? 'another player'}'s turn.` };
  if (ctx.taking !== null) return { rule: 'refill', reason: 'First take a card from the refill set.' };
  const hand = ctx.hands[seat];
  if (!hand || !holds(isNum(card) ? hand.nums : hand.rules, card)) return { rule: 'hand', reason: 'That card is not in your hand.' };
  const known = knownHand(ctx, seat);
  return known ? playRefusal(known, ctx.plays, ctx.trick, seat, card) : null;
}

/** Why `seat` may not take `card` from the refill set now, or null. */
export function refuseTake(ctx: MorContext, seat: Seat, card: CardId): Refusal | null {
  if (ctx.taking === null) return { rule: 'phase', reason: 'Nothing is to be taken from the refill set now.' };
  if (seat !== ctx.turn) return { rule: 'turn', reason: `It is ${ctx.names[ctx.turn] ?? 'another player'}'s turn.` };
  const set = ctx.taking === 'num' ? ctx.refill.nums : ctx.refill.rules;
  if (!set.includes(card)) {
    return { rule: 'refill', reason: `Take a ${ctx.taking === 'num' ? 'numerical' : 'rule'} card from the refill set, the kind you played.` };
  }
  return null;
}

/** The refill choices that differ (rule cards of one kind are the same choice): the first card of each. */
export function refillChoices(ctx: MorContext): CardId[] {
  if (ctx.taking === 'num') return [...ctx.refill.nums];
  if (ctx.taking === 'rule') return ctx.refill.rules.filter((c, i, all) => all.findIndex((d) => ruleOf(d) === ruleOf(c)) === i);
  return [];
}

// ---------------------------------------------------------------- scoring

/** Victory points: one per completed rule card, and 2 more for all five kinds (once). */
export function victoryPoints(completed: readonly CardId[]): number {
  const kinds = new Set(completed.map(ruleOf));
  return completed.length + (kinds.size === RULE_KINDS.length ? 2 : 0);
}

/** The tie-breakers, in the book's order. */
export const TIE_BREAKERS: readonly RuleKind[] = ['support-right', 'trio', 'only-one', 'best-of-the-best', 'limit-23'];

export const countOf = (completed: readonly CardId[], kind: RuleKind): number => completed.filter((c) => ruleOf(c) === kind).length;

/** The winners: most VP; among those tied, most Support Right, then Trio, Only One, Best of the Best, Limit 23; then a shared win. Also the tie-breaker that decided, if any. */
export function winners(completed: readonly (readonly CardId[])[]): { seats: Seat[]; decidedBy: RuleKind | null } {
  const vp = completed.map(victoryPoints);
  let seats = vp.flatMap((v, s) => (v === Math.max(...vp) ? [s] : []));
  for (const kind of TIE_BREAKERS) {
    if (seats.length < 2) break;
    const counts = seats.map((s) => countOf(completed[s]!, kind));
    const most = Math.max(...counts);
    const next = seats.filter((_, i) => counts[i] === most);
    if (next.length < seats.length && next.length >= 1) {
      seats = next;
      if (seats.length === 1) return { seats, decidedBy: kind };
    }
  }
  return { seats, decidedBy: null };
}

export const describeCards = (cards: readonly CardId[]): string => cards.map(cardName).join(', ');
