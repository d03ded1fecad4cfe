/**
 * The fast evolve (src/kernel/machine-evolve.ts: the direct path the games take, and the scope path,
 * XState's macrostep in one inert scope) gives the very snapshots XState's `transition()` gives.
 * Seeded bot games of each game are played (2,000 of Planet Tricks, 500 of Secrets of the Universe;
 * EVOLVE_SCALE multiplies them); then, event by event, from the same snapshot, the fast evolve and
 * `transition()` must give equal snapshots (value, status, context, tags, nodes, children, history)
 * and the same `fault`: for the host's log of every game and a seat's redacted log of every fourth.
 * Every few events, faulty variants of the event (unknown type, no type, wrong seat, replayed,
 * malformed fields) are compared too, so the fault and error paths are covered. Some logs also run
 * as two independent chains compared by canonical JSON at every step, and through the scope path.
 * Then a machine made to exercise the direct path, and the evolver's refusals of impure machines.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import {
  assign,
  createMachine,
  enqueueActions,
  fromPromise,
  initialTransition,
  log,
  raise,
  sendTo,
  setup,
  spawnChild,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { planetMachine } from '../../machines/planet-tricks.machine.js';
import { secretsMachine } from '../../machines/secrets-of-the-universe.machine.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { secretsBots } from '../../src/games/secrets-of-the-universe/bots.js';
import { secretsOfTheUniverse } from '../../src/games/secrets-of-the-universe/index.js';
import { canonicalJson } from '../../src/kernel/canonical.js';
import type { AnyGame, Typed } from '../../src/kernel/game.js';
import { checkInternals, machineEvolver, MachineEvolveError } from '../../src/kernel/machine-evolve.js';
import { MODULES } from '../../src/games/registry.js';
import { optionSets } from '../support/conformance.js';
import { playBotGame } from '../../src/kernel/runner.js';

/**
 * How many games: 2,000 of Planet Tricks and 125 matches (500 games) of Secrets of the Universe keep
 * this file under a minute of CPU alone (Secrets' bots are slow: about 10 matches a second). EVOLVE_SCALE=4
 * plays four times as many (8,000 and 2,000 games) for a longer run.
 */
const SCALE = Number(process.env.EVOLVE_SCALE ?? 1);
const PLANET_GAMES = Math.round(2000 * SCALE);
/** Secrets of the Universe plays matches of 4 games. */
const SECRETS_MATCHES = Math.round(125 * SCALE);
/** Every this many games, one seat's redacted log is checked step by step too (a different seat each time). */
const SEAT_EVERY = 4;
/** Every this many evolves, faulty variants of the event are compared as well. */
const MUTATE_EVERY = 48;
/** Every this many games, the host's log is also checked through the scope path. */
const SCOPE_EVERY = 25;
/** Every this many games, the host's and every seat's log are also replayed as independent chains. */
const CHAIN_EVERY = 200;

type Outcome = { readonly snapshot: AnyMachineSnapshot } | { readonly threw: string };

