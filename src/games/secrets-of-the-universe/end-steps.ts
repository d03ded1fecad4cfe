/**
 * How the end of a game changes the context, and why a fact cannot follow: the reveal of every
 * hand, the Duel for Magic 5-Sequences (Intermediate), the coins or (Advanced) the packets, the
 * score and the match's end (Advanced: at once after Ultimate 11+ Aces).
 */
import { copiesOf, countCodes, type HandCard } from './cards.js';
import { handOf, isHandCard, type Change } from './context.js';
import * as rules from './rules.js';
import type { Coin, Ev, KnownCard, SecretsContext } from './types.js';
import type { Seat } from '../../kernel/game.js';
import { versionOf } from './versions.js';

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
  const { discards } = ctx;
  const all = [
    ...e.hands.flat().map((c) => c.code),
    ...ctx.deck,
    ...ctx.quarters.flat(),
    ...ctx.exposed.flat().flatMap((m) => m.cards.map((c) => c.code)),
    ...discards.main.map((d) => d.code),
    ...discards.areas.flat().map((d) => d.code),
    discards.faceDown?.code ?? null,
    ...ctx.aside.flat(),
    ...ctx.packets.flat(),
  ];
  for (const [code, count] of countCodes(all)) if (count > copiesOf(code)) return `${count} copies of ${code}`;
  if (!arranged(ctx, e)) return 'the hand that went out has too few cards in melds';
  return null;
}

/** The hands arranged for scoring, with the exposed melds, the set-aside Bonus Cards and the card the seat going out drew from the deck. */
const arranged = (ctx: SecretsContext, e: Ev<'hands.revealed'>) =>
  rules.arrangeHands(e.hands, ctx.ending!, versionOf(ctx), { exposed: ctx.exposed, drawn: rules.drawnCard(ctx), aside: ctx.aside.slice(0, ctx.names.length) });

/** The reveal: every hand arranged, then the coins to call and flip, or (Advanced) the packets to reveal. */
export function reveal(ctx: SecretsContext, e: Ev<'hands.revealed'>): Change {
  const revealed = arranged(ctx, e)!;
  const version = versionOf(ctx);
  return {
    hands: e.hands,
    revealed,
    coins: version.packets ? [] : rules.coinsFor(revealed, ctx.dealer),
    packetDraws: version.packetsFor(revealed, ctx.dealer),
    bonusDuel: null,
  };
}

/** What this game's score is made of, as the context has it now. */
export const scoreParts = (ctx: SecretsContext): rules.ScoreParts => ({
  hands: ctx.revealed!,
  coins: ctx.coins,
  duelWinners: ctx.bonusDuel?.winners ?? null,
  packets: ctx.packetDraws,
  limit: versionOf(ctx).limit,
  penalties: ctx.penalties,
});

/** The end-of-game Duel is due: someone's revealed hand has a Magic 5-Sequence. */
export const duelDue = (ctx: SecretsContext): boolean => ctx.revealed !== null && rules.duelNeeded(ctx.revealed);

export function calledFault(ctx: SecretsContext, e: Ev<'coin.called'>): string | null {
  const refusal = rules.refuseCall(ctx, e.seat);
  if (refusal) return refusal.reason;
  if (rules.pendingCoin(ctx)!.meld !== e.meld) return 'that meld is not the one the coin is for';
  return e.call === 'heads' || e.call === 'tails' ? null : 'a call is heads or tails';
}

const updateCoin = (ctx: SecretsContext, coin: Coin, change: Partial<Coin>): readonly Coin[] => ctx.coins.map((c) => (c === coin ? { ...c, ...change } : c));

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
  const scores = rules.gameScores(scoreParts(ctx));
  if (!scores) return 'a coin is not flipped or a packet not revealed yet';
  const same = Array.isArray(e.scores) && e.scores.length === scores.length && scores.every((x, s) => e.scores[s] === x);
  return same ? null : `the scores are ${scores.join(', ')}`;
}

/** The game's record and the match totals; after Ultimate 11+ Aces its player keeps their total and everyone else's is zero. */
export function scored(ctx: SecretsContext, e: Ev<'game.scored'>): Change {
  const record = {
    game: ctx.game,
    dealer: ctx.dealer,
    ending: ctx.ending!,
    hands: ctx.revealed!,
    coins: ctx.coins,
    duel: ctx.bonusDuel,
    packets: ctx.packetDraws,
    penalties: ctx.penalties,
    scores: e.scores,
  };
  const ultimate = rules.ultimateSeat(ctx.revealed!);
  const totals = ctx.totals.map((t, s) => (ultimate === null || ultimate === s ? t + e.scores[s]! : 0));
  return { games: [...ctx.games, record], totals };
}

/** The match ends at once: someone achieved Ultimate 11+ Aces in the game just scored. */
export const ultimate = (ctx: SecretsContext): boolean => {
  const last = ctx.games.at(-1);
  return last !== undefined && rules.ultimateSeat(last.hands) !== null;
};

export function overFault(ctx: SecretsContext, e: Ev<'match.over'>): string | null {
  const same = (a: readonly number[], b: readonly number[]): boolean => Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);
  if (!same(e.totals, ctx.totals)) return `the totals are ${ctx.totals.join(', ')}`;
  return same(e.winners, winners(ctx)) ? null : 'the winners are the seats with the highest total (in an Expert match, then the most unused buffer)';
}

/** The match's winners as this context has it. */
export const winners = (ctx: SecretsContext): Seat[] => rules.matchWinners(ctx.totals, ctx.games, ctx.options.expert === true);

export const over = (ctx: SecretsContext): Change => ({ winners: winners(ctx) });

// ---------------------------------------------------------------- between two games

/** Does the match wait for Next between games? Only tables created with a wait (see SecretsOptions). */
export const waitsForNext = (ctx: SecretsContext): boolean => ctx.options.nextGameMs !== undefined;

export const awaitNext = (ctx: SecretsContext): Change => ({ ready: ctx.names.map(() => false) });

export function readyFault(ctx: SecretsContext, e: Ev<'player.ready'>): string | null {
  if (!Number.isInteger(e.seat) || e.seat < 0 || e.seat >= ctx.names.length) return 'only a player at the table can be ready';
  return ctx.ready?.[e.seat] ? `${ctx.names[e.seat]} is ready already` : null;
}

export const ready = (ctx: SecretsContext, e: Ev<'player.ready'>): Change => ({ ready: ctx.ready!.map((r, s) => r || s === e.seat) });

export const allReady = (ctx: SecretsContext): boolean => ctx.ready?.every(Boolean) === true;

export const nextGame = (): Change => ({ ready: null });

export const lastGame = (ctx: SecretsContext): boolean => rules.matchOver(ctx) || ultimate(ctx);

/** A packet is due to be revealed (Advanced). */
export const packetDue = (ctx: SecretsContext): boolean => ctx.packetDraws.some((p) => p.cards === null);
