/**
 * How the Intermediate Version's setup changes the context, and why a fact cannot follow: the Duel
 * for the first dealer and for Magic 5-Sequences, the layout's deal and the dealer's face-down card.
 */
import { COPIES, countCodes, deckOf, isCardCode } from '../cards.js';
import type { Change } from '../context.js';
import { addRound, roundFault } from './duel.js';
import { areaCount, dealtFrom, quarterSize, QUARTERS } from './layout.js';
import * as rules from '../rules.js';
import * as table from './rules.js';
import { dealerOf, turnAt } from '../turns.js';
import type { Ev, SecretsContext } from '../types.js';

export function dealerDuelFault(ctx: SecretsContext, e: Ev<'duel.dealt'>): string | null {
  return roundFault(ctx.dealerDuel, 'dealer', e, ctx.names.length, ctx.options.version);
}

export function dealerDuel(ctx: SecretsContext, e: Ev<'duel.dealt'>): Change {
  const duel = addRound(ctx.dealerDuel, e);
  const first = duel.winners?.[0] ?? null;
  return { dealerDuel: duel, ...(first === null ? {} : { firstDealer: first, dealer: first }) };
}

export const bonusDuelFault = (ctx: SecretsContext, e: Ev<'duel.dealt'>): string | null =>
  roundFault(ctx.bonusDuel, 'bonus', e, ctx.names.length, ctx.options.version);

export const bonusDuel = (ctx: SecretsContext, e: Ev<'duel.dealt'>): Change => ({ bonusDuel: addRound(ctx.bonusDuel, e) });

/** Why a deal of the layout cannot be the next game's: its number, its dealer, its hands' sizes; or null. */
export function dealtFault(ctx: SecretsContext, e: Ev<'layout.dealt'>): string | null {
  const n = ctx.names.length;
  if (e.game !== ctx.game + 1) return `game ${e.game} dealt after game ${ctx.game}`;
  if (ctx.firstDealer === null || e.dealer !== dealerOf(ctx.firstDealer, e.game, n)) return 'the dealer must rotate counterclockwise from the first dealer';
  const size = rules.handSize(ctx.options.version);
  if (!Array.isArray(e.hands) || e.hands.length !== n || e.hands.some((h) => !Array.isArray(h) || h.length !== size))
    return `a deal must give ${n} hands of ${size}`;
  return null;
}

export function layoutFault(ctx: SecretsContext, e: Ev<'layout.dealt'>): string | null {
  const n = ctx.names.length;
  const dealt = dealtFault(ctx, e);
  if (dealt) return dealt;
  const given = dealtFrom(n, e.dealer);
  const full = quarterSize(ctx.options.version);
  if (!Array.isArray(e.quarters) || e.quarters.length !== QUARTERS || e.quarters.some((q, i) => !Array.isArray(q) || q.length !== full - given[i]!)) {
    return 'each quarter must hold what the deal left of it';
  }
  const known = [...e.hands.flat(), e.faceDown, ...e.quarters.flat()].filter((c) => c !== null);
  const codes = new Set(deckOf(ctx.options.version));
  if (known.some((c) => !isCardCode(c) || !codes.has(c))) return 'a dealt card does not exist';
  for (const [code, count] of countCodes(known)) if (count > COPIES) return `${code} dealt ${count} times`;
  return null;
}

export function layout(ctx: SecretsContext, e: Ev<'layout.dealt'>): Change {
  const n = ctx.names.length;
  return {
    game: e.game,
    dealer: e.dealer,
    hands: e.hands.map((h) => h.map((c) => (c === null ? null : { code: c, taken: false }))),
    deck: [],
    quarters: e.quarters,
    discards: { main: [], areas: Array.from({ length: areaCount(n) }, () => []), active: null, faceDown: { code: e.faceDown } },
    exposed: ctx.names.map(() => []),
    drawn: null,
    claim: null,
    bumps: [],
    bonusDuel: null,
    turnNumber: 1,
    turn: turnAt(n, e.dealer, 0),
    ending: null,
    revealed: null,
    coins: [],
  };
}

export function turnUpFault(ctx: SecretsContext, e: Ev<'faceDown.turnedUp'>): string | null {
  if (!table.turnUpDue(ctx)) return "the face-down card is turned up at the start of the dealer's second turn";
  const known = ctx.discards.faceDown!.code;
  if (!isCardCode(e.card)) return 'there is no such card';
  return known === null || known === e.card ? null : `the face-down card is ${known}, not ${e.card}`;
}

export const turnUp = (ctx: SecretsContext, e: Ev<'faceDown.turnedUp'>): Change => ({
  discards: { ...ctx.discards, main: [...ctx.discards.main, { code: e.card, from: { deal: true } }], active: ctx.discards.main.length, faceDown: null },
});
