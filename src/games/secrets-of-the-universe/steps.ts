/**
 * How each fact changes the context, and why a fact cannot follow it: pure functions the statechart
 * calls as its guards and actions. A fault is judged on what the context knows (a seat's redacted
 * context trusts the host about hidden cards). The match and the Basic Version's turns are here;
 * the Intermediate Version's own facts are in table-steps.ts, the end of a game in end-steps.ts.
 */
import { replaceAt } from '../../../machines/hands.js';
import type { Seat } from '../../kernel/game.js';
import { isCardCode, VERSIONS, type CardCode } from './cards.js';
import { emptyContext, handOf, nextTurn, withoutCopy, zeros, type Change } from './context.js';
import * as rules from './rules.js';
import * as table from './table-steps.js';
import { cardsInDeck, isIntermediate } from './table-rules.js';
import { isSeatTurn, sameTurn, turnAt } from './turns.js';
import type { Ev, SecretsContext, SecretsOptions } from './types.js';

export { emptyContext };

/** The longest claim window a table may set, in ms. */
export const MAX_CLAIM_MS = 60_000;

// ---------------------------------------------------------------- the match

/**
 * Why the options cannot be played, or null: the Basic or the Intermediate Version, matches of 4,
 * 8 or 16 games, and a claim window of 0 to 60 000 ms.
 */
export function optionsFault(options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'Options must be an object.';
  const o = options as Record<string, unknown>;
  if (Object.keys(o).some((k) => k !== 'version' && k !== 'matchLength' && k !== 'claimMs')) return 'Unknown option.';
  if (!VERSIONS.includes(o.version as never)) return 'The version must be basic, intermediate or advanced.';
  if (o.version === 'advanced') return 'The Advanced Version cannot be played yet: choose the Basic or the Intermediate Version.';
  if (o.matchLength !== 4 && o.matchLength !== 8 && o.matchLength !== 16) return 'A match is 4, 8 or 16 games.';
  const ms = o.claimMs;
  if (ms !== undefined && (!Number.isInteger(ms) || (ms as number) < 0 || (ms as number) > MAX_CLAIM_MS)) {
    return `The claim window is a whole number of milliseconds from 0 to ${MAX_CLAIM_MS}.`;
  }
  return null;
}

export function createFault(e: Ev<'game.created'>): string | null {
  if (!Array.isArray(e.names) || e.names.length < 2 || e.names.length > 4) return 'Secrets of the Universe is for 2 to 4 players';
  if (e.names.some((n) => typeof n !== 'string')) return 'every seat needs a name';
  return optionsFault(e.options);
}

export const create = (e: Ev<'game.created'>): SecretsContext => ({
  ...emptyContext,
  names: e.names,
  options: e.options as SecretsOptions,
  totals: zeros(e.names.length),
});

export function dealerFault(ctx: SecretsContext, e: Ev<'dealer.chosen'>): string | null {
  if (isIntermediate(ctx)) return 'the Intermediate Version duels for its first dealer';
  return Number.isInteger(e.seat) && e.seat >= 0 && e.seat < ctx.names.length ? null : 'the first dealer must be a player';
}

export const chooseDealer = (e: Ev<'dealer.chosen'>): Change => ({ firstDealer: e.seat, dealer: e.seat });

export const dealerKnown = (ctx: SecretsContext): boolean => ctx.firstDealer !== null;

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

// ---------------------------------------------------------------- turns

const turnFault = (ctx: SecretsContext, seat: Seat): string | null => rules.refuseTurn(ctx, seat)?.reason ?? null;

/** Why the top of the deck cannot be `card`: the deck is empty, or the host knows another card there. */
function topFault(ctx: SecretsContext, card: CardCode | null): string | null {
  if (ctx.deck.length === 0) return 'the deck is empty';
  if (card !== null && !isCardCode(card)) return 'there is no such card';
  const top = ctx.deck[0]!;
  if (top !== null && card !== top) return `the top of the deck is ${top}, not ${card}`;
  return null;
}

export const drawFault = (ctx: SecretsContext, e: Ev<'card.drawn'>): string | null =>
  isIntermediate(ctx) ? table.drawFault(ctx, e) : turnFault(ctx, e.seat) ?? topFault(ctx, e.card);

