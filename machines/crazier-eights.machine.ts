/**
 * Crazier Eights' statechart, the source of truth for what the table waits on. A series of games,
 * each begun by the host (`starting`: the first player, then the deal), then turns: the beginning
 * phase (its abilities take effect), the draw and main phase, the end phase (its abilities take
 * effect), then the next player still in the game. In each phase the table waits for one seat's
 * choice (`choosing`, also seats other than the turn's, with a time-out the host logs) or a fact only
 * the host has (`hosting`: cards drawn, shuffles, what a seat looks at); in the main phase, with
 * nothing taking effect, for the turn player to play, discard or end the turn (`acting`). A game is
 * over (`ended`) when a seat has no cards in hand or an effect ends it; the series goes on with the
 * next game's first player, or is over too (`over`).
 *
 * Each event is judged by its rule (judge.ts) and applied; then `settle` runs what is taking effect
 * (the card-effect engine, src/games/crazier-eights/flow.ts) until someone must act, and the phase's
 * `route` reads where that left the table. The tags (types.ts, `EightsTag`) are what decide, the
 * host, the view and the legal commands ask.
 */
import { assign } from 'xstate';
import { setup } from '../src/kernel/statechart-setup.js';
import { applyFact, factFault, FACTS } from '../src/games/crazier-eights/facts.js';
import { settle } from '../src/games/crazier-eights/flow.js';
import { inGame } from '../src/games/crazier-eights/rules.js';
import { seriesOver } from '../src/games/crazier-eights/series.js';
import * as steps from '../src/games/crazier-eights/steps.js';
import * as turn from '../src/games/crazier-eights/turn.js';
import type { EightsContext, EightsEvent, EightsTag } from '../src/games/crazier-eights/types.js';
import { judge } from './judge.js';

const judged = judge<EightsContext, EightsEvent>()
  .rule(
    'create',
    'game.created',
    (_, e) => steps.createFault(e),
    (_, e) => steps.create(e),
  )
  .rule('first', 'first.chosen', steps.firstFault, steps.first)
  .rule('deal', 'game.dealt', steps.dealFault, steps.deal)
  .rule('play', 'card.played', steps.playFault, steps.play)
  .rule('discard', 'card.discarded', steps.discardFault, steps.discard)
  .rule('endTurn', 'turn.ended', steps.endFault, (ctx) => turn.endTurn(ctx))
  .rule('choose', 'choice.made', steps.choiceFault, steps.chose)
  .rule('decline', 'choice.declined', steps.declineFault, (ctx) => steps.declined(ctx))
  .rule('timeOut', 'choice.timedOut', steps.timeoutFault, (ctx) => steps.timeUp(ctx))
  .rule('fact', FACTS, factFault, applyFact);

const eights = setup({
  types: { context: {} as EightsContext, events: {} as EightsEvent, tags: {} as EightsTag },
  guards: {
    ...judged.guards,
    gameOver: ({ context }) => context.winners !== null,
    seriesOver: ({ context }) => seriesOver(context),
    choosing: ({ context }) => context.choice !== null,
    hosting: ({ context }) => context.due !== null,
    turnPlayerOut: ({ context }) => !inGame(context, context.turn),
  },
  actions: {
    ...judged.actions,
    settle: assign(({ context }) => settle(context)),
    beginTurn: assign(({ context }) => turn.beginTurn(context)),
    drawForTurn: assign(({ context }) => turn.drawForTurn(context)),
    nextTurn: assign(({ context }) => turn.nextTurn(context)),
  },
});

const OVER = '#crazier-eights.ended';

/** A phase's waits: a seat's choice and the host's fact, each settled and routed again once it is in. */
const waits = {
  choosing: {
    tags: 'choosing',
    on: {
      'choice.made': [
        { guard: 'badChoose', actions: 'faultChoose' },
        { target: 'route', actions: ['choose', 'settle'] },
      ],
      'choice.declined': [
        { guard: 'badDecline', actions: 'faultDecline' },
        { target: 'route', actions: ['decline', 'settle'] },
      ],
      'choice.timedOut': [
        { guard: 'badTimeOut', actions: 'faultTimeOut' },
        { target: 'route', actions: ['timeOut', 'settle'] },
      ],
    },
  },
  hosting: {
    tags: 'hosting',
    on: Object.fromEntries(
      FACTS.map((t) => [
        t,
        [
          { guard: 'badFact' as const, actions: 'faultFact' as const },
          { target: 'route', actions: ['fact' as const, 'settle' as const] },
        ],
      ]),
    ),
  },
} as const;

