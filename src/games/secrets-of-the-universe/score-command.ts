/**
 * `peer-table score secrets-of-the-universe CARDS`, the subcommand this game adds to the command
 * line: the best arrangement of a hand into melds and its points, as text or JSON. Every refusal
 * is one line on standard error with exit code 2.
 */
import { parseArgs } from 'node:util';
import type { Io } from '../../cli/main.js';
import type { GameCommand } from '../module.js';
import { COPIES, formatCards, parseCards, type CardCode, type HandCard } from './cards.js';
import { meldLabel, meldOf, type Meld, type ScoredVersion } from './melds.js';
import { bestArrangement, type Arrangement } from './scorer.js';
import { FULLY_BONUS } from './scoring.js';

const GAME = 'secrets-of-the-universe';
const VERSIONS: readonly ScoredVersion[] = ['basic', 'intermediate'];

class Refusal extends Error {}

interface Request {
  readonly version: ScoredVersion;
  readonly hand: readonly HandCard[];
  readonly exposed: readonly Meld[];
  readonly out: boolean;
  readonly json: boolean;
}

function cardsOf(text: string, version: ScoredVersion, where: string): HandCard[] {
  const parsed = parseCards(text, version);
  if (!parsed.ok) throw new Refusal(`${where}: ${parsed.error}`);
  return parsed.value;
}

