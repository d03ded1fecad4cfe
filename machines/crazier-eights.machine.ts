/**
 * Crazier Eights' statechart: a series of games, each a first player chosen and a deal, then turns
 * in which the table is, at any moment, waiting for the turn player to play, discard or end the
 * turn (`acting`), for one seat's choice (`choosing`, also seats other than the turn's, with a
 * time-out the host logs), or for a fact only the host has (`hosting`: cards drawn, shuffles, what
 * a seat looks at). Guards and actions are one-line calls into the game's steps; the effect engine
 * settles the table after every event (src/games/crazier-eights/flow.ts).
 */
import { setup } from 'xstate';
import { applyFact, factFault, FACTS } from '../src/games/crazier-eights/facts.js';
import { seriesOver } from '../src/games/crazier-eights/series.js';
import * as steps from '../src/games/crazier-eights/steps.js';
import type { EightsContext, EightsEvent } from '../src/games/crazier-eights/types.js';
import { judge } from './judge.js';

const judged = judge<EightsContext, EightsEvent>()
  .rule('create', 'game.created', (_, e) => steps.createFault(e), (_, e) => steps.create(e))
  .rule('first', 'first.chosen', steps.firstFault, steps.first)
  .rule('deal', 'game.dealt', steps.dealFault, steps.deal)
  .rule('play', 'card.played', steps.playFault, steps.play)
  .rule('discard', 'card.discarded', steps.discardFault, steps.discard)
  .rule('endTurn', 'turn.ended', steps.endFault, (ctx) => steps.endTurn(ctx))
  .rule('choose', 'choice.made', steps.choiceFault, steps.chose)
  .rule('decline', 'choice.declined', steps.declineFault, (ctx) => steps.declined(ctx))
  .rule('timeOut', 'choice.timedOut', steps.timeoutFault, (ctx) => steps.timeUp(ctx))
  .rule('fact', FACTS, factFault, applyFact);

export const eightsMachine = setup({
  types: { context: {} as EightsContext, events: {} as EightsEvent },
  guards: {
    ...judged.guards,
    gameOver: ({ context }) => context.phase === 'over',
    seriesOver: ({ context }) => seriesOver(context),
    choosing: ({ context }) => context.choice !== null,
    hosting: ({ context }) => context.due !== null,
  },
  actions: judged.actions,
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
            'turn.ended': [{ guard: 'badEndTurn', actions: 'faultEndTurn' }, { actions: 'endTurn', target: 'route' }],
          },
        },
        /** One seat chooses (a target, a player, a card, an order); the host times out a seat other than the turn's. */
        choosing: {
          tags: ['choice'],
          on: {
            'choice.made': [{ guard: 'badChoose', actions: 'faultChoose' }, { actions: 'choose', target: 'route' }],
            'choice.declined': [{ guard: 'badDecline', actions: 'faultDecline' }, { actions: 'decline', target: 'route' }],
            'choice.timedOut': [{ guard: 'badTimeOut', actions: 'faultTimeOut' }, { actions: 'timeOut', target: 'route' }],
          },
        },
        /** A fact only the host has: drawn cards, a shuffle, what a seat looks at or reveals. */
        hosting: {
          tags: ['host'],
          on: Object.fromEntries(FACTS.map((t) => [t, [{ guard: 'badFact' as const, actions: 'faultFact' as const }, { actions: 'fact' as const, target: 'route' }]])),
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
