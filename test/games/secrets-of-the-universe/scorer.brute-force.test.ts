/**
 * The scorer is exact: on thousands of seeded random hands (Basic, Intermediate and Advanced with
 * its Bonus Cards, goals any, out and fully, with and without exposed melds) its arrangement is a
 * valid partition of the hand and is worth exactly as much as the best of every partition into
 * valid melds, found by enumeration (Divinity as a Void only beside melds nothing can be added to).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  codeOf,
  compareHandCards,
  formatCard,
  isPlain,
  isSuited,
  isZero,
  rankOf,
  RANKS,
  suitOf,
  suitsOf,
  type BonusCode,
  type CardCode,
  type HandCard,
} from '../../../src/games/secrets-of-the-universe/cards.js';
import { goesOutFully, meldOf, meldSuit, type Meld, type ScoredVersion } from '../../../src/games/secrets-of-the-universe/melds.js';
import { bestArrangement, type Arrangement, type Goal } from '../../../src/games/secrets-of-the-universe/scorer.js';
import { FULLY_BONUS, isCoin, meldPoints } from '../../../src/games/secrets-of-the-universe/scoring.js';

/** What the scorer optimizes, in order: half points (with a full going out's bonus when going out), fewer coin melds, more cards melded. */
interface Worth {
  readonly half: number;
  readonly coins: number;
  readonly unmelded: number;
}
const better = (a: Worth, b: Worth): boolean => (a.half !== b.half ? a.half > b.half : a.coins !== b.coins ? a.coins < b.coins : a.unmelded < b.unmelded);
const meets = (goal: Goal, unmelded: readonly CardCode[]): boolean => goal === 'any' || (goal === 'out' ? unmelded.length <= 2 : goesOutFully(unmelded));
const bonus = (goal: Goal, unmelded: readonly CardCode[]): number => (goal !== 'any' && goesOutFully(unmelded) ? 2 * FULLY_BONUS : 0);

/**
 * Could more cards still make these a meld? Same code (unity), same suit and distinct ranks
 * (sequence), or same rank and distinct suits, at most one Magic (set); a 0 only in a sequence, one
 * Divinity anywhere; Void, Eternity and Infinity alone.
 */
function couldGrow(all: readonly CardCode[]): boolean {
  if (all.some((c) => c === 'Void' || c === 'Eternity' || c === 'Infinity')) return all.length === 1;
  const zeros = all.filter(isZero).length;
  if (zeros > 1 || all.filter((c) => c === 'Divinity').length > 1) return false;
  const codes = all.filter(isSuited);
  if (codes.length === 0) return true;
  if (zeros > 0) return codes.every((c) => suitOf(c) === suitOf(codes[0]!)) && new Set(codes.map(rankOf)).size === codes.length;
  const first = codes[0]!;
  if (codes.every((c) => c === first)) return codes.length <= 4;
  const distinct = (xs: readonly unknown[]) => new Set(xs).size === xs.length;
  if (codes.every((c) => suitOf(c) === suitOf(first))) return distinct(codes.map(rankOf));
  return codes.every((c) => rankOf(c) === rankOf(first)) && distinct(codes.map(suitOf)) && codes.filter((c) => !isPlain(suitOf(c))).length <= 1;
}

/** Melds nothing can be added to: a 10-Sequence, a 5-Set, a 4-Unity, a one-card meld. */
const full = (m: Meld): boolean =>
  m.kind === 'single' ||
  (m.kind === 'sequence' && m.cards.length === 10) ||
  (m.kind === 'set' && m.cards.length === 5) ||
  (m.kind === 'unity' && m.cards.length === 4);

/** The best worth over every partition of `hand` into valid melds and unmelded cards that meets `goal`. */
function bruteForce(hand: readonly HandCard[], version: ScoredVersion, exposed: readonly Meld[], goal: Goal): Worth | null {
  const cards = hand.slice().sort(compareHandCards);
  const used = cards.map(() => false);
  const fixed = exposed.map((m) => meldPoints(m, version));
  const melds: Meld[] = [...exposed];
  let best: Worth | null = null;
  const partition = (half: number, coins: number, unmelded: CardCode[]): void => {
    const i = used.indexOf(false);
    if (i < 0) {
      if (!meets(goal, unmelded)) return;
      // Divinity as a Void: only where every other meld is one nothing can be added to.
      if (melds.some((m) => m.kind === 'single' && m.cards[0]!.code === 'Divinity') && !melds.every(full)) return;
      const worth = { half: half + bonus(goal, unmelded), coins, unmelded: unmelded.length };
      if (!best || better(worth, best)) best = worth;
      return;
    }
    used[i] = true;
    if (goal === 'any' || unmelded.length < 2) partition(half, coins, [...unmelded, cards[i]!.code]);
    const chosen = [cards[i]!];
    const grow = (from: number): void => {
      const meld = chosen.length >= 3 || chosen.length === 1 ? meldOf(chosen, version) : null;
      if (meld) {
        const points = meldPoints(meld, version);
        melds.push(meld);
        partition(half + points.low + points.high, coins + (isCoin(points) ? 1 : 0), unmelded);
        melds.pop();
      }
      for (let j = from; j < cards.length; j++) {
        if (used[j]) continue;
        // Identical cards are interchangeable: skip a card equal to the one just left out.
        if (j > from && !used[j - 1] && formatCard(cards[j - 1]!) === formatCard(cards[j]!)) continue;
        chosen.push(cards[j]!);
        if (couldGrow(chosen.map((c) => c.code))) {
          used[j] = true;
          grow(j + 1);
          used[j] = false;
        }
        chosen.pop();
      }
    };
    grow(i + 1);
    used[i] = false;
  };
  partition(
    fixed.reduce((s, p) => s + p.low + p.high, 0),
    fixed.filter(isCoin).length,
    [],
  );
  return best;
}

