/**
 * The host's judgement of the Intermediate Version's commands and the events only it produces
 * (the Duels, the layout, the face-down card turned up, dummies' discards, the claim window closed
 * when its time is up).
 */
import type { Decision, Seat } from '../../../kernel/game.js';
import type { Random } from '../../../kernel/random.js';
import type { CardCode } from '../cards.js';
import { contenders, dealRound } from './duel.js';
import { dealLayout, drawQuarter } from './layout.js';
import { picked, refuseExtend, refuseJoin, refusePickUp } from './pickup.js';
import * as rules from '../rules.js';
import * as table from './rules.js';
import { goingOut } from './score.js';
import { dealerOf, isSeatTurn } from '../turns.js';
import type { SecretsCommand, SecretsContext, SecretsEvent, Step } from '../types.js';

type Refusal = rules.Refusal;
const no = (r: Refusal): Decision<SecretsEvent> => ({ ok: false, rule: r.rule, reason: r.reason });
const yes = (...events: SecretsEvent[]): Decision<SecretsEvent> => ({ ok: true, events });
const DRAW_FIRST: Refusal = { rule: 'draw-first', reason: 'You must draw before you do that: from the deck, or from the discards.' };

function decideClaim(ctx: SecretsContext, command: SecretsCommand, seat: Seat): Decision<SecretsEvent> {
  if (command.type === 'pass') {
    const refusal = table.refusePass(ctx, seat);
    return refusal ? no(refusal) : yes({ type: 'claim.passed', seat });
  }
  if (command.type === 'bump') {
    const refusal = table.refuseBump(ctx, seat);
    if (refusal) return no(refusal);
    const { shown } = table.bumpWith(ctx.hands[seat]!, ctx.exposed[seat]!, ctx.claim!.card)!;
    return yes({ type: 'card.bumped', seat, card: ctx.claim!.card, shown });
  }
  return no(table.refuseDuringClaim(ctx)!);
}

/** The Intermediate Version's decide, for a seat at the table (coin calls are judged alike in every version). */
export function decideIntermediate(ctx: SecretsContext, step: Step, command: SecretsCommand, seat: Seat): Decision<SecretsEvent> {
  if (step === 'claim') return decideClaim(ctx, command, seat);
  if (command.type === 'pass' || command.type === 'bump') return no({ rule: 'phase', reason: 'There is no discard to claim now.' });
  if (step !== 'draw' && step !== 'discard')
    return no({ rule: 'phase', reason: step === 'dummy' || step === 'turningUp' ? 'Wait for the table.' : 'No game is in play now.' });
  const turn = rules.refuseTurn(ctx, seat);
  if (turn) return no(turn);
  const sit = table.situation(ctx, seat);
  switch (command.type) {
    case 'drawFromDeck': {
      if (step === 'discard') return no({ rule: 'one-draw', reason: 'You have already drawn this turn: the deck is closed to you until your next turn.' });
      const q = drawQuarter(ctx.quarters, ctx.names.length, { seat });
      return q === null ? yes({ type: 'deck.exhausted', turn: { seat } }) : yes({ type: 'card.drawn', seat, card: ctx.quarters[q]![0]! });
    }
    case 'takeDiscard': {
      const refusal = table.refuseDiscardDraw(ctx) ?? table.refuseMainDraw(ctx, command.index);
      return refusal ? no(refusal) : yes({ type: 'discard.taken', seat, card: ctx.discards.main[ctx.discards.active!]!.code });
    }
    case 'pickUp': {
      if (command.aside) return no({ rule: 'version', reason: 'Picking up set-aside Bonus Cards is a move of the Advanced Version.' });
      const refusal = table.refuseDiscardDraw(ctx) ?? refusePickUp(sit, command);
      if (refusal) return no(refusal);
      return yes({ type: 'discards.pickedUp', seat, discards: picked(sit, command.discards), hand: command.hand, onto: command.onto ?? null });
    }
    case 'extendMeld': {
      const refusal = step === 'draw' ? DRAW_FIRST : refuseExtend(sit, command.meld, command.hand);
      return refusal ? no(refusal) : yes({ type: 'meld.extended', seat, meld: command.meld, hand: command.hand });
    }
    case 'joinMelds': {
      const refusal = step === 'draw' ? DRAW_FIRST : refuseJoin(sit.exposed, command.melds);
      return refusal ? no(refusal) : yes({ type: 'melds.joined', seat, melds: command.melds });
    }
    case 'discard': {
      if (step === 'draw') return no({ rule: 'draw-first', reason: 'You must draw before you discard.' });
      const refusal = rules.refuseDiscard(ctx, seat, command.card, command.taken);
      if (refusal) return no(refusal);
      return yes({ type: 'card.discarded', seat, card: command.card, taken: rules.resolveDiscard(ctx.hands[seat]!, command.card, command.taken)! });
    }
    case 'goOut': {
      if (command.pickUps) return no({ rule: 'version', reason: 'Picking up to go out is a move of the Advanced Version.' });
      if (step === 'draw') return no({ rule: 'draw-first', reason: 'You may go out only after drawing.' });
      const refusal = rules.refuseGoOut(ctx, seat, goingOut(ctx));
      return refusal ? no(refusal) : yes({ type: 'player.wentOut', seat, drawn: rules.drawnCard(ctx) });
    }
    case 'setAside':
    case 'swapZero':
      return no({ rule: 'version', reason: 'That is a move of the Advanced Version.' });
    case 'callCoin':
      return no({ rule: 'phase', reason: 'There is no coin to call now.' });
    case 'nextGame':
      return no({ rule: 'phase', reason: 'The next game is not waiting for you now.' });
    default: {
      const unknown: never = command;
      return no({ rule: 'command', reason: `Unknown command ${String((unknown as { type?: unknown }).type)}.` });
    }
  }
}

/** The host's own Intermediate events due now (the steps every version shares are left to the caller); null when none of these. */
export function advanceIntermediate(ctx: SecretsContext, step: Step, random: Random, timeUp: boolean): SecretsEvent[] | null {
  const n = ctx.names.length;
  const version = ctx.options.version;
  switch (step) {
    case 'choosingDealer':
      return [dealRound('dealer', version, n, contenders(ctx.dealerDuel, n), random)];
    case 'dealing':
      return [dealLayout(version, n, ctx.game + 1, dealerOf(ctx.firstDealer!, ctx.game + 1, n), random)];
    case 'turningUp': {
      const card: CardCode | null = ctx.discards.faceDown?.code ?? null;
      return card === null ? [] : [{ type: 'faceDown.turnedUp', card }];
    }
    case 'dummy': {
      if (isSeatTurn(ctx.turn)) return [];
      const q = drawQuarter(ctx.quarters, n, ctx.turn);
      if (q === null) return [{ type: 'deck.exhausted', turn: ctx.turn }];
      const top = ctx.quarters[q]![0]!;
      return top === null ? [] : [{ type: 'dummy.discarded', dummy: ctx.turn.dummy, card: top }];
    }
    case 'claim':
      return timeUp ? [{ type: 'claim.closed' }] : [];
    case 'dueling':
      return [dealRound('bonus', version, n, contenders(null, n), random)];
    default:
      return null;
  }
}
