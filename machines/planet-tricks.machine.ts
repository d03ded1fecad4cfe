/**
 * The planet trick-taking game's statechart. It evolves both the host's full state and a seat's
 * redacted state (hidden cards are null). Guards and actions are one-line calls into rules/steps.
 * Its tags are what the rest of the code asks: the host deals (`dealing`), a card is to be played
 * (`playing`), the game is over (`over`).
 */
import { assign, setup } from 'xstate';
import * as rules from '../src/games/planet-tricks/rules.js';
import * as steps from '../src/games/planet-tricks/steps.js';
import type { PlanetContext, PlanetEvent } from '../src/games/planet-tricks/types.js';

type Ev<T extends PlanetEvent['type']> = Extract<PlanetEvent, { type: T }>;
const dealt = (e: PlanetEvent) => e as Ev<'round.dealt'>;
const played = (e: PlanetEvent) => e as Ev<'card.played'>;

export const planetMachine = setup({
  types: {
    context: {} as PlanetContext,
    events: {} as PlanetEvent,
    tags: {} as 'dealing' | 'playing' | 'over',
  },
  guards: {
    validCreate: ({ event }) => steps.createFault(event as Ev<'game.created'>) === null,
    validDeal: ({ context, event }) => steps.dealFault(context, dealt(event)) === null,
    illegalPlay: ({ context, event }) => rules.refusePlay(context, played(event).seat, played(event).card) !== null,
    lastCardOfTrick: ({ context }) => steps.lastCardOfTrick(context),
    lastCardOfRound: ({ context }) => steps.lastCardOfRound(context),
    targetReached: ({ context }) => rules.gameOver(context.totals),
  },
  actions: {
    create: assign(({ event }) => steps.create(event as Ev<'game.created'>)),
    deal: assign(({ context, event }) => steps.deal(context, dealt(event))),
    play: assign(({ context, event }) => steps.play(context, played(event).seat, played(event).card)),
    takeTrick: assign(({ context }) => steps.takeTrick(context)),
    scoreRound: assign(({ context }) => steps.scoreRound(context)),
    createFault: assign(({ event }) => ({ fault: steps.createFault(event as Ev<'game.created'>) })),
    dealFault: assign(({ context, event }) => ({ fault: steps.dealFault(context, dealt(event)) })),
    playFault: assign(({ context, event }) => ({
      fault: rules.refusePlay(context, played(event).seat, played(event).card)?.reason ?? 'illegal play',
    })),
    unexpected: assign(({ event }) => ({ fault: `${event.type} is not possible now` })),
  },
}).createMachine({
  id: 'planet-tricks',
  context: steps.emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: { on: { 'game.created': [{ guard: 'validCreate', target: 'dealing', actions: 'create' }, { actions: 'createFault' }] } },
    dealing: {
      tags: 'dealing',
      on: { 'round.dealt': [{ guard: 'validDeal', target: 'playing', actions: 'deal' }, { actions: 'dealFault' }] },
    },
    playing: {
      tags: 'playing',
      on: {
        'card.played': [
          { guard: 'illegalPlay', actions: 'playFault' },
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
