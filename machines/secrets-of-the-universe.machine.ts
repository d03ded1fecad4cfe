/**
 * Secrets of the Universe's statechart: a match of games, each a deal, turns of draw and discard
 * (a dummy's turn discards the deck's top card), going out or the deck running out, the reveal,
 * the coins of 3-Sets of 8s and unities of Magic 8s, and the score. It evolves both the host's full
 * state and a seat's redacted state. Each event is judged by its rule (judge.ts); the other guards
 * and actions are one-line calls into the steps modules.
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
import { assign } from 'xstate';
import { setup } from '../src/kernel/statechart-setup.js';
import * as end from '../src/games/secrets-of-the-universe/end-steps.js';
import * as steps from '../src/games/secrets-of-the-universe/steps.js';
import type { SecretsContext, SecretsEvent, SecretsTag } from '../src/games/secrets-of-the-universe/types.js';
import { versionOf } from '../src/games/secrets-of-the-universe/versions.js';
import { judge } from './judge.js';

/** The match's version's steps, for a fact whose meaning depends on the version. */
const v = (ctx: SecretsContext) => versionOf(ctx).steps;

const judged = judge<SecretsContext, SecretsEvent>()
  .rule(
    'create',
    'game.created',
    (_, e) => steps.createFault(e),
    (_, e) => steps.create(e),
  )
  .rule(
    'chooseDealer',
    'dealer.chosen',
    (c, e) => v(c).dealerFault(c, e),
    (_, e) => steps.chooseDealer(e),
  )
  .rule(
    'duelForDealer',
    'duel.dealt',
    (c, e) => v(c).dealerDuelFault(c, e),
    (c, e) => v(c).dealerDuel(c, e),
  )
  .rule(
    'deal',
    'game.dealt',
    (c, e) => v(c).dealFault(c, e),
    (c, e) => v(c).deal(c, e),
  )
  .rule(
    'dealLayout',
    'layout.dealt',
    (c, e) => v(c).layoutFault(c, e),
    (c, e) => v(c).layout(c, e),
  )
  .rule(
    'turnUp',
    'faceDown.turnedUp',
    (c, e) => v(c).turnUpFault(c, e),
    (c, e) => v(c).turnUp(c, e),
  )
  .rule(
    'draw',
    'card.drawn',
    (c, e) => v(c).drawFault(c, e),
    (c, e) => v(c).draw(c, e),
  )
  .rule(
    'take',
    'discard.taken',
    (c, e) => v(c).takeFault(c, e),
    (c, e) => v(c).take(c, e),
  )
  .rule(
    'pickUp',
    'discards.pickedUp',
    (c, e) => v(c).pickUpFault(c, e),
    (c, e) => v(c).pickUp(c, e),
  )
  .rule(
    'extend',
    'meld.extended',
    (c, e) => v(c).extendFault(c, e),
    (c, e) => v(c).extend(c, e),
  )
  .rule(
    'join',
    'melds.joined',
    (c, e) => v(c).joinFault(c, e),
    (c, e) => v(c).join(c, e),
  )
  .rule(
    'discard',
    'card.discarded',
    (c, e) => v(c).discardFault(c, e),
    (c, e) => v(c).discard(c, e),
  )
  .rule(
    'dummyDiscard',
    'dummy.discarded',
    (c, e) => v(c).dummyFault(c, e),
    (c, e) => v(c).dummyDiscard(c, e),
  )
  .rule(
    'pass',
    'claim.passed',
    (c, e) => v(c).passFault(c, e),
    (c, e) => v(c).pass(c, e),
  )
  .rule(
    'bump',
    'card.bumped',
    (c, e) => v(c).bumpFault(c, e),
    (c, e) => v(c).bump(c, e),
  )
  .rule(
    'goOut',
    'player.wentOut',
    (c, e) => v(c).wentOutFault(c, e),
    (c, e) => v(c).wentOut(c, e),
  )
  .rule(
    'setAside',
    'bonus.setAside',
    (c, e) => v(c).setAsideFault(c, e),
    (c, e) => v(c).setAside(c, e),
  )
  .rule(
    'drawBonus',
    'bonus.drawn',
    (c, e) => v(c).bonusDrawnFault(c, e),
    (c, e) => v(c).bonusDrawn(c, e),
  )
  .rule(
    'closePrivates',
    'privates.closed',
    (c, e) => v(c).privatesClosedFault(c, e),
    (c, e) => v(c).privatesClosed(c, e),
  )
  .rule(
    'swap',
    'zeros.swapped',
    (c, e) => v(c).swapFault(c, e),
    (c, e) => v(c).swap(c, e),
  )
  .rule(
    'setAsideForDummy',
    'dummy.setAside',
    (c, e) => v(c).dummyAsideFault(c, e),
    (c, e) => v(c).dummyAside(c, e),
  )
  .rule(
    'revealPacket',
    'packet.revealed',
    (c, e) => v(c).packetFault(c, e),
    (c, e) => v(c).packet(c, e),
  )
  .rule(
    'duelForBonus',
    'duel.dealt',
    (c, e) => v(c).bonusDuelFault(c, e),
    (c, e) => v(c).bonusDuel(c, e),
  )
  .rule('exhaustDeck', 'deck.exhausted', steps.exhaustedFault, (_, e) => steps.exhausted(e))
  .rule('reveal', 'hands.revealed', end.revealFault, end.reveal)
  .rule('callCoin', 'coin.called', end.calledFault, end.called)
  .rule('flipCoin', 'coin.flipped', end.flippedFault, end.flipped)
  .rule('score', 'game.scored', end.scoredFault, end.scored)
  .rule('endMatch', 'match.over', end.overFault, (c) => end.over(c))
  .rule('ready', 'player.ready', end.readyFault, end.ready);

