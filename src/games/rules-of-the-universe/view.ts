/**
 * What one seat is shown of Rules of the Universe!: everything but the sealed choices not yet
 * opened (a bid or an attack card shows only as sealed), and what this seat may do now.
 */
import { SPECTATOR, type GameResult, type Seat } from '../../kernel/game.js';
import { owes, stageOf } from '../../kernel/sealed.js';
import { isCharacterAuction, picker, refusePick, resolve, unpicked, type FlipStep } from './auction.js';
import { compareCards, POOL_AUCTIONS, type CardId, type CharacterId } from './data.js';
import * as fight from './fight.js';
import { waitFor } from './host.js';
import { magicSeat } from './magic-steps.js';
import type { Ending, Fallen, Happening, Item, Pick as Picked, RotuContext, RotuReadable } from './types.js';

export type RotuPhase = 'waiting' | 'bidding' | 'flipping' | 'picking' | 'between' | 'targeting' | 'attacking' | 'defending' | 'striking' | 'magic' | 'over';

export interface PlayerView {
  readonly name: string;
  readonly character: CharacterId | null;
  readonly health: number;
  readonly maxHealth: number;
  readonly coins: readonly number[];
  readonly alive: boolean;
  readonly hand: readonly CardId[];
  readonly discard: readonly CardId[];
  readonly exhausted: readonly CardId[];
  /** The players who damaged this one this round. */
  readonly damagedBy: readonly Seat[];
}

/** A seat's bid: sealed and not yet open, open (every bid shows at once), or forfeited (bids 0). */
export interface BidView {
  readonly status: 'waiting' | 'sealed' | 'opened' | 'forfeited';
  /** The coin, once every bid is open. */
  readonly coin: number | null;
}

export interface AuctionView {
  readonly number: number;
  readonly kind: 'character' | 'card';
  readonly revealed: readonly Item[];
  readonly left: readonly Item[];
  readonly bids: readonly BidView[];
  /** Who held the Lucky Coin when the bids were opened, and every flip with the place it gave. */
  readonly holder: Seat;
  readonly flips: readonly FlipStep[];
  /** The pick order, once every tie is broken. */
  readonly order: readonly Seat[];
  readonly picks: readonly Picked[];
  readonly picker: Seat | null;
}

export interface ExhaustOption {
  readonly card: CardId;
  /** The targets it may take (null: it needs none); empty when it can do nothing now. */
  readonly targets: readonly (number | null)[];
}

/** What the viewing seat may do now. */
export interface Mine {
  /** Its coins, lowest first, while its bid is due. */
  readonly bid: readonly number[];
  /** Whether its bid is sealed and waiting to open. */
  readonly sealed: boolean;
  readonly picks: readonly Item[];
  /** Every other player, with why it may not be attacked (null when it may), while this seat chooses a target. */
  readonly targets: readonly { readonly seat: Seat; readonly reason: string | null }[];
  readonly attack: readonly CardId[];
  /** Its defence choices (null: take the attack), while it is the target. */
  readonly defend: readonly (CardId | null)[];
  readonly exhaust: readonly ExhaustOption[];
}

export interface RotuView {
  readonly seat: Seat;
  readonly phase: RotuPhase;
  readonly names: readonly string[];
  readonly players: readonly PlayerView[];
  readonly holder: Seat;
  readonly auction: AuctionView | null;
  /** The auction finished last, for its bids and flips to stay in sight. */
  readonly lastAuction: AuctionView | null;
  /** Auctions done, of 11. */
  readonly auctionsDone: number;
  readonly poolLeft: number;
  readonly boxed: readonly CardId[];
  readonly discardedCharacter: CharacterId | null;
  readonly turn: Seat | null;
  readonly turnNo: number;
  readonly round: number;
  readonly first: Seat;
  readonly prevTarget: Seat | null;
  readonly attack: { readonly attacker: Seat; readonly target: Seat; readonly laid: boolean; readonly defence: CardId | null | undefined } | null;
  readonly magicSeat: Seat | null;
  readonly happenings: readonly Happening[];
  readonly fallen: readonly Fallen[];
  readonly mine: Mine;
  /** The host's wait now: what it waits on (a key that changes with it) and how long, or null. */
  readonly wait: { readonly key: string; readonly ms: number } | null;
  readonly ending: Ending | null;
  readonly result: GameResult | null;
}

/** The phases a tag of the same name marks. */
const TAGGED: readonly Exclude<RotuPhase, 'waiting'>[] = [
  'bidding',
  'flipping',
  'picking',
  'between',
  'targeting',
  'attacking',
  'defending',
  'striking',
  'magic',
  'over',
];

/** The view's phase, from the chart's tags: an auction's items being revealed shows as its bidding; before the game is created, no tag is set. */
export function phaseOf(state: RotuReadable): RotuPhase {
  if (state.context.names.length === 0) return 'waiting';
  if (state.hasTag('revealing')) return 'bidding';
  return TAGGED.find((tag) => state.hasTag(tag)) ?? 'waiting';
}

export function rotuResult(ctx: RotuContext): GameResult | null {
  const e = ctx.ending;
  if (!e) return null;
  const names = e.winners.map((s) => ctx.names[s]).join(' and ');
  const summary =
    e.kind === 'champion'
      ? `${names} is the Champion of the Universe!`
      : e.winners.length
        ? `Everyone fell at the end of turn ${e.turn}: ${names}, who played the last card, is Winner by Cunning!`
        : `Everyone fell at the end of turn ${e.turn}, and no card was ever played: nobody wins.`;
  return { winners: e.winners, scores: ctx.names.map((_, s) => (ctx.alive[s] ? ctx.health[s]! : 0)), summary };
}

