/**
 * High Card's statechart: domain types first (rules.ts); each event judged by its rule (the shared
 * judge: guard `bad<Stem>`, actions `fault<Stem>` and `<stem>`); other guards and actions as
 * one-line calls; then the shape, whose tags are what the game's functions ask.
 */
import { assertEvent } from 'xstate';
import { setup } from '../../src/kernel/statechart-setup.js';
import { judge } from '../../machines/judge.js';
import { createFault, emptyContext, handsEmpty, play, refusePlay, type HighCardContext, type HighCardEvent } from './rules.js';

/** What the game's functions ask of the chart: the host deals, a card is to be played, the game is over. */
export type HighCardTag = 'dealing' | 'turns' | 'over';

const judged = judge<HighCardContext, HighCardEvent>()
  .rule(
    'create',
    'game.created',
    (_, e) => createFault(e),
    (_, e) => ({ ...emptyContext, names: e.names, handSize: e.options.handSize, tricks: e.names.map(() => 0) }),
  )
  .rule(
    'deal',
    'cards.dealt',
    () => null,
    (_, e) => ({ hands: e.hands }),
  )
  .rule(
    'play',
    'card.played',
    (ctx, e) => refusePlay(ctx, e.seat, e.card)?.reason ?? null,
    (ctx, e) => play(ctx, e.seat, e.card),
  );

export const highCardMachine = setup({
  types: { context: {} as HighCardContext, events: {} as HighCardEvent, tags: {} as HighCardTag },
  guards: {
    ...judged.guards,
    lastCard: ({ context, event }) => {
      assertEvent(event, 'card.played');
      return handsEmpty(play(context, event.seat, event.card));
    },
  },
  actions: judged.actions,
}).createMachine({
  id: 'high-card',
  context: emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: { on: { 'game.created': { target: 'dealing', actions: 'create' } } },
    dealing: { tags: ['dealing'], on: { 'cards.dealt': { target: 'playing', actions: 'deal' } } },
    playing: {
      tags: ['turns'],
      on: {
        'card.played': [{ guard: 'badPlay', actions: 'faultPlay' }, { guard: 'lastCard', target: 'over', actions: 'play' }, { actions: 'play' }],
      },
    },
    over: { tags: ['over'], type: 'final' },
  },
});
