/** High Card's statechart: domain types first (rules.ts), guards and actions as one-line calls, then the shape. */
import { assign, setup } from 'xstate';
import { emptyContext, handsEmpty, play, refusePlay, type HighCardContext, type HighCardEvent } from './rules.js';

type Ev<T extends HighCardEvent['type']> = Extract<HighCardEvent, { type: T }>;
const played = (e: HighCardEvent) => e as Ev<'card.played'>;

export const highCardMachine = setup({
  types: { context: {} as HighCardContext, events: {} as HighCardEvent },
  guards: {
    illegalPlay: ({ context, event }) => refusePlay(context, played(event).seat, played(event).card) !== null,
    lastCard: ({ context, event }) => handsEmpty(play(context, played(event).seat, played(event).card)),
  },
  actions: {
    create: assign(({ event }) => {
      const e = event as Ev<'game.created'>;
      return { ...emptyContext, names: e.names, handSize: e.options.handSize, tricks: e.names.map(() => 0) };
    }),
    deal: assign(({ event }) => ({ hands: (event as Ev<'cards.dealt'>).hands })),
    play: assign(({ context, event }) => play(context, played(event).seat, played(event).card)),
    playFault: assign(({ context, event }) => ({ fault: refusePlay(context, played(event).seat, played(event).card)!.reason })),
    unexpected: assign(({ event }) => ({ fault: `${event.type} is not possible now` })),
  },
}).createMachine({
  id: 'high-card',
  context: emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: { on: { 'game.created': { target: 'dealing', actions: 'create' } } },
    dealing: { on: { 'cards.dealt': { target: 'playing', actions: 'deal' } } },
    playing: {
      tags: ['turns'],
      on: {
        'card.played': [
          { guard: 'illegalPlay', actions: 'playFault' },
          { guard: 'lastCard', target: 'over', actions: 'play' },
          { actions: 'play' },
        ],
      },
    },
    over: { type: 'final' },
  },
});
