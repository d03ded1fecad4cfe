/**
 * Why a host's fact cannot follow a context, or null: the machine refuses a fact that breaks the
 * rules (a fault). Cards known to the state must be where the fact says; hidden ones (null) are
 * trusted, so a seat's redacted state accepts what the host's full state accepts.
 */
import { createdOptionsProblem, seatsProblem } from '../declaration.js';
import { CARD_COUNT, isCardId, isNum, isRule, NUM_HAND, RULE_HAND, type CardId } from './cards.js';
import { morDeclaration } from './declaration.js';
import * as rules from './rules.js';
import type { Ev, Hand, HandCard, MorContext } from './types.js';

const isHandCard = (c: unknown): c is HandCard => c === null || isCardId(c);
const list = (v: unknown, ok: (c: HandCard) => boolean): v is HandCard[] => Array.isArray(v) && v.every((c) => isHandCard(c) && ok(c));
const numOk = (c: HandCard) => c === null || isNum(c);
const ruleOk = (c: HandCard) => c === null || isRule(c);

export function createFault(e: Ev<'game.created'>): string | null {
  const seats = seatsProblem(morDeclaration, Array.isArray(e.names) ? e.names.length : 0);
  if (seats) return seats;
  if (e.names.some((n) => typeof n !== 'string')) return 'every seat needs a name';
  return createdOptionsProblem(morDeclaration, e.options);
}

export function dealtFault(ctx: MorContext, e: Ev<'game.dealt'>): string | null {
  const n = ctx.names.length;
  const handOk = (h: Hand) => list(h?.nums, numOk) && list(h.rules, ruleOk) && h.nums.length === NUM_HAND && h.rules.length === RULE_HAND;
  if (!Array.isArray(e.hands) || e.hands.length !== n || !e.hands.every(handOk))
    return `a deal gives ${n} hands of ${NUM_HAND} numerical and ${RULE_HAND} rule cards`;
  if (!list(e.numPile, numOk) || !list(e.rulePile, ruleOk)) return 'the draw piles hold cards of the wrong kind';
  const known = [...e.hands.flatMap((h) => [...h.nums, ...h.rules]), ...e.numPile, ...e.rulePile];
  if (known.length !== CARD_COUNT) return `a deal uses all ${CARD_COUNT} cards`;
  const ids = known.filter((c): c is CardId => c !== null);
  if (new Set(ids).size !== ids.length) return 'a card was dealt twice';
  return null;
}

export function startFault(ctx: MorContext, e: Ev<'start.drawn'>): string | null {
  return Number.isInteger(e.seat) && e.seat >= 0 && e.seat < ctx.names.length ? null : 'no such start player';
}

/** Known cards on top of `pile` must be the drawn cards; hidden ones are trusted. */
const topMatches = (pile: readonly HandCard[], drawn: readonly CardId[]): boolean =>
  pile.length >= drawn.length && drawn.every((c, i) => pile[i] === null || pile[i] === c);

export function dealStartedFault(ctx: MorContext, e: Ev<'deal.started'>): string | null {
  const n = ctx.names.length;
  if (e.deal !== ctx.deal + 1 || e.deal > rules.totalDeals(n)) return `deal ${e.deal} cannot follow deal ${ctx.deal}`;
  if (e.start !== rules.startOf(e.deal, ctx.keeper, n)) return 'the start card passes clockwise each deal';
  const size = rules.refillSize(e.deal, n);
  const r = e.refill;
  if (!r || !list(r.nums, (c) => c !== null && isNum(c)) || !list(r.rules, (c) => c !== null && isRule(c))) return 'a refill set is face-up cards of each kind';
  if (r.nums.length !== size || r.rules.length !== size) return `the refill set holds ${size} cards of each kind`;
  if (!topMatches(ctx.numPile, r.nums) || !topMatches(ctx.rulePile, r.rules)) return 'the refill set is drawn from the top of the piles';
  return null;
}

export function reshuffleFault(ctx: MorContext, e: Ev<'pile.reshuffled'>): string | null {
  if (e.kind !== 'num' && e.kind !== 'rule') return 'no such pile';
  const discard = e.kind === 'num' ? ctx.numDiscard : ctx.ruleDiscard;
  if ((e.kind === 'num' ? ctx.numPile : ctx.rulePile).length >= rules.drawNeed(ctx, e.kind)) return 'a pile is reshuffled only when it runs out';
  if (!list(e.cards, e.kind === 'num' ? numOk : ruleOk) || e.cards.length !== discard.length || discard.length === 0)
    return 'a reshuffle turns every discard into the new pile';
  const known = e.cards.filter((c): c is CardId => c !== null);
  if (known.length > 0 && (known.length !== discard.length || known.some((c) => !discard.includes(c)) || new Set(known).size !== known.length)) {
    return 'a reshuffle turns every discard into the new pile';
  }
  return null;
}

export function dummyFault(ctx: MorContext, e: Ev<'dummy.dealt'>): string | null {
  const due = rules.dummyDue(ctx);
  if (!due || due.dummy !== e.dummy) return 'no dummy card is due now';
  if (!isCardId(e.num) || !isNum(e.num)) return 'a dummy gets a numerical card';
  if (due.rule ? e.rule === null || !isCardId(e.rule) || !isRule(e.rule) : e.rule !== null)
    return due.rule ? 'Dummy 1 gets a rule card too' : 'this dummy gets no rule card';
  if (!topMatches(ctx.numPile, [e.num]) || (e.rule !== null && !topMatches(ctx.rulePile, [e.rule]))) return "a dummy's cards come from the top of the piles";
  return null;
}

export const takeFault = (ctx: MorContext, e: Ev<'refill.taken'>): string | null => rules.refuseTake(ctx, e.seat, e.card)?.reason ?? null;
export const playFault = (ctx: MorContext, e: Ev<'card.played'>): string | null =>
  isCardId(e.card) ? (rules.refusePlay(ctx, e.seat, e.card)?.reason ?? null) : 'There is no such card.';
