/** machines/judge.ts: a rule's guard, fault and change, named from its stem, on a machine made for it. */
import { expect } from '@open-wc/testing';
import { initialTransition, setup, transition } from 'xstate';
import { judge } from '../../machines/judge.js';

type Ctx = { readonly n: number; readonly fault: string | null };
type Ev = { readonly type: 'add'; readonly by: number } | { readonly type: 'reset' } | { readonly type: 'stop' };

const judged = judge<Ctx, Ev>()
  .rule(
    'add',
    'add',
    (ctx, e) => (ctx.n + e.by > 10 ? 'too much' : null),
    (ctx, e) => ({ n: ctx.n + e.by }),
  )
  .rule(
    'reset',
    'reset',
    () => null,
    () => ({ n: 0 }),
  );

const machine = setup({ types: { context: {} as Ctx, events: {} as Ev }, guards: judged.guards, actions: judged.actions }).createMachine({
  context: { n: 0, fault: null },
  initial: 'on',
  on: { '*': { actions: 'unexpected' } },
  states: {
    on: {
      on: {
        add: [{ guard: 'badAdd', actions: 'faultAdd' }, { actions: 'add' }],
        reset: [
          { guard: 'badReset', actions: 'faultReset' },
          { target: 'off', actions: 'reset' },
        ],
      },
    },
    off: {},
  },
});

describe('machines/judge', () => {
  it('names a guard and two actions for each rule, from its stem, and the unexpected action', () => {
    expect(Object.keys(judged.guards)).to.deep.equal(['badAdd', 'badReset']);
    expect(Object.keys(judged.actions)).to.deep.equal(['unexpected', 'faultAdd', 'add', 'faultReset', 'reset']);
  });

  it('applies an event its rule accepts, and records the fault of one it refuses, changing nothing else', () => {
    const [start] = initialTransition(machine);
    const [added] = transition(machine, start, { type: 'add', by: 4 });
    expect(added.context).to.deep.equal({ n: 4, fault: null });
    const [refused] = transition(machine, added, { type: 'add', by: 7 });
    expect(refused.context).to.deep.equal({ n: 4, fault: 'too much' });
    expect(refused.value).to.equal('on');
  });

  it('records an event no state accepts as a fault', () => {
    const [off] = transition(machine, initialTransition(machine)[0], { type: 'reset' });
    expect(off.value).to.equal('off');
    expect(transition(machine, off, { type: 'stop' })[0].context.fault).to.equal('stop is not possible now');
  });

  it('hands a rule only the events of its kind (assertEvent)', () => {
    expect(() => judged.guards.badAdd({ context: { n: 0, fault: null }, event: { type: 'reset' } })).to.throw(/add/);
  });
});
