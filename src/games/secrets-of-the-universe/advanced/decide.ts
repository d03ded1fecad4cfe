/**
 * The host's judgement of the Advanced Version's commands and the events only it produces: the
 * deal with its packets, the windows for Private Bonus Cards closing, dummies setting Bonus Cards
 * aside, the Duel for Magic 5-Sequences from the packets and the packets revealed at scoring. The
 * claim window and bumps are the Intermediate Version's.
 */
import type { Decision, Seat } from '../../../kernel/game.js';
import type { Random } from '../../../kernel/random.js';
import { cardName, isBonus, isPublic, type BonusCode } from '../cards.js';
import { advanceIntermediate, decideIntermediate } from '../intermediate/decide.js';
import { drawQuarter, ownerOf } from '../intermediate/layout.js';
import { picked, refuseExtend, refuseJoin } from '../intermediate/pickup.js';
import * as table from '../intermediate/rules.js';
import * as rules from '../rules.js';
import { dealerOf, isSeatTurn, turnName } from '../turns.js';
import type { Ev, PickUpCommand, SecretsCommand, SecretsContext, SecretsEvent, Step } from '../types.js';
import { committed, refuseSetAside, refuseSwap, setAsideChain } from './bonus.js';
import { dealAdvanced } from './layout.js';
import { duelFromPackets, revealPacket } from './packets.js';
import { carelessCharges, priorFor, priorityTable } from './careless.js';
import { pickedMeld, refuseAdvancedPickUp, takesPublic } from './pickup.js';
import { goOutAdvanced } from './score.js';
import * as steps from './steps.js';

type Refusal = rules.Refusal;
const no = (r: Refusal): Decision<SecretsEvent> => ({ ok: false, rule: r.rule, reason: r.reason });
const yes = (...events: SecretsEvent[]): Decision<SecretsEvent> => ({ ok: true, events });
const refuse = (rule: string, reason: string): Refusal => ({ rule, reason });
const DRAW_FIRST = refuse('draw-first', 'You must draw before you do that: from the deck, or from the discards.');

/** The event of a pickup judged legal in `ctx`. */
function pickedUp(ctx: SecretsContext, seat: Seat, command: PickUpCommand): Ev<'discards.pickedUp'> {
  const sit = steps.situation(ctx, seat);
  const careless = carelessCharges(ctx, seat, command, pickedMeld(sit, command)!);
  return {
    type: 'discards.pickedUp',
    seat,
    discards: picked(sit, command.discards),
    hand: command.hand,
    onto: command.onto ?? null,
    ...(command.aside?.length ? { aside: command.aside } : {}),
    ...(careless.length ? { careless } : {}),
  };
}

/** Why this pickup breaks the Advanced Version's rules, or (Expert Addition) picks an identical discard out of priority, or null. */
function refusePickUp(ctx: SecretsContext, seat: Seat, command: PickUpCommand): Refusal | null {
  const sit = steps.situation(ctx, seat);
  const refusal = table.refuseDiscardDraw(ctx) ?? refuseAdvancedPickUp(sit, command);
  if (refusal) return refusal;
  const prior = priorFor(priorityTable(ctx), seat, command, pickedMeld(sit, command)!.kind);
  if (!prior) return null;
  const whose = prior.area === seat ? 'your own discard area' : `${turnName(ctx.names, ownerOf(ctx.names.length, prior.area))}'s discard area`;
  return refuse(
    'priority',
    `Expert Addition: pick up the ${cardName(prior.code)} in ${whose} first; an identical card is picked up from the highest priority (yours, the next player's, across, the one before).`,
  );
}

const after = (ctx: SecretsContext, e: Ev<'discards.pickedUp'>): SecretsContext => ({ ...ctx, ...steps.pickUp(ctx, e) });

