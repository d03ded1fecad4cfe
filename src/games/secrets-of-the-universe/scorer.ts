/**
 * The best arrangement of a Secrets of the Universe hand into melds: exact, by search, not greedy.
 *
 * Best means, in this order: the most expected points (a coin meld counts (low + high) / 2; when
 * going out, a full going out counts its +10), the fewest coin melds, the most cards melded, then the
 * first found in a fixed search order (which does not depend on the order the cards are given in).
 *
 * How: a hand is a count of each of the 45 cards. Sets are the only melds across suits, so the set
 * choices of every rank holding 3 Plain Suits are searched together, depth first, with an upper bound
 * cutting hopeless branches; a rank whose cards can be in no sequence or unity is solved on its own.
 * What sets leave splits into five independent suits, each solved by a memoized search from its
 * lowest rank up (that rank's cards go into a unity, start sequences, or stay unmelded). Every part
 * answers with its best for each way its unmelded cards count towards going out (a category): none,
 * one, two different, an identical pair, three or more; the parts are then combined category-wise.
 */
import { COPIES, RANKS, SUITS, codeOf, compareHandCards, suitsOf, type CardCode, type HandCard } from './cards.js';
import { canGoOut, goesOutFully, meldOf, meldSuit, type Meld, type MeldKind, type ScoredVersion } from './melds.js';
import { FULLY_BONUS, columnOf, isCoin, meldPoints, SCORING, type Points, type ScoringTable, type UnityTable } from './scoring.js';

export type Goal = 'any' | 'out' | 'fully';

