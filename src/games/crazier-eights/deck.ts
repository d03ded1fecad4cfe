/** Card identities, the deck a table plays with (one deck for 2–4 players, two for 5–8, promos added once) and card names. */
import { CARDS } from './cards.js';
import type { CardDef, CardId, Colour, EightsOptions } from './types.js';

export const REGULAR = 52;
export const PROMOS = 4;

export const defOf = (id: CardId): CardDef => CARDS[id % 100]!;
export const isCardId = (id: unknown): id is CardId =>
  Number.isInteger(id) &&
  (id as number) >= 0 &&
  (((id as number) % 100 < REGULAR && (id as number) < 200) || ((id as number) >= REGULAR && (id as number) < REGULAR + PROMOS));
export const isEight = (id: CardId): boolean => defOf(id).rank === 8;
export const isAsset = (id: CardId): boolean => defOf(id).kind === 'asset';
export const isEvent = (id: CardId): boolean => defOf(id).kind === 'event';
export const coloursOf = (id: CardId): readonly Colour[] => defOf(id).colours;

/** How many decks a table of `players` shuffles together. */
export const decksFor = (players: number): 1 | 2 => (players <= 4 ? 1 : 2);

/** Every card of the table's deck, in catalogue order. */
export function deckFor(options: Pick<EightsOptions, 'promos'>, players: number): CardId[] {
  const ids: CardId[] = [];
  for (let copy = 0; copy < decksFor(players); copy++) for (let i = 0; i < REGULAR; i++) ids.push(copy * 100 + i);
  for (let i = 0; i < options.promos; i++) ids.push(REGULAR + i);
  return ids;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const rankName = (rank: number): string => RANKS[rank - 1] ?? String(rank);
const title = (c: Colour): string => c[0]!.toUpperCase() + c.slice(1);
export const colourName = title;

/** "Death (red K)", "Dusk Dragon (red-blue 2)". */
export function cardName(id: CardId): string {
  const d = defOf(id);
  return `${d.name} (${d.colours.join('-')} ${rankName(d.rank)})`;
}