function auctionView(ctx: RotuContext, a: RotuContext['auction']): AuctionView | null {
  if (!a) return null;
  const bids: BidView[] = ctx.names.map((_, s) => {
    if (a.bids.length > 0) return a.bids[s]! > 0 ? { status: 'opened', coin: a.bids[s]! } : { status: 'forfeited', coin: null };
    const r = ctx.bids!;
    const forfeited = r.forfeited.includes(s);
    const status = forfeited ? 'forfeited' : Object.hasOwn(r.openings, s) ? 'opened' : r.commitments[s] ? 'sealed' : 'waiting';
    return { status, coin: status === 'opened' ? (r.openings[s] ?? null) : null };
  });
  return {
    number: a.number,
    kind: isCharacterAuction(a) ? 'character' : 'card',
    revealed: a.revealed,
    left: unpicked(a),
    bids,
    holder: a.holder,
    flips: a.bids.length > 0 ? resolve(a.bids, a.holder, a.flips).steps : [],
    order: a.order,
    picks: a.picks,
    picker: picker(a),
  };
}

/** The host's wait in `phase` (one of the timed ones names its key), or null. */
function waitOf(state: RotuReadable, phase: RotuPhase): RotuView['wait'] {
  const ms = waitFor(state);
  if (ms === null) return null;
  const ctx = state.context;
  const r = ctx.bids;
  const key =
    state.hasTag('bidding') && r
      ? `bid-${ctx.past.length}-${stageOf(r)}-${Object.keys(r.commitments).length}-${Object.keys(r.openings).length}`
      : `${phase}-${ctx.turnNo}-${ctx.magic?.at ?? 0}`;
  return { key, ms };
}

function mine(state: RotuReadable, seat: Seat): Mine {
  const ctx = state.context;
  const none: Mine = { bid: [], sealed: false, picks: [], targets: [], attack: [], defend: [], exhaust: [] };
  if (seat === SPECTATOR || seat >= ctx.names.length) return none;
  const hand = [...(ctx.hands[seat] ?? [])].sort(compareCards);
  if (state.hasTag('bidding')) {
    const due = owes(ctx.bids!, seat);
    return { ...none, bid: due === 'seal' ? [...ctx.coins[seat]!].sort((a, b) => a - b) : [], sealed: due === 'open' };
  }
  if (state.hasTag('picking'))
    return { ...none, picks: picker(ctx.auction) === seat ? unpicked(ctx.auction!).filter((i) => refusePick(ctx, seat, i) === null) : [] };
  if (state.hasTag('targeting')) {
    return ctx.turn === seat
      ? { ...none, targets: ctx.names.flatMap((_, t) => (t === seat ? [] : [{ seat: t, reason: fight.targetRefusal(ctx, seat, t) }])) }
      : none;
  }
  if (state.hasTag('attacking')) return ctx.attack?.attacker === seat ? { ...none, attack: hand } : none;
  if (state.hasTag('defending')) return ctx.attack?.target === seat ? { ...none, defend: [null, ...hand] } : none;
  if (state.hasTag('magic'))
    return magicSeat(ctx) === seat ? { ...none, exhaust: hand.map((card) => ({ card, targets: fight.exhaustTargets(ctx, seat, card) })) } : none;
  return none;
}

export function rotuView(state: RotuReadable, seat: Seat): RotuView {
  const ctx = state.context;
  const phase = phaseOf(state);
  const fighting = ctx.past.length > POOL_AUCTIONS;
  const a = ctx.attack;
  return {
    seat,
    phase,
    names: ctx.names,
    players: ctx.names.map((name, s) => ({
      name,
      character: ctx.characters[s] ?? null,
      health: ctx.health[s] ?? 0,
      maxHealth: fight.maxHealth(ctx, s),
      coins: ctx.coins[s] ?? [],
      alive: ctx.alive[s] ?? true,
      hand: [...(ctx.hands[s] ?? [])].sort(compareCards),
      discard: ctx.discards[s] ?? [],
      exhausted: ctx.exhausted[s] ?? [],
      damagedBy: ctx.damagedBy[s] ?? [],
    })),
    holder: ctx.holder,
    auction: state.hasTag('auction') ? auctionView(ctx, ctx.auction) : null,
    lastAuction: auctionView(ctx, ctx.past.at(-1) ?? null),
    auctionsDone: ctx.past.length,
    poolLeft: ctx.pool.length,
    boxed: ctx.boxed,
    discardedCharacter: ctx.discardedCharacter,
    turn: fighting && !state.hasTag('over') && ctx.turnNo > 0 ? ctx.turn : null,
    turnNo: ctx.turnNo,
    round: ctx.round,
    first: ctx.first,
    prevTarget: ctx.prevTarget,
    attack: a ? { attacker: a.attacker, target: a.target, laid: stageOf(a.card) !== 'seal', defence: a.defence } : null,
    magicSeat: state.hasTag('magic') ? magicSeat(ctx) : null,
    happenings: ctx.happenings,
    fallen: ctx.fallen,
    mine: mine(state, seat),
    wait: waitOf(state, phase),
    ending: ctx.ending,
    result: rotuResult(ctx),
  };
}
