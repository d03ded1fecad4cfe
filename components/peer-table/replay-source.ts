/**
 * Where a `<peer-table>` replay comes from: a log file object, the log's JSON text, a share link
 * (`…#log=…`), the URL of a log file, or a file a person chose (its text is read as a log, never as
 * an address). Nothing is shown unless it parses and checks out.
 */
import { decodeShareLink, MAX_LOG_BYTES, openLog, openLogFile, type LogFile, type OpenedLog } from '../../src/log/file.js';
import { loadScreen, moduleOf } from '../../src/games/registry.js';
import type { Verdict } from '../../src/log/verify.js';
import type { Perspective, ReplayVerdict } from '../pt-replay/pt-replay.js';

export { renderReplay } from './replay-screen.js';

export interface Replay {
  readonly file: LogFile;
  readonly verdict: ReplayVerdict;
  readonly step: number | null;
  readonly perspective: Perspective | null;
}

/** A file a person chose or dropped: its name and its text. */
export interface ChosenFile {
  readonly name: string;
  readonly text: string;
}

export type OpenedReplay = { readonly ok: true; readonly replay: Replay } | { readonly ok: false; readonly reason: string };

/** A replay's perspective from the `seat` attribute: a seat counted from 1, "spectator" or "all". */
export function perspectiveOf(seat: string | null): Perspective | null {
  if (seat === null) return null;
  const s = seat.trim().toLowerCase();
  if (s === 'all') return 'all';
  if (s === 'spectator') return -1;
  const n = Number(s);
  return Number.isInteger(n) && n >= 1 ? n - 1 : null;
}

/** The log data of a share link and its step, when `text` is one. */
function shareData(text: string): { data: string; step: number | null } | null {
  const at = text.indexOf('#');
  if (at < 0 || !/[#&]log=/.test(text.slice(at))) return null;
  const params = new URLSearchParams(text.slice(at + 1));
  const step = Number(params.get('step'));
  return { data: params.get('log') ?? '', step: params.has('step') && Number.isInteger(step) ? step : null };
}

async function fetchLog(url: string): Promise<OpenedLog> {
  let response: Response;
  try {
    response = await fetch(new URL(url, location.href));
  } catch (e) {
    return { ok: false, reason: `the log at ${url} cannot be fetched (${(e as Error).message})` };
  }
  if (!response.ok) return { ok: false, reason: `the log at ${url} cannot be fetched (HTTP ${response.status})` };
  const size = Number(response.headers.get('content-length'));
  if (size > MAX_LOG_BYTES) return { ok: false, reason: `the log at ${url} is larger than ${MAX_LOG_BYTES / 1024 / 1024} MB` };
  return openLog(await response.text());
}

async function opened(source: LogFile | ChosenFile | string): Promise<{ log: OpenedLog; step: number | null }> {
  if (isChosenFile(source)) {
    const log = await openLog(source.text);
    return { log: log.ok || log.verdict ? log : { ok: false, reason: `${source.name} is not a peer-table log (${log.reason})` }, step: null };
  }
  if (typeof source !== 'string') return { log: await openLogFile(source), step: null };
  const text = source.trim();
  if (text.startsWith('{')) return { log: await openLog(text), step: null };
  const share = shareData(text);
  if (share) {
    const decoded = await decodeShareLink(share.data);
    return { log: decoded.ok ? await openLogFile(decoded.file) : { ok: false, reason: decoded.reason }, step: share.step };
  }
  return { log: await fetchLog(text), step: null };
}

const isChosenFile = (source: unknown): source is ChosenFile =>
  typeof source === 'object' && source !== null && typeof (source as ChosenFile).text === 'string' && typeof (source as ChosenFile).name === 'string';

/** What a verdict tells a player: the game by its title, its players and moves, and how it ended. */
export function verdictWords(file: LogFile, verdict: Verdict): string {
  if (verdict.kind === 'failed') return `Verification failed: ${verdict.reason}`;
  const title = moduleOf(file.game)?.title ?? 'A game';
  const facts = `${title}, ${file.seats.length} players (${file.seats.join(', ')}), ${file.events.length} steps.${verdict.result ? ` ${verdict.result.summary}` : ''}`;
  if (verdict.kind === 'verified') return `Verified: the shuffle and every move check out. ${facts}`;
  const whose = typeof file.perspective === 'number' && file.perspective >= 0 ? `${file.seats[file.perspective]}'s own log` : "a spectator's log";
  return `Unverified: ${whose}. It replays without fault, but only the host's full log can be checked. ${facts}`;
}

/** Opens `source` for replay, seen from `seat` (the attribute's text) when the log allows it. */
export async function openReplay(source: LogFile | ChosenFile | string, seat: string | null): Promise<OpenedReplay> {
  const { log, step } = await opened(source);
  if (!log.ok) {
    const reason = log.verdict?.kind === 'failed' ? log.verdict.reason : log.reason;
    return { ok: false, reason: `This log cannot be replayed: ${reason}` };
  }
  // The replay viewer (a chunk of its own) shows the game's own table: both are loaded before the replay opens.
  const screen = await Promise.all([loadScreen(log.file.game), import('../pt-replay/pt-replay.js')]).then(
    () => null,
    (error: Error) => error.message,
  );
  if (screen) return { ok: false, reason: `This log cannot be replayed: ${screen}` };
  return {
    ok: true,
    replay: { file: log.file, verdict: { kind: log.verdict.kind, text: verdictWords(log.file, log.verdict) }, step, perspective: perspectiveOf(seat) },
  };
}
