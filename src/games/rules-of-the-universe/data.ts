/**
 * Every character and card of Rules of the Universe!, as data. The book fixes the counts (x+1
 * characters revealed for x players, ten basic cards with one copy per player, ten legendary cards)
 * but not the contents; these are ours, and docs/games/rules-of-the-universe.md lists them.
 *
 * A character is its starting health and one lasting trait (a number added to a part of the
 * fight). A card has an attack strength, a defence strength and a magic ability used by
 * exhausting it. A card kind is 0 to 9 (basic) or 10 to 19 (legendary); a card is its kind plus 20
 * times its copy, so the pool supply deck of x players holds the basic kinds' copies 0 to x-1 and
 * the legendary cards' copy 0.
 */
import { rotuDeclaration } from './declaration.js';

/** What a character's trait changes, by this much. */
export type Trait =
  /** Your attack cards strike this much harder (less, when negative). */
  | 'attack'
  /** Your defence cards guard this much more. */
  | 'defence'
  /** Every attack against you deals this much less damage. */
  | 'evasion'
  /** You heal this much when your attack deals damage. */
  | 'drain'
  /** Your abilities that deal damage deal this much more. */
  | 'magic'
  /** Your abilities that heal heal this much more. */
  | 'healing'
  /** Damage others' abilities deal you is this much less. */
  | 'ward'
  /** You heal this much when your discard pile comes back to your hand. */
  | 'renewal';

export interface Character {
  readonly id: number;
  readonly name: string;
  readonly health: number;
  readonly trait: Trait | null;
  readonly amount: number;
  /** The trait in words. */
  readonly text: string;
}

export const CHARACTERS: readonly Character[] = [
  { id: 0, name: 'Stone Colossus', health: 22, trait: null, amount: 0, text: 'No trait: plain toughness.' },
  { id: 1, name: 'Comet Knight', health: 21, trait: 'attack', amount: 1, text: 'Your attack cards strike 1 harder.' },
  { id: 2, name: 'Void Monk', health: 19, trait: 'defence', amount: 2, text: 'Your defence cards guard 2 more.' },
  { id: 3, name: 'Moon Rogue', health: 20, trait: 'evasion', amount: 1, text: 'Every attack against you deals 1 less damage.' },
  { id: 4, name: 'Star Thief', health: 20, trait: 'drain', amount: 2, text: 'When your attack deals damage, you heal 2.' },
  { id: 5, name: 'Nebula Witch', health: 22, trait: 'magic', amount: 1, text: 'Your abilities that deal damage deal 1 more.' },
  { id: 6, name: 'Solar Priestess', health: 20, trait: 'healing', amount: 2, text: 'Your abilities that heal heal 2 more.' },
  { id: 7, name: 'Iron Golem', health: 20, trait: 'ward', amount: 2, text: 'Damage from others’ abilities is 2 less for you.' },
  { id: 8, name: 'Chrono Sage', health: 20, trait: 'renewal', amount: 4, text: 'When your discard pile comes back to your hand, you heal 4.' },
  { id: 9, name: 'Gravity Brute', health: 26, trait: 'attack', amount: -1, text: 'Your attack cards strike 1 weaker.' },
];

/** What exhausting a card does. */
export type AbilityKind =
  /** You heal the amount. */
  | 'heal'
  /** An opponent of your choice loses the amount. */
  | 'strike'
  /** An opponent of your choice loses the amount, and you heal what they lost. */
  | 'drain'
  /** Every other living player loses the amount. */
  | 'quake'
  /** A card of your choice from your discard pile goes back to your hand. */
  | 'recall'
  /** Your whole discard pile goes back to your hand. */
  | 'restore'
  /** Another of your exhausted cards, of your choice, goes back to your hand. */
  | 'renew';

export interface Ability {
  readonly kind: AbilityKind;
  readonly amount: number;
}

export interface CardKind {
  readonly kind: number;
  readonly name: string;
  readonly legendary: boolean;
  readonly attack: number;
  readonly defence: number;
  readonly ability: Ability;
}

const basic = (kind: number, name: string, attack: number, defence: number, ability: AbilityKind, amount = 0): CardKind => ({
  kind,
  name,
  legendary: false,
  attack,
  defence,
  ability: { kind: ability, amount },
});
const legendary = (kind: number, name: string, attack: number, defence: number, ability: AbilityKind, amount = 0): CardKind => ({
  ...basic(kind, name, attack, defence, ability, amount),
  legendary: true,
});

