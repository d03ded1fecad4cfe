/**
 * One event of a Rules of the Universe! log in words, for a replay's move list, the command line and
 * the table's announcements: what the event did, judged from the contexts before and after it
 * (what it made happen too: the order of picks, damage, deaths, the refill, the end). Always third
 * person; a sealed choice shows only as laid until it is revealed.
 */
import type { Seat } from '../../kernel/game.js';
import { isCharacterAuction, itemName, resolve } from './auction.js';
import { abilityName, cardName, kindOf } from './data.js';
import type { Auction, Happening, RotuContext, RotuEvent } from './types.js';
import { rotuResult } from './view.js';

const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
const name = (ctx: Pick<RotuContext, 'names'>, s: Seat): string => ctx.names[s] ?? `Seat ${s + 1}`;
const signed = (d: number): string => (d > 0 ? `+${d}` : String(d));

/** "Auction 3 of 11 (cards)". */
export const auctionTitle = (number: number): string => (number === 0 ? 'Auction 1 of 11: the characters' : `Auction ${number + 1} of 11: pool cards`);

/** What a happening of the fight was, in words. */
export function happeningText(ctx: Pick<RotuContext, 'names'>, h: Happening): string {
  const who = (s: Seat) => name(ctx, s);
  switch (h.kind) {
    case 'attack': {
      const guard = h.defence === null ? 'undefended' : `against ${cardName(h.defence)} (${h.guard})`;
      const heal = h.healed > 0 ? `; ${who(h.by)} heals ${h.healed}` : '';
      return `${who(h.by)}'s ${cardName(h.card)} (${h.strength}) hits ${who(h.on)} ${guard}: ${h.damage} damage${heal}`;
    }
    case 'void':
      return `${who(h.by)}'s attack on ${who(h.on)} is void: its card was not laid or revealed in time`;
    case 'skip':
      return h.why === 'no-cards' ? `${who(h.by)} has no card in hand and cannot attack` : `${who(h.by)} has nobody to attack`;
    case 'magic': {
      const k = kindOf(h.card);
      const changes = h.changes.map((c) => `${who(c.seat)} ${signed(c.delta)}`);
      const moved = h.moved.length ? `${h.moved.map(cardName).join(', ')} back to hand` : '';
      const effect = [...changes, moved].filter(Boolean).join(', ') || 'no effect';
      return `${who(h.by)} exhausts ${k.name}: ${abilityName(k.ability)} (${effect})`;
    }
    case 'death':
      return `${who(h.seat)} dies: ${h.why === 'wounds' ? 'at 0 health' : 'every card exhausted'}`;
    case 'refill': {
      const changes = h.changes.map((c) => `${who(c.seat)} ${signed(c.delta)}`).join(', ');
      const weary = h.weariness ? `; the fight has stalled again, so each loses ${h.weariness} health to weariness` : '';
      return `Nobody has a card in hand: everyone takes their discard pile back${weary}${changes ? ` (${changes})` : ''}`;
    }
  }
}

/** The pick order, in words: "Pick order: Ann, Bob, Cy". */
const orderText = (ctx: Pick<RotuContext, 'names'>, a: Auction): string => `Pick order: ${a.order.map((s) => name(ctx, s)).join(', ')}`;

/** The bids once all are open: "Bids: Ann 7, Bob 0 (forfeited)". */
const bidsText = (ctx: Pick<RotuContext, 'names'>, a: Auction): string =>
  `Bids: ${a.bids.map((b, s) => `${name(ctx, s)} ${b > 0 ? b : '0 (forfeited)'}`).join(', ')}`;

/** What the last bid settled: every bid, and the order unless a tie needs the Lucky Coin. */
function settled(prev: RotuContext, next: RotuContext): string[] {
  const a = next.auction;
  if (!a || a.bids.length === 0 || prev.auction?.bids.length) return [];
  return [bidsText(next, a), a.order.length ? orderText(next, a) : 'A tie: the Lucky Coin decides'];
}

/** The happenings the event brought, and the end of the fight if it came. */
function after(prev: RotuContext, next: RotuContext): string[] {
  const lines = next.happenings.filter((h) => !prev.happenings.includes(h)).map((h) => happeningText(next, h));
  if (next.ending && !prev.ending) lines.push(`Game over: ${rotuResult(next)!.summary.replace(/[.!]$/, '')}`);
  return lines;
}

export function describeEvent(prev: RotuContext, event: RotuEvent, next: RotuContext): string[] {
  const bidding = 'key' in event && event.key.startsWith('bid-');
  switch (event.type) {
    case 'game.created':
      return [`New game: ${event.names.join(', ')}; the Lucky Coin goes to ${name(next, next.holder)}`];
    case 'auction.started': {
      const a = next.auction!;
      return [`${auctionTitle(event.number)}: ${event.revealed.map((i) => itemName(a, i)).join(', ')}`];
    }
    case 'choice.sealed':
      return [bidding ? `${name(prev, event.seat)} lays a coin face down` : `${name(prev, event.seat)} lays an attack card face down`];
    case 'choice.opened':
      if (bidding) return [`${name(prev, event.seat)} reveals ${event.choice}`, ...settled(prev, next)];
      return [`${name(prev, event.seat)} reveals ${cardName(event.choice)}`, ...after(prev, next)];
    case 'choice.forfeited':
      if (bidding)
        return [
          `${name(prev, event.seat)} did not ${event.stage === 'seal' ? 'lay' : 'reveal'} a coin in time: bids 0 and loses their lowest coin`,
          ...settled(prev, next),
        ];
      return [`${name(prev, event.seat)} did not ${event.stage === 'seal' ? 'lay' : 'reveal'} the attack card in time`, ...after(prev, next)];
    case 'coin.flipped': {
      const a = next.auction!;
      const step = resolve(a.bids, a.holder, a.flips).steps.at(-1)!;
      const lines = [
        `${name(prev, event.seat)} flips the Lucky Coin: ${event.lucky ? 'LUCKY!' : 'UNLUCKY!'} ${name(prev, event.seat)} picks ${ordinal(step.place)}`,
      ];
      if (a.order.length) lines.push(orderText(next, a));
      return lines;
    }
    case 'item.picked': {
      const a = prev.auction!;
      const lines = [`${name(prev, event.seat)} picks ${itemName(a, event.item)}`];
      if (!next.auction) {
        const done = next.past.at(-1)!;
        const left = done.revealed.find((i) => !done.picks.some((p) => p.item === i));
        if (left !== undefined) lines.push(isCharacterAuction(done) ? `${itemName(done, left)} is discarded` : `${itemName(done, left)} goes back to the box`);
        if (next.past.length === 11) lines.push(`The auctions are over: the fight begins, ${name(next, next.first)} first`);
      }
      return lines;
    }
    case 'turn.started':
      return [`Turn ${event.turn} (round ${event.round}): ${name(next, event.seat)}`, ...after(prev, next)];
    case 'target.chosen':
      return [`${name(prev, event.seat)} attacks ${name(prev, event.target)}`];
    case 'defence.chosen':
      return [event.card === null ? `${name(prev, event.seat)} takes the attack undefended` : `${name(prev, event.seat)} defends with ${cardName(event.card)}`];
    case 'card.exhausted':
      return after(prev, next);
    case 'magic.passed':
      return [`${name(prev, event.seat)} uses no magic`, ...after(prev, next)];
    default: {
      const unknown: never = event;
      return [String((unknown as { type?: unknown }).type ?? 'unknown event')];
    }
  }
}
