/** What one seat is shown of a Crazier Eights table: only what that seat may know. */
import { SPECTATOR, type GameResult, type Seat } from '../../kernel/game.js';
import { canChoose } from './playable.js';
import { colourName, defOf, rankName } from './deck.js';
import { controls, discardRefusal, discardsAllowed, handOf, playRefusal, topCard, topColours, type Refusal } from './rules.js';
import { gamesIn, seriesResult, totals, wins } from './series.js';
import type { CardId, ChoiceKind, Colour, EightsContext, EightsOptions, EightsReadable, GameRecord, InPlay, Phase } from './types.js';

export interface HandCardView {
  readonly card: CardId;
  /** May be discarded now (an eight: with any named colour). */
  readonly canDiscard: boolean;
  /** May be played for its effect now. */
  readonly canPlay: boolean;
  /** On your turn, why the card can be neither discarded nor played; else null. */
  readonly why: string | null;
}

export interface ChoiceView {
  readonly seat: Seat;
  readonly kind: ChoiceKind;
  readonly prompt: string;
  readonly may: boolean;
  /** The options (card ids, seats or positions, by kind) for the seat that chooses; null for everyone else. */
  readonly options: readonly number[] | null;
}

export interface EightsView {
  readonly seat: Seat;
  readonly names: readonly string[];
  /** Each seat's team, or null in a free-for-all. */
  readonly teams: readonly number[] | null;
  readonly options: EightsOptions;
  /** waiting: before the first deal; playing; between: a game of the series is over; over: the series is. */
  readonly status: 'waiting' | 'playing' | 'between' | 'over';
  readonly game: number;
  readonly games: number;
  readonly turn: Seat | null;
  readonly phase: Phase;
  readonly turnNo: number;
  readonly hand: readonly HandCardView[];
  readonly handCounts: readonly number[];
  readonly out: readonly boolean[];
  /** How many cards each seat controls in play. */
  readonly controls: readonly number[];
  readonly pileCount: number;
  /** The discard pile, bottom first; its top is the last. */
  readonly discard: readonly CardId[];
  readonly top: CardId | null;
  /** The colour named with the eight on top, while it is on top. */
  readonly named: Colour | null;
  /** The colours the next discard may have (or an eight, or the top card's rank when no colour is named). */
  readonly matchColours: readonly Colour[];
  readonly table: readonly InPlay[];
  /** Event cards revealed and taking effect now. */
  readonly resolving: readonly CardId[];
  /** Cards destroyed together, waiting for the turn player to order them onto the bottom of the discard pile. */
  readonly destroyed: readonly CardId[];
  /** Cards of the draw pile revealed to everyone this turn. */
  readonly revealed: readonly CardId[] | null;
  readonly played: boolean;
  /** Discards the turn player has left this turn. */
  readonly discardsLeft: number;
  readonly choice: ChoiceView | null;
  /** What this seat alone is looking at (the draw pile's top, a search, an opponent's hand). */
  readonly looking: { readonly from: 'pile' | 'search' | 'hand'; readonly cards: readonly CardId[] } | null;
  /** Who must act now: the seat choosing, else the turn player in the main phase. */
  readonly waitingFor: Seat | null;
  readonly records: readonly GameRecord[];
  readonly totals: readonly number[];
  readonly wins: readonly number[];
  readonly result: GameResult | null;
}

/**
 * The phase of the turn, as the book names them, from the chart's tags (types.ts, `Phase`): the
 * beginning phase's abilities; the draw (the main state before its player may act); the main
 * phase; the end phase's abilities.
 */
function phaseOf(state: EightsReadable): Phase {
  if (state.hasTag('beginning')) return 'begin';
  if (state.hasTag('main')) return state.hasTag('acting') || state.hasTag('choosing') ? 'main' : 'draw';
  if (state.hasTag('end')) return 'end';
  return state.hasTag('over') ? 'over' : 'setup';
}

