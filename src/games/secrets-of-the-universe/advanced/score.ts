/**
 * A hand as the Advanced Version scores it: as the Intermediate Version does (exposed melds extended
 * and joined, a 0 that comes off a join set aside again), with these changes:
 * - a player who picked up a Public Bonus Card goes out only fully;
 * - a Public Bonus Card drawn from the deck and picked up at once, alone, is going out by deck draw (+5);
 * - Divinity picked up as a Void stands only beside melds nothing can be added to;
 * - 11+ Aces may always go out.
 */
import { isPublic, type CardCode, type HandCard } from '../cards.js';
import type { TableArrangement, TableGoingOut } from '../hand-score.js';
import { arrangeTable, DECK_DRAW_BONUS, goOutTable } from '../intermediate/score.js';
import { TEN_SEQUENCE, type Meld } from '../melds.js';
import type { RevealedMeld } from '../types.js';
import { committed } from './bonus.js';

/** Melds nothing can be added to. */
const full = (m: RevealedMeld): boolean =>
  m.kind === 'single' ||
  m.kind === 'aces' ||
  (m.kind === 'sequence' && m.cards.length === TEN_SEQUENCE) ||
  (m.kind === 'set' && m.cards.length === 5) ||
  (m.kind === 'unity' && m.cards.length === 4);

/** Divinity picked up as a Void stands beside melds nothing can be added to, or not at all. */
const voidAllowed = (a: TableArrangement): boolean => !a.melds.some((m) => m.kind === 'single' && m.cards[0]!.code === 'Divinity') || a.melds.every(full);

/** How a hand goes out in the Advanced Version, or null when it cannot. `drawn`: the card drawn from the deck this turn (a Public Bonus Card picked up at once), or null. */
export function goOutAdvanced(hand: readonly HandCard[], exposed: readonly Meld[], drawn: CardCode | null): TableGoingOut | null {
  const publicDraw = drawn !== null && isPublic(drawn);
  const going = goOutTable(hand, exposed, publicDraw ? null : drawn, 'advanced', committed(exposed) ? 'fully' : 'out');
  if (!going || !voidAllowed(going.arrangement)) return null;
  return publicDraw ? { ...going, deckDraw: DECK_DRAW_BONUS } : going;
}

/** A hand's best arrangement with its exposed melds in the Advanced Version. */
export const arrangeAdvanced = (hand: readonly HandCard[], exposed: readonly Meld[]): TableArrangement => arrangeTable(hand, exposed, 'any', 'advanced')!;
