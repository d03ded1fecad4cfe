/**
 * How each fact changes the context, and why a fact cannot follow it: pure functions the statechart
 * calls as its guards and actions. A fault is judged on what the context knows (a seat's redacted
 * context trusts the host about hidden cards).
 */
import { replaceAt } from '../../../machines/hands.js';
import type { Seat } from '../../kernel/game.js';
import { COPIES, isCardCode, VERSIONS, type CardCode, type HandCard } from './cards.js';
import { countCodes } from './deal.js';
import * as rules from './rules.js';
import { isSeatTurn, sameTurn, turnAt } from './turns.js';
import type { Coin, Ev, KnownCard, SecretsContext, SecretsOptions } from './types.js';

type Change = Partial<SecretsContext>;

const zeros = (n: number): number[] => new Array<number>(n).fill(0);

export const emptyContext: SecretsContext = {
  names: [],
  options: { version: 'basic', matchLength: 4 },
  firstDealer: null,
  game: 0,
  dealer: 0,
  hands: [],
  deck: [],
  discards: { main: [] },
  turnNumber: 0,
  turn: { seat: 0 },
  ending: null,
  revealed: null,
  coins: [],
  games: [],
  totals: [],
  winners: null,
  fault: null,
};

// ---------------------------------------------------------------- the match

/** Why the options cannot be played, or null: only the Basic Version, matches of 4, 8 or 16 games. */
export function optionsFault(options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'Options must be an object.';
  const o = options as Record<string, unknown>;
  if (Object.keys(o).some((k) => k !== 'version' && k !== 'matchLength')) return 'Unknown option.';
  if (!VERSIONS.includes(o.version as never)) return 'The version must be basic, intermediate or advanced.';
  if (o.version !== 'basic') return 'Only the Basic Version can be played for now: the Intermediate and Advanced Versions are not written yet.';
  if (o.matchLength !== 4 && o.matchLength !== 8 && o.matchLength !== 16) return 'A match is 4, 8 or 16 games.';
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

export const dealerFault = (ctx: SecretsContext, e: Ev<'dealer.chosen'>): string | null =>
  Number.isInteger(e.seat) && e.seat >= 0 && e.seat < ctx.names.length ? null : 'the first dealer must be a player';

export const chooseDealer = (e: Ev<'dealer.chosen'>): Change => ({ firstDealer: e.seat, dealer: e.seat });

export function deal(ctx: SecretsContext, e: Ev<'game.dealt'>): Change {
  return {
    game: e.game,
    dealer: e.dealer,
    hands: e.hands.map((h) => h.map((c) => (c === null ? null : { code: c, taken: false }))),
    deck: e.deck,
    discards: { main: [{ code: e.discard, from: { deal: true } }] },
    turnNumber: 1,
    turn: turnAt(ctx.names.length, e.dealer, 0),
    ending: null,
    revealed: null,
    coins: [],
  };
}

// ---------------------------------------------------------------- turns

const handOf = (ctx: SecretsContext, seat: Seat): readonly KnownCard[] => ctx.hands[seat] ?? [];
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
  discards: { main: ctx.discards.main.slice(0, -1) },
  hands: replaceAt(ctx.hands, e.seat, [...handOf(ctx, e.seat), { code: e.card, taken: true }]),
});

/** The hand without the copy of `card` with this taken flag: its known copy, else (untaken) a hidden card. */
function withoutCopy(hand: readonly KnownCard[], card: CardCode, taken: boolean): KnownCard[] | null {
  let i = hand.findIndex((c) => c !== null && c.code === card && c.taken === taken);
  if (i < 0 && !taken) i = hand.indexOf(null);
  if (i < 0) return null;
  return [...hand.slice(0, i), ...hand.slice(i + 1)];
}

/** The next turn after the current one ends. */
const nextTurn = (ctx: SecretsContext): Change => ({
  turnNumber: ctx.turnNumber + 1,
  turn: turnAt(ctx.names.length, ctx.dealer, ctx.turnNumber),
});

