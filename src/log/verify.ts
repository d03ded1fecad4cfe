/**
 * Checking a parsed log file. The host's full log is audited: the hash chain, the commitments, every
 * random outcome re-derived from the revealed secrets, every event against the rules, and the end of
 * the game. A seat's own log cannot be verified (the hidden cards and the secrets are not in it), but
 * it must still replay without fault. Nothing is replayed for a caller before this succeeds.
 */
import { loadPlay, moduleOf } from '../games/registry.js';
import { auditGame } from '../kernel/audit.js';
import { canonicalJson } from '../kernel/canonical.js';
import type { AnyGame, GameResult, Typed } from '../kernel/game.js';
import { GENESIS, type LogEntry } from '../kernel/log.js';
import { replaySteps, ReplayError } from '../kernel/replay.js';
import type { LogFile } from './format.js';
import { readLogFile } from './parse.js';

export type Verdict =
  /** The host's full log, checked end to end. */
  | { readonly kind: 'verified'; readonly text: string; readonly seed: string; readonly result: GameResult }
  /** A seat's own log: it replays without fault, but nothing in it can be checked. */
  | { readonly kind: 'unverified'; readonly text: string; readonly result: GameResult | null }
  /** What failed, in one line; `seq` is the entry at fault when there is one. */
  | { readonly kind: 'failed'; readonly text: string; readonly reason: string; readonly seq?: number };

type Checked = { readonly verdict: Verdict; readonly game: AnyGame | null; readonly states: readonly unknown[] | null };

const failed = (reason: string, seq?: number): Checked => ({
  verdict: seq === undefined ? { kind: 'failed', text: `not verified: ${reason}`, reason } : { kind: 'failed', text: `not verified: ${reason}`, reason, seq },
  game: null,
  states: null,
});

const withoutStop = (s: string): string => s.replace(/\.$/, '');

/** "<game id>, 4 seats, 184 events, Ben wins with 10 tricks" */
function facts(file: LogFile, result: GameResult | null): string {
  const parts = [file.game, `${file.seats.length} seats`, `${file.events.length} events`];
  if (result) parts.push(withoutStop(result.summary));
  return parts.join(', ');
}

/** Replays every event, or names the one that broke the rules. */
function replayAll(game: AnyGame, events: readonly Typed[]): { states: unknown[] } | { seq: number; reason: string } {
  try {
    return { states: replaySteps(game, events) };
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    return { seq: error.seq, reason: `event ${error.seq} (${events[error.seq]!.type}) breaks the rules: ${error.message.replace(/^event \d+: /, '')}` };
  }
}

async function check(file: LogFile): Promise<Checked> {
  if (!moduleOf(file.game)) return failed(`unknown game "${file.game}"`);
  const game = (await loadPlay(file.game)).game;
  const events = file.events.map((e) => e.event);
  if (file.perspective === 'full') {
    let prev = GENESIS;
    const log: LogEntry<Typed>[] = file.events.map((e) => {
      const linked = { seq: e.seq, event: e.event, prev, hash: e.hash };
      prev = e.hash;
      return linked;
    });
    const audit = await auditGame(game, { options: file.options, names: file.seats, log, fairness: file.fairness });
    if (!audit.ok) return failed(audit.reason, audit.seq);
    const replayed = replayAll(game, events);
    if (!('states' in replayed)) return failed(replayed.reason, replayed.seq); // auditGame already replayed; never expected
    const result = game.result(replayed.states.at(-1))!;
    return { verdict: { kind: 'verified', text: `verified: ${facts(file, result)}.`, seed: audit.seed, result }, game, states: replayed.states };
  }
  const seat = file.perspective;
  if (canonicalJson(events[0]) !== canonicalJson(game.redact(game.created(file.options, file.seats), seat))) {
    return failed('the log does not start with this game, options and seats', 0);
  }
  const replayed = replayAll(game, events);
  if (!('states' in replayed)) return failed(replayed.reason, replayed.seq);
  const result = game.result(replayed.states.at(-1));
  const whose = seat < 0 ? "a spectator's log" : `a seat's own log (${file.seats[seat]}'s)`;
  const text = `unverified: ${whose}, ${facts(file, result)}; it replays without fault, but only the host's full log can be verified.`;
  return { verdict: { kind: 'unverified', text, result }, game, states: replayed.states };
}

async function checkSafely(file: LogFile): Promise<Checked> {
  try {
    return await check(file);
  } catch (error) {
    // A malicious file can still reach code that throws (e.g. nesting deep enough to overflow the stack).
    return failed(`the log could not be checked: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The verdict on a parsed log file. Never throws. */
export async function verifyLogFile(file: LogFile): Promise<Verdict> {
  return (await checkSafely(file)).verdict;
}

export type OpenedLog =
  | {
      readonly ok: true;
      readonly file: LogFile;
      /** "verified", or "unverified" for a seat's own log. */
      readonly verdict: Verdict;
      readonly game: AnyGame;
      /** states[i] is the state after events[0..i); states.length is events.length + 1. */
      readonly states: readonly unknown[];
    }
  | { readonly ok: false; readonly reason: string; readonly verdict?: Verdict };

/** Verifies a parsed file and, only if it passes (or is a seat's log that replays), replays every step. */
export async function openLogFile(file: LogFile): Promise<OpenedLog> {
  const { verdict, game, states } = await checkSafely(file);
  if (verdict.kind === 'failed' || !game || !states) return { ok: false, reason: verdict.kind === 'failed' ? verdict.reason : 'not replayable', verdict };
  return { ok: true, file, verdict, game, states };
}

/** readLogFile, then openLogFile. */
export async function openLog(text: string): Promise<OpenedLog> {
  const parsed = await readLogFile(text);
  return parsed.ok ? openLogFile(parsed.file) : { ok: false, reason: parsed.reason };
}