export const CARD_KINDS: readonly CardKind[] = [
  basic(0, 'Dagger', 4, 1, 'strike', 2),
  basic(1, 'Buckler', 1, 4, 'heal', 3),
  basic(2, 'Spear', 5, 2, 'drain', 2),
  basic(3, 'War Axe', 6, 0, 'strike', 3),
  basic(4, 'Healing Herbs', 1, 2, 'heal', 6),
  basic(5, 'Sling', 3, 2, 'quake', 2),
  basic(6, 'Tower Shield', 0, 6, 'heal', 3),
  basic(7, 'Old Tome', 2, 3, 'recall'),
  basic(8, 'Mace', 4, 3, 'heal', 3),
  basic(9, 'Hourglass', 2, 2, 'renew'),
  legendary(10, 'Starfall Blade', 9, 2, 'strike', 5),
  legendary(11, 'Aegis of Dawn', 2, 7, 'heal', 6),
  legendary(12, 'Void Lance', 8, 3, 'drain', 3),
  legendary(13, 'Phoenix Feather', 3, 4, 'heal', 9),
  legendary(14, 'Thunder Drum', 6, 4, 'quake', 3),
  legendary(15, 'Book of Ages', 3, 5, 'restore'),
  legendary(16, 'Soul Lantern', 4, 4, 'renew'),
  legendary(17, 'Comet Hammer', 10, 0, 'strike', 4),
  legendary(18, 'Moonveil Cloak', 3, 7, 'drain', 2),
  legendary(19, 'Dragon Heart', 8, 5, 'heal', 4),
];

export const BASIC_KINDS = 10;
export const KINDS = CARD_KINDS.length;
/** The basic cards have a copy for each player the game seats at most. */
export const MAX_PLAYERS = rotuDeclaration.maxSeats;
/** Auctions: one for the characters, then ten for the pool cards. */
export const POOL_AUCTIONS = 10;
/** Bidding coins 1 to 11: one per auction. */
export const COINS: readonly number[] = Array.from({ length: POOL_AUCTIONS + 1 }, (_, i) => i + 1);

export type CardId = number;
export type CharacterId = number;

export const kindOf = (card: CardId): CardKind => CARD_KINDS[card % KINDS]!;
export const isLegendary = (card: CardId): boolean => kindOf(card).legendary;
export const cardName = (card: CardId): string => kindOf(card).name;
export const characterOf = (id: CharacterId): Character => CHARACTERS[id]!;

/** The pool supply deck for `players`: one of each basic card per player and the ten legendary cards. */
export function poolDeck(players: number): CardId[] {
  const deck: CardId[] = [];
  for (let kind = 0; kind < BASIC_KINDS; kind++) for (let copy = 0; copy < players; copy++) deck.push(kind + KINDS * copy);
  for (let kind = BASIC_KINDS; kind < KINDS; kind++) deck.push(kind);
  return deck;
}

export const isCardId = (v: unknown): v is CardId =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) < KINDS * MAX_PLAYERS && ((v as number) % KINDS < BASIC_KINDS || (v as number) < KINDS);
export const isCharacterId = (v: unknown): v is CharacterId => Number.isInteger(v) && (v as number) >= 0 && (v as number) < CHARACTERS.length;

/** The ability in words: "Heal 4", "Strike 2: an opponent loses 2". */
export function abilityText(a: Ability): string {
  switch (a.kind) {
    case 'heal':
      return `Heal ${a.amount}: you heal ${a.amount}.`;
    case 'strike':
      return `Strike ${a.amount}: an opponent loses ${a.amount}.`;
    case 'drain':
      return `Drain ${a.amount}: an opponent loses ${a.amount}, and you heal what they lose.`;
    case 'quake':
      return `Quake ${a.amount}: every other player loses ${a.amount}.`;
    case 'recall':
      return 'Recall: a card of your discard pile back to your hand.';
    case 'restore':
      return 'Restore: your whole discard pile back to your hand.';
    case 'renew':
      return 'Renew: another of your exhausted cards back to your hand.';
  }
}

/** The ability's short name: "Heal 4", "Recall". */
export const abilityName = (a: Ability): string => `${a.kind[0]!.toUpperCase()}${a.kind.slice(1)}${a.amount ? ` ${a.amount}` : ''}`;

/** Cards in hand order: by kind, then copy. */
export const compareCards = (a: CardId, b: CardId): number => (a % KINDS) - (b % KINDS) || a - b;
