/**
 * How the Intermediate Version's turns change the context, and why a fact cannot follow: draws from
 * the quarters and the discards, pickups, exposed melds, discards into one's own area, the claim
 * window with its bumps, and going out. The Duel and the layout are in setup-steps.ts.
 */
import { replaceAt } from '../../hands.js';
import { isCardCode, type CardCode, type HandCard } from '../cards.js';
import { handOf, isHandCards, nextTurn, withoutCards, withoutCopy, type Change } from '../context.js';
import { areaOf, drawQuarter } from './layout.js';
import { meldOf, type ScoredVersion } from '../melds.js';
import { pickedMeld, refuseJoin, refusePickUp } from './pickup.js';
import * as rules from '../rules.js';
import * as table from './rules.js';
import { goingOut } from './score.js';
import { sameTurn, seatOf } from '../turns.js';
import type { DiscardedCard, Discards, Ev, KnownCard, SecretsContext, Turn } from '../types.js';

const version = (ctx: SecretsContext): ScoredVersion => ctx.options.version as ScoredVersion;
const turnFault = (ctx: SecretsContext, seat: number): string | null => rules.refuseTurn(ctx, seat)?.reason ?? null;

// ---------------------------------------------------------------- drawing

/** Why the top of `who`'s quarter cannot be `card`. */
function quarterFault(ctx: SecretsContext, who: Turn, card: CardCode | null): string | null {
  const q = drawQuarter(ctx.quarters, ctx.names.length, who);
  if (q === null) return 'the deck is empty';
  if (card !== null && !isCardCode(card)) return 'there is no such card';
  const top = ctx.quarters[q]![0]!;
  return top !== null && card !== top ? `the top of quarter ${q + 1} is ${top}, not ${card}` : null;
}

const fromQuarter = (ctx: SecretsContext, who: Turn): Change => {
  const q = drawQuarter(ctx.quarters, ctx.names.length, who)!;
  return { quarters: replaceAt(ctx.quarters, q, ctx.quarters[q]!.slice(1)) };
};

export const drawFault = (ctx: SecretsContext, e: Ev<'card.drawn'>): string | null =>
  turnFault(ctx, e.seat) ?? (ctx.drawn ? 'a card is already drawn this turn' : quarterFault(ctx, { seat: e.seat }, e.card));

export const draw = (ctx: SecretsContext, e: Ev<'card.drawn'>): Change => ({
  ...fromQuarter(ctx, { seat: e.seat }),
  hands: replaceAt(ctx.hands, e.seat, [...handOf(ctx, e.seat), e.card === null ? null : { code: e.card, taken: false }]),
  drawn: { from: 'deck', card: e.card },
});

export function takeFault(ctx: SecretsContext, e: Ev<'discard.taken'>): string | null {
  const refusal = rules.refuseTurn(ctx, e.seat) ?? table.refuseDiscardDraw(ctx) ?? table.refuseMainDraw(ctx);
  if (refusal) return refusal.reason;
  const active = ctx.discards.main[ctx.discards.active!]!;
  return e.card === active.code ? null : `the main discard is ${active.code}, not ${e.card}`;
}

/** The discards without main card `index`, the active one following the change of places. */
function withoutMain(discards: Discards, indexes: readonly number[]): Discards {
  const gone = new Set(indexes);
  const active = discards.active === null || gone.has(discards.active) ? null : discards.active - indexes.filter((i) => i < discards.active!).length;
  return { ...discards, main: discards.main.filter((_, i) => !gone.has(i)), active };
}

export const take = (ctx: SecretsContext, e: Ev<'discard.taken'>): Change => ({
  discards: withoutMain(ctx.discards, [ctx.discards.active!]),
  hands: replaceAt(ctx.hands, e.seat, [...handOf(ctx, e.seat), { code: e.card, taken: true }]),
  drawn: { from: 'discards' },
});

// ---------------------------------------------------------------- pickups and exposed melds

