/**
 * Rules of the Universe!'s statechart: eleven auctions (the characters, then ten of pool cards),
 * each revealed, bid on with sealed coins, ties broken by the Lucky Coin, and picked in order; then
 * the fight, turn by turn: a target, the attack card laid face down (sealed), the target's defence,
 * the reveal and its damage, the magic window in which each living player may exhaust a card, and
 * the end of the turn (the refill with its weariness, deaths, the Champion or the Winner by
 * Cunning). Each event is judged by its rule (judge.ts); the other guards and actions are one-line
 * calls into the rules and steps. Its tags (types.ts, `RotuTag`) are what decide, the host, the
 * view and the legal commands ask.
 */
import { assign } from 'xstate';
import { setup } from '../src/kernel/statechart-setup.js';
import { stageOf, type SealedEvent } from '../src/kernel/sealed.js';
import { lastAuction, picker } from '../src/games/rules-of-the-universe/auction.js';
import * as faults from '../src/games/rules-of-the-universe/faults.js';
import * as fight from '../src/games/rules-of-the-universe/fight.js';
import * as magic from '../src/games/rules-of-the-universe/magic-steps.js';
import * as steps from '../src/games/rules-of-the-universe/steps.js';
import * as turns from '../src/games/rules-of-the-universe/turn-steps.js';
import type { RotuContext, RotuEvent, RotuTag } from '../src/games/rules-of-the-universe/types.js';
import { judge, type Check } from './judge.js';

/** The fault of a sealed round's event, from the round it would leave (a round, or its fault). */
const sealedFault =
  (round: (ctx: RotuContext, e: SealedEvent<number>) => unknown): Check<RotuContext, SealedEvent<number>> =>
  (ctx, e) => {
    const r = round(ctx, e);
    return r && typeof r === 'object' && 'fault' in r ? String(r.fault) : null;
  };
const SEALED = ['choice.sealed', 'choice.opened', 'choice.forfeited'] as const;

const judged = judge<RotuContext, RotuEvent>()
  .rule(
    'create',
    'game.created',
    (_, e) => faults.createFault(e),
    (_, e) => steps.create(e),
  )
  .rule('startAuction', 'auction.started', faults.auctionFault, steps.auctionStarted)
  .rule('bid', SEALED, sealedFault(steps.sealedBid), steps.bidEvent)
  .rule('flip', 'coin.flipped', faults.flipFault, steps.coinFlipped)
  .rule('pick', 'item.picked', faults.pickFault, steps.itemPicked)
  .rule('startTurn', 'turn.started', faults.turnFault, turns.turnStarted)
  .rule('target', 'target.chosen', faults.targetFault, turns.targetChosen)
  .rule('attack', SEALED, sealedFault(turns.sealedAttack), turns.attackEvent)
  .rule('defend', 'defence.chosen', faults.defenceFault, turns.defenceChosen)
  .rule('exhaust', 'card.exhausted', faults.exhaustFault, magic.exhausted)
  .rule('pass', 'magic.passed', faults.passFault, (ctx) => magic.passed(ctx));

