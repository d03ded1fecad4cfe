/**
 * Rules of the Universe!'s statechart: eleven auctions (the characters, then ten of pool cards),
 * each revealed, bid on with sealed coins, ties broken by the Lucky Coin, and picked in order; then
 * the fight, turn by turn: a target, the attack card laid face down (sealed), the target's defence,
 * the reveal and its damage, the magic window in which each living player may exhaust a card, and
 * the end of the turn (the refill with its weariness, deaths, the Champion or the Winner by Cunning). Guards and
 * actions are one-line calls into the rules and steps; its tags (types.ts, `RotuTag`) are what decide,
 * the host, the view and the legal commands ask.
 */
import { assign, setup } from 'xstate';
import { stageOf, type SealedEvent } from '../src/kernel/sealed.js';
import { lastAuction, picker } from '../src/games/rules-of-the-universe/auction.js';
import * as faults from '../src/games/rules-of-the-universe/faults.js';
import * as fight from '../src/games/rules-of-the-universe/fight.js';
import * as magic from '../src/games/rules-of-the-universe/magic-steps.js';
import * as steps from '../src/games/rules-of-the-universe/steps.js';
import * as turns from '../src/games/rules-of-the-universe/turn-steps.js';
import type { Ev, RotuContext, RotuEvent, RotuTag } from '../src/games/rules-of-the-universe/types.js';

type Check = (ctx: RotuContext, e: never) => string | null;
type Args = { context: RotuContext; event: RotuEvent };
const as = <T extends RotuEvent['type']>(event: RotuEvent) => event as Ev<T>;
const sealed = (event: RotuEvent) => event as SealedEvent<number>;
/** A guard and a fault action for one kind of event, judged by `check`. */
const bad = (check: Check) => ({ context, event }: Args) => check(context, event as never) !== null;
const fault = (check: Check) => ({ context, event }: Args) => ({ fault: check(context, event as never) });
const sealedFault = (round: (ctx: RotuContext, e: SealedEvent<number>) => unknown): Check => (ctx, e) => {
  const r = round(ctx, e as SealedEvent<number>);
  return r && typeof r === 'object' && 'fault' in r ? String(r.fault) : null;
};
const bidFault = sealedFault(steps.sealedBid);
const attackFault = sealedFault(turns.sealedAttack);

