/**
 * Picking up discards (Intermediate Version), extending exposed melds and joining them, as pure
 * rules over what the player sees: their hand and exposed melds and every discard.
 *
 * - Every card in a discard area (any player's, one's own, a dummy's) is active and can be picked
 *   up, but only into a valid meld, new or extending one of one's exposed melds, made with cards of
 *   the hand and other discards; the meld is then exposed.
 * - In the main area only the active discard can be used, except that a unity may also use the
 *   inactive ones.
 * - A pair is not a meld: only the main discard, drawn, can complete one.
 */
import { cardName, codeOf, isCardCode, type CardCode, type HandCard } from '../cards.js';
import { linesUp } from './extensions.js';
import { meldOf, type Meld, type MeldKind, type ScoredVersion } from '../melds.js';
import type { Refusal } from '../rules.js';
import type { DiscardedCard, DiscardRef, PickedDiscard, SecretsCommand } from '../types.js';
import { remembered } from '../bounded-cache.js';

type PickUp = Extract<SecretsCommand, { type: 'pickUp' }>;

/** What a player's pickups are judged on. */
export interface Situation {
  readonly version: ScoredVersion;
  readonly hand: readonly HandCard[];
  readonly exposed: readonly Meld[];
  readonly areas: readonly (readonly DiscardedCard[])[];
  readonly main: readonly DiscardedCard[];
  readonly active: number | null;
}

const refuse = (rule: string, reason: string): Refusal => ({ rule, reason });

/** The card a reference points at, or null. */
export function discardAt(sit: Pick<Situation, 'areas' | 'main'>, ref: DiscardRef): DiscardedCard | null {
  const list = ref.area === 'main' ? sit.main : sit.areas[ref.area];
  return (Number.isInteger(ref.index) && list?.[ref.index]) || null;
}

/** Whether no discard is named twice (one alone never is). */
export const distinct = (refs: readonly DiscardRef[]): boolean => refs.length < 2 || new Set(refs.map((r) => `${r.area}/${r.index}`)).size === refs.length;

const isActive = (sit: Situation, ref: DiscardRef): boolean => ref.area !== 'main' || ref.index === sit.active;

/** Why `hand` is not cards held (each copy once, with its taken flag), or null. */
export function refuseHandCards(held: readonly HandCard[], hand: readonly HandCard[]): Refusal | null {
  const pool = held.slice();
  for (const c of hand) {
    if (!isCardCode(c.code)) return refuse('hand', 'There is no such card.');
    const i = pool.findIndex((h) => h.code === c.code && h.taken === c.taken);
    if (i < 0) return refuse('hand', `You hold no ${c.taken ? 'taken ' : ''}${cardName(c.code)}.`);
    pool.splice(i, 1);
  }
  return null;
}

/** Why this pickup breaks the rules, or null. The meld it makes is `pickedMeld`. */
export function refusePickUp(sit: Situation, command: PickUp): Refusal | null {
  const { discards, hand, onto } = command;
  if (discards.length === 0) return refuse('pick-up', 'Name the discards to pick up.');
  if (!distinct(discards)) return refuse('pick-up', 'Each discard can be picked up once.');
  if (discards.some((r) => !discardAt(sit, r))) return refuse('pick-up', 'There is no such discard.');
  const held = refuseHandCards(sit.hand, hand);
  if (held) return held;
  if (onto !== undefined && !sit.exposed[onto]) return refuse('pick-up', 'You have no such exposed meld.');
  const meld = pickedMeld(sit, command);
  if (!meld) {
    const codes = [...discards.map((r) => discardAt(sit, r)!.code), ...hand.map((c) => c.code)];
    const pair = onto === undefined && codes.length === 2 && codes[0] === codes[1];
    if (pair) return refuse('pair', 'Only the main discard can complete your pair.');
    return refuse('meld', 'You can pick up a discard only into a valid meld.');
  }
  if (meld.kind !== 'unity' && discards.some((r) => !isActive(sit, r))) {
    return refuse('inactive', 'Inactive discards can only form unities; sequences and sets take active discards only.');
  }
  return null;
}

