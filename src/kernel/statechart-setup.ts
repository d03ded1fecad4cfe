/**
 * XState's `setup()` as the statecharts here use it: only its `createMachine`, which builds the
 * machine XState's own does, from the same implementations. XState's `setup()` also hands out its
 * helpers for live actors (`sendTo`, `emit`, `log`, `enqueueActions`, `spawnChild`, `stopChild`,
 * `cancel`, `raise`), and importing it puts all of them on every page that plays, never to run: a
 * game's machine evolves inert (only assigns and guards, src/kernel/machine-evolve.ts), and the
 * lifecycles' machines only assign too. The type is XState's, so a machine's types are inferred as
 * before; those helpers are not there at run time, and a machine written with them fails at its
 * first test.
 */
import { createMachine, type setup as xstateSetup } from 'xstate';

interface Implementations {
  schemas?: unknown;
  actors?: unknown;
  actions?: unknown;
  guards?: unknown;
  delays?: unknown;
}

export const setup = (({ schemas, actors, actions, guards, delays }: Implementations) => ({
  createMachine: (config: object) => createMachine({ ...config, schemas } as never, { actors, actions, guards, delays } as never),
})) as unknown as typeof xstateSetup;
