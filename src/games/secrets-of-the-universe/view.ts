/** What one seat is shown of Secrets of the Universe: only what that seat may know. */
import { SPECTATOR, type Seat } from '../../kernel/game.js';
import { compareHandCards, type BonusCode, type CardCode, type HandCard, type Version } from './cards.js';
import type { Arrangement } from './hand-score.js';
import type { TableView } from './intermediate/view.js';
import * as rules from './rules.js';
import { isSeatTurn, places, turnName } from './turns.js';
import type { AdvancedView } from './advanced/view.js';
import type { Coin, CoinSide, DiscardSource, Duel, GameRecord, PacketDraw, Points, SecretsContext, Step, Turn } from './types.js';
import { versionOf } from './versions.js';

export type { TableView } from './intermediate/view.js';

export type SecretsPhase = 'waiting' | 'dealing' | 'playing' | 'scoring' | 'matchOver';

export interface MeldView {
  readonly kind: string;
  readonly cards: readonly HandCard[];
  readonly points: Points;
  /** The coin of a meld whose points depend on one, once called or flipped. */
  readonly coin: { readonly call: CoinSide | null; readonly outcome: CoinSide | null; readonly points: number | null } | null;
  /** Advanced: the packet a 3-Set of 8s or a unity of Magic 8s takes (its cards and points once revealed). */
  readonly packet: PacketDraw | null;
}

export interface ArrangementView {
  readonly melds: readonly MeldView[];
  readonly unmelded: readonly HandCard[];
  readonly total: Points;
  readonly fully: boolean;
}

export interface PlaceView {
  readonly seat: Seat | null;
  readonly dummy: number | null;
  readonly name: string;
  readonly isDummy: boolean;
  /** Cards held (a dummy holds none). */
  readonly handSize: number;
  /** Cards this hand took from the discards: everyone sees them. */
  readonly taken: readonly HandCard[];
  readonly isDealer: boolean;
  readonly isTurn: boolean;
  /** The match total so far (null for a dummy). */
  readonly total: number | null;
}

export interface TurnView {
  readonly seat: Seat | null;
  readonly dummy: number | null;
  readonly name: string;
  readonly step: 'privates' | 'turningUp' | 'draw' | 'discard' | 'dummy' | 'claim';
  readonly number: number;
}

export interface GoOutView {
  readonly legal: boolean;
  /** The one interpretation going out would score, with the +10 of going out fully. */
  readonly arrangement: ArrangementView | null;
  readonly fully: boolean;
  readonly bonus: number;
}

export interface RevealedHandView {
  readonly seat: Seat;
  readonly name: string;
  readonly cards: readonly HandCard[];
  readonly melds: readonly MeldView[];
  readonly unmelded: readonly HandCard[];
  readonly wentOut: boolean;
  readonly bonus: number;
  /** The +5 of going out by deck draw (Intermediate). */
  readonly deckDraw: number;
  /** The Duel's +10 per Magic 5-Sequence when this seat won or tied (Intermediate). */
  readonly duel: number;
  /** Advanced: the Bonus Cards set aside at the end, +5 each. */
  readonly setAside: readonly BonusCode[];
  /** Advanced: the score before the 1,100-point limit, when the limit cut it. */
  readonly overLimit: number | null;
  /** Advanced: this hand's Ultimate 11+ Aces won the match at once. */
  readonly ultimate: boolean;
  /** Expert Addition: the careless-discard points charged in the game, and those its score lost past the buffer. */
  readonly careless: { readonly charged: number; readonly lost: number } | null;
  /** The hand's score once every coin is flipped. */
  readonly score: number | null;
}

export interface RevealView {
  readonly game: number;
  readonly dealer: Seat;
  readonly wentOut: Seat | null;
  readonly fully: boolean;
  /** Who found the deck empty, when that ended the game. */
  readonly exhaustedBy: string | null;
  readonly hands: readonly RevealedHandView[];
  readonly coins: readonly Coin[];
  /** The coin waiting for its owner's call or the host's flip. */
  readonly pendingCoin: Coin | null;
  /** The Duel for Magic 5-Sequences, when one was needed (Intermediate). */
  readonly duel: Duel | null;
}

export interface MatchView {
  readonly length: number;
  readonly games: readonly {
    readonly game: number;
    readonly dealer: Seat;
    readonly wentOut: Seat | null;
    readonly fully: boolean;
    readonly scores: readonly number[];
  }[];
  readonly totals: readonly number[];
}

export interface ResultView {
  readonly winners: readonly Seat[];
  readonly net: readonly number[];
  readonly payments: readonly rules.Payment[];
}

