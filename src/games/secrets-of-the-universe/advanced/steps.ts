/**
 * How the Advanced Version's facts change the context, and why one cannot follow, where they differ
 * from the Intermediate Version's (intermediate/steps.ts keeps the rest): draws that turn up a Public
 * Bonus Card, Bonus Cards set aside and swapped, pickups of set-aside cards, discards (never a Bonus
 * Card, never after a Public one was picked up), joins that set a 0 aside again, dummies setting
 * Bonus Cards aside, and going out.
 */
import { replaceAt } from '../../hands.js';
import type { Seat } from '../../../kernel/game.js';
import { isBonus, isCardCode, isPublic, type BonusCode, type CardCode, type HandCard } from '../cards.js';
import { handOf, isHandCards, withoutCards, withoutCopy, type Change } from '../context.js';
import { joined } from '../intermediate/extensions.js';
import { areaOf, drawQuarter } from '../intermediate/layout.js';
import { refuseJoin } from '../intermediate/pickup.js';
import * as table from '../intermediate/rules.js';
import * as mid from '../intermediate/steps.js';
import * as rules from '../rules.js';
import { sameTurn } from '../turns.js';
import type { AsideRef, CarelessCharge, Ev, PickUpCommand, SecretsContext, Turn } from '../types.js';
import { carelessCharges, priorFor, priorityTable, withCareless } from './careless.js';
import { committed, refuseSetAside, refuseSwap, swapped } from './bonus.js';
import { goOutAdvanced } from './score.js';
import { pickedMeld, refuseAdvancedPickUp, type AdvancedSituation } from './pickup.js';

const turnFault = (ctx: SecretsContext, seat: Seat): string | null => rules.refuseTurn(ctx, seat)?.reason ?? null;

/** What `seat`'s pickups are judged on. */
export const situation = (ctx: SecretsContext, seat: Seat): AdvancedSituation => table.perSeat(situations, ctx, seat, situationOf);

const situationOf = (ctx: SecretsContext, seat: Seat): AdvancedSituation => ({ ...table.situation(ctx, seat), seat, aside: ctx.aside });
/** Advanced situations by context and seat (see table.situation: contexts never change, situations are only read). */
const situations = new WeakMap<SecretsContext, AdvancedSituation[]>();

/** The turn's draw is still to come: nothing drawn, or only a Public Bonus Card, set aside. */
const toDraw = (ctx: SecretsContext): boolean => ctx.drawn === null || ctx.drawn.from === 'public';

/** The top of `who`'s quarter is `card`, as far as this context knows; or why not. */
function topFault(ctx: SecretsContext, who: Turn, card: CardCode | null): string | null {
  const q = drawQuarter(ctx.quarters, ctx.names.length, who);
  if (q === null) return 'the deck is empty';
  if (card !== null && !isCardCode(card)) return 'there is no such card';
  const top = ctx.quarters[q]![0]!;
  return top !== null && card !== top ? `the top of quarter ${q + 1} is ${top}, not ${card}` : null;
}

/** The quarters with `count` cards drawn by `who`, each from the quarter it draws from then. */
function drawn(ctx: SecretsContext, who: Turn, count: number): Change {
  let quarters = ctx.quarters;
  for (let i = 0; i < count; i++) {
    const q = drawQuarter(quarters, ctx.names.length, who)!;
    quarters = replaceAt(quarters, q, quarters[q]!.slice(1));
  }
  return { quarters };
}

const addAside = (ctx: SecretsContext, area: number, cards: readonly BonusCode[]): BonusCode[][] =>
  ctx.aside.map((list, a) => (a === area ? [...list, ...cards] : list.slice()));

// ---------------------------------------------------------------- drawing

export function drawFault(ctx: SecretsContext, e: Ev<'card.drawn'>): string | null {
  const turn = turnFault(ctx, e.seat);
  if (turn) return turn;
  if (!toDraw(ctx)) return 'a card is already drawn this turn';
  if (e.card !== null && isPublic(e.card)) return 'a Public Bonus Card drawn is set aside at once';
  return topFault(ctx, { seat: e.seat }, e.card);
}

export function bonusDrawnFault(ctx: SecretsContext, e: Ev<'bonus.drawn'>): string | null {
  const turn = turnFault(ctx, e.seat);
  if (turn) return turn;
  if (!toDraw(ctx)) return 'a card is already drawn this turn';
  if (!isCardCode(e.card) || !isPublic(e.card)) return 'only a Public Bonus Card is set aside as it is drawn';
  return topFault(ctx, { seat: e.seat }, e.card);
}