/** The meld a pickup makes (picked-up cards marked taken), or null when the cards make none. */
export function pickedMeld(sit: Situation, command: PickUp): Meld | null {
  const base = command.onto === undefined ? [] : (sit.exposed[command.onto]?.cards ?? []);
  const picked = command.discards.map((r) => ({ code: discardAt(sit, r)!.code, taken: true }));
  return meldOf([...base, ...picked, ...command.hand], sit.version);
}

/** The references of a pickup with the cards they point at, for its event. */
export const picked = (sit: Situation, refs: readonly DiscardRef[]): PickedDiscard[] =>
  refs.map((r) => ({ area: r.area, index: r.index, card: discardAt(sit, r)!.code }));

/** Why these hand cards do not extend exposed meld `index`, or null. */
export function refuseExtend(sit: Situation, index: number, hand: readonly HandCard[]): Refusal | null {
  const meld = sit.exposed[index];
  if (!meld) return refuse('extend', 'You have no such exposed meld.');
  if (hand.length === 0) return refuse('extend', 'Name the cards that extend the meld.');
  const held = refuseHandCards(sit.hand, hand);
  if (held) return held;
  return meldOf([...meld.cards, ...hand], sit.version) ? null : refuse('extend', 'Those cards do not extend that meld.');
}

/** Why exposed melds `a` and `b` cannot be joined, or null. */
export function refuseJoin(exposed: readonly Meld[], [a, b]: readonly [number, number]): Refusal | null {
  const x = exposed[a];
  const y = exposed[b];
  if (!x || !y || a === b) return refuse('join', 'Name two of your exposed melds.');
  return linesUp(x, y) || linesUp(y, x) ? null : refuse('join', 'Only two exposed sequences that line up can be joined.');
}

/** Every discard the player could use, with its reference: area cards, the active main discard, then the inactive ones. */
export function usableDiscards(sit: Situation): { ref: DiscardRef; code: CardCode; active: boolean }[] {
  const out: { ref: DiscardRef; code: CardCode; active: boolean }[] = sit.areas.flatMap((list, area) =>
    list.map((d, index) => ({ ref: { area, index }, code: d.code, active: true })),
  );
  sit.main.forEach((d, index) => out.push({ ref: { area: 'main', index }, code: d.code, active: index === sit.active }));
  return out;
}

/** Codes of the 3-card melds that hold `code`: three sequences through it, sets of its rank, its unity. */
function threes(code: CardCode): CardCode[][] {
  const suit = code[0] as 'E';
  const rank = Number(code[1]);
  const out: CardCode[][] = [];
  for (let lo = rank - 2; lo <= rank; lo++) if (lo >= 1 && lo + 2 <= 9) out.push([0, 1, 2].map((i) => codeOf(suit, (lo + i) as 1)));
  const others = (['E', 'F', 'W', 'A'] as const).filter((s) => s !== suit);
  if (suit !== ('M' as string))
    for (let i = 0; i < 3; i++) for (let j = i + 1; j < 3; j++) out.push([code, codeOf(others[i]!, rank as 1), codeOf(others[j]!, rank as 1)]);
  out.push([code, code, code]);
  return out;
}

/** `threes` by code: they depend on the code alone, and are only read. */
const THREES = new Map<CardCode, readonly (readonly CardCode[])[]>();
const threesOf = (code: CardCode): readonly (readonly CardCode[])[] => remembered(THREES, code, () => threes(code));

/** Items grouped by a key, each group in the order given. */
function groups<T>(items: readonly T[], keyOf: (item: T) => CardCode): Map<CardCode, T[]> {
  const out = new Map<CardCode, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = out.get(key);
    if (list) list.push(item);
    else out.set(key, [item]);
  }
  return out;
}

/**
 * Pickups worth listing (legal commands, hints, bots): each usable discard into a new 3-card meld
 * with the cards of the hand first and other discards after, or onto one exposed meld. Larger
 * pickups (the quintuple play) are legal too, but too many to list.
 */
