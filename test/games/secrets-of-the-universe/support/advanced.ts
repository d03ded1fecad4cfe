/**
 * Builders for the Advanced Version's tests: a table created with its options, a layout with chosen
 * hands, face-down card, tops of quarters, packets and set-aside Bonus Cards (every other card in a
 * fixed shuffled order), states built around a chosen context, short commands, and seeded Advanced
 * bot matches for the property suites.
 */
import fc from 'fast-check';
import { secretsBots } from '../../../../src/games/secrets-of-the-universe/bots.js';
import {
  deckOf,
  isBonus,
  parseCards,
  type BonusCode,
  type CardCode,
  type HandCard,
  type PublicBonus,
} from '../../../../src/games/secrets-of-the-universe/cards.js';
import type { SecretsState } from '../../../../src/games/secrets-of-the-universe/index.js';
import { dealtFrom, QUARTERS } from '../../../../src/games/secrets-of-the-universe/intermediate/layout.js';
import { PACKET_SIZE, PACKETS, replacedFrom } from '../../../../src/games/secrets-of-the-universe/advanced/layout.js';
import type { AsideRef, DiscardRef, MatchLength, PickUpCommand, SecretsCommand, SecretsEvent } from '../../../../src/games/secrets-of-the-universe/types.js';
import { createRandom } from '../../../../src/kernel/random.js';
import { playBotGame, type BotGame } from '../../../../src/kernel/runner.js';
import { discard, draw, Driver, game, names, type BotName } from '../../../support/builders/secrets.js';
import { duelWonBy } from '../../../support/builders/secrets-table.js';

export type Layout = Extract<SecretsEvent, { type: 'layout.dealt' }>;

