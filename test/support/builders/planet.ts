/**
 * Compact builders for Planet Tricks tests: cards by suit and rank, tricks, deals with chosen cards,
 * and a given(events).when(seat, command).then(events) harness over the Game's pure functions.
 */
import { expect } from '@open-wc/testing';
import { CARDS, DECK, type CardId, type Suit } from '../../../src/games/planet-tricks/cards.js';
import { planetTricks, type PlanetState } from '../../../src/games/planet-tricks/index.js';
import * as rules from '../../../src/games/planet-tricks/rules.js';
import { emptyContext } from '../../../src/games/planet-tricks/steps.js';
import type { FieldCard, PlanetCommand, PlanetEvent, Play } from '../../../src/games/planet-tricks/types.js';
import { planetMachine } from '../../../machines/planet-tricks.machine.js';
import { canonicalJson } from '../../../src/kernel/canonical.js';
import type { Decision } from '../../../src/kernel/game.js';

/** The id of a card; ranks 4 to 8 of a planet suit have two copies (copy 0 and 1). */
export function id(suit: Suit, rank: number, copy = 0): CardId {
  const c = CARDS.filter((x) => x.suit === suit && x.rank === rank)[copy];
  if (!c) throw new Error(`no card ${suit} ${rank} (copy ${copy})`);
  return c.id;
}
export const sun = (rank: number, copy = 0): CardId => id('sun', rank, copy);
export const sat = (rank: number, copy = 0): CardId => id('saturn', rank, copy);
export const col = (rank: number, copy = 0): CardId => id('collapsar', rank, copy);
export const neb = (rank: number, copy = 0): CardId => id('nebula', rank, copy);
export const blk = (rank: number): CardId => id('black', rank);

/** Seat letters as the book names players. */
export const A = 0,
  B = 1,
  C = 2,
  D = 3,
  E = 4,
  F = 5;

export type PlaySpec = readonly [Suit, number, 'up' | 'down', number?];

/**
 * A trick as it lies on the table: each spec is [suit, rank, 'up' | 'down', seat?]; the seat
 * defaults to the spec's position. Copies of equal cards are picked so that ids stay distinct.
 */
export function trick(...specs: PlaySpec[]): Play[] {
  const used = new Set<CardId>();
  return specs.map(([suit, rank, face, seat], i) => {
    let copy = 0;
    while (used.has(id(suit, rank, copy))) copy++;
    const c = id(suit, rank, copy);
    used.add(c);
    return { seat: seat ?? i, card: c, faceUp: face === 'up' };
  });
}

/** The trick after the cards are played in order, starting with `leader`, collisions included. */
export function played(leader: number, players: number, ...cards: CardId[]): Play[] {
  return cards.reduce<Play[]>((t, c, i) => rules.placeCard(t, (leader + i) % players, c), []);
}

// ---------------------------------------------------------------- events and commands

export const names = (players: number): string[] => 'ABCDEF'.slice(0, players).split('');
export const created = (players: number, nullRule = true): PlanetEvent => planetTricks.created({ nullRule }, names(players));
export const cardPlayed = (seat: number, card: CardId): PlanetEvent => ({ type: 'card.played', seat, card });
export const playCard = (card: CardId): PlanetCommand => ({ type: 'playCard', card });

/** card.played events for `cards` played in turn from `leader`. */
export function plays(leader: number, players: number, ...cards: CardId[]): PlanetEvent[] {
  return cards.map((c, i) => cardPlayed((leader + i) % players, c));
}

export interface DealSpec {
  readonly players: number;
  readonly starter?: number;
  readonly round?: number;
  /** Cards a seat certainly holds; the rest of its hand is filled from the unused cards. */
  readonly hands?: Readonly<Record<number, readonly CardId[]>>;
  /** Suits the filler must not give a seat ('black' included). */
  readonly avoid?: Readonly<Record<number, readonly Suit[]>>;
  /** The four field cards; by default the cards left over after filling the hands. */
  readonly field?: readonly CardId[];
}

/**
 * A valid round.dealt event holding the chosen cards. Seats with suits to avoid are filled first,
 * then the others, each from the unused cards in deck order (planet cards before Black Cards).
 */
export function dealt(spec: DealSpec): Extract<PlanetEvent, { type: 'round.dealt' }> {
  const n = spec.players;
  const size = rules.handSize(n);
  const taken = new Set<CardId>([...(spec.field ?? []), ...Object.values(spec.hands ?? {}).flat()]);
  const given = [...(spec.field ?? []), ...Object.values(spec.hands ?? {}).flat()];
  if (taken.size !== given.length) throw new Error('a card is chosen twice');
  let pool = DECK.filter((c) => !taken.has(c));
  const hands: CardId[][] = Array.from({ length: n }, (_, s) => [...(spec.hands?.[s] ?? [])]);
  const order = [...Array(n).keys()].sort((a, b) => (spec.avoid?.[b]?.length ?? 0) - (spec.avoid?.[a]?.length ?? 0));
  for (const s of order) {
    const avoid = spec.avoid?.[s] ?? [];
    const room = size - hands[s]!.length;
    if (room < 0) throw new Error(`seat ${s} is given more than ${size} cards`);
    const fill = pool.filter((c) => !avoid.includes(CARDS[c]!.suit)).slice(0, room);
    if (fill.length < room) throw new Error(`not enough cards to fill seat ${s}`);
    hands[s]!.push(...fill);
    pool = pool.filter((c) => !fill.includes(c));
  }
  const field = spec.field ? [...spec.field] : pool.splice(0, 4);
  if (field.length !== 4 || pool.length !== 0) throw new Error('the deal does not use all 64 cards');
  return { type: 'round.dealt', round: spec.round ?? 1, starter: spec.starter ?? 0, field, hands };
}

