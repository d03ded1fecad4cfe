/**
 * Bots for Rules of the Universe!, by level, each reading only its own seat's state (which here is
 * everything but the sealed choices not yet open). Strong (the greedy bot) bids by value: it ranks
 * the spread of the revealed items against auctions drawn from what is left of the pool supply
 * deck, and spends a coin of the same rank; it picks the best item; it attacks the weakest player
 * it may attack (the least health left once its hardest card meets their best guard) with its
 * hardest card; it defends against the attacker's hardest card when that saves more than the card
 * is worth; it exhausts a card when the ability is worth more than the card. Easy bids a random
 * coin, picks the hardest-hitting card, attacks anyone it may with its hardest card, defends with
 * its best guard against a strong hand, and heals when hurt. Random plays any legal command. */
import { randomBot, type Bot } from '../../kernel/bot.js';
import type { Seat } from '../../kernel/game.js';
import type { Random } from '../../kernel/random.js';
import { isCharacterAuction, revealCount } from './auction.js';
import { characterOf, kindOf, type CardId, type CharacterId } from './data.js';
import * as fight from './fight.js';
import type { RotuState } from './index.js';
import type { Item, RotuCommand, RotuContext } from './types.js';

type RotuBot = Bot<RotuState, RotuCommand>;
type Of<T extends RotuCommand['type']> = Extract<RotuCommand, { type: T }>;

const SAMPLES = 40;

const TRAIT_WORTH: Readonly<Record<string, number>> = { attack: 4, defence: 3.5, evasion: 4, drain: 3, magic: 2, healing: 2.5, ward: 1, renewal: 1.5 };

/** A character's worth: its health and its trait. */
const characterWorth = (id: CharacterId): number => {
  const c = characterOf(id);
  return c.health + (c.trait ? TRAIT_WORTH[c.trait]! * c.amount : 0);
};

/** A card's worth in the fight: its strengths and its ability. */
function cardWorth(card: CardId): number {
  const k = kindOf(card);
  const a = k.ability;
  const ability = { heal: 0.7, strike: 1.1, drain: 1.8, quake: 1.6, recall: 2, restore: 4, renew: 2.5 }[a.kind] * (a.amount || 1);
  return k.attack + 0.8 * k.defence + 0.6 * ability;
}

const worth = (auction: number, item: Item): number => (auction === 0 ? characterWorth(item) : cardWorth(item));

/** What winning the auction is worth over picking last: the best item less the second worst (the last picker takes the better of the two left). */
function spread(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => b - a);
  return sorted[0]! - sorted[sorted.length - 2]!;
}

const sortedCoins = (ctx: RotuContext, seat: Seat): number[] => [...ctx.coins[seat]!].sort((a, b) => a - b);

/** The coin of the same rank among this seat's coins as this auction's spread among auctions still to come. */
function valueBid(ctx: RotuContext, seat: Seat, random: Random): Of<'bid'> {
  const a = ctx.auction!;
  const coins = sortedCoins(ctx, seat);
  const here = spread(a.revealed.map((i) => worth(a.number, i)));
  let q: number;
  if (isCharacterAuction(a)) q = Math.min(0.5, here / 12);
  else {
    const size = revealCount(ctx.names.length);
    const pool = [...ctx.pool, ...a.revealed];
    let below = 0;
    for (let k = 0; k < SAMPLES; k++) {
      const s = spread(random.shuffle(pool).slice(0, size).map(cardWorth));
      below += s < here ? 1 : s === here ? 0.5 : 0;
    }
    q = below / SAMPLES;
  }
  return { type: 'bid', nth: Math.round(q * (coins.length - 1)) };
}

/** The damage `attacker`'s hardest card would deal `target` undefended. */
const threat = (ctx: RotuContext, attacker: Seat, target: Seat): number =>
  Math.max(0, ...ctx.hands[attacker]!.map((c) => fight.damageOf(ctx, attacker, target, c, null)));

/** The weakest player it may attack: the least health left after its hardest card against their best guard, then the least health. */
function weakest(ctx: RotuContext, seat: Seat, legal: readonly Of<'target'>[]): Of<'target'> {
  const best = (t: Seat) => Math.max(0, ...ctx.hands[seat]!.map((c) => Math.min(...[null, ...ctx.hands[t]!].map((d) => fight.damageOf(ctx, seat, t, c, d)))));
  const key = (t: Seat) => (ctx.health[t]! - best(t)) * 100 + ctx.health[t]!;
  return legal.reduce((a, b) => (key(b.seat) < key(a.seat) ? b : a));
}

/** The hardest-hitting card, keeping a strong guard when another card hits as hard. */
const hardest = (legal: readonly Of<'attack'>[]): Of<'attack'> =>
  legal.reduce((a, b) => {
    const [ka, kb] = [kindOf(a.card), kindOf(b.card)];
    return kb.attack > ka.attack || (kb.attack === ka.attack && kb.defence < ka.defence) ? b : a;
  });

