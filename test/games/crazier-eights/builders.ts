/**
 * Compact builders for Crazier Eights tests: cards by name, a table in the middle of a turn, and
 * acting on it the way the host does (decide, then the host's own facts until a seat must act).
 */
import { eightsMachine } from '../../../machines/crazier-eights.machine.js';
import { CARDS } from '../../../src/games/crazier-eights/cards.js';
import { crazierEights, type EightsState } from '../../../src/games/crazier-eights/index.js';
import { teamsFor } from '../../../src/games/crazier-eights/rules.js';
import { emptyContext } from '../../../src/games/crazier-eights/steps.js';
import type { CardId, Colour, EightsCommand, EightsContext, EightsEvent, EightsOptions, InPlay } from '../../../src/games/crazier-eights/types.js';
import { createRandom } from '../../../src/kernel/random.js';

/** The card called `name` (its first copy; `copy` 1 for the second deck). */
export function id(name: string, copy = 0): CardId {
  const i = CARDS.findIndex((c) => c.name === name);
  if (i < 0) throw new Error(`no card ${name}`);
  return copy * 100 + i;
}
/** A card of `colour` and `rank` (1 = A … 13 = K). */
export const card = (colour: Colour, rank: number, copy = 0): CardId => copy * 100 + ['yellow', 'red', 'blue', 'green'].indexOf(colour) * 13 + rank - 1;

export interface TableSpec {
  readonly hands: readonly (readonly CardId[])[];
  readonly pile?: readonly CardId[];
  readonly discard?: readonly CardId[];
  readonly named?: Colour | null;
  /** Cards in play: [card, controller] or [card, controller, silenced]. */
  readonly inPlay?: readonly (readonly [CardId, number, boolean?])[];
  readonly turn?: number;
  readonly options?: Partial<EightsOptions>;
  readonly out?: readonly boolean[];
}

/** A table in `turn`'s main phase (after the draw). Filler cards pad the draw pile unless `pile` is given. */
export function table(spec: TableSpec): EightsState {
  const n = spec.hands.length;
  const options: EightsOptions = { series: 'single', teams: 'none', promos: 0, ...spec.options };
  const ctx: EightsContext = {
    ...emptyContext,
    options,
    names: ['Ann', 'Bob', 'Cyd', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'].slice(0, n),
    teams: teamsFor(options.teams, n),
    game: 1,
    pile: spec.pile ?? [],
    discard: spec.discard ?? [card('yellow', 9)],
    named: spec.named ?? null,
    hands: spec.hands,
    table: (spec.inPlay ?? []).map(([c, controller, silenced]): InPlay => ({ card: c, controller, silenced: silenced ?? false })),
    out: spec.out ?? spec.hands.map(() => false),
    lostWith: spec.hands.map(() => null),
    turn: spec.turn ?? 0,
    turnNo: 1,
  };
  return eightsMachine.resolveState({ value: { playing: { main: 'acting' } }, context: ctx }) as EightsState;
}

/** The host's facts until a seat must act (drawn cards come from the top of the pile as it is). */
export function settleHost(state: EightsState, seed = 'test'): { state: EightsState; events: EightsEvent[] } {
  const events: EightsEvent[] = [];
  let s = state;
  for (let i = 0; i < 200; i++) {
    const more = crazierEights.advance(s, createRandom(seed, i));
    if (more.length === 0) break;
    for (const e of more) {
      s = crazierEights.evolve(s, e);
      events.push(e);
    }
  }
  if (s.context.fault) throw new Error(`fault: ${s.context.fault}`);
  return { state: s, events };
}

/** `seat` sends `command`: the events the host appends (its facts too), and the state after them. */
export function act(state: EightsState, seat: number, command: EightsCommand, seed = 'test'): { state: EightsState; events: EightsEvent[] } {
  const d = crazierEights.decide(state, command, seat);
  if (!d.ok) throw new Error(`${JSON.stringify(command)} from ${seat} refused (${d.rule}): ${d.reason}`);
  let s = state;
  for (const e of d.events) s = crazierEights.evolve(s, e);
  if (s.context.fault) throw new Error(`fault: ${s.context.fault}`);
  const after = settleHost(s, seed);
  return { state: after.state, events: [...d.events, ...after.events] };
}

/** Several commands in a row, each `[seat, command]`. */
export function acts(state: EightsState, ...steps: (readonly [number, EightsCommand])[]): EightsState {
  return steps.reduce((s, [seat, c]) => act(s, seat, c).state, state);
}

export const refused = (state: EightsState, seat: number, command: EightsCommand) => {
  const d = crazierEights.decide(state, command, seat);
  return d.ok ? null : d;
};

export const play = (c: CardId): EightsCommand => ({ type: 'play', card: c });
export const discard = (c: CardId, colour?: Colour): EightsCommand => (colour ? { type: 'discard', card: c, colour } : { type: 'discard', card: c });
export const choose = (value: number): EightsCommand => ({ type: 'choose', value });
export const end: EightsCommand = { type: 'endTurn' };
export const decline: EightsCommand = { type: 'decline' };
/** Filler cards for a draw pile: plain cards nobody cares about. */
export const filler = (n: number, from = 30): CardId[] => Array.from({ length: n }, (_, i) => 100 + ((from + i) % 52));

/** A card of each colour by rank, for the card tests. */
export const Y = (r: number) => card('yellow', r);
export const R = (r: number) => card('red', r);
export const B = (r: number) => card('blue', r);
export const G = (r: number) => card('green', r);
/** A draw pile of twelve cards nobody cares about. */
export const pile = filler(12);
/** Bob's main phase; ending it begins Ann's turn. */
export const annBegins = (spec: TableSpec) => act(table({ pile, turn: 1, ...spec }), 1, end).state;
export const hand = (s: EightsState, seat: number) => s.context.hands[seat]!;
export const controller = (s: EightsState, c: number) => s.context.table.find((p) => p.card === c)?.controller;
