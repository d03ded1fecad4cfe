/** The Basic Version's going out and scoring: the hand alone, with no exposed melds and no deck-draw bonus. */
import type { CardCode, HandCard } from '../cards.js';
import { arrange, goingOut as goingOutOf, type Arrangement, type TableGoingOut } from '../hand-score.js';
import type { Meld } from '../melds.js';

/** How a hand goes out in the Basic Version (its exposed melds and the card drawn play no part), or null. */
export function goingOut(hand: readonly HandCard[], _exposed: readonly Meld[], _drawn: CardCode | null): TableGoingOut | null {
  const going = goingOutOf(hand, 'basic');
  return going && { ...going, arrangement: { ...going.arrangement, exposed: 0, detached: [] }, deckDraw: 0 };
}

/** A hand's best arrangement in the Basic Version. */
export const arrangeHand = (hand: readonly HandCard[]): Arrangement => arrange(hand, 'any', 'basic')!;