export interface ScoreOptions {
  readonly version: ScoredVersion;
  /** Melds already laid on the table: scored as given, their cards locked. */
  readonly exposed?: readonly Meld[];
  /** 'out': the player goes out (at most 2 cards unmelded); 'fully': goes out fully. */
  readonly goal?: Goal;
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
const U0 = 0, U1 = 1, U2 = 2, PAIR = 3, U3 = 4;
const CATEGORIES = 5;
/** SHIFT[j][c]: the category of j more unmelded copies of the lowest rank before category c. */
const SHIFT = [[U0, U1, U2, PAIR, U3], [U1, U2, U3, U3, U3], [PAIR, U3, U3, U3, U3], [U3, U3, U3, U3, U3], [U3, U3, U3, U3, U3]];
const merge = (a: number, b: number): number => (a === U0 ? b : b === U0 ? a : a === U1 && b === U1 ? U2 : U3);
const MERGE = Array.from({ length: CATEGORIES * CATEGORIES }, (_, i) => merge(Math.floor(i / CATEGORIES), i % CATEGORIES));
const WANTED: Readonly<Record<Goal, readonly number[]>> = { any: [U0, U1, U2, PAIR, U3], out: [U0, U1, U2, PAIR], fully: [U0, PAIR] };

// A suit's cards as one number: digit r - 1 in base 5 is the count of rank r.
const POW5 = RANKS.map((r) => 5 ** (r - 1));
const digit = (key: number, rank: number): number => Math.floor(key / POW5[rank - 1]!) % 5;
/** SPAN[r][len]: one card of each rank r + 1 to r + len - 1. */
const SPAN = [0, ...RANKS].map((r) => Array.from({ length: 10 }, (_, len) => POW5.slice(r, r + len - 1).reduce((a, b) => a + b, 0)));

/** Sets by the suits they use (indexes into SUITS; 4 is Magic). */
const SET_SUITS = [[0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3], [0, 1, 2, 3], [0, 1, 2, 3, 4]];

interface SuitSearch {
  readonly index: number;
  readonly sequence: readonly Points[];
  readonly unity: UnityTable | undefined;
  /** Untaken copies by rank: a unity is concealed when they are enough (they go to unities first). */
  readonly untaken: readonly number[];
  readonly memo: Map<number, Float64Array>;
}

function unityObj(s: SuitSearch, rank: number, size: 3 | 4): number {
  const table = s.unity![s.untaken[rank - 1]! >= size ? 'concealed' : 'exposed'];
  return objOf(table[size][columnOf(rank as 1)]);
}

/** Whether `key` holds one card of each rank from rank + 1 to rank + len - 1. */
function covers(key: number, rank: number, len: number): boolean {
  for (let r = rank + 1; r < rank + len; r++) if (digit(key, r) === 0) return false;
  return true;
}

/** Every multiset of m sequences starting at `rank`, lengths `min` and up, drawn from `key`. */
function sequences(s: SuitSearch, rank: number, m: number, key: number, min: number, gain: number, lengths: number[], visit: (gain: number, child: number) => void): void {
  if (m === 0) return visit(gain, key);
  for (let len = min; len <= 10 - rank && covers(key, rank, len); len++) {
    lengths.push(len);
    sequences(s, rank, m - 1, key - SPAN[rank]![len]!, len, gain + objOf(s.sequence[len - 3]!), lengths, visit);
    lengths.pop();
  }
}

/** Every way to place the lowest rank's cards: j unmelded, a unity of `unity` cards (or 0), sequences of `lengths`. */
function forEachChoice(s: SuitSearch, key: number, visit: (gain: number, j: number, child: number, unity: number, lengths: readonly number[]) => void): void {
  let rank = 1;
  while (digit(key, rank) === 0) rank++;
  const count = digit(key, rank);
  const rest = key - count * POW5[rank - 1]!;
  const lengths: number[] = [];
  for (let j = 0; j <= count; j++) {
    for (const unity of [0, 3, 4] as const) {
      if (j + unity > count || (unity > 0 && !s.unity)) continue;
      const gain = (unity ? unityObj(s, rank, unity) : 0) - j;
      sequences(s, rank, count - j - unity, rest, 3, gain, lengths, (g, child) => visit(g, j, child, unity, lengths));
    }
  }
}

/** The best objective of a suit's cards for each category; memoized. */
function frontier(s: SuitSearch, key: number): Float64Array {
  const known = s.memo.get(key);
  if (known) return known;
  const best = new Float64Array(CATEGORIES).fill(-Infinity);
  if (key === 0) best[U0] = 0;
  else {
    forEachChoice(s, key, (gain, j, child) => {
      const sub = frontier(s, child);
      for (let c = 0; c < CATEGORIES; c++) {
        const cat = SHIFT[j]![c]!;
        if (sub[c]! + gain > best[cat]!) best[cat] = sub[c]! + gain;
      }
    });
  }
  s.memo.set(key, best);
  return best;
}

type Found = { readonly kind: MeldKind; readonly codes: readonly CardCode[] };

/** The melds and unmelded cards behind `frontier(s, key)[cat]`. */
function unfold(s: SuitSearch, key: number, cat: number, melds: Found[], unmelded: CardCode[]): void {
  if (key === 0) return;
  const target = frontier(s, key)[cat]!;
  let done = false;
  forEachChoice(s, key, (gain, j, child, unity, lengths) => {
    const sub = frontier(s, child);
    for (let c = 0; c < CATEGORIES && !done; c++) {
      if (SHIFT[j]![c] !== cat || sub[c]! + gain !== target) continue;
      done = true;
      let rank = 1;
      while (digit(key, rank) === 0) rank++;
      const code = (r: number): CardCode => codeOf(SUITS[s.index]!, r as 1);
      unmelded.push(...Array.from({ length: j }, () => code(rank)));
      if (unity) melds.push({ kind: 'unity', codes: Array.from({ length: unity }, () => code(rank)) });
      for (const len of lengths) melds.push({ kind: 'sequence', codes: Array.from({ length: len }, (_, i) => code(rank + i)) });
      unfold(s, child, c, melds, unmelded);
    }
  });
}

/** Sets one rank's cards can form together (indexes into SET_SUITS), their gain, and the cards left by suit. */
interface SetChoice {
  readonly gain: number;
  readonly sets: readonly number[];
  readonly left: readonly number[];
  /** The suit of every card the sets use. */
  readonly used: readonly number[];
}

function setChoices(counts: readonly number[], table: ScoringTable, rank: number): SetChoice[] {
  const out: SetChoice[] = [];
  const sets: number[] = [];
  const left = counts.slice();
  const next = (t: number, gain: number): void => {
    if (t === SET_SUITS.length) return void out.push({ gain, sets: sets.slice(), left: left.slice(), used: sets.flatMap((x) => SET_SUITS[x]!) });
    next(t + 1, gain);
    const suits = SET_SUITS[t]!;
    const points = table.set[suits.length as 3]?.[columnOf(rank as 1)];
    if (!points || !suits.every((x) => left[x]! > 0)) return;
    for (const x of suits) left[x]!--;
    sets.push(t);
    next(t, gain + objOf(points));
    sets.pop();
    for (const x of suits) left[x]!++;
  };
  next(0, 0);
  return out;
}

const has = (key: number, rank: number): boolean => rank >= 1 && rank <= 9 && digit(key, rank) > 0;
/** Cards of this rank can be in no unity or sequence of their suit: only in sets, or unmelded. */
const isolated = (key: number, r: number): boolean =>
  digit(key, r) < 3 && !(has(key, r - 2) && has(key, r - 1)) && !(has(key, r - 1) && has(key, r + 1)) && !(has(key, r + 1) && has(key, r + 2));

/** A rank of isolated cards on its own: the best objective by category, and the set choice behind each. */
function rankPart(choices: readonly SetChoice[]): { readonly frontier: Float64Array; readonly choice: readonly number[] } {
  const frontier = new Float64Array(CATEGORIES).fill(-Infinity);
  const choice = [0, 0, 0, 0, 0];
  choices.forEach(({ gain, left }, n) => {
    const loose = left.reduce((a, b) => a + b, 0);
    const cat = loose >= 3 ? U3 : loose === 2 && left.includes(2) ? PAIR : loose;
    if (gain - loose > frontier[cat]!) [frontier[cat], choice[cat]] = [gain - loose, n];
  });
  return { frontier, choice };
}

/** Fills steps[x + 1] with the best objective of steps[x] and parts[x] together, by category; returns the last. */
function fold(first: Float64Array, offset: number, parts: readonly Float64Array[], steps: readonly Float64Array[]): Float64Array {
  for (let c = 0; c < CATEGORIES; c++) steps[0]![c] = first[c]! + offset;
  for (let x = 0; x < parts.length; x++) {
    const [acc, part, next] = [steps[x]!, parts[x]!, steps[x + 1]!.fill(-Infinity)];
    for (let a = 0; a < CATEGORIES; a++) {
      if (acc[a] === -Infinity) continue;
      for (let b = 0; b < CATEGORIES; b++) {
        const m = MERGE[a * CATEGORIES + b]!;
        if (acc[a]! + part[b]! > next[m]!) next[m] = acc[a]! + part[b]!;
      }
    }
  }
  return steps[parts.length]!;
}

const top = (f: Float64Array): number => Math.max(f[0]!, f[1]!, f[2]!, f[3]!, f[4]!);

/** The best leaf: its objective, the choice taken at each linked rank, its category. */
type Best = { readonly obj: number; readonly path: readonly number[]; readonly cat: number };

/**
 * Every combination of set choices at the linked ranks, depth first; returns the best, or null when
 * no arrangement meets the goal. A branch is cut when even its upper bound cannot beat the best so
 * far: the best choice at each rank left, plus each part at its best as the cards now lie, plus one
 * for each card of the ranks left (taking a card away improves a suit by at most one unmelded card).
 */
function searchSets(suits: readonly SuitSearch[], keys: number[], ranks: readonly number[], choices: readonly SetChoice[][], start: Float64Array, goal: Goal): Best | null {
  const bonus = goal === 'any' ? 0 : FULLY_OBJ;
  const slack = [...ranks, 0].map((_, i) =>
    ranks.slice(i).reduce((sum, r, k) => sum + Math.max(...choices[i + k]!.map((c) => c.gain)) + keys.reduce((n, key) => n + digit(key, r), 0), 0));
  const steps = newSteps(suits.length);
  const parts = suits.map((s) => frontier(s, keys[s.index]!));
  const path: number[] = [];
  let best: Best = { obj: -Infinity, path, cat: U0 };
  const walk = (i: number, gain: number): void => {
    let bound = gain + slack[i]! + top(start) + bonus;
    for (const s of suits) bound += top((parts[s.index] = frontier(s, keys[s.index]!)));
    if (bound <= best.obj) return;
    if (i === ranks.length) {
      const last = fold(start, gain, parts, steps);
      for (const cat of WANTED[goal]) {
        const obj = last[cat]! + (cat === U0 || cat === PAIR ? bonus : 0);
        if (obj > best.obj) best = { obj, path: path.slice(), cat };
      }
      return;
    }
    const card = POW5[ranks[i]! - 1]!;
    choices[i]!.forEach(({ gain: more, used }, n) => {
      for (const x of used) keys[x]! -= card;
      path.push(n);
      walk(i + 1, gain + more);
      path.pop();
      for (const x of used) keys[x]! += card;
    });
  };
  walk(0, 0);
  return best.obj === -Infinity ? null : best;
}

/** The category of the first step, then of each part, behind category `cat` of the last step. */
function backtrack(parts: readonly Float64Array[], steps: readonly Float64Array[], cat: number): number[] {
  const cats: number[] = [];
  for (let x = parts.length - 1; x >= 0; x--) {
    const i = MERGE.findIndex((m, i) => m === cat && steps[x]![Math.floor(i / CATEGORIES)]! + parts[x]![i % CATEGORIES]! === steps[x + 1]![cat]);
    cats.unshift(i % CATEGORIES);
    cat = Math.floor(i / CATEGORIES);
  }
  return [cat, ...cats];
}

const newSteps = (parts: number): Float64Array[] => Array.from({ length: parts + 1 }, () => new Float64Array(CATEGORIES));

/** The best arrangement of `hand` (with `exposed` melds kept as they are) meeting the goal, or null. */
export function bestArrangement(hand: readonly HandCard[], options: ScoreOptions): Arrangement | null {
  const { version, exposed = [], goal = 'any' } = options;
  checkCards([...hand, ...exposed.flatMap((m) => m.cards)], version);
  const table = SCORING[version];
  const suits: SuitSearch[] = SUITS.map((suit, index) => ({
    index,
    sequence: suit === 'M' ? (table.sequence.magic ?? []) : table.sequence.plain,
    unity: suit === 'M' ? table.unity.magic : table.unity.plain,
    untaken: RANKS.map((r) => hand.filter((c) => c.code === codeOf(suit, r) && !c.taken).length),
    memo: new Map(),
  }));
  const keys = SUITS.map((suit) => RANKS.reduce((key, r) => key + hand.filter((c) => c.code === codeOf(suit, r)).length * POW5[r - 1]!, 0));
  const setRanks = RANKS.filter((r) => keys.filter((k, x) => x < 4 && digit(k, r) > 0).length >= 3);
  const choicesOf = (r: number): SetChoice[] => setChoices(keys.map((k) => digit(k, r)), table, r);
  // Ranks whose every card is isolated are solved apart; the others' set choices are searched together.
  const alone = setRanks.filter((r) => keys.every((k) => digit(k, r) === 0 || isolated(k, r)));
  const aloneChoices = alone.map(choicesOf);
  const aloneParts = aloneChoices.map(rankPart);
  for (const r of alone) keys.forEach((k, x) => (keys[x] = k - digit(k, r) * POW5[r - 1]!));
  const aloneSteps = newSteps(alone.length);
  const start = fold(Float64Array.of(0, -Infinity, -Infinity, -Infinity, -Infinity), 0, aloneParts.map((p) => p.frontier), aloneSteps);
  const ranks = setRanks.filter((r) => !alone.includes(r));
  const choices = ranks.map(choicesOf);

  const best = searchSets(suits, keys, ranks, choices, start, goal);
  if (!best) return null;

  const found: Found[] = [];
  const loose: CardCode[] = [];
  const addSets = (rank: number, choice: SetChoice): void => {
    for (const t of choice.sets) found.push({ kind: 'set', codes: SET_SUITS[t]!.map((x) => codeOf(SUITS[x]!, rank as 1)) });
  };
  best.path.forEach((n, i) => {
    for (const x of choices[i]![n]!.used) keys[x]! -= POW5[ranks[i]! - 1]!;
    addSets(ranks[i]!, choices[i]![n]!);
  });
  const suitParts = suits.map((s) => frontier(s, keys[s.index]!));
  const steps = newSteps(suits.length);
  fold(start, best.path.reduce((g, n, i) => g + choices[i]![n]!.gain, 0), suitParts, steps);
  const [startCat, ...suitCats] = backtrack(suitParts, steps, best.cat);
  suits.forEach((s, x) => unfold(s, keys[x]!, suitCats[x]!, found, loose));
  backtrack(aloneParts.map((p) => p.frontier), aloneSteps, startCat!).slice(1).forEach((cat, i) => {
    const choice = aloneChoices[i]![aloneParts[i]!.choice[cat]!]!;
    addSets(alone[i]!, choice);
    choice.left.forEach((n, x) => loose.push(...Array.from({ length: n }, () => codeOf(SUITS[x]!, alone[i]! as 1))));
  });
  return arrangement(dealCards(hand, found, loose, version), exposed, version);
}

function checkCards(cards: readonly HandCard[], version: ScoredVersion): void {
  const counts = new Map<CardCode, number>();
  for (const { code } of cards) {
    if (!suitsOf(version).includes(code[0] as never)) throw new RangeError(`${code}: the ${version} version has no such card`);
    counts.set(code, (counts.get(code) ?? 0) + 1);
    if (counts.get(code)! > COPIES) throw new RangeError(`${code}: more than ${COPIES} copies`);
  }
}

/** Hand cards for each meld found: unities take untaken copies first, other melds taken ones. */
function dealCards(hand: readonly HandCard[], found: readonly Found[], loose: readonly CardCode[], version: ScoredVersion) {
  const pool = hand.slice().sort(compareHandCards);
  const take = (code: CardCode, untakenFirst: boolean): HandCard => {
    const at = pool.map((c, i) => (c.code === code ? i : -1)).filter((i) => i >= 0);
    return pool.splice(untakenFirst ? at[0]! : at[at.length - 1]!, 1)[0]!;
  };
  const ordered = [...found.filter((f) => f.kind === 'unity'), ...found.filter((f) => f.kind !== 'unity')];
  const melds = ordered.map((f) => meldOf(f.codes.map((code) => take(code, f.kind === 'unity')), version)!);
  const unmelded = loose.map((code) => take(code, false)).sort(compareHandCards);
  const order = (a: Meld, b: Meld): number => compareHandCards(a.cards[0]!, b.cards[0]!) || a.kind.localeCompare(b.kind) || a.cards.length - b.cards.length;
  return { melds: melds.sort(order), unmelded };
}

function arrangement(dealt: { melds: readonly Meld[]; unmelded: readonly HandCard[] }, exposed: readonly Meld[], version: ScoredVersion): Arrangement {
  const scored = (meld: Meld, isExposed: boolean): ScoredMeld => ({ meld, points: meldPoints(meld, version), exposed: isExposed });
  const melds = [...exposed.map((m) => scored(m, true)), ...dealt.melds.map((m) => scored(m, false))];
  const codes = dealt.unmelded.map((c) => c.code);
  return {
    melds,
    unmelded: dealt.unmelded,
    total: melds.reduce((sum, m) => sum + m.points.low, 0),
    coin: melds.filter((m) => isCoin(m.points)),
    out: canGoOut(codes),
    fully: goesOutFully(codes),
    magicFiveSequences: melds.filter((m) => m.meld.kind === 'sequence' && m.meld.cards.length === 5 && meldSuit(m.meld) === 'M').length,
  };
}