/** game.created and round 1's deal. */
export const table = (spec: DealSpec & { readonly nullRule?: boolean }): PlanetEvent[] => [created(spec.players, spec.nullRule), dealt(spec)];

// ---------------------------------------------------------------- states

/** The state after `events`, failing the test on any fault. */
export function stateOf(events: readonly PlanetEvent[]): PlanetState {
  let state = planetTricks.initial();
  events.forEach((e, i) => {
    state = planetTricks.evolve(state, e);
    expect(state.context.fault, `fault at event ${i} (${JSON.stringify(e)})`).to.equal(null);
  });
  return state;
}

/** A printable fingerprint of a state, to check that nothing changed. */
export const fingerprint = (state: PlanetState): string => canonicalJson({ value: state.value, context: state.context });

/** Cards `seat` may play now, according to legalCommands. */
export const legalCards = (state: PlanetState, seat: number): CardId[] =>
  planetTricks
    .legalCommands(state, seat)
    .map((c) => c.card)
    .sort((a, b) => a - b);

export const handOf = (state: PlanetState, seat: number): CardId[] =>
  (state.context.hands[seat] ?? []).filter((c): c is CardId => c !== null).sort((a, b) => a - b);

export interface Then {
  readonly decision: Decision<PlanetEvent>;
  /** The command is accepted and produces exactly these events. */
  then(...events: PlanetEvent[]): PlanetState;
  /** The command is refused under `rule` (its reason matching `reason`), and nothing changes. */
  refused(rule: string, reason?: RegExp): void;
}

export interface Given {
  readonly state: PlanetState;
  when(seat: number, command: PlanetCommand): Then;
}

/** given(events).when(seat, command).then(events): decide on the state the events build. */
export function given(events: readonly PlanetEvent[]): Given {
  const state = stateOf(events);
  return {
    state,
    when(seat, command) {
      const before = fingerprint(state);
      const decision = planetTricks.decide(state, command, seat);
      expect(fingerprint(state), 'decide changed its input').to.equal(before);
      return {
        decision,
        then(...expected) {
          expect(decision).to.deep.equal({ ok: true, events: expected });
          return stateOf([...events, ...expected]);
        },
        refused(rule, reason) {
          expect(decision.ok, `expected a refusal, got ${JSON.stringify(decision)}`).to.equal(false);
          if (decision.ok) return;
          expect(decision.rule).to.equal(rule);
          if (reason) expect(decision.reason).to.match(reason);
        },
      };
    },
  };
}

/**
 * A game driven like the host drives it: every card goes through decide (which must accept it)
 * and the accepted events are evolved.
 */
export class Driver {
  constructor(
    public state: PlanetState,
    readonly log: PlanetEvent[] = [],
  ) {}

  static from(events: readonly PlanetEvent[]): Driver {
    return new Driver(stateOf(events), [...events]);
  }

  /** Each card played by whoever's turn it is. */
  play(...cards: CardId[]): this {
    for (const c of cards) {
      const seat = this.state.context.turn;
      const decision = planetTricks.decide(this.state, playCard(c), seat);
      expect(decision.ok, `seat ${seat} playing ${c}: ${JSON.stringify(decision)}`).to.equal(true);
      if (!decision.ok) break;
      for (const e of decision.events) {
        this.state = planetTricks.evolve(this.state, e);
        expect(this.state.context.fault).to.equal(null);
        this.log.push(e);
      }
    }
    return this;
  }

  get ctx() {
    return this.state.context;
  }
}

export interface MidRound {
  readonly players: number;
  /** Every seat's remaining hand (seats that already played this trick hold one card fewer). */
  readonly hands: readonly (readonly CardId[])[];
  readonly leader?: number;
  /** Cards already on the table this trick, played from `leader` on. */
  readonly trick?: readonly CardId[];
  readonly broken?: boolean;
  readonly totals?: readonly number[];
  readonly tricks?: readonly number[];
  readonly nines?: readonly number[];
  readonly field?: readonly FieldCard[];
  readonly nullRule?: boolean;
  readonly round?: number;
}

/**
 * A state in the middle of a round (built with XState's resolveState, no events): for the late
 * situations of the book (an all-Black hand, the last trick of the game) that take long to reach.
 */
export function midRound(spec: MidRound): PlanetState {
  const n = spec.players;
  const leader = spec.leader ?? 0;
  const table = played(leader, n, ...(spec.trick ?? []));
  const zeros = new Array<number>(n).fill(0);
  const tricks = spec.tricks ?? zeros;
  return planetMachine.resolveState({
    value: 'playing',
    context: {
      ...emptyContext,
      names: names(n),
      options: { nullRule: spec.nullRule ?? true },
      round: spec.round ?? 1,
      hands: spec.hands,
      field: spec.field ?? [blk(8), sun(1), sat(1), col(1)].map((c) => ({ card: c, faceUp: true })),
      broken: spec.broken ?? false,
      roundStarter: 0,
      leader,
      turn: (leader + table.length) % n,
      trick: table,
      trickNumber: tricks.reduce((a, b) => a + b, 0) + 1,
      tricks,
      nines: spec.nines ?? zeros,
      totals: spec.totals ?? zeros,
    },
  });
}
