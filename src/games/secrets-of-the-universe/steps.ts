/**
 * How the facts every version shares change the context, and why one cannot follow it: pure
 * functions the statechart calls as its guards and actions. A fault is judged on what the context
 * knows (a seat's redacted context trusts the host about hidden cards). The match is here; each
 * version's own facts are in its folder (basic/steps.ts, intermediate/steps.ts and
 * intermediate/setup-steps.ts), the end of a game in end-steps.ts.
 */
import { seatsProblem } from '../declaration.js';
import { VERSIONS } from './cards.js';
import { emptyContext, zeros, type Change } from './context.js';
import { secretsDeclaration } from './declaration.js';
import { isSeatTurn, sameTurn } from './turns.js';
import type { Ev, SecretsContext, SecretsOptions } from './types.js';
import { PLAYABLE, versionOf } from './versions.js';

export { emptyContext };

/** The longest claim window a table may set, in ms. */
export const MAX_CLAIM_MS = 60_000;
/** The shortest and longest wait for Next between games a table may set, in ms. */
export const NEXT_GAME_MS = { min: 5_000, max: 600_000 } as const;

// ---------------------------------------------------------------- the match

/**
 * Why the options cannot be played, or null: the Basic, Intermediate or Advanced Version (the
 * Advanced one with or without the Expert Addition), matches of 4, 8 or 16 games, a claim window of
 * 0 to 60 000 ms, and a wait for Next of 5 s to 10 minutes.
 */
export function optionsFault(options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'Options must be an object.';
  const o = options as Record<string, unknown>;
  if (Object.keys(o).some((k) => !['version', 'matchLength', 'claimMs', 'nextGameMs', 'expert'].includes(k))) return 'Unknown option.';
  if (!VERSIONS.includes(o.version as never) || !Object.hasOwn(PLAYABLE, o.version as string)) return 'The version must be basic, intermediate or advanced.';
  if (o.expert !== undefined && (typeof o.expert !== 'boolean' || (o.expert && o.version !== 'advanced')))
    return 'The Expert Addition is an option of the Advanced Version.';
  if (o.matchLength !== 4 && o.matchLength !== 8 && o.matchLength !== 16) return 'A match is 4, 8 or 16 games.';
  const ms = o.claimMs;
  if (ms !== undefined && (!Number.isInteger(ms) || (ms as number) < 0 || (ms as number) > MAX_CLAIM_MS)) {
    return `The claim window is a whole number of milliseconds from 0 to ${MAX_CLAIM_MS}.`;
  }
  const wait = o.nextGameMs;
  if (wait !== undefined && (!Number.isInteger(wait) || (wait as number) < NEXT_GAME_MS.min || (wait as number) > NEXT_GAME_MS.max)) {
    return `The wait for Next is a whole number of milliseconds from ${NEXT_GAME_MS.min} to ${NEXT_GAME_MS.max}.`;
  }
  return null;
}

export function createFault(e: Ev<'game.created'>): string | null {
  const seats = seatsProblem(secretsDeclaration, Array.isArray(e.names) ? e.names.length : 0);
  if (seats) return seats;
  if (e.names.some((n) => typeof n !== 'string')) return 'every seat needs a name';
  return optionsFault(e.options);
}

export const create = (e: Ev<'game.created'>): SecretsContext => ({
  ...emptyContext,
  names: e.names,
  options: e.options as SecretsOptions,
  totals: zeros(e.names.length),
});

export const chooseDealer = (e: Ev<'dealer.chosen'>): Change => ({ firstDealer: e.seat, dealer: e.seat });

export const dealerKnown = (ctx: SecretsContext): boolean => ctx.firstDealer !== null;

// ---------------------------------------------------------------- the end of a game

export function exhaustedFault(ctx: SecretsContext, e: Ev<'deck.exhausted'>): string | null {
  if (!e.turn || !sameTurn(ctx.turn, e.turn)) return 'only the one whose turn it is can find the deck empty';
  return versionOf(ctx).cardsInDeck(ctx) === 0 ? null : 'the deck is not empty';
}

export const exhausted = (e: Ev<'deck.exhausted'>): Change => ({ ending: { exhausted: e.turn } });

// ---------------------------------------------------------------- guards

export const dummyTurn = (ctx: SecretsContext): boolean => !isSeatTurn(ctx.turn);