export function pickUpFault(ctx: SecretsContext, e: Ev<'discards.pickedUp'>): string | null {
  const refusal = rules.refuseTurn(ctx, e.seat) ?? table.refuseDiscardDraw(ctx);
  if (refusal) return refusal.reason;
  if (!Array.isArray(e.discards) || !isHandCards(e.hand) || (e.onto !== null && !Number.isInteger(e.onto))) return 'a pickup names discards and hand cards';
  const command = { type: 'pickUp' as const, discards: e.discards, hand: e.hand, ...(e.onto === null ? {} : { onto: e.onto }) };
  // The hand is judged on what this context knows of it (a redacted context trusts the host about hidden cards).
  const why = refusePickUp({ ...table.situation(ctx, e.seat), hand: e.hand }, command);
  if (why) return why.reason;
  if (e.discards.some((r) => discardCode(ctx, r) !== r.card)) return 'a picked-up discard is not the card named';
  return withoutCards(handOf(ctx, e.seat), e.hand) ? null : 'the hand does not hold those cards';
}

const discardCode = (ctx: SecretsContext, r: { area: number | 'main'; index: number }): CardCode | undefined =>
  (r.area === 'main' ? ctx.discards.main : ctx.discards.areas[r.area])?.[r.index]?.code;

/** The picked-up discards gone from their areas and the hand cards from the hand; the player's pending bumps are over. */
export function pickedAway(ctx: SecretsContext, e: Ev<'discards.pickedUp'>): Change {
  const fromMain = e.discards.filter((r) => r.area === 'main').map((r) => r.index);
  const areas = ctx.discards.areas.map((list, a) => list.filter((_, i) => !e.discards.some((r) => r.area === a && r.index === i)));
  return {
    discards: { ...withoutMain(ctx.discards, fromMain), areas },
    hands: replaceAt(ctx.hands, e.seat, withoutCards(handOf(ctx, e.seat), e.hand)!),
    bumps: ctx.bumps.filter((b) => b.seat !== e.seat),
  };
}

export function pickUp(ctx: SecretsContext, e: Ev<'discards.pickedUp'>): Change {
  const command = { type: 'pickUp' as const, discards: e.discards, hand: e.hand, ...(e.onto === null ? {} : { onto: e.onto }) };
  const meld = pickedMeld(table.situation(ctx, e.seat), command)!;
  const own = ctx.exposed[e.seat]!;
  return {
    ...pickedAway(ctx, e),
    exposed: replaceAt(ctx.exposed, e.seat, e.onto === null ? [...own, meld] : replaceAt(own, e.onto, meld)),
    drawn: { from: 'discards' },
  };
}

const afterDrawing = (ctx: SecretsContext, seat: number): string | null =>
  turnFault(ctx, seat) ?? (ctx.drawn ? null : 'draw before you extend or join exposed melds');

export function extendFault(ctx: SecretsContext, e: Ev<'meld.extended'>): string | null {
  const meld = ctx.exposed[e.seat]?.[e.meld];
  if (!meld) return 'there is no such exposed meld';
  if (!isHandCards(e.hand) || e.hand.length === 0) return 'an extension adds hand cards';
  if (!meldOf([...meld.cards, ...e.hand], version(ctx))) return 'those cards do not extend that meld';
  return afterDrawing(ctx, e.seat) ?? (withoutCards(handOf(ctx, e.seat), e.hand) ? null : 'the hand does not hold those cards');
}

export const extend = (ctx: SecretsContext, e: Ev<'meld.extended'>): Change => ({
  hands: replaceAt(ctx.hands, e.seat, withoutCards(handOf(ctx, e.seat), e.hand)!),
  exposed: replaceAt(ctx.exposed, e.seat, replaceAt(ctx.exposed[e.seat]!, e.meld, meldOf([...ctx.exposed[e.seat]![e.meld]!.cards, ...e.hand], version(ctx))!)),
});

