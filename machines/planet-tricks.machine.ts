/**
 * The planet trick-taking game's statechart. It evolves both the host's full state and a seat's
 * redacted state (hidden cards are null). Each event is judged by its rule (judge.ts); the other
 * guards and actions are one-line calls into rules/steps. Its tags (types.ts, `PlanetTag`) are what
 * decide, advance, the view and the legal commands ask.
 */
import { assign } from 'xstate';
import { setup } from '../src/kernel/statechart-setup.js';
import * as rules from '../src/games/planet-tricks/rules.js';
import * as steps from '../src/games/planet-tricks/steps.js';
import type { PlanetContext, PlanetEvent, PlanetTag } from '../src/games/planet-tricks/types.js';
import { judge } from './judge.js';

const judged = judge<PlanetContext, PlanetEvent>()
  .rule(
    'create',
    'game.created',
    (_, e) => steps.createFault(e),
    (_, e) => steps.create(e),
  )
  .rule('deal', 'round.dealt', steps.dealFault, steps.deal)
  .rule(
    'play',
    'card.played',
    (ctx, e) => rules.refusePlay(ctx, e.seat, e.card)?.reason ?? null,
    (ctx, e) => steps.play(ctx, e.seat, e.card),
  );

export const planetMachine = setup({
  types: {
    context: {} as PlanetContext,
    events: {} as PlanetEvent,
    tags: {} as PlanetTag,
  },
  guards: {
    ...judged.guards,
    lastCardOfTrick: ({ context }) => steps.lastCardOfTrick(context),
    lastCardOfRound: ({ context }) => steps.lastCardOfRound(context),
    targetReached: ({ context }) => rules.gameOver(context.totals),
  },
  actions: {
    ...judged.actions,
    takeTrick: assign(({ context }) => steps.takeTrick(context)),
    scoreRound: assign(({ context }) => steps.scoreRound(context)),
  },
}).createMachine({
  id: 'planet-tricks',
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
      tags: 'dealing',
      on: {
        'round.dealt': [
          { guard: 'badDeal', actions: 'faultDeal' },
          { target: 'playing', actions: 'deal' },
        ],
      },
    },
    playing: {
      tags: 'playing',
      on: {
        'card.played': [
          { guard: 'badPlay', actions: 'faultPlay' },
          { guard: 'lastCardOfRound', target: 'roundOver', actions: ['play', 'takeTrick', 'scoreRound'] },
          { guard: 'lastCardOfTrick', actions: ['play', 'takeTrick'] },
          { actions: 'play' },
        ],
      },
    },
    roundOver: { always: [{ guard: 'targetReached', target: 'gameOver' }, { target: 'dealing' }] },
    gameOver: { tags: 'over' },
  },
});
