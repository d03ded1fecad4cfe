/**
 * Evolving a game's statechart fast. XState's `transition(machine, snapshot, event)` builds a fresh
 * inert actor (an Actor plus two actor systems) for every event, and its interpreter clones the
 * snapshot once per action; replay spent most of its time there and collecting the garbage. A
 * game's machine is pure (only `assign` actions and guards), which allows two cheaper paths, both
 * driven by the machine's own definition (the statechart stays the model of the turn flow):
 *
 * - The scope path: `machine.transition(snapshot, event, scope)`, XState's own macrostep, with one
 *   inert actor scope built once per machine. Any machine that passes `checkPure` can take it.
 * - The direct path, for machines within a plain subset of statecharts (compound and atomic states,
 *   no parallel, history or final states, no entry, exit or initial actions, eventless transitions
 *   with a target): XState's own `getTransitionData` picks the event's transition (guards, wildcards,
 *   ancestors, in XState's order); the transition's and then the eventless transitions' assigns are
 *   applied as XState applies them (`Object.assign({}, context, update)`, each with the context the
 *   previous one left), and one snapshot is built at the end, for the configuration the target and
 *   its initial states make. Every game's machine is in the subset; anything outside it, or an
 *   event XState handles itself (`xstate.*`), goes by the scope path.
 *
 * The scope is inert and poisoned: no actor, no system, no scheduler behind it. Anything that would
 * need a live system (spawning, invoking, raising, sending, delays, custom or logging actions)
 * throws a MachineEvolveError instead of silently behaving differently from `transition()`; the
 * machine is also checked once, up front, so such a machine is refused before its first event.
 * test/node/evolve-identical.test.ts checks, event by event on thousands of games, that both paths
 * give what `transition()` gives.
 */
import { assign, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type EventObject, type SnapshotFrom } from 'xstate';

export class MachineEvolveError extends Error {
  constructor(machineId: string, what: string) {
    super(
      `machine "${machineId}": ${what}. Games evolve their machines inert: only assign actions and guards are allowed, ` +
        'nothing that needs a live actor system (spawn, invoke, raise, sendTo, emit, log, delays, custom actions).',
    );
    this.name = 'MachineEvolveError';
  }
}

export interface MachineEvolver<M extends AnyStateMachine> {
  /** The snapshot before any event (the same object on every call; snapshots are never mutated). */
  initial(): SnapshotFrom<M>;
  /** The next snapshot: what `transition(machine, snapshot, event)[0]` returns, without building an actor. */
  evolve(snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): SnapshotFrom<M>;
  /** Which path evolve takes, and why not the direct one when it does not. */
  readonly path: 'direct' | 'scope';
  readonly whyNotDirect: string | null;
  /** The statechart it evolves. */
  readonly machine: M;
}

/**
 * The parts of XState the direct path reads that are not its documented API, each with where it
 * lives: what `checkInternals` holds a machine to. The version is pinned exactly in package.json;
 * after an upgrade, a part that changed shape fails here by name, at the first machine built, and
 * every test with it, instead of replay changing silently.
 */
export const XSTATE_INTERNALS = [
  'StateMachine.getTransitionData (a method)',
  'StateMachine.resolveState (a method)',
  'StateMachine.root: a StateNode with type, states, entry, exit, always, initial, parent, path and tags',
  'StateMachine.implementations: actions and guards',
  "assign(): an action object with type 'xstate.assign' and its assignment",
  'MachineSnapshot._nodes: the state nodes of its configuration, root first',
  'MachineSnapshot: the fields createMachineSnapshot gives (status, output, error, machine, context, _nodes, value, tags, children, historyValue, matches, hasTag, can, getMeta, toJSON)',
] as const;

const SNAPSHOT_KEYS = [
  'status',
  'output',
  'error',
  'machine',
  'context',
  '_nodes',
  'value',
  'tags',
  'children',
  'historyValue',
  'matches',
  'hasTag',
  'can',
  'getMeta',
  'toJSON',
];

