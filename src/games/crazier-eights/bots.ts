/**
 * Bots for Crazier Eights, by level, each reading only its own seat's state. Strong (the greedy
 * bot) sheds a card every way it can each turn: it plays extra-discard cards first when it has
 * discards to make, keeps its eights for last, never plays a card that would make it lose (Thin
 * Ice, Greed's Bargain) or let an opponent win (Throne of Kings), and aims every choice at the
 * opponent closest to going out. Easy discards and plays any legal card and points its effects at
 * an opponent. Random plays any legal command.
 */
import { randomBot, type Bot } from '../../kernel/bot.js';
import type { Seat } from '../../kernel/game.js';
import type { Random } from '../../kernel/random.js';
import { coloursOf, defOf, isEight } from './deck.js';
import type { EightsState } from './index.js';
import { controls, handOf, isOpponent, opponentsOf } from './rules.js';
import type { CardId, EightsCommand, EightsContext } from './types.js';

type EightsBot = Bot<EightsState, EightsCommand>;
type Play = Extract<EightsCommand, { type: 'play' }>;
type Discard = Extract<EightsCommand, { type: 'discard' }>;

const myCards = (ctx: EightsContext, seat: Seat): CardId[] => handOf(ctx, seat).filter((c): c is CardId => c !== null);
const named = (ctx: EightsContext, name: string) => ctx.table.some((p) => !p.silenced && defOf(p.card).name === name);

/** How much a card in play is worth to whoever controls it (below zero: a burden). */
export function keepValue(card: CardId): number {
  const name = defOf(card).name;
  if (name === 'Wandering Minstrel') return -2;
  if (name === 'Thin Ice' || name === "Greed's Bargain") return -1;
  if (name === 'Throne of Kings') return 3;
  return defOf(card).statics || defOf(card).abilities ? 1 : 0;
}

/** The opponent closest to going out (fewest cards in hand), among `seats`. */
function closest(ctx: EightsContext, seat: Seat, seats: readonly number[]): number | undefined {
  const foes = seats.filter((s) => isOpponent(ctx, seat, s));
  const pool = foes.length ? foes : seats.filter((s) => s !== seat);
  return [...(pool.length ? pool : seats)].sort((a, b) => handOf(ctx, a).length - handOf(ctx, b).length)[0];
}

/** A play that would hurt its own player: losing at the end of the turn, or an opponent's win. */
function selfHarm(ctx: EightsContext, seat: Seat, card: CardId): boolean {
  const d = defOf(card);
  if (d.kind !== 'asset') return false;
  const mine = controls(ctx, seat) + 1;
  if ((d.name === 'Thin Ice' || named(ctx, 'Thin Ice')) && mine >= 4) return true;
  if (d.name === 'Throne of Kings') return opponentsOf(ctx, seat).some((o) => controls(ctx, o) >= 3);
  return d.name === "Greed's Bargain" && myCards(ctx, seat).length >= 9;
}

const EXTRA = ['Potion of Vitality', 'Haste', 'Fellowship', 'Rainbow Bridge', 'Swift Boots', 'Stream of Life', 'Banner of Friendship'];