/** The defence that saves the most against the attacker's hardest card, for what the card is worth; none when nothing is worth it. */
function bestDefence(ctx: RotuContext, seat: Seat, legal: readonly Of<'defend'>[]): Of<'defend'> {
  const a = ctx.attack!;
  const cards = ctx.hands[a.attacker]!;
  const worst = (defence: CardId | null) => Math.max(0, ...cards.map((c) => fight.damageOf(ctx, a.attacker, seat, c, defence)));
  const open = worst(null);
  const deadly = open >= ctx.health[seat]!;
  const value = (c: Of<'defend'>) => {
    if (c.card === null) return 0;
    const saved = open - worst(c.card);
    const survives = deadly && worst(c.card) < ctx.health[seat]! ? 50 : 0;
    return saved + survives - 0.35 * kindOf(c.card).attack - 0.5;
  };
  return legal.reduce((x, y) => (value(y) > value(x) ? y : x));
}

/** What exhausting `c` gains this seat: health healed, damage dealt (more when it finishes someone), cards back. */
function gain(ctx: RotuContext, seat: Seat, c: Of<'exhaust'>): number {
  const a = kindOf(c.card).ability;
  const missing = fight.maxHealth(ctx, seat) - ctx.health[seat]!;
  const hurt = (victim: Seat) => {
    const d = Math.min(ctx.health[victim]!, fight.abilityDamage(ctx, seat, victim, a.amount));
    return d + (d > 0 && d >= ctx.health[victim]! ? 15 : 0);
  };
  switch (a.kind) {
    case 'heal':
      return Math.min(missing, a.amount + fight.traitOf(ctx, seat, 'healing')) * (ctx.health[seat]! <= fight.maxHealth(ctx, seat) / 3 ? 1.6 : 1);
    case 'strike':
      return hurt(c.target!);
    case 'drain':
      return hurt(c.target!) + Math.min(missing, a.amount);
    case 'quake':
      return fight
        .living(ctx)
        .filter((s) => s !== seat)
        .reduce((sum, s) => sum + hurt(s), 0);
    case 'recall':
    case 'renew':
      return cardWorth(c.target!) * 0.5;
    case 'restore':
      return ctx.discards[seat]!.reduce((sum, card) => sum + cardWorth(card), 0) * 0.4;
  }
}

/** Exhaust the card that gains the most over what it is worth, if any does; never the last card it has to fight with. */
function bestMagic(ctx: RotuContext, seat: Seat, legal: readonly RotuCommand[]): RotuCommand {
  const left = ctx.hands[seat]!.length + ctx.discards[seat]!.length;
  let best: RotuCommand = legal[0]!;
  let top = 0;
  for (const c of legal) {
    if (c.type !== 'exhaust' || left <= 2) continue;
    const v = gain(ctx, seat, c) - 1.4 * cardWorth(c.card);
    if (v > top) [best, top] = [c, v];
  }
  return best;
}

export const greedyBot: RotuBot = (state, seat, legal, random) => {
  const ctx = state.context;
  const first = legal[0]!;
  switch (first.type) {
    case 'bid':
      return valueBid(ctx, seat, random);
    case 'pick':
      return (legal as Of<'pick'>[]).reduce((a, b) => (worth(ctx.auction!.number, b.item) > worth(ctx.auction!.number, a.item) ? b : a));
    case 'target':
      return weakest(ctx, seat, legal as Of<'target'>[]);
    case 'attack':
      return hardest(legal as Of<'attack'>[]);
    case 'defend':
      return bestDefence(ctx, seat, legal as Of<'defend'>[]);
    default:
      return bestMagic(ctx, seat, legal);
  }
};

export const easyBot: RotuBot = (state, seat, legal, random) => {
  const ctx = state.context;
  const first = legal[0]!;
  switch (first.type) {
    case 'pick':
      return ctx.auction!.number === 0 ? random.pick(legal) : (legal as Of<'pick'>[]).reduce((a, b) => (kindOf(b.item).attack > kindOf(a.item).attack ? b : a));
    case 'attack':
      return hardest(legal as Of<'attack'>[]);
    case 'defend': {
      if (threat(ctx, ctx.attack!.attacker, seat) < 4) return first;
      return (legal as Of<'defend'>[]).reduce((a, b) => (b.card !== null && (a.card === null || kindOf(b.card).defence > kindOf(a.card).defence) ? b : a));
    }
    case 'pass': {
      const heal = legal.find((c) => c.type === 'exhaust' && kindOf(c.card).ability.kind === 'heal');
      return heal && ctx.health[seat]! * 2 < fight.maxHealth(ctx, seat) ? heal : first;
    }
    default:
      return random.pick(legal);
  }
};

export const rotuBots: Readonly<Record<'easy' | 'strong' | 'random' | 'greedy', RotuBot>> = {
  easy: easyBot,
  strong: greedyBot,
  random: randomBot,
  greedy: greedyBot,
};

/** How long a bot waits before it acts, in ms: a bid or a pass is quick, an attack slower. */
export const rotuBotPace = (state: RotuState): number =>
  state.hasTag('bidding') || state.hasTag('magic') ? 700 : state.hasTag('attacking') || state.hasTag('targeting') ? 1100 : 900;
