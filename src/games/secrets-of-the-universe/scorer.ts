/**
 * The best arrangement of a Secrets of the Universe hand into melds: exact, by search, not greedy.
 *
 * Best means, in this order: the most expected points (a coin meld counts (low + high) / 2; when
 * going out, a full going out counts its +10), the fewest coin melds, the most cards melded, then the
 * first found in a fixed search order (which does not depend on the order the cards are given in).
 *
 * How: a hand is a count of each of the 45 cards of a suit. Sets are the only melds across suits, so
 * the set choices of every rank holding enough Plain Suits are searched together, depth first, with
 * an upper bound cutting hopeless branches; a rank whose cards can be in no sequence or unity is
 * solved on its own. What sets leave splits into five independent suits, each solved by a memoized
 * search from its lowest rank up (that rank's cards go into a unity, start sequences, or stay
 * unmelded). Every part answers with its best for each way its unmelded cards count towards going
 * out (a category): none, one, two different, an identical pair, three or more; the parts are then
 * combined category-wise.
 *
 * The Advanced Version's Bonus Cards are resources the parts share, and each part answers for every
 * amount of them it uses:
 * - 0s (Plain 0s and the Special 0) are ranks 0 and 10 of a suit, before its 1 and after its 9; a
 *   suit answers for every number of 0s it is given; 0s no suit uses stay unmelded (two Plain 0s are
 *   an identical pair).
 * - Divinity, used once at most: in a sequence it stands for one rank (a card the hand holds or not,
 *   a 0 at either end), in a unity for one copy (the unity is then exposed), in a set for one suit.
 *   Unused, it is unmelded (never part of a pair), or a Void where every other meld is one nothing
 *   can be added to (checked on the arrangement found that way).
 * - Void, Eternity and Infinity are one-card melds; eleven or more 1s in the hand are 11+ Aces.
 */
import { copiesOf, codeOf, compareHandCards, isBonus, isSuited, isZero, RANKS, rankOf, SUITS, suitOf, suitsOf, type CardCode, type HandCard } from './cards.js';
import { ACES, canGoOut, goesOutFully, meldOf, meldSuit, TEN_SEQUENCE, type Meld, type MeldKind, type ScoredVersion } from './melds.js';
import { FULLY_BONUS, columnOf, isCoin, meldPoints, SCORING, type Points, type ScoringTable, type UnityTable } from './scoring.js';
import { remembered } from './bounded-cache.js';

export type Goal = 'any' | 'out' | 'fully';

export interface ScoreOptions {
  readonly version: ScoredVersion;
  /** Melds already laid on the table: scored as given, their cards locked. */
  readonly exposed?: readonly Meld[];
  /** 'out': the player goes out (at most 2 cards unmelded); 'fully': goes out fully. */
  readonly goal?: Goal;
  /** Advanced: Divinity may stand for the 11th 1 of 11+ Aces (its owner picked it up to go out fully). */
  readonly divinityAce?: boolean;
}

export interface ScoredMeld {
  readonly meld: Meld;
  readonly points: Points;
  /** One of the exposed melds given, as opposed to a meld formed in the hand. */
  readonly exposed: boolean;
}

export interface Arrangement {
  /** The exposed melds as given, then the hand's melds in hand order. */
  readonly melds: readonly ScoredMeld[];
  readonly unmelded: readonly HandCard[];
  /** Meld points, coin melds at their low value; no going-out bonus. */
  readonly total: number;
  /** The melds whose points a coin flip decides (counted in `total` at their low value). */
  readonly coin: readonly ScoredMeld[];
  readonly out: boolean;
  readonly fully: boolean;
  /** Magic 5-Sequences, for the Duel's +10 each that the game decides. */
  readonly magicFiveSequences: number;
}

// The objective, one exact integer: half points, then fewer coin melds, then fewer unmelded cards.
const DIGIT = 256;
const HALF_POINT = DIGIT * DIGIT;
const objOf = (p: Points): number => (p.low + p.high) * HALF_POINT - (isCoin(p) ? DIGIT : 0);
const FULLY_OBJ = 2 * FULLY_BONUS * HALF_POINT;

// How a suit's (or a hand's) unmelded cards count towards going out.
const U0 = 0,
  U1 = 1,
  U2 = 2,
  PAIR = 3,
  U3 = 4;
const CATEGORIES = 5;
/** SHIFT[j][c]: the category of j more unmelded copies of the lowest rank before category c. */
const SHIFT = [
  [U0, U1, U2, PAIR, U3],
  [U1, U2, U3, U3, U3],
  [PAIR, U3, U3, U3, U3],
  [U3, U3, U3, U3, U3],
  [U3, U3, U3, U3, U3],
];
const merge = (a: number, b: number): number => (a === U0 ? b : b === U0 ? a : a === U1 && b === U1 ? U2 : U3);
const MERGE = Array.from({ length: CATEGORIES * CATEGORIES }, (_, i) => merge(Math.floor(i / CATEGORIES), i % CATEGORIES));
const WANTED: Readonly<Record<Goal, readonly number[]>> = { any: [U0, U1, U2, PAIR, U3], out: [U0, U1, U2, PAIR], fully: [U0, PAIR] };

// A suit's cards as one number: digit r in base 5 is the count of rank r; ranks 0 and 10 are 0s before the 1 and after the 9.
const BASE = 5;
const TOP = 10;
const POW = Array.from({ length: TOP + 1 }, (_, r) => BASE ** r);
const digit = (key: number, rank: number): number => Math.floor(key / POW[rank]!) % BASE;
/** SPAN[r][len]: one card of each rank r + 1 to r + len - 1. */
const SPAN = Array.from({ length: TOP + 1 }, (_, r) => Array.from({ length: TOP + 2 }, (_, len) => POW.slice(r + 1, r + len).reduce((a, b) => a + b, 0)));

/** Sets by the suits they use (indexes into SUITS; 4 is Magic). */
const SET_SUITS = [
  [0, 1, 2],
  [0, 1, 3],
  [0, 2, 3],
  [1, 2, 3],
  [0, 1, 2, 3],
  [0, 1, 2, 3, 4],
];

// ---------------------------------------------------------------- what the parts share

/**
 * The Bonus Cards the parts share: up to `zeros` 0s and, when `wild`, Divinity once. A part's
 * answer is an array indexed by (0s used, Divinity used, category): `at(z, d, c)`.
 */
