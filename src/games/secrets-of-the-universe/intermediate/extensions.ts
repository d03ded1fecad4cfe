/**
 * What the hand can add to exposed melds (Intermediate and Advanced Versions): an exposed meld is
 * locked but may be extended with cards of the hand (a sequence at either end, a 3-Set by its fourth
 * Plain Suit and a 4-Set by a Magic card, a 3-Unity by its fourth copy; a 0 or Divinity where they
 * fit), and two exposed sequences that line up may be joined. Nothing is ever taken out of an
 * exposed meld, except the second 0 when two sequences each holding one join into a 10-Sequence.
 */
import { codeOf, compareHandCards, isPlain, isSuited, isZero, PLAIN_SUITS, rankOf, suitOf, type CardCode, type HandCard, type Rank } from '../cards.js';
import { meldOf, meldRank, meldSuit, type Meld, type ScoredVersion } from '../melds.js';

/** One way to extend the exposed melds: the melds as they become, the hand cards used, the hand left and the 0s a join set aside. */
export interface Extension {
  readonly melds: readonly Meld[];
  readonly used: readonly HandCard[];
  readonly rest: readonly HandCard[];
  readonly detached: readonly HandCard[];
}

/** Whether a hand card of code `code` could ever join `meld`: its suit for a sequence, its rank for a set, its card for a unity; 0s and Divinity too. */
function mayJoin(meld: Meld, code: CardCode): boolean {
  if (meld.kind === 'single' || meld.kind === 'aces') return false;
  if (code === 'Divinity') return true;
  if (isZero(code)) return meld.kind === 'sequence';
  if (!isSuited(code)) return false;
  const first = meld.cards.find((c) => isSuited(c.code))!.code;
  if (meld.kind === 'sequence') return suitOf(code) === suitOf(first);
  if (meld.kind === 'set') return rankOf(code) === rankOf(first);
  return meld.kind === 'unity' && code === first;
}

/**
 * Every list of hand codes that can extend `meld` on its own (the empty one first), found one card
 * at a time, each step a meld: a sequence at either end (a 0 at the end of its 1 or 9, Divinity
 * anywhere), a 3-Set by its fourth Plain Suit and a 4-Set by a Magic card, a 3-Unity by its fourth copy.
 */
export function extensionCodes(meld: Meld, pool: readonly CardCode[], version: ScoredVersion): CardCode[][] {
  const left = pool.filter((c) => mayJoin(meld, c));
  const out: CardCode[][] = [[]];
  const seen = new Set<string>(['']);
  for (let i = 0; i < out.length; i++) {
    const added = out[i]!;
    const rest = left.slice();
    for (const c of added) rest.splice(rest.indexOf(c), 1);
    for (const code of new Set(rest)) {
      const next = [...added, code].sort();
      const key = next.join(' ');
      if (seen.has(key) || !meldOf([...meld.cards, ...next.map((c) => ({ code: c, taken: false }))], version)) continue;
      seen.add(key);
      out.push(next);
    }
  }
  return out;
}

/** Takes a copy of `code` out of `pool`, a taken copy first (untaken copies are worth more in hand, in concealed unities). */
export function takeCopy(pool: HandCard[], code: CardCode, takenFirst = true): HandCard | null {
  const at = pool.map((c, i) => (c.code === code ? i : -1)).filter((i) => i >= 0);
  if (at.length === 0) return null;
  const taken = at.find((i) => pool[i]!.taken === takenFirst);
  return pool.splice(taken ?? at[0]!, 1)[0]!;
}

/** Whether two sequences line up: one suit, the first ending just below where the second starts. */
export const linesUp = (a: Meld, b: Meld): boolean =>
  a.kind === 'sequence' && b.kind === 'sequence' && meldSuit(a) === meldSuit(b) && meldRank(a) + a.cards.length === meldRank(b);

/**
 * Two sequences that line up, joined: one meld, and the 0 that comes off when each held one (the
 * 10-Sequence keeps one 0; the FAQ sets the other aside again), or null for none.
 */