export const rotuMachine = setup({
  types: { context: {} as RotuContext, events: {} as RotuEvent, tags: {} as RotuTag },
  guards: {
    badCreate: ({ event }) => faults.createFault(as<'game.created'>(event)) !== null,
    badAuction: bad(faults.auctionFault),
    badBid: bad(bidFault),
    badFlip: bad(faults.flipFault),
    badPick: bad(faults.pickFault),
    badTurn: bad(faults.turnFault),
    badTarget: bad(faults.targetFault),
    badAttack: bad(attackFault),
    badDefence: bad(faults.defenceFault),
    badExhaust: bad(faults.exhaustFault),
    badPass: bad(faults.passFault),
    bidsOpen: ({ context }) => stageOf(context.bids!) !== 'done',
    flipDue: ({ context }) => context.auction !== null && context.auction.order.length === 0,
    picksLeft: ({ context }) => picker(context.auction) !== null,
    moreAuctions: ({ context }) => !lastAuction(context.auction!.number),
    mustAttack: ({ context }) => fight.canAttack(context, context.turn),
    magicDue: ({ context }) => magic.magicSeat(context) !== null,
    fightOver: ({ context }) => context.ending !== null,
  },
  actions: {
    create: assign(({ event }) => steps.create(as<'game.created'>(event))),
    auctionStarted: assign(({ context, event }) => steps.auctionStarted(context, as<'auction.started'>(event))),
    bid: assign(({ context, event }) => steps.bidEvent(context, sealed(event))),
    bidsClosed: assign(({ context }) => steps.bidsClosed(context)),
    coinFlipped: assign(({ context, event }) => steps.coinFlipped(context, as<'coin.flipped'>(event))),
    itemPicked: assign(({ context, event }) => steps.itemPicked(context, as<'item.picked'>(event))),
    auctionClosed: assign(({ context }) => steps.auctionClosed(context)),
    turnStarted: assign(({ context, event }) => turns.turnStarted(context, as<'turn.started'>(event))),
    skipped: assign(({ context }) => turns.skipped(context)),
    targetChosen: assign(({ context, event }) => turns.targetChosen(context, as<'target.chosen'>(event))),
    attackCard: assign(({ context, event }) => turns.attackEvent(context, sealed(event))),
    defenceChosen: assign(({ context, event }) => turns.defenceChosen(context, as<'defence.chosen'>(event))),
    struck: assign(({ context }) => turns.struck(context)),
    voided: assign(({ context }) => turns.voided(context)),
    magicOpened: assign(({ context }) => magic.magicOpened(context)),
    exhausted: assign(({ context, event }) => magic.exhausted(context, as<'card.exhausted'>(event))),
    passed: assign(({ context }) => magic.passed(context)),
    turnEnded: assign(({ context }) => turns.turnEnded(context)),
    faultCreate: assign(({ event }) => ({ fault: faults.createFault(as<'game.created'>(event)) })),
    faultAuction: assign(fault(faults.auctionFault)),
    faultBid: assign(fault(bidFault)),
    faultFlip: assign(fault(faults.flipFault)),
    faultPick: assign(fault(faults.pickFault)),
    faultTurn: assign(fault(faults.turnFault)),
    faultTarget: assign(fault(faults.targetFault)),
    faultAttack: assign(fault(attackFault)),
    faultDefence: assign(fault(faults.defenceFault)),
    faultExhaust: assign(fault(faults.exhaustFault)),
    faultPass: assign(fault(faults.passFault)),
    unexpected: assign(({ event }) => ({ fault: `${event.type} is not possible now` })),
  },
}).createMachine({
  id: 'rules-of-the-universe',
  context: steps.emptyContext,
  initial: 'lobby',
  on: { '*': { actions: 'unexpected' } },
  states: {
    lobby: { on: { 'game.created': [{ guard: 'badCreate', actions: 'faultCreate' }, { target: 'auction', actions: 'create' }] } },
    /** The host reveals the next auction's items. */
    auction: {
      tags: ['auction', 'revealing'],
      on: { 'auction.started': [{ guard: 'badAuction', actions: 'faultAuction' }, { target: 'bidding', actions: 'auctionStarted' }] },
    },
    /** Every seat seals a coin; once all are sealed, each opens it. */
    bidding: {
      tags: ['auction', 'bidding'],
      on: {
        'choice.sealed': [{ guard: 'badBid', actions: 'faultBid' }, { target: 'bidsNext', actions: 'bid' }],
        'choice.opened': [{ guard: 'badBid', actions: 'faultBid' }, { target: 'bidsNext', actions: 'bid' }],
        'choice.forfeited': [{ guard: 'badBid', actions: 'faultBid' }, { target: 'bidsNext', actions: 'bid' }],
      },
    },
    bidsNext: {
      always: [{ guard: 'bidsOpen', target: 'bidding' }, { target: 'resolved', actions: 'bidsClosed' }],
    },
    resolved: { always: [{ guard: 'flipDue', target: 'flipping' }, { target: 'picking' }] },
    /** A tie: the host flips the Lucky Coin for the player who holds it. */
    flipping: {
      tags: ['auction', 'flipping'],
      on: { 'coin.flipped': [{ guard: 'badFlip', actions: 'faultFlip' }, { target: 'resolved', actions: 'coinFlipped' }] },
    },
    picking: {
      tags: ['auction', 'picking'],
      on: { 'item.picked': [{ guard: 'badPick', actions: 'faultPick' }, { target: 'picked', actions: 'itemPicked' }] },
    },
    picked: {
      always: [
        { guard: 'picksLeft', target: 'picking' },
        { guard: 'moreAuctions', target: 'auction', actions: 'auctionClosed' },
        { target: 'between', actions: 'auctionClosed' },
      ],
    },
    /** The host starts the next turn. */
    between: {
      tags: ['between'],
      on: { 'turn.started': [{ guard: 'badTurn', actions: 'faultTurn' }, { target: 'turnStart', actions: 'turnStarted' }] },
    },
    turnStart: {
      always: [{ guard: 'mustAttack', target: 'targeting' }, { target: 'magicNext', actions: ['skipped', 'magicOpened'] }],
    },
    targeting: {
      tags: ['targeting'],
      on: { 'target.chosen': [{ guard: 'badTarget', actions: 'faultTarget' }, { target: 'attacking', actions: 'targetChosen' }] },
    },
    /** The attacker lays its card face down: a sealed choice. */
    attacking: {
      tags: ['attacking'],
      on: {
        'choice.sealed': [{ guard: 'badAttack', actions: 'faultAttack' }, { target: 'defending', actions: 'attackCard' }],
        'choice.forfeited': [{ guard: 'badAttack', actions: 'faultAttack' }, { target: 'magicNext', actions: ['voided', 'magicOpened'] }],
      },
    },
    defending: {
      tags: ['defending'],
      on: { 'defence.chosen': [{ guard: 'badDefence', actions: 'faultDefence' }, { target: 'striking', actions: 'defenceChosen' }] },
    },
    /** The attacker's page opens the face-down card. */
    striking: {
      tags: ['striking'],
      on: {
        'choice.opened': [{ guard: 'badAttack', actions: 'faultAttack' }, { target: 'magicNext', actions: ['attackCard', 'struck', 'magicOpened'] }],
        'choice.forfeited': [{ guard: 'badAttack', actions: 'faultAttack' }, { target: 'magicNext', actions: ['voided', 'magicOpened'] }],
      },
    },
    magic: {
      tags: ['magic'],
      on: {
        'card.exhausted': [{ guard: 'badExhaust', actions: 'faultExhaust' }, { target: 'magicNext', actions: 'exhausted' }],
        'magic.passed': [{ guard: 'badPass', actions: 'faultPass' }, { target: 'magicNext', actions: 'passed' }],
      },
    },
    magicNext: { always: [{ guard: 'magicDue', target: 'magic' }, { target: 'ending', actions: 'turnEnded' }] },
    ending: { always: [{ guard: 'fightOver', target: 'over' }, { target: 'between' }] },
    over: { tags: ['over'] },
  },
});