export function discardFault(ctx: SecretsContext, e: Ev<'card.discarded'>): string | null {
  if (typeof e.taken !== 'boolean') return 'a discard must say whether the card was taken';
  const refusal = rules.refuseDiscard(ctx, e.seat, e.card, e.taken);
  if (refusal) return refusal.reason;
  return handOf(ctx, e.seat).length === rules.handSize(ctx.options.version) + 1 ? null : 'a discard must follow a draw';
}

export const discard = (ctx: SecretsContext, e: Ev<'card.discarded'>): Change => ({
  hands: replaceAt(ctx.hands, e.seat, withoutCopy(handOf(ctx, e.seat), e.card, e.taken)!),
  discards: { main: [...ctx.discards.main, { code: e.card, from: { seat: e.seat } }] },
  ...nextTurn(ctx),
});

export function dummyFault(ctx: SecretsContext, e: Ev<'dummy.discarded'>): string | null {
  if (!sameTurn(ctx.turn, { dummy: e.dummy })) return 'it is not that dummy\'s turn';
  return topFault(ctx, e.card) ?? (isCardCode(e.card) ? null : 'there is no such card');
}

export const dummyDiscard = (ctx: SecretsContext, e: Ev<'dummy.discarded'>): Change => ({
  deck: ctx.deck.slice(1),
  discards: { main: [...ctx.discards.main, { code: e.card, from: { dummy: e.dummy } }] },
  ...nextTurn(ctx),
});

// ---------------------------------------------------------------- the end of a game

export const wentOutFault = (ctx: SecretsContext, e: Ev<'player.wentOut'>): string | null => rules.refuseGoOut(ctx, e.seat)?.reason ?? null;

export const wentOut = (e: Ev<'player.wentOut'>): Change => ({ ending: { wentOut: e.seat } });

export function exhaustedFault(ctx: SecretsContext, e: Ev<'deck.exhausted'>): string | null {
  if (!e.turn || !sameTurn(ctx.turn, e.turn)) return 'only the one whose turn it is can find the deck empty';
  return ctx.deck.length === 0 ? null : 'the deck is not empty';
}

export const exhausted = (e: Ev<'deck.exhausted'>): Change => ({ ending: { exhausted: e.turn } });

const isHandCard = (c: unknown): c is HandCard =>
  typeof c === 'object' && c !== null && isCardCode((c as HandCard).code) && typeof (c as HandCard).taken === 'boolean';
const key = (c: HandCard): string => `${c.code}${c.taken ? '*' : ''}`;

/** Why `revealed` cannot be the hand this context knows in part as `known`, or null. */
function handFault(known: readonly KnownCard[], revealed: readonly HandCard[]): string | null {
  if (revealed.length !== known.length) return 'a revealed hand must keep its size';
  const left = new Map<string, number>();
  for (const c of revealed) left.set(key(c), (left.get(key(c)) ?? 0) + 1);
  for (const c of known) {
    if (c === null) continue;
    const k = key(c);
    if (!left.get(k)) return `a revealed hand lost its ${k}`;
    left.set(k, left.get(k)! - 1);
  }
  // Taken cards are public, so every taken card of a hand is already known.
  for (const [k, count] of left) if (count > 0 && k.endsWith('*')) return `a revealed hand gained a taken ${k}`;
  return null;
}

export function revealFault(ctx: SecretsContext, e: Ev<'hands.revealed'>): string | null {
  const n = ctx.names.length;
  if (!Array.isArray(e.hands) || e.hands.length !== n) return `${n} hands must be revealed`;
  for (let s = 0; s < n; s++) {
    const hand = e.hands[s]!;
    if (!Array.isArray(hand) || !hand.every(isHandCard)) return 'a revealed card does not exist';
    const fault = handFault(handOf(ctx, s), hand);
    if (fault) return fault;
  }
  const all = [...e.hands.flat().map((c) => c.code), ...ctx.deck, ...ctx.discards.main.map((d) => d.code)];
  for (const [code, count] of countCodes(all)) if (count > COPIES) return `${count} copies of ${code}`;
  if (!rules.arrangeHands(e.hands, ctx.ending!, ctx.options.version)) return 'the hand that went out has too few cards in melds';
  return null;
}

