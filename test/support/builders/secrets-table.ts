/**
 * Builders for the Intermediate Version's tests: a table created with its options, a Duel that makes
 * a chosen seat the first dealer, a layout with chosen hands, face-down card and tops of quarters,
 * short commands, and seeded Intermediate bot matches for the property suites.
 */
import fc from 'fast-check';
import { secretsBots } from '../../../src/games/secrets-of-the-universe/bots.js';
import { deckOf, type CardCode, type HandCard } from '../../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsState } from '../../../src/games/secrets-of-the-universe/index.js';
import { dealtFrom, quarterSize, QUARTERS } from '../../../src/games/secrets-of-the-universe/intermediate/layout.js';
import type { DiscardRef, MatchLength, SecretsCommand, SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { createRandom } from '../../../src/kernel/random.js';
import { playBotGame, type BotGame } from '../../../src/kernel/runner.js';
import { A, B, C, cards, codes, D, discard, draw, Driver, game, names, type BotName } from './secrets.js';

export type Layout = Extract<SecretsEvent, { type: 'layout.dealt' }>;

/** game.created for the Intermediate Version; the claim window is 0 ms unless given; no wait for Next unless given. */
export const createdTable = (players: number, claimMs = 0, matchLength: MatchLength = 4, nextGameMs?: number): SecretsEvent =>
  game.created({ version: 'intermediate', matchLength, claimMs, ...(nextGameMs ? { nextGameMs } : {}) }, names(players));

/** One Duel round for the first dealer that `seat` wins with a Magic 9 (the others draw plain cards). */
export const duelWonBy = (players: number, seat: number): SecretsEvent => ({
  type: 'duel.dealt',
  purpose: 'dealer',
  cards: Array.from({ length: players }, (_, s) => (s === seat ? 'M9' : (['E9', 'F9', 'W9', 'A9'] as const)[s]!)),
});

export interface LayoutSpec {
  readonly players: number;
  readonly game?: number;
  readonly dealer?: number;
  /** Cards a seat certainly holds (up to 12); the rest is filled from the unused cards. */
  readonly hands?: Readonly<Record<number, string>>;
  readonly faceDown?: CardCode;
  /** The top cards of quarters, top first, by quarter (a seat in a 4-player game draws from quarter = its seat). */
  readonly tops?: Readonly<Record<number, string>>;
}

function takeFrom(pool: CardCode[], wanted: readonly CardCode[]): void {
  for (const c of wanted) {
    const i = pool.indexOf(c);
    if (i < 0) throw new Error(`no copy of ${c} left`);
    pool.splice(i, 1);
  }
}

/** A valid layout.dealt holding the chosen cards; other cards come in a fixed shuffled order. */
export function layout(spec: LayoutSpec): Layout {
  const pool = createRandom('table-builder').shuffle(deckOf('intermediate'));
  const dealer = spec.dealer ?? 0;
  const chosen = Object.fromEntries(Object.entries(spec.hands ?? {}).map(([s, text]) => [s, codes(text)]));
  const tops = Object.fromEntries(Object.entries(spec.tops ?? {}).map(([q, text]) => [q, codes(text)]));
  takeFrom(pool, [...Object.values(chosen).flat(), ...Object.values(tops).flat(), ...(spec.faceDown ? [spec.faceDown] : [])]);
  const hands = Array.from({ length: spec.players }, (_, s) => [...(chosen[s] ?? []), ...pool.splice(0, 12 - (chosen[s]?.length ?? 0))]);
  const faceDown = spec.faceDown ?? pool.shift()!;
  const given = dealtFrom(spec.players, dealer);
  const quarters = Array.from({ length: QUARTERS }, (_, q) => {
    const top = tops[q] ?? [];
    return [...top, ...pool.splice(0, quarterSize('intermediate') - given[q]! - top.length)];
  });
  return { type: 'layout.dealt', game: spec.game ?? 1, dealer, hands, faceDown, quarters };
}

/** game.created (claim window 0 ms unless given), a Duel won by the dealer, and game 1's layout. */
export const tableOf = (spec: LayoutSpec & { readonly claimMs?: number; readonly nextGameMs?: number }): SecretsEvent[] => [
  createdTable(spec.players, spec.claimMs ?? 0, 4, spec.nextGameMs),
  duelWonBy(spec.players, spec.dealer ?? 0),
  layout(spec),
];

/** A Driver over the table's first game. */
export const driveTable = (spec: LayoutSpec & { readonly claimMs?: number; readonly nextGameMs?: number }): Driver => Driver.from(tableOf(spec)).settle();

export const area = (a: number | 'main', index = 0): DiscardRef => ({ area: a, index });
export const pickUp = (discards: readonly DiscardRef[], hand = '', onto?: number): SecretsCommand =>
  onto === undefined ? { type: 'pickUp', discards, hand: hand ? cards(hand) : [] } : { type: 'pickUp', discards, hand: hand ? cards(hand) : [], onto };
export const extendMeld = (meld: number, hand: string): SecretsCommand => ({ type: 'extendMeld', meld, hand: cards(hand) });
export const joinMelds = (a: number, b: number): SecretsCommand => ({ type: 'joinMelds', melds: [a, b] });
export const bump: SecretsCommand = { type: 'bump' };
export const pass: SecretsCommand = { type: 'pass' };

/** `E7 E7*` as cards, sorted, for comparing melds. */
export const meldText = (cs: readonly HandCard[]): string =>
  cs
    .map((c) => `${c.code}${c.taken ? '*' : ''}`)
    .sort()
    .join(' ');

/** `seat` draws and discards `card` (by default the card drawn); a claim window of 0 ms closes at once. */
export function play(d: Driver, seat: number, card?: CardCode): Driver {
  d.do(draw, seat);
  return d.do(discard(card ?? d.ctx.hands[seat]!.at(-1)!.code), seat).settle();
}

/**
 * B picks up Ann's Earth 3 into E1 E2 E3 and, a round later, Cyd's Earth 4 and Dee's Earth 5 into
 * E4 E5 E6, keeping Earth 7 in hand; Cyd is then one draw from going out.
 */
export function twoSequences(): Driver {
  const d = driveTable({
    players: 4,
    dealer: 0,
    hands: { 0: 'E3', 1: 'E1 E2 E6 E7 F5 F5', 2: 'E4 F1 F2 F3 W1 W2 W3 A1 A2 A3 M1 M2', 3: 'E5' },
    tops: { 2: 'M3 M5' },
  });
  play(d, 0, 'E3');
  d.do(pickUp([area(0)], 'E1 E2'), 1)
    .do(discard('F5'), 1)
    .settle();
  play(d, 2, 'E4');
  play(d, 3, 'E5');
  play(d, 0);
  return d.do(pickUp([area(2), area(3)], 'E6'), 1);
}

/** A round played: the face-down Magic 1 turned up and left, Earth 1 the active main discard, Bob (holding `bob`) to play. */
export function mainArea(bob = 'F1 F5 M2 M3'): Driver {
  const d = driveTable({ players: 4, dealer: A, faceDown: 'M1', hands: { [A]: 'E1 E5', [B]: bob, [C]: 'W1 W5', [D]: 'A1 A5' } });
  for (const [seat, card] of [
    [A, 'E1'],
    [B, 'F1'],
    [C, 'W1'],
    [D, 'A1'],
    [A, 'E5'],
  ] as const)
    play(d, seat, card);
  return d;
}

/** Ann discards a Magic 8 and Bob picks it up into an exposed unity of Magic 8s, then discards Earth 9; Cyd is next. */
export function magicEightsExposed(): Driver {
  const d = driveTable({
    players: 4,
    dealer: 0,
    hands: {
      0: 'M8 E1 F2 W3 A4 E5 F6 W7 A1 E2 F3 W4',
      1: 'M8 M8 E9 E2 E3 E4 F7 F8 W1 W2 W3 A1',
      2: 'F9 F9 E9 E9 M1 F1 F2 F3 W4 W5 W6 A9',
      3: 'A1 A2 A3 F4 F5 F6 W1 W2 W3 E6 E7 A9',
    },
    tops: { 0: 'A6', 2: 'A8', 3: 'E8' },
  });
  d.do(draw, 0).do(discard('M8'), 0).settle();
  return d
    .do(pickUp([area(0)], 'M8 M8'), 1)
    .do(discard('E9'), 1)
    .settle();
}

// ---------------------------------------------------------------- seeded Intermediate bot matches

export interface TableMatchSpec {
  readonly players: number;
  readonly matchLength: MatchLength;
  readonly bots: readonly BotName[];
  readonly seed: string;
}

/** Specs for `players` seats (or any of 2-4), each seat a random or a greedy bot. */
export const tableMatchSpec = (label: string, players?: number, matchLength: MatchLength = 4): fc.Arbitrary<TableMatchSpec> =>
  fc
    .record({
      players: players ? fc.constant(players) : fc.constantFrom(2, 3, 4),
      bots: fc.array(fc.constantFrom<BotName>('random', 'greedy'), { minLength: 4, maxLength: 4 }),
      seed: fc.nat(),
    })
    .map((r) => ({ players: r.players, matchLength, bots: r.bots.slice(0, r.players), seed: `${label}/${r.seed}` }));

/** An Intermediate match of bots with the default claim window: the runner lets its time run out at once. */
export function runTableMatch(
  spec: TableMatchSpec,
  onEvent?: (state: SecretsState, event: SecretsEvent, index: number) => void,
): BotGame<SecretsState, SecretsEvent> {
  return playBotGame(game, {
    options: { version: 'intermediate', matchLength: spec.matchLength },
    names: names(spec.players),
    bots: spec.bots.map((b) => secretsBots[b]),
    seed: spec.seed,
    onEvent: onEvent as ((state: SecretsState, event: unknown, index: number) => void) | undefined,
  });
}
