/**
 * What the player has selected for the meld guide (Intermediate and Advanced Versions): discards on
 * the table, set-aside Bonus Cards (Advanced), cards of the hand, their own exposed melds. The table
 * keeps it, in every version (empty in the Basic Version), and drops it when what it refers to
 * changes; the guide (guide.ts) judges the move it makes.
 */
import type { AsideRef, DiscardRef } from '../../src/games/secrets-of-the-universe/types.js';

export interface Selection {
  /** Discards on the table, in the order chosen. */
  readonly discards: readonly DiscardRef[];
  /** Advanced: set-aside Bonus Cards, in the order chosen. */
  readonly aside: readonly AsideRef[];
  /** Indexes into the view's (sorted) hand. */
  readonly hand: readonly number[];
  /** Indexes into the player's own exposed melds. */
  readonly melds: readonly number[];
}

export const NOTHING: Selection = { discards: [], aside: [], hand: [], melds: [] };

const sameRef = (a: DiscardRef, b: DiscardRef): boolean => a.area === b.area && a.index === b.index;
const sameAside = (a: AsideRef, b: AsideRef): boolean => a.area === b.area && a.card === b.card;
const toggled = <T>(list: readonly T[], item: T, same: (a: T, b: T) => boolean = (a, b) => a === b): T[] =>
  list.some((x) => same(x, item)) ? list.filter((x) => !same(x, item)) : [...list, item];

export const isPicked = (s: Selection, ref: DiscardRef): boolean => s.discards.some((r) => sameRef(r, ref));
export const toggleDiscard = (s: Selection, ref: DiscardRef): Selection => ({ ...s, discards: toggled(s.discards, ref, sameRef) });
export const toggleHand = (s: Selection, index: number): Selection => ({ ...s, hand: toggled(s.hand, index) });
export const isAsidePicked = (s: Selection, ref: AsideRef): boolean => s.aside.some((r) => sameAside(r, ref));
export const toggleAside = (s: Selection, ref: AsideRef): Selection => ({ ...s, aside: toggled(s.aside, ref, sameAside) });
export const toggleMeld = (s: Selection, index: number): Selection => ({ ...s, melds: toggled(s.melds, index) });
export const isEmpty = (s: Selection): boolean => s.discards.length + s.aside.length + s.hand.length + s.melds.length === 0;
