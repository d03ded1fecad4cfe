/**
 * The peer-table command line: `verify` and `replay` a game log file (or a share link) in Node, no
 * browser needed, and the commands games add (`score` a hand). `main` returns the exit code;
 * bin/peer-table.mjs runs it through tsx.
 */
import { readFile, stat } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Seat } from '../kernel/game.js';
import { isTableEvent, tableEventWords } from '../kernel/table-events.js';
import type { LogFile } from '../log/format.js';
import type { GameCommand } from '../games/module.js';
import { loadText, MODULES } from '../games/registry.js';
import { readLogFile, sizeRefusal, type ParseResult } from '../log/parse.js';
import { decodeShareLink } from '../log/share-link.js';
import { openLogFile, type Verdict } from '../log/verify.js';

/** Every subcommand the games add, by name (each game's module contributes its own). */
async function gameCommands(): Promise<GameCommand[]> {
  return (await Promise.all(MODULES.map(async (m) => (await m.commands?.()) ?? []))).flat();
}

/** The usage text, with each game's commands. */
export async function usage(): Promise<string> {
  const commands = await gameCommands();
  const synopses = commands.map((c) => `  ${c.synopsis}\n`).join('');
  const helps = commands.map((c) => `${c.help}\n\n`).join('');
  return `peer-table: check and replay peer-table game logs.

Usage:
  peer-table verify FILE
  peer-table replay FILE [--step N] [--seat S] [--json]
${synopses}  peer-table help

FILE is a log file (.json), "-" for standard input, or a share link ("…#log=…").

verify   Checks the log and prints one line.
         Exit 0: verified (the host's full log: hash chain, commitments, every random
         outcome re-derived from the revealed secrets, every event against the rules,
         a finished game). Exit 2: a seat's own log, which replays but cannot be
         verified. Exit 1: anything else, with the reason on standard error.
replay   Verifies, then prints the table at a step: whose turn it is, the hands
         shown, what lies on the table, the scores and the result, in each
         game's own words.
  --step N   Show the table after the first N events (0 to the number of events;
             default: the end).
  --seat S   Show the table as seat S sees it: a seat number counted from 1, a
             name, or "spectator". Default: every hand face up (a full log), or
             the log's own seat (a seat's log).
  --json     Print game.view(state, seat) as JSON instead: one view for --seat
             (and for a seat's log), else an array of every seat's view, by seat.

${helps}Errors are one line on standard error, with exit code 1 (a game's own command
says its own codes).`;
}

export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Reads standard input to the end (for FILE "-"). */
  readonly stdin?: () => Promise<string>;
}

const processIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  stdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

/** A failure to report on one line. */
class Failure extends Error {
  constructor(
    message: string,
    readonly code = 1,
  ) {
    super(message);
  }
}

const isLink = (source: string): boolean => source.includes('#log=') || source.startsWith('log=');
const sourceName = (source: string): string => (isLink(source) ? 'the link' : source === '-' ? 'standard input' : source);

async function load(source: string, io: Io): Promise<LogFile> {
  let parsed: ParseResult;
  if (isLink(source)) {
    parsed = await decodeShareLink(source);
  } else {
    let text: string;
    if (source === '-') {
      if (!io.stdin) throw new Failure('cannot read standard input');
      text = await io.stdin();
    } else {
      const info = await stat(source).catch((error: NodeJS.ErrnoException) => {
        throw new Failure(`cannot read ${source}: ${error.code === 'ENOENT' ? 'no such file' : error.code === 'EACCES' ? 'permission denied' : error.message}`);
      });
      if (info.isDirectory()) throw new Failure(`cannot read ${source}: it is a folder`);
      const tooBig = sizeRefusal(info.size);
      if (tooBig) throw new Failure(`${source}: ${tooBig}`);
      text = await readFile(source, 'utf8');
    }
    parsed = await readLogFile(text);
  }
  if (!parsed.ok) throw new Failure(`${sourceName(source)}: ${parsed.reason}`);
  return parsed.file;
}

function options(args: readonly string[], allowed: { step?: true; seat?: true; json?: true }) {
  const spec: ParseArgsConfig['options'] = {
    help: { type: 'boolean', short: 'h' },
    ...(allowed.step ? { step: { type: 'string' } } : {}),
    ...(allowed.seat ? { seat: { type: 'string' } } : {}),
    ...(allowed.json ? { json: { type: 'boolean' } } : {}),
  };
  try {
    const { values, positionals } = parseArgs({ args: args.slice(), options: spec, allowPositionals: true, strict: true });
    return { values: values as { help?: boolean; step?: string; seat?: string; json?: boolean }, positionals };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const name = /'([^']+)'/.exec(message)?.[1];
    const code = (error as { code?: string }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new Failure(`unknown option ${name ?? ''} (see peer-table --help)`.replace('  ', ' '));
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new Failure(`option ${(name ?? '').split(' ')[0]} needs a value`);
    throw new Failure(message.split('\n')[0]!);
  }
}

