/**
 * Picking up in the Advanced Version: the Intermediate Version's pickups, with set-aside Bonus Cards
 * among what is picked up and the abilities of Eternity and Infinity.
 *
 * - A set-aside Plain 0 (one's own) may be drawn back into a sequence: always when the sequence holds
 *   123 or 789 beside it (a sequence of four or more), even with active discards; to start a
 *   3-Sequence (012, 890) only with both other cards from the hand, or one from the hand and the
 *   other the main discard.
 * - Divinity, Eternity and Infinity (anyone's) and the Special 0 (one's own) are picked up only by a
 *   player going out fully (the host checks it; see decide.ts).
 * - 11+ Aces are held in the hand: Divinity may join ten 1s of the hand only from its own owner's area.
 * - With Eternity picked up, inactive discards form sequences too; with Infinity, sets.
 */
import type { Seat } from '../../../kernel/game.js';
import { cardName, isPublic, type BonusCode, type HandCard } from '../cards.js';
import { discardAt, distinct, refuseHandCards, type Situation } from '../intermediate/pickup.js';
import { meldOf, type Meld } from '../melds.js';
import type { Refusal } from '../rules.js';
import type { AsideRef, PickUpCommand } from '../types.js';
import { abilities, refuseAsideCard } from './bonus.js';

/** What a player's pickups are judged on in the Advanced Version. */
export interface AdvancedSituation extends Situation {
  readonly seat: Seat;
  /** Every place's set-aside Bonus Cards, by area. */
  readonly aside: readonly (readonly BonusCode[])[];
}

const refuse = (rule: string, reason: string): Refusal => ({ rule, reason });

/** The meld a pickup makes (picked-up cards, discards and set-aside ones, marked taken), or null. */
export function pickedMeld(sit: AdvancedSituation, command: PickUpCommand): Meld | null {
  const base = command.onto === undefined ? [] : (sit.exposed[command.onto]?.cards ?? []);
  const picked: HandCard[] = [
    ...command.discards.map((r) => ({ code: discardAt(sit, r)!.code, taken: true })),
    ...(command.aside ?? []).map((r) => ({ code: r.card, taken: true })),
  ];
  return meldOf([...base, ...picked, ...command.hand], 'advanced');
}

/** Why these set-aside cards cannot be picked up: each named in its area as often as it lies there, and open to this player. */
function refuseAside(sit: AdvancedSituation, refs: readonly AsideRef[]): Refusal | null {
  const left = sit.aside.map((list) => list.slice());
  for (const r of refs) {
    const list = Number.isInteger(r.area) ? left[r.area] : undefined;
    const at = list ? list.indexOf(r.card) : -1;
    if (!list || at < 0) return refuse('pick-up', `No ${typeof r.card === 'string' ? cardName(r.card) : 'such card'} is set aside there.`);
    list.splice(at, 1);
    const own = refuseAsideCard(sit.seat, r.area, r.card);
    if (own) return own;
  }
  return null;
}

/** Why this pickup breaks the Advanced Version's rules, or null. The meld it makes is `pickedMeld`. */
export function refuseAdvancedPickUp(sit: AdvancedSituation, command: PickUpCommand): Refusal | null {
  const { discards, hand, onto } = command;
  const aside = command.aside ?? [];
  if (discards.length + aside.length === 0) return refuse('pick-up', 'Name the discards or set-aside Bonus Cards to pick up.');
  if (!distinct(discards)) return refuse('pick-up', 'Each discard can be picked up once.');
  if (discards.some((r) => !discardAt(sit, r))) return refuse('pick-up', 'There is no such discard.');
  const wrong = refuseAside(sit, aside) ?? refuseHandCards(sit.hand, hand);
  if (wrong) return wrong;
  if (onto !== undefined && !sit.exposed[onto]) return refuse('pick-up', 'You have no such exposed meld.');
  const meld = pickedMeld(sit, command);
  if (!meld) {
    const codes = [...discards.map((r) => discardAt(sit, r)!.code), ...aside.map((r) => r.card), ...hand.map((c) => c.code)];
    const pair = onto === undefined && codes.length === 2 && codes[0] === codes[1];
    if (pair) return refuse('pair', 'Only the main discard can complete your pair.');
    return refuse('meld', 'You can pick up a discard only into a valid meld.');
  }
  const inactive = discards.some((r) => r.area === 'main' && r.index !== sit.active);
  const can = abilities(sit.exposed);
  if (inactive && !(meld.kind === 'unity' || (meld.kind === 'sequence' && can.sequences) || (meld.kind === 'set' && can.sets))) {
    return refuse(
      'inactive',
      'Inactive discards can only form unities; sequences and sets take active discards only (unless you picked up Eternity or Infinity).',
    );
  }
  if (meld.kind === 'aces' && (discards.length > 0 || aside.some((r) => r.card !== 'Divinity' || r.area !== sit.seat))) {
    return refuse('aces', '11+ Aces are 1s held in your hand; Divinity joins them only if you set it aside.');
  }
  if (aside.some((r) => r.card === 'P0') && meld.kind === 'sequence' && meld.cards.length === 3) {
    const fromHandOrMain = discards.length <= 1 && discards.every((r) => r.area === 'main' && r.index === sit.active) && onto === undefined;
    if (!fromHandOrMain)
      return refuse(
        'plain-zero',
        'A set-aside Plain 0 starts a 3-Sequence only with both other cards from your hand, or one from your hand and the other the main discard.',
      );
  }
  if (aside.some((r) => r.card === 'P0') && meld.kind !== 'sequence') return refuse('plain-zero', 'A Plain 0 is a 0 in a sequence.');
  return null;
}

/** Whether a pickup takes a Public Bonus Card: it can then be only part of going out fully. */
export const takesPublic = (command: PickUpCommand): boolean => (command.aside ?? []).some((r) => isPublic(r.card));