export const draw = (ctx: SecretsContext, e: Ev<'card.drawn'>): Change => isIntermediate(ctx) ? table.draw(ctx, e) : {
  deck: ctx.deck.slice(1),
  hands: replaceAt(ctx.hands, e.seat, [...handOf(ctx, e.seat), e.card === null ? null : { code: e.card, taken: false }]),
};

export function takeFault(ctx: SecretsContext, e: Ev<'discard.taken'>): string | null {
  if (isIntermediate(ctx)) return table.takeFault(ctx, e);
  const refusal = rules.refuseTake(ctx, e.seat);
  if (refusal) return refusal.reason;
  const top = ctx.discards.main.at(-1)!;
  return e.card === top.code ? null : `the most recent discard is ${top.code}, not ${e.card}`;
}

export const take = (ctx: SecretsContext, e: Ev<'discard.taken'>): Change => isIntermediate(ctx) ? table.take(ctx, e) : {
  discards: { ...ctx.discards, main: ctx.discards.main.slice(0, -1) },
  hands: replaceAt(ctx.hands, e.seat, [...handOf(ctx, e.seat), { code: e.card, taken: true }]),
};

export function discardFault(ctx: SecretsContext, e: Ev<'card.discarded'>): string | null {
  if (isIntermediate(ctx)) return table.discardFault(ctx, e);
  if (typeof e.taken !== 'boolean') return 'a discard must say whether the card was taken';
  const refusal = rules.refuseDiscard(ctx, e.seat, e.card, e.taken);
  if (refusal) return refusal.reason;
  return handOf(ctx, e.seat).length === rules.handSize(ctx.options.version) + 1 ? null : 'a discard must follow a draw';
}

export const discard = (ctx: SecretsContext, e: Ev<'card.discarded'>): Change => isIntermediate(ctx) ? table.discard(ctx, e) : {
  hands: replaceAt(ctx.hands, e.seat, withoutCopy(handOf(ctx, e.seat), e.card, e.taken)!),
  discards: { ...ctx.discards, main: [...ctx.discards.main, { code: e.card, from: { seat: e.seat } }] },
  ...nextTurn(ctx),
};

export function dummyFault(ctx: SecretsContext, e: Ev<'dummy.discarded'>): string | null {
  if (isIntermediate(ctx)) return table.dummyFault(ctx, e);
  if (!sameTurn(ctx.turn, { dummy: e.dummy })) return 'it is not that dummy\'s turn';
  return topFault(ctx, e.card) ?? (isCardCode(e.card) ? null : 'there is no such card');
}

export const dummyDiscard = (ctx: SecretsContext, e: Ev<'dummy.discarded'>): Change => isIntermediate(ctx) ? table.dummyDiscard(ctx, e) : {
  deck: ctx.deck.slice(1),
  discards: { ...ctx.discards, main: [...ctx.discards.main, { code: e.card, from: { dummy: e.dummy } }] },
  ...nextTurn(ctx),
};

// ---------------------------------------------------------------- the end of a game

export function wentOutFault(ctx: SecretsContext, e: Ev<'player.wentOut'>): string | null {
  if (isIntermediate(ctx)) return table.wentOutFault(ctx, e);
  if ('drawn' in e) return 'the Basic Version has no going out by deck draw';
  return rules.refuseGoOut(ctx, e.seat)?.reason ?? null;
}

export const wentOut = (ctx: SecretsContext, e: Ev<'player.wentOut'>): Change => (isIntermediate(ctx) ? table.wentOut(e) : { ending: { wentOut: e.seat } });

export function exhaustedFault(ctx: SecretsContext, e: Ev<'deck.exhausted'>): string | null {
  if (!e.turn || !sameTurn(ctx.turn, e.turn)) return 'only the one whose turn it is can find the deck empty';
  return cardsInDeck(ctx) === 0 ? null : 'the deck is not empty';
}

export const exhausted = (e: Ev<'deck.exhausted'>): Change => ({ ending: { exhausted: e.turn } });

// ---------------------------------------------------------------- guards

export const dummyTurn = (ctx: SecretsContext): boolean => !isSeatTurn(ctx.turn);
