/**
 * Secrets of the Universe's statechart: a match of games, each a deal, turns of draw and discard
 * (a dummy's turn discards the deck's top card), going out or the deck running out, the reveal,
 * the coins of 3-Sets of 8s and the score. It evolves both the host's full state and a seat's
 * redacted state; guards and actions are one-line calls into steps.
 *
 * Room to grow: the Intermediate Version's claim window after a discard (bumping) and picking up
 * several discards into exposed melds become states between `discard` and `next`.
 */
import { assign, setup } from 'xstate';
import { dealFault } from '../src/games/secrets-of-the-universe/deal.js';
import * as steps from '../src/games/secrets-of-the-universe/steps.js';
import type { Ev, SecretsContext, SecretsEvent } from '../src/games/secrets-of-the-universe/types.js';

type Check = (ctx: SecretsContext, e: never) => string | null;
const as = <T extends SecretsEvent['type']>(event: SecretsEvent) => event as Ev<T>;
/** A guard and a fault action for one kind of event, judged by `check`. */
const bad = (check: Check) => ({ context, event }: { context: SecretsContext; event: SecretsEvent }) => check(context, event as never) !== null;
const fault = (check: Check) => ({ context, event }: { context: SecretsContext; event: SecretsEvent }) => ({ fault: check(context, event as never) });