export const secretsMachine = setup({
  types: {
    context: {} as SecretsContext,
    events: {} as SecretsEvent,
    tags: {} as SecretsTag,
  },
  guards: {
    ...judged.guards,
    claimWindow: ({ context }) => versionOf(context).claimWindow,
    takesOnce: ({ context }) => versionOf(context).takesOnce,
    dealerKnown: ({ context }) => steps.dealerKnown(context),
    dummyTurn: ({ context }) => steps.dummyTurn(context),
    turnUpDue: ({ context }) => v(context).turnUpDue(context),
    privatesDue: ({ context }) => context.privates !== null,
    packetDue: ({ context }) => end.packetDue(context),
    allPassed: ({ context }) => v(context).allPassed(context),
    duelDue: ({ context }) => end.duelDue(context),
    coinPending: ({ context }) => end.coinPending(context),
    lastGame: ({ context }) => end.lastGame(context),
    waitsForNext: ({ context }) => end.waitsForNext(context),
    allReady: ({ context }) => end.allReady(context),
  },
  actions: {
    ...judged.actions,
    closeClaim: assign(({ context }) => v(context).closeClaim(context)),
    awaitNext: assign(({ context }) => end.awaitNext(context)),
    startNextGame: assign(() => end.nextGame()),
  },
}).createMachine({
  id: 'secrets-of-the-universe',
  context: steps.emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: {
      tags: 'lobby',
      on: {
        'game.created': [
          { guard: 'badCreate', actions: 'faultCreate' },
          { target: 'choosingDealer', actions: 'create' },
        ],
      },
    },
    /** The Basic Version draws the first dealer at random; the Intermediate Version duels, tied seats again. */
    choosingDealer: {
      tags: 'choosingDealer',
      always: { guard: 'dealerKnown', target: 'dealing' },
      on: {
        'dealer.chosen': [
          { guard: 'badChooseDealer', actions: 'faultChooseDealer' },
          { target: 'dealing', actions: 'chooseDealer' },
        ],
        'duel.dealt': [{ guard: 'badDuelForDealer', actions: 'faultDuelForDealer' }, { actions: 'duelForDealer' }],
      },
    },
    dealing: {
      tags: 'dealing',
      on: {
        'game.dealt': [
          { guard: 'badDeal', actions: 'faultDeal' },
          { target: 'playing', actions: 'deal' },
        ],
        'layout.dealt': [
          { guard: 'badDealLayout', actions: 'faultDealLayout' },
          { target: 'playing', actions: 'dealLayout' },
        ],
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
        next: {
          always: [
            { guard: 'privatesDue', target: 'privates' },
            { guard: 'dummyTurn', target: 'dummy' },
            { guard: 'turnUpDue', target: 'turningUp' },
            { target: 'draw' },
          ],
        },
        /** Advanced: one player at a time sets aside Private Bonus Cards for replacements, until they pass or the time is up. */
        privates: {
          tags: 'privates',
          on: {
            'bonus.setAside': [{ guard: 'badSetAside', actions: 'faultSetAside' }, { actions: 'setAside' }],
            'privates.closed': [
              { guard: 'badClosePrivates', actions: 'faultClosePrivates' },
              { target: 'next', actions: 'closePrivates' },
            ],
          },
        },
        turningUp: {
          tags: 'turningUp',
          on: {
            'faceDown.turnedUp': [
              { guard: 'badTurnUp', actions: 'faultTurnUp' },
              { target: 'draw', actions: 'turnUp' },
            ],
          },
        },
        draw: {
          tags: 'draw',
          on: {
            'card.drawn': [
              { guard: 'badDraw', actions: 'faultDraw' },
              { target: 'discard', actions: 'draw' },
            ],
            'discard.taken': [
              { guard: 'badTake', actions: 'faultTake' },
              { target: 'discard', actions: 'take' },
            ],
            'discards.pickedUp': [
              { guard: 'badPickUp', actions: 'faultPickUp' },
              { target: 'discard', actions: 'pickUp' },
            ],
            'deck.exhausted': [
              { guard: 'badExhaustDeck', actions: 'faultExhaustDeck' },
              { target: '#secrets-of-the-universe.revealing', actions: 'exhaustDeck' },
            ],
            'bonus.drawn': [{ guard: 'badDrawBonus', actions: 'faultDrawBonus' }, { actions: 'drawBonus' }],
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
            'player.wentOut': [
              { guard: 'badGoOut', actions: 'faultGoOut' },
              { target: '#secrets-of-the-universe.revealing', actions: 'goOut' },
            ],
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
              { guard: 'badDummyDiscard', actions: 'faultDummyDiscard' },
              { guard: 'claimWindow', target: 'claim', actions: 'dummyDiscard' },
              { target: 'next', actions: 'dummyDiscard' },
            ],
            'deck.exhausted': [
              { guard: 'badExhaustDeck', actions: 'faultExhaustDeck' },
              { target: '#secrets-of-the-universe.revealing', actions: 'exhaustDeck' },
            ],
            'dummy.setAside': [{ guard: 'badSetAsideForDummy', actions: 'faultSetAsideForDummy' }, { actions: 'setAsideForDummy' }],
          },
        },
        /** After an Intermediate discard: every other seat may bump it or pass; the host closes it when the time is up. */
        claim: {
          tags: 'claim',
          always: { guard: 'allPassed', target: 'next', actions: 'closeClaim' },
          on: {
            'claim.passed': [{ guard: 'badPass', actions: 'faultPass' }, { actions: 'pass' }],
            'card.bumped': [
              { guard: 'badBump', actions: 'faultBump' },
              { target: 'next', actions: 'bump' },
            ],
            'claim.closed': { target: 'next', actions: 'closeClaim' },
          },
        },
      },
    },
    revealing: {
      tags: 'revealing',
      on: {
        'hands.revealed': [
          { guard: 'badReveal', actions: 'faultReveal' },
          { target: 'revealed', actions: 'reveal' },
        ],
      },
    },
    /** A Duel first when someone has a Magic 5-Sequence, then the coins. */
    revealed: { always: [{ guard: 'duelDue', target: 'dueling' }, { target: 'coins' }] },
    dueling: {
      tags: 'dueling',
      on: {
        'duel.dealt': [
          { guard: 'badDuelForBonus', actions: 'faultDuelForBonus' },
          { target: 'coins', actions: 'duelForBonus' },
        ],
      },
    },
    /** One coin at a time: its owner calls, the host flips; Advanced: one packet at a time, revealed by the host. */
    coins: {
      initial: 'next',
      states: {
        next: {
          always: [{ guard: 'packetDue', target: 'packets' }, { guard: 'coinPending', target: 'calling' }, { target: '#secrets-of-the-universe.scoring' }],
        },
        packets: {
          tags: 'packets',
          on: {
            'packet.revealed': [
              { guard: 'badRevealPacket', actions: 'faultRevealPacket' },
              { target: 'next', actions: 'revealPacket' },
            ],
          },
        },
        calling: {
          tags: 'calling',
          on: {
            'coin.called': [
              { guard: 'badCallCoin', actions: 'faultCallCoin' },
              { target: 'flipping', actions: 'callCoin' },
            ],
          },
        },
        flipping: {
          tags: 'flipping',
          on: {
            'coin.flipped': [
              { guard: 'badFlipCoin', actions: 'faultFlipCoin' },
              { target: 'next', actions: 'flipCoin' },
            ],
          },
        },
      },
    },
    scoring: {
      tags: 'scoring',
      on: {
        'game.scored': [
          { guard: 'badScore', actions: 'faultScore' },
          { target: 'scored', actions: 'score' },
        ],
      },
    },
    /** Another game (once every player pressed Next, or the wait is over), or the end of the match. */
    scored: {
      always: [{ guard: 'lastGame', target: 'matchEnding' }, { guard: 'waitsForNext', target: 'between', actions: 'awaitNext' }, { target: 'dealing' }],
    },
    between: {
      tags: 'between',
      always: [{ guard: 'allReady', target: 'dealing', actions: 'startNextGame' }],
      on: {
        'player.ready': [{ guard: 'badReady', actions: 'faultReady' }, { actions: 'ready' }],
        'ready.timedOut': { target: 'dealing', actions: 'startNextGame' },
      },
    },
    matchEnding: {
      tags: 'matchEnding',
      on: {
        'match.over': [
          { guard: 'badEndMatch', actions: 'faultEndMatch' },
          { target: 'matchOver', actions: 'endMatch' },
        ],
      },
    },
    matchOver: { tags: 'matchOver' },
  },
});
