/**
 * How each fact changes the context, as pure functions returning the changed fields. The statechart
 * calls them as its actions; nothing else decides when they run. Hidden cards (null) move like any.
 */
import type { Seat } from '../../kernel/game.js';
import { replaceAt, withoutCard } from '../hands.js';
import { isNum, isRule, type CardId, type CardKind } from './cards.js';
import { ruleAt, verdict } from './objectives.js';
import * as rules from './rules.js';
import type { Ev, Hand, HandCard, Judgement, MorContext, Play } from './types.js';

type Change = Partial<MorContext>;

export const emptyContext: MorContext = {
  names: [],
  hands: [],
  numPile: [],
  rulePile: [],
  numDiscard: [],
  ruleDiscard: [],
  refill: { nums: [], rules: [] },
  keeper: 0,
  start: 0,
  deal: 0,
  trick: 1,
  turn: 0,
  taking: null,
  plays: [],
  completed: [],
  last: null,
  fault: null,
};

export const create = (e: Ev<'game.created'>): MorContext => ({ ...emptyContext, names: e.names, completed: e.names.map(() => []) });

export const dealt = (e: Ev<'game.dealt'>): Change => ({ hands: e.hands, numPile: e.numPile, rulePile: e.rulePile });

export const startDrawn = (e: Ev<'start.drawn'>): Change => ({ keeper: e.seat, start: e.seat, turn: e.seat });

const pileOf = (kind: CardKind) => (kind === 'num' ? 'numPile' : 'rulePile');
const discardOf = (kind: CardKind) => (kind === 'num' ? 'numDiscard' : 'ruleDiscard');

/** The discards of `kind`, shuffled, go under what is left of its draw pile. */
export const reshuffled = (ctx: MorContext, e: Ev<'pile.reshuffled'>): Change => ({
  [pileOf(e.kind)]: [...ctx[pileOf(e.kind)], ...e.cards],
  [discardOf(e.kind)]: [],
});

export const dealStarted = (ctx: MorContext, e: Ev<'deal.started'>): Change => ({
  deal: e.deal,
  start: e.start,
  turn: e.start,
  trick: 1,
  taking: null,
  plays: [],
  refill: e.refill,
  numPile: ctx.numPile.slice(e.refill.nums.length),
  rulePile: ctx.rulePile.slice(e.refill.rules.length),
});

const withoutIn = (hand: Hand, card: CardId): Hand =>
  isNum(card) ? { ...hand, nums: withoutCard(hand.nums, card)! } : { ...hand, rules: withoutCard(hand.rules, card)! };

/** A card from the hand into play; in every deal but the last, its player then takes a card of that kind. */
export function played(ctx: MorContext, seat: Seat, card: CardId): Change {
  const plays = [...ctx.plays, { by: seat, card, trick: ctx.trick }];
  const change: Change = { hands: replaceAt(ctx.hands, seat, withoutIn(ctx.hands[seat]!, card)), plays };
  if (rules.isFinalDeal(ctx.deal, ctx.names.length)) return { ...change, turn: nextTurn({ ...ctx, plays }) };
  return { ...change, taking: isNum(card) ? 'num' : 'rule' };
}

const nextTurn = (ctx: MorContext): Seat => rules.nthSeat(ctx, rules.playsIn(ctx, ctx.trick) % ctx.names.length);

export function taken(ctx: MorContext, seat: Seat, card: CardId): Change {
  const hand = ctx.hands[seat]!;
  const num = isNum(card);
  return {
    hands: replaceAt(ctx.hands, seat, num ? { ...hand, nums: [...hand.nums, card] } : { ...hand, rules: [...hand.rules, card] }),
    refill: num ? { ...ctx.refill, nums: ctx.refill.nums.filter((c) => c !== card) } : { ...ctx.refill, rules: ctx.refill.rules.filter((c) => c !== card) },
    taking: null,
    turn: nextTurn(ctx),
  };
}

export function dummyDealt(ctx: MorContext, e: Ev<'dummy.dealt'>): Change {
  const by = ctx.names.length + e.dummy - 1;
  const cards: Play[] = [{ by, card: e.num, trick: ctx.trick }];
  if (e.rule !== null) cards.push({ by, card: e.rule, trick: ctx.trick });
  return { plays: [...ctx.plays, ...cards], numPile: ctx.numPile.slice(1), rulePile: ctx.rulePile.slice(e.rule === null ? 0 : 1) };
}

export const secondTrick = (ctx: MorContext): Change => ({ trick: 2, turn: ctx.start });

/** "Ann", or "Dummy 1" for a dummy's place. */
export const placeName = (ctx: Pick<MorContext, 'names'>, by: number): string =>
  by < ctx.names.length ? (ctx.names[by] ?? `Seat ${by + 1}`) : rules.dummyName(by, ctx.names.length);

/** Every rule card in play, judged over the five numerical cards. */
export function judgements(ctx: Pick<MorContext, 'names' | 'plays'>): Judgement[] {
  const n = ctx.names.length;
  return ctx.plays
    .filter((p) => isRule(p.card))
    .map((p) => {
      const v = verdict(ctx.plays, n, p.by, (by) => placeName(ctx, by));
      const num = ctx.plays.find((q) => q.by === p.by && isNum(q.card))?.card ?? null;
      return { by: p.by, rule: p.card, num, met: v.status === 'met', reason: v.reason, kept: v.status === 'met' && p.by < n };
    });
}

/** The judgement: completed rule cards kept face up by their players, every other card of the deal discarded. */
export function judge(ctx: MorContext): Change {
  const js = judgements(ctx);
  const kept = new Set(js.filter((j) => j.kept).map((j) => j.rule));
  const out = ctx.plays.filter((p) => !kept.has(p.card));
  return {
    completed: ctx.completed.map((c, s) => {
      const rule = ruleAt(ctx.plays, s);
      return rule !== null && kept.has(rule) ? [...c, rule] : c;
    }),
    numDiscard: [...ctx.numDiscard, ...out.filter((p) => isNum(p.card)).map((p) => p.card)],
    ruleDiscard: [...ctx.ruleDiscard, ...out.filter((p) => isRule(p.card)).map((p) => p.card)],
    last: { deal: ctx.deal, start: ctx.start, plays: ctx.plays, judgements: js },
    plays: [],
    taking: null,
  };
}

export const pileTop = (pile: readonly HandCard[], count: number): readonly HandCard[] => pile.slice(0, count);
