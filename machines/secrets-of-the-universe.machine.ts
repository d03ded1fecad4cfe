/**
 * Secrets of the Universe's statechart: a match of games, each a deal, turns of draw and discard
 * (a dummy's turn discards the deck's top card), going out or the deck running out, the reveal,
 * the coins of 3-Sets of 8s and unities of Magic 8s, and the score. It evolves both the host's full
 * state and a seat's redacted state; guards and actions are one-line calls into the steps modules.
 * A fact whose meaning depends on the version (dealing, drawing, discarding, going out) is judged
 * and applied by the match's version (see version.ts); the states are the same for every version.
 * Each state the table rests in is tagged with its step (types.ts, `Step`), which is what decide,
 * advance, the views and the legal commands ask.
 *
 * The Intermediate Version adds the Duel for the first dealer and for Magic 5-Sequences, the
 * layout's deal, the dealer's face-down card turned up at the start of their second turn, pickups
 * and exposed melds while drawing and after, and the claim window after every discard.
 *
 * The Advanced Version adds each player's window for their Private Bonus Cards at the start of a
 * game, Bonus Cards set aside (a Public one drawn from the deck, a Private one from the hand) and
 * swapped, and the packets revealed at scoring instead of coins.
 */
import { assign, setup } from 'xstate';
import * as end from '../src/games/secrets-of-the-universe/end-steps.js';
import * as claim from '../src/games/secrets-of-the-universe/intermediate/steps.js';
import { turnUpDue } from '../src/games/secrets-of-the-universe/intermediate/rules.js';
import * as steps from '../src/games/secrets-of-the-universe/steps.js';
import type { Ev, SecretsContext, SecretsEvent, SecretsTag } from '../src/games/secrets-of-the-universe/types.js';
import type { VersionSteps } from '../src/games/secrets-of-the-universe/version.js';
import { versionOf } from '../src/games/secrets-of-the-universe/versions.js';

type Check = (ctx: SecretsContext, e: never) => string | null;
type Args = { context: SecretsContext; event: SecretsEvent };
const as = <T extends SecretsEvent['type']>(event: SecretsEvent) => event as Ev<T>;
/** A guard and a fault action for one kind of event, judged by `check`. */
const bad = (check: Check) => ({ context, event }: Args) => check(context, event as never) !== null;
const fault = (check: Check) => ({ context, event }: Args) => ({ fault: check(context, event as never) });
/** An assigner applying `change` to the context. */
const apply = (change: (ctx: SecretsContext, e: never) => Partial<SecretsContext>) => ({ context, event }: Args) => change(context, event as never);
type FaultName = { [K in keyof VersionSteps]: K extends `${string}Fault` ? K : never }[keyof VersionSteps];
type ChangeName = Exclude<keyof VersionSteps, FaultName>;
/** The match's version's own fault `name`, for a fact whose meaning depends on the version. */
const judged = (name: FaultName): Check => (ctx, e) => (versionOf(ctx).steps[name] as Check)(ctx, e);
/** The match's version's own change `name`. */
const changed = (name: ChangeName) => (ctx: SecretsContext, e: never): Partial<SecretsContext> =>
  (versionOf(ctx).steps[name] as (c: SecretsContext, e: never) => Partial<SecretsContext>)(ctx, e);

