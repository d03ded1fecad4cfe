/**
 * `peer-table score secrets-of-the-universe CARDS`, the subcommand this game adds to the command
 * line: the best arrangement of a hand into melds and its points, as text or JSON, scored by the
 * version's own scoring (the game's): exposed melds extended with hand cards and joined where that
 * scores more, and going out with its bonuses. Every refusal is one line on standard error with
 * exit code 2.
 */
import { parseArgs } from 'node:util';
import type { Io } from '../../cli/main.js';
import type { GameCommand } from '../module.js';
import { copiesOf, isBonus, parseCards, type BonusCode, type CardCode, type HandCard } from './cards.js';
import { meldOf, type ScoredVersion } from './melds.js';
import { json, result, text, type Request } from './score-report.js';

const GAME = 'secrets-of-the-universe';
const VERSIONS: readonly ScoredVersion[] = ['basic', 'intermediate', 'advanced'];

class Refusal extends Error {}

function cardsOf(text: string, version: ScoredVersion, where: string): HandCard[] {
  const parsed = parseCards(text, version);
  if (!parsed.ok) throw new Refusal(`${where}: ${parsed.error}`);
  return parsed.value;
}

const SCORE_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  out: { type: 'boolean' },
  json: { type: 'boolean' },
  version: { type: 'string' },
  exposed: { type: 'string', multiple: true },
  drawn: { type: 'string' },
  aside: { type: 'string' },
} as const;

function request(args: readonly string[]): Request | 'help' {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; strict: true; options: typeof SCORE_OPTIONS }>>;
  try {
    parsed = parseArgs({
      args: args.slice(),
      allowPositionals: true,
      strict: true,
      options: SCORE_OPTIONS,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const name = /'(--?[a-z]+)/.exec(message)?.[1] ?? '';
    const code = (error as { code?: string }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new Refusal(`unknown option ${name} (see peer-table --help)`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new Refusal(`option ${name} ${message.includes('does not take') ? 'takes no value' : 'needs a value'}`);
    throw new Refusal(message.split('\n')[0]!);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [game, text, ...extra] = positionals;
  if (game === undefined || text === undefined) throw new Refusal(`score needs a game and a hand: peer-table score ${GAME} "E1 E2 E3 ..."`);
  if (game !== GAME) throw new Refusal(`score knows only the game ${GAME}, not "${game}"`);
  if (extra.length) throw new Refusal(`score takes one hand (quote it), got also "${extra.join(' ')}"`);
  const version = (values.version ?? 'basic') as ScoredVersion;
  if (!VERSIONS.includes(version)) throw new Refusal(`--version must be basic, intermediate or advanced, not "${values.version}"`);
  const exposedTexts = values.exposed ?? [];
  if (exposedTexts.length && version === 'basic')
    throw new Refusal('--exposed needs --version intermediate or advanced: in the Basic Version melds stay in the hand');
  const hand = cardsOf(text, version, 'hand');
  const exposed = exposedTexts.map((t) => {
    const meld = meldOf(cardsOf(t, version, `--exposed "${t}"`), version);
    if (!meld) throw new Refusal(`--exposed "${t}": not a meld (a sequence, a set or a unity)`);
    return meld;
  });
  const aside = values.aside === undefined ? [] : asideCards(values.aside, version);
  const counts = new Map<CardCode, number>();
  for (const code of [...hand.map((c) => c.code), ...exposed.flatMap((m) => m.cards.map((c) => c.code)), ...aside])
    counts.set(code, (counts.get(code) ?? 0) + 1);
  for (const [code, n] of counts) {
    const copies = copiesOf(code);
    const where = aside.length ? 'the hand, exposed melds and set-aside cards' : 'the hand and exposed melds';
    if (n > copies) throw new Refusal(`${code} appears ${n} times in ${where}; the deck has only ${copies === 1 ? 'one' : `${copies} copies`}`);
  }
  const drawn = values.drawn === undefined ? null : drawnCard(values.drawn, version, hand, values.out === true);
  return { version, hand, exposed, out: values.out === true, drawn, aside, json: values.json === true };
}

/** The Bonus Cards named by --aside (Advanced): set aside, +5 each. */
function asideCards(text: string, version: ScoredVersion): BonusCode[] {
  if (version !== 'advanced') throw new Refusal('--aside needs --version advanced: only its Bonus Cards are set aside');
  const cards = cardsOf(text, version, `--aside "${text}"`);
  const wrong = cards.find((c) => !isBonus(c.code) || c.taken);
  if (wrong) throw new Refusal(`--aside "${text}": ${wrong.code} is no Bonus Card to set aside`);
  return cards.map((c) => c.code as BonusCode);
}

/** The card named by --drawn: one card, untaken, held in the hand, going out in a version with deck draws. */
function drawnCard(text: string, version: ScoredVersion, hand: readonly HandCard[], out: boolean): CardCode {
  if (version === 'basic') throw new Refusal('--drawn needs --version intermediate or advanced: the Basic Version has no going out by deck draw');
  if (!out) throw new Refusal('--drawn needs --out: the card drawn counts only for going out by deck draw');
  const cards = cardsOf(text, version, `--drawn "${text}"`);
  if (cards.length !== 1 || cards[0]!.taken) throw new Refusal(`--drawn "${text}": name one card drawn from the deck, with no "*"`);
  const code = cards[0]!.code;
  if (!hand.some((c) => c.code === code && !c.taken)) throw new Refusal(`--drawn ${code}: the hand holds no untaken ${code}`);
  return code;
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
                   [--exposed CARDS]... [--drawn CARD] [--aside CARDS] [--json]`,
  help: `score    Arranges a Secrets of the Universe hand into its best melds, as the game
         scores it, and prints each meld with its kind and points, the unmelded
         cards, whether it goes out and the total (coin melds at their low value).
         CARDS: a suit letter (E, F, W, A, M) and a rank 1 to 9 each, "*" after a
         card taken from the discards: "E1 E2 E3 F5 W5 A5 E7 E7 E7*"; in the
         Advanced Version also the Bonus Cards Void, P0 (a Plain 0), S0 (the
         Special 0), Divinity, Eternity and Infinity. Exit 2 for a card that does
         not exist, a card the version lacks, more copies of a card than the deck
         holds (hand, exposed melds and set-aside cards together) or a wrong
         argument.
  --out      The player goes out: the best arrangement that goes out, with +10 for
             going out fully; if none does, says so and scores the best one.
  --version V  basic (default), intermediate or advanced.
  --exposed CARDS  A meld already on the table (intermediate, advanced;
             repeatable): its cards stay in it; hand cards extend it and
             sequences that line up join where that scores more, as at the end
             of a game. With a Public Bonus Card in one, --out goes out fully.
  --drawn CARD  With --out: the card drawn from the deck this turn; going out
             with it in a meld or the pair is going out by deck draw, +5.
  --aside CARDS  Advanced: the Bonus Cards set aside, +5 each; the total stops
             at the limit of 1,100.
  --json     One JSON object: total, overLimit (if the limit cut it), setAside,
             melds [{kind, cards, points, exposed}], unmelded, out, fully,
             deckDraw, coin [{meld, low, high}] (Advanced: the melds that take
             a packet), magicFiveSequences, ultimate (if it holds Ultimate 11+
             Aces).`,
  run: score,
};
