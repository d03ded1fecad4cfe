/**
 * The rules every version shares, as pure functions: whose turn it is, what may be drawn, taken and
 * discarded, when a hand may go out (by the version's own test), and how a game and a match are
 * scored and settled. The Intermediate Version's own rules are in intermediate/rules.ts and
 * intermediate/pickup.ts.
 */
import type { Seat } from '../../kernel/game.js';
import { cardName, compareHandCards, isCardCode, type BonusCode, type CardCode, type HandCard, type Version } from './cards.js';
import type { TableArrangement } from './hand-score.js';
import { BONUS_POINTS, BUFFER, DUEL_BONUS } from './scoring.js';
import { OUT_LEEWAY } from './hand-score.js';
import { isUltimate, meldSuit, type Meld } from './melds.js';
import { isSeatTurn, turnName } from './turns.js';
import type { Coin, Ending, GameRecord, KnownCard, PacketDraw, RevealedHand, SecretsCommand, SecretsContext } from './types.js';
import type { SecretsVersion } from './version.js';

export interface Refusal {
  readonly rule: string;
  readonly reason: string;
}

/** Cards dealt to each player. */
export const handSize = (_version: Version): number => 12;

/** The hand of `seat` when every card of it is known to this state, else null. */
export function knownHand(ctx: SecretsContext, seat: Seat): HandCard[] | null {
  const hand = ctx.hands[seat];
  if (!hand || hand.some((c) => c === null)) return null;
  return hand as HandCard[];
}

/** Why it is not `seat`'s turn, or null when it is. */
export function refuseTurn(ctx: SecretsContext, seat: Seat): Refusal | null {
  if (isSeatTurn(ctx.turn) && ctx.turn.seat === seat) return null;
  const whose = turnName(ctx.names, ctx.turn);
  return { rule: 'turn', reason: `It is ${whose}'s turn.` };
}

/** Why `seat` may not take discard `index` (oldest first; by default the most recent) now, or null. */
export function refuseTake(ctx: SecretsContext, seat: Seat, index?: number): Refusal | null {
  const turn = refuseTurn(ctx, seat);
  if (turn) return turn;
  const pile = ctx.discards.main;
  if (pile.length === 0) return { rule: 'no-discard', reason: 'There is no discard to take.' };
  if (index !== undefined && index !== pile.length - 1) {
    return { rule: 'most-recent', reason: 'Only the most recent discard can be taken.' };
  }
  return null;
}

