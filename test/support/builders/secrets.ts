/**
 * Compact builders for Secrets of the Universe tests: hands written in the card notation, deals
 * with chosen cards, states in the middle of a game, a given(events).when(seat, command) harness
 * over the Game's pure functions, a Driver that plays through decide and evolve, and seeded bot
 * matches for the property tests.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { secretsBots } from '../../../src/games/secrets-of-the-universe/bots.js';
import { deckOf, parseCards, type CardCode, type HandCard } from '../../../src/games/secrets-of-the-universe/cards.js';
import { secretsOfTheUniverse as game, stepOf, type SecretsState } from '../../../src/games/secrets-of-the-universe/index.js';
import { emptyContext } from '../../../src/games/secrets-of-the-universe/steps.js';
import { turnAt } from '../../../src/games/secrets-of-the-universe/turns.js';
import type { DiscardedCard, MatchLength, SecretsCommand, SecretsContext, SecretsEvent } from '../../../src/games/secrets-of-the-universe/types.js';
import { secretsMachine } from '../../../machines/secrets-of-the-universe.machine.js';
import { canonicalJson } from '../../../src/kernel/canonical.js';
import type { Decision } from '../../../src/kernel/game.js';
import { createRandom } from '../../../src/kernel/random.js';
import { playBotGame, type BotGame } from '../../../src/kernel/runner.js';

export { game };
export type Dealt = Extract<SecretsEvent, { type: 'game.dealt' }>;

/** Seats as letters. */
export const A = 0,
  B = 1,
  C = 2,
  D = 3;