function attempt(run: () => AnyMachineSnapshot): Outcome {
  try {
    return { snapshot: run() };
  } catch (error) {
    return { threw: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

/** Everything a snapshot holds, besides its methods, compared strictly (deep, prototypes, key sets). */
function difference(fast: AnyMachineSnapshot, old: AnyMachineSnapshot): string | null {
  if (fast.machine !== old.machine) return 'machine';
  if (!isDeepStrictEqual(fast.value, old.value)) return 'value';
  if (fast.status !== old.status) return 'status';
  if (!isDeepStrictEqual(fast.context, old.context)) return 'context';
  if (!isDeepStrictEqual(fast.output, old.output)) return 'output';
  if (!isDeepStrictEqual(fast.error, old.error)) return 'error';
  if (!isDeepStrictEqual(Object.keys(fast.children), Object.keys(old.children))) return 'children';
  if (!isDeepStrictEqual([...fast.tags], [...old.tags])) return 'tags';
  if (!isDeepStrictEqual(fast.historyValue, old.historyValue)) return 'historyValue';
  const ids = (s: AnyMachineSnapshot) => (s as unknown as { _nodes: { id: string }[] })._nodes.map((n) => n.id);
  if (!isDeepStrictEqual(ids(fast), ids(old))) return '_nodes';
  return null;
}

interface Tally {
  evolves: number;
  variants: number;
  faults: number;
  throws: number;
}

/** Fault-provoking variants of `event`: an unknown type, no type, the previous event, another seat, a field nulled or wrong. */
function variants(event: Typed, previous: Typed | null, k: number): Typed[] {
  const out: Typed[] = [{ type: 'no.such.event' }, { seat: 0 } as unknown as Typed];
  if (previous) out.push(previous);
  const e = event as unknown as Record<string, unknown>;
  if (typeof e.seat === 'number') out.push({ ...event, seat: e.seat + 1 } as Typed, { ...event, seat: -1 } as Typed);
  const fields = Object.keys(e).filter((key) => key !== 'type');
  if (fields.length > 0) {
    const key = fields[k % fields.length]!;
    out.push({ ...event, [key]: null } as Typed, { ...event, [key]: 99 } as Typed);
  }
  return out;
}

function compare(label: string, fast: Outcome, old: Outcome, game: AnyGame): 'fault' | 'threw' | null {
  if ('threw' in fast || 'threw' in old) {
    assert.deepEqual(fast, old, `${label}: one path threw, or they threw differently`);
    return 'threw';
  }
  const diff = difference(fast.snapshot, old.snapshot);
  if (diff) {
    const show = (s: AnyMachineSnapshot) => canonicalJson({ value: s.value, status: s.status, context: s.context });
    assert.fail(`${label}: the snapshots differ in ${diff}\nfast: ${show(fast.snapshot)}\nold:  ${show(old.snapshot)}`);
  }
  assert.equal(game.fault(fast.snapshot), game.fault(old.snapshot), `${label}: fault`);
  return game.fault(fast.snapshot) ? 'fault' : null;
}

/**
 * Steps through `events` from the initial snapshot: at each event the fast evolve and `transition()`
 * start from the same snapshot and must agree; every MUTATE_EVERY events, faulty variants of the
 * event too. By induction from equal initial snapshots, the two chains are the same chain.
 */
function stepsAgree(
  game: AnyGame,
  machine: AnyStateMachine,
  events: readonly Typed[],
  label: string,
  tally: Tally,
  evolve: (state: AnyMachineSnapshot, event: Typed) => AnyMachineSnapshot = game.evolve,
): AnyMachineSnapshot {
  let state = game.initial() as AnyMachineSnapshot;
  events.forEach((event, i) => {
    const here = `${label}, event ${i} (${event.type})`;
    const fast = attempt(() => evolve(state, event));
    compare(
      here,
      fast,
      attempt(() => transition(machine, state, event as never)[0]),
      game,
    );
    if (++tally.evolves % MUTATE_EVERY === 0) {
      for (const variant of variants(event, events[i - 1] ?? null, tally.evolves / MUTATE_EVERY)) {
        tally.variants++;
        const kind = compare(
          `${here}, variant ${JSON.stringify(variant).slice(0, 120)}`,
          attempt(() => evolve(state, variant)),
          attempt(() => transition(machine, state, variant as never)[0]),
          game,
        );
        if (kind === 'fault') tally.faults++;
        if (kind === 'threw') tally.throws++;
      }
    }
    state = (fast as { snapshot: AnyMachineSnapshot }).snapshot;
  });
  return state;
}

/** Two independent chains over one log: the fast evolve's and `transition()`'s, equal at every step by canonical JSON. */
function chainsAgree(game: AnyGame, machine: AnyStateMachine, events: readonly Typed[], label: string): void {
  let fast = game.initial() as AnyMachineSnapshot;
  let old = initialTransition(machine)[0];
  const json = (s: AnyMachineSnapshot) => canonicalJson({ value: s.value, context: s.context, status: s.status });
  assert.equal(json(fast), json(old), `${label}: initial`);
  events.forEach((event, i) => {
    fast = game.evolve(fast, event);
    old = transition(machine, old, event as never)[0];
    assert.equal(json(fast), json(old), `${label}: after event ${i} (${event.type})`);
    assert.equal(game.fault(fast), game.fault(old));
  });
}

/**
 * Plays `count` bot games (the runner evolves the host and every seat with the fast evolve), then
 * checks step by step the host's log and one seat's redacted log (a different seat each game), and
 * that they end where the runner's states ended; every CHAIN_EVERY games, independent chains for
 * the host and every seat.
 */
function playAndCheck(
  game: AnyGame,
  machine: AnyStateMachine,
  count: number,
  spec: (g: number) => { options: unknown; names: string[]; bots: unknown[]; seed: string },
): Tally & { games: number; events: number; chained: number } {
  const tally: Tally = { evolves: 0, variants: 0, faults: 0, throws: 0 };
  const scoped = machineEvolver(machine, { direct: false });
  assert.equal(scoped.path, 'scope');
  const direct = machineEvolver(machine);
  assert.equal(direct.path, 'direct', `${machine.id} takes the direct path: ${direct.whyNotDirect}`);
  let events = 0;
  let chained = 0;
  for (let g = 0; g < count; g++) {
    const s = spec(g);
    const played = playBotGame(game, s as never);
    assert.ok(played.finished, `game ${g} did not finish`);
    events += played.events.length;
    const host = stepsAgree(game, machine, played.events, `game ${g}, host`, tally);
    assert.equal(difference(host, played.state), null, `game ${g}: the host's state`);
    if (g % SEAT_EVERY === 0) {
      const seat = (g / SEAT_EVERY) % s.names.length;
      const redacted = played.events.map((e) => game.redact(e, seat));
      const mine = stepsAgree(game, machine, redacted, `game ${g}, seat ${seat}`, tally);
      assert.equal(difference(mine, played.seatStates[seat]), null, `game ${g}: seat ${seat}'s state`);
    }
    if (g % SCOPE_EVERY === 0) {
      // The general path (XState's macrostep in the inert scope), which machines outside the direct path's subset take.
      stepsAgree(game, machine, played.events, `game ${g}, host, scope path`, tally, scoped.evolve as never);
    }
    if (g % CHAIN_EVERY === 0) {
      chainsAgree(game, machine, played.events, `game ${g}, host`);
      for (let k = 0; k < s.names.length; k++)
        chainsAgree(
          game,
          machine,
          played.events.map((e) => game.redact(e, k)),
          `game ${g}, seat ${k}`,
        );
      chained++;
    }
  }
  return { ...tally, games: count, events, chained };
}

describe('fast evolve: identical snapshots to transition()', () => {
  it('starts from the snapshot initialTransition() gives', () => {
    for (const [game, machine] of [
      [planetTricks, planetMachine],
      [secretsOfTheUniverse, secretsMachine],
    ] as [AnyGame, AnyStateMachine][]) {
      const fast = game.initial() as AnyMachineSnapshot;
      assert.equal(difference(fast, initialTransition(machine)[0]), null);
      assert.equal(game.initial(), fast, 'one initial snapshot, shared');
    }
  });

  it(`Planet Tricks: ${PLANET_GAMES} seeded bot games of 3 to 6 players, the host's log and seats' redacted logs, event by event`, () => {
    const r = playAndCheck(planetTricks, planetMachine, PLANET_GAMES, (g) => {
      const players = 3 + (g % 4);
      return {
        options: { nullRule: g % 3 !== 0 },
        names: Array.from({ length: players }, (_, s) => `P${s}`),
        bots: Array.from({ length: players }, (_, s) => ((s + g) % 2 ? planetBots.random : planetBots.greedy)),
        seed: `evolve-identical/planet/${g}`,
      };
    });
    console.log(JSON.stringify({ game: 'planet-tricks', ...r }));
    assert.ok(r.faults > r.variants / 2 && r.throws > 0, 'the variants reached the fault paths');
  });

  it(`Secrets of the Universe: ${SECRETS_MATCHES} matches (${SECRETS_MATCHES * 4} games) of 2 to 4 players, Basic and Intermediate`, () => {
    const r = playAndCheck(secretsOfTheUniverse, secretsMachine, SECRETS_MATCHES, (g) => {
      const players = 2 + (g % 3);
      return {
        options: { version: g % 2 ? 'intermediate' : 'basic', matchLength: 4 },
        names: Array.from({ length: players }, (_, s) => `P${s}`),
        bots: Array.from({ length: players }, (_, s) => (g % 5 === 0 && s === 1 ? secretsBots.random : secretsBots.greedy)),
        seed: `evolve-identical/secrets/${g}`,
      };
    });
    console.log(JSON.stringify({ game: 'secrets-of-the-universe', ...r }));
    assert.ok(r.faults > r.variants / 2 && r.throws > 0, 'the variants reached the fault paths');
  });
});

/** Games per registered game in the option-set sweep (EVOLVE_SCALE multiplies them). */
const SWEEP_GAMES = Math.round(48 * SCALE);

describe('fast evolve: every registered game, every option set, every player count', () => {
  for (const module of MODULES) {
    it(`${module.title}: each option set at each player count, the host's log and seats' redacted logs, event by event`, async () => {
      const { game, bots } = await module.play();
      const machine = game.machine;
      assert.ok(machine, `${module.title}'s Game names the statechart its evolve runs`);
      const combos = optionSets(module).flatMap((options) =>
        Array.from({ length: module.maxSeats - module.minSeats + 1 }, (_, i) => ({ options, players: module.minSeats + i })),
      );
      const r = playAndCheck(game, machine, Math.max(combos.length, SWEEP_GAMES), (g) => {
        const { options, players } = combos[g % combos.length]!;
        return {
          options,
          names: Array.from({ length: players }, (_, s) => `P${s}`),
          bots: Array.from({ length: players }, (_, s) => ((s + g) % 2 ? bots.easy : bots.strong)),
          seed: `evolve-identical/sweep/${module.id}/${g}`,
        };
      });
      console.log(JSON.stringify({ game: module.id, optionSets: combos.length, ...r }));
      assert.ok(r.faults > 0 && r.throws > 0, 'the variants reached the fault paths');
    });
  }
});

describe('fast evolve: XState’s internals it reads', () => {
  it('every registered machine has them as the direct path reads them', async () => {
    for (const module of MODULES) checkInternals((await module.play()).game.machine!);
  });

  it('a machine whose internals changed shape fails loudly, naming the part', () => {
    const machine = setup({}).createMachine({ id: 'changed', initial: 'a', states: { a: {} } });
    const without = (key: string) => Object.assign(Object.create(machine) as object, { [key]: undefined }) as unknown as AnyStateMachine;
    assert.throws(
      () => checkInternals(without('getTransitionData')),
      (e: Error) => e instanceof MachineEvolveError && /StateMachine\.getTransitionData/.test(e.message),
    );
    assert.throws(
      () => checkInternals(without('root')),
      (e: Error) => /StateMachine\.root/.test(e.message),
    );
    assert.throws(
      () => checkInternals(without('implementations')),
      (e: Error) => /implementations/.test(e.message),
    );
    const resolve = machine.resolveState.bind(machine);
    const noNodes = Object.assign(Object.create(machine) as object, {
      resolveState: (c: never) => ({ ...resolve(c), _nodes: undefined }),
    }) as unknown as AnyStateMachine;
    assert.throws(
      () => checkInternals(noNodes),
      (e: Error) => /MachineSnapshot\._nodes/.test(e.message),
    );
    assert.doesNotThrow(() => checkInternals(machine));
  });
});

describe('fast evolve: the direct path on machines made to exercise it', () => {
  type Ctx = { n: number; log: string[] };
  type Ev = { type: string; by?: number };
  const parts = setup({
    types: { context: {} as Ctx, events: {} as Ev },
    guards: {
      even: ({ context }) => context.n % 2 === 0,
      big: ({ event }) => (event.by ?? 0) > 2,
    },
    actions: {
      inc: assign({ n: ({ context, event }) => context.n + (event.by ?? 1) }),
      note: assign(({ context, event }) => ({ log: [...context.log, event.type] })),
      set: assign((_, params: { k: number }) => ({ n: params.k })),
    },
  });
  /** Wildcards, ids, nested initial states, chains of eventless transitions, targetless and ignored events, an action with params. */
  const flow = parts.createMachine({
    id: 'm',
    context: { n: 0, log: [] },
    initial: 'a',
    on: { reset: { target: '.a', actions: 'note' }, 'x.*': { actions: 'note' } },
    states: {
      a: {
        on: {
          go: [
            { guard: 'big', target: 'b.deep', actions: ['inc', 'note'] },
            { target: 'b', actions: 'inc' },
          ],
          stay: { actions: 'inc' },
        },
      },
      b: {
        initial: 'one',
        on: { up: '#m.c', next: { actions: 'note' } },
        states: {
          one: { on: { next: 'two', 'x.y': { actions: 'inc' } } },
          two: { always: [{ guard: 'even', target: 'three' }], on: { next: 'one' } },
          three: { on: { 'x.y': { target: 'one', actions: assign({ log: [] }) } } },
          deep: { initial: 'p', states: { p: { always: { target: '#m.c', actions: 'note' } } } },
        },
      },
      c: {
        always: { guard: ({ context }) => context.n > 10, target: 'a', actions: assign({ n: 0 }) },
        on: { go: { target: 'b', actions: 'inc' }, p: { actions: { type: 'set', params: { k: 5 } } } },
      },
    },
  });
  const parallel = createMachine({
    context: { n: 0 },
    type: 'parallel',
    states: {
      left: { initial: 'l1', states: { l1: { on: { go: { target: 'l2', actions: assign({ n: ({ context }) => context.n + 1 }) } } }, l2: {} } },
      right: { initial: 'r1', states: { r1: { on: { go: 'r2' } }, r2: { on: { go: 'r1' } } } },
    },
  });
  const pool: Ev[] = [
    ...[0, 1, 2, 3, 4].map((by) => ({ type: 'go', by })),
    { type: 'stay' },
    { type: 'next' },
    { type: 'up' },
    { type: 'reset' },
    { type: 'x.y' },
    { type: 'x.z' },
    { type: 'p' },
    { type: 'unknown' },
  ];

  it('agrees with transition() on 300 random runs of 200 events, taking the direct path where it can', () => {
    const m = machineEvolver(flow);
    assert.equal(m.path, 'direct', m.whyNotDirect ?? '');
    assert.equal(difference(m.initial(), initialTransition(flow)[0]), null);
    let x = 1;
    const rand = (n: number) => {
      x = (x * 48271) % 2147483647;
      return x % n;
    };
    const seen = new Set<string>();
    for (let run = 0; run < 300; run++) {
      let fast = m.initial() as AnyMachineSnapshot;
      let old = initialTransition(flow)[0] as AnyMachineSnapshot;
      for (let i = 0; i < 200; i++) {
        const event = pool[rand(pool.length)]!;
        const next = m.evolve(fast as never, event);
        const stepped = transition(flow, fast as never, event)[0];
        assert.equal(difference(next, stepped), null, `run ${run}, event ${i}: ${JSON.stringify(event)} from ${JSON.stringify(fast.value)}`);
        if (stepped === fast) assert.equal(next, fast, 'an ignored event gives back the same snapshot');
        old = transition(flow, old as never, event)[0];
        assert.equal(difference(next, old), null);
        fast = next;
        seen.add(JSON.stringify(fast.value));
      }
    }
    assert.ok(seen.size >= 5, `visited ${[...seen].join(' ')}`);
  });

  it('takes the scope path for a machine outside the subset, with the same snapshots', () => {
    const m = machineEvolver(parallel);
    assert.equal(m.path, 'scope');
    assert.match(m.whyNotDirect ?? '', /parallel/);
    let state = m.initial() as AnyMachineSnapshot;
    for (let i = 0; i < 5; i++) {
      const next = m.evolve(state as never, { type: 'go' });
      assert.equal(difference(next, transition(parallel, state as never, { type: 'go' })[0]), null);
      state = next;
    }
  });
});

describe('fast evolve: the scope stays inert', () => {
  const counter = setup({
    types: { context: {} as { n: number; ref?: unknown }, events: {} as { type: 'inc' } | { type: 'spawn' } | { type: 'peek' } },
  });

  it('refuses, before any event, a machine with an action that needs a live system', () => {
    const impure: [string, AnyStateMachine][] = [
      ['raise', createMachine({ initial: 'a', states: { a: { on: { go: { actions: raise({ type: 'x' }) } } } } })],
      ['sendTo', createMachine({ initial: 'a', states: { a: { entry: sendTo('other', { type: 'x' }) } } })],
      ['log', createMachine({ initial: 'a', states: { a: { exit: log('bye') } } })],
      ['custom', createMachine({ initial: 'a', states: { a: { always: { actions: () => {} } } } })],
      ['enqueueActions', createMachine({ initial: 'a', on: { go: { actions: enqueueActions(() => {}) } }, states: { a: {} } })],
      ['spawnChild', createMachine({ initial: 'a', states: { a: { entry: spawnChild(fromPromise(async () => 1)) } } })],
      ['invoke', createMachine({ initial: 'a', states: { a: { invoke: { src: fromPromise(async () => 1) } } } })],
      ['after', createMachine({ initial: 'a', states: { a: { after: { 10: 'b' } }, b: {} } })],
      ['named, missing', createMachine({ initial: 'a', states: { a: { on: { go: { actions: 'nowhere' } } } } })],
    ];
    for (const [kind, machine] of impure) assert.throws(() => machineEvolver(machine), MachineEvolveError, kind);
  });

  it('throws, without leaking an actor, when an assign spawns or reaches for self or system', () => {
    const machine = counter.createMachine({
      context: { n: 0 },
      on: {
        inc: { actions: assign(({ context }) => ({ n: context.n + 1 })) },
        spawn: { actions: assign(({ spawn }) => ({ ref: spawn(fromPromise(async () => 1)) })) },
        peek: { actions: assign(({ self, system }) => ({ ref: [self.id, system.get('x')] })) },
      },
    });
    const m = machineEvolver(machine);
    const one = m.evolve(m.initial(), { type: 'inc' });
    assert.throws(() => m.evolve(one, { type: 'spawn' }), MachineEvolveError);
    assert.throws(() => m.evolve(one, { type: 'peek' }), MachineEvolveError);
    // The scope is unchanged by the refusals: the same call gives the same snapshot as transition().
    const two = m.evolve(one, { type: 'inc' });
    assert.equal(difference(two, transition(machine, one, { type: 'inc' })[0]), null);
    assert.equal(two.context.n, 2);
    assert.deepEqual(Object.keys(two.children), []);
  });

  it('evolving the same snapshot twice gives equal, separate snapshots, and never changes its input', () => {
    const played = playBotGame(planetTricks, {
      options: { nullRule: true },
      names: ['A', 'B', 'C', 'D'],
      bots: [planetBots.greedy, planetBots.random, planetBots.greedy, planetBots.random],
      seed: 'evolve-identical/twice',
    });
    let state = planetTricks.initial();
    for (const event of played.events) {
      const before = canonicalJson({ value: state.value, context: state.context });
      const a = planetTricks.evolve(state, event);
      const b = planetTricks.evolve(state, event);
      assert.notEqual(a, b);
      assert.equal(difference(a, b), null);
      assert.equal(canonicalJson({ value: state.value, context: state.context }), before);
      state = a;
    }
  });
});