export function joinFault(ctx: SecretsContext, e: Ev<'melds.joined'>): string | null {
  if (!Array.isArray(e.melds) || e.melds.length !== 2) return 'a join names two exposed melds';
  return afterDrawing(ctx, e.seat) ?? refuseJoin(ctx.exposed[e.seat] ?? [], e.melds)?.reason ?? null;
}

export function join(ctx: SecretsContext, e: Ev<'melds.joined'>): Change {
  const own = ctx.exposed[e.seat]!;
  const [a, b] = [Math.min(...e.melds), Math.max(...e.melds)];
  const joined = meldOf([...own[a]!.cards, ...own[b]!.cards], version(ctx))!;
  return {
    exposed: replaceAt(
      ctx.exposed,
      e.seat,
      replaceAt(own, a, joined).filter((_, i) => i !== b),
    ),
  };
}

// ---------------------------------------------------------------- discards and the claim window

/**
 * A discard into `area`: the main area's active discard turns inactive, the area's earlier card
 * moves to the main area as its active discard, the new card lies in the area, and the claim
 * window opens.
 */
function discardInto(ctx: SecretsContext, area: number, card: CardCode, from: Turn): Change {
  const moved = ctx.discards.areas[area]!;
  const main = [...ctx.discards.main, ...moved];
  const areas = replaceAt(ctx.discards.areas, area, [{ code: card, from }] as DiscardedCard[]);
  return {
    discards: { ...ctx.discards, main, areas, active: moved.length > 0 ? main.length - 1 : null },
    claim: { card, area, passed: [] },
    drawn: null,
  };
}

export function discardFault(ctx: SecretsContext, e: Ev<'card.discarded'>): string | null {
  if (typeof e.taken !== 'boolean') return 'a discard must say whether the card was taken';
  const refusal = rules.refuseDiscard(ctx, e.seat, e.card, e.taken);
  if (refusal) return refusal.reason;
  return ctx.drawn ? null : 'a discard must follow a draw';
}

export const discard = (ctx: SecretsContext, e: Ev<'card.discarded'>): Change => ({
  hands: replaceAt(ctx.hands, e.seat, withoutCopy(handOf(ctx, e.seat), e.card, e.taken)!),
  bumps: ctx.bumps.filter((b) => b.seat !== e.seat),
  ...discardInto(ctx, areaOf(ctx.names.length, { seat: e.seat }), e.card, { seat: e.seat }),
});

export function dummyFault(ctx: SecretsContext, e: Ev<'dummy.discarded'>): string | null {
  if (!sameTurn(ctx.turn, { dummy: e.dummy })) return "it is not that dummy's turn";
  return quarterFault(ctx, { dummy: e.dummy }, e.card) ?? (isCardCode(e.card) ? null : 'there is no such card');
}

export const dummyDiscard = (ctx: SecretsContext, e: Ev<'dummy.discarded'>): Change => ({
  ...fromQuarter(ctx, { dummy: e.dummy }),
  ...discardInto(ctx, areaOf(ctx.names.length, { dummy: e.dummy }), e.card, { dummy: e.dummy }),
});

export const passFault = (ctx: SecretsContext, e: Ev<'claim.passed'>): string | null => table.refusePass(ctx, e.seat)?.reason ?? null;

export const pass = (ctx: SecretsContext, e: Ev<'claim.passed'>): Change => ({ claim: { ...ctx.claim!, passed: [...ctx.claim!.passed, e.seat] } });

export const allPassed = (ctx: SecretsContext): boolean => ctx.claim !== null && table.waitingFor(ctx).length === 0;

/** The hand with `shown` (cards it holds) marked exposed, like cards taken from the discards. */
const exposeShown = (hand: readonly KnownCard[], shown: readonly HandCard[]): KnownCard[] => [
  ...withoutCards(hand, shown)!,
  ...shown.map((c) => ({ code: c.code, taken: true })),
];

/**
 * The claim window closes and the next turn begins. A super-bump's three cards, concealed while
 * someone could still go out before the bumper's next turn, are exposed once that turn begins.
 */
