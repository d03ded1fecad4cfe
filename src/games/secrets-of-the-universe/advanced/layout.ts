/**
 * The Advanced Version's deal, by the book's formal procedure: the 192 cards cut into four quarters
 * of 48 at the corners; six packets of eight formed from the bottom two cards of each quarter, six
 * times over (leaving 144 cards to draw); six cards to each player from each of the two closest
 * quarters; the dealer's face-down card from the quarter at the dealer's left. Then each player's
 * Public Bonus Cards are set aside and replaced from the quarter at their right, and a Bonus Card
 * turned up as the face-down card is set aside for the dealer and replaced from the dealer's left,
 * until a card of a suit comes up.
 *
 * Quarter q lies at the right of place q (intermediate/layout.ts). Packets are numbered from the
 * bottommost (0, formed first) to the topmost (5); each packet's cards from its bottom card (the
 * first taken): the two bottom cards of the dealer's right quarter, then of each next quarter
 * counterclockwise.
 */
import type { Seat } from '../../../kernel/game.js';
import type { Random } from '../../../kernel/random.js';
import { deckOf, isBonus, isPublic, type BonusCode, type CardCode, type PublicBonus } from '../cards.js';
import { drawOrder, FROM_EACH_QUARTER, placeOf, QUARTERS } from '../intermediate/layout.js';
import type { Ev } from '../types.js';

export const PACKETS = 6;
export const PACKET_SIZE = 8;
/** Cards in each quarter once cut. */
export const QUARTER = 48;

/** The quarter at the dealer's left, where the face-down card comes from. */
export const leftOfDealer = (players: number, dealer: Seat): number => (placeOf(players, { seat: dealer }) + QUARTERS - 1) % QUARTERS;

/** Takes the top card of the first quarter in `order` that has one, or undefined. */
function drawFrom(quarters: CardCode[][], order: readonly number[]): CardCode | undefined {
  const q = order.find((i) => quarters[i]!.length > 0);
  return q === undefined ? undefined : quarters[q]!.shift();
}

/**
 * A deal of game `game` by `dealer`, with the start of the game's set-asides: the layout the book's
 * procedure gives, every hand free of Public Bonus Cards and the face-down card a card of a suit.
 */
export function dealAdvanced(players: number, game: number, dealer: Seat, random: Random): Ev<'layout.dealt'> {
  const deck = random.shuffle(deckOf('advanced'));
  const quarters = Array.from({ length: QUARTERS }, (_, q) => deck.slice(q * QUARTER, (q + 1) * QUARTER));
  const first = placeOf(players, { seat: dealer });
  const packets = Array.from({ length: PACKETS }, () =>
    Array.from({ length: QUARTERS }, (_, i) => quarters[(first + i) % QUARTERS]!).flatMap((q) => [q.pop()!, q.pop()!]),
  );
  const hands: CardCode[][] = Array.from({ length: players }, () => []);
  for (let i = 0; i < players; i++) {
    const seat = (dealer + i) % players;
    const place = placeOf(players, { seat });
    hands[seat]!.push(...quarters[place]!.splice(0, FROM_EACH_QUARTER));
    hands[seat]!.push(...quarters[(place + QUARTERS - 1) % QUARTERS]!.splice(0, FROM_EACH_QUARTER));
  }
  const left = leftOfDealer(players, dealer);
  let faceDown = quarters[left]!.shift()!;
  const setAside: PublicBonus[][] = hands.map(() => []);
  for (let i = 0; i < players; i++) {
    const seat = (dealer + i) % players;
    const hand = hands[seat]!;
    for (let at = hand.findIndex(isPublic); at >= 0; at = hand.findIndex(isPublic)) {
      setAside[seat]!.push(hand[at] as PublicBonus);
      const replacement = drawFrom(quarters, drawOrder(placeOf(players, { seat })));
      hand.splice(at, 1, ...(replacement === undefined ? [] : [replacement]));
    }
  }
  const faceDownSetAside: BonusCode[] = [];
  while (isBonus(faceDown)) {
    faceDownSetAside.push(faceDown);
    faceDown = drawFrom(quarters, drawOrder(left))!;
  }
  return { type: 'layout.dealt', game, dealer, hands, faceDown, quarters, packets, setAside, faceDownSetAside };
}

/** Cards each quarter gives after the deal: the deal's (dealtFrom), plus each seat's replacements from its right and the face-down card's from the dealer's left. */
export function replacedFrom(players: number, dealer: Seat, setAside: readonly (readonly unknown[])[], faceDownSetAside: readonly unknown[]): number[] {
  const out = new Array<number>(QUARTERS).fill(0);
  setAside.forEach((cards, seat) => (out[placeOf(players, { seat })]! += cards.length));
  out[leftOfDealer(players, dealer)]! += faceDownSetAside.length;
  return out;
}