/** One discard command per distinct card of `hand` (a taken and an untaken copy are distinct), in hand order. */
export function discardOptions(hand: readonly HandCard[]): SecretsCommand[] {
  const out: SecretsCommand[] = [];
  const seen = new Set<string>();
  for (const c of hand.slice().sort(compareHandCards)) {
    const key = `${c.code}${c.taken}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: 'discard', card: c.code, taken: c.taken });
  }
  return out;
}

/** Which copy a discard of `card` means: the taken flag asked for, or by default an untaken copy when held. */
export function resolveDiscard(hand: readonly KnownCard[], card: CardCode, taken?: boolean): boolean | null {
  const holds = (t: boolean): boolean => hand.some((c) => c !== null && c.code === card && c.taken === t) || (!t && hand.includes(null));
  if (taken !== undefined) return holds(taken) ? taken : null;
  if (holds(false)) return false;
  return holds(true) ? true : null;
}

/** Why `seat` may not discard `card` (the taken or untaken copy) now, or null. */
export function refuseDiscard(ctx: SecretsContext, seat: Seat, card: CardCode, taken: boolean | undefined): Refusal | null {
  const turn = refuseTurn(ctx, seat);
  if (turn) return turn;
  if (!isCardCode(card)) return { rule: 'hand', reason: 'There is no such card.' };
  if (resolveDiscard(ctx.hands[seat] ?? [], card, taken) === null) {
    const which = taken === true ? 'taken ' : taken === false ? 'untaken ' : '';
    return { rule: 'hand', reason: `You hold no ${which}${cardName(card)}.` };
  }
  return null;
}

/**
 * The card the current player drew from the deck this turn, when this state knows it (Advanced: a
 * Public Bonus Card drawn and picked up at once and alone counts).
 */
export const drawnCard = (ctx: SecretsContext): CardCode | null => (ctx.drawn?.from === 'deck' || ctx.drawn?.from === 'publicUsed' ? ctx.drawn.card : null);

/** Why `seat` may not go out now (judged on its hand when this state knows it, by the version's `goingOut`), or null. */
export function refuseGoOut(ctx: SecretsContext, seat: Seat, goingOut: SecretsVersion['goingOut']): Refusal | null {
  const turn = refuseTurn(ctx, seat);
  if (turn) return turn;
  const hand = knownHand(ctx, seat);
  if (hand && goingOut(hand, ctx.exposed[seat] ?? [], drawnCard(ctx)) === null) {
    const n = hand.length + (ctx.exposed[seat] ?? []).reduce((t, m) => t + m.cards.length, 0);
    return { rule: 'go-out', reason: `You need at least ${n - OUT_LEEWAY} of your ${n} cards in melds to go out.` };
  }
  return null;
}

/** The coin waiting for a call, or null. */
export const pendingCoin = (ctx: SecretsContext): Coin | null => ctx.coins.find((c) => c.call === null) ?? null;
/** The coin called and waiting for the host's flip, or null. */
export const coinToFlip = (ctx: SecretsContext): Coin | null => ctx.coins.find((c) => c.call !== null && c.outcome === null) ?? null;

export function refuseCall(ctx: SecretsContext, seat: Seat): Refusal | null {
  const coin = pendingCoin(ctx);
  if (!coin) return { rule: 'phase', reason: 'There is no coin to call now.' };
  if (coin.seat !== seat) return { rule: 'turn', reason: `It is ${ctx.names[coin.seat]}'s call.` };
  return null;
}

// ---------------------------------------------------------------- scoring a game

/** Every seat's exposed melds and set-aside Bonus Cards and, for the seat that went out, the card it drew from the deck on its last turn. */
export interface TableCards {
  readonly exposed: readonly (readonly Meld[])[];
  readonly drawn: CardCode | null;
  readonly aside?: readonly (readonly BonusCode[])[];
}

/**
 * Every hand arranged for scoring by `version`: the seat that went out by the best arrangement that
 * satisfies going out (with its bonuses), every other hand by its best arrangement (with its exposed
 * melds, extended as far as its cards allow). Null when the seat that went out could not have.
 */
export function arrangeHands(
  hands: readonly (readonly HandCard[])[],
  ending: Ending,
  version: Pick<SecretsVersion, 'goingOut' | 'arrange'>,
  table?: TableCards,
): RevealedHand[] | null {
  const out: RevealedHand[] = [];
  for (let s = 0; s < hands.length; s++) {
    const cards = hands[s]!;
    const exposed = table?.exposed[s] ?? [];
    const aside = table?.aside?.[s] ?? [];
    const setAside = (a: TableArrangement): BonusCode[] => [...aside, ...a.detached.map((c) => c.code as BonusCode)];
    if ('wentOut' in ending && ending.wentOut === s) {
      const going = version.goingOut(cards, exposed, table?.drawn ?? null);
      if (!going) return null;
      const a = going.arrangement;
      out.push({ cards, melds: a.melds, unmelded: a.unmelded, bonus: going.bonus, deckDraw: going.deckDraw, setAside: setAside(a) });
    } else {
      const best = version.arrange(cards, exposed);
      out.push({ cards, melds: best.melds, unmelded: best.unmelded, bonus: 0, deckDraw: 0, setAside: setAside(best) });
    }
  }
  return out;
}

/**
 * Coins to call and flip, one per meld whose points depend on one: the 3-Sets of 8s in turn order
 * from the dealer, then the unities of Magic 8s in the same order (the book's order of revealing).
 */
export function coinsFor(revealed: readonly RevealedHand[], dealer: Seat): Coin[] {
  const n = revealed.length;
  const coins: Coin[] = [];
  for (const kind of ['set', 'unity']) {
    for (let i = 0; i < n; i++) {
      const seat = (dealer + i) % n;
      revealed[seat]!.melds.forEach((m, meld) => {
        if (m.kind === kind && m.points.low !== m.points.high) coins.push({ seat, meld, call: null, outcome: null, points: null });
      });
    }
  }
  return coins;
}

/** A hand's Magic 5-Sequences, which the Duel may reward. */
export const magicFives = (hand: RevealedHand): number =>
  hand.melds.filter((m) => m.kind === 'sequence' && m.cards.length === 5 && meldSuit(m as Meld) === 'M').length;

/** Whether scoring needs a Duel: someone has a Magic 5-Sequence. */
export const duelNeeded = (revealed: readonly RevealedHand[]): boolean => revealed.some((h) => magicFives(h) > 0);

/** Points of a flipped coin's meld: its high score on a correct call, else its low one. */
export const coinPoints = (low: number, high: number, call: string, outcome: string): number => (call === outcome ? high : low);

/** The Duel's bonus of `seat`: +10 per Magic 5-Sequence when it won or tied for the win. */
export const duelBonus = (hand: RevealedHand, seat: Seat, winners: readonly Seat[] | null): number =>
  winners?.includes(seat) ? DUEL_BONUS * magicFives(hand) : 0;

/** What a game's score is made of: every hand as scored, its coins, the Duel's winners, the packets, the version's limit. */
export interface ScoreParts {
  readonly hands: readonly RevealedHand[];
  readonly coins: readonly Coin[];
  readonly duelWinners: readonly Seat[] | null;
  readonly packets: readonly PacketDraw[];
  readonly limit: number | null;
  /** Expert Addition: careless-discard points charged to each seat (absent: none). */
  readonly penalties: readonly number[];
}

/**
 * Each seat's score: its melds (coin melds as flipped, packet melds with their packet's points),
 * its going-out bonuses, its Duel bonus and +5 for each Bonus Card set aside, up to the limit, less
 * the careless-discard points charged beyond its buffer (Expert Addition). Null while a coin is
 * unflipped or a packet unrevealed.
 */
export function gameScores({ hands, coins, duelWinners, packets, limit, penalties }: ScoreParts): number[] | null {
  if (coins.some((c) => c.points === null) || packets.some((p) => p.points === null)) return null;
  return hands.map((h, seat) => {
    const melds = h.melds.reduce((sum, m, i) => {
      const packet = packets.find((p) => p.seat === seat && p.meld === i);
      if (packet) return sum + m.points.low + packet.points!;
      if (m.points.low === m.points.high) return sum + m.points.low;
      return sum + coins.find((c) => c.seat === seat && c.meld === i)!.points!;
    }, 0);
    const score = melds + h.bonus + h.deckDraw + duelBonus(h, seat, duelWinners) + BONUS_POINTS * h.setAside.length;
    return (limit === null ? score : Math.min(limit, score)) - lostPoints(penalties[seat] ?? 0);
  });
}

/** Expert Addition: the points a game's careless-discard charges take off its score, past the buffer. */
export const lostPoints = (charged: number): number => Math.max(0, charged - BUFFER);

/** Expert Addition: what a game's buffer adds to a match tie-break: 10 unused, 5 half used. */
export const bufferPoints = (charged: number): number => Math.max(0, BUFFER - charged);

// ---------------------------------------------------------------- the match

/** Seats with the highest total: the winners (several on a tie). */
export function highest(totals: readonly number[]): Seat[] {
  const max = Math.max(...totals);
  return totals.flatMap((t, s) => (t === max ? [s] : []));
}

/** Each seat's buffer points over the match's games (Expert Addition tie-break). */
export const matchBuffers = (games: readonly GameRecord[], players: number): number[] =>
  Array.from({ length: players }, (_, s) => games.reduce((t, g) => t + bufferPoints(g.penalties[s] ?? 0), 0));

/** The match's winners: the highest totals; in an Expert match, a tie broken by unused buffer. */
export function matchWinners(totals: readonly number[], games: readonly GameRecord[], expert: boolean): Seat[] {
  const top = highest(totals);
  if (!expert || top.length < 2) return top;
  const buffers = matchBuffers(games, totals.length);
  const most = Math.max(...top.map((s) => buffers[s]!));
  return top.filter((s) => buffers[s] === most);
}

export interface Payment {
  readonly from: Seat;
  readonly to: Seat;
  readonly chips: number;
}

export interface Settlement {
  /** Chips each seat wins (positive) or pays (negative) in all. */
  readonly net: readonly number[];
  /** For every pair of seats with different totals, the lower pays the difference to the higher. */
  readonly payments: readonly Payment[];
}

export function settle(totals: readonly number[]): Settlement {
  const payments: Payment[] = [];
  for (let a = 0; a < totals.length; a++) {
    for (let b = a + 1; b < totals.length; b++) {
      const d = totals[a]! - totals[b]!;
      if (d > 0) payments.push({ from: b, to: a, chips: d });
      if (d < 0) payments.push({ from: a, to: b, chips: -d });
    }
  }
  const net = totals.map((t) => totals.reduce((sum, u) => sum + t - u, 0));
  return { net, payments };
}

export const matchOver = (ctx: SecretsContext): boolean => ctx.games.length >= ctx.options.matchLength;

/** The seat whose revealed hand holds Ultimate 11+ Aces (Advanced), which wins the match at once; null for none. */
export function ultimateSeat(hands: readonly RevealedHand[]): Seat | null {
  const seat = hands.findIndex((h) => h.melds.some((m) => isUltimate(m as Meld)));
  return seat < 0 ? null : seat;
}