/** The colour most of `cards` share (eights aside). */
function commonColour(cards: readonly CardId[]) {
  const counts = new Map<string, number>();
  for (const c of cards) if (!isEight(c)) for (const col of coloursOf(c)) counts.set(col, (counts.get(col) ?? 0) + 1);
  return ([...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'yellow') as Discard['colour'];
}

function strongMain(ctx: EightsContext, seat: Seat, legal: readonly EightsCommand[]): EightsCommand {
  const hand = myCards(ctx, seat);
  const discards = legal.filter((c): c is Discard => c.type === 'discard');
  const plays = legal.filter((c): c is Play => c.type === 'play' && !selfHarm(ctx, seat, c.card));
  const end = legal.find((c) => c.type === 'endTurn')!;
  if (hand.length === 1) return discards[0] ?? plays[0] ?? end;
  const distinct = new Set(discards.map((d) => d.card)).size;
  const extra = plays.find((p) => EXTRA.includes(defOf(p.card).name));
  if (extra && distinct >= 2) return extra;
  const plain = discards.filter((d) => !isEight(d.card));
  if (plain.length) {
    const rest = (d: Discard) => hand.filter((c) => c !== d.card);
    const fits = (d: Discard) => rest(d).filter((c) => coloursOf(c).some((x) => coloursOf(d.card).includes(x)) || defOf(c).rank === defOf(d.card).rank).length;
    return [...plain].sort((a, b) => fits(b) - fits(a))[0]!;
  }
  const score = (p: Play) => (isEight(p.card) ? -2 : 0) + (defOf(p.card).kind === 'event' ? 1 : keepValue(p.card));
  const best = [...plays].sort((a, b) => score(b) - score(a))[0];
  if (best && (!isEight(best.card) || discards.length === 0)) return best;
  if (discards.length) {
    const colour = commonColour(hand.filter((c) => c !== discards[0]!.card));
    return discards.find((d) => d.colour === colour) ?? discards[0]!;
  }
  return best ?? end;
}

function strongChoice(ctx: EightsContext, seat: Seat, legal: readonly EightsCommand[], random: Random): EightsCommand {
  const c = ctx.choice!;
  const picks = legal.filter((x): x is Extract<EightsCommand, { type: 'choose' }> => x.type === 'choose').map((x) => x.value);
  const decline = legal.find((x) => x.type === 'decline');
  const choose = (value: number | undefined): EightsCommand => (value === undefined ? (decline ?? legal[0]!) : { type: 'choose', value });
  switch (c.kind) {
    case 'player':
      return choose(closest(ctx, seat, picks));
    case 'inPlay': {
      const owner = (card: number) => ctx.table.find((p) => p.card === card)?.controller ?? seat;
      const theirs = picks.filter((p) => isOpponent(ctx, seat, owner(p)));
      if (theirs.length) return choose([...theirs].sort((a, b) => keepValue(b) - keepValue(a))[0]);
      const mine = [...picks].sort((a, b) => keepValue(a) - keepValue(b));
      return decline && (keepValue(mine[0]!) >= 0 || controls(ctx, seat) < 3) ? decline : choose(mine[0]);
    }
    case 'hand': {
      if (decline && c.prompt.includes('bottom')) return choose(picks[0]);
      const hand = picks.filter((p) => !isEight(p));
      return choose((hand.length ? hand : picks)[0]);
    }
    case 'looked':
      if (decline) return ctx.looking?.cards[0] != null && !isEight(ctx.looking.cards[0]!) ? choose(0) : decline;
      return choose(picks.find((i) => isEight(ctx.looking?.cards[i] ?? -1)) ?? picks[0]);
    case 'found':
      return choose([...picks].sort((a, b) => keepValue(ctx.looking?.cards[b] ?? 0) - keepValue(ctx.looking?.cards[a] ?? 0))[0]);
    case 'discardPile':
      return choose([...picks].sort((a, b) => keepValue(b) - keepValue(a))[0]);
    case 'handIndex':
      return choose(random.pick(picks));
    default:
      return choose(picks[0]);
  }
}

/** Strong: sheds cards every way it can and points every effect at the opponent closest to going out. */
export const greedyBot: EightsBot = (state, seat, legal, random) =>
  state.context.choice ? strongChoice(state.context, seat, legal, random) : strongMain(state.context, seat, legal);

/** Easy: discards any card it can, then plays any card, and points effects at an opponent. */
export const easyBot: EightsBot = (state, seat, legal, random) => {
  const ctx = state.context;
  if (ctx.choice) {
    if (ctx.choice.kind === 'player') {
      const picks = legal.flatMap((x) => (x.type === 'choose' && isOpponent(ctx, seat, x.value) ? [x] : []));
      if (picks.length) return random.pick(picks);
    }
    return random.pick(legal);
  }
  const discards = legal.filter((c) => c.type === 'discard');
  if (discards.length) return random.pick(discards);
  const plays = legal.filter((c) => c.type === 'play');
  return plays.length ? random.pick(plays) : legal.find((c) => c.type === 'endTurn')!;
};

export const eightsBots: Readonly<Record<'easy' | 'strong' | 'random' | 'greedy', EightsBot>> = {
  easy: easyBot,
  strong: greedyBot,
  random: randomBot,
  greedy: greedyBot,
};

/** A bot waits a little before it acts, longer in its own main phase, so people can follow. */
export const eightsBotPace = (state: EightsState): number => (state.context.choice ? 500 : 800);