function request(args: readonly string[]): Request | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: args.slice(),
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        out: { type: 'boolean' },
        json: { type: 'boolean' },
        version: { type: 'string' },
        exposed: { type: 'string', multiple: true },
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const name = /'(--?[a-z]+)/.exec(message)?.[1] ?? '';
    const code = (error as { code?: string }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new Refusal(`unknown option ${name} (see peer-table --help)`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new Refusal(`option ${name} ${message.includes('does not take') ? 'takes no value' : 'needs a value'}`);
    throw new Refusal(message.split('\n')[0]!);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [game, text, ...extra] = positionals;
  if (game === undefined || text === undefined) throw new Refusal(`score needs a game and a hand: peer-table score ${GAME} "E1 E2 E3 ..."`);
  if (game !== GAME) throw new Refusal(`score knows only the game ${GAME}, not "${game}"`);
  if (extra.length) throw new Refusal(`score takes one hand (quote it), got also "${extra.join(' ')}"`);
  const version = (values.version ?? 'basic') as ScoredVersion;
  if (!VERSIONS.includes(version)) throw new Refusal(`--version must be basic or intermediate, not "${values.version}"`);
  const exposedTexts = values.exposed ?? [];
  if (exposedTexts.length && version !== 'intermediate') throw new Refusal('--exposed needs --version intermediate: in the Basic Version melds stay in the hand');
  const hand = cardsOf(text, version, 'hand');
  const exposed = exposedTexts.map((t) => {
    const meld = meldOf(cardsOf(t, version, `--exposed "${t}"`), version);
    if (!meld) throw new Refusal(`--exposed "${t}": not a meld (a sequence, a set or a unity)`);
    return meld;
  });
  const counts = new Map<CardCode, number>();
  for (const { code } of [...hand, ...exposed.flatMap((m) => m.cards)]) counts.set(code, (counts.get(code) ?? 0) + 1);
  for (const [code, n] of counts) {
    if (n > COPIES) throw new Refusal(`${code} appears ${n} times in the hand and exposed melds; the deck has only ${COPIES} copies`);
  }
  return { version, hand, exposed, out: values.out === true, json: values.json === true };
}

interface Result {
  readonly arrangement: Arrangement;
  readonly out: boolean;
  readonly fully: boolean;
  readonly total: number;
  /** Without --out: whether some arrangement goes out. */
  readonly couldGoOut: boolean;
}

function result({ version, hand, exposed, out }: Request): Result {
  const going = bestArrangement(hand, { version, exposed, goal: 'out' });
  const arrangement = (out && going) || bestArrangement(hand, { version, exposed, goal: 'any' })!;
  const goesOut = out ? going !== null : arrangement.out;
  const fully = goesOut && arrangement.fully;
  return { arrangement, out: goesOut, fully, total: arrangement.total + (out && fully ? FULLY_BONUS : 0), couldGoOut: going !== null };
}

function json({ arrangement: a, out, fully, total }: Result): string {
  return JSON.stringify({
    total,
    melds: a.melds.map((m) => ({ kind: meldLabel(m.meld), cards: formatCards(m.meld.cards), points: m.points.low, exposed: m.exposed })),
    unmelded: formatCards(a.unmelded),
    out,
    fully,
    coin: a.coin.map((m) => ({ meld: a.melds.indexOf(m), low: m.points.low, high: m.points.high })),
    magicFiveSequences: a.magicFiveSequences,
  });
}

function goingOutLine(r: Result, asked: boolean): string {
  if (asked) return r.out ? `Goes out${r.fully ? ` fully: +${FULLY_BONUS}` : ', not fully'}.` : 'Cannot go out: no arrangement leaves 2 cards or fewer unmelded; scored as it stands.';
  if (r.arrangement.out) return `This arrangement could go out${r.fully ? ' fully' : ', not fully'} (--out scores going out).`;
  return r.couldGoOut ? 'This arrangement cannot go out; another one can (--out).' : 'Cannot go out.';
}

function text(req: Request, r: Result): string {
  const a = r.arrangement;
  const note = ({ meld, points }: Arrangement['melds'][number]): string =>
    points.low !== points.high ? ` (coin: ${points.high} on a correct call)` : meldLabel(meld) === 'Magic 5-Sequence' ? ' (+10 to the winner of the Duel)' : '';
  const rows = a.melds.map((m) => [meldLabel(m.meld), formatCards(m.meld.cards), String(m.points.low), note(m)]);
  const width = (i: number) => Math.max(0, ...rows.map((row) => row[i]!.length));
  const line = (row: string[]) => `  ${row[0]!.padEnd(width(0))}  ${row[1]!.padEnd(width(1))}  ${row[2]!.padStart(width(2))}${row[3]}`;
  const section = (title: string, from: number, to: number) => (from < to ? [title, ...rows.slice(from, to).map(line)] : []);
  const upside = a.coin.reduce((sum, m) => sum + m.points.high - m.points.low, 0);
  return [
    `Secrets of the Universe, ${req.version} version: ${req.hand.length} cards in hand${req.exposed.length ? `, ${req.exposed.length} exposed melds` : ''}.`,
    ...section('Exposed melds:', 0, req.exposed.length),
    ...section('Melds in hand:', req.exposed.length, rows.length),
    `Unmelded: ${a.unmelded.length ? formatCards(a.unmelded) : 'none'}`,
    goingOutLine(r, req.out),
    `Total: ${r.total}${upside ? ` (coin melds at their low value; ${r.total + upside} if every call is right)` : ''}`,
  ].join('\n');
}

/** Runs `score` with its arguments; returns the exit code. `help` prints the usage. */
function score(args: readonly string[], io: Io, help: (io: Io) => Promise<number>): number | Promise<number> {
  try {
    const req = request(args);
    if (req === 'help') return help(io);
    const r = result(req);
    io.out(`${req.json ? json(r) : text(req, r)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    io.err(`peer-table: ${error.message}\n`);
    return 2;
  }
}

export const scoreCommand: GameCommand = {
  name: 'score',
  synopsis: `peer-table score ${GAME} CARDS [--out] [--version V]
                   [--exposed CARDS]... [--json]`,
  help: `score    Arranges a Secrets of the Universe hand into its best melds and prints each
         meld with its kind and points, the unmelded cards, whether it goes out and
         the total (coin melds at their low value). CARDS: a suit letter (E, F, W,
         A, M) and a rank 1 to 9 each, "*" after a card taken from the discards:
         "E1 E2 E3 F5 W5 A5 E7 E7 E7*". Exit 2 for a card that does not exist, a
         suit the version lacks, a fifth copy of a card (hand and exposed melds
         together) or a wrong argument.
  --out      The player goes out: the best arrangement that goes out, with +10 for
             going out fully; if none does, says so and scores the best one.
  --version V  basic (default) or intermediate.
  --exposed CARDS  A meld already on the table (intermediate; repeatable): scored
             as it is, its cards locked.
  --json     One JSON object: total, melds [{kind, cards, points, exposed}],
             unmelded, out, fully, coin [{meld, low, high}], magicFiveSequences.`,
  run: score,
};
