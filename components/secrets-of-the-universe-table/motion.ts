/**
 * How the Secrets of the Universe table marks its cards for CardMotion (components/shared/motion.ts):
 * a card on the table is keyed by the game and its code, so a card that leaves one place and lies
 * in another the same moment travels between them (copies of one code pair up in order), and a
 * card of a new game never flies from where the last game left its twin. The places cards come
 * from: the deck (Basic) or each deck quarter (Intermediate), each place around the table, and the
 * spot of the dealer's face-down card.
 */
import type { CardCode, HandCard } from '../../src/games/secrets-of-the-universe/cards.js';
import { drawOrder, placeOf } from '../../src/games/secrets-of-the-universe/intermediate/layout.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';

/** A card's marks: its key, and where it comes from when no card of its key just left. */
export interface Motion {
  readonly key: string;
  readonly from?: string;
}

export const DECK = 'deck';
export const FACE_DOWN = 'face-down';
export const quarterPlace = (q: number): string => `quarter-${q}`;
export const seatPlace = (p: number): string => `place-${p}`;

/** The key of a card of this game. */
export const motionKey = (v: SecretsView, code: CardCode): string => `${v.game}:${code}`;

/**
 * Keys that tell the cards of a list apart (for lit's repeat), each game's apart from the last's:
 * "3:F7", then "3:F7#2" for a second Fire 7; a taken card apart from an untaken one.
 */
export function listKeys(
  v: Pick<SecretsView, 'game'> | undefined,
  cards: readonly Pick<HandCard, 'code'>[],
  taken: (i: number) => boolean = () => false,
): string[] {
  const seen = new Map<string, number>();
  return cards.map((c, i) => {
    const base = `${v ? `${v.game}:` : ''}${c.code}${taken(i) ? '↺' : ''}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}#${n}`;
  });
}

/**
 * Where a card the viewer draws comes from: the Basic Version's deck, or the first quarter in the
 * viewer's draw order that still has cards.
 */
export function drawPlace(v: SecretsView): string {
  const t = v.table;
  if (!t) return DECK;
  const place = v.seat >= 0 ? placeOf(v.names.length, { seat: v.seat }) : 0;
  return quarterPlace(drawOrder(place).find((q) => (t.quarters[q] ?? 0) > 0) ?? place);
}

/** Where a card discarded by the owner of place `p` comes from: a dummy's deck quarter, a player's place. */
export function discardPlace(v: SecretsView, p: number): string {
  const owner = v.places[p];
  if (!owner?.isDummy) return seatPlace(p);
  const t = v.table;
  return t ? quarterPlace(drawOrder(p).find((q) => (t.quarters[q] ?? 0) > 0) ?? p) : DECK;
}
