/**
 * The Intermediate Version as a value: the deck with the Magic suit, the Duel for the first dealer,
 * the layout of four quarters and eight discard areas, the dealer's face-down card, drawing and
 * picking up from the discards, exposed melds, the claim window with its bumps, and going out with
 * exposed melds and by deck draw.
 */
import { noBonusSteps } from '../no-bonus.js';
import type { SecretsVersion } from '../version.js';
import { intermediateGreedy } from './bots.js';
import { tableWords } from './describe-event.js';
import { advanceIntermediate, decideIntermediate } from './decide.js';
import { legalIntermediate } from './legal.js';
import { discardAt, pickedMeld, refuseExtend, refuseJoin } from './pickup.js';
import * as table from './rules.js';
import { arrangeTable, goOutTable } from './score.js';
import * as setup from './setup-steps.js';
import * as steps from './steps.js';
import { checkPickUp, tableView } from './view.js';

export const intermediate: SecretsVersion = {
  id: 'intermediate',
  claimWindow: true,
  takesOnce: false,
  packets: false,
  limit: null,
  steps: {
    dealerFault: () => 'the Intermediate Version duels for its first dealer',
    dealerDuelFault: setup.dealerDuelFault,
    dealerDuel: setup.dealerDuel,
    dealFault: () => 'the Intermediate Version deals the layout',
    deal: () => ({}),
    layoutFault: setup.layoutFault,
    layout: setup.layout,
    turnUpFault: setup.turnUpFault,
    turnUp: setup.turnUp,
    drawFault: steps.drawFault,
    draw: steps.draw,
    takeFault: steps.takeFault,
    take: steps.take,
    pickUpFault: steps.pickUpFault,
    pickUp: steps.pickUp,
    extendFault: steps.extendFault,
    extend: steps.extend,
    joinFault: steps.joinFault,
    join: steps.join,
    discardFault: steps.discardFault,
    discard: steps.discard,
    dummyFault: steps.dummyFault,
    dummyDiscard: steps.dummyDiscard,
    passFault: steps.passFault,
    pass: steps.pass,
    bumpFault: steps.bumpFault,
    bump: steps.bump,
    wentOutFault: steps.wentOutFault,
    wentOut: (_ctx, e) => steps.wentOut(e),
    bonusDuelFault: setup.bonusDuelFault,
    bonusDuel: setup.bonusDuel,
    ...noBonusSteps('the Intermediate Version'),
    turnUpDue: table.turnUpDue,
    allPassed: steps.allPassed,
    closeClaim: steps.closeClaim,
  },
  cardsInDeck: table.cardsInDeck,
  decide: decideIntermediate,
  advance: advanceIntermediate,
  timeout: (ctx, step) => (step === 'claim' ? table.claimMs(ctx) : null),
  legal: legalIntermediate,
  goingOut: (hand, exposed, drawn) => goOutTable(hand, exposed, drawn, 'intermediate'),
  arrange: (hand, exposed) => arrangeTable(hand, exposed, 'any', 'intermediate')!,
  topDiscard: (ctx) => (ctx.discards.active === null ? undefined : ctx.discards.main[ctx.discards.active]),
  mayTakeTop: (ctx, step) => (step === 'draw' || step === 'discard') && ctx.drawn?.from !== 'deck',
  tableView,
  advancedView: () => null,
  greedy: intermediateGreedy,
  packetsFor: () => [],
  guide: { refusePickUp: checkPickUp, pickedMeld: (_view, sit, command) => pickedMeld(sit, command), refuseExtend, refuseJoin, discardAt },
  words: tableWords,
};