/** Throws MachineEvolveError naming the first part of XSTATE_INTERNALS `machine` does not have as the direct path reads it. */
export function checkInternals(machine: AnyStateMachine): void {
  const fail = (part: number, detail: string): never => {
    throw new MachineEvolveError(machine.id, `XState's internals changed: ${XSTATE_INTERNALS[part]} (${detail}); the fast evolve reads them`);
  };
  const m = machine as unknown as Record<string, unknown>;
  if (typeof m.getTransitionData !== 'function') fail(0, 'not a function');
  if (typeof m.resolveState !== 'function') fail(1, 'not a function');
  const root = m.root as Record<string, unknown> | undefined;
  if (!root || typeof root !== 'object') fail(2, 'no root');
  for (const key of ['type', 'states', 'entry', 'exit', 'path', 'tags'] as const) if (!(key in root!)) fail(2, `no ${key}`);
  if (!Array.isArray(root!.entry) || !Array.isArray(root!.exit) || !Array.isArray(root!.path) || !Array.isArray(root!.tags))
    fail(2, 'entry, exit, path or tags is not an array');
  if (root!.type === 'compound' && !(root!.initial as { target?: unknown } | undefined)?.target) fail(2, 'no initial target');
  const implementations = m.implementations as { actions?: unknown; guards?: unknown } | undefined;
  if (!implementations || typeof implementations.actions !== 'object' || typeof implementations.guards !== 'object') fail(3, 'missing');
  const probe = assign({}) as unknown as { type?: unknown; assignment?: unknown };
  if (probe.type !== 'xstate.assign' || !('assignment' in probe)) fail(4, 'no type or assignment');
  if (root!.type !== 'compound') return;
  const initial = machine.resolveState({ value: (root!.initial as { target: { key: string }[] }).target[0]!.key, context: {} }) as unknown as Record<
    string,
    unknown
  >;
  const nodes = initial._nodes as unknown[] | undefined;
  if (!Array.isArray(nodes) || nodes[0] !== root) fail(5, Array.isArray(nodes) ? 'the root is not first' : 'not an array');
  const keys = Object.keys(initial);
  const missing = SNAPSHOT_KEYS.filter((k) => !keys.includes(k) && !(k in initial));
  if (missing.length > 0) fail(6, `no ${missing.join(', ')}`);
}

/** An object every property read of which throws: what the inert scope hands out as `self` and behind `system`. */
function poisoned(machineId: string, name: string): object {
  return new Proxy(Object.create(null) as object, {
    get(_target, key) {
      // Symbol reads (inspection, printing, Promise checks) learn nothing and change nothing.
      if (typeof key === 'symbol') return undefined;
      throw new MachineEvolveError(machineId, `something read ${name}.${key}`);
    },
    set(_target, key) {
      throw new MachineEvolveError(machineId, `something wrote ${name}.${String(key)}`);
    },
  });
}

/**
 * The one scope a machine's transitions run in. `self` is poisoned; `system` answers only the one
 * call every macrostep makes (`_sendInspectionEvent`, a no-op without inspectors) and throws on
 * anything else (its prototype is poisoned, so own-property reads stay fast). Every executor and
 * callback throws: a pure machine never reaches them, since `assign` resolves without executing.
 * Nothing in it changes from call to call (XState swaps `actionExecutor` during a microstep and
 * restores it in a `finally`), so nothing leaks from one evolve into the next.
 */
function inertScope(machineId: string): AnyActorScope {
  const refuse = (what: string) => (): never => {
    throw new MachineEvolveError(machineId, what);
  };
  const system: unknown = Object.create(poisoned(machineId, 'system'), {
    _sendInspectionEvent: { value: () => {}, enumerable: true },
  });
  return {
    self: poisoned(machineId, 'self') as never,
    id: '',
    sessionId: '',
    system: system as never,
    logger: refuse('a log action ran'),
    defer: refuse('an action deferred work to a live actor'),
    emit: refuse('an emit action ran'),
    stopChild: refuse('a child actor was stopped'),
    actionExecutor: (action) => {
      throw new MachineEvolveError(machineId, `action "${action.type}" needs executing`);
    },
  };
}

