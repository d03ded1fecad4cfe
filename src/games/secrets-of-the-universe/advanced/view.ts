/**
 * What one seat is shown of the Advanced Version beyond the Intermediate table: every place's
 * set-aside Bonus Cards, the window for Private Bonus Cards at the start of a game, the Public Bonus
 * Card this seat drew and set aside (its choice: the replacement, or the discards), whether it is
 * going out fully with a Public Bonus Card picked up, and the packets: how many wait under the deck
 * and, at scoring, which meld took which and what its Bonus Cards added; in the Expert Addition each
 * seat's buffer and, before this seat discards, which discards would be careless and what they could
 * cost. And checkAdvancedPickUp,
 * which judges a proposed pickup (set-aside Bonus Cards among it) on the view alone.
 */
import { SPECTATOR, type Seat } from '../../../kernel/game.js';
import { cardName, compareHandCards, isBonus, type BonusCode, type CardCode, type PrivateBonus, type PublicBonus } from '../cards.js';
import { ownerOf } from '../intermediate/layout.js';
import * as table from '../intermediate/rules.js';
import { turnName } from '../turns.js';
import { meldOf } from '../melds.js';
import * as rules from '../rules.js';
import type { PickUpView } from '../intermediate/view.js';
import type { PacketDraw, PickUpCommand, SecretsContext, Step } from '../types.js';
import { pickedMeld, refuseAdvancedPickUp, takesPublic, type AdvancedSituation } from './pickup.js';
import { goOutAdvanced } from './score.js';
import { committed, refuseSetAside, refuseSwap } from './bonus.js';
import { carelessCost, priorFor } from './careless.js';

export interface AsideView {
  readonly area: number;
  readonly seat: Seat | null;
  readonly dummy: number | null;
  readonly name: string;
  readonly cards: readonly BonusCode[];
}

export interface AdvancedView {
  readonly aside: readonly AsideView[];
  /** The window for Private Bonus Cards: whose it is and how long it waits after the last event (ms). */
  readonly privates: { readonly seat: Seat; readonly durationMs: number } | null;
  /** On this seat's turn: the Public Bonus Card it drew from the deck and set aside, its draw still to come. */
  readonly publicDrawn: PublicBonus | null;
  /** This seat picked up a Public Bonus Card: it must go out fully this turn. */
  readonly committed: boolean;
  /** The Private Bonus Cards this seat may set aside now (in its window, or on its turn). */
  readonly maySetAside: readonly PrivateBonus[];
  /** The areas this seat may swap its set-aside Special 0 or Plain 0 with now. */
  readonly maySwap: readonly number[];
  /** Packets still face down under the deck. */
  readonly packetsLeft: number;
  /** The packets taken at scoring (the game being scored, else the last one scored). */
  readonly packets: readonly PacketDraw[];
  /** The Optional Expert Addition, when the table plays it. */
  readonly expert: ExpertView | null;
}

export interface ExpertView {
  /** Careless-discard points charged to each seat this game. */
  readonly charged: readonly number[];
  /** Each seat's buffer left this game: points it may still be charged before its score loses any. */
  readonly buffers: readonly number[];
  /** Each seat's buffer points over the games scored: the match's tie-break. */
  readonly tieBreak: readonly number[];
  /** On this seat's turn, before it discards: the cards whose discard would be careless, with what each could cost, most first. */
  readonly careless: readonly { readonly card: CardCode; readonly points: number }[];
}

/** The Expert Addition's part of the view. */
function expertView(ctx: SecretsContext, seat: Seat, discarding: boolean): ExpertView {
  const hand = discarding ? (ctx.hands[seat] ?? []) : [];
  const codes = [...new Set(hand.flatMap((c) => (c && !isBonus(c.code) ? [c.code] : [])))];
  return {
    charged: ctx.penalties,
    buffers: ctx.penalties.map((p) => rules.bufferPoints(p)),
    tieBreak: rules.matchBuffers(ctx.games, ctx.names.length),
    careless: codes
      .map((card) => ({ card, points: carelessCost(ctx, seat, card) }))
      .filter((c) => c.points > 0)
      .sort((a, b) => b.points - a.points || compareCodes(a.card, b.card)),
  };
}

const compareCodes = (a: CardCode, b: CardCode): number => compareHandCards({ code: a, taken: false }, { code: b, taken: false });

