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
import type { RotuContext, RotuEvent } from './types.js';

/** The machine's state and context, as far as the host needs them. */
export interface HostView {
  readonly value: unknown;
  readonly context: RotuContext;
}

/** The next fact the host owes in this state, or null when the table waits for a seat (or the game is over). */
export function nextHostEvent(state: HostView, random: Random): RotuEvent | null {
  const ctx = state.context;
  switch (state.value) {
    case 'auction': {
      const number = ctx.past.length;
      const deck = number === 0 ? ctx.characterDeck : ctx.pool;
      return { type: 'auction.started', number, revealed: random.shuffle(deck).slice(0, revealCount(ctx.names.length)) };
    }
    case 'flipping': {
      const a = ctx.auction!;
      return { type: 'coin.flipped', seat: resolve(a.bids, a.holder, a.flips).flipper!, lucky: random.int(2) === 1 };
    }
    case 'between': {
      const next = upcoming(ctx);
      return { type: 'turn.started', seat: next.seat, turn: next.turn, round: next.round };
    }
    default:
      return null;
  }
}

/** What ends a wait that ran out. */
export function lateEvents(state: HostView): RotuEvent[] {
  const ctx = state.context;
  switch (state.value) {
    case 'bidding':
      return lateSeats(ctx.bids!);
    case 'striking':
      return lateSeats(ctx.attack!.card);
    case 'defending':
      return [{ type: 'defence.chosen', seat: ctx.attack!.target, card: null }];
    case 'magic':
      return [{ type: 'magic.passed', seat: magicSeat(ctx)! }];
    default:
      return [];
  }
}

/** How long the host waits now before `lateEvents`, in ms; null when nothing is timed (an attacker's turn, a pick). */
export function waitFor(state: HostView): number | null {
  switch (state.value) {
    case 'bidding':
      return stageOf(state.context.bids!) === 'seal' ? BID_WAIT : OPEN_WAIT;
    case 'striking':
      return OPEN_WAIT;
    case 'defending':
      return DEFENCE_WAIT;
    case 'magic':
      return MAGIC_WAIT;
    default:
      return null;
  }
}
