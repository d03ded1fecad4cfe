/**
 * One person's seat on the host, as the table waits on it: the person at the table, away (with
 * nothing to do, or owed a move while the table's wait runs), or played by a bot standing in until
 * they come back. Pure: the host runs the wait's timer and sends `TIME_UP`, and reacts to the tags
 * (`timing`: a wait runs; `standIn`: a bot plays the seat). Tested with `transition()`.
 */
import { assign } from 'xstate';
import { setup } from '../kernel/statechart-setup.js';

export type StandInEvent =
  /** The seat's person has no connection to the host any more. */
  | { readonly type: 'LEFT' }
  /** The seat's person (or someone new who took the seat) is connected again. */
  | { readonly type: 'CAME_BACK' }
  /** Whether the game waits on this seat now (it has moves to make). */
  | { readonly type: 'OWES'; readonly owes: boolean }
  /** The table's wait ran out while the seat was owed a move. */
  | { readonly type: 'TIME_UP' }
  /** The host asks a bot to play for the seat's person at once. */
  | { readonly type: 'HAND_TO_BOT' };

export interface StandInContext {
  /** How long the table waits on an absent person before a bot plays for them (ms); null: never. */
  readonly wait: number | null;
  readonly owes: boolean;
}

export const standInMachine = setup({
  types: {
    context: {} as StandInContext,
    events: {} as StandInEvent,
    input: {} as { readonly wait: number | null },
  },
  guards: {
    waits: ({ context }) => context.owes && context.wait !== null,
    owesNow: ({ event }) => event.type === 'OWES' && event.owes,
    settledNow: ({ event }) => event.type === 'OWES' && !event.owes,
  },
  actions: {
    noteOwes: assign({ owes: ({ event, context }) => (event.type === 'OWES' ? event.owes : context.owes) }),
  },
}).createMachine({
  id: 'standIn',
  context: ({ input }) => ({ wait: input.wait, owes: false }),
  initial: 'present',
  on: { OWES: { actions: 'noteOwes' } },
  states: {
    present: {
      tags: ['present'],
      on: { LEFT: 'away' },
    },
    away: {
      initial: 'deciding',
      on: { CAME_BACK: 'present', HAND_TO_BOT: 'standIn' },
      states: {
        deciding: { always: [{ guard: 'waits', target: 'waiting' }, { target: 'idle' }] },
        idle: { on: { OWES: { guard: 'owesNow', actions: 'noteOwes', target: 'deciding' } } },
        waiting: {
          tags: ['timing'],
          on: {
            OWES: { guard: 'settledNow', actions: 'noteOwes', target: 'idle' },
            TIME_UP: '#standIn.standIn',
          },
        },
      },
    },
    standIn: {
      tags: ['standIn'],
      on: { CAME_BACK: 'present' },
    },
  },
});
