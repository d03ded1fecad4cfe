/**
 * The auctions as pure functions: how many items each reveals, the coins, and the order in which
 * the bidders pick, ties broken with the Lucky Coin exactly as the book says: the holder flips when
 * involved (LUCKY picks first of the tied, UNLUCKY last); otherwise the coin passes in turn order to
 * the first player involved; with more than two tied, the coin passes on to the next player still
 * tied and is flipped again, until one is left, who takes the place between.
 */
import type { Seat } from '../../kernel/game.js';
import { characterOf, kindOf, POOL_AUCTIONS, type CardId, type CharacterId } from './data.js';
import type { Auction, Flip, Item, RotuContext } from './types.js';

export interface Refusal {
  readonly rule: string;
  readonly reason: string;
}

/** The Lucky Coin starts with the player after the table's creator (seat 0). */
export const FIRST_HOLDER: Seat = 1;
/** Items revealed each auction: one more than the players. */
export const revealCount = (players: number): number => players + 1;
export const bidKey = (auction: number): string => `bid-${auction}`;
export const isCharacterAuction = (auction: Pick<Auction, 'number'>): boolean => auction.number === 0;
export const lastAuction = (number: number): boolean => number === POOL_AUCTIONS;

/** The next seat after `from`, in turn order, that is among `seats`. */
function nextAmong(seats: readonly Seat[], from: Seat, players: number): Seat {
  for (let k = 1; k <= players; k++) {
    const s = (from + k) % players;
    if (seats.includes(s)) return s;
  }
  throw new RangeError('no such seat');
}

/** One flip, and the place (1 for the first pick) it gave its flipper. */
export interface FlipStep extends Flip {
  readonly place: number;
}

export interface Resolution {
  /** The whole pick order, or null while a flip is still due. */
  readonly order: readonly Seat[] | null;
  /** Who must flip next, or null. */
  readonly flipper: Seat | null;
  /** Where the Lucky Coin is after the flips so far (and the passes they need). */
  readonly holder: Seat;
  readonly steps: readonly FlipStep[];
}

/**
 * The pick order for `bids` (by seat), with the Lucky Coin at `holder` and the flips made so far:
 * highest bid first; each tie broken by flips as the book says.
 */
export function resolve(bids: readonly number[], holder: Seat, flips: readonly Flip[]): Resolution {
  const players = bids.length;
  const values = [...new Set(bids)].sort((a, b) => b - a);
  const order: Seat[] = [];
  const steps: FlipStep[] = [];
  let coin = holder;
  for (const value of values) {
    const start = order.length;
    const group = bids.flatMap((b, s) => (b === value ? [s] : []));
    const top: Seat[] = [];
    const bottom: Seat[] = [];
    const left = group.slice();
    while (left.length >= 2) {
      coin = left.includes(coin) ? coin : nextAmong(left, coin, players);
      const flip = flips[steps.length];
      if (!flip) return { order: null, flipper: coin, holder: coin, steps };
      if (flip.lucky) top.push(coin);
      else bottom.unshift(coin);
      steps.push({ seat: coin, lucky: flip.lucky, place: 1 + (flip.lucky ? start + top.length - 1 : start + group.length - bottom.length) });
      left.splice(left.indexOf(coin), 1);
    }
    order.push(...top, ...left, ...bottom);
  }
  return { order, flipper: null, holder: coin, steps };
}

/** The coins of each seat after an auction's bids: the coin bid is spent; a seat that forfeited loses its lowest. */
export function spend(coins: readonly (readonly number[])[], bids: readonly number[]): number[][] {
  return coins.map((held, s) => {
    const bid = bids[s] ?? 0;
    const gone = bid > 0 ? bid : Math.min(...held);
    return held.filter((c) => c !== gone);
  });
}

/** The coin the `nth` lowest of `seat`'s coins is, or null. */
export const nthCoin = (ctx: Pick<RotuContext, 'coins'>, seat: Seat, nth: number): number | null =>
  Number.isInteger(nth) && nth >= 0 ? ([...(ctx.coins[seat] ?? [])].sort((a, b) => a - b)[nth] ?? null) : null;

/** Why `coin` may not be `seat`'s bid, or null. */
export const coinRefusal =
  (ctx: Pick<RotuContext, 'coins'>, seat: Seat) =>
  (coin: number): string | null =>
    Number.isInteger(coin) && ctx.coins[seat]?.includes(coin) ? null : 'You do not hold that coin.';

/** The seat to pick now, or null. */
export function picker(auction: Auction | null): Seat | null {
  if (!auction || auction.order.length === 0) return null;
  return auction.order[auction.picks.length] ?? null;
}

/** The items revealed and not yet picked. */
export const unpicked = (auction: Auction): Item[] => auction.revealed.filter((i) => !auction.picks.some((p) => p.item === i));

export function refusePick(ctx: RotuContext, seat: Seat, item: Item): Refusal | null {
  const a = ctx.auction;
  const who = picker(a);
  if (!a || who === null) return { rule: 'phase', reason: 'Nothing is to be picked now.' };
  if (who !== seat) return { rule: 'turn', reason: `It is ${ctx.names[who]}'s pick.` };
  if (!unpicked(a).includes(item)) return { rule: 'item', reason: isCharacterAuction(a) ? 'That character is not on offer.' : 'That card is not on offer.' };
  return null;
}

/** An item's name: a character's or a card's. */
export function itemName(auction: Pick<Auction, 'number'>, item: Item): string {
  return isCharacterAuction(auction) ? characterOf(item as CharacterId).name : kindOf(item as CardId).name;
}