const notation = (cards: readonly HandCard[]): string[] => cards.map(formatCard).sort();

/** The scorer's answer is a valid arrangement of exactly these cards, with its figures right. */
function checkArrangement(a: Arrangement, hand: readonly HandCard[], version: ScoredVersion, exposed: readonly Meld[]): Worth {
  expect(a.melds.slice(0, exposed.length).map((m) => m.meld)).to.deep.equal(exposed);
  const own = a.melds.slice(exposed.length);
  expect(own.every((m) => !m.exposed) && a.melds.slice(0, exposed.length).every((m) => m.exposed)).to.equal(true);
  expect(notation([...own.flatMap((m) => m.meld.cards), ...a.unmelded])).to.deep.equal(notation(hand));
  for (const m of a.melds) {
    expect(meldOf(m.meld.cards, version)?.kind, notation(m.meld.cards).join(' ')).to.equal(m.meld.kind);
    expect(m.points).to.deep.equal(meldPoints(m.meld, version));
  }
  const codes = a.unmelded.map((c) => c.code);
  expect(a.total).to.equal(a.melds.reduce((s, m) => s + m.points.low, 0));
  expect(a.coin).to.deep.equal(a.melds.filter((m) => isCoin(m.points)));
  expect(a.out).to.equal(codes.length <= 2);
  expect(a.fully).to.equal(goesOutFully(codes));
  expect(a.magicFiveSequences).to.equal(a.melds.filter((m) => m.meld.kind === 'sequence' && m.meld.cards.length === 5 && meldSuit(m.meld) === 'M').length);
  return { half: a.melds.reduce((s, m) => s + m.points.low + m.points.high, 0), coins: a.coin.length, unmelded: codes.length };
}

interface Case {
  readonly version: ScoredVersion;
  readonly hand: readonly HandCard[];
  readonly exposed: readonly Meld[];
}

/**
 * Meld-rich hands: cards of a few suits and a window of a few ranks (all four copies of each), so
 * sequences, sets, unities, coin melds and taken cards meet often. About one card in four is taken.
 */
function cases(version: ScoredVersion, size: { min: number; max: number }, withExposed: boolean, bonus: readonly BonusCode[] = []): fc.Arbitrary<Case> {
  const melds = fc.array(fc.tuple(fc.constantFrom('sequence', 'set', 'unity'), fc.nat(), fc.nat(), fc.array(fc.nat(3), { minLength: 5, maxLength: 5 })), {
    maxLength: withExposed ? 3 : 0,
    minLength: withExposed ? 1 : 0,
  });
  return fc
    .record({
      suits: fc.subarray([...suitsOf(version)], { minLength: 1 }),
      low: fc.integer({ min: 1, max: 8 }),
      width: fc.integer({ min: 2, max: 5 }),
      picks: fc.array(fc.tuple(fc.nat(), fc.nat(3)), { minLength: size.min, maxLength: size.max }),
      melds,
      extra: fc.subarray([...bonus], { minLength: bonus.length ? 1 : 0 }),
    })
    .map(({ suits, low, width, picks, melds, extra }) => {
      const ranks = RANKS.filter((r) => r >= low && r < low + width);
      const deck = new Map<CardCode, number>(suitsOf(version).flatMap((s) => RANKS.map((r) => [codeOf(s, r), 4] as const)));
      const take = (code: CardCode): boolean => {
        const left = deck.get(code) ?? 0;
        if (left > 0) deck.set(code, left - 1);
        return left > 0;
      };
      const exposed = melds.flatMap(([kind, a, b, taken]) => {
        const suit = suits[a % suits.length]!;
        const plain = suitsOf(version).filter((s) => s !== 'M');
        const rank = ranks[b % ranks.length]!;
        const codes: CardCode[] =
          kind === 'unity'
            ? [codeOf(suit, rank), codeOf(suit, rank), codeOf(suit, rank)]
            : kind === 'set'
              ? plain.slice(a % 2, (a % 2) + 3).map((s) => codeOf(s, rank))
              : RANKS.filter((r) => r >= Math.min(rank, 7) && r < Math.min(rank, 7) + 3).map((r) => codeOf(suit, r));
        const cards = codes.map((code, i) => ({ code, taken: taken[i] === 0 }));
        const meld = meldOf(cards, version);
        return meld && codes.every(take) ? [meld] : [];
      });
      const pool: CardCode[] = suits.flatMap((s) => ranks.flatMap((r) => Array.from({ length: deck.get(codeOf(s, r))! }, () => codeOf(s, r))));
      const hand: HandCard[] = extra.map((code) => ({ code, taken: false }));
      for (const [n, taken] of picks) if (pool.length) hand.push({ code: pool.splice(n % pool.length, 1)[0]!, taken: taken === 0 });
      return { version, hand, exposed };
    });
}

