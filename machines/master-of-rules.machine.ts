/**
 * Master of Rules' statechart: the deal of hands and piles, the start player drawn, then deals of
 * two tricks; after each card its player takes a card from the refill set (not in the final deal);
 * the dummies get their cards after a trick; the judgement ends the deal, and the refill set for
 * the next is drawn (reshuffling a pile that runs out). It evolves both the host's full state and a
 * seat's redacted state; guards and actions are one-line calls into the rules and steps. Its tags
 * (types.ts, `MorTag`) are what decide, the host, the view and the legal commands ask.
 */
import { assign, setup } from 'xstate';
import * as faults from '../src/games/master-of-rules/faults.js';
import * as rules from '../src/games/master-of-rules/rules.js';
import * as steps from '../src/games/master-of-rules/steps.js';
import type { Ev, MorContext, MorEvent, MorTag } from '../src/games/master-of-rules/types.js';

type Check = (ctx: MorContext, e: never) => string | null;
type Args = { context: MorContext; event: MorEvent };
const as = <T extends MorEvent['type']>(event: MorEvent) => event as Ev<T>;
/** A guard and a fault action for one kind of event, judged by `check`. */
const bad = (check: Check) => ({ context, event }: Args) => check(context, event as never) !== null;
const fault = (check: Check) => ({ context, event }: Args) => ({ fault: check(context, event as never) });

export const morMachine = setup({
  types: { context: {} as MorContext, events: {} as MorEvent, tags: {} as MorTag },
  guards: {
    badCreate: ({ event }) => faults.createFault(as<'game.created'>(event)) !== null,
    badDealt: bad(faults.dealtFault),
    badStart: bad(faults.startFault),
    badDeal: bad(faults.dealStartedFault),
    badReshuffle: bad(faults.reshuffleFault),
    badPlay: bad(faults.playFault),
    badTake: bad(faults.takeFault),
    badDummy: bad(faults.dummyFault),
    taking: ({ context }) => context.taking !== null,
    trickOpen: ({ context }) => !rules.trickDone(context),
    dummyDue: ({ context }) => rules.dummyDue(context) !== null,
    firstTrick: ({ context }) => context.trick === 1,
    finalDeal: ({ context }) => rules.isFinalDeal(context.deal, context.names.length),
  },
  actions: {
    create: assign(({ event }) => steps.create(as<'game.created'>(event))),
    dealt: assign(({ event }) => steps.dealt(as<'game.dealt'>(event))),
    startDrawn: assign(({ event }) => steps.startDrawn(as<'start.drawn'>(event))),
    dealStarted: assign(({ context, event }) => steps.dealStarted(context, as<'deal.started'>(event))),
    reshuffled: assign(({ context, event }) => steps.reshuffled(context, as<'pile.reshuffled'>(event))),
    played: assign(({ context, event }) => steps.played(context, as<'card.played'>(event).seat, as<'card.played'>(event).card)),
    taken: assign(({ context, event }) => steps.taken(context, as<'refill.taken'>(event).seat, as<'refill.taken'>(event).card)),
    dummyDealt: assign(({ context, event }) => steps.dummyDealt(context, as<'dummy.dealt'>(event))),
    secondTrick: assign(({ context }) => steps.secondTrick(context)),
    judge: assign(({ context }) => steps.judge(context)),
    faultCreate: assign(({ event }) => ({ fault: faults.createFault(as<'game.created'>(event)) })),
    faultDealt: assign(fault(faults.dealtFault)),
    faultStart: assign(fault(faults.startFault)),
    faultDeal: assign(fault(faults.dealStartedFault)),
    faultReshuffle: assign(fault(faults.reshuffleFault)),
    faultPlay: assign(fault(faults.playFault)),
    faultTake: assign(fault(faults.takeFault)),
    faultDummy: assign(fault(faults.dummyFault)),
    unexpected: assign(({ event }) => ({ fault: `${event.type} is not possible now` })),
  },
}).createMachine({
  id: 'master-of-rules',
  context: steps.emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: { on: { 'game.created': [{ guard: 'badCreate', actions: 'faultCreate' }, { target: 'dealing', actions: 'create' }] } },
    dealing: { tags: 'deal', on: { 'game.dealt': [{ guard: 'badDealt', actions: 'faultDealt' }, { target: 'drawingStart', actions: 'dealt' }] } },
    drawingStart: { tags: 'start', on: { 'start.drawn': [{ guard: 'badStart', actions: 'faultStart' }, { target: 'between', actions: 'startDrawn' }] } },
    between: {
      tags: 'refill',
      on: {
        'pile.reshuffled': [{ guard: 'badReshuffle', actions: 'faultReshuffle' }, { actions: 'reshuffled' }],
        'deal.started': [{ guard: 'badDeal', actions: 'faultDeal' }, { target: 'playing', actions: 'dealStarted' }],
      },
    },
    playing: {
      tags: ['turns', 'playing'],
      on: {
        'card.played': [
          { guard: 'badPlay', actions: 'faultPlay' },
          { target: 'next', actions: 'played' },
        ],
      },
    },
    taking: {
      tags: ['turns', 'taking'],
      on: { 'refill.taken': [{ guard: 'badTake', actions: 'faultTake' }, { target: 'next', actions: 'taken' }] },
    },
    dummy: {
      tags: 'dummy',
      on: {
        'pile.reshuffled': [{ guard: 'badReshuffle', actions: 'faultReshuffle' }, { actions: 'reshuffled' }],
        'dummy.dealt': [{ guard: 'badDummy', actions: 'faultDummy' }, { target: 'next', actions: 'dummyDealt' }],
      },
    },
    /** Where the flow goes after a card: the refill, the next card, a dummy's cards, the second trick, or the judgement. */
    next: {
      always: [
        { guard: 'taking', target: 'taking' },
        { guard: 'trickOpen', target: 'playing' },
        { guard: 'dummyDue', target: 'dummy' },
        { guard: 'firstTrick', target: 'playing', actions: 'secondTrick' },
        { guard: 'finalDeal', target: 'over', actions: 'judge' },
        { target: 'between', actions: 'judge' },
      ],
    },
    over: { tags: 'over' },
  },
});