export const bonusDrawn = (ctx: SecretsContext, e: Ev<'bonus.drawn'>): Change => ({
  ...drawn(ctx, { seat: e.seat }, 1),
  aside: addAside(ctx, e.seat, [e.card]),
  drawn: { from: 'public', card: e.card },
});

// ---------------------------------------------------------------- setting aside and swapping

export function setAsideFault(ctx: SecretsContext, e: Ev<'bonus.setAside'>): string | null {
  if (!isCardCode(e.card) || !isBonus(e.card)) return 'only a Bonus Card is set aside';
  if (isPublic(e.card)) {
    // A Public Bonus Card a replacement turned up: set aside at once, by its holder.
    const own = ctx.privates === e.seat || !rules.refuseTurn(ctx, e.seat);
    if (!own || !(ctx.hands[e.seat] ?? []).some((c) => c === null || c.code === e.card)) return 'no such Public Bonus Card was drawn';
  } else {
    const refusal = refuseSetAside(ctx, e.seat, e.card);
    if (refusal) return refusal.reason;
  }
  if (!('replacement' in e)) return table.cardsInDeck(ctx) === 0 ? null : 'a replacement is drawn while the deck has cards';
  return topFault(ctx, { seat: e.seat }, e.replacement ?? null);
}

export function setAside(ctx: SecretsContext, e: Ev<'bonus.setAside'>): Change {
  const hand = withoutCopy(handOf(ctx, e.seat), e.card, false)!;
  const replaced = 'replacement' in e;
  const replacement = replaced ? [e.replacement ? { code: e.replacement, taken: false } : null] : [];
  return {
    ...(replaced ? drawn(ctx, { seat: e.seat }, 1) : {}),
    hands: replaceAt(ctx.hands, e.seat, [...hand, ...replacement]),
    aside: addAside(ctx, e.seat, [e.card]),
  };
}

export const swapFault = (ctx: SecretsContext, e: Ev<'zeros.swapped'>): string | null => refuseSwap(ctx, e.seat, e.with)?.reason ?? null;

export const swap = (ctx: SecretsContext, e: Ev<'zeros.swapped'>): Change => ({ aside: swapped(ctx.aside, e.seat, e.with), swapTurn: ctx.turnNumber });

// ---------------------------------------------------------------- pickups and exposed melds

const commandOf = (e: Ev<'discards.pickedUp'>): PickUpCommand => ({
  type: 'pickUp',
  discards: e.discards,
  hand: e.hand,
  ...(e.onto === null ? {} : { onto: e.onto }),
  ...(e.aside ? { aside: e.aside } : {}),
});

const isAsideRefs = (v: unknown): v is AsideRef[] =>
  Array.isArray(v) && v.every((r) => typeof r === 'object' && r !== null && Number.isInteger((r as AsideRef).area) && isCardCode((r as AsideRef).card));

export function pickUpFault(ctx: SecretsContext, e: Ev<'discards.pickedUp'>): string | null {
  const refusal = rules.refuseTurn(ctx, e.seat) ?? table.refuseDiscardDraw(ctx);
  if (refusal) return refusal.reason;
  if (
    !Array.isArray(e.discards) ||
    !isHandCards(e.hand) ||
    (e.onto !== null && !Number.isInteger(e.onto)) ||
    (e.aside !== undefined && !isAsideRefs(e.aside))
  ) {
    return 'a pickup names discards, set-aside cards and hand cards';
  }
  // The hand is judged on what this context knows of it (a redacted context trusts the host about hidden cards).
  const sit = { ...situation(ctx, e.seat), hand: e.hand };
  const command = commandOf(e);
  const why = refuseAdvancedPickUp(sit, command);
  if (why) return why.reason;
  if (e.discards.some((r) => (r.area === 'main' ? ctx.discards.main : ctx.discards.areas[r.area])?.[r.index]?.code !== r.card))
    return 'a picked-up discard is not the card named';
  if (!withoutCards(handOf(ctx, e.seat), e.hand)) return 'the hand does not hold those cards';
  const meld = pickedMeld(sit, command)!;
  if (priorFor(priorityTable(ctx), e.seat, command, meld.kind)) return 'an identical discard of higher priority is picked up first';
  const charges = carelessCharges(ctx, e.seat, command, meld);
  return sameCharges(e.careless ?? [], charges) ? null : 'the careless discards picked up are not charged as the table showed them';
}

