/**
 * The Optional Expert Addition to the Advanced Version: careless discards, and the order in which
 * identical discards are picked up. Everything here is computed from public information alone.
 *
 * - When a player discards, the card records, for every other player, the melds it would complete
 *   or extend for them as the table showed it then: their exposed melds, the cards in their hand
 *   marked taken (taken from the discards or shown in a bump), and the discards lying there (an
 *   inactive main discard for unities only). Each such use gains the meld's points on public
 *   knowledge: a new meld its points, an extension the difference, a 3-Set of 8s or a unity of
 *   Magic 8s fetching no Bonus Card from its packet.
 * - When that player picks the card up into a meld that holds one of those uses (its cards among
 *   the meld's, its exposed meld among the one extended), the discarder is charged the largest
 *   such gain. The first 10 points charged to a player in a game are its buffer; the rest come off
 *   its score for the game. Unused buffer breaks a tie for the match: 10 points for a game with
 *   none charged, 5 for a game with 5.
 * - Picking up a copy of a card for a sequence or a set while an identical copy lies in a discard
 *   area of higher priority (one's own, then the next player's, the one across, the one before) is
 *   refused: the higher one comes first. The main discard is exempt either way.
 */
import type { Seat } from '../../../kernel/game.js';
import { codeOf, isBonus, rankOf, suitOf, type CardCode, type HandCard, type SuitedCode } from '../cards.js';
import { handOf, type Change } from '../context.js';
import { discardAt } from '../intermediate/pickup.js';
import { areaOf, ownerOf, placeOf } from '../intermediate/layout.js';
import * as mid from '../intermediate/steps.js';
import { meldOf, meldRank, meldSuit, standsFor, type Meld } from '../melds.js';
import { meldPoints } from '../scoring.js';
import { PLACES, seatOf } from '../turns.js';
import type { CarelessCharge, CarelessUse, DiscardedCard, PickUpCommand, SecretsContext } from '../types.js';
import { BoundedCache, remembered } from '../bounded-cache.js';

/** A card another player could use with the discard: active ones for any meld, an inactive main discard for unities only. */
interface PublicCard {
  readonly code: SuitedCode;
  readonly active: boolean;
}

const taken = (codes: readonly CardCode[]): HandCard[] => codes.map((code) => ({ code, taken: true }));
const points = (codes: readonly CardCode[]): number | null => {
  const meld = meldOf(taken(codes), 'advanced');
  return meld && meld.kind !== 'single' && meld.kind !== 'aces' ? meldPoints(meld, 'advanced').low : null;
};

/** `seat`'s public cards besides `except`: its taken hand cards and every discard lying on the table. */
function publicCards(ctx: SecretsContext, seat: Seat, except: DiscardedCard): PublicCard[] {
  const out: PublicCard[] = [];
  const add = (code: CardCode, active: boolean): void => {
    if (!isBonus(code)) out.push({ code: code as SuitedCode, active });
  };
  for (const c of handOf(ctx, seat)) if (c?.taken) add(c.code, true);
  for (const list of ctx.discards.areas) for (const d of list) if (d !== except) add(d.code, true);
  ctx.discards.main.forEach((d, i) => d !== except && add(d.code, i === ctx.discards.active));
  return out;
}

/** Every subset of `items`, the empty one included. */
function subsets<T>(items: readonly T[]): T[][] {
  const all: T[][] = [[]];
  for (const x of items) for (const s of all.slice()) all.push([...s, x]);
  return all;
}