export interface SecretsView {
  readonly seat: Seat;
  readonly phase: SecretsPhase;
  readonly step: Step;
  readonly version: Version;
  readonly names: readonly string[];
  /** The game of the match being played (1-based; 0 before the first deal). */
  readonly game: number;
  readonly places: readonly PlaceView[];
  readonly dealer: Seat | null;
  readonly turn: TurnView | null;
  /** This seat's hand, sorted by suit then rank. */
  readonly hand: readonly HandCard[];
  /** The best arrangement of this seat's hand as it stands. */
  readonly best: ArrangementView | null;
  /** On this seat's turn after drawing: may it go out, and how it would score (bonus: fully and deck draw). */
  readonly goOut: GoOutView | null;
  readonly deckCount: number;
  /** The main discards, oldest first. */
  readonly discards: readonly { readonly code: CardCode; readonly from: DiscardSource }[];
  /** The discard that can be drawn: the Basic Version's most recent one, the Intermediate Version's active main discard. */
  readonly topDiscard: { readonly code: CardCode; readonly takeable: boolean } | null;
  /** On this seat's turn: whether a pickup of discards is among its legal moves now, so that words offer it only then. */
  readonly mayPickUp: boolean;
  /** The Intermediate Version's table: quarters, discard areas, exposed melds, the claim window, the Duels. */
  readonly table: TableView | null;
  /** The Advanced Version's Bonus Cards and packets. */
  readonly bonus: AdvancedView | null;
  /** The reveal of the game being scored, else of the last game scored. */
  readonly reveal: RevealView | null;
  readonly match: MatchView;
  /** Between two games: who has pressed Next, and how long the host waits for everyone (ms). */
  readonly next: { readonly ready: readonly boolean[]; readonly waitMs: number } | null;
  readonly result: ResultView | null;
}

const phaseOf = (step: Step): SecretsPhase =>
  step === 'lobby'
    ? 'waiting'
    : step === 'choosingDealer' || step === 'dealing'
      ? 'dealing'
      : step === 'privates' || step === 'turningUp' || step === 'draw' || step === 'discard' || step === 'dummy' || step === 'claim'
        ? 'playing'
        : step === 'matchOver'
          ? 'matchOver'
          : 'scoring';

const noCoin = (m: { points: Points }): MeldView['coin'] => (m.points.low === m.points.high ? null : { call: null, outcome: null, points: null });

/** An arrangement to show; `packets`: its 3-Sets of 8s and unities of Magic 8s take packets, not coins (Advanced). */
export function arrangementView(a: Arrangement, packets = false): ArrangementView {
  return { melds: a.melds.map((m) => ({ ...m, coin: packets ? null : noCoin(m), packet: null })), unmelded: a.unmelded, total: a.total, fully: a.fully };
}

/** A game's reveal: the one being scored (its scores still null), or a game recorded. */
type Shown = Omit<GameRecord, 'scores'> & { readonly scores: readonly number[] | null };

function revealView(ctx: SecretsContext, { game, dealer, ending, hands, coins, duel, packets, penalties, scores }: Shown): RevealView {
  const wentOut = 'wentOut' in ending ? ending.wentOut : null;
  const limit = versionOf(ctx).limit;
  const uncapped = rules.gameScores({ hands, coins, duelWinners: duel?.winners ?? null, packets, limit: null, penalties: [] });
  const ultimate = rules.ultimateSeat(hands);
  return {
    game,
    dealer,
    wentOut,
    fully: wentOut !== null && hands[wentOut]!.bonus > 0,
    exhaustedBy: 'exhausted' in ending ? turnName(ctx.names, ending.exhausted) : null,
    hands: hands.map((h, seat) => ({
      seat,
      name: ctx.names[seat]!,
      cards: h.cards,
      unmelded: h.unmelded,
      wentOut: seat === wentOut,
      bonus: h.bonus,
      deckDraw: h.deckDraw,
      duel: rules.duelBonus(h, seat, duel?.winners ?? null),
      setAside: h.setAside,
      overLimit: limit !== null && uncapped && uncapped[seat]! > limit ? uncapped[seat]! : null,
      ultimate: ultimate === seat,
      careless: ctx.options.expert ? { charged: penalties[seat] ?? 0, lost: rules.lostPoints(penalties[seat] ?? 0) } : null,
      score: scores?.[seat] ?? null,
      melds: h.melds.map((m, i) => {
        const coin = coins.find((c) => c.seat === seat && c.meld === i);
        return {
          ...m,
          coin: coin ? { call: coin.call, outcome: coin.outcome, points: coin.points } : null,
          packet: packets.find((p) => p.seat === seat && p.meld === i) ?? null,
        };
      }),
    })),
    coins,
    pendingCoin: coins.find((c) => c.outcome === null) ?? null,
    duel,
  };
}