interface Shared {
  readonly zeros: number;
  readonly wild: boolean;
}
/** Objectives by index (plain arrays of numbers: small typed arrays cost more to make). */
type Values = number[];

const divs = (sh: Shared): number => (sh.wild ? 2 : 1);
const size = (sh: Shared): number => (sh.zeros + 1) * divs(sh) * CATEGORIES;
const at = (sh: Shared, z: number, d: number, c: number): number => (z * divs(sh) + d) * CATEGORIES + c;
const empty = (sh: Shared): Values => new Array<number>(size(sh)).fill(-Infinity);
/** The fewest unmelded cards a category stands for. */
const LOOSE = [0, 1, 2, 2, 3];
/** The fewest unmelded cards of any answer of a part (3 for three or more). */
function leastLoose(f: Values): number {
  let m = 3;
  for (let i = 0; i < f.length; i++) if (f[i] !== -Infinity) m = Math.min(m, LOOSE[i % CATEGORIES]!);
  return m;
}

/** A part's best without Divinity (d 0) or with it (d 1). */
function top(f: Values, sh: Shared, d: number): number {
  let m = -Infinity;
  for (let z = 0; z <= sh.zeros; z++) for (let c = 0; c < CATEGORIES; c++) m = Math.max(m, f[at(sh, z, d, c)]!);
  return m;
}

// ---------------------------------------------------------------- one suit

/**
 * What a suit's search depends on besides its cards: the table's sequences and unities for a Plain
 * Suit or for Magic. Its memos are shared by every hand the table scores: a suit's best depends
 * only on these, its cards and which unities would be concealed (`SuitSearch.concealment`).
 */
interface SuitKind {
  /** The objective of each sequence length (index: length - 3). */
  readonly sequenceObj: readonly number[];
  readonly unity: UnityTable | undefined;
  /** By memo key, the best without Divinity [0] and with Divinity once [1]. */
  readonly memo: readonly [Map<number, Values>, Map<number, Values>];
  /** By memo key and the Bonus Cards shared, the suit's answer (suitPart). */
  readonly parts: Map<number, Values>;
  /** By memo key, Divinity, category and suit, what `unfold` finds. */
  readonly unfolded: Map<number, Unfolded>;
}

interface SuitSearch extends SuitKind {
  readonly index: number;
  /** Untaken copies by rank (index 1 to 9): a unity is concealed when they are enough (they go to unities first). */
  readonly untaken: readonly number[];
  /** Whether untaken copies make a 3-Unity or a 4-Unity concealed, by rank, as one number (base 3), times MEMO_KEYS. */
  readonly concealment: number;
}

/** Every key of a suit's cards is below this. */
const MEMO_KEYS = BASE ** (TOP + 1);
/** Memo entries a suit kind keeps before it starts again (memory, not correctness). */
const MEMO_LIMIT = 200_000;

/** A suit's `concealment`: by rank, 2 for four untaken copies, 1 for three, else 0. */
function concealment(untaken: readonly number[]): number {
  let sig = 0;
  for (let r = untaken.length - 1; r >= 0; r--) sig = sig * 3 + (untaken[r]! >= 4 ? 2 : untaken[r]! >= 3 ? 1 : 0);
  return sig * MEMO_KEYS;
}

const kinds = new WeakMap<ScoringTable, readonly [SuitKind, SuitKind]>();

/** The table's kinds of suit: [Plain, Magic]. */
function kindsOf(table: ScoringTable): readonly [SuitKind, SuitKind] {
  let known = kinds.get(table);
  if (!known) {
    const kind = (sequence: readonly Points[], unity: UnityTable | undefined): SuitKind => ({
      sequenceObj: sequence.map(objOf),
      unity,
      memo: [new Map(), new Map()],
      parts: new Map(),
      unfolded: new Map(),
    });
    known = [kind(table.sequence.plain, table.unity.plain), kind(table.sequence.magic ?? [], table.unity.magic)];
    kinds.set(table, known);
  }
  for (const k of known) {
    if (k.memo[0].size + k.memo[1].size + k.parts.size + k.unfolded.size > MEMO_LIMIT) for (const m of [...k.memo, k.parts, k.unfolded]) m.clear();
  }
  return known;
}

function unityObj(s: SuitSearch, rank: number, size: 3 | 4, divinity: boolean): number {
  const table = s.unity![!divinity && s.untaken[rank]! >= size ? 'concealed' : 'exposed'];
  return objOf(table[size][columnOf(rank)]);
}

/** The longest sequence from `rank`: from a 0 up to its 9 (the 10-Sequence), from a 1 up to its 9 (or Divinity after it), else up to the 0 after the 9. */
const longest = (rank: number, divinityAtTen: boolean): number =>
  rank === 0 ? TEN_SEQUENCE : rank === 1 ? (divinityAtTen ? TEN_SEQUENCE : 9) : TOP + 1 - rank;

/** One card of each rank from rank + 1 to rank + len - 1, but rank `skip` (Divinity's). */
function covers(key: number, rank: number, len: number, skip: number): boolean {
  for (let r = rank + 1; r < rank + len; r++) if (r !== skip && digit(key, r) === 0) return false;
  return true;
}

/** A sequence placed: its length and where Divinity stands in it (its rank), or -1. */
type Run = { readonly len: number; readonly divinity: number };

/**
 * Every multiset of m sequences starting at `rank`, drawn from `key`, lengths `min` and up; with
 * `wild`, one of them may take Divinity, which stands for one rank above `rank` without using the
 * hand's card of that rank, or for the rank just below when the sequence ends with a 0 after its 9
 * (Divinity at the bottom of any other sequence is the same as at its top). Visits the gain, the
 * key left and whether Divinity was taken; a visit that returns true stops it (and it returns true).
 */