/** Where a phase stands once the effects have settled: over, a choice, a fact, or (`then`) on with the turn. */
const route = <const T extends readonly object[]>(then: T) => ({
  always: [{ guard: 'gameOver', target: OVER }, { guard: 'choosing', target: 'choosing' }, { guard: 'hosting', target: 'hosting' }, ...then] as const,
});

export const eightsMachine = eights.createMachine({
  id: 'crazier-eights',
  context: steps.emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: {
      on: {
        'game.created': [
          { guard: 'badCreate', actions: 'faultCreate' },
          { target: 'starting', actions: 'create' },
        ],
      },
    },
    /** The host chooses the first player (at random, or the most points), then deals: seven cards each and the top card to the discard pile. */
    starting: {
      tags: 'hosting',
      on: {
        'first.chosen': [{ guard: 'badFirst', actions: 'faultFirst' }, { actions: 'first' }],
        'game.dealt': [
          { guard: 'badDeal', actions: 'faultDeal' },
          { target: 'playing', actions: ['deal', 'settle'] },
        ],
      },
    },
    playing: {
      tags: 'turn',
      initial: 'turnBegins',
      states: {
        /** A turn begins: a player out of the game is passed over; else the beginning phase's abilities occur. */
        turnBegins: {
          always: [
            { guard: 'gameOver', target: OVER },
            { guard: 'turnPlayerOut', target: 'turnOver' },
            { target: 'beginning.route', actions: ['beginTurn', 'settle'] },
          ],
        },
        /** The beginning phase: abilities "at the beginning of a turn" take effect; then the draw. */
        beginning: {
          tags: 'beginning',
          initial: 'route',
          states: { route: route([{ target: '#crazier-eights.playing.main.route', actions: ['drawForTurn', 'settle'] }] as const), ...waits },
        },
        /** The draw, then the main phase: up to one play and one discard (plus any additional) until the turn player ends the turn. */
        main: {
          tags: 'main',
          initial: 'route',
          states: {
            route: route([{ guard: 'turnPlayerOut', target: '#crazier-eights.playing.turnOver' }, { target: 'acting' }] as const),
            acting: {
              tags: 'acting',
              on: {
                'card.played': [
                  { guard: 'badPlay', actions: 'faultPlay' },
                  { target: 'route', actions: ['play', 'settle'] },
                ],
                'card.discarded': [
                  { guard: 'badDiscard', actions: 'faultDiscard' },
                  { target: 'route', actions: ['discard', 'settle'] },
                ],
                'turn.ended': [
                  { guard: 'badEndTurn', actions: 'faultEndTurn' },
                  { target: '#crazier-eights.playing.end.route', actions: ['endTurn', 'settle'] },
                ],
              },
            },
            ...waits,
          },
        },
        /** The end phase: abilities "at the end of a turn" take effect; then the turn is over. */
        end: {
          tags: 'end',
          initial: 'route',
          states: { route: route([{ target: '#crazier-eights.playing.turnOver' }] as const), ...waits },
        },
        /** The next player still in the game, clockwise, takes the next turn. */
        turnOver: {
          always: [
            { guard: 'gameOver', target: OVER },
            { target: 'turnBegins', actions: ['nextTurn', 'settle'] },
          ],
        },
      },
    },
    /** A game is over: the series goes on with the next game's first player, or it is over too. */
    ended: {
      tags: ['over', 'hosting'],
      always: { guard: 'seriesOver', target: 'over' },
      on: {
        'first.chosen': [
          { guard: 'badFirst', actions: 'faultFirst' },
          { actions: 'first', target: 'starting' },
        ],
      },
    },
    over: { tags: 'over' },
  },
});