export function closeClaim(ctx: SecretsContext): Change {
  const next = nextTurn(ctx);
  const seat = seatOf(next.turn!);
  const superBump = seat === null ? undefined : ctx.bumps.find((b) => b.seat === seat && table.isSuperBump(b.shown));
  const hands = superBump ? { hands: replaceAt(ctx.hands, seat!, exposeShown(handOf(ctx, seat!), superBump.shown)) } : {};
  return { claim: null, ...next, ...hands };
}

export function bumpFault(ctx: SecretsContext, e: Ev<'card.bumped'>): string | null {
  const refusal = table.refusePass(ctx, e.seat);
  if (refusal) return refusal.reason;
  if (e.card !== ctx.claim!.card) return `the card under claim is ${ctx.claim!.card}`;
  if (!isHandCards(e.shown) || e.shown.some((c) => c.code !== e.card)) return 'a bump shows copies of the card';
  const own = table.bumpWith(handOf(ctx, e.seat), ctx.exposed[e.seat] ?? [], e.card);
  if (own?.onto !== null && own?.onto !== undefined) return e.shown.length === 0 ? null : 'a bump onto an exposed 3-Unity shows no card';
  if (e.shown.length < 2 || e.shown.length > 3) return 'a bump shows an identical pair or a 3-Unity';
  const hand = handOf(ctx, e.seat);
  if (!withoutCards(hand, e.shown)) return 'the hand does not hold those cards';
  const known = hand.filter((c) => c?.code === e.card).length;
  return known > e.shown.length ? 'a bump shows every copy held' : null;
}

/**
 * A bump: the card goes to the main area as an inactive discard and the cards shown become exposed
 * (marked like taken cards), except a super-bump's, shown but concealed until the bumper's next turn.
 */
export function bump(ctx: SecretsContext, e: Ev<'card.bumped'>): Change {
  const { area } = ctx.claim!;
  const bumped = ctx.discards.areas[area]!.at(-1)!;
  const own = table.bumpWith(handOf(ctx, e.seat), ctx.exposed[e.seat] ?? [], e.card);
  const onto = e.shown.length === 0 ? own!.onto : null;
  const held = handOf(ctx, e.seat);
  const hand = table.isSuperBump(e.shown) ? [...withoutCards(held, e.shown)!, ...e.shown] : exposeShown(held, e.shown);
  const change: Change = {
    discards: { ...ctx.discards, main: [...ctx.discards.main, bumped], areas: replaceAt(ctx.discards.areas, area, ctx.discards.areas[area]!.slice(0, -1)) },
    hands: replaceAt(ctx.hands, e.seat, hand),
    bumps: [...ctx.bumps, { seat: e.seat, card: e.card, shown: e.shown, onto }],
  };
  return { ...change, ...closeClaim({ ...ctx, ...change }) };
}

// ---------------------------------------------------------------- going out

export function wentOutFault(ctx: SecretsContext, e: Ev<'player.wentOut'>): string | null {
  const refusal = rules.refuseTurn(ctx, e.seat);
  if (refusal) return refusal.reason;
  if (!ctx.drawn) return 'going out follows a draw';
  const drawn = ctx.drawn.from === 'deck' ? ctx.drawn.card : null;
  if (ctx.drawn.from === 'deck' ? !isCardCode(e.drawn) || (drawn !== null && drawn !== e.drawn) : e.drawn !== null) {
    return 'going out names the card drawn from the deck this turn, or null';
  }
  const hand = handOf(ctx, e.seat);
  if (hand.includes(null)) return null;
  return goingOut(ctx)(hand as HandCard[], ctx.exposed[e.seat] ?? [], e.drawn ?? null) ? null : 'too few cards in melds to go out';
}

export const wentOut = (e: Ev<'player.wentOut'>): Change => ({
  ending: { wentOut: e.seat },
  drawn: e.drawn ? { from: 'deck', card: e.drawn } : { from: 'discards' },
});
