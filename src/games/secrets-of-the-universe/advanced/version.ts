/**
 * The Advanced Version as a value: all 192 cards, the deck's bottom 48 as six packets, the Bonus
 * Cards (set aside, replaced, swapped, picked up to go out fully), each player's window for Private
 * Bonus Cards at the start of a game, the packets at scoring instead of coins, and the 1,100-point
 * limit; on the Intermediate Version's table, whose rules it keeps where the book does.
 */
import type { SecretsVersion } from '../version.js';
import { advancedGreedy } from './bots.js';
import { advancedWords } from './describe-event.js';
import { advanceAdvanced, decideAdvanced } from './decide.js';
import { legalAdvanced } from './legal.js';
import { discardAt, refuseExtend, refuseJoin } from '../intermediate/pickup.js';
import * as table from '../intermediate/rules.js';
import * as setup from '../intermediate/setup-steps.js';
import * as mid from '../intermediate/steps.js';
import { tableView } from '../intermediate/view.js';
import { LIMIT } from '../scoring.js';
import * as packets from './packets.js';
import { pickedMeld } from './pickup.js';
import { arrangeAdvanced, goOutAdvanced } from './score.js';
import * as start from './setup-steps.js';
import * as steps from './steps.js';
import { advancedView, checkAdvancedPickUp } from './view.js';

export const advanced: SecretsVersion = {
  id: 'advanced',
  claimWindow: true,
  takesOnce: false,
  packets: true,
  limit: LIMIT,
  steps: {
    dealerFault: () => 'the Advanced Version duels for its first dealer',
    dealerDuelFault: setup.dealerDuelFault,
    dealerDuel: setup.dealerDuel,
    dealFault: () => 'the Advanced Version deals the layout',
    deal: () => ({}),
    layoutFault: start.layoutFault,
    layout: start.layout,
    turnUpFault: setup.turnUpFault,
    turnUp: setup.turnUp,
    drawFault: steps.drawFault,
    draw: mid.draw,
    takeFault: mid.takeFault,
    take: mid.take,
    pickUpFault: steps.pickUpFault,
    pickUp: steps.pickUp,
    extendFault: steps.extendFault,
    extend: mid.extend,
    joinFault: steps.joinFault,
    join: steps.join,
    discardFault: steps.discardFault,
    discard: steps.discard,
    dummyFault: steps.dummyFault,
    dummyDiscard: steps.dummyDiscard,
    passFault: mid.passFault,
    pass: mid.pass,
    bumpFault: mid.bumpFault,
    bump: mid.bump,
    wentOutFault: steps.wentOutFault,
    wentOut: steps.wentOut,
    bonusDuelFault: packets.bonusDuelFault,
    bonusDuel: setup.bonusDuel,
    setAsideFault: steps.setAsideFault,
    setAside: steps.setAside,
    bonusDrawnFault: steps.bonusDrawnFault,
    bonusDrawn: steps.bonusDrawn,
    privatesClosedFault: start.privatesClosedFault,
    privatesClosed: start.privatesClosed,
    swapFault: steps.swapFault,
    swap: steps.swap,
    dummyAsideFault: steps.dummyAsideFault,
    dummyAside: steps.dummyAside,
    packetFault: packets.packetFault,
    packet: packets.packet,
    turnUpDue: table.turnUpDue,
    allPassed: mid.allPassed,
    closeClaim: mid.closeClaim,
  },
  cardsInDeck: table.cardsInDeck,
  decide: decideAdvanced,
  advance: advanceAdvanced,
  timeout: (ctx, step) => (step === 'claim' || step === 'privates' ? table.claimMs(ctx) : null),
  legal: legalAdvanced,
  goingOut: goOutAdvanced,
  arrange: arrangeAdvanced,
  topDiscard: (ctx) => (ctx.discards.active === null ? undefined : ctx.discards.main[ctx.discards.active]),
  mayTakeTop: (ctx, step) => (step === 'draw' || step === 'discard') && ctx.drawn?.from !== 'deck',
  tableView,
  advancedView,
  greedy: advancedGreedy,
  packetsFor: packets.packetsFor,
  guide: {
    refusePickUp: checkAdvancedPickUp,
    pickedMeld: (view, sit, command) => pickedMeld({ ...sit, seat: view.seat, aside: view.bonus!.aside.map((a) => a.cards) }, command),
    refuseExtend,
    refuseJoin,
    discardAt,
  },
  words: advancedWords,
};
