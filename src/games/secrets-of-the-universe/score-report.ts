/**
 * What `peer-table score` reports of a hand: the hand scored as the game scores it (the version's
 * going out and best arrangement: exposed melds extended with hand cards and joined where that
 * scores more, the +10 of going out fully and the +5 of going out by deck draw; Advanced: +5 for each
 * Bonus Card set aside, a 0 a join takes off included, up to the 1,100-point limit), as text or JSON.
 */
import { formatCards, type BonusCode, type CardCode, type HandCard } from './cards.js';
import type { TableArrangement } from './hand-score.js';
import { isConcealed, isUltimate, meldLabel, meldSuit, type Meld, type ScoredVersion } from './melds.js';
import { BONUS_POINTS, FULLY_BONUS } from './scoring.js';
import type { RevealedMeld } from './types.js';
import { PLAYABLE } from './versions.js';

/** A hand to score, as the command line names it. */
export interface Request {
  readonly version: ScoredVersion;
  readonly hand: readonly HandCard[];
  readonly exposed: readonly Meld[];
  readonly out: boolean;
  /** The card drawn from the deck this turn, for going out by deck draw. */
  readonly drawn: CardCode | null;
  /** Advanced: the Bonus Cards set aside. */
  readonly aside: readonly BonusCode[];
  readonly json: boolean;
}

export interface Result {
  readonly arrangement: TableArrangement;
  readonly out: boolean;
  readonly fully: boolean;
  /** The +5 of going out by deck draw (with --out and --drawn). */
  readonly deckDraw: number;
  /** Advanced: the Bonus Cards set aside at the end (those given, and a 0 a join took off), +5 each. */
  readonly setAside: readonly BonusCode[];
  /** The total before the limit cut it, or null. */
  readonly overLimit: number | null;
  readonly total: number;
  /** Without --out: whether some arrangement goes out. */
  readonly couldGoOut: boolean;
}

/** The hand scored as the game scores it: going out by the version's going out, else by its best arrangement. */
export function result({ version, hand, exposed, out, drawn, aside }: Request): Result {
  const rules = PLAYABLE[version];
  const going = rules.goingOut(hand, exposed, drawn);
  const best = rules.arrange(hand, exposed);
  const score = (arrangement: TableArrangement, bonus: number, deckDraw: number, flags: { out: boolean; fully: boolean; couldGoOut: boolean }): Result => {
    const setAside = [...aside, ...arrangement.detached.map((c) => c.code as BonusCode)];
    const total = arrangement.total.low + bonus + deckDraw + BONUS_POINTS * setAside.length;
    const limit = rules.limit;
    const overLimit = limit !== null && total > limit ? total : null;
    return { arrangement, ...flags, deckDraw, setAside, overLimit, total: overLimit === null ? total : limit! };
  };
  if (out && going) return score(going.arrangement, going.bonus, going.deckDraw, { out: true, fully: going.fully, couldGoOut: true });
  const goesOut = !out && best.unmelded.length <= 2;
  return score(best, 0, 0, { out: goesOut, fully: goesOut && best.fully, couldGoOut: going !== null });
}

const isCoin = (m: RevealedMeld): boolean => m.points.low !== m.points.high;
const label = (m: RevealedMeld): string => meldLabel(m as Meld);
const magicFives = (melds: readonly RevealedMeld[]): number =>
  melds.filter((m) => m.kind === 'sequence' && m.cards.length === 5 && meldSuit(m as Meld) === 'M').length;

export function json({ arrangement: a, out, fully, deckDraw, setAside, overLimit, total }: Result): string {
  return JSON.stringify({
    total,
    ...(overLimit === null ? {} : { overLimit }),
    ...(setAside.length ? { setAside: setAside.join(' ') } : {}),
    melds: a.melds.map((m, i) => ({ kind: label(m), cards: formatCards(m.cards), points: m.points.low, exposed: i < a.exposed })),
    unmelded: formatCards(a.unmelded),
    out,
    fully,
    deckDraw,
    coin: a.melds.flatMap((m, meld) => (isCoin(m) ? [{ meld, low: m.points.low, high: m.points.high }] : [])),
    magicFiveSequences: magicFives(a.melds),
    ...(a.melds.some((m) => isUltimate(m as Meld)) ? { ultimate: true } : {}),
  });
}

function goingOutLine(r: Result, asked: boolean): string {
  const deckDraw = r.deckDraw ? `; by deck draw: +${r.deckDraw}` : '';
  if (asked)
    return r.out
      ? `Goes out${r.fully ? ` fully: +${FULLY_BONUS}` : ', not fully'}${deckDraw}.`
      : 'Cannot go out: no arrangement leaves 2 cards or fewer unmelded; scored as it stands.';
  if (r.out) return `This arrangement could go out${r.fully ? ' fully' : ', not fully'} (--out scores going out).`;
  return r.couldGoOut ? 'This arrangement cannot go out; another one can (--out).' : 'Cannot go out.';
}

export function text(req: Request, r: Result): string {
  const a = r.arrangement;
  const packets = PLAYABLE[req.version].packets;
  const note = (m: RevealedMeld): string =>
    isCoin(m) && packets
      ? ` (takes a packet: +5 a Bonus Card in it${isConcealed(m as Meld) ? ', the first twice' : ''})`
      : isCoin(m)
        ? ` (coin: ${m.points.high} on a correct call)`
        : label(m) === 'Magic 5-Sequence'
          ? ' (+10 to the winner of the Duel)'
          : '';
  const rows = a.melds.map((m) => [label(m), formatCards(m.cards), String(m.points.low), note(m)]);
  const width = (i: number) => Math.max(0, ...rows.map((row) => row[i]!.length));
  const line = (row: string[]) => `  ${row[0]!.padEnd(width(0))}  ${row[1]!.padEnd(width(1))}  ${row[2]!.padStart(width(2))}${row[3]}`;
  const section = (title: string, from: number, to: number) => (from < to ? [title, ...rows.slice(from, to).map(line)] : []);
  const upside = a.total.high - a.total.low;
  return [
    `Secrets of the Universe, ${req.version} version: ${req.hand.length} cards in hand${req.exposed.length ? `, ${req.exposed.length} exposed melds` : ''}.`,
    ...section('Exposed melds:', 0, a.exposed),
    ...section('Melds in hand:', a.exposed, rows.length),
    `Unmelded: ${a.unmelded.length ? formatCards(a.unmelded) : 'none'}`,
    ...(r.setAside.length ? [`Set aside: ${r.setAside.join(' ')}: +${BONUS_POINTS * r.setAside.length}`] : []),
    goingOutLine(r, req.out),
    ...(a.melds.some((m) => isUltimate(m as Meld)) ? ["Ultimate 11+ Aces: wins the match at once; everyone else's total becomes 0."] : []),
    `Total: ${r.total}${r.overLimit === null ? '' : ` (the limit; ${r.overLimit} before it)`}${upside && !packets ? ` (coin melds at their low value; ${r.total + upside} if every call is right)` : ''}`,
  ].join('\n');
}