function sequences(
  s: SuitSearch,
  rank: number,
  m: number,
  key: number,
  min: number,
  gain: number,
  wild: boolean,
  runs: Run[],
  visit: (gain: number, child: number, took: boolean) => boolean,
  took = false,
): boolean {
  if (m === 0) return visit(gain, key, took);
  for (let len = min; len <= longest(rank, wild && !took) && len - 3 < s.sequenceObj.length; len++) {
    const points = s.sequenceObj[len - 3]!;
    if (len <= longest(rank, false) && covers(key, rank, len, -1)) {
      runs.push({ len, divinity: -1 });
      if (sequences(s, rank, m - 1, key - SPAN[rank]![len]!, len, gain + points, wild, runs, visit, took)) return true;
      runs.pop();
    }
    if (!wild || took) continue;
    for (let p = rank + 1; p < rank + len; p++) {
      if ((rank === 1 && len === TEN_SEQUENCE && p !== TOP) || !covers(key, rank, len, p)) continue;
      runs.push({ len, divinity: p });
      if (sequences(s, rank, m - 1, key - SPAN[rank]![len]! + POW[p]!, len, gain + points, wild, runs, visit, true)) return true;
      runs.pop();
    }
  }
  if (!wild || took || rank < 2) return false;
  // Divinity below a sequence that ends with the 0 after its 9.
  const len = TOP + 2 - rank;
  if (len < min || len > TEN_SEQUENCE || len - 3 >= s.sequenceObj.length || !covers(key, rank, len - 1, -1)) return false;
  runs.push({ len, divinity: rank - 1 });
  if (sequences(s, rank, m - 1, key - SPAN[rank]![len - 1]!, len, gain + s.sequenceObj[len - 3]!, wild, runs, visit, true)) return true;
  runs.pop();
  return false;
}

/** A placing of the lowest rank's cards: j unmelded, a unity of `unity` cards (or 0), with Divinity or not, and sequences. */
interface Choice {
  readonly gain: number;
  readonly j: number;
  readonly child: number;
  /** Divinity is still to be placed in the rest of the suit. */
  readonly wildLeft: boolean;
  readonly unity: number;
  readonly unityDivinity: boolean;
  /** The sequences started here (live: copy them to keep them). */
  readonly runs: readonly Run[];
}

/**
 * Every way to place the lowest rank's cards, Divinity (`wild`) placed here or left for later,
 * until a visit returns true. 0s are never unmelded here (a suit is given only the 0s it melds) nor in unities.
 */
function forEachChoice(s: SuitSearch, key: number, wild: boolean, visit: (choice: Choice) => boolean): void {
  let rank = 0;
  while (rank <= TOP && digit(key, rank) === 0) rank++;
  if (rank >= TOP) return;
  const count = digit(key, rank);
  const rest = key - count * POW[rank]!;
  const runs: Run[] = [];
  const place = (j: number, unity: number, unityDivinity: boolean, real: number, base: number, wildHere: boolean): boolean =>
    sequences(s, rank, count - j - real, rest, 3, base, wildHere, runs, (gain, child, took) =>
      visit({ gain, j, child, wildLeft: wild && !unityDivinity && !took, unity, unityDivinity, runs }),
    );
  if (rank === 0) {
    place(0, 0, false, 0, 0, wild);
    return;
  }
  for (let j = 0; j <= count; j++) {
    for (const unity of [0, 3, 4] as const) {
      if (unity > 0 && !s.unity) continue;
      if (j + unity <= count && place(j, unity, false, unity, (unity ? unityObj(s, rank, unity, false) : 0) - j, wild)) return;
      if (wild && unity > 0 && j + unity - 1 <= count && place(j, unity, true, unity - 1, unityObj(s, rank, unity as 3 | 4, true) - j, false)) return;
    }
  }
}

/** The best objective of a suit's cards for each category, without Divinity (`wild` false) or using it once; memoized. */
function frontier(s: SuitSearch, key: number, wild: boolean): Values {
  const memo = s.memo[wild ? 1 : 0];
  const known = memo.get(s.concealment + key);
  if (known) return known;
  const best: Values = new Array<number>(CATEGORIES).fill(-Infinity);
  if (key === 0 && !wild) best[U0] = 0;
  else {
    forEachChoice(s, key, wild, ({ gain, j, child, wildLeft }) => {
      const sub = frontier(s, child, wildLeft);
      for (let c = 0; c < CATEGORIES; c++) {
        const cat = SHIFT[j]![c]!;
        if (sub[c]! + gain > best[cat]!) best[cat] = sub[c]! + gain;
      }
      return false;
    });
  }
  memo.set(s.concealment + key, best);
  return best;
}

/** Where a suit's 0s go: ranks 0 (before the 1) and 10 (after the 9). */
type ZeroSplit = { readonly low: number; readonly high: number };

/** Every way to give a suit `z` 0s, each needing a sequence to join: low ones a 1 and a 2, high ones an 8 and a 9 (Divinity standing for one card of one of them). */
function zeroSplits(key: number, z: number, wild: boolean): ZeroSplit[] {
  const w = wild ? 1 : 0;
  const lowMax = Math.min(digit(key, 1) + w, digit(key, 2) + w, digit(key, 1) + digit(key, 2));
  const highMax = Math.min(digit(key, 8) + w, digit(key, 9) + w, digit(key, 8) + digit(key, 9));
  const out: ZeroSplit[] = [];
  for (let low = 0; low <= Math.min(z, lowMax); low++) if (z - low <= highMax) out.push({ low, high: z - low });
  return out;
}

const withZeros = (key: number, split: ZeroSplit): number => key + split.low * POW[0]! + split.high * POW[TOP]!;

/** A suit's answer: its best by 0s given, Divinity used or not, and category; memoized. */
function suitPart(s: SuitSearch, key: number, sh: Shared): Values {
  // The 0s given are at most 5 (four Plain 0s and the Special 0).
  const memoKey = ((s.concealment + key) * 6 + sh.zeros) * 2 + (sh.wild ? 1 : 0);
  const known = s.parts.get(memoKey);
  if (known) return known;
  const out = empty(sh);
  s.parts.set(memoKey, out);
  for (let d = 0; d < divs(sh); d++) {
    for (let z = 0; z <= sh.zeros; z++) {
      for (const split of zeroSplits(key, z, d === 1)) {
        const f = frontier(s, withZeros(key, split), d === 1);
        for (let c = 0; c < CATEGORIES; c++) if (f[c]! > out[at(sh, z, d, c)]!) out[at(sh, z, d, c)] = f[c]!;
      }
    }
  }
  return out;
}

/** A meld found, as codes (0s as ZERO, Divinity as 'Divinity'), before it is dealt real cards. */
type Found = { readonly kind: MeldKind; readonly codes: readonly CardCode[] };
const ZERO: CardCode = 'P0';

/** Each suit's cards by rank (0 and 10: a 0). */
const CODES: readonly (readonly CardCode[])[] = SUITS.map((suit) =>
  Array.from({ length: TOP + 1 }, (_, r) => (r === 0 || r === TOP ? ZERO : codeOf(suit, r as 1))),
);

