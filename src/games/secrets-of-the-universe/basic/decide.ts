/**
 * The host's judgement of the Basic Version's commands, the events only it produces (the first
 * dealer, the deal, dummies' discards), and what a seat may do now.
 */
import type { Decision, Seat } from '../../../kernel/game.js';
import type { Random } from '../../../kernel/random.js';
import * as rules from '../rules.js';
import { dealerOf, isSeatTurn } from '../turns.js';
import type { SecretsCommand, SecretsContext, SecretsEvent, Step } from '../types.js';
import { shuffleAndDeal } from './deal.js';
import { goingOut } from './rules.js';

const no = (rule: string, reason: string): Decision<SecretsEvent> => ({ ok: false, rule, reason });
const yes = (...events: SecretsEvent[]): Decision<SecretsEvent> => ({ ok: true, events });

/** The Basic Version's decide, for a seat at the table (coin calls are judged alike in every version). */
export function decideBasic(ctx: SecretsContext, step: Step, command: SecretsCommand, seat: Seat): Decision<SecretsEvent> {
  if (step !== 'draw' && step !== 'discard' && step !== 'dummy') return no('phase', 'No game is in play now.');
  const turn = rules.refuseTurn(ctx, seat);
  if (turn) return no(turn.rule, turn.reason);
  switch (command.type) {
    case 'drawFromDeck':
    case 'takeDiscard': {
      if (step === 'discard') return no('one-draw', 'You have already drawn this turn: discard a card, or go out.');
      if (command.type === 'drawFromDeck') {
        const top = ctx.deck[0];
        return top === undefined ? yes({ type: 'deck.exhausted', turn: { seat } }) : yes({ type: 'card.drawn', seat, card: top });
      }
      const refusal = rules.refuseTake(ctx, seat, command.index);
      return refusal ? no(refusal.rule, refusal.reason) : yes({ type: 'discard.taken', seat, card: ctx.discards.main.at(-1)!.code });
    }
    case 'discard': {
      if (step === 'draw') return no('draw-first', 'You must draw before you discard.');
      const refusal = rules.refuseDiscard(ctx, seat, command.card, command.taken);
      if (refusal) return no(refusal.rule, refusal.reason);
      const taken = rules.resolveDiscard(ctx.hands[seat]!, command.card, command.taken)!;
      return yes({ type: 'card.discarded', seat, card: command.card, taken });
    }
    case 'goOut': {
      if (command.pickUps) return no('version', 'Picking up to go out is a move of the Advanced Version.');
      if (step === 'draw') return no('draw-first', 'You may go out only after drawing, with 13 cards.');
      const refusal = rules.refuseGoOut(ctx, seat, goingOut);
      return refusal ? no(refusal.rule, refusal.reason) : yes({ type: 'player.wentOut', seat });
    }
    case 'pickUp':
    case 'extendMeld':
    case 'joinMelds':
    case 'bump':
    case 'pass':
      return no('version', 'That is a move of the Intermediate Version.');
    case 'setAside':
    case 'swapZero':
      return no('version', 'That is a move of the Advanced Version.');
    case 'callCoin':
      return no('phase', 'There is no coin to call now.');
    case 'nextGame':
      return no('phase', 'The next game is not waiting for you now.');
    default: {
      const unknown: never = command;
      return no('command', `Unknown command ${String((unknown as { type?: unknown }).type)}.`);
    }
  }
}

/** The host's own Basic events due now; null for the steps every version shares. */
export function advanceBasic(ctx: SecretsContext, step: Step, random: Random): SecretsEvent[] | null {
  const n = ctx.names.length;
  switch (step) {
    case 'choosingDealer':
      return [{ type: 'dealer.chosen', seat: random.int(n) }];
    case 'dealing':
      return [shuffleAndDeal(ctx.options.version, n, ctx.game + 1, dealerOf(ctx.firstDealer!, ctx.game + 1, n), random)];
    case 'dummy': {
      if (isSeatTurn(ctx.turn)) return [];
      if (ctx.deck.length === 0) return [{ type: 'deck.exhausted', turn: ctx.turn }];
      const top = ctx.deck[0]!;
      return top === null ? [] : [{ type: 'dummy.discarded', dummy: ctx.turn.dummy, card: top }];
    }
    default:
      return null;
  }
}

const DRAW: SecretsCommand = { type: 'drawFromDeck' };
const TAKE: SecretsCommand = { type: 'takeDiscard' };
const GO_OUT: SecretsCommand = { type: 'goOut' };

/** What a seat may do now in the Basic Version. */
export function legalBasic(ctx: SecretsContext, step: Step, seat: Seat): SecretsCommand[] {
  if ((step !== 'draw' && step !== 'discard') || rules.refuseTurn(ctx, seat)) return [];
  if (step === 'draw') return ctx.discards.main.length > 0 ? [DRAW, TAKE] : [DRAW];
  const hand = rules.knownHand(ctx, seat);
  if (!hand) return [];
  return [...(rules.refuseGoOut(ctx, seat, goingOut) ? [] : [GO_OUT]), ...rules.discardOptions(hand)];
}
