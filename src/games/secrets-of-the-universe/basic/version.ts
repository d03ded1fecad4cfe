/**
 * The Basic Version as a value: the deck of the four Plain Suits, the first dealer drawn at random,
 * one deck and one discard pile, the most recent discard taken into the hand, and going out with
 * the hand alone.
 */
import type { Change } from '../context.js';
import { noBonusSteps } from '../no-bonus.js';
import type { SecretsVersion } from '../version.js';
import { basicGreedy } from './bots.js';
import { basicWords } from './describe-event.js';
import { dealFault } from './deal.js';
import { advanceBasic, decideBasic, legalBasic } from './decide.js';
import { arrangeHand, goingOut } from './rules.js';
import * as steps from './steps.js';

const none = (): Change => ({});

export const basic: SecretsVersion = {
  id: 'basic',
  claimWindow: false,
  takesOnce: true,
  packets: false,
  limit: null,
  steps: {
    dealerFault: steps.dealerFault,
    dealerDuelFault: () => 'the Basic Version draws its first dealer',
    dealerDuel: none,
    dealFault,
    deal: steps.deal,
    layoutFault: () => 'the Basic Version deals one deck',
    layout: none,
    turnUpFault: () => 'the Basic Version has no face-down card',
    turnUp: none,
    drawFault: steps.drawFault,
    draw: steps.draw,
    takeFault: steps.takeFault,
    take: steps.take,
    pickUpFault: () => 'the Basic Version has no pickups',
    pickUp: none,
    extendFault: () => 'there is no such exposed meld',
    extend: none,
    joinFault: () => 'a join names two exposed melds',
    join: none,
    discardFault: steps.discardFault,
    discard: steps.discard,
    dummyFault: steps.dummyFault,
    dummyDiscard: steps.dummyDiscard,
    passFault: () => 'the Basic Version has no claim window',
    pass: none,
    bumpFault: () => 'the Basic Version has no claim window',
    bump: none,
    wentOutFault: steps.wentOutFault,
    wentOut: steps.wentOut,
    bonusDuelFault: () => 'the Basic Version has no Duel',
    bonusDuel: none,
    ...noBonusSteps('the Basic Version'),
    turnUpDue: () => false,
    allPassed: () => true,
    closeClaim: none,
  },
  cardsInDeck: (ctx) => ctx.deck.length,
  decide: decideBasic,
  advance: advanceBasic,
  timeout: () => null,
  legal: legalBasic,
  goingOut,
  arrange: (hand) => ({ ...arrangeHand(hand), exposed: 0, detached: [] }),
  topDiscard: (ctx) => ctx.discards.main.at(-1),
  mayTakeTop: (_ctx, step) => step === 'draw',
  tableView: () => null,
  advancedView: () => null,
  greedy: basicGreedy,
  packetsFor: () => [],
  guide: null,
  words: basicWords,
};