/** The melds `card` would make with `pool` alone, or onto `base` (an exposed meld's cards): codes, each with `card` in it. */
function meldsWith(card: SuitedCode, pool: readonly PublicCard[], base: Meld | null): CardCode[][] {
  const suit = suitOf(card);
  const rank = rankOf(card);
  const baseCodes = base?.cards.map((c) => c.code) ?? [];
  const out: CardCode[][] = [];
  if (!base || base.kind === 'unity') {
    const copies = pool.filter((p) => p.code === card).length;
    if (base) {
      if (meldSuit(base) === suit && meldRank(base) === rank) out.push([...baseCodes, card]);
    } else {
      for (let more = 2; more <= Math.min(copies, 3); more++) out.push(Array.from({ length: more + 1 }, () => card));
    }
  }
  if (!base || base.kind === 'set') {
    const have = new Set(base ? standsFor(base).map((s) => s!.suit) : []);
    if (!base || (meldRank(base) === rank && !have.has(suit))) {
      const suits = [
        ...new Set(pool.filter((p) => p.active && rankOf(p.code) === rank && suitOf(p.code) !== suit && !have.has(suitOf(p.code))).map((p) => suitOf(p.code))),
      ];
      for (const s of subsets(suits)) out.push([...baseCodes, card, ...s.map((x) => codeOf(x, rank))]);
    }
  }
  if (!base || base.kind === 'sequence') {
    const covered = base ? standsFor(base).map((s) => s!.rank) : [];
    if (!base || (meldSuit(base) === suit && !covered.includes(rank))) {
      const ranks = new Set(pool.filter((p) => p.active && suitOf(p.code) === suit).map((p) => rankOf(p.code) as number));
      const lowest = Math.min(rank, ...covered);
      const highest = Math.max(rank, ...covered);
      // A 0 already in the meld stays its end (0 or 10); the discards only add ranks 1 to 9.
      const held = (r: number): boolean => r === rank || covered.includes(r);
      const fits = (r: number): boolean => held(r) || ranks.has(r);
      for (let lo = Math.min(1, lowest); lo <= lowest; lo++) {
        let all = true;
        for (let r = lo; r < highest && all; r++) all = fits(r);
        // From lo up to each hi, every rank the meld lacks must lie among the discards: once one does not, no higher hi fits.
        for (let hi = highest; all && hi <= Math.max(9, highest); hi++) {
          if (!fits(hi)) break;
          const needed: CardCode[] = [];
          for (let r = lo; r <= hi; r++) if (!held(r)) needed.push(codeOf(suit, r as 1));
          out.push([...baseCodes, card, ...needed]);
        }
      }
    }
  }
  return out;
}

/**
 * Everything carelessUses reads, as one string: the players, the discarder and the card, each other seat's
 * taken hand cards and exposed melds (kind and codes), and every discard lying on the table (the
 * card itself marked, being left out), in order. Two calls with the same key find the same uses.
 */
function usesKey(ctx: SecretsContext, discarder: Seat, card: DiscardedCard): string {
  const parts: string[] = [String(ctx.names.length), String(discarder), card.code];
  ctx.names.forEach((_, seat) => {
    if (seat === discarder) return;
    let taken = '';
    for (const c of handOf(ctx, seat)) if (c?.taken) taken += c.code;
    parts.push(taken, (ctx.exposed[seat] ?? []).map((m) => `${m.kind}:${m.cards.map((c) => c.code).join('')}`).join(','));
  });
  const codes = (list: readonly DiscardedCard[]): string => list.map((d) => (d === card ? '*' : d.code)).join('');
  for (const list of ctx.discards.areas) parts.push(codes(list));
  parts.push(codes(ctx.discards.main), String(ctx.discards.active));
  return parts.join('|');
}

/**
 * Uses by usesKey: the same discard is judged for the host and again for every seat replaying it,
 * on public cards each of them knows alike. The uses are only read (withCareless copies them into
 * the discard). Bounded: cleared when full.
 */
const usesMemo = new BoundedCache<string, CarelessUse[]>(5_000);

/** The uses public information shows for `card`, just discarded by `discarder` (the context as it is after the discard). */
export function carelessUses(ctx: SecretsContext, discarder: Seat, card: DiscardedCard): CarelessUse[] {
  if (isBonus(card.code)) return [];
  return remembered(usesMemo, usesKey(ctx, discarder, card), () => findUses(ctx, discarder, card));
}

function findUses(ctx: SecretsContext, discarder: Seat, card: DiscardedCard): CarelessUse[] {
  const code = card.code as SuitedCode;
  const out = new Map<string, CarelessUse>();
  ctx.names.forEach((_, seat) => {
    if (seat === discarder) return;
    const pool = publicCards(ctx, seat, card);
    const bases: (Meld | null)[] = [null, ...(ctx.exposed[seat] ?? [])];
    for (const base of bases) {
      const before = base ? (points(base.cards.map((c) => c.code)) ?? 0) : 0;
      for (const cards of meldsWith(code, pool, base)) {
        const after = points(cards);
        if (after === null || after <= before) continue;
        const use: CarelessUse = { seat, base: base?.cards.map((c) => c.code) ?? [], cards, points: after - before };
        const key = JSON.stringify([seat, [...use.base].sort(), [...cards].sort()]);
        if (!out.has(key)) out.set(key, use);
      }
    }
  });
  return [...out.values()];
}

/** The discard just made (in an Expert game) with the uses public information shows for it. */
export function withCareless(ctx: SecretsContext, change: Change, discarder: Seat): Change {
  if (!ctx.options.expert) return change;
  const after = { ...ctx, ...change };
  const area = areaOf(ctx.names.length, { seat: discarder });
  const list = after.discards.areas[area]!;
  const card = list.at(-1)!;
  const uses = carelessUses(after, discarder, card);
  if (uses.length === 0) return change;
  const areas = after.discards.areas.map((l, a) => (a === area ? [...l.slice(0, -1), { ...card, careless: uses }] : l));
  return { ...change, discards: { ...after.discards, areas } };
}

