import { expect } from '@open-wc/testing';
import { assign, setup as xstateSetup, transition, initialTransition } from 'xstate';
import { setup } from '../../src/kernel/statechart-setup.js';

type Event = { type: 'ADD'; by: number } | { type: 'RESET' };

/** One machine, built with the setup given. */
const counter = (with_: typeof xstateSetup) =>
  with_({
    types: { context: {} as { n: number }, events: {} as Event },
    guards: { small: ({ context }) => context.n < 3 },
    actions: { add: assign(({ context, event }) => ({ n: context.n + (event.type === 'ADD' ? event.by : 0) })) },
  }).createMachine({
    id: 'counter',
    context: { n: 0 },
    initial: 'counting',
    states: {
      counting: { on: { ADD: [{ guard: 'small', actions: 'add' }, { target: 'full' }] } },
      full: { tags: ['full'], on: { RESET: { target: 'counting', actions: assign({ n: 0 }) } } },
    },
  });

describe('statechart setup', () => {
  it('builds the machine XState’s setup builds: the same states, implementations and steps', () => {
    const ours = counter(setup);
    const theirs = counter(xstateSetup);
    expect(JSON.stringify(ours.definition)).to.equal(JSON.stringify(theirs.definition));
    expect(Object.keys(ours.implementations.guards)).to.deep.equal(['small']);
    expect(Object.keys(ours.implementations.actions)).to.deep.equal(['add']);
    const steps: Event[] = [{ type: 'ADD', by: 2 }, { type: 'ADD', by: 2 }, { type: 'ADD', by: 1 }, { type: 'RESET' }, { type: 'ADD', by: 1 }];
    let a = initialTransition(ours)[0];
    let b = initialTransition(theirs)[0];
    for (const event of steps) {
      a = transition(ours, a, event)[0];
      b = transition(theirs, b, event)[0];
      expect([a.value, a.context, a.hasTag('full')]).to.deep.equal([b.value, b.context, b.hasTag('full')]);
    }
    expect(a.context).to.deep.equal({ n: 1 });
  });

  it('hands out no helpers for live actors', () => {
    expect(Object.keys(setup({}))).to.deep.equal(['createMachine']);
  });
});