function agree({ version, hand, exposed }: Case, goal: Goal): void {
  const found = bestArrangement(hand, { version, exposed, goal });
  const best = bruteForce(hand, version, exposed, goal);
  const label = `${version} ${goal}: ${notation(hand).join(' ')} | ${exposed.map((m) => notation(m.cards).join(' ')).join(' | ')}`;
  if (!best || !found) return void expect(found, label).to.equal(best);
  const worth = checkArrangement(found, hand, version, exposed);
  expect(
    {
      ...worth,
      half:
        worth.half +
        bonus(
          goal,
          found.unmelded.map((c) => c.code),
        ),
    },
    label,
  ).to.deep.equal(best);
}

const GOALS: readonly Goal[] = ['any', 'out', 'fully'];

describe('the scorer against every partition of the hand', () => {
  for (const version of ['basic', 'intermediate'] as const) {
    it(`${version}: 1200 hands of 3 to 13 cards, each with goals any, out and fully`, () => {
      fc.assert(
        fc.property(cases(version, { min: 3, max: 13 }, false), (c) => GOALS.forEach((goal) => agree(c, goal))),
        { seed: version === 'basic' ? 11 : 12, numRuns: 1200 },
      );
    });

    it(`${version}: 100 hands of 14 to 17 cards, each with goals any, out and fully`, () => {
      fc.assert(
        fc.property(cases(version, { min: 14, max: 17 }, false), (c) => GOALS.forEach((goal) => agree(c, goal))),
        { seed: version === 'basic' ? 31 : 32, numRuns: 100 },
      );
    });

    it(`${version}: 400 hands of 6 to 12 cards beside 1 to 3 exposed melds`, () => {
      fc.assert(
        fc.property(cases(version, { min: 6, max: 12 }, true), (c) => GOALS.forEach((goal) => agree(c, goal))),
        { seed: version === 'basic' ? 21 : 22, numRuns: 400 },
      );
    });
  }

  // Some of these Bonus Cards in every hand: two Plain 0s, the Special 0 and Divinity, or a Plain 0
  // and Divinity beside the one-card melds.
  const SOME: readonly (readonly BonusCode[])[] = [
    ['P0', 'P0', 'S0', 'Divinity'],
    ['P0', 'Divinity', 'Void', 'Eternity', 'Infinity'],
  ];
  it('advanced: 1200 hands of 3 to 11 cards with Bonus Cards, each with goals any, out and fully', () => {
    fc.assert(
      fc.property(
        fc.nat(1).chain((k) => cases('advanced', { min: 3, max: 11 }, false, SOME[k]!)),
        (c) => GOALS.forEach((goal) => agree(c, goal)),
      ),
      { seed: 41, numRuns: 1200 },
    );
  });

  it('advanced: 60 hands of 12 to 14 cards with Bonus Cards, each with goals any, out and fully', () => {
    fc.assert(
      fc.property(
        fc.nat(1).chain((k) => cases('advanced', { min: 12, max: 14 }, false, SOME[k]!)),
        (c) => GOALS.forEach((goal) => agree(c, goal)),
      ),
      { seed: 42, numRuns: 60 },
    );
  });

  it('advanced: 300 hands of 5 to 10 cards with Bonus Cards beside 1 to 3 exposed melds', () => {
    fc.assert(
      fc.property(
        fc.nat(1).chain((k) => cases('advanced', { min: 5, max: 10 }, true, SOME[k]!)),
        (c) => GOALS.forEach((goal) => agree(c, goal)),
      ),
      { seed: 43, numRuns: 300 },
    );
  });

  it('the brute force itself finds the book examples (11123: the unity; 789999 going out: 789 + 999)', () => {
    const h = (text: string) => text.split(' ').map((w) => ({ code: w.replace('*', '') as CardCode, taken: w.endsWith('*') }));
    expect(bruteForce(h('E1 E1 E1 E2 E3'), 'basic', [], 'any')).to.deep.equal({ half: 80, coins: 0, unmelded: 2 });
    expect(bruteForce(h('E7 E8 E9 E9 E9 E9 F1 F2 F3 W4 W5 W6 A1'), 'basic', [], 'out')).to.deep.equal({ half: 180, coins: 0, unmelded: 1 });
  });
});