export function advancedView(ctx: SecretsContext, step: Step, seat: Seat): AdvancedView {
  const n = ctx.names.length;
  const mine = seat !== SPECTATOR && 'seat' in ctx.turn && ctx.turn.seat === seat && (step === 'draw' || step === 'discard');
  const scoring = step === 'dueling' || step === 'packets' || step === 'calling' || step === 'flipping' || step === 'scoring';
  const packets = scoring ? ctx.packetDraws : (ctx.games.at(-1)?.packets ?? []);
  return {
    aside: ctx.aside.map((cards, area) => {
      const owner = ownerOf(n, area);
      return { area, seat: 'seat' in owner ? owner.seat : null, dummy: 'dummy' in owner ? owner.dummy : null, name: turnName(ctx.names, owner), cards };
    }),
    privates: step === 'privates' && ctx.privates !== null ? { seat: ctx.privates, durationMs: table.claimMs(ctx) } : null,
    publicDrawn: mine && ctx.drawn?.from === 'public' ? ctx.drawn.card : null,
    committed: mine && committed(ctx.exposed[seat] ?? []),
    maySetAside: (step === 'privates' ? ctx.privates === seat : mine && !committed(ctx.exposed[seat] ?? []))
      ? (['Void', 'P0'] as const).filter((card) => (ctx.hands[seat] ?? []).some((c) => c?.code === card) && !refuseSetAside(ctx, seat, card))
      : [],
    maySwap: mine ? ctx.aside.flatMap((_, area) => (refuseSwap(ctx, seat, area) ? [] : [area])) : [],
    packetsLeft: ctx.packets.length - ctx.packetDraws.filter((p) => p.cards !== null).length,
    packets,
    expert: ctx.options.expert
      ? expertView(ctx, seat, mine && step === 'discard' && ctx.drawn?.from !== 'public' && !committed(ctx.exposed[seat] ?? []))
      : null,
  };
}

/** What checkAdvancedPickUp reads of a view. */
export interface AdvancedPickUpView extends PickUpView {
  readonly bonus: AdvancedView | null;
}

/**
 * Why the seat whose view this is may not make this pickup now, with the rule's reason, or null when
 * it may: the Advanced Version's rules, the Expert Addition's order for identical discards, and for a
 * Public Bonus Card, going out fully right after.
 */
export function checkAdvancedPickUp(view: AdvancedPickUpView, command: PickUpCommand): rules.Refusal | null {
  const t = view.table;
  if (!t?.mayTakeDiscards || !view.bonus) return { rule: 'turn', reason: 'You can pick up only on your turn, before drawing from the deck.' };
  const exposed = (t.exposed[view.seat] ?? []).map((m) => meldOf(m.cards, 'advanced')!);
  const sit: AdvancedSituation = {
    version: 'advanced',
    hand: view.hand,
    exposed,
    areas: t.areas.map((a) => a.cards),
    main: view.discards,
    active: t.main.active,
    seat: view.seat,
    aside: view.bonus.aside.map((a) => a.cards),
  };
  const refusal = refuseAdvancedPickUp(sit, command);
  if (refusal) return refusal;
  const meld = pickedMeld(sit, command)!;
  const expert = view.bonus.expert ? { players: t.areas.filter((a) => a.seat !== null).length, areas: sit.areas, main: sit.main } : null;
  const prior = priorFor(expert, view.seat, command, meld.kind);
  if (prior) {
    const whose = prior.area === view.seat ? 'your own discard area' : `${t.areas[prior.area]!.name}'s discard area`;
    return { rule: 'priority', reason: `Expert Addition: pick up the ${cardName(prior.code)} in ${whose} first.` };
  }
  if (!takesPublic(command)) return null;
  const hand = command.hand.reduce((left, c) => {
    const i = left.findIndex((h) => h.code === c.code && h.taken === c.taken);
    return [...left.slice(0, i), ...left.slice(i + 1)];
  }, view.hand);
  const melds = command.onto === undefined ? [...exposed, meld] : exposed.map((m, i) => (i === command.onto ? meld : m));
  return goOutAdvanced(hand, melds, null) ? null : { rule: 'public', reason: 'A Public Bonus Card is picked up only to go out fully: with it you could not.' };
}