export function pickUpOptions(sit: Situation): PickUp[] {
  const usable = usableDiscards(sit);
  const out = new Map<string, PickUp>();
  /** `kind`: the kind of meld the pickup makes (pickedMeld's), or null for none. */
  const add = (command: PickUp, kind: MeldKind | null): void => {
    if (!admitted(sit, command, kind)) return;
    const key = optionKey(command);
    if (!out.has(key)) out.set(key, command);
  };
  // The hand's copies of each card as takeCopy takes them one after another (taken ones first), and the usable discards of each.
  const copies = groups([...sit.hand.filter((c) => c.taken), ...sit.hand.filter((c) => !c.taken)], (c) => c.code);
  const discardsOf = groups(usable, (u) => u.code);
  for (const first of usable) {
    for (const [, second, third] of threesOf(first.code)) {
      // Neither in the hand nor among the discards: no such meld.
      if (!copies.has(second!) && !discardsOf.has(second!)) continue;
      const hand: HandCard[] = [];
      const refs = [first.ref];
      for (const code of [second!, third!]) {
        const card = copies.get(code)?.[hand.filter((h) => h.code === code).length];
        const other = card ? undefined : discardsOf.get(code)?.find((u) => !refs.includes(u.ref));
        if (card) hand.push(card);
        else if (other) refs.push(other.ref);
        else break;
      }
      if (hand.length + refs.length === 3) {
        const command: PickUp = { type: 'pickUp', discards: refs, hand };
        add(command, pickedMeld(sit, command)?.kind ?? null);
      }
    }
    // Onto an exposed meld: only where the card makes a meld with it (any other pickup onto it is refused).
    sit.exposed.forEach((meld, onto) => {
      const kind = kindOnto(meld, first.code, sit.version);
      if (kind) add({ type: 'pickUp', discards: [first.ref], hand: [], onto }, kind);
    });
  }
  return [...out.values()];
}

/**
 * Whether refusePickUp admits a pickup pickUpOptions built, making a meld of `kind` (pickedMeld's; null: none): its
 * discards are distinct usable ones, its hand cards distinct cards of the hand and its meld an
 * exposed one, so of refusePickUp's checks only the meld and the inactive discards are left.
 */
const admitted = (sit: Situation, command: PickUp, kind: MeldKind | null): boolean =>
  kind !== null && (kind === 'unity' || command.discards.every((r) => isActive(sit, r)));

/**
 * By exposed meld, then version and code: the kind of meld one more card of that code (taken) makes
 * with it, or null. An exposed meld never changes (extending one makes a new meld), and the kind
 * depends on its cards, the code and the version alone; kept as long as the meld is.
 */
const onto = new WeakMap<Meld, Map<string, MeldKind | null>>();

function kindOnto(meld: Meld, code: CardCode, version: ScoredVersion): MeldKind | null {
  const byCode = remembered(onto, meld, () => new Map<string, MeldKind | null>());
  return remembered(byCode, version + code, () => meldOf([...meld.cards, { code, taken: true }], version)?.kind ?? null);
}

/** A key equal for two listed pickups exactly when their sorted discards, hand cards ({code, taken}) and meld are. */
function optionKey(command: PickUp): string {
  const refs = command.discards.map((r) => `${r.area}/${r.index}`).sort();
  const hand = command.hand.map((c) => (c.taken ? `${c.code}*` : c.code));
  return `${refs.join(',')}|${hand.join(',')}|${command.onto ?? ''}`;
}

/** Extensions of exposed melds by one hand card, and joins of sequences that line up, worth listing. */
export function tidyOptions(sit: Situation): SecretsCommand[] {
  const out: SecretsCommand[] = [];
  const seen = new Set<string>();
  sit.exposed.forEach((meld, index) => {
    for (const card of sit.hand) {
      const key = `${index}/${card.code}/${card.taken}`;
      if (seen.has(key) || !meldOf([...meld.cards, card], sit.version)) continue;
      seen.add(key);
      out.push({ type: 'extendMeld', meld: index, hand: [card] });
    }
  });
  sit.exposed.forEach((a, i) =>
    sit.exposed.forEach((b, j) => {
      if (i < j && (linesUp(a, b) || linesUp(b, a))) out.push({ type: 'joinMelds', melds: [i, j] });
    }),
  );
  return out;
}