/** What `unfold` found: melds and unmelded cards, never changed once made. */
interface Unfolded {
  readonly melds: readonly Found[];
  readonly unmelded: readonly CardCode[];
}

/** The melds and unmelded cards behind `frontier(s, key, wild)[cat]`; memoized, as frontier is (the suit's index names the cards). */
function unfold(s: SuitSearch, key: number, wild: boolean, cat: number, melds: Found[], unmelded: CardCode[]): void {
  const memoKey = (((s.concealment + key) * 2 + (wild ? 1 : 0)) * CATEGORIES + cat) * SUITS.length + s.index;
  const known = remembered(s.unfolded, memoKey, () => {
    const found = { melds: [] as Found[], unmelded: [] as CardCode[] };
    unfoldOnce(s, key, wild, cat, found.melds, found.unmelded);
    return found;
  });
  melds.push(...known.melds);
  unmelded.push(...known.unmelded);
}

function unfoldOnce(s: SuitSearch, key: number, wild: boolean, cat: number, melds: Found[], unmelded: CardCode[]): void {
  if (key === 0 && !wild) return;
  const target = frontier(s, key, wild)[cat]!;
  let rank = 0;
  while (digit(key, rank) === 0) rank++;
  const codes = CODES[s.index]!;
  forEachChoice(s, key, wild, (choice) => {
    const sub = frontier(s, choice.child, choice.wildLeft);
    const c = [U0, U1, U2, PAIR, U3].find((c) => SHIFT[choice.j]![c] === cat && sub[c]! + choice.gain === target);
    if (c === undefined) return false;
    unmelded.push(...Array.from({ length: choice.j }, () => codes[rank]!));
    if (choice.unity) {
      const real = choice.unity - (choice.unityDivinity ? 1 : 0);
      melds.push({ kind: 'unity', codes: [...Array.from({ length: real }, () => codes[rank]!), ...(choice.unityDivinity ? ['Divinity' as const] : [])] });
    }
    for (const run of choice.runs) {
      const from = run.divinity >= 0 && run.divinity === rank - 1 ? rank - 1 : rank;
      melds.push({ kind: 'sequence', codes: Array.from({ length: run.len }, (_, i) => (from + i === run.divinity ? 'Divinity' : codes[from + i]!)) });
    }
    unfold(s, choice.child, choice.wildLeft, c, melds, unmelded);
    return true;
  });
}

// ---------------------------------------------------------------- sets

/** Sets one rank's cards can form together (indexes into SET_SUITS), their gain, the cards left by suit, and where Divinity stands. */
interface SetChoice {
  readonly gain: number;
  readonly sets: readonly number[];
  readonly left: readonly number[];
  /** The suit of every hand card the sets use. */
  readonly used: readonly number[];
  /** Divinity stands for this suit in the last set listed, or -1. */
  readonly divinity: number;
}

/** setChoices by table, then by counts, rank and Divinity: they depend on nothing else, and are never changed (callers sort copies). */
const setChoiceMemo = new WeakMap<ScoringTable, Map<number, readonly SetChoice[]>>();

/** The set choices of one rank, as setChoices lists them (a new list, to sort as the caller likes). */
function setChoicesOf(counts: readonly number[], table: ScoringTable, rank: number, wild: boolean): SetChoice[] {
  const memo = remembered(setChoiceMemo, table, () => new Map<number, readonly SetChoice[]>());
  // Counts are 0 to 4: digits of base 5; then the rank and Divinity.
  const key = (counts.reduce((k, n) => k * BASE + n, 0) * 10 + rank) * 2 + (wild ? 1 : 0);
  return remembered(memo, key, () => setChoices(counts, table, rank, wild)).slice();
}