/** Cards in the notation: `cards('E1 E2 E3*')`. */
export function cards(text: string): HandCard[] {
  const parsed = parseCards(text, 'intermediate');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
/** Card codes in the notation (taken marks ignored). */
export const codes = (text: string): CardCode[] => cards(text).map((c) => c.code);
export const sorted = (hand: readonly HandCard[]): string =>
  hand
    .map((c) => `${c.code}${c.taken ? '*' : ''}`)
    .sort()
    .join(' ');

export const names = (players: number): string[] => ['Ann', 'Bob', 'Cyd', 'Dee'].slice(0, players);
/** game.created for the Basic Version; no wait for Next between games unless given. */
export const created = (players: number, matchLength: MatchLength = 4, nextGameMs?: number): SecretsEvent =>
  game.created({ version: 'basic', matchLength, ...(nextGameMs ? { nextGameMs } : {}) }, names(players));
export const dealerChosen = (seat: number): SecretsEvent => ({ type: 'dealer.chosen', seat });

export interface DealSpec {
  readonly players: number;
  readonly game?: number;
  readonly dealer?: number;
  /** Cards a seat certainly holds (up to 12); the rest is filled from the unused cards. */
  readonly hands?: Readonly<Record<number, string>>;
  /** The first discard. */
  readonly discard?: CardCode;
  /** The top cards of the deck, top first. */
  readonly top?: string;
}

/** Removes one copy of each code from `pool`; throws when a card is not there. */
function takeFrom(pool: CardCode[], wanted: readonly CardCode[]): void {
  for (const c of wanted) {
    const i = pool.indexOf(c);
    if (i < 0) throw new Error(`no copy of ${c} left`);
    pool.splice(i, 1);
  }
}

/** A valid game.dealt holding the chosen cards; other cards come in a fixed shuffled order. */
export function dealt(spec: DealSpec): Dealt {
  const pool = createRandom('builder').shuffle(deckOf('basic'));
  const chosen = Object.fromEntries(Object.entries(spec.hands ?? {}).map(([s, text]) => [s, codes(text)]));
  const top = spec.top ? codes(spec.top) : [];
  takeFrom(pool, [...Object.values(chosen).flat(), ...top, ...(spec.discard ? [spec.discard] : [])]);
  const hands = Array.from({ length: spec.players }, (_, s) => {
    const own = chosen[s] ?? [];
    if (own.length > 12) throw new Error(`seat ${s} is given more than 12 cards`);
    return [...own, ...pool.splice(0, 12 - own.length)];
  });
  const discard = spec.discard ?? pool.shift()!;
  return { type: 'game.dealt', game: spec.game ?? 1, dealer: spec.dealer ?? 0, hands, discard, deck: [...top, ...pool] };
}

/** game.created, the first dealer and game 1's deal. */
export const table = (spec: DealSpec & { readonly matchLength?: MatchLength; readonly nextGameMs?: number }): SecretsEvent[] => [
  created(spec.players, spec.matchLength, spec.nextGameMs),
  dealerChosen(spec.dealer ?? 0),
  dealt(spec),
];

/** The state after `events`, failing the test on any fault. */
export function stateOf(events: readonly SecretsEvent[]): SecretsState {
  let state = game.initial();
  events.forEach((e, i) => {
    state = game.evolve(state, e);
    expect(state.context.fault, `fault at event ${i} (${JSON.stringify(e)})`).to.equal(null);
  });
  return state;
}

export const fingerprint = (state: SecretsState): string => canonicalJson({ value: state.value, context: state.context });

export const handOf = (state: SecretsState, seat: number): HandCard[] => (state.context.hands[seat] ?? []).filter((c): c is HandCard => c !== null);

export interface Then {
  readonly decision: Decision<SecretsEvent>;
  then(...events: SecretsEvent[]): SecretsState;
  refused(rule: string, reason?: RegExp | string): void;
}

/** given(events).when(seat, command).then(events) / .refused(rule, reason). */
export function given(events: readonly SecretsEvent[] | SecretsState) {
  const state = Array.isArray(events) ? stateOf(events) : (events as SecretsState);
  return {
    state,
    when(seat: number, command: SecretsCommand): Then {
      const before = fingerprint(state);
      const decision = game.decide(state, command, seat);
      expect(fingerprint(state), 'decide changed its input').to.equal(before);
      return {
        decision,
        then(...expected) {
          expect(decision).to.deep.equal({ ok: true, events: expected });
          return expected.reduce((s, e) => {
            const next = game.evolve(s, e);
            expect(next.context.fault).to.equal(null);
            return next;
          }, state);
        },
        refused(rule, reason) {
          expect(decision.ok, `expected a refusal, got ${JSON.stringify(decision)}`).to.equal(false);
          if (decision.ok) return;
          expect(decision.rule).to.equal(rule);
          if (typeof reason === 'string') expect(decision.reason).to.equal(reason);
          else if (reason) expect(decision.reason).to.match(reason);
        },
      };
    },
  };
}

export const draw: SecretsCommand = { type: 'drawFromDeck' };
export const take: SecretsCommand = { type: 'takeDiscard' };
export const goOut: SecretsCommand = { type: 'goOut' };
export const discard = (card: CardCode, taken?: boolean): SecretsCommand =>
  taken === undefined ? { type: 'discard', card } : { type: 'discard', card, taken };
export const callCoin = (call: 'heads' | 'tails'): SecretsCommand => ({ type: 'callCoin', call });

/**
 * A match driven like the host drives it: commands go through decide (which must accept them),
 * host events come from advance with a seeded random stream per log position.
 */
export class Driver {
  constructor(
    public state: SecretsState,
    readonly log: SecretsEvent[] = [],
    readonly seed = 'driver',
  ) {}

  static from(events: readonly SecretsEvent[], seed?: string): Driver {
    return new Driver(stateOf(events), [...events], seed);
  }

  get ctx(): SecretsContext {
    return this.state.context;
  }

  get step() {
    return stepOf(this.state);
  }

  apply(...events: SecretsEvent[]): this {
    for (const e of events) {
      this.state = game.evolve(this.state, e);
      expect(this.state.context.fault, `${e.type}: fault`).to.equal(null);
      this.log.push(e);
    }
    return this;
  }

  /** `command` by `seat` (by default whoever's turn or call it is); it must be accepted. */
  do(command: SecretsCommand, seat = this.actor()): this {
    const decision = game.decide(this.state, command, seat);
    expect(decision.ok, `seat ${seat} ${JSON.stringify(command)}: ${JSON.stringify(decision)}`).to.equal(true);
    if (decision.ok) this.apply(...decision.events);
    return this;
  }

  view(seat: number) {
    return game.view(this.state, seat);
  }

  legalCommands(seat: number) {
    return game.legalCommands(this.state, seat);
  }

  /** What the host would produce now with the random stream (seed, position). */
  advanceNow(seed = this.seed, position = this.log.length, timeUp = false): readonly SecretsEvent[] {
    return game.advance(this.state, createRandom(seed, position), timeUp);
  }

  /** Host events until a seat must act (or the match is over); a wait of 0 ms (a claim window of 0) is up at once, as on the host. */
  settle(): this {
    for (;;) {
      const auto = game.advance(this.state, createRandom(this.seed, this.log.length));
      const expired = auto.length === 0 && game.timeout!(this.state) === 0 ? this.advanceNow(this.seed, this.log.length, true) : [];
      if (auto.length === 0 && expired.length === 0) return this;
      this.apply(...auto, ...expired);
    }
  }

  /** The host's events when the time of a wait is up (a claim window closing), then settle. */
  timeUp(): this {
    return this.apply(...this.advanceNow(this.seed, this.log.length, true)).settle();
  }

  /** The seat whose turn or call it is. */
  actor(): number {
    const coin = this.ctx.coins.find((c) => c.call === null);
    if (coin && this.step === 'calling') return coin.seat;
    const t = this.ctx.turn;
    if (!('seat' in t)) throw new Error('a dummy is to play');
    return t.seat;
  }

  /** Draw then discard `card` for whoever's turn it is, then let the host play dummies. */
  turn(card: CardCode | 'drawn', from: 'deck' | 'discard' = 'deck'): this {
    this.do(from === 'deck' ? draw : take);
    const seat = this.actor();
    const hand = this.ctx.hands[seat]!;
    const code = card === 'drawn' ? hand.at(-1)!.code : card;
    return this.do(discard(code, card === 'drawn' ? hand.at(-1)!.taken : undefined)).settle();
  }
}

export interface MidGame {
  readonly players: number;
  readonly dealer?: number;
  /** Each seat's hand (12 cards, or 13 after drawing). */
  readonly hands: readonly string[];
  readonly deck?: string;
  /** The discards, oldest first. */
  readonly discards?: string;
  /** 0-based index of the current turn. */
  readonly k?: number;
  readonly step?: 'draw' | 'discard';
  readonly totals?: readonly number[];
  readonly game?: number;
}

/** A state in the middle of a game, built with resolveState: for an empty deck or a chosen late position. */
export function midGame(spec: MidGame): SecretsState {
  const dealer = spec.dealer ?? 0;
  const k = spec.k ?? 0;
  const turn = turnAt(spec.players, dealer, k);
  const discards: DiscardedCard[] = (spec.discards ? codes(spec.discards) : []).map((code) => ({ code, from: { deal: true } }));
  const context: SecretsContext = {
    ...emptyContext,
    names: names(spec.players),
    options: { version: 'basic', matchLength: 4 },
    firstDealer: dealer,
    game: spec.game ?? 1,
    dealer,
    hands: spec.hands.map(cards),
    deck: spec.deck ? codes(spec.deck) : [],
    discards: { ...emptyContext.discards, main: discards },
    turnNumber: k + 1,
    turn,
    totals: spec.totals ?? new Array<number>(spec.players).fill(0),
  };
  const value = 'seat' in turn ? { playing: spec.step ?? 'draw' } : { playing: 'dummy' };
  return secretsMachine.resolveState({ value, context });
}

// ---------------------------------------------------------------- seeded bot matches

export type BotName = keyof typeof secretsBots;

export interface MatchSpec {
  readonly players: number;
  readonly matchLength: MatchLength;
  readonly bots: readonly BotName[];
  readonly seed: string;
}

/** Specs for `players` seats (or any of 2-4), each seat a random or a greedy bot, matches of 4 games by default. */
export const matchSpec = (label: string, players?: number, matchLength: MatchLength = 4): fc.Arbitrary<MatchSpec> =>
  fc
    .record({
      players: players ? fc.constant(players) : fc.constantFrom(2, 3, 4),
      bots: fc.array(fc.constantFrom<BotName>('random', 'greedy'), { minLength: 4, maxLength: 4 }),
      seed: fc.nat(),
    })
    .map((r) => ({ players: r.players, matchLength, bots: r.bots.slice(0, r.players), seed: `${label}/${r.seed}` }));

export function runMatch(spec: MatchSpec, onEvent?: (state: SecretsState, event: SecretsEvent, index: number) => void): BotGame<SecretsState, SecretsEvent> {
  return playBotGame(game, {
    options: { version: 'basic', matchLength: spec.matchLength },
    names: names(spec.players),
    bots: spec.bots.map((b) => secretsBots[b]),
    seed: spec.seed,
    onEvent: onEvent as ((state: SecretsState, event: unknown, index: number) => void) | undefined,
  });
}

/** Property-run settings: a fixed fast-check seed per property, so a run is repeatable. */
export const runs = (numRuns: number, seed: number) => ({ numRuns, seed, endOnFailure: true, includeErrorInReport: true });
