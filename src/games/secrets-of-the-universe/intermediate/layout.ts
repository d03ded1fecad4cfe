/**
 * The Intermediate Version's layout (the book's formal procedure): the deck cut into four quarters
 * at the corners, a discard area at each of the four places, the deal from each player's two
 * closest quarters, the dealer's face-down card from the quarter at the dealer's left, and every
 * draw from the quarter at the drawer's right (the next one counterclockwise when it is empty).
 *
 * Places are numbered in turn order (counterclockwise); quarter q lies between place q and place
 * q + 1: at the right of place q and at the left of place q + 1.
 */
import type { Seat } from '../../../kernel/game.js';
import type { Random } from '../../../kernel/random.js';
import { deckOf, type CardCode, type Version } from '../cards.js';
import { PLACES } from '../turns.js';
import type { Ev, Turn } from '../types.js';

export const QUARTERS = 4;
/** Cards a player takes from each of the two closest quarters. */
export const FROM_EACH_QUARTER = 6;

/** The place of a seat or dummy at the table (see turns.places): 2 players face each other, 3 players' dummy sits last. */
export function placeOf(players: number, who: Turn): number {
  if ('seat' in who) return players === 2 ? 2 * who.seat : who.seat;
  return players === 2 ? 2 * who.dummy + 1 : players + who.dummy;
}

/** The discard area of a seat or dummy: seats 0…n-1, then dummies. */
export const areaOf = (players: number, who: Turn): number => ('seat' in who ? who.seat : players + who.dummy);

/** Who owns discard area `area`. */
export const ownerOf = (players: number, area: number): Turn => (area < players ? { seat: area } : { dummy: area - players });

/** Discard areas at a table: one per place. */
export const areaCount = (players: number): number => (players >= 2 && players <= PLACES ? PLACES : 0);

/** Quarters in the order a place draws from them: its right-hand one, then on counterclockwise. */
export const drawOrder = (place: number): number[] => Array.from({ length: QUARTERS }, (_, i) => (place + i) % QUARTERS);

/** The quarter `who` draws from now, or null when every quarter is empty. */
export function drawQuarter(quarters: readonly (readonly unknown[])[], players: number, who: Turn): number | null {
  return drawOrder(placeOf(players, who)).find((q) => quarters[q]!.length > 0) ?? null;
}

/** Cards left in the deck. */
export const deckCount = (quarters: readonly (readonly unknown[])[]): number => quarters.reduce((n, q) => n + q.length, 0);

/** Cards each quarter gives at the deal: six to each player beside it, and the face-down card from the dealer's left. */
export function dealtFrom(players: number, dealer: Seat): number[] {
  const given = new Array<number>(QUARTERS).fill(0);
  for (let s = 0; s < players; s++) {
    const place = placeOf(players, { seat: s });
    given[place]! += FROM_EACH_QUARTER;
    given[(place + QUARTERS - 1) % QUARTERS]! += FROM_EACH_QUARTER;
  }
  given[(placeOf(players, { seat: dealer }) + QUARTERS - 1) % QUARTERS]! += 1;
  return given;
}

/** The size of each quarter once cut (the deck in four equal quarters). */
export const quarterSize = (version: Version): number => deckOf(version).length / QUARTERS;

/**
 * A deal of game `game` by `dealer`: the shuffled deck cut into quarters; in turn order from the
 * dealer each player takes six cards from the top of the quarter at their right and six from the
 * one at their left; then the dealer's face-down card from the quarter at the dealer's left.
 */
export function dealLayout(version: Version, players: number, game: number, dealer: Seat, random: Random): Ev<'layout.dealt'> {
  const deck = random.shuffle(deckOf(version));
  const size = quarterSize(version);
  const quarters = Array.from({ length: QUARTERS }, (_, q) => deck.slice(q * size, (q + 1) * size));
  const hands: CardCode[][] = Array.from({ length: players }, () => []);
  for (let i = 0; i < players; i++) {
    const seat = (dealer + i) % players;
    const place = placeOf(players, { seat });
    hands[seat]!.push(...quarters[place]!.splice(0, FROM_EACH_QUARTER));
    hands[seat]!.push(...quarters[(place + QUARTERS - 1) % QUARTERS]!.splice(0, FROM_EACH_QUARTER));
  }
  const faceDown = quarters[(placeOf(players, { seat: dealer }) + QUARTERS - 1) % QUARTERS]!.shift()!;
  return { type: 'layout.dealt', game, dealer, hands, faceDown, quarters };
}