function statusOf(state: EightsReadable): EightsView['status'] {
  const ctx = state.context;
  if (ctx.game === 0 || (!state.hasTag('turn') && !state.hasTag('over') && ctx.records.length === 0)) return 'waiting';
  if (state.hasTag('over')) return seriesResult(state) ? 'over' : 'between';
  return 'playing';
}

function handView(ctx: EightsContext, seat: Seat, myTurn: boolean): HandCardView[] {
  if (seat === SPECTATOR) return [];
  return handOf(ctx, seat)
    .filter((c): c is CardId => c !== null)
    .map((card) => {
      if (!myTurn) return { card, canDiscard: false, canPlay: false, why: null };
      const d = discardRefusal(ctx, seat, card, null);
      const discard = d === null || d.rule === 'colour';
      const p = playRefusal(ctx, seat, card, canChoose);
      return { card, canDiscard: discard, canPlay: p === null, why: discard || p === null ? null : whyNot(ctx, d!, p) };
    });
}

/** Why a card can be neither discarded nor played, in two short sentences: "Can't discard: … Can't play: …". */
function whyNot(ctx: EightsContext, d: Refusal, p: Refusal): string {
  const top = topCard(ctx);
  const wanted = ctx.named
    ? `it needs ${colourName(ctx.named).toLowerCase()} (named with the eight on top) or an eight`
    : top === null
      ? 'it needs an eight'
      : `it needs ${topColours(ctx).join(' or ')}, a ${rankName(defOf(top).rank)}, or an eight`;
  const discard = d.rule === 'match' ? wanted : d.rule === 'discards' ? 'no discard is left this turn' : d.reason;
  const play =
    p.rule === 'played' ? 'a card was played this turn already' : p.rule === 'choice' ? 'it needs something to choose, and there is nothing' : p.reason;
  const end = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);
  return `Can't discard: ${end(discard)} Can't play: ${end(play)}`;
}

export function eightsView(state: EightsReadable, seat: Seat): EightsView {
  const ctx = state.context;
  const acting = state.hasTag('acting');
  const c = state.hasTag('choosing') ? ctx.choice : null;
  const look = ctx.looking && ctx.looking.seat === seat ? { from: ctx.looking.from, cards: ctx.looking.cards.filter((x): x is CardId => x !== null) } : null;
  const inGame = state.hasTag('turn');
  return {
    seat,
    names: ctx.names,
    teams: ctx.options.teams === 'none' ? null : ctx.teams,
    options: ctx.options,
    status: statusOf(state),
    game: ctx.game,
    games: gamesIn(ctx.options),
    turn: inGame ? ctx.turn : null,
    phase: phaseOf(state),
    turnNo: ctx.turnNo,
    hand: handView(ctx, seat, acting && ctx.turn === seat),
    handCounts: ctx.hands.map((h) => h.length),
    out: ctx.out,
    controls: ctx.names.map((_, s) => controls(ctx, s)),
    pileCount: ctx.pile.length,
    discard: ctx.discard,
    top: topCard(ctx),
    named: ctx.named,
    matchColours: topColours(ctx),
    table: ctx.table,
    resolving: ctx.resolving,
    destroyed: ctx.work.flatMap((w) => ('bury' in w ? w.bury : [])),
    revealed: ctx.revealed,
    played: ctx.played,
    discardsLeft: inGame ? Math.max(0, discardsAllowed(ctx, ctx.turn) - ctx.discards) : 0,
    choice: c
      ? { seat: c.seat, kind: c.kind, prompt: c.prompt, may: c.may, options: c.seat === seat ? c.options.filter((v): v is number => v !== null) : null }
      : null,
    looking: look,
    waitingFor: c ? c.seat : acting ? ctx.turn : null,
    records: ctx.records,
    totals: totals(ctx),
    wins: wins(ctx),
    result: seriesResult(state),
  };
}
