/**
 * How the Basic Version's turns change the context, and why a fact cannot follow: the first dealer
 * drawn at random, one deck to draw from, the most recent discard taken, every discard onto the one
 * pile, and going out with the hand alone. The Intermediate Version's facts are faults here.
 */
import { replaceAt } from '../../hands.js';
import type { Seat } from '../../../kernel/game.js';
import { isCardCode, type CardCode } from '../cards.js';
import { emptyContext, handOf, nextTurn, withoutCopy, type Change } from '../context.js';
import * as rules from '../rules.js';
import { sameTurn, turnAt } from '../turns.js';
import type { Ev, SecretsContext } from '../types.js';
import { goingOut } from './rules.js';

export function dealerFault(ctx: SecretsContext, e: Ev<'dealer.chosen'>): string | null {
  return Number.isInteger(e.seat) && e.seat >= 0 && e.seat < ctx.names.length ? null : 'the first dealer must be a player';
}

export function deal(ctx: SecretsContext, e: Ev<'game.dealt'>): Change {
  return {
    game: e.game,
    dealer: e.dealer,
    hands: e.hands.map((h) => h.map((c) => (c === null ? null : { code: c, taken: false }))),
    deck: e.deck,
    discards: { ...emptyContext.discards, main: [{ code: e.discard, from: { deal: true } }] },
    turnNumber: 1,
    turn: turnAt(ctx.names.length, e.dealer, 0),
    ending: null,
    revealed: null,
    coins: [],
  };
}

const turnFault = (ctx: SecretsContext, seat: Seat): string | null => rules.refuseTurn(ctx, seat)?.reason ?? null;

/** Why the top of the deck cannot be `card`: the deck is empty, or the host knows another card there. */
function topFault(ctx: SecretsContext, card: CardCode | null): string | null {
  if (ctx.deck.length === 0) return 'the deck is empty';
  if (card !== null && !isCardCode(card)) return 'there is no such card';
  const top = ctx.deck[0]!;
  if (top !== null && card !== top) return `the top of the deck is ${top}, not ${card}`;
  return null;
}

export const drawFault = (ctx: SecretsContext, e: Ev<'card.drawn'>): string | null => turnFault(ctx, e.seat) ?? topFault(ctx, e.card);

export const draw = (ctx: SecretsContext, e: Ev<'card.drawn'>): Change => ({
  deck: ctx.deck.slice(1),
  hands: replaceAt(ctx.hands, e.seat, [...handOf(ctx, e.seat), e.card === null ? null : { code: e.card, taken: false }]),
});

export function takeFault(ctx: SecretsContext, e: Ev<'discard.taken'>): string | null {
  const refusal = rules.refuseTake(ctx, e.seat);
  if (refusal) return refusal.reason;
  const top = ctx.discards.main.at(-1)!;
  return e.card === top.code ? null : `the most recent discard is ${top.code}, not ${e.card}`;
}

export const take = (ctx: SecretsContext, e: Ev<'discard.taken'>): Change => ({
  discards: { ...ctx.discards, main: ctx.discards.main.slice(0, -1) },
  hands: replaceAt(ctx.hands, e.seat, [...handOf(ctx, e.seat), { code: e.card, taken: true }]),
});

export function discardFault(ctx: SecretsContext, e: Ev<'card.discarded'>): string | null {
  if (typeof e.taken !== 'boolean') return 'a discard must say whether the card was taken';
  const refusal = rules.refuseDiscard(ctx, e.seat, e.card, e.taken);
  if (refusal) return refusal.reason;
  return handOf(ctx, e.seat).length === rules.handSize(ctx.options.version) + 1 ? null : 'a discard must follow a draw';
}

export const discard = (ctx: SecretsContext, e: Ev<'card.discarded'>): Change => ({
  hands: replaceAt(ctx.hands, e.seat, withoutCopy(handOf(ctx, e.seat), e.card, e.taken)!),
  discards: { ...ctx.discards, main: [...ctx.discards.main, { code: e.card, from: { seat: e.seat } }] },
  ...nextTurn(ctx),
});

export function dummyFault(ctx: SecretsContext, e: Ev<'dummy.discarded'>): string | null {
  if (!sameTurn(ctx.turn, { dummy: e.dummy })) return "it is not that dummy's turn";
  return topFault(ctx, e.card) ?? (isCardCode(e.card) ? null : 'there is no such card');
}

export const dummyDiscard = (ctx: SecretsContext, e: Ev<'dummy.discarded'>): Change => ({
  deck: ctx.deck.slice(1),
  discards: { ...ctx.discards, main: [...ctx.discards.main, { code: e.card, from: { dummy: e.dummy } }] },
  ...nextTurn(ctx),
});

export function wentOutFault(ctx: SecretsContext, e: Ev<'player.wentOut'>): string | null {
  if ('drawn' in e) return 'the Basic Version has no going out by deck draw';
  return rules.refuseGoOut(ctx, e.seat, goingOut)?.reason ?? null;
}

export const wentOut = (_ctx: SecretsContext, e: Ev<'player.wentOut'>): Change => ({ ending: { wentOut: e.seat } });