type Node = AnyStateMachine['root'];
type Transition = NonNullable<Node['always']>[number];
/** XState's assign action: `assign(...)` returns a function carrying its assignment. */
type AssignAction = ((...args: never[]) => void) & { type: 'xstate.assign'; assignment: unknown };
type Assigner = (args: object, params: undefined) => object;

const isAssign = (action: unknown): action is AssignAction => typeof action === 'function' && (action as { type?: unknown }).type === 'xstate.assign';

/** Refuses, with the state and the action, a machine whose definition needs a live system. */
function checkPure(machine: AnyStateMachine): void {
  const impl = machine.implementations.actions as Record<string, unknown>;
  const checkAction = (node: Node, where: string, action: unknown): void => {
    const name =
      typeof action === 'string'
        ? action
        : typeof action === 'object' && action !== null && 'type' in action
          ? String((action as { type: unknown }).type)
          : null;
    const resolved = typeof action === 'function' ? action : name !== null ? impl[name] : undefined;
    if (!isAssign(resolved)) {
      const type = typeof resolved === 'function' ? (resolved as { type?: unknown }).type : undefined;
      const label = name ?? (typeof type === 'string' ? type : (action as { name?: string }).name || 'an inline action');
      throw new MachineEvolveError(machine.id, `state "${node.id}" ${where} runs "${label}", which is not an assign`);
    }
  };
  const visit = (node: Node): void => {
    if (node.invoke.length > 0) throw new MachineEvolveError(machine.id, `state "${node.id}" invokes an actor`);
    if (node.after.length > 0) throw new MachineEvolveError(machine.id, `state "${node.id}" has a delayed transition`);
    for (const a of node.entry) checkAction(node, 'on entry', a);
    for (const a of node.exit) checkAction(node, 'on exit', a);
    for (const a of node.initial?.actions ?? []) checkAction(node, 'initially', a);
    for (const [descriptor, list] of node.transitions) for (const t of list) for (const a of t.actions) checkAction(node, `on "${descriptor}"`, a);
    for (const t of node.always ?? []) for (const a of t.actions) checkAction(node, 'on an eventless transition', a);
    for (const child of Object.values(node.states)) visit(child as Node);
  };
  visit(machine.root);
}

/** Fails loudly if a snapshot came out of the inert scope with actors or an error in it. */
function checkSnapshot(machineId: string, snapshot: { status: string; error?: unknown; children: object }): void {
  if (snapshot.status === 'error') throw snapshot.error instanceof Error ? snapshot.error : new MachineEvolveError(machineId, 'the machine errored');
  for (const _ in snapshot.children) throw new MachineEvolveError(machineId, 'a child actor was spawned');
}

// ---------------------------------------------------------------------------------------------
// The direct path.

type Snapshot = AnyMachineSnapshot & { readonly _nodes: readonly Node[] };
type Evolve = (snapshot: Snapshot, event: EventObject) => Snapshot;

/** Everything of a snapshot that depends only on its configuration (its atomic state). */
interface Leaf {
  readonly node: Node;
  /** Root first, as XState keeps them in a machine without parallel states. */
  readonly nodes: readonly Node[];
  readonly value: unknown;
  readonly tags: readonly string[];
}