export function joined(a: Meld, b: Meld, version: ScoredVersion): { meld: Meld | null; detached: HandCard | null } {
  const cards = [...a.cards, ...b.cards];
  const zeros = cards.filter((c) => isZero(c.code));
  if (zeros.length < 2) return { meld: meldOf(cards, version), detached: null };
  // A Plain 0 comes off rather than the Special 0: either is set aside and scores the same.
  const off = zeros.find((c) => c.code === 'P0') ?? zeros[0]!;
  const at = cards.indexOf(off);
  return { meld: meldOf([...cards.slice(0, at), ...cards.slice(at + 1)], version), detached: off };
}

/** Joins every pair of sequences that line up and make a meld together, until none does (the first meld keeps its place); the 0s that came off. */
export function joinAll(melds: readonly Meld[], version: ScoredVersion): { melds: Meld[]; detached: HandCard[] } {
  const out = melds.slice();
  const detached: HandCard[] = [];
  for (let again = true; again; ) {
    again = false;
    for (let i = 0; i < out.length && !again; i++) {
      for (let j = 0; j < out.length && !again; j++) {
        if (i === j || !(linesUp(out[i]!, out[j]!) || linesUp(out[j]!, out[i]!))) continue;
        const join = joined(out[i]!, out[j]!, version);
        // Two sequences that line up but make no meld together (past 9, or a 0 at both ends) stay apart.
        if (!join.meld) continue;
        out[Math.min(i, j)] = join.meld;
        out.splice(Math.max(i, j), 1);
        if (join.detached) detached.push(join.detached);
        again = true;
      }
    }
  }
  return { melds: out, detached };
}

/** Every way to extend the exposed melds with cards of the hand, joining what lines up; the first adds nothing. */
export function extensions(hand: readonly HandCard[], exposed: readonly Meld[], version: ScoredVersion): Extension[] {
  const out: Extension[] = [];
  const walk = (i: number, pool: HandCard[], melds: Meld[], used: HandCard[]): void => {
    if (i === exposed.length) {
      const join = joinAll(melds, version);
      return void out.push({ melds: join.melds, used, rest: pool.slice().sort(compareHandCards), detached: join.detached });
    }
    const meld = exposed[i]!;
    for (const codes of extensionCodes(
      meld,
      pool.map((c) => c.code),
      version,
    )) {
      const left = pool.slice();
      const added = codes.map((code) => takeCopy(left, code)!);
      // Cards that line up by rank may still make no meld (a 0 at both ends of a sequence short of the 10-Sequence): no extension.
      const grown = codes.length ? meldOf([...meld.cards, ...added], version) : meld;
      if (grown) walk(i + 1, left, [...melds, grown], [...used, ...added]);
    }
  };
  walk(0, hand.slice(), [], []);
  return out;
}

/** Every meld of cards of `hand` that holds a copy of `code`: unities of untaken copies first, other melds of taken ones. */
export function meldsWith(hand: readonly HandCard[], code: CardCode, version: ScoredVersion): Meld[] {
  const has = (c: CardCode): number => hand.filter((h) => h.code === c).length;
  const rank = rankOf(code);
  const suit = suitOf(code);
  const lists: CardCode[][] = [];
  for (let lo = Math.max(1, rank - 8); lo <= rank; lo++) {
    for (let hi = Math.max(rank, lo + 2); hi <= 9; hi++) {
      const codes = Array.from({ length: hi - lo + 1 }, (_, i) => codeOf(suit, (lo + i) as Rank));
      if (codes.every((c) => has(c) > 0)) lists.push(codes);
    }
  }
  const plain = PLAIN_SUITS.filter((s) => has(codeOf(s, rank)) > 0);
  for (let mask = 1; mask < 16; mask++) {
    const suits = plain.filter((_, i) => mask & (1 << i));
    if (suits.length < 3 || (isPlain(suit) && !suits.includes(suit))) continue;
    const codes = suits.map((s) => codeOf(s, rank));
    if (isPlain(suit)) lists.push(codes);
    if (suits.length === 4 && has(codeOf('M', rank)) > 0) lists.push([...codes, codeOf('M', rank)]);
  }
  for (let n = 3; n <= Math.min(4, has(code)); n++) lists.push(new Array<CardCode>(n).fill(code));
  return lists.flatMap((codes) => {
    const pool = hand.slice();
    const unity = codes[0] === codes[1];
    const meld = meldOf(
      codes.map((c) => takeCopy(pool, c, !unity)!),
      version,
    );
    return meld ? [meld] : [];
  });
}