const sameCharges = (a: readonly CarelessCharge[], b: readonly CarelessCharge[]): boolean =>
  Array.isArray(a) && a.length === b.length && a.every((x, i) => x.seat === b[i]!.seat && x.card === b[i]!.card && x.points === b[i]!.points);

/** The penalties with this pickup's careless charges added. */
const charged = (ctx: SecretsContext, e: Ev<'discards.pickedUp'>): readonly number[] =>
  (e.careless ?? []).reduce((p, c) => replaceAt(p, c.seat, p[c.seat]! + c.points), ctx.penalties);

/** How the turn has drawn after this pickup: a Public Bonus Card drawn and now picked up alone still counts as drawn from the deck. */
function drawAfter(ctx: SecretsContext, e: Ev<'discards.pickedUp'>) {
  const only = e.discards.length === 0 && e.aside?.length === 1 && e.aside[0]!.area === e.seat;
  return ctx.drawn?.from === 'public' && only && e.aside![0]!.card === ctx.drawn.card
    ? ({ from: 'publicUsed', card: ctx.drawn.card } as const)
    : ({ from: 'discards' } as const);
}

export function pickUp(ctx: SecretsContext, e: Ev<'discards.pickedUp'>): Change {
  const meld = pickedMeld(situation(ctx, e.seat), commandOf(e))!;
  const exposed = ctx.exposed[e.seat]!;
  let aside = ctx.aside.map((list) => list.slice());
  for (const r of e.aside ?? []) aside = replaceAt(aside, r.area, withoutOne(aside[r.area]!, r.card));
  return {
    ...mid.pickedAway(ctx, e),
    exposed: replaceAt(ctx.exposed, e.seat, e.onto === null ? [...exposed, meld] : replaceAt(exposed, e.onto, meld)),
    aside,
    drawn: drawAfter(ctx, e),
    penalties: charged(ctx, e),
  };
}

const withoutOne = (list: readonly BonusCode[], card: BonusCode): BonusCode[] => {
  const i = list.indexOf(card);
  return [...list.slice(0, i), ...list.slice(i + 1)];
};

const GOING_OUT = 'a player who picked up a Public Bonus Card goes out at once';

export function extendFault(ctx: SecretsContext, e: Ev<'meld.extended'>): string | null {
  if (committed(ctx.exposed[e.seat] ?? [])) return GOING_OUT;
  return ctx.drawn?.from === 'public' ? 'draw before you extend exposed melds' : mid.extendFault(ctx, e);
}

export function joinFault(ctx: SecretsContext, e: Ev<'melds.joined'>): string | null {
  if (!Array.isArray(e.melds) || e.melds.length !== 2) return 'a join names two exposed melds';
  if (committed(ctx.exposed[e.seat] ?? [])) return GOING_OUT;
  if (!ctx.drawn || ctx.drawn.from === 'public') return 'draw before you join exposed melds';
  const own = ctx.exposed[e.seat] ?? [];
  const refused = turnFault(ctx, e.seat) ?? refuseJoin(own, e.melds)?.reason ?? null;
  if (refused) return refused;
  return joined(own[Math.min(...e.melds)]!, own[Math.max(...e.melds)]!, 'advanced').meld ? null : 'These two sequences make no meld together.';
}

/** Two sequences joined; a second 0 comes off and is set aside again (FAQ). */
export function join(ctx: SecretsContext, e: Ev<'melds.joined'>): Change {
  const own = ctx.exposed[e.seat]!;
  const [a, b] = [Math.min(...e.melds), Math.max(...e.melds)];
  const { meld, detached } = joined(own[a]!, own[b]!, 'advanced');
  return {
    // joinFault refused a join that makes no meld.
    exposed: replaceAt(
      ctx.exposed,
      e.seat,
      replaceAt(own, a, meld!).filter((_, i) => i !== b),
    ),
    ...(detached ? { aside: addAside(ctx, e.seat, [detached.code as BonusCode]) } : {}),
  };
}

// ---------------------------------------------------------------- discarding and dummies