export function reveal(ctx: SecretsContext, e: Ev<'hands.revealed'>): Change {
  const revealed = rules.arrangeHands(e.hands, ctx.ending!, ctx.options.version)!;
  return { hands: e.hands, revealed, coins: rules.coinsFor(revealed, ctx.dealer) };
}

export function calledFault(ctx: SecretsContext, e: Ev<'coin.called'>): string | null {
  const refusal = rules.refuseCall(ctx, e.seat);
  if (refusal) return refusal.reason;
  if (rules.pendingCoin(ctx)!.meld !== e.meld) return 'that meld is not the one the coin is for';
  return e.call === 'heads' || e.call === 'tails' ? null : 'a call is heads or tails';
}

const updateCoin = (ctx: SecretsContext, coin: Coin, change: Partial<Coin>): readonly Coin[] =>
  ctx.coins.map((c) => (c === coin ? { ...c, ...change } : c));

export const called = (ctx: SecretsContext, e: Ev<'coin.called'>): Change => ({
  coins: updateCoin(ctx, rules.pendingCoin(ctx)!, { call: e.call }),
});

export function flippedFault(ctx: SecretsContext, e: Ev<'coin.flipped'>): string | null {
  const coin = rules.coinToFlip(ctx);
  if (!coin || coin.seat !== e.seat || coin.meld !== e.meld || coin.call !== e.call) return 'no such coin was called';
  if (e.outcome !== 'heads' && e.outcome !== 'tails') return 'a coin lands heads or tails';
  const { low, high } = ctx.revealed![e.seat]!.melds[e.meld]!.points;
  return e.points === rules.coinPoints(low, high, e.call, e.outcome) ? null : 'the meld scores its high points on a correct call, else its low points';
}

export const flipped = (ctx: SecretsContext, e: Ev<'coin.flipped'>): Change => ({
  coins: updateCoin(ctx, rules.coinToFlip(ctx)!, { outcome: e.outcome, points: e.points }),
});

export const allFlipped = (ctx: SecretsContext): boolean => ctx.coins.every((c) => c.outcome !== null);
export const coinPending = (ctx: SecretsContext): boolean => rules.pendingCoin(ctx) !== null;

export function scoredFault(ctx: SecretsContext, e: Ev<'game.scored'>): string | null {
  if (e.game !== ctx.game) return `game ${e.game} scored during game ${ctx.game}`;
  const scores = rules.gameScores(ctx.revealed!, ctx.coins);
  if (!scores) return 'a coin is not flipped yet';
  const same = Array.isArray(e.scores) && e.scores.length === scores.length && scores.every((x, s) => e.scores[s] === x);
  return same ? null : `the scores are ${scores.join(', ')}`;
}

export const scored = (ctx: SecretsContext, e: Ev<'game.scored'>): Change => ({
  games: [...ctx.games, { game: ctx.game, dealer: ctx.dealer, ending: ctx.ending!, hands: ctx.revealed!, coins: ctx.coins, scores: e.scores }],
  totals: ctx.totals.map((t, s) => t + e.scores[s]!),
});

export function overFault(ctx: SecretsContext, e: Ev<'match.over'>): string | null {
  const same = (a: readonly number[], b: readonly number[]): boolean => Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);
  if (!same(e.totals, ctx.totals)) return `the totals are ${ctx.totals.join(', ')}`;
  return same(e.winners, rules.highest(ctx.totals)) ? null : 'the winners are the seats with the highest total';
}

export const over = (ctx: SecretsContext): Change => ({ winners: rules.highest(ctx.totals) });

// ---------------------------------------------------------------- guards

export const dummyTurn = (ctx: SecretsContext): boolean => !isSeatTurn(ctx.turn);
export const lastGame = (ctx: SecretsContext): boolean => rules.matchOver(ctx);
