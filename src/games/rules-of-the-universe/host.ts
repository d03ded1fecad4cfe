/**
 * The facts only the host produces, with its seeded random: the items each auction reveals (drawn
 * from the characters, then from the pool supply deck), each flip of the Lucky Coin, the start of
 * every turn; and, when a wait runs out, what the book's silence leaves to us: a seat late with its
 * bid or its opening forfeits, a target late with its defence takes the attack undefended, a player
 * late in the magic window passes.
 */
import type { Random } from '../../kernel/random.js';
import { lateSeats, stageOf } from '../../kernel/sealed.js';
import { resolve, revealCount } from './auction.js';
import { BID_WAIT, DEFENCE_WAIT, MAGIC_WAIT, OPEN_WAIT } from './fight.js';
import { magicSeat } from './magic-steps.js';
import { upcoming } from './turn-steps.js';
import type { RotuEvent, RotuReadable } from './types.js';

/** The next fact the host owes in this state, or null when the table waits for a seat (or the game is over). */
export function nextHostEvent(state: RotuReadable, random: Random): RotuEvent | null {
  const ctx = state.context;
  if (state.hasTag('revealing')) {
    const number = ctx.past.length;
    const deck = number === 0 ? ctx.characterDeck : ctx.pool;
    return { type: 'auction.started', number, revealed: random.shuffle(deck).slice(0, revealCount(ctx.names.length)) };
  }
  if (state.hasTag('flipping')) {
    const a = ctx.auction!;
    return { type: 'coin.flipped', seat: resolve(a.bids, a.holder, a.flips).flipper!, lucky: random.int(2) === 1 };
  }
  if (state.hasTag('between')) {
    const next = upcoming(ctx);
    return { type: 'turn.started', seat: next.seat, turn: next.turn, round: next.round };
  }
  return null;
}

/** What ends a wait that ran out. */
export function lateEvents(state: RotuReadable): RotuEvent[] {
  const ctx = state.context;
  if (state.hasTag('bidding')) return lateSeats(ctx.bids!);
  if (state.hasTag('striking')) return lateSeats(ctx.attack!.card);
  if (state.hasTag('defending')) return [{ type: 'defence.chosen', seat: ctx.attack!.target, card: null }];
  if (state.hasTag('magic')) return [{ type: 'magic.passed', seat: magicSeat(ctx)! }];
  return [];
}

/** How long the host waits now before `lateEvents`, in ms; null when nothing is timed (an attacker's turn, a pick). */
export function waitFor(state: RotuReadable): number | null {
  if (state.hasTag('bidding')) return stageOf(state.context.bids!) === 'seal' ? BID_WAIT : OPEN_WAIT;
  if (state.hasTag('striking')) return OPEN_WAIT;
  if (state.hasTag('defending')) return DEFENCE_WAIT;
  if (state.hasTag('magic')) return MAGIC_WAIT;
  return null;
}
