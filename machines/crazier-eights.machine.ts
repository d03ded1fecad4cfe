/**
 * Crazier Eights' statechart: a series of games, each a first player chosen and a deal, then turns
 * in which the table is, at any moment, waiting for the turn player to play, discard or end the
 * turn (`acting`), for one seat's choice (`choosing`, also seats other than the turn's, with a
 * time-out the host logs), or for a fact only the host has (`hosting`: cards drawn, shuffles, what
 * a seat looks at). Guards and actions are one-line calls into the game's steps; the effect engine
 * settles the table after every event (src/games/crazier-eights/flow.ts).
 */
import { assign, setup } from 'xstate';
import { applyFact, factFault } from '../src/games/crazier-eights/facts.js';
import { seriesOver } from '../src/games/crazier-eights/series.js';
import * as steps from '../src/games/crazier-eights/steps.js';
import type { EightsContext, EightsEvent, Ev } from '../src/games/crazier-eights/types.js';

type Args = { context: EightsContext; event: EightsEvent };
const as = <T extends EightsEvent['type']>(event: EightsEvent) => event as Ev<T>;
type Check = (ctx: EightsContext, e: never) => string | null;
const bad = (check: Check) => ({ context, event }: Args) => check(context, event as never) !== null;
const fault = (check: Check) => ({ context, event }: Args) => ({ fault: check(context, event as never) });
const apply = (change: (ctx: EightsContext, e: never) => EightsContext) => ({ context, event }: Args) => change(context, event as never);

const FACT_TYPES = ['cards.drawn', 'pile.reshuffled', 'pile.looked', 'pile.revealed', 'pile.searched', 'pile.shuffled', 'hand.looked', 'card.taken', 'hand.discarded'] as const;

export const eightsMachine = setup({
  types: { context: {} as EightsContext, events: {} as EightsEvent },
  guards: {
    badCreate: ({ event }) => steps.createFault(as<'game.created'>(event)) !== null,
    badFirst: bad(steps.firstFault),
    badDeal: bad(steps.dealFault),
    badPlay: bad(steps.playFault),
    badDiscard: bad(steps.discardFault),
    badEnd: bad(steps.endFault),
    badChoice: bad(steps.choiceFault),
    badDecline: bad(steps.declineFault),
    badTimeout: bad(steps.timeoutFault),
    badFact: bad(factFault),
    gameOver: ({ context }) => context.phase === 'over',
    seriesOver: ({ context }) => seriesOver(context),
    choosing: ({ context }) => context.choice !== null,
    hosting: ({ context }) => context.due !== null,
  },
  actions: {
    create: assign(({ event }) => steps.create(as<'game.created'>(event))),
    faultCreate: assign(({ event }) => ({ fault: steps.createFault(as<'game.created'>(event)) })),
    first: assign(apply(steps.first)),
    faultFirst: assign(fault(steps.firstFault)),
    deal: assign(apply(steps.deal)),
    faultDeal: assign(fault(steps.dealFault)),
    play: assign(apply(steps.play)),
    faultPlay: assign(fault(steps.playFault)),
    discard: assign(apply(steps.discard)),
    faultDiscard: assign(fault(steps.discardFault)),
    endTurn: assign(apply(steps.endTurn)),
    faultEnd: assign(fault(steps.endFault)),
    chose: assign(apply(steps.chose)),
    faultChoice: assign(fault(steps.choiceFault)),
    declined: assign(apply(steps.declined)),
    faultDecline: assign(fault(steps.declineFault)),
    timeUp: assign(apply(steps.timeUp)),
    faultTimeout: assign(fault(steps.timeoutFault)),
    fact: assign(apply(applyFact)),
    faultFact: assign(fault(factFault)),
    unexpected: assign(({ event }) => ({ fault: `${event.type} is not possible now` })),
  },
}).createMachine({
  id: 'crazier-eights',
  context: steps.emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: { on: { 'game.created': [{ guard: 'badCreate', actions: 'faultCreate' }, { target: 'starting', actions: 'create' }] } },
    /** The first player (at random, or the most points), then the deal: seven cards each and the top card to the discard pile. */
    starting: {
      on: {
        'first.chosen': [{ guard: 'badFirst', actions: 'faultFirst' }, { actions: 'first' }],
        'game.dealt': [{ guard: 'badDeal', actions: 'faultDeal' }, { actions: 'deal', target: 'playing' }],
      },
    },
    playing: {
      initial: 'route',
      states: {
        /** Where the table stands once the effects have settled. */
        route: {
          always: [
            { guard: 'gameOver', target: '#crazier-eights.ended' },
            { guard: 'choosing', target: 'choosing' },
            { guard: 'hosting', target: 'hosting' },
            { target: 'acting' },
          ],
        },
        /** The turn player's main phase: play up to one card, discard (one plus any additional), end the turn. */
        acting: {
          tags: ['turn'],
          on: {
            'card.played': [{ guard: 'badPlay', actions: 'faultPlay' }, { actions: 'play', target: 'route' }],
            'card.discarded': [{ guard: 'badDiscard', actions: 'faultDiscard' }, { actions: 'discard', target: 'route' }],
            'turn.ended': [{ guard: 'badEnd', actions: 'faultEnd' }, { actions: 'endTurn', target: 'route' }],
          },
        },
        /** One seat chooses (a target, a player, a card, an order); the host times out a seat other than the turn's. */
        choosing: {
          tags: ['choice'],
          on: {
            'choice.made': [{ guard: 'badChoice', actions: 'faultChoice' }, { actions: 'chose', target: 'route' }],
            'choice.declined': [{ guard: 'badDecline', actions: 'faultDecline' }, { actions: 'declined', target: 'route' }],
            'choice.timedOut': [{ guard: 'badTimeout', actions: 'faultTimeout' }, { actions: 'timeUp', target: 'route' }],
          },
        },
        /** A fact only the host has: drawn cards, a shuffle, what a seat looks at or reveals. */
        hosting: {
          tags: ['host'],
          on: Object.fromEntries(FACT_TYPES.map((t) => [t, [{ guard: 'badFact' as const, actions: 'faultFact' as const }, { actions: 'fact' as const, target: 'route' }]])),
        },
      },
    },
    /** A game is over: the series goes on with the next game's first player, or it is over too. */
    ended: {
      always: { guard: 'seriesOver', target: 'done' },
      on: { 'first.chosen': [{ guard: 'badFirst', actions: 'faultFirst' }, { actions: 'first', target: 'starting' }] },
    },
    done: {},
  },
});
