/**
 * What the hand can add to exposed melds (Intermediate Version): an exposed meld is locked but may
 * be extended with cards of the hand (a sequence at either end, a 3-Set by its fourth Plain Suit and
 * a 4-Set by a Magic card, a 3-Unity by its fourth copy), and two exposed sequences that line up may
 * be joined. Nothing is ever taken out of an exposed meld.
 */
import { codeOf, compareHandCards, isPlain, PLAIN_SUITS, rankOf, suitOf, type CardCode, type HandCard, type Rank } from '../cards.js';
import { meldOf, meldRank, meldSuit, type Meld, type ScoredVersion } from '../melds.js';

/** One way to extend the exposed melds: the melds as they become, the hand cards used and the hand left. */
export interface Extension {
  readonly melds: readonly Meld[];
  readonly used: readonly HandCard[];
  readonly rest: readonly HandCard[];
}

/** Ranks `from` onward in steps of `step` while the hand holds the card. */
function run(suit: string, from: number, step: 1 | -1, has: (code: CardCode) => boolean): CardCode[] {
  const out: CardCode[] = [];
  for (let r = from; r >= 1 && r <= 9 && has(codeOf(suit as 'E', r as Rank)); r += step) out.push(codeOf(suit as 'E', r as Rank));
  return out;
}

/** Every list of hand codes that can extend `meld` on its own (the empty one first). */
export function extensionCodes(meld: Meld, has: (code: CardCode) => boolean): CardCode[][] {
  const rank = meldRank(meld);
  const size = meld.cards.length;
  switch (meld.kind) {
    case 'sequence': {
      const suit = meldSuit(meld)!;
      const low = run(suit, rank - 1, -1, has);
      const high = run(suit, rank + size, 1, has);
      return Array.from({ length: low.length + 1 }, (_, k) => k).flatMap((k) =>
        Array.from({ length: high.length + 1 }, (_, j) => [...low.slice(0, k), ...high.slice(0, j)]));
    }
    case 'set': {
      const suits = new Set(meld.cards.map((c) => suitOf(c.code)));
      const magic = codeOf('M', rank);
      if (size === 4) return has(magic) ? [[], [magic]] : [[]];
      if (size !== 3) return [[]];
      const missing = codeOf(PLAIN_SUITS.find((s) => !suits.has(s))!, rank);
      if (!has(missing)) return [[]];
      return has(magic) ? [[], [missing], [missing, magic]] : [[], [missing]];
    }
    case 'unity':
      return size === 3 && has(meld.cards[0]!.code) ? [[], [meld.cards[0]!.code]] : [[]];
    default: {
      const unknown: never = meld.kind;
      throw new Error(`unknown meld kind ${String(unknown)}`);
    }
  }
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

/** Joins every pair of sequences that line up, until none does (the first meld keeps its place). */
export function joinAll(melds: readonly Meld[], version: ScoredVersion): Meld[] {
  const out = melds.slice();
  for (let again = true; again; ) {
    again = false;
    for (let i = 0; i < out.length && !again; i++) {
      for (let j = 0; j < out.length && !again; j++) {
        if (i === j || !(linesUp(out[i]!, out[j]!) || linesUp(out[j]!, out[i]!))) continue;
        out[Math.min(i, j)] = meldOf([...out[i]!.cards, ...out[j]!.cards], version)!;
        out.splice(Math.max(i, j), 1);
        again = true;
      }
    }
  }
  return out;
}

/** Every way to extend the exposed melds with cards of the hand, joining what lines up; the first adds nothing. */
export function extensions(hand: readonly HandCard[], exposed: readonly Meld[], version: ScoredVersion): Extension[] {
  const out: Extension[] = [];
  const walk = (i: number, pool: HandCard[], melds: Meld[], used: HandCard[]): void => {
    if (i === exposed.length) return void out.push({ melds: joinAll(melds, version), used, rest: pool.slice().sort(compareHandCards) });
    const meld = exposed[i]!;
    for (const codes of extensionCodes(meld, (code) => pool.some((c) => c.code === code))) {
      const left = pool.slice();
      const added = codes.map((code) => takeCopy(left, code)!);
      walk(i + 1, left, [...melds, codes.length ? meldOf([...meld.cards, ...added], version)! : meld], [...used, ...added]);
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
    const meld = meldOf(codes.map((c) => takeCopy(pool, c, !unity)!), version);
    return meld ? [meld] : [];
  });
}