function setChoices(counts: readonly number[], table: ScoringTable, rank: number, wild: boolean): SetChoice[] {
  const out: SetChoice[] = [];
  const sets: number[] = [];
  const left = counts.slice();
  const used: number[] = [];
  const next = (t: number, gain: number): void => {
    if (t === SET_SUITS.length) return void out.push({ gain, sets: sets.slice(), left: left.slice(), used: used.slice(), divinity: -1 });
    next(t + 1, gain);
    const suits = SET_SUITS[t]!;
    const points = table.set[suits.length as 3]?.[columnOf(rank)];
    if (!points || !suits.every((x) => left[x]! > 0)) return;
    for (const x of suits) left[x]!--;
    sets.push(t);
    used.push(...suits);
    next(t, gain + objOf(points));
    used.length -= suits.length;
    sets.pop();
    for (const x of suits) left[x]!++;
  };
  next(0, 0);
  if (!wild) return out;
  // Divinity in one set, standing for one of its suits (whether or not the hand holds that card):
  // that set listed last; choices leaving the same cards for the same gain are one.
  const seen = new Set<string>();
  for (const base of out.slice()) {
    SET_SUITS.forEach((suits, t) => {
      const points = table.set[suits.length as 3]?.[columnOf(rank)];
      if (!points) return;
      for (const x of suits) {
        const rest = suits.filter((y) => y !== x);
        if (!rest.every((y) => base.left[y]! > 0)) continue;
        const left = base.left.map((n, y) => n - (rest.includes(y) ? 1 : 0));
        const gain = base.gain + objOf(points);
        const key = `${gain}|${left.join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ gain, sets: [...base.sets, t], left, used: [...base.used, ...rest], divinity: x });
      }
    });
  }
  return out;
}

/**
 * Cards of this rank can be in no unity or sequence of their suit: only in sets, or unmelded. With
 * 0s in the hand a 1 and a 2 (or an 8 and a 9) may make a sequence with one; with Divinity a pair
 * may make a unity and two cards two ranks apart or closer a sequence.
 */
function isolated(key: number, r: number, zeros: boolean, wild: boolean): boolean {
  if (wild) return digit(key, r) < 2 && !(has(key, zeros, r - 2) || has(key, zeros, r - 1) || has(key, zeros, r + 1) || has(key, zeros, r + 2));
  return (
    digit(key, r) < 3 &&
    !(has(key, zeros, r - 2) && has(key, zeros, r - 1)) &&
    !(has(key, zeros, r - 1) && has(key, zeros, r + 1)) &&
    !(has(key, zeros, r + 1) && has(key, zeros, r + 2))
  );
}

/** Whether a suit's cards (`key`) hold rank `rank`: a 0 for ranks 0 and 10, when the hand has one. */
const has = (key: number, zeros: boolean, rank: number): boolean => (rank === 0 || rank === TOP ? zeros : rank >= 1 && rank <= 9 && digit(key, rank) > 0);

/** A rank of isolated cards on its own: its best by Divinity used and category, and the set choice behind each. */
function rankPart(choices: readonly SetChoice[], sh: Shared): { readonly frontier: Values; readonly choice: readonly number[] } {
  const frontier = empty(sh);
  const choice = new Array<number>(frontier.length).fill(0);
  choices.forEach(({ gain, left, divinity }, n) => {
    const loose = left.reduce((a, b) => a + b, 0);
    const cat = loose >= 3 ? U3 : loose === 2 && left.includes(2) ? PAIR : loose;
    const i = at(sh, 0, divinity >= 0 ? 1 : 0, cat);
    if (gain - loose > frontier[i]!) [frontier[i], choice[i]] = [gain - loose, n];
  });
  return { frontier, choice };
}

// ---------------------------------------------------------------- combining the parts

/** The entries of a part that can happen (index and objective), the rest being -Infinity. */
function entries(f: Values): { i: number; v: number }[] {
  const out: { i: number; v: number }[] = [];
  for (let i = 0; i < f.length; i++) if (f[i] !== -Infinity) out.push({ i, v: f[i]! });
  return out;
}

/** Fills steps[x + 1] with the best of steps[x] and parts[x] together, by Bonus Cards used and category; returns the last. */
function fold(first: Values, offset: number, parts: readonly Values[], steps: readonly Values[], sh: Shared): Values {
  for (let i = 0; i < first.length; i++) steps[0]![i] = first[i]! + offset;
  const D = divs(sh);
  for (let x = 0; x < parts.length; x++) {
    const next = steps[x + 1]!.fill(-Infinity);
    const part = entries(parts[x]!);
    for (const a of entries(steps[x]!)) {
      const ca = a.i % CATEGORIES,
        ra = (a.i - ca) / CATEGORIES,
        za = Math.floor(ra / D),
        da = ra % D;
      for (const b of part) {
        const cb = b.i % CATEGORIES,
          rb = (b.i - cb) / CATEGORIES,
          zb = Math.floor(rb / D),
          db = rb % D;
        if (za + zb > sh.zeros || da + db >= D) continue;
        const v = a.v + b.v;
        const i = at(sh, za + zb, da + db, MERGE[ca * CATEGORIES + cb]!);
        if (v > next[i]!) next[i] = v;
      }
    }
  }
  return steps[parts.length]!;
}

/** (0s, Divinity, category) of the first step, then of each part, behind `last` of the final step. */
function backtrack(
  parts: readonly Values[],
  steps: readonly Values[],
  sh: Shared,
  last: { z: number; d: number; c: number },
): { z: number; d: number; c: number }[] {
  const out: { z: number; d: number; c: number }[] = [];
  let cur = last;
  for (let x = parts.length - 1; x >= 0; x--) {
    const target = steps[x + 1]![at(sh, cur.z, cur.d, cur.c)]!;
    let hit: { a: { z: number; d: number; c: number }; b: { z: number; d: number; c: number } } | null = null;
    for (let zb = 0; zb <= cur.z && !hit; zb++) {
      for (let db = 0; db <= cur.d && !hit; db++) {
        for (let i = 0; i < CATEGORIES * CATEGORIES && !hit; i++) {
          if (MERGE[i] !== cur.c) continue;
          const a = { z: cur.z - zb, d: cur.d - db, c: Math.floor(i / CATEGORIES) };
          const b = { z: zb, d: db, c: i % CATEGORIES };
          if (steps[x]![at(sh, a.z, a.d, a.c)]! + parts[x]![at(sh, b.z, b.d, b.c)]! === target) hit = { a, b };
        }
      }
    }
    out.unshift(hit!.b);
    cur = hit!.a;
  }
  return [cur, ...out];
}

const newSteps = (parts: number, sh: Shared): Values[] => Array.from({ length: parts + 1 }, () => new Array<number>(size(sh)).fill(0));

/** Steps to fold the five suits into, by size, reused: fold fills them before anything reads them, and no two searches run at once. */
const suitSteps = new Map<number, Values[]>();
function scratchSteps(sh: Shared): Values[] {
  let steps = suitSteps.get(size(sh));
  if (!steps) {
    steps = newSteps(SUITS.length, sh);
    suitSteps.set(size(sh), steps);
  }
  return steps;
}

// ---------------------------------------------------------------- the search

/** What lies outside the suits, counted at every leaf: the one-card melds, and Divinity when no part used it. */
interface Outside {
  /** One-card melds (Void, Eternity, Infinity; Divinity as a Void in that search). */
  readonly singles: number;
  /** Divinity is in the hand and no part took it: it stays unmelded. */
  readonly divinity: boolean;
  /** Plain 0s among the 0s: two left over are an identical pair. */
  readonly plain: number;
}

interface Search {
  readonly shared: Shared;
  readonly outside: Outside;
  readonly single: number;
  readonly suits: readonly SuitSearch[];
  readonly keys: number[];
  readonly ranks: readonly number[];
  readonly choices: readonly SetChoice[][];
  readonly start: Values;
  readonly alone: readonly number[];
  readonly aloneChoices: readonly SetChoice[][];
  readonly aloneParts: readonly { readonly frontier: Values; readonly choice: readonly number[] }[];
  readonly aloneSteps: readonly Values[];
}

/** The best leaf: its objective, the choice at each linked rank, and what the parts used (0s, Divinity, category). */
type Best = { readonly obj: number; readonly path: readonly number[]; readonly parts: { readonly z: number; readonly d: number; readonly c: number } };

/** The objective of finishing a leaf whose parts folded to `last`, with `pathDivinity` sets taking Divinity, by the goal; or null. */
function finish(search: Search, last: Values, pathDivinity: number, goal: Goal): Omit<Best, 'path'> | null {
  const { shared: sh, outside, single } = search;
  const bonus = goal === 'any' ? 0 : FULLY_OBJ;
  let best: Omit<Best, 'path'> | null = null;
  for (let z = 0; z <= sh.zeros; z++) {
    const left = sh.zeros - z;
    const zeroCat = left === 0 ? U0 : left === 1 ? U1 : left === 2 ? (outside.plain >= 2 ? PAIR : U2) : U3;
    for (let d = 0; d + pathDivinity < divs(sh); d++) {
      const loose = outside.divinity && d + pathDivinity === 0;
      for (let c = 0; c < CATEGORIES; c++) {
        const v = last[at(sh, z, d, c)]!;
        if (v === -Infinity) continue;
        const cat = MERGE[MERGE[c * CATEGORIES + zeroCat]! * CATEGORIES + (loose ? U1 : U0)]!;
        if (!WANTED[goal].includes(cat)) continue;
        const obj = v - left - (loose ? 1 : 0) + outside.singles * single + (cat === U0 || cat === PAIR ? bonus : 0);
        if (!best || obj > best.obj) best = { obj, parts: { z, d, c } };
      }
    }
  }
  return best;
}

/**
 * Every combination of set choices at the linked ranks, depth first; returns the best leaf, or null
 * when no arrangement meets the goal or beats `floor`. A branch is cut when even its upper bound
 * cannot beat the best so far: the best choice at each rank left, plus each part at its best as the
 * cards now lie, plus one for each card of the ranks left (taking a card away improves a suit by at
 * most one unmelded card); Divinity adds the most it adds to one of them, once.
 */
function searchSets(search: Search, goal: Goal, floor: number): Best | null {
  const { suits, keys, ranks, choices, start, shared: sh, outside, single } = search;
  const bonus = goal === 'any' ? 0 : FULLY_OBJ;
  // The best gain at each rank without Divinity and with it, and each suit's cards there; then from each rank on (sums of integers: exact).
  const plainGain = choices.map((list) => Math.max(...list.filter((c) => c.divinity < 0).map((c) => c.gain)));
  const wildGain = choices.map((list) => Math.max(...list.map((c) => c.gain)));
  const slack = [...ranks, 0];
  const divinitySlack = [...ranks, 0];
  /** cardsLeft[x][i]: suit x's cards of the ranks from i on (the sets chosen so far take none of them). */
  const cardsLeft = keys.map(() => [...ranks, 0]);
  slack[ranks.length] = divinitySlack[ranks.length] = 0;
  for (const left of cardsLeft) left[ranks.length] = 0;
  for (let i = ranks.length - 1; i >= 0; i--) {
    const cards = keys.reduce((n, key) => n + digit(key, ranks[i]!), 0);
    slack[i] = slack[i + 1]! + plainGain[i]! + cards;
    divinitySlack[i] = Math.max(divinitySlack[i + 1]!, wildGain[i]! - plainGain[i]!);
    cardsLeft.forEach((left, x) => (left[i] = left[i + 1]! + digit(keys[x]!, ranks[i]!)));
  }
  const steps = scratchSteps(sh);
  const parts = suits.map((s) => suitPart(s, keys[s.index]!, sh));
  const path: number[] = [];
  let best: Best | null = null;
  let divinity = 0;
  const walk = (i: number, gain: number): void => {
    let bound = gain + slack[i]! + top(start, sh, 0) + bonus + outside.singles * single;
    let extra = sh.wild && divinity === 0 ? Math.max(divinitySlack[i]!, top(start, sh, 1) - top(start, sh, 0)) : 0;
    // Going out: at most 2 cards unmelded, however the sets left take cards away.
    let loose = goal === 'any' ? 0 : leastLoose(start);
    for (const s of suits) {
      const part = suitPart(s, keys[s.index]!, sh);
      parts[s.index] = part;
      const plain = top(part, sh, 0);
      bound += plain;
      if (sh.wild && divinity === 0) extra = Math.max(extra, top(part, sh, 1) - plain);
      if (goal !== 'any') loose += Math.max(0, leastLoose(part) - cardsLeft[s.index]![i]!);
    }
    if (bound + extra <= (best?.obj ?? floor) || loose > 2) return;
    if (i === ranks.length) {
      const leaf = finish(search, fold(start, gain, parts, steps, sh), divinity, goal);
      if (leaf && leaf.obj > (best?.obj ?? floor)) best = { ...leaf, path: path.slice() };
      return;
    }
    const card = POW[ranks[i]!]!;
    choices[i]!.forEach((choice, n) => {
      if (choice.divinity >= 0 && divinity > 0) return;
      for (const x of choice.used) keys[x]! -= card;
      path.push(n);
      divinity += choice.divinity >= 0 ? 1 : 0;
      walk(i + 1, gain + choice.gain);
      divinity -= choice.divinity >= 0 ? 1 : 0;
      path.pop();
      for (const x of choice.used) keys[x]! += card;
    });
  };
  walk(0, 0);
  return best;
}

/** A hand split for the search: its cards of a suit, its 0s, Divinity and its one-card melds. */
interface HandParts {
  readonly suited: readonly HandCard[];
  readonly zeros: readonly HandCard[];
  readonly divinity: HandCard | null;
  readonly singles: readonly HandCard[];
}

function split(hand: readonly HandCard[]): HandParts {
  return {
    suited: hand.filter((c) => isSuited(c.code)),
    zeros: hand.filter((c) => isZero(c.code)),
    divinity: hand.find((c) => c.code === 'Divinity') ?? null,
    singles: hand.filter((c) => c.code === 'Void' || c.code === 'Eternity' || c.code === 'Infinity'),
  };
}

/** The set choices at rank `r` of the suits' cards (`keys`). */
const choicesAt = (keys: readonly number[], table: ScoringTable, r: number, wild: boolean): SetChoice[] =>
  setChoicesOf(
    keys.map((k) => digit(k, r)),
    table,
    r,
    wild,
  );

/** One search's setup: Divinity a card that may stand for any (`asVoid` false), or a Void. */
function prepare(parts: HandParts, table: ScoringTable, asVoid: boolean): Search {
  const sh: Shared = { zeros: parts.zeros.length, wild: parts.divinity !== null && !asVoid };
  const [plain, magic] = kindsOf(table);
  const keys = SUITS.map(() => 0);
  const untaken = SUITS.map(() => new Array<number>(RANKS.length + 1).fill(0));
  for (const { code, taken } of parts.suited) {
    const x = SUITS.indexOf(suitOf(code));
    const r = rankOf(code);
    keys[x]! += POW[r]!;
    if (!taken) untaken[x]![r]!++;
  }
  const suits: SuitSearch[] = SUITS.map((suit, index) => {
    const { sequenceObj, unity, memo, parts, unfolded } = suit === 'M' ? magic : plain;
    return { sequenceObj, unity, memo, parts, unfolded, index, untaken: untaken[index]!, concealment: concealment(untaken[index]!) };
  });
  const setRanks = RANKS.filter((r) => keys.filter((k, x) => x < 4 && digit(k, r) > 0).length >= (sh.wild ? 2 : 3));
  // Ranks whose every card is isolated are solved apart; the others' set choices are searched together.
  const alone = setRanks.filter((r) => keys.every((k) => digit(k, r) === 0 || isolated(k, r, sh.zeros > 0, sh.wild)));
  const aloneChoices = alone.map((r) => choicesAt(keys, table, r, sh.wild));
  const aloneShared: Shared = { zeros: 0, wild: sh.wild };
  const aloneParts = aloneChoices.map((c) => rankPart(c, aloneShared));
  for (const r of alone) keys.forEach((k, x) => (keys[x] = k - digit(k, r) * POW[r]!));
  const aloneSteps = newSteps(alone.length, aloneShared);
  const origin = empty(aloneShared);
  origin[at(aloneShared, 0, 0, U0)] = 0;
  const folded = fold(
    origin,
    0,
    aloneParts.map((p) => p.frontier),
    aloneSteps,
    aloneShared,
  );
  // The start in the search's own shape: no 0s used yet.
  const start = empty(sh);
  for (let d = 0; d < divs(sh); d++) for (let c = 0; c < CATEGORIES; c++) start[at(sh, 0, d, c)] = folded[at(aloneShared, 0, d, c)]!;
  const ranks = setRanks.filter((r) => !alone.includes(r));
  return {
    shared: sh,
    outside: { singles: parts.singles.length + (asVoid ? 1 : 0), divinity: sh.wild, plain: parts.zeros.filter((c) => c.code === 'P0').length },
    single: objOf(table.single ?? { low: 0, high: 0 }),
    suits,
    keys,
    ranks,
    // The most promising choices first: a good arrangement found early cuts more branches.
    choices: ranks.map((r) => choicesAt(keys, table, r, sh.wild).sort((a, b) => b.gain - a.gain)),
    start,
    alone,
    aloneChoices,
    aloneParts,
    aloneSteps,
  };
}

/** The sets of a set choice at `rank`, found. */
function addSets(found: Found[], rank: number, choice: SetChoice): void {
  choice.sets.forEach((t, i) => {
    const divinity = i === choice.sets.length - 1 ? choice.divinity : -1;
    found.push({ kind: 'set', codes: SET_SUITS[t]!.map((x) => (x === divinity ? 'Divinity' : codeOf(SUITS[x]!, rank as 1))) });
  });
}

/** The melds and unmelded cards (as codes: 0s as ZERO, Divinity as 'Divinity') behind a search's best leaf. */
function reconstruct(search: Search, best: Best): { found: Found[]; loose: CardCode[] } {
  const { suits, keys, ranks, choices, start, shared: sh } = search;
  const found: Found[] = [];
  const loose: CardCode[] = [];
  best.path.forEach((n, i) => {
    for (const x of choices[i]![n]!.used) keys[x]! -= POW[ranks[i]!]!;
    addSets(found, ranks[i]!, choices[i]![n]!);
  });
  const suitParts = suits.map((s) => suitPart(s, keys[s.index]!, sh));
  const steps = scratchSteps(sh);
  fold(
    start,
    best.path.reduce((g, n, i) => g + choices[i]![n]!.gain, 0),
    suitParts,
    steps,
    sh,
  );
  const [first, ...each] = backtrack(suitParts, steps, sh, best.parts);
  suits.forEach((s, x) => {
    const key = keys[x]!;
    const { z, d, c } = each[x]!;
    const part = suitParts[x]![at(sh, z, d, c)]!;
    const zeros = zeroSplits(key, z, d === 1).find((sp) => frontier(s, withZeros(key, sp), d === 1)[c] === part)!;
    unfold(s, withZeros(key, zeros), d === 1, c, found, loose);
  });
  loose.push(...Array.from({ length: sh.zeros - best.parts.z }, () => ZERO));
  if (search.outside.divinity && best.path.filter((n, i) => choices[i]![n]!.divinity >= 0).length + best.parts.d === 0) loose.push('Divinity');
  const aloneShared: Shared = { zeros: 0, wild: sh.wild };
  const alone = backtrack(
    search.aloneParts.map((p) => p.frontier),
    search.aloneSteps,
    aloneShared,
    { z: 0, d: first!.d, c: first!.c },
  ).slice(1);
  alone.forEach(({ d, c }, i) => {
    const choice = search.aloneChoices[i]![search.aloneParts[i]!.choice[at(aloneShared, 0, d, c)]!]!;
    addSets(found, search.alone[i]!, choice);
    choice.left.forEach((n, x) => loose.push(...Array.from({ length: n }, () => codeOf(SUITS[x]!, search.alone[i]! as 1))));
  });
  return { found, loose };
}

/** Melds nothing can be added to: Divinity may be a Void only beside these. */
const full = (m: Meld): boolean =>
  m.kind === 'single' ||
  m.kind === 'aces' ||
  (m.kind === 'sequence' && m.cards.length === TEN_SEQUENCE) ||
  (m.kind === 'set' && m.cards.length === 5) ||
  (m.kind === 'unity' && m.cards.length === 4);

/**
 * Fewer cards than this are never left unmelded: cards no meld of the hand could hold. Without
 * Divinity a card needs two others to meld with; with it, one, and Divinity's one meld takes at
 * most four cards that had none (those next to the rank it stands for).
 */
function leastUnmelded(parts: HandParts): number {
  const keys = SUITS.map(() => 0);
  for (const { code } of parts.suited) keys[SUITS.indexOf(suitOf(code))]! += POW[rankOf(code)]!;
  const zeros = parts.zeros.length > 0;
  let lonely = 0;
  let alone = 0;
  for (const { code } of parts.suited) {
    const x = SUITS.indexOf(suitOf(code));
    const key = keys[x]!;
    const rank = rankOf(code);
    const copies = digit(key, rank);
    const others = keys.filter((k, y) => y !== x && has(k, zeros, rank)).length;
    const [below2, below, above, above2] = [-2, -1, 1, 2].map((d) => has(key, zeros, rank + d));
    const run = (below2 && below) || (below && above) || (above && above2);
    const near = below2 || below || above || above2;
    if (copies < 3 && others < 2 && !run) lonely++;
    if (copies < 2 && others < 1 && !near) alone++;
  }
  if (!keys.some((k) => (has(k, zeros, 1) && has(k, zeros, 2)) || (has(k, zeros, 8) && has(k, zeros, 9)))) lonely += parts.zeros.length;
  if (!keys.some((k) => [1, 2, 8, 9].some((r) => has(k, zeros, r)))) alone += parts.zeros.length;
  return parts.divinity ? Math.max(alone, lonely - 4) : lonely;
}

/** The best arrangement of `hand` (with `exposed` melds kept as they are) meeting the goal, or null. */
export function bestArrangement(hand: readonly HandCard[], options: ScoreOptions): Arrangement | null {
  const { version, exposed = [], goal = 'any' } = options;
  checkCards(hand, exposed, version);
  const aces = version === 'advanced' ? acesOf(hand, options.divinityAce === true) : null;
  if (aces) {
    const rest = bestArrangement(
      hand.filter((c) => !aces.includes(c)),
      { version, goal: goal === 'fully' ? 'fully' : 'any' },
    );
    if (!rest) return null;
    return arrangement({ melds: [meldOf(aces, version)!, ...rest.melds.map((m) => m.meld)], unmelded: rest.unmelded }, exposed, version, true);
  }
  const table = SCORING[version];
  const parts = split(hand);
  if (goal !== 'any' && leastUnmelded(parts) > 2) return null;
  const search = prepare(parts, table, false);
  const best = searchSets(search, goal, -Infinity);
  const dealt = best && dealCards(parts, reconstruct(search, best), false);
  // Divinity as a Void: only beside melds (exposed ones too) nothing can be added to.
  if (parts.divinity) {
    const asVoid = prepare(parts, table, true);
    const found = searchSets(asVoid, goal, best?.obj ?? -Infinity);
    const voided = found && dealCards(parts, reconstruct(asVoid, found), true);
    if (voided && [...exposed, ...voided.melds].every(full)) return arrangement(voided, exposed, version, false);
  }
  return dealt && arrangement(dealt, exposed, version, false);
}

/** The cards of 11+ Aces in the hand (every 1, and Divinity when it may be the 11th), or null. */
function acesOf(hand: readonly HandCard[], divinityAce: boolean): HandCard[] | null {
  const ones = hand.filter((c) => isSuited(c.code) && rankOf(c.code) === 1);
  if (ones.length >= ACES) return ones;
  const divinity = hand.find((c) => c.code === 'Divinity');
  return divinityAce && divinity && ones.length === ACES - 1 ? [...ones, divinity] : null;
}

function checkCards(hand: readonly HandCard[], exposed: readonly Meld[], version: ScoredVersion): void {
  const counts = new Map<CardCode, number>();
  const suits = suitsOf(version);
  for (const cards of [hand, ...exposed.map((m) => m.cards)]) {
    for (const { code } of cards) {
      const known = isBonus(code) ? version === 'advanced' : suits.includes(code[0] as never);
      if (!known) throw new RangeError(`${code}: the ${version} version has no such card`);
      const count = (counts.get(code) ?? 0) + 1;
      counts.set(code, count);
      if (count > copiesOf(code)) throw new RangeError(`${code}: more than ${copiesOf(code)} copies`);
    }
  }
}

/** Hand cards for each meld found: unities take untaken copies first, other melds taken ones; 0s go into sequences the Special 0 first. */
function dealCards(parts: HandParts, { found, loose }: { found: readonly Found[]; loose: readonly CardCode[] }, asVoid: boolean) {
  const pool = parts.suited.slice().sort(compareHandCards);
  const zeros = parts.zeros.slice().sort((a, b) => Number(b.code === 'S0') - Number(a.code === 'S0'));
  const ordered = [...found.filter((f) => f.kind === 'unity'), ...found.filter((f) => f.kind !== 'unity')];
  const melds = ordered.map(
    (f) =>
      meldOf(
        f.codes.map((code) => take(parts, pool, zeros, code, f.kind)),
        'advanced',
      )!,
  );
  for (const single of parts.singles) melds.push(meldOf([single], 'advanced')!);
  if (asVoid) melds.push(meldOf([parts.divinity!], 'advanced')!);
  const unmelded = loose.map((code) => take(parts, pool, zeros, code, null)).sort(compareHandCards);
  return { melds: melds.sort(meldOrder), unmelded };
}

/** The hand card dealt for `code` in a meld of `kind` (null: unmelded), taken out of the pool or the 0s. */
function take(parts: HandParts, pool: HandCard[], zeros: HandCard[], code: CardCode, kind: MeldKind | null): HandCard {
  if (code === 'Divinity') return parts.divinity!;
  if (code === ZERO) return kind === null ? zeros.pop()! : zeros.shift()!;
  // The first copy for a unity, else the last (the pool is sorted: untaken copies before taken ones).
  let at = -1;
  for (let i = 0; i < pool.length; i++) if (pool[i]!.code === code && (at < 0 || kind !== 'unity')) at = i;
  return pool.splice(Math.max(at, 0), 1)[0]!;
}

/** Melds in hand order by their first card, then kind (lowercase words: compared as strings, they sort as localeCompare sorts them), then size. */
const meldOrder = (a: Meld, b: Meld): number =>
  compareHandCards(a.cards[0]!, b.cards[0]!) || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) || a.cards.length - b.cards.length;

function arrangement(
  dealt: { melds: readonly Meld[]; unmelded: readonly HandCard[] },
  exposed: readonly Meld[],
  version: ScoredVersion,
  aces: boolean,
): Arrangement {
  const melds = [
    ...exposed.map((meld) => ({ meld, points: meldPoints(meld, version), exposed: true })),
    ...dealt.melds.map((meld) => ({ meld, points: meldPoints(meld, version), exposed: false })),
  ];
  const codes = dealt.unmelded.map((c) => c.code);
  return {
    melds,
    unmelded: dealt.unmelded,
    total: melds.reduce((sum, m) => sum + m.points.low, 0),
    coin: melds.filter((m) => isCoin(m.points)),
    out: aces || canGoOut(codes),
    fully: goesOutFully(codes),
    magicFiveSequences: melds.filter((m) => m.meld.kind === 'sequence' && m.meld.cards.length === 5 && meldSuit(m.meld) === 'M').length,
  };
}