function onlyFile(positionals: readonly string[], command: string): string {
  if (positionals.length === 0) throw new Failure(`${command} needs a FILE (see peer-table --help)`);
  if (positionals.length > 1) throw new Failure(`${command} takes one FILE, got ${positionals.length}`);
  return positionals[0]!;
}

async function verify(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = options(args, {});
  if (values.help) return help(io);
  const source = onlyFile(positionals, 'verify');
  const opened = await openLogFile(await load(source, io));
  const verdict = opened.verdict!;
  if (verdict.kind === 'failed') throw new Failure(`${sourceName(source)}: ${verdict.text}`);
  io.out(`${verdict.text}\n`);
  return verdict.kind === 'verified' ? 0 : 2;
}

/** The seat `--seat` names: a number from 1, a name, or "spectator" (-1). */
function seatOf(value: string, file: LogFile): Seat {
  const n = file.seats.length;
  if (/^\d+$/.test(value)) {
    const seat = Number(value) - 1;
    if (seat < 0 || seat >= n) throw new Failure(`--seat ${value}: the seats are numbered 1 to ${n}`);
    return seat;
  }
  if (value.toLowerCase() === 'spectator') return -1;
  const seat = file.seats.findIndex((name) => name.toLowerCase() === value.toLowerCase());
  if (seat < 0) throw new Failure(`--seat ${value}: no seat is named so; the seats are ${file.seats.join(', ')} (or a number from 1 to ${n}, or "spectator")`);
  return seat;
}

const seatLabel = (file: LogFile, seat: Seat): string => (seat < 0 ? 'a spectator' : `${file.seats[seat]} (seat ${seat + 1})`);

async function replayCommand(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = options(args, { step: true, seat: true, json: true });
  if (values.help) return help(io);
  const source = onlyFile(positionals, 'replay');
  const file = await load(source, io);
  const opened = await openLogFile(file);
  if (!opened.ok) throw new Failure(`${sourceName(source)}: ${opened.verdict?.text ?? opened.reason}`);
  const { game, states, verdict } = opened;
  const steps = file.events.length;
  let step = steps;
  if (values.step !== undefined) {
    if (!/^\d+$/.test(values.step) || Number(values.step) > steps) throw new Failure(`--step must be a whole number from 0 to ${steps}`);
    step = Number(values.step);
  }
  const own = file.perspective;
  let seat: Seat | 'all' = own === 'full' ? 'all' : own;
  if (values.seat !== undefined) {
    seat = seatOf(values.seat, file);
    if (own !== 'full' && seat !== own && seat !== -1) {
      throw new Failure(`this is ${file.seats[own]}'s own log: it can be shown only as seat ${own + 1} or as a spectator`);
    }
  }
  const state = states[step];
  if (values.json) {
    const json = seat === 'all' ? file.seats.map((_, s) => game.view(state, s)) : game.view(state, seat);
    io.out(`${JSON.stringify(json, null, 2)}\n`);
    return 0;
  }
  const seats = seat === 'all' ? file.seats.map((_, s) => s) : seat < 0 ? [] : [seat];
  const lines = [
    `${game.title} · table ${file.table} · ${file.seats.join(', ')} · step ${step} of ${steps}`,
    verdictLine(verdict),
    `Shown as: ${seat === 'all' ? 'every hand face up' : seatLabel(file, seat)}.`,
  ];
  const last = step > 0 ? file.events[step - 1]!.event : null;
  // A table event (who plays a seat) is the table's, not the game's: the game's text shows the table as it stands.
  const tableEvent = last && isTableEvent(last) ? last : null;
  lines.push(...(await loadText(file.game))({ prev: step > 0 ? states[step - 1] : null, event: tableEvent ? null : last, state, seats }));
  if (tableEvent) lines.push(`Last event: ${tableEventWords(tableEvent, file.seats)}.`);
  io.out(`${lines.join('\n')}\n`);
  return 0;
}

const verdictLine = (verdict: Verdict): string => verdict.text.charAt(0).toUpperCase() + verdict.text.slice(1);

async function help(io: Io): Promise<number> {
  io.out(`${await usage()}\n`);
  return 0;
}

/** Runs the command line `args` (without node and the script); returns the exit code. */
export async function main(args: readonly string[], io: Io = processIo): Promise<number> {
  try {
    const [command, ...rest] = args;
    switch (command) {
      case 'verify':
        return await verify(rest, io);
      case 'replay':
        return await replayCommand(rest, io);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        return help(io);
      default: {
        const own = (await gameCommands()).find((c) => c.name === command);
        if (!own) throw new Failure(`unknown command "${command}" (see peer-table --help)`);
        return await own.run(rest, io, help);
      }
    }
  } catch (error) {
    const message = error instanceof Failure ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    io.err(`peer-table: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
    return error instanceof Failure ? error.code : 1;
  }
}
