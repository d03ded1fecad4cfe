/**
 * Secrets of the Universe's scoring tables, as data, and the points of one meld.
 *
 * Points are `{low, high}`: the two outcomes of a coin flip where the book decides a meld's score
 * that way (a 3-Set of 8s; a Magic unity of 8s), equal for every other meld. Set and unity rows have
 * three columns: ranks 1 to 7, 8s and 9s. In the Advanced Version those melds take a packet instead
 * of a coin: `low` is their points before the packet, and `high` what a coin would have given, which
 * the scorer weighs them by when it chooses an arrangement (see docs/games/secrets-of-the-universe.md).
 */
import { formatCards } from './cards.js';
import { isConcealed, meldRank, meldSuit, type Meld, type ScoredVersion } from './melds.js';

export interface Points {
  readonly low: number;
  readonly high: number;
}

/** Ranks 1–7, 8s, 9s. */
export type Row = readonly [Points, Points, Points];

export interface UnityTable {
  readonly exposed: Readonly<Record<3 | 4, Row>>;
  readonly concealed: Readonly<Record<3 | 4, Row>>;
}

/** One version's tables. Magic entries are absent where the version has no Magic cards. */
export interface ScoringTable {
  /** By length: index 0 is a 3-Sequence, index 6 a 9-Sequence. */
  readonly sequence: { readonly plain: readonly Points[]; readonly magic?: readonly Points[] };
  /** Advanced: a one-card meld (Void, Eternity, Infinity, Divinity as Void) and 11+ Aces. */
  readonly single?: Points;
  readonly aces?: Points;
  readonly set: Readonly<Record<3 | 4, Row>> & { readonly 5?: Row };
  readonly unity: { readonly plain: UnityTable; readonly magic?: UnityTable };
}

/** Going out fully. */
export const FULLY_BONUS = 10;

const fixed = (points: number): Points => ({ low: points, high: points });
const coin = (low: number, high: number): Points => ({ low, high });
const row = (a: number, b: Points | number, c: number): Row => [fixed(a), typeof b === 'number' ? fixed(b) : b, fixed(c)];

const BASIC: ScoringTable = {
  sequence: { plain: [10, 15, 25, 40, 60, 80, 120].map(fixed) },
  set: { 3: row(10, coin(10, 15), 15), 4: row(20, 25, 30) },
  unity: {
    plain: {
      exposed: { 3: row(20, 25, 30), 4: row(100, 125, 150) },
      concealed: { 3: row(40, 50, 60), 4: row(200, 250, 300) },
    },
  },
};

const INTERMEDIATE: ScoringTable = {
  sequence: { ...BASIC.sequence, magic: [15, 20, 30, 50, 75, 100, 150].map(fixed) },
  set: { ...BASIC.set, 5: row(40, 50, 60) },
  unity: {
    ...BASIC.unity,
    magic: {
      exposed: { 3: row(25, coin(30, 35), 40), 4: row(125, coin(160, 165), 200) },
      concealed: { 3: row(50, coin(60, 70), 80), 4: row(250, coin(320, 330), 400) },
    },
  },
};

/** The most a player scores in one game of the Advanced Version; 11+ Aces are worth it. */
export const LIMIT = 1100;
/** Each Bonus Card set aside, a one-card meld. */
export const BONUS_POINTS = 5;
/** Points the Duel (Intermediate and Advanced Versions) adds for each Magic 5-Sequence of a winner. */
export const DUEL_BONUS = 10;
/** Expert Addition: careless-discard points a player may be charged in a game before its score loses any. */
export const BUFFER = 10;

const ADVANCED: ScoringTable = {
  sequence: { plain: [...INTERMEDIATE.sequence.plain, fixed(160)], magic: [...INTERMEDIATE.sequence.magic!, fixed(200)] },
  set: INTERMEDIATE.set,
  unity: INTERMEDIATE.unity,
  single: fixed(BONUS_POINTS),
  aces: fixed(LIMIT),
};

export const SCORING: Readonly<Record<ScoredVersion, ScoringTable>> = { basic: BASIC, intermediate: INTERMEDIATE, advanced: ADVANCED };

/** The column of a set or unity of rank `rank`. */
export const columnOf = (rank: number): 0 | 1 | 2 => (rank === 9 ? 2 : rank === 8 ? 1 : 0);

export const isCoin = (points: Points): boolean => points.low !== points.high;

/** The points of `meld` in `version`. Throws for a meld the version's tables do not cover. */
export function meldPoints(meld: Meld, version: ScoredVersion): Points {
  const table = SCORING[version];
  const size = meld.cards.length;
  const plain = meldSuit(meld) !== 'M';
  const column = columnOf(meldRank(meld));
  let points: Points | undefined;
  switch (meld.kind) {
    case 'sequence':
      points = (plain ? table.sequence.plain : table.sequence.magic)?.[size - 3];
      break;
    case 'set':
      points = table.set[size as 3 | 4 | 5]?.[column];
      break;
    case 'unity': {
      const unity = plain ? table.unity.plain : table.unity.magic;
      points = unity?.[isConcealed(meld) ? 'concealed' : 'exposed'][size as 3 | 4][column];
      break;
    }
    case 'single':
      points = table.single;
      break;
    case 'aces':
      points = table.aces;
      break;
  }
  if (!points) throw new RangeError(`the ${version} version scores no meld ${formatCards(meld.cards)}`);
  return points;
}