export const rotuMachine = setup({
  types: { context: {} as RotuContext, events: {} as RotuEvent, tags: {} as RotuTag },
  guards: {
    ...judged.guards,
    bidsOpen: ({ context }) => stageOf(context.bids!) !== 'done',
    flipDue: ({ context }) => context.auction !== null && context.auction.order.length === 0,
    picksLeft: ({ context }) => picker(context.auction) !== null,
    moreAuctions: ({ context }) => !lastAuction(context.auction!.number),
    mustAttack: ({ context }) => fight.canAttack(context, context.turn),
    magicDue: ({ context }) => magic.magicSeat(context) !== null,
    fightOver: ({ context }) => context.ending !== null,
  },
  actions: {
    ...judged.actions,
    closeBids: assign(({ context }) => steps.bidsClosed(context)),
    closeAuction: assign(({ context }) => steps.auctionClosed(context)),
    skipTurn: assign(({ context }) => turns.skipped(context)),
    strike: assign(({ context }) => turns.struck(context)),
    voidAttack: assign(({ context }) => turns.voided(context)),
    openMagic: assign(({ context }) => magic.magicOpened(context)),
    endTurn: assign(({ context }) => turns.turnEnded(context)),
  },
}).createMachine({
  id: 'rules-of-the-universe',
  context: steps.emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: {
      on: {
        'game.created': [
          { guard: 'badCreate', actions: 'faultCreate' },
          { target: 'auction', actions: 'create' },
        ],
      },
    },
    /** The host reveals the next auction's items. */
    auction: {
      tags: ['auction', 'revealing'],
      on: {
        'auction.started': [
          { guard: 'badStartAuction', actions: 'faultStartAuction' },
          { target: 'bidding', actions: 'startAuction' },
        ],
      },
    },
    /** Every seat seals a coin; once all are sealed, each opens it. */
    bidding: {
      tags: ['auction', 'bidding'],
      on: {
        'choice.sealed': [
          { guard: 'badBid', actions: 'faultBid' },
          { target: 'bidsNext', actions: 'bid' },
        ],
        'choice.opened': [
          { guard: 'badBid', actions: 'faultBid' },
          { target: 'bidsNext', actions: 'bid' },
        ],
        'choice.forfeited': [
          { guard: 'badBid', actions: 'faultBid' },
          { target: 'bidsNext', actions: 'bid' },
        ],
      },
    },
    bidsNext: {
      always: [
        { guard: 'bidsOpen', target: 'bidding' },
        { target: 'resolved', actions: 'closeBids' },
      ],
    },
    resolved: { always: [{ guard: 'flipDue', target: 'flipping' }, { target: 'picking' }] },
    /** A tie: the host flips the Lucky Coin for the player who holds it. */
    flipping: {
      tags: ['auction', 'flipping'],
      on: {
        'coin.flipped': [
          { guard: 'badFlip', actions: 'faultFlip' },
          { target: 'resolved', actions: 'flip' },
        ],
      },
    },
    picking: {
      tags: ['auction', 'picking'],
      on: {
        'item.picked': [
          { guard: 'badPick', actions: 'faultPick' },
          { target: 'picked', actions: 'pick' },
        ],
      },
    },
    picked: {
      always: [
        { guard: 'picksLeft', target: 'picking' },
        { guard: 'moreAuctions', target: 'auction', actions: 'closeAuction' },
        { target: 'between', actions: 'closeAuction' },
      ],
    },
    /** The host starts the next turn. */
    between: {
      tags: ['between'],
      on: {
        'turn.started': [
          { guard: 'badStartTurn', actions: 'faultStartTurn' },
          { target: 'turnStart', actions: 'startTurn' },
        ],
      },
    },
    turnStart: {
      always: [
        { guard: 'mustAttack', target: 'targeting' },
        { target: 'magicNext', actions: ['skipTurn', 'openMagic'] },
      ],
    },
    targeting: {
      tags: ['targeting'],
      on: {
        'target.chosen': [
          { guard: 'badTarget', actions: 'faultTarget' },
          { target: 'attacking', actions: 'target' },
        ],
      },
    },
    /** The attacker lays its card face down: a sealed choice. */
    attacking: {
      tags: ['attacking'],
      on: {
        'choice.sealed': [
          { guard: 'badAttack', actions: 'faultAttack' },
          { target: 'defending', actions: 'attack' },
        ],
        'choice.forfeited': [
          { guard: 'badAttack', actions: 'faultAttack' },
          { target: 'magicNext', actions: ['voidAttack', 'openMagic'] },
        ],
      },
    },
    defending: {
      tags: ['defending'],
      on: {
        'defence.chosen': [
          { guard: 'badDefend', actions: 'faultDefend' },
          { target: 'striking', actions: 'defend' },
        ],
      },
    },
    /** The attacker's page opens the face-down card. */
    striking: {
      tags: ['striking'],
      on: {
        'choice.opened': [
          { guard: 'badAttack', actions: 'faultAttack' },
          { target: 'magicNext', actions: ['attack', 'strike', 'openMagic'] },
        ],
        'choice.forfeited': [
          { guard: 'badAttack', actions: 'faultAttack' },
          { target: 'magicNext', actions: ['voidAttack', 'openMagic'] },
        ],
      },
    },
    magic: {
      tags: ['magic'],
      on: {
        'card.exhausted': [
          { guard: 'badExhaust', actions: 'faultExhaust' },
          { target: 'magicNext', actions: 'exhaust' },
        ],
        'magic.passed': [
          { guard: 'badPass', actions: 'faultPass' },
          { target: 'magicNext', actions: 'pass' },
        ],
      },
    },
    magicNext: {
      always: [
        { guard: 'magicDue', target: 'magic' },
        { target: 'ending', actions: 'endTurn' },
      ],
    },
    ending: { always: [{ guard: 'fightOver', target: 'over' }, { target: 'between' }] },
    over: { tags: ['over'] },
  },
});