/** Why `seat` cannot go out from `ctx` (fully, once it picked up a Public Bonus Card), or null. */
export function refuseGoingOut(ctx: SecretsContext, seat: Seat): Refusal | null {
  if (!ctx.drawn || ctx.drawn.from === 'public') return DRAW_FIRST;
  const hand = rules.knownHand(ctx, seat)!;
  const exposed = ctx.exposed[seat] ?? [];
  if (goOutAdvanced(hand, exposed, rules.drawnCard(ctx))) return null;
  if (committed(exposed)) return refuse('go-out', 'With a Public Bonus Card picked up you must go out fully, and these cards do not.');
  const n = hand.length + exposed.reduce((t, m) => t + m.cards.length, 0);
  return refuse('go-out', `You need at least ${n - 2} of your ${n} cards in melds to go out.`);
}

/** A pickup, with the check a Public Bonus Card brings: the player can go out fully right after it. */
export function decidePickUp(ctx: SecretsContext, seat: Seat, command: PickUpCommand): Decision<SecretsEvent> {
  const refusal = refusePickUp(ctx, seat, command);
  if (refusal) return no(refusal);
  const e = pickedUp(ctx, seat, command);
  if (takesPublic(command) && refuseGoingOut(after(ctx, e), seat)) {
    return no(
      refuse('public', 'A Public Bonus Card is picked up only to go out fully: with it you could not. (Pick it up as you go out, with the pickups it allows.)'),
    );
  }
  return yes(e);
}

/** Going out, after the pickups named (in order, as one move). */
function decideGoOut(ctx: SecretsContext, seat: Seat, plan: readonly PickUpCommand[]): Decision<SecretsEvent> {
  let now = ctx;
  const events: SecretsEvent[] = [];
  for (const command of plan) {
    const refusal = refusePickUp(now, seat, command);
    if (refusal) return no(refusal);
    const e = pickedUp(now, seat, command);
    events.push(e);
    now = after(now, e);
  }
  const refusal = refuseGoingOut(now, seat);
  return refusal ? no(refusal) : yes(...events, { type: 'player.wentOut', seat, drawn: rules.drawnCard(now) });
}

function decidePrivates(ctx: SecretsContext, command: SecretsCommand, seat: Seat): Decision<SecretsEvent> {
  if (ctx.privates !== seat) return no(refuse('privates', `Wait: ${ctx.names[ctx.privates!]} is deciding about their Private Bonus Cards.`));
  if (command.type === 'pass') return yes({ type: 'privates.closed', seat });
  if (command.type !== 'setAside') return no(refuse('privates', 'Set aside a Void or a Plain 0 for a replacement, or pass: the game has not begun.'));
  const refusal = refuseSetAside(ctx, seat, command.card);
  return refusal ? no(refusal) : yes(...setAsideChain(ctx, seat, command.card));
}