export const secretsMachine = setup({
  types: {
    context: {} as SecretsContext,
    events: {} as SecretsEvent,
  },
  guards: {
    badCreate: ({ event }) => steps.createFault(as<'game.created'>(event)) !== null,
    badDealer: bad(steps.dealerFault),
    badDeal: bad(dealFault),
    badDraw: bad(steps.drawFault),
    badTake: bad(steps.takeFault),
    badDiscard: bad(steps.discardFault),
    badDummy: bad(steps.dummyFault),
    badWentOut: bad(steps.wentOutFault),
    badExhausted: bad(steps.exhaustedFault),
    badReveal: bad(steps.revealFault),
    badCall: bad(steps.calledFault),
    badFlip: bad(steps.flippedFault),
    badScore: bad(steps.scoredFault),
    badOver: bad(steps.overFault),
    dummyTurn: ({ context }) => steps.dummyTurn(context),
    coinPending: ({ context }) => steps.coinPending(context),
    lastGame: ({ context }) => steps.lastGame(context),
  },
  actions: {
    create: assign(({ event }) => steps.create(as<'game.created'>(event))),
    chooseDealer: assign(({ event }) => steps.chooseDealer(as<'dealer.chosen'>(event))),
    deal: assign(({ context, event }) => steps.deal(context, as<'game.dealt'>(event))),
    draw: assign(({ context, event }) => steps.draw(context, as<'card.drawn'>(event))),
    take: assign(({ context, event }) => steps.take(context, as<'discard.taken'>(event))),
    discard: assign(({ context, event }) => steps.discard(context, as<'card.discarded'>(event))),
    dummyDiscard: assign(({ context, event }) => steps.dummyDiscard(context, as<'dummy.discarded'>(event))),
    wentOut: assign(({ event }) => steps.wentOut(as<'player.wentOut'>(event))),
    exhausted: assign(({ event }) => steps.exhausted(as<'deck.exhausted'>(event))),
    reveal: assign(({ context, event }) => steps.reveal(context, as<'hands.revealed'>(event))),
    called: assign(({ context, event }) => steps.called(context, as<'coin.called'>(event))),
    flipped: assign(({ context, event }) => steps.flipped(context, as<'coin.flipped'>(event))),
    scored: assign(({ context, event }) => steps.scored(context, as<'game.scored'>(event))),
    over: assign(({ context }) => steps.over(context)),
    createFault: assign(({ event }) => ({ fault: steps.createFault(as<'game.created'>(event)) })),
    dealerFault: assign(fault(steps.dealerFault)),
    dealFault: assign(fault(dealFault)),
    drawFault: assign(fault(steps.drawFault)),
    takeFault: assign(fault(steps.takeFault)),
    discardFault: assign(fault(steps.discardFault)),
    dummyFault: assign(fault(steps.dummyFault)),
    wentOutFault: assign(fault(steps.wentOutFault)),
    exhaustedFault: assign(fault(steps.exhaustedFault)),
    revealFault: assign(fault(steps.revealFault)),
    callFault: assign(fault(steps.calledFault)),
    flipFault: assign(fault(steps.flippedFault)),
    scoreFault: assign(fault(steps.scoredFault)),
    overFault: assign(fault(steps.overFault)),
    unexpected: assign(({ event }) => ({ fault: `${event.type} is not possible now` })),
  },
}).createMachine({
  id: 'secrets-of-the-universe',
  context: steps.emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: { on: { 'game.created': [{ guard: 'badCreate', actions: 'createFault' }, { target: 'choosingDealer', actions: 'create' }] } },
    choosingDealer: { on: { 'dealer.chosen': [{ guard: 'badDealer', actions: 'dealerFault' }, { target: 'dealing', actions: 'chooseDealer' }] } },
    dealing: { on: { 'game.dealt': [{ guard: 'badDeal', actions: 'dealFault' }, { target: 'playing', actions: 'deal' }] } },
    playing: {
      initial: 'next',
      states: {
        /** Whose turn is it: a dummy's or a player's. */
        next: { always: [{ guard: 'dummyTurn', target: 'dummy' }, { target: 'draw' }] },
        draw: {
          on: {
            'card.drawn': [{ guard: 'badDraw', actions: 'drawFault' }, { target: 'discard', actions: 'draw' }],
            'discard.taken': [{ guard: 'badTake', actions: 'takeFault' }, { target: 'discard', actions: 'take' }],
            'deck.exhausted': [{ guard: 'badExhausted', actions: 'exhaustedFault' }, { target: '#secrets-of-the-universe.revealing', actions: 'exhausted' }],
          },
        },
        discard: {
          on: {
            'card.discarded': [{ guard: 'badDiscard', actions: 'discardFault' }, { target: 'next', actions: 'discard' }],
            'player.wentOut': [{ guard: 'badWentOut', actions: 'wentOutFault' }, { target: '#secrets-of-the-universe.revealing', actions: 'wentOut' }],
          },
        },
        dummy: {
          on: {
            'dummy.discarded': [{ guard: 'badDummy', actions: 'dummyFault' }, { target: 'next', actions: 'dummyDiscard' }],
            'deck.exhausted': [{ guard: 'badExhausted', actions: 'exhaustedFault' }, { target: '#secrets-of-the-universe.revealing', actions: 'exhausted' }],
          },
        },
      },
    },
    revealing: { on: { 'hands.revealed': [{ guard: 'badReveal', actions: 'revealFault' }, { target: 'coins', actions: 'reveal' }] } },
    /** One coin at a time: its owner calls, the host flips. */
    coins: {
      initial: 'next',
      states: {
        next: { always: [{ guard: 'coinPending', target: 'calling' }, { target: '#secrets-of-the-universe.scoring' }] },
        calling: { on: { 'coin.called': [{ guard: 'badCall', actions: 'callFault' }, { target: 'flipping', actions: 'called' }] } },
        flipping: { on: { 'coin.flipped': [{ guard: 'badFlip', actions: 'flipFault' }, { target: 'next', actions: 'flipped' }] } },
      },
    },
    scoring: { on: { 'game.scored': [{ guard: 'badScore', actions: 'scoreFault' }, { target: 'scored', actions: 'scored' }] } },
    /** Another game, or the end of the match. */
    scored: { always: [{ guard: 'lastGame', target: 'matchEnding' }, { target: 'dealing' }] },
    matchEnding: { on: { 'match.over': [{ guard: 'badOver', actions: 'overFault' }, { target: 'matchOver', actions: 'over' }] } },
    matchOver: {},
  },
});
