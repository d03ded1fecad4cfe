/**
 * Several games: one game alone, three games with points (a point per card left in hand, the
 * winners none; fewest in total best; the most points plays first next), or a match (the first to
 * win two games of at most three). The series' result.
 */
import type { GameResult, Seat } from '../../kernel/game.js';
import { howWon } from './describe-event.js';
import type { EightsContext, EightsOptions, EightsReadable } from './types.js';

export const GAMES_WITH_POINTS = 3;
export const MATCH_WINS = 2;
export const MATCH_GAMES = 3;

export const totals = (ctx: EightsContext): number[] => ctx.names.map((_, s) => ctx.records.reduce((t, r) => t + (r.points[s] ?? 0), 0));
export const wins = (ctx: EightsContext): number[] => ctx.names.map((_, s) => ctx.records.filter((r) => r.winners.includes(s)).length);

/** How many games the series plays at most. */
export const gamesIn = (o: EightsOptions): number => (o.series === 'single' ? 1 : o.series === 'points' ? GAMES_WITH_POINTS : MATCH_GAMES);

export function seriesOver(ctx: EightsContext): boolean {
  if (ctx.records.length >= gamesIn(ctx.options)) return true;
  return ctx.options.series === 'match' && wins(ctx).some((w) => w >= MATCH_WINS);
}

/** Who may go first: anyone in the first game and in a match; after a game with points, the most points. */
export function firstCandidates(ctx: EightsContext): Seat[] {
  const all = ctx.names.map((_, s) => s);
  if (ctx.options.series !== 'points' || ctx.records.length === 0) return all;
  const t = totals(ctx);
  const most = Math.max(...t);
  return all.filter((s) => t[s] === most);
}

const best = (values: readonly number[], better: (a: number, b: number) => boolean): Seat[] => {
  const top = values.reduce((m, v) => (better(v, m) ? v : m), values[0] ?? 0);
  return values.flatMap((v, s) => (v === top ? [s] : []));
};

/** The series' result once its last game is over (asked of the chart), else null. */
export function seriesResult(state: EightsReadable): GameResult | null {
  const ctx = state.context;
  if (!seriesOver(ctx) || !state.hasTag('over')) return null;
  const names = (seats: readonly Seat[]) => seats.map((s) => ctx.names[s]).join(' and ');
  const verb = (seats: readonly Seat[]) => (seats.length === 1 ? 'wins' : 'win');
  if (ctx.options.series === 'single') {
    const last = ctx.records.at(-1)!;
    const summary = last.winners.length ? `${names(last.winners)} ${verb(last.winners)}: ${howWon(last.how, ctx.names, last.winners)}.` : 'Nobody won.';
    return { winners: last.winners, scores: [...last.points], summary };
  }
  if (ctx.options.series === 'points') {
    const t = totals(ctx);
    const w = best(t, (a, b) => a < b);
    return { winners: w, scores: t, summary: `${names(w)} ${verb(w)} with ${t[w[0]!]} points, the fewest.` };
  }
  const won = wins(ctx);
  const w = best(won, (a, b) => a > b);
  return { winners: w, scores: won, summary: `${names(w)} ${verb(w)} the match with ${won[w[0]!]} games.` };
}