/** A transition's effect: its assigners in order, and the atomic state it leads to (null: it stays). */
interface Step {
  readonly assigners: readonly Assigner[];
  readonly to: Leaf | null;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const isAncestorOrSelf = (node: Node, of: Node): boolean => {
  for (let n: Node | undefined = of; n; n = n.parent) if (n === node) return true;
  return false;
};

/**
 * The direct evolve of `machine`, or the reason it must take the scope path. `fallback` is the
 * scope path, used for snapshots and events outside what the direct path covers.
 */
function directEvolve(machine: AnyStateMachine, scope: AnyActorScope, fallback: Evolve): Evolve | string {
  checkInternals(machine);
  const nodes: Node[] = [];
  const collect = (node: Node): void => {
    nodes.push(node);
    for (const child of Object.values(node.states)) collect(child as Node);
  };
  collect(machine.root);
  for (const node of nodes) {
    if (node.type !== 'atomic' && node.type !== 'compound') return `state "${node.id}" is ${node.type}`;
    if (node === machine.root && node.type !== 'compound') return 'the machine has no states';
    if (node.entry.length > 0 || node.exit.length > 0) return `state "${node.id}" has entry or exit actions`;
    if (node.type === 'compound' && node.initial.actions.length > 0) return `state "${node.id}" has initial actions`;
    for (const t of node.always ?? []) {
      if (t.target?.length !== 1) return `an eventless transition of "${node.id}" has no single target`;
      // Leaving its own state guarantees a new configuration, so XState's eventless loop goes on
      // exactly while one is enabled, as this one's does.
      if (isAncestorOrSelf(t.target[0]!, node) || isAncestorOrSelf(node, t.target[0]!)) {
        return `an eventless transition of "${node.id}" stays within its own state`;
      }
      const guard = t.guard as unknown;
      const resolved = typeof guard === 'string' ? (machine.implementations.guards as Record<string, unknown>)[guard] : guard;
      if (guard !== undefined && (typeof resolved !== 'function' || 'check' in resolved)) {
        return `an eventless transition of "${node.id}" has a guard other than a plain function`;
      }
    }
  }

  // The snapshot's methods are XState's shared functions: take them from one it built.
  const model = machine.resolveState({ value: machine.root.initial.target[0]!.key, context: {} }) as unknown as Record<string, unknown>;
  const leaves = new Map<Node, Leaf>();
  const leafOf = (node: Node): Leaf => {
    let atomic = node;
    while (atomic.type === 'compound') atomic = atomic.initial.target[0] as Node;
    let leaf = leaves.get(atomic);
    if (!leaf) {
      const path: Node[] = [];
      for (let n: Node | undefined = atomic; n; n = n.parent) path.unshift(n);
      const resolved = machine.resolveState({
        value: atomic.path.reduceRight<unknown>((v, key) => (v === null ? key : { [key]: v }), null) as string,
        context: {},
      });
      // Shared by every snapshot in this state, so frozen: a change to one would show in all.
      leaf = { node: atomic, nodes: Object.freeze(path), value: deepFreeze(resolved.value), tags: path.flatMap((n) => n.tags) };
      leaves.set(atomic, leaf);
    }
    return leaf;
  };

  const actions = machine.implementations.actions as Record<string, unknown>;
  const guards = machine.implementations.guards as Record<string, unknown>;
  const assignerOf = (action: unknown): Assigner | null => {
    const resolved = typeof action === 'string' ? actions[action] : typeof action === 'function' ? action : null;
    if (!isAssign(resolved)) return null; // an action with params: the scope path resolves it
    const assignment = resolved.assignment;
    if (typeof assignment === 'function') return assignment as Assigner;
    const parts = assignment as Record<string, unknown>;
    return (args) => {
      const update: Record<string, unknown> = {};
      for (const key of Object.keys(parts)) {
        const part = parts[key];
        update[key] = typeof part === 'function' ? (part as Assigner)(args, undefined) : part;
      }
      return update;
    };
  };
  const steps = new Map<Transition, Step | null>();
  const stepOf = (t: Transition): Step | null => {
    let step = steps.get(t);
    if (step === undefined) {
      const assigners = t.actions.map(assignerOf);
      const direct = t.target === undefined || t.target.length <= 1;
      step =
        direct && assigners.every((a) => a !== null) ? { assigners: assigners as Assigner[], to: t.target?.length ? leafOf(t.target[0] as Node) : null } : null;
      steps.set(t, step);
    }
    return step;
  };
  for (const node of nodes) {
    for (const t of node.always ?? []) if (!stepOf(t)) return `an eventless transition of "${node.id}" has an action with params`;
  }
  const alwaysGuard = (t: Transition): ((args: object, params: undefined) => boolean) | null => {
    const guard = t.guard as unknown;
    if (guard === undefined) return null;
    return (typeof guard === 'string' ? guards[guard] : guard) as (args: object, params: undefined) => boolean;
  };
  const spawn = (): never => {
    throw new MachineEvolveError(machine.id, 'an assign spawned an actor');
  };

  /** What XState's resolveAssign does, on the context alone: each assign sees the context the previous one left. */
  const apply = (assigners: readonly Assigner[], context: object, event: EventObject): object => {
    for (const assigner of assigners) {
      if (!context) throw new Error('Cannot assign to undefined `context`. Ensure that `context` is defined in the machine config.');
      const update = assigner({ context, event, spawn, self: scope.self, system: scope.system }, undefined);
      context = Object.assign({}, context, update);
    }
    return context;
  };

  /** The first enabled eventless transition, from the atomic state up to the root (XState's order). */
  const eventless = (leaf: Leaf, context: object, event: EventObject): Transition | null => {
    for (let n: Node | undefined = leaf.node; n; n = n.parent) {
      for (const t of n.always ?? []) {
        const guard = alwaysGuard(t);
        if (!guard || guard({ context, event }, undefined)) return t;
      }
    }
    return null;
  };

  return (snapshot, event) => {
    const type = (event as EventObject | undefined)?.type;
    if (snapshot.status !== 'active' || snapshot.machine !== machine || typeof type !== 'string' || type.startsWith('xstate.')) {
      return fallback(snapshot, event);
    }
    let current: Leaf | undefined;
    for (const n of snapshot._nodes) if (n.type === 'atomic') current = leafOf(n);
    if (!current) return fallback(snapshot, event);
    let leaf: Leaf = current;
    let context = snapshot.context as object;
    let moved = false;
    // XState's own selection: the atomic state's transitions, then its ancestors', guards in order.
    const chosen = machine.getTransitionData(snapshot as never, event as never) as Transition[];
    if (chosen.length > 0) {
      const step = chosen.length === 1 ? stepOf(chosen[0]!) : null;
      if (!step) return fallback(snapshot, event);
      context = apply(step.assigners, context, event);
      if (step.to) leaf = step.to;
      moved = true;
    }
    for (let t = eventless(leaf, context, event); t; t = eventless(leaf, context, event)) {
      const step = stepOf(t)!;
      context = apply(step.assigners, context, event);
      leaf = step.to!;
      moved = true;
    }
    if (!moved) return snapshot;
    // The shape and key order of XState's createMachineSnapshot; children and historyValue carry
    // over as XState's cloneMachineSnapshot carries them.
    return {
      status: 'active',
      output: undefined,
      error: undefined,
      machine,
      context,
      _nodes: leaf.nodes,
      value: leaf.value,
      tags: new Set(leaf.tags),
      children: snapshot.children,
      historyValue: snapshot.historyValue,
      matches: model.matches,
      hasTag: model.hasTag,
      can: model.can,
      getMeta: model.getMeta,
      toJSON: model.toJSON,
    } as unknown as Snapshot;
  };
}

/**
 * One evolver per machine: checks it is pure, builds its scope, its initial snapshot and (for a
 * machine in the subset) its direct path once. `{ direct: false }` forces the scope path.
 */
export function machineEvolver<M extends AnyStateMachine>(machine: M, options: { readonly direct?: boolean } = {}): MachineEvolver<M> {
  checkPure(machine);
  const scope = inertScope(machine.id);
  const initial = machine.getInitialSnapshot(scope, undefined) as SnapshotFrom<M>;
  checkSnapshot(machine.id, initial as never);
  const viaScope: Evolve = (snapshot, event) => {
    const next = machine.transition(snapshot, event, scope) as Snapshot;
    checkSnapshot(machine.id, next);
    return next;
  };
  const direct = options.direct === false ? 'the scope path was asked for' : directEvolve(machine, scope, viaScope);
  const evolve = typeof direct === 'string' ? viaScope : direct;
  return {
    initial: () => initial,
    evolve: evolve as unknown as MachineEvolver<M>['evolve'],
    path: typeof direct === 'string' ? 'scope' : 'direct',
    whyNotDirect: typeof direct === 'string' ? direct : null,
    machine,
  };
}