/** Cards of the Advanced Version in the notation. */
export function bonusCards(text: string): HandCard[] {
  const parsed = parseCards(text, 'advanced');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
export const bonusCodes = (text: string): CardCode[] => bonusCards(text).map((c) => c.code);

export interface AdvancedOptions {
  readonly claimMs?: number;
  readonly expert?: boolean;
  readonly matchLength?: MatchLength;
  /** How long the results wait for Next before the next game (none unless given). */
  readonly nextGameMs?: number;
}

/** game.created for the Advanced Version; the claim window is 0 ms unless given. */
export const createdAdvanced = (players: number, o: AdvancedOptions = {}): SecretsEvent =>
  game.created(
    {
      version: 'advanced',
      matchLength: o.matchLength ?? 4,
      claimMs: o.claimMs ?? 0,
      ...(o.expert ? { expert: true } : {}),
      ...(o.nextGameMs ? { nextGameMs: o.nextGameMs } : {}),
    },
    names(players),
  );

export interface AdvancedSpec extends AdvancedOptions {
  readonly players: number;
  readonly game?: number;
  readonly dealer?: number;
  /** Cards a seat certainly holds (up to 12); the rest is filled from cards of a suit. */
  readonly hands?: Readonly<Record<number, string>>;
  readonly faceDown?: CardCode;
  /** The top cards of quarters, top first, by quarter (in a 4-player game a seat draws from quarter = its seat). */
  readonly tops?: Readonly<Record<number, string>>;
  /** The packets' cards, by packet (0 bottommost), bottom card first; the rest filled in. */
  readonly packets?: Readonly<Record<number, string>>;
  /** The Public Bonus Cards each seat set aside at the deal. */
  readonly setAside?: Readonly<Record<number, string>>;
  readonly faceDownSetAside?: string;
}

function takeFrom(pool: CardCode[], wanted: readonly CardCode[]): void {
  for (const c of wanted) {
    const i = pool.indexOf(c);
    if (i < 0) throw new Error(`no copy of ${c} left`);
    pool.splice(i, 1);
  }
}

/**
 * A valid Advanced layout.dealt holding the chosen cards; the other cards are dealt from a fixed
 * shuffle, cards of a suit into hands, the face-down card and the tops of quarters, every Bonus
 * Card not placed going to the bottom of the quarters (where nothing draws in a short test).
 */
export function advancedLayout(spec: AdvancedSpec): Layout {
  const n = spec.players;
  const dealer = spec.dealer ?? 0;
  const pool = createRandom('advanced-builder').shuffle(deckOf('advanced'));
  const chosen = Object.fromEntries(Object.entries(spec.hands ?? {}).map(([s, text]) => [s, bonusCodes(text)]));
  const tops = Object.fromEntries(Object.entries(spec.tops ?? {}).map(([q, text]) => [q, bonusCodes(text)]));
  const packetsGiven = Object.fromEntries(Object.entries(spec.packets ?? {}).map(([p, text]) => [p, bonusCodes(text)]));
  const setAside = Array.from({ length: n }, (_, s) => bonusCodes(spec.setAside?.[s] ?? '') as PublicBonus[]);
  const faceDownSetAside = bonusCodes(spec.faceDownSetAside ?? '') as BonusCode[];
  takeFrom(pool, [
    ...Object.values(chosen).flat(),
    ...Object.values(tops).flat(),
    ...Object.values(packetsGiven).flat(),
    ...setAside.flat(),
    ...faceDownSetAside,
    ...(spec.faceDown ? [spec.faceDown] : []),
  ]);
  const suited = pool.filter((c) => !isBonus(c));
  const hands = Array.from({ length: n }, (_, s) => [...(chosen[s] ?? []), ...suited.splice(0, 12 - (chosen[s]?.length ?? 0))]);
  const faceDown = spec.faceDown ?? suited.shift()!;
  const packets = Array.from({ length: PACKETS }, (_, p) => {
    const given = packetsGiven[p] ?? [];
    return [...given, ...suited.splice(0, PACKET_SIZE - given.length)];
  });
  const given = dealtFrom(n, dealer);
  const replaced = replacedFrom(n, dealer, setAside, faceDownSetAside);
  // Bonus Cards nobody placed lie at the bottom of the last quarter, where nothing draws in a short test.
  const rest = [...suited, ...pool.filter(isBonus)];
  const quarters = Array.from({ length: QUARTERS }, (_, q) => {
    const top = tops[q] ?? [];
    return [...top, ...rest.splice(0, 36 - given[q]! - replaced[q]! - top.length)];
  });
  if (rest.length) throw new Error(`${rest.length} cards left over`);
  return { type: 'layout.dealt', game: spec.game ?? 1, dealer, hands, faceDown, quarters, packets, setAside, faceDownSetAside };
}

/** game.created, a Duel won by the dealer, and game 1's Advanced layout. */
export const advancedTable = (spec: AdvancedSpec): SecretsEvent[] => [
  createdAdvanced(spec.players, spec),
  duelWonBy(spec.players, spec.dealer ?? 0),
  advancedLayout(spec),
];

/** A Driver over the table's first game; with a 0 ms window, each player's window for Private Bonus Cards closes at once. */
export const driveAdvanced = (spec: AdvancedSpec): Driver => Driver.from(advancedTable(spec)).settle();

/** A Driver still in the dealer's window for Private Bonus Cards. */
export const atPrivates = (spec: AdvancedSpec): Driver => Driver.from(advancedTable(spec));

export const area = (a: number | 'main', index = 0): DiscardRef => ({ area: a, index });
export const aside = (a: number, card: BonusCode): AsideRef => ({ area: a, card });
export const pickUpBonus = (asides: readonly AsideRef[], hand = '', discards: readonly DiscardRef[] = [], onto?: number): PickUpCommand => ({
  type: 'pickUp',
  discards,
  hand: hand ? bonusCards(hand) : [],
  ...(onto === undefined ? {} : { onto }),
  aside: asides,
});
export const setAsideCard = (card: 'Void' | 'P0'): SecretsCommand => ({ type: 'setAside', card });
export const swapZero = (withArea: number): SecretsCommand => ({ type: 'swapZero', with: withArea });
export const goOutWith = (...pickUps: PickUpCommand[]): SecretsCommand => ({ type: 'goOut', pickUps });

/** A pickup of discards with cards of the hand, into a new meld or onto an exposed one. */
export const plainPickUp = (discards: readonly DiscardRef[], hand: string, onto?: number): PickUpCommand => ({
  type: 'pickUp',
  discards,
  hand: hand ? bonusCards(hand) : [],
  ...(onto === undefined ? {} : { onto }),
});

/** A card of `seat`'s hand that is none of `keep`. */
export const spare = (d: Driver, seat: number, keep: string): CardCode => d.ctx.hands[seat]!.find((c) => !keep.split(' ').includes(c!.code))!.code;

/** `seat` draws from the deck and discards `card`; the claim window closes. */
export const play = (d: Driver, seat: number, card: CardCode): Driver => d.do(draw, seat).do(discard(card), seat).settle();

/**
 * The Expert Addition's first example in the book: Bob, after Ann, has exposed Water 5-6-7, a 3-Set
 * of 8s and a 3-Unity of Water 8s; Ann holds the last Water 8, has drawn, and is to discard.
 */
export function beforeLastEight(expert = true): Driver {
  const bob = 'W6 W7 F8 A8 W8 W8';
  const d = driveAdvanced({ players: 4, dealer: 0, expert, hands: { 0: 'W5 W8', 1: bob, 2: 'E8', 3: 'W8' } });
  d.do(draw, 0).do(discard('W5'), 0).settle();
  d.do(plainPickUp([area(0)], 'W6 W7'), 1)
    .do(discard(spare(d, 1, bob)), 1)
    .settle();
  play(d, 2, 'E8');
  play(d, 3, 'W8');
  d.do(draw, 0)
    .do(discard(spare(d, 0, 'W8')), 0)
    .settle();
  d.do(plainPickUp([area(2)], 'F8 A8'), 1)
    .do(plainPickUp([area(3)], 'W8 W8'), 1)
    .do(discard(spare(d, 1, bob)), 1)
    .settle();
  play(d, 2, spare(d, 2, ''));
  play(d, 3, spare(d, 3, ''));
  return d.do(draw, 0);
}

// ---------------------------------------------------------------- seeded Advanced bot matches

export interface AdvancedMatchSpec {
  readonly players: number;
  readonly matchLength: MatchLength;
  readonly bots: readonly BotName[];
  readonly seed: string;
  readonly expert: boolean;
}

/** Specs for `players` seats, each seat a random, easy or greedy bot; about half the matches play the Expert Addition. */
export const advancedMatchSpec = (label: string, players: number): fc.Arbitrary<AdvancedMatchSpec> =>
  fc
    .record({ bots: fc.array(fc.constantFrom<BotName>('random', 'greedy', 'easy'), { minLength: 4, maxLength: 4 }), seed: fc.nat(), expert: fc.boolean() })
    .map((r) => ({ players, matchLength: 4 as const, bots: r.bots.slice(0, players), seed: `${label}/${r.seed}`, expert: r.expert }));

/** An Advanced match of bots with the default claim window: the runner lets its time run out at once. */
export function runAdvancedMatch(
  spec: AdvancedMatchSpec,
  onEvent?: (state: SecretsState, event: SecretsEvent, index: number) => void,
): BotGame<SecretsState, SecretsEvent> {
  return playBotGame(game, {
    options: { version: 'advanced', matchLength: spec.matchLength, ...(spec.expert ? { expert: true } : {}) },
    names: names(spec.players),
    bots: spec.bots.map((b) => secretsBots[b]),
    seed: spec.seed,
    onEvent: onEvent as ((state: SecretsState, event: unknown, index: number) => void) | undefined,
  });
}