/** A discard as in the Intermediate Version; in an Expert game it records what it would do for the others. */
export const discard = (ctx: SecretsContext, e: Ev<'card.discarded'>): Change => withCareless(ctx, mid.discard(ctx, e), e.seat);

export function discardFault(ctx: SecretsContext, e: Ev<'card.discarded'>): string | null {
  if (isCardCode(e.card) && isBonus(e.card)) return 'a Bonus Card is set aside, never discarded';
  if (committed(ctx.exposed[e.seat] ?? [])) return GOING_OUT;
  if (ctx.drawn?.from === 'public') return 'a discard must follow a draw';
  return mid.discardFault(ctx, e);
}

export function dummyFault(ctx: SecretsContext, e: Ev<'dummy.discarded'>): string | null {
  if (!sameTurn(ctx.turn, { dummy: e.dummy })) return "it is not that dummy's turn";
  const met = e.setAside ?? [];
  if (!Array.isArray(met) || !met.every((c) => isCardCode(c) && isBonus(c))) return 'a dummy sets aside only Bonus Cards';
  if (!isCardCode(e.card) || isBonus(e.card)) return 'a dummy discards a card of a suit';
  let quarters = ctx.quarters;
  for (const card of [...met, e.card]) {
    const fault = topFault({ ...ctx, quarters }, { dummy: e.dummy }, card);
    if (fault) return fault;
    quarters = drawn({ ...ctx, quarters }, { dummy: e.dummy }, 1).quarters!;
  }
  return null;
}

/** The Bonus Cards the dummy met set aside in its area, then the card discarded as in the Intermediate Version. */
export function dummyDiscard(ctx: SecretsContext, e: Ev<'dummy.discarded'>): Change {
  const met = e.setAside ?? [];
  const after = { ...ctx, ...drawn(ctx, { dummy: e.dummy }, met.length), aside: addAside(ctx, areaOf(ctx.names.length, { dummy: e.dummy }), met) };
  return { ...mid.dummyDiscard(after, e), aside: after.aside };
}

export function dummyAsideFault(ctx: SecretsContext, e: Ev<'dummy.setAside'>): string | null {
  if (!sameTurn(ctx.turn, { dummy: e.dummy })) return "it is not that dummy's turn";
  if (!Array.isArray(e.cards) || e.cards.length !== table.cardsInDeck(ctx) || !e.cards.every((c) => isCardCode(c) && isBonus(c))) {
    return 'a dummy sets aside the deck only when nothing but Bonus Cards is left';
  }
  let quarters = ctx.quarters;
  for (const card of e.cards) {
    const fault = topFault({ ...ctx, quarters }, { dummy: e.dummy }, card);
    if (fault) return fault;
    quarters = drawn({ ...ctx, quarters }, { dummy: e.dummy }, 1).quarters!;
  }
  return null;
}

export const dummyAside = (ctx: SecretsContext, e: Ev<'dummy.setAside'>): Change => ({
  ...drawn(ctx, { dummy: e.dummy }, e.cards.length),
  aside: addAside(ctx, areaOf(ctx.names.length, { dummy: e.dummy }), e.cards),
});

// ---------------------------------------------------------------- going out

export function wentOutFault(ctx: SecretsContext, e: Ev<'player.wentOut'>): string | null {
  const turn = turnFault(ctx, e.seat);
  if (turn) return turn;
  if (!ctx.drawn || ctx.drawn.from === 'public') return 'going out follows a draw';
  const known = rules.drawnCard(ctx);
  const fromDeck = ctx.drawn.from === 'deck' || ctx.drawn.from === 'publicUsed';
  const named = e.drawn ?? null;
  if (fromDeck ? !isCardCode(named) || (known !== null && known !== named) : named !== null) {
    return 'going out names the card drawn from the deck this turn, or null';
  }
  const hand = handOf(ctx, e.seat);
  if (hand.includes(null)) return null;
  return goOutAdvanced(hand as HandCard[], ctx.exposed[e.seat] ?? [], named)
    ? null
    : committed(ctx.exposed[e.seat] ?? [])
      ? 'a player who picked up a Public Bonus Card goes out fully'
      : 'too few cards in melds to go out';
}

export const wentOut = (ctx: SecretsContext, e: Ev<'player.wentOut'>): Change => ({
  ending: { wentOut: e.seat },
  drawn: ctx.drawn?.from === 'deck' && e.drawn ? { from: 'deck', card: e.drawn } : ctx.drawn,
});
