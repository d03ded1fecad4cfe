/**
 * Why a fact cannot follow a context, or null: the machine refuses a fact that breaks the rules (a
 * fault), so a log the host changed fails wherever it is replayed. Nothing is hidden in this game
 * but the sealed choices, which the kernel checks against their commitments.
 */
import { isCharacterAuction, picker, refusePick, resolve, revealCount } from './auction.js';
import { createdOptionsProblem, seatsProblem } from '../declaration.js';
import { isCardId, isCharacterId, POOL_AUCTIONS } from './data.js';
import { rotuDeclaration } from './declaration.js';
import * as fight from './fight.js';
import { magicSeat } from './magic-steps.js';
import { upcoming } from './turn-steps.js';
import type { Ev, RotuContext } from './types.js';

export function createFault(e: Ev<'game.created'>): string | null {
  const seats = seatsProblem(rotuDeclaration, Array.isArray(e.names) ? e.names.length : 0);
  if (seats) return seats;
  if (e.names.some((n) => typeof n !== 'string')) return 'every seat needs a name';
  return createdOptionsProblem(rotuDeclaration, e.options);
}

export function auctionFault(ctx: RotuContext, e: Ev<'auction.started'>): string | null {
  const number = ctx.past.length;
  if (e.number !== number || number > POOL_AUCTIONS) return `auction ${e.number} cannot follow ${number} auctions`;
  const deck: readonly number[] = number === 0 ? ctx.characterDeck : ctx.pool;
  const ok = number === 0 ? isCharacterId : isCardId;
  if (!Array.isArray(e.revealed) || e.revealed.length !== revealCount(ctx.names.length)) return `an auction reveals ${revealCount(ctx.names.length)} items`;
  if (!e.revealed.every((i) => ok(i) && deck.includes(i)) || new Set(e.revealed).size !== e.revealed.length) {
    return number === 0 ? 'the characters revealed are not among those left' : 'the cards revealed are not in the pool supply deck';
  }
  return null;
}

export function flipFault(ctx: RotuContext, e: Ev<'coin.flipped'>): string | null {
  const a = ctx.auction;
  if (!a) return 'no auction is under way';
  const due = resolve(a.bids, a.holder, a.flips).flipper;
  if (due === null) return 'no tie is left to break';
  if (e.seat !== due) return `${ctx.names[due]} holds the Lucky Coin and flips it now`;
  return typeof e.lucky === 'boolean' ? null : 'a flip is LUCKY or UNLUCKY';
}

export const pickFault = (ctx: RotuContext, e: Ev<'item.picked'>): string | null => {
  if (!ctx.auction || picker(ctx.auction) === null) return 'nothing is to be picked now';
  if (isCharacterAuction(ctx.auction) ? !isCharacterId(e.item) : !isCardId(e.item)) return 'no such item';
  return refusePick(ctx, e.seat, e.item)?.reason ?? null;
};

export function turnFault(ctx: RotuContext, e: Ev<'turn.started'>): string | null {
  const due = upcoming(ctx);
  return e.seat === due.seat && e.turn === due.turn && e.round === due.round ? null : `turn ${due.turn} is ${ctx.names[due.seat]}'s, in round ${due.round}`;
}

export function targetFault(ctx: RotuContext, e: Ev<'target.chosen'>): string | null {
  if (e.seat !== ctx.turn) return `it is ${ctx.names[ctx.turn]}'s turn`;
  return fight.targetRefusal(ctx, e.seat, e.target);
}

export function defenceFault(ctx: RotuContext, e: Ev<'defence.chosen'>): string | null {
  const a = ctx.attack;
  if (!a || e.seat !== a.target) return 'only the target of the attack defends';
  if (e.card !== null && !(isCardId(e.card) && ctx.hands[e.seat]!.includes(e.card))) return 'a defence card comes from the defender’s hand';
  return null;
}

export function exhaustFault(ctx: RotuContext, e: Ev<'card.exhausted'>): string | null {
  const seat = magicSeat(ctx);
  if (seat === null || e.seat !== seat) return 'it is not this player’s moment to exhaust a card';
  if (!isCardId(e.card)) return 'no such card';
  return fight.exhaustRefusal(ctx, e.seat, e.card, e.target)?.reason ?? null;
}

export const passFault = (ctx: RotuContext, e: Ev<'magic.passed'>): string | null =>
  magicSeat(ctx) === e.seat ? null : 'it is not this player’s moment to exhaust a card';