export const secretsMachine = setup({
  types: {
    context: {} as SecretsContext,
    events: {} as SecretsEvent,
    tags: {} as SecretsTag,
  },
  guards: {
    badCreate: ({ event }) => steps.createFault(as<'game.created'>(event)) !== null,
    badDealer: bad(judged('dealerFault')),
    badDealerDuel: bad(judged('dealerDuelFault')),
    badDeal: bad(judged('dealFault')),
    badLayout: bad(judged('layoutFault')),
    badTurnUp: bad(judged('turnUpFault')),
    badDraw: bad(judged('drawFault')),
    badTake: bad(judged('takeFault')),
    badPickUp: bad(judged('pickUpFault')),
    badExtend: bad(judged('extendFault')),
    badJoin: bad(judged('joinFault')),
    badDiscard: bad(judged('discardFault')),
    badDummy: bad(judged('dummyFault')),
    badPass: bad(judged('passFault')),
    badBump: bad(judged('bumpFault')),
    badWentOut: bad(judged('wentOutFault')),
    badBonusDuel: bad(judged('bonusDuelFault')),
    badSetAside: bad(judged('setAsideFault')),
    badBonusDrawn: bad(judged('bonusDrawnFault')),
    badPrivatesClosed: bad(judged('privatesClosedFault')),
    badSwap: bad(judged('swapFault')),
    badDummyAside: bad(judged('dummyAsideFault')),
    badPacket: bad(judged('packetFault')),
    badExhausted: bad(steps.exhaustedFault),
    badReveal: bad(end.revealFault),
    badCall: bad(end.calledFault),
    badFlip: bad(end.flippedFault),
    badScore: bad(end.scoredFault),
    badOver: bad(end.overFault),
    badReady: bad(end.readyFault),
    claimWindow: ({ context }) => versionOf(context).claimWindow,
    takesOnce: ({ context }) => versionOf(context).takesOnce,
    dealerKnown: ({ context }) => steps.dealerKnown(context),
    dummyTurn: ({ context }) => steps.dummyTurn(context),
    turnUpDue: ({ context }) => turnUpDue(context),
    privatesDue: ({ context }) => context.privates !== null,
    packetDue: ({ context }) => end.packetDue(context),
    allPassed: ({ context }) => claim.allPassed(context),
    duelDue: ({ context }) => end.duelDue(context),
    coinPending: ({ context }) => end.coinPending(context),
    lastGame: ({ context }) => end.lastGame(context),
    waitsForNext: ({ context }) => end.waitsForNext(context),
    allReady: ({ context }) => end.allReady(context),
  },
  actions: {
    create: assign(({ event }) => steps.create(as<'game.created'>(event))),
    chooseDealer: assign(({ event }) => steps.chooseDealer(as<'dealer.chosen'>(event))),
    dealerDuel: assign(apply(changed('dealerDuel'))),
    deal: assign(apply(changed('deal'))),
    layout: assign(apply(changed('layout'))),
    turnUp: assign(apply(changed('turnUp'))),
    draw: assign(apply(changed('draw'))),
    take: assign(apply(changed('take'))),
    pickUp: assign(apply(changed('pickUp'))),
    extend: assign(apply(changed('extend'))),
    join: assign(apply(changed('join'))),
    discard: assign(apply(changed('discard'))),
    dummyDiscard: assign(apply(changed('dummyDiscard'))),
    pass: assign(apply(changed('pass'))),
    bump: assign(apply(changed('bump'))),
    closeClaim: assign(apply(claim.closeClaim)),
    wentOut: assign(apply(changed('wentOut'))),
    setAside: assign(apply(changed('setAside'))),
    bonusDrawn: assign(apply(changed('bonusDrawn'))),
    privatesClosed: assign(apply(changed('privatesClosed'))),
    swap: assign(apply(changed('swap'))),
    dummyAside: assign(apply(changed('dummyAside'))),
    packet: assign(apply(changed('packet'))),
    exhausted: assign(({ event }) => steps.exhausted(as<'deck.exhausted'>(event))),
    reveal: assign(apply(end.reveal)),
    bonusDuel: assign(apply(changed('bonusDuel'))),
    called: assign(apply(end.called)),
    flipped: assign(apply(end.flipped)),
    scored: assign(apply(end.scored)),
    over: assign(({ context }) => end.over(context)),
    awaitNext: assign(({ context }) => end.awaitNext(context)),
    ready: assign(apply(end.ready)),
    nextGame: assign(() => end.nextGame()),
    faultCreate: assign(({ event }) => ({ fault: steps.createFault(as<'game.created'>(event)) })),
    faultDealer: assign(fault(judged('dealerFault'))),
    faultDealerDuel: assign(fault(judged('dealerDuelFault'))),
    faultDeal: assign(fault(judged('dealFault'))),
    faultLayout: assign(fault(judged('layoutFault'))),
    faultTurnUp: assign(fault(judged('turnUpFault'))),
    faultDraw: assign(fault(judged('drawFault'))),
    faultTake: assign(fault(judged('takeFault'))),
    faultPickUp: assign(fault(judged('pickUpFault'))),
    faultExtend: assign(fault(judged('extendFault'))),
    faultJoin: assign(fault(judged('joinFault'))),
    faultDiscard: assign(fault(judged('discardFault'))),
    faultDummy: assign(fault(judged('dummyFault'))),
    faultPass: assign(fault(judged('passFault'))),
    faultBump: assign(fault(judged('bumpFault'))),
    faultWentOut: assign(fault(judged('wentOutFault'))),
    faultSetAside: assign(fault(judged('setAsideFault'))),
    faultBonusDrawn: assign(fault(judged('bonusDrawnFault'))),
    faultPrivatesClosed: assign(fault(judged('privatesClosedFault'))),
    faultSwap: assign(fault(judged('swapFault'))),
    faultDummyAside: assign(fault(judged('dummyAsideFault'))),
    faultPacket: assign(fault(judged('packetFault'))),
    faultExhausted: assign(fault(steps.exhaustedFault)),
    faultReveal: assign(fault(end.revealFault)),
    faultBonusDuel: assign(fault(judged('bonusDuelFault'))),
    faultCall: assign(fault(end.calledFault)),
    faultFlip: assign(fault(end.flippedFault)),
    faultScore: assign(fault(end.scoredFault)),
    faultOver: assign(fault(end.overFault)),
    faultReady: assign(fault(end.readyFault)),
    unexpected: assign(({ event }) => ({ fault: `${event.type} is not possible now` })),
  },
}).createMachine({
  id: 'secrets-of-the-universe',
  context: steps.emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: { tags: 'lobby', on: { 'game.created': [{ guard: 'badCreate', actions: 'faultCreate' }, { target: 'choosingDealer', actions: 'create' }] } },
    /** The Basic Version draws the first dealer at random; the Intermediate Version duels, tied seats again. */
    choosingDealer: {
      tags: 'choosingDealer',
      always: { guard: 'dealerKnown', target: 'dealing' },
      on: {
        'dealer.chosen': [{ guard: 'badDealer', actions: 'faultDealer' }, { target: 'dealing', actions: 'chooseDealer' }],
        'duel.dealt': [{ guard: 'badDealerDuel', actions: 'faultDealerDuel' }, { actions: 'dealerDuel' }],
      },
    },
    dealing: {
      tags: 'dealing',
      on: {
        'game.dealt': [{ guard: 'badDeal', actions: 'faultDeal' }, { target: 'playing', actions: 'deal' }],
        'layout.dealt': [{ guard: 'badLayout', actions: 'faultLayout' }, { target: 'playing', actions: 'layout' }],
      },
    },
    playing: {
      tags: 'inPlay',
      initial: 'next',
      states: {
        /**
         * Whose turn is it: at the start of an Advanced game each player's window for Private Bonus
         * Cards first; a dummy's or a player's; the dealer's second turn first turns up the face-down card.
         */
        next: { always: [{ guard: 'privatesDue', target: 'privates' }, { guard: 'dummyTurn', target: 'dummy' }, { guard: 'turnUpDue', target: 'turningUp' }, { target: 'draw' }] },
        /** Advanced: one player at a time sets aside Private Bonus Cards for replacements, until they pass or the time is up. */
        privates: {
          tags: 'privates',
          on: {
            'bonus.setAside': [{ guard: 'badSetAside', actions: 'faultSetAside' }, { actions: 'setAside' }],
            'privates.closed': [{ guard: 'badPrivatesClosed', actions: 'faultPrivatesClosed' }, { target: 'next', actions: 'privatesClosed' }],
          },
        },
        turningUp: { tags: 'turningUp', on: { 'faceDown.turnedUp': [{ guard: 'badTurnUp', actions: 'faultTurnUp' }, { target: 'draw', actions: 'turnUp' }] } },
        draw: {
          tags: 'draw',
          on: {
            'card.drawn': [{ guard: 'badDraw', actions: 'faultDraw' }, { target: 'discard', actions: 'draw' }],
            'discard.taken': [{ guard: 'badTake', actions: 'faultTake' }, { target: 'discard', actions: 'take' }],
            'discards.pickedUp': [{ guard: 'badPickUp', actions: 'faultPickUp' }, { target: 'discard', actions: 'pickUp' }],
            'deck.exhausted': [{ guard: 'badExhausted', actions: 'faultExhausted' }, { target: '#secrets-of-the-universe.revealing', actions: 'exhausted' }],
            'bonus.drawn': [{ guard: 'badBonusDrawn', actions: 'faultBonusDrawn' }, { actions: 'bonusDrawn' }],
            'bonus.setAside': [{ guard: 'badSetAside', actions: 'faultSetAside' }, { actions: 'setAside' }],
            'zeros.swapped': [{ guard: 'badSwap', actions: 'faultSwap' }, { actions: 'swap' }],
          },
        },
        /** After drawing: discard or go out; after drawing from the discards, more of them may be taken. */
        discard: {
          tags: 'discard',
          on: {
            'card.discarded': [
              { guard: 'badDiscard', actions: 'faultDiscard' },
              { guard: 'claimWindow', target: 'claim', actions: 'discard' },
              { target: 'next', actions: 'discard' },
            ],
            'player.wentOut': [{ guard: 'badWentOut', actions: 'faultWentOut' }, { target: '#secrets-of-the-universe.revealing', actions: 'wentOut' }],
            'discard.taken': [{ guard: 'takesOnce', actions: 'unexpected' }, { guard: 'badTake', actions: 'faultTake' }, { actions: 'take' }],
            'discards.pickedUp': [{ guard: 'badPickUp', actions: 'faultPickUp' }, { actions: 'pickUp' }],
            'meld.extended': [{ guard: 'badExtend', actions: 'faultExtend' }, { actions: 'extend' }],
            'melds.joined': [{ guard: 'badJoin', actions: 'faultJoin' }, { actions: 'join' }],
            'bonus.setAside': [{ guard: 'badSetAside', actions: 'faultSetAside' }, { actions: 'setAside' }],
            'zeros.swapped': [{ guard: 'badSwap', actions: 'faultSwap' }, { actions: 'swap' }],
          },
        },
        dummy: {
          tags: 'dummy',
          on: {
            'dummy.discarded': [
              { guard: 'badDummy', actions: 'faultDummy' },
              { guard: 'claimWindow', target: 'claim', actions: 'dummyDiscard' },
              { target: 'next', actions: 'dummyDiscard' },
            ],
            'deck.exhausted': [{ guard: 'badExhausted', actions: 'faultExhausted' }, { target: '#secrets-of-the-universe.revealing', actions: 'exhausted' }],
            'dummy.setAside': [{ guard: 'badDummyAside', actions: 'faultDummyAside' }, { actions: 'dummyAside' }],
          },
        },
        /** After an Intermediate discard: every other seat may bump it or pass; the host closes it when the time is up. */
        claim: {
          tags: 'claim',
          always: { guard: 'allPassed', target: 'next', actions: 'closeClaim' },
          on: {
            'claim.passed': [{ guard: 'badPass', actions: 'faultPass' }, { actions: 'pass' }],
            'card.bumped': [{ guard: 'badBump', actions: 'faultBump' }, { target: 'next', actions: 'bump' }],
            'claim.closed': { target: 'next', actions: 'closeClaim' },
          },
        },
      },
    },
    revealing: { tags: 'revealing', on: { 'hands.revealed': [{ guard: 'badReveal', actions: 'faultReveal' }, { target: 'revealed', actions: 'reveal' }] } },
    /** A Duel first when someone has a Magic 5-Sequence, then the coins. */
    revealed: { always: [{ guard: 'duelDue', target: 'dueling' }, { target: 'coins' }] },
    dueling: { tags: 'dueling', on: { 'duel.dealt': [{ guard: 'badBonusDuel', actions: 'faultBonusDuel' }, { target: 'coins', actions: 'bonusDuel' }] } },
    /** One coin at a time: its owner calls, the host flips; Advanced: one packet at a time, revealed by the host. */
    coins: {
      initial: 'next',
      states: {
        next: { always: [{ guard: 'packetDue', target: 'packets' }, { guard: 'coinPending', target: 'calling' }, { target: '#secrets-of-the-universe.scoring' }] },
        packets: { tags: 'packets', on: { 'packet.revealed': [{ guard: 'badPacket', actions: 'faultPacket' }, { target: 'next', actions: 'packet' }] } },
        calling: { tags: 'calling', on: { 'coin.called': [{ guard: 'badCall', actions: 'faultCall' }, { target: 'flipping', actions: 'called' }] } },
        flipping: { tags: 'flipping', on: { 'coin.flipped': [{ guard: 'badFlip', actions: 'faultFlip' }, { target: 'next', actions: 'flipped' }] } },
      },
    },
    scoring: { tags: 'scoring', on: { 'game.scored': [{ guard: 'badScore', actions: 'faultScore' }, { target: 'scored', actions: 'scored' }] } },
    /** Another game (once every player pressed Next, or the wait is over), or the end of the match. */
    scored: { always: [{ guard: 'lastGame', target: 'matchEnding' }, { guard: 'waitsForNext', target: 'between', actions: 'awaitNext' }, { target: 'dealing' }] },
    between: {
      tags: 'between',
      always: [{ guard: 'allReady', target: 'dealing', actions: 'nextGame' }],
      on: {
        'player.ready': [{ guard: 'badReady', actions: 'faultReady' }, { actions: 'ready' }],
        'ready.timedOut': { target: 'dealing', actions: 'nextGame' },
      },
    },
    matchEnding: { tags: 'matchEnding', on: { 'match.over': [{ guard: 'badOver', actions: 'faultOver' }, { target: 'matchOver', actions: 'over' }] } },
    matchOver: { tags: 'matchOver' },
  },
});
