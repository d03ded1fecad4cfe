/**
 * Time of the Secrets of the Universe scorer (bestArrangement) in Node, per hand: p50, p99 and max
 * over seeded random hands of 13 (Basic), 20 and 26 cards (Intermediate), dealt from a shuffled
 * deck ("dealt"), or assembled from random melds plus a few loose cards, as a hand close to going
 * out is ("meld-rich"); with goal 'any' and goal 'out'. One card in eight is taken from the discards.
 * The Advanced Version's rows: hands of 13, 20 and 26 cards without Bonus Cards, with at least one
 * ("bonus": dealt from the 192 cards until a hand holds one), and with Divinity and a Plain 0 among
 * them ("divinity", the slowest kind: Divinity is tried as every card it could be).
 */
import { codeOf, deckOf, isBonus, RANKS, suitedDeckOf, suitsOf, type CardCode, type HandCard } from '../src/games/secrets-of-the-universe/cards.js';
import type { ScoredVersion } from '../src/games/secrets-of-the-universe/melds.js';
import { bestArrangement, type Goal } from '../src/games/secrets-of-the-universe/scorer.js';
import { createRandom, type Random } from '../src/kernel/random.js';

const HANDS = 3000;
/** Each hand is timed this many times and its fastest run kept: the others only add the machine's noise. */
const RUNS = 3;

function dealt(random: Random, version: ScoredVersion, size: number): HandCard[] {
  return random
    .shuffle(suitedDeckOf(version))
    .slice(0, size)
    .map((code) => ({ code, taken: random.int(8) === 0 }));
}

/** Dealt from the Advanced Version's 192 cards until the hand holds a Bonus Card. */
function bonus(random: Random, _version: ScoredVersion, size: number): HandCard[] {
  for (;;) {
    const codes = random.shuffle(deckOf('advanced')).slice(0, size);
    if (codes.some(isBonus)) return codes.map((code) => ({ code, taken: !isBonus(code) && random.int(8) === 0 }));
  }
}

/** Divinity and a Plain 0 with cards dealt from the others. */
function divinity(random: Random, version: ScoredVersion, size: number): HandCard[] {
  return [{ code: 'Divinity', taken: true }, { code: 'P0', taken: false }, ...dealt(random, version, size - 2)];
}

/** Random sequences, sets and unities until the hand is full, then two loose cards. */
function meldRich(random: Random, version: ScoredVersion, size: number): HandCard[] {
  const left = new Map<CardCode, number>(suitedDeckOf(version).map((code) => [code, 4]));
  const suits = suitsOf(version);
  const codes: CardCode[] = [];
  const add = (group: readonly CardCode[]): void => {
    if (codes.length + group.length > size - 2 || !group.every((c) => left.get(c)! >= group.filter((x) => x === c).length)) return;
    for (const c of group) left.set(c, left.get(c)! - 1);
    codes.push(...group);
  };
  for (let tries = 0; tries < 200 && codes.length < size - 4; tries++) {
    const suit = random.pick(suits);
    const rank = random.pick(RANKS);
    const kind = random.int(3);
    if (kind === 0) add(RANKS.filter((r) => r >= Math.min(rank, 7) && r < Math.min(rank, 7) + 3 + random.int(3)).map((r) => codeOf(suit, r)));
    else if (kind === 1)
      add(
        random
          .shuffle(suits.filter((s) => s !== 'M'))
          .slice(0, 3 + random.int(2))
          .map((s) => codeOf(s, rank)),
      );
    else add(Array.from({ length: 3 + random.int(2) }, () => codeOf(suit, rank)));
  }
  const rest = random.shuffle([...left].flatMap(([c, n]) => Array.from({ length: n }, () => c)));
  return [...codes, ...rest.slice(0, size - codes.length)].map((code) => ({ code, taken: random.int(8) === 0 }));
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const ROWS = [
  ...(['dealt', 'meld-rich'] as const).flatMap((kind) =>
    (
      [
        [13, 'basic'],
        [20, 'intermediate'],
        [26, 'intermediate'],
      ] as const
    ).map(([size, version]) => [kind, size, version] as const),
  ),
  ...(['dealt', 'meld-rich', 'bonus', 'divinity'] as const).flatMap((kind) => ([13, 20, 26] as const).map((size) => [kind, size, 'advanced'] as const)),
];
const MAKERS = { dealt, 'meld-rich': meldRich, bonus, divinity } as const;

const rows: string[][] = [['hands', 'cards', 'version', 'goal', 'p50 ms', 'p99 ms', 'max ms']];
for (const [kind, size, version] of ROWS) {
  const random = createRandom(`bench-scorer/${kind}/${size}/${version}`);
  const hands = Array.from({ length: HANDS }, () => MAKERS[kind](random, version, size));
  for (const goal of ['any', 'out'] as const satisfies readonly Goal[]) {
    for (const hand of hands.slice(0, 200)) bestArrangement(hand, { version, goal }); // warm-up
    const times = hands.map((hand) => {
      let best = Infinity;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        bestArrangement(hand, { version, goal });
        best = Math.min(best, performance.now() - started);
      }
      return best;
    });
    times.sort((a, b) => a - b);
    const ms = (x: number) => x.toFixed(3);
    rows.push([kind, String(size), version, goal, ms(quantile(times, 0.5)), ms(quantile(times, 0.99)), ms(times[times.length - 1]!)]);
  }
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(`scorer: bestArrangement per hand in Node, ${HANDS} seeded hands a row`);
for (const row of rows) console.log(row.map((cell, i) => (i < 4 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