function currentReveal(ctx: SecretsContext, step: Step): RevealView | null {
  if (ctx.revealed && ctx.ending && (step === 'dueling' || step === 'packets' || step === 'calling' || step === 'flipping' || step === 'scoring')) {
    return revealView(ctx, {
      game: ctx.game,
      dealer: ctx.dealer,
      ending: ctx.ending,
      hands: ctx.revealed,
      coins: ctx.coins,
      duel: ctx.bonusDuel,
      packets: ctx.packetDraws,
      penalties: ctx.penalties,
      scores: null,
    });
  }
  const last: GameRecord | undefined = ctx.games.at(-1);
  return last ? revealView(ctx, last) : null;
}

export function secretsView(ctx: SecretsContext, step: Step, seat: Seat): SecretsView {
  const n = ctx.names.length;
  const phase = phaseOf(step);
  const dealt = ctx.game > 0;
  const inPlay = phase === 'playing';
  const own = seat === SPECTATOR ? [] : ((ctx.hands[seat] ?? []).filter((c) => c !== null) as HandCard[]);
  const hand = own.slice().sort(compareHandCards);
  const myTurn = inPlay && isSeatTurn(ctx.turn) && ctx.turn.seat === seat;
  const version = versionOf(ctx);
  const exposed = seat !== SPECTATOR ? (ctx.exposed[seat] ?? []) : [];
  const going = myTurn && step === 'discard' ? version.goingOut(hand, exposed, rules.drawnCard(ctx)) : null;
  const top = version.topDiscard(ctx);
  const best = hand.length + exposed.length > 0 ? version.arrange(hand, exposed) : null;
  const sameTurn = (t: Turn): boolean =>
    inPlay && (isSeatTurn(t) ? isSeatTurn(ctx.turn) && ctx.turn.seat === t.seat : !isSeatTurn(ctx.turn) && ctx.turn.dummy === t.dummy);
  return {
    seat,
    phase,
    step,
    version: ctx.options.version,
    names: ctx.names,
    game: ctx.game,
    places: places(n).map((t) => {
      const s = isSeatTurn(t) ? t.seat : null;
      const held = s === null ? [] : (ctx.hands[s] ?? []);
      return {
        seat: s,
        dummy: isSeatTurn(t) ? null : t.dummy,
        name: turnName(ctx.names, t),
        isDummy: s === null,
        handSize: held.length,
        taken: (held.filter((c) => c?.taken) as HandCard[]).sort(compareHandCards),
        isDealer: dealt && s === ctx.dealer,
        isTurn: sameTurn(t),
        total: s === null ? null : (ctx.totals[s] ?? 0),
      };
    }),
    dealer: dealt ? ctx.dealer : null,
    turn: inPlay
      ? {
          seat: isSeatTurn(ctx.turn) ? ctx.turn.seat : null,
          dummy: isSeatTurn(ctx.turn) ? null : ctx.turn.dummy,
          name: turnName(ctx.names, ctx.turn),
          step: step as TurnView['step'],
          number: ctx.turnNumber,
        }
      : null,
    hand,
    best: best && arrangementView(best, version.packets),
    goOut:
      myTurn && step === 'discard'
        ? {
            legal: going !== null,
            arrangement: going ? arrangementView(going.arrangement, version.packets) : null,
            fully: going?.fully ?? false,
            bonus: (going?.bonus ?? 0) + (going?.deckDraw ?? 0),
          }
        : null,
    deckCount: version.cardsInDeck(ctx),
    discards: ctx.discards.main,
    topDiscard: top ? { code: top.code, takeable: myTurn && version.mayTakeTop(ctx, step) } : null,
    mayPickUp: myTurn && (step === 'draw' || step === 'discard') && version.legal(ctx, step, seat).some((c) => c.type === 'pickUp'),
    table: version.tableView(ctx, step, seat),
    bonus: version.advancedView(ctx, step, seat),
    reveal: currentReveal(ctx, step),
    match: {
      length: ctx.options.matchLength,
      games: ctx.games.map((g) => {
        const wentOut = 'wentOut' in g.ending ? g.ending.wentOut : null;
        return { game: g.game, dealer: g.dealer, wentOut, fully: wentOut !== null && g.hands[wentOut]!.bonus > 0, scores: g.scores };
      }),
      totals: ctx.totals,
    },
    next: step === 'between' && ctx.ready ? { ready: ctx.ready, waitMs: ctx.options.nextGameMs! } : null,
    result: step === 'matchOver' ? { winners: ctx.winners ?? rules.highest(ctx.totals), ...rules.settle(ctx.totals) } : null,
  };
}
