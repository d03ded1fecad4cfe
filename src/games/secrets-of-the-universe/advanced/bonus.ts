/**
 * The Advanced Version's Bonus Card rules on the context: setting a Private Bonus Card aside for a
 * replacement (and every Public one a replacement turns up, at once), the swap of the Special 0 for
 * a Plain 0, whose set-aside cards a player may pick up, and the commitment a Public Bonus Card
 * picked up brings: going out fully this turn. Each place sets aside in its own area, numbered like
 * the discard areas (seats 0…n-1, then dummies).
 */
import { replaceAt } from '../../hands.js';
import type { Seat } from '../../../kernel/game.js';
import { cardName, isPrivate, isPublic, type BonusCode, type CardCode } from '../cards.js';
import { drawQuarter } from '../intermediate/layout.js';
import * as table from '../intermediate/rules.js';
import type { Meld } from '../melds.js';
import type { Refusal } from '../rules.js';
import { refuseTurn } from '../rules.js';
import type { Ev, SecretsContext } from '../types.js';

const refuse = (rule: string, reason: string): Refusal => ({ rule, reason });

/** A player who picked up a Public Bonus Card is going out fully this turn: it lies in one of their exposed melds. */
export const committed = (exposed: readonly Meld[]): boolean => exposed.some((m) => m.cards.some((c) => isPublic(c.code)));

/** What Eternity and Infinity picked up allow: inactive discards in sequences, in sets. */
export const abilities = (exposed: readonly Meld[]): { readonly sequences: boolean; readonly sets: boolean } => ({
  sequences: exposed.some((m) => m.kind === 'single' && m.cards[0]!.code === 'Eternity'),
  sets: exposed.some((m) => m.kind === 'single' && m.cards[0]!.code === 'Infinity'),
});

/**
 * Setting `card` aside from `seat`'s hand: one event for it with its replacement from the seat's
 * quarter, then one for each Public Bonus Card a replacement turns up, set aside at once in turn.
 */
export function setAsideChain(ctx: SecretsContext, seat: Seat, card: BonusCode): Ev<'bonus.setAside'>[] {
  const out: Ev<'bonus.setAside'>[] = [];
  let quarters = ctx.quarters;
  for (let next: BonusCode = card; ; ) {
    const q = drawQuarter(quarters, ctx.names.length, { seat });
    if (q === null) return [...out, { type: 'bonus.setAside', seat, card: next }];
    const replacement = quarters[q]![0]!;
    out.push({ type: 'bonus.setAside', seat, card: next, replacement });
    quarters = replaceAt(quarters, q, quarters[q]!.slice(1));
    if (replacement === null || !isPublic(replacement)) return out;
    next = replacement;
  }
}

/**
 * Why `seat` may not set aside its Private Bonus Card `card` now, or null: in its window at the start
 * of the game, or on its turn; with a replacement left in the deck.
 */
export function refuseSetAside(ctx: SecretsContext, seat: Seat, card: unknown): Refusal | null {
  if (ctx.privates !== null ? ctx.privates !== seat : refuseTurn(ctx, seat) !== null) {
    return refuse('turn', ctx.privates !== null ? `It is ${ctx.names[ctx.privates]}'s turn to set aside Bonus Cards.` : `It is not your turn.`);
  }
  if (ctx.claim) return table.refuseDuringClaim(ctx);
  if (typeof card !== 'string' || !isPrivate(card as CardCode)) return refuse('set-aside', 'Only a Void or a Plain 0 is set aside from the hand.');
  const code = card as BonusCode;
  if (!(ctx.hands[seat] ?? []).some((c) => c === null || c.code === code)) return refuse('hand', `You hold no ${cardName(code)}.`);
  if (table.cardsInDeck(ctx) === 0) return refuse('deck', 'The deck is empty: there is no replacement to draw.');
  return null;
}

/** The one Special 0 and a Plain 0 set aside: whether `seat` may swap its own for the other in `area`. */
export function refuseSwap(ctx: SecretsContext, seat: Seat, area: number): Refusal | null {
  const turn = refuseTurn(ctx, seat);
  if (turn) return turn;
  if (ctx.drawn?.from === 'discards' || ctx.drawn?.from === 'publicUsed') {
    return refuse('swap', 'The Special 0 is swapped before drawing from the discards.');
  }
  if (ctx.swapTurn === ctx.turnNumber) return refuse('swap', 'The Special 0 changes places once a turn.');
  const mine = ctx.aside[seat] ?? [];
  const theirs = Number.isInteger(area) && area !== seat ? ctx.aside[area] : undefined;
  if (!theirs) return refuse('swap', "Name another place's set-aside Bonus Cards.");
  const swaps = (mine.includes('S0') && theirs.includes('P0')) || (mine.includes('P0') && theirs.includes('S0'));
  return swaps ? null : refuse('swap', 'A swap gives a set-aside Special 0 for a set-aside Plain 0, or a Plain 0 for the Special 0.');
}

/** The set-aside areas after `seat` swaps with `area`: the Special 0 and a Plain 0 change places. */
export function swapped(aside: readonly (readonly BonusCode[])[], seat: Seat, area: number): BonusCode[][] {
  const giving: BonusCode = aside[seat]!.includes('S0') ? 'S0' : 'P0';
  const taking: BonusCode = giving === 'S0' ? 'P0' : 'S0';
  const move = (list: readonly BonusCode[], out: BonusCode, into: BonusCode): BonusCode[] => {
    const i = list.indexOf(out);
    return [...list.slice(0, i), ...list.slice(i + 1), into];
  };
  return aside.map((list, a) => (a === seat ? move(list, giving, taking) : a === area ? move(list, taking, giving) : list.slice()));
}

/**
 * Why `seat` may not pick up `card` set aside in `area`, or null: a Void never comes back, a Plain 0
 * or the Special 0 only from one's own area (the Special 0 of another only by the swap), Divinity,
 * Eternity and Infinity from anyone's.
 */
export function refuseAsideCard(seat: Seat, area: number, card: BonusCode): Refusal | null {
  if (card === 'Void') return refuse('void', 'A Void once set aside never comes back.');
  if ((card === 'P0' || card === 'S0') && area !== seat) {
    return refuse(
      'own-zero',
      card === 'S0' ? 'The Special 0 of another player is yours only by a swap for your Plain 0.' : 'Only your own set-aside Plain 0 can be drawn back.',
    );
  }
  return null;
}