/** The Advanced Version's decide, for a seat at the table (coin calls are judged alike in every version). */
export function decideAdvanced(ctx: SecretsContext, step: Step, command: SecretsCommand, seat: Seat): Decision<SecretsEvent> {
  if (step === 'privates') return decidePrivates(ctx, command, seat);
  if (step === 'claim' || (step !== 'draw' && step !== 'discard')) return decideIntermediate(ctx, step, command, seat);
  const turn = rules.refuseTurn(ctx, seat);
  if (turn) return no(turn);
  // A Public Bonus Card picked up on its own: the player goes out (fully) at once.
  if (committed(ctx.exposed[seat] ?? []) && command.type !== 'goOut') return no(refuse('public', 'You picked up a Public Bonus Card: go out now, fully.'));
  switch (command.type) {
    case 'drawFromDeck': {
      if (ctx.drawn && ctx.drawn.from !== 'public')
        return no(refuse('one-draw', 'You have already drawn this turn: the deck is closed to you until your next turn.'));
      const q = drawQuarter(ctx.quarters, ctx.names.length, { seat });
      if (q === null) return yes({ type: 'deck.exhausted', turn: { seat } });
      const top = ctx.quarters[q]![0]!;
      return isPublic(top) ? yes({ type: 'bonus.drawn', seat, card: top }) : yes({ type: 'card.drawn', seat, card: top });
    }
    case 'pickUp':
      return decidePickUp(ctx, seat, command);
    case 'goOut':
      return decideGoOut(ctx, seat, command.pickUps ?? []);
    case 'setAside': {
      const refusal = refuseSetAside(ctx, seat, command.card);
      return refusal ? no(refusal) : yes(...setAsideChain(ctx, seat, command.card));
    }
    case 'swapZero': {
      const refusal = refuseSwap(ctx, seat, command.with);
      return refusal ? no(refusal) : yes({ type: 'zeros.swapped', seat, with: command.with });
    }
    case 'discard': {
      if (isBonus(command.card)) return no(refuse('bonus', 'A Bonus Card is never discarded: set a Void or a Plain 0 aside instead.'));
      if (committed(ctx.exposed[seat] ?? [])) return no(refuse('public', 'You picked up a Public Bonus Card: go out fully.'));
      if (ctx.drawn?.from === 'public') return no(DRAW_FIRST);
      return decideIntermediate(ctx, step, command, seat);
    }
    case 'extendMeld': {
      const refusal = !ctx.drawn || ctx.drawn.from === 'public' ? DRAW_FIRST : refuseExtend(steps.situation(ctx, seat), command.meld, command.hand);
      return refusal ? no(refusal) : yes({ type: 'meld.extended', seat, meld: command.meld, hand: command.hand });
    }
    case 'joinMelds': {
      const refusal = !ctx.drawn || ctx.drawn.from === 'public' ? DRAW_FIRST : refuseJoin(ctx.exposed[seat] ?? [], command.melds);
      if (refusal) return no(refusal);
      const fault = steps.joinFault(ctx, { type: 'melds.joined', seat, melds: command.melds });
      return fault ? no(refuse('join', fault)) : yes({ type: 'melds.joined', seat, melds: command.melds });
    }
    default:
      return decideIntermediate(ctx, step, command, seat);
  }
}

/** The dummy's turn: Bonus Cards on top of its quarter are set aside in its area until a card of a suit comes up to discard. */
function dummyTurn(ctx: SecretsContext, dummy: number): SecretsEvent[] {
  const quarters = ctx.quarters.map((q) => q.slice());
  const met: BonusCode[] = [];
  for (let q = drawQuarter(quarters, ctx.names.length, { dummy }); q !== null; q = drawQuarter(quarters, ctx.names.length, { dummy })) {
    const card = quarters[q]!.shift()!;
    if (card === null) return [];
    if (!isBonus(card)) return [{ type: 'dummy.discarded', dummy, card, ...(met.length ? { setAside: met } : {}) }];
    met.push(card);
  }
  return met.length ? [{ type: 'dummy.setAside', dummy, cards: met }] : [{ type: 'deck.exhausted', turn: { dummy } }];
}

/** The host's own Advanced events due now; null for the steps every version shares. */
export function advanceAdvanced(ctx: SecretsContext, step: Step, random: Random, timeUp: boolean): SecretsEvent[] | null {
  const n = ctx.names.length;
  switch (step) {
    case 'dealing':
      return [dealAdvanced(n, ctx.game + 1, dealerOf(ctx.firstDealer!, ctx.game + 1, n), random)];
    case 'privates':
      return timeUp && ctx.privates !== null ? [{ type: 'privates.closed', seat: ctx.privates }] : [];
    case 'dummy':
      return isSeatTurn(ctx.turn) ? [] : dummyTurn(ctx, ctx.turn.dummy);
    case 'dueling': {
      const cards = duelFromPackets(ctx);
      return cards ? [{ type: 'duel.dealt', purpose: 'bonus', cards }] : [];
    }
    case 'packets':
      return revealPacket(ctx);
    default:
      return advanceIntermediate(ctx, step, random, timeUp);
  }
}
