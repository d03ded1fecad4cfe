/**
 * How each fact of the setup and the auctions changes the context, as pure functions returning the
 * changed fields (turn-steps.ts and magic-steps.ts do the fight). The statechart calls them as its
 * actions; nothing else decides when they run.
 */
import { applySealed, openedChoices, sealedRound, type SealedEvent } from '../../kernel/sealed.js';
import { bidKey, coinRefusal, FIRST_HOLDER, isCharacterAuction, lastAuction, resolve, spend, unpicked } from './auction.js';
import { CHARACTERS, characterOf, COINS, poolDeck } from './data.js';
import { replaceAt, seats, type Change } from './edits.js';
import type { Auction, Ev, RotuContext } from './types.js';

export const emptyContext: RotuContext = {
  names: [],
  coins: [],
  holder: 0,
  characterDeck: [],
  pool: [],
  auction: null,
  bids: null,
  past: [],
  characters: [],
  discardedCharacter: null,
  boxed: [],
  health: [],
  hands: [],
  discards: [],
  exhausted: [],
  alive: [],
  turn: 0,
  turnNo: 0,
  round: 0,
  first: 0,
  attack: null,
  prevTarget: null,
  thisTarget: null,
  damagedBy: [],
  magic: null,
  lastPlayed: null,
  refills: 0,
  stalls: 0,
  weary: 0,
  lowMark: null,
  fallen: [],
  happenings: [],
  ending: null,
  fault: null,
};

export const create = (e: Ev<'game.created'>): RotuContext => ({
  ...emptyContext,
  names: e.names,
  coins: e.names.map(() => COINS),
  holder: FIRST_HOLDER,
  characterDeck: CHARACTERS.map((c) => c.id),
  pool: poolDeck(e.names.length),
  characters: e.names.map(() => null),
  health: e.names.map(() => 0),
  hands: e.names.map(() => []),
  discards: e.names.map(() => []),
  exhausted: e.names.map(() => []),
  alive: e.names.map(() => true),
  damagedBy: e.names.map(() => []),
});

export function auctionStarted(ctx: RotuContext, e: Ev<'auction.started'>): Change {
  const auction: Auction = { number: e.number, revealed: e.revealed, bids: [], holder: ctx.holder, flips: [], order: [], picks: [] };
  const character = e.number === 0;
  return {
    auction,
    bids: sealedRound(
      bidKey(e.number),
      seats(ctx, (s) => s),
    ),
    characterDeck: character ? ctx.characterDeck.filter((c) => !e.revealed.includes(c)) : ctx.characterDeck,
    pool: character ? ctx.pool : ctx.pool.filter((c) => !e.revealed.includes(c)),
  };
}

/** The bid round after a sealed-choice event, or a fault. */
export function sealedBid(ctx: RotuContext, e: SealedEvent<number>): RotuContext['bids'] | { fault: string } {
  if (!ctx.bids) return { fault: 'no bids are due' };
  return applySealed(ctx.bids, e, coinRefusal(ctx, e.seat));
}

export function bidEvent(ctx: RotuContext, e: SealedEvent<number>): Change {
  const bids = sealedBid(ctx, e);
  return bids && 'fault' in bids ? { fault: bids.fault } : { bids };
}

/** Every bid is open (or forfeited): the coins are spent, and the order is known unless a tie needs the Lucky Coin. */
export function bidsClosed(ctx: RotuContext): Change {
  const open = openedChoices(ctx.bids!);
  const bids = seats(ctx, (s) => open.get(s) ?? 0);
  const r = resolve(bids, ctx.holder, []);
  return { coins: spend(ctx.coins, bids), bids: null, auction: { ...ctx.auction!, bids, holder: ctx.holder, order: r.order ?? [] }, holder: r.holder };
}

export function coinFlipped(ctx: RotuContext, e: Ev<'coin.flipped'>): Change {
  const a = ctx.auction!;
  const flips = [...a.flips, { seat: e.seat, lucky: e.lucky }];
  const r = resolve(a.bids, a.holder, flips);
  return { auction: { ...a, flips, order: r.order ?? [] }, holder: r.holder };
}

/** A pick: a character (and its health) or a card for the hand. */
export function itemPicked(ctx: RotuContext, e: Ev<'item.picked'>): Change {
  const a = ctx.auction!;
  const auction = { ...a, picks: [...a.picks, { seat: e.seat, item: e.item }] };
  if (isCharacterAuction(a))
    return { auction, characters: replaceAt(ctx.characters, e.seat, e.item), health: replaceAt(ctx.health, e.seat, characterOf(e.item).health) };
  return { auction, hands: replaceAt(ctx.hands, e.seat, [...ctx.hands[e.seat]!, e.item]) };
}

/** Every bidder has picked: the item left over is discarded (a character) or returned to the box (a pool card); after the last auction the fight's first player is whoever holds the Lucky Coin. */
export function auctionClosed(ctx: RotuContext): Change {
  const a = ctx.auction!;
  const [left] = unpicked(a);
  const change: Change = {
    auction: null,
    past: [...ctx.past, a],
    ...(isCharacterAuction(a) ? { discardedCharacter: left ?? null } : { boxed: [...ctx.boxed, ...(left === undefined ? [] : [left])] }),
  };
  return lastAuction(a.number) ? { ...change, first: ctx.holder } : change;
}
