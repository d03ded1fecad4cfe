/**
 * Master of Rules' statechart: the deal of hands and piles, the start player drawn, then deals of
 * two tricks; after each card its player takes a card from the refill set (not in the final deal);
 * the dummies get their cards after a trick; the judgement ends the deal, and the refill set for
 * the next is drawn (reshuffling a pile that runs out). It evolves both the host's full state and a
 * seat's redacted state. Each event is judged by its rule (judge.ts); the other guards and actions
 * are one-line calls into the rules and steps. Its tags (types.ts, `MorTag`) are what decide, the
 * host, the view and the legal commands ask.
 */
import { assign } from 'xstate';
import { setup } from '../src/kernel/statechart-setup.js';
import * as faults from '../src/games/master-of-rules/faults.js';
import * as rules from '../src/games/master-of-rules/rules.js';
import * as steps from '../src/games/master-of-rules/steps.js';
import type { MorContext, MorEvent, MorTag } from '../src/games/master-of-rules/types.js';
import { judge } from './judge.js';

const judged = judge<MorContext, MorEvent>()
  .rule(
    'create',
    'game.created',
    (_, e) => faults.createFault(e),
    (_, e) => steps.create(e),
  )
  .rule('deal', 'game.dealt', faults.dealtFault, (_, e) => steps.dealt(e))
  .rule('drawStart', 'start.drawn', faults.startFault, (_, e) => steps.startDrawn(e))
  .rule('startDeal', 'deal.started', faults.dealStartedFault, steps.dealStarted)
  .rule('reshuffle', 'pile.reshuffled', faults.reshuffleFault, steps.reshuffled)
  .rule('play', 'card.played', faults.playFault, (ctx, e) => steps.played(ctx, e.seat, e.card))
  .rule('take', 'refill.taken', faults.takeFault, (ctx, e) => steps.taken(ctx, e.seat, e.card))
  .rule('dealDummy', 'dummy.dealt', faults.dummyFault, steps.dummyDealt);

export const morMachine = setup({
  types: { context: {} as MorContext, events: {} as MorEvent, tags: {} as MorTag },
  guards: {
    ...judged.guards,
    taking: ({ context }) => context.taking !== null,
    trickOpen: ({ context }) => !rules.trickDone(context),
    dummyDue: ({ context }) => rules.dummyDue(context) !== null,
    firstTrick: ({ context }) => context.trick === 1,
    finalDeal: ({ context }) => rules.isFinalDeal(context.deal, context.names.length),
  },
  actions: {
    ...judged.actions,
    openSecondTrick: assign(({ context }) => steps.secondTrick(context)),
    judge: assign(({ context }) => steps.judge(context)),
  },
}).createMachine({
  id: 'master-of-rules',
  context: steps.emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: {
      on: {
        'game.created': [
          { guard: 'badCreate', actions: 'faultCreate' },
          { target: 'dealing', actions: 'create' },
        ],
      },
    },
    dealing: {
      tags: 'deal',
      on: {
        'game.dealt': [
          { guard: 'badDeal', actions: 'faultDeal' },
          { target: 'drawingStart', actions: 'deal' },
        ],
      },
    },
    drawingStart: {
      tags: 'start',
      on: {
        'start.drawn': [
          { guard: 'badDrawStart', actions: 'faultDrawStart' },
          { target: 'between', actions: 'drawStart' },
        ],
      },
    },
    between: {
      tags: 'refill',
      on: {
        'pile.reshuffled': [{ guard: 'badReshuffle', actions: 'faultReshuffle' }, { actions: 'reshuffle' }],
        'deal.started': [
          { guard: 'badStartDeal', actions: 'faultStartDeal' },
          { target: 'playing', actions: 'startDeal' },
        ],
      },
    },
    playing: {
      tags: ['turns', 'playing'],
      on: {
        'card.played': [
          { guard: 'badPlay', actions: 'faultPlay' },
          { target: 'next', actions: 'play' },
        ],
      },
    },
    taking: {
      tags: ['turns', 'taking'],
      on: {
        'refill.taken': [
          { guard: 'badTake', actions: 'faultTake' },
          { target: 'next', actions: 'take' },
        ],
      },
    },
    dummy: {
      tags: 'dummy',
      on: {
        'pile.reshuffled': [{ guard: 'badReshuffle', actions: 'faultReshuffle' }, { actions: 'reshuffle' }],
        'dummy.dealt': [
          { guard: 'badDealDummy', actions: 'faultDealDummy' },
          { target: 'next', actions: 'dealDummy' },
        ],
      },
    },
    /** Where the flow goes after a card: the refill, the next card, a dummy's cards, the second trick, or the judgement. */
    next: {
      always: [
        { guard: 'taking', target: 'taking' },
        { guard: 'trickOpen', target: 'playing' },
        { guard: 'dummyDue', target: 'dummy' },
        { guard: 'firstTrick', target: 'playing', actions: 'openSecondTrick' },
        { guard: 'finalDeal', target: 'over', actions: 'judge' },
        { target: 'between', actions: 'judge' },
      ],
    },
    over: { tags: 'over' },
  },
});