/** Whether every code of `part` is in `whole`, as often. */
function within(part: readonly CardCode[], whole: readonly CardCode[]): boolean {
  const left = whole.slice();
  return part.every((c) => {
    const i = left.indexOf(c);
    if (i >= 0) left.splice(i, 1);
    return i >= 0;
  });
}

/** What `seat`'s pickup (making `meld`) charges the discarders of the careless discards in it. */
export function carelessCharges(ctx: SecretsContext, seat: Seat, command: PickUpCommand, meld: Meld): CarelessCharge[] {
  const before = command.onto === undefined ? [] : (ctx.exposed[seat]?.[command.onto]?.cards ?? []).map((c) => c.code);
  const after = meld.cards.map((c) => c.code);
  const sit = { areas: ctx.discards.areas, main: ctx.discards.main };
  return command.discards.flatMap((ref) => {
    const d = discardAt(sit, ref);
    const by = d && 'seat' in d.from ? seatOf(d.from) : null;
    if (!d?.careless || by === null || by === seat) return [];
    const gains = d.careless.filter((u) => u.seat === seat && within(u.cards, after) && within(u.base, before)).map((u) => u.points);
    return gains.length ? [{ seat: by, card: d.code, points: Math.max(...gains) }] : [];
  });
}

/** The careless-discard points `seat` would risk by discarding `code` now: the largest gain it would show another player. */
export function carelessCost(ctx: SecretsContext, seat: Seat, code: CardCode): number {
  if (isBonus(code)) return 0;
  const hand = handOf(ctx, seat);
  const held = hand.find((c) => c?.code === code && !c.taken) ?? hand.find((c) => c?.code === code);
  if (!held) return 0;
  const after = { ...ctx, ...mid.discard(ctx, { type: 'card.discarded', seat, card: code, taken: held.taken }) };
  const card = after.discards.areas[areaOf(ctx.names.length, { seat })]!.at(-1)!;
  return Math.max(0, ...carelessUses(after, seat, card).map((u) => u.points));
}

/** The discards as the order for identical cards reads them. */
export interface PriorityTable {
  readonly players: number;
  readonly areas: readonly (readonly DiscardedCard[])[];
  readonly main: readonly DiscardedCard[];
}

/** The context's discards, in an Expert game; null otherwise. */
export const priorityTable = (ctx: SecretsContext): PriorityTable | null =>
  ctx.options.expert ? { players: ctx.names.length, areas: ctx.discards.areas, main: ctx.discards.main } : null;

/** A discard area's priority for `seat`: 0 its own, then the next place, the one across, the one before. */
const priority = (t: PriorityTable, seat: Seat, area: number): number =>
  (placeOf(t.players, ownerOf(t.players, area)) - placeOf(t.players, { seat }) + PLACES) % PLACES;

/**
 * The card of a higher-priority discard area that must be picked up before an identical copy the
 * pickup names, for a sequence or a set (Expert Addition), or null.
 */
export function priorFor(t: PriorityTable | null, seat: Seat, command: PickUpCommand, kind: Meld['kind']): { area: number; code: CardCode } | null {
  if (!t || (kind !== 'sequence' && kind !== 'set')) return null;
  const picked = new Set(command.discards.map((r) => `${r.area}/${r.index}`));
  for (const ref of command.discards) {
    if (ref.area === 'main') continue;
    const code = discardAt(t, ref)?.code;
    const mine = priority(t, seat, ref.area);
    for (let area = 0; area < t.areas.length; area++) {
      if (priority(t, seat, area) >= mine) continue;
      const other = t.areas[area]!.findIndex((d, index) => d.code === code && !picked.has(`${area}/${index}`));
      if (other >= 0) return { area, code: code! };
    }
  }
  return null;
}

/** The pickup with each area discard replaced, where an identical copy lies in a higher-priority area, by that copy. */
export function byPriority(ctx: SecretsContext, seat: Seat, command: PickUpCommand): PickUpCommand {
  const t = priorityTable(ctx);
  if (!t) return command;
  const refs = command.discards.slice();
  const taken = (area: number, index: number) => refs.some((r) => r.area === area && r.index === index);
  const order = t.areas.map((_, a) => a).sort((a, b) => priority(t, seat, a) - priority(t, seat, b));
  refs.forEach((ref, i) => {
    if (ref.area === 'main') return;
    const code = discardAt(t, ref)?.code;
    for (const area of order) {
      if (priority(t, seat, area) >= priority(t, seat, ref.area)) break;
      const index = t.areas[area]!.findIndex((d, j) => d.code === code && !taken(area, j));
      if (index >= 0) {
        refs[i] = { area, index };
        break;
      }
    }
  });
  return { ...command, discards: refs };
}
