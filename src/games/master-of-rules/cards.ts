/**
 * Master of Rules' cards: the composition the rulebook leaves out, in this one file (the reasoning
 * is in docs/games/master-of-rules.md, "The cards"). Five colours of numerical cards 1 to 9, each
 * card once; the five rule cards, twelve copies each; and the game's length by number of players.
 * A card is a number: the numerical cards first (0 to 44), then the rule cards (45 to 104).
 */
export type Colour = 'yellow' | 'blue' | 'purple' | 'red' | 'black';
export type RuleKind = 'limit-23' | 'best-of-the-best' | 'only-one' | 'trio' | 'support-right';
export type CardKind = 'num' | 'rule';
export type CardId = number;

export const COLOURS: readonly Colour[] = ['yellow', 'blue', 'purple', 'red', 'black'];
export const COLOUR_NAMES: Readonly<Record<Colour, string>> = { yellow: 'Yellow', blue: 'Blue', purple: 'Purple', red: 'Red', black: 'Black' };
export const NUMBERS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The book's order, which is also the order of its tie-breakers read backwards. */
export const RULE_KINDS: readonly RuleKind[] = ['limit-23', 'best-of-the-best', 'only-one', 'trio', 'support-right'];
export const RULE_NAMES: Readonly<Record<RuleKind, string>> = {
  'limit-23': 'Limit 23',
  'best-of-the-best': 'Best of the Best',
  'only-one': 'Only One',
  trio: 'Trio',
  'support-right': 'Support Right',
};
/** Copies of each rule card: enough that the rule pile never runs dry, even if every rule card played were completed. */
export const RULE_COPIES = 12;

/** Players → rounds, and deals in all (a round is one deal per player). */
export const ROUNDS: Readonly<Record<number, number>> = { 3: 4, 4: 3, 5: 2 };
/** The seats around the table: real players first, then the dummies (Dummy 1, Dummy 2) up to five. */
export const POSITIONS = 5;
export const NUM_HAND = 4;
export const RULE_HAND = 3;

export const NUM_COUNT = COLOURS.length * NUMBERS.length;
export const RULE_COUNT = RULE_KINDS.length * RULE_COPIES;
export const CARD_COUNT = NUM_COUNT + RULE_COUNT;

export const NUM_DECK: readonly CardId[] = Array.from({ length: NUM_COUNT }, (_, i) => i);
export const RULE_DECK: readonly CardId[] = Array.from({ length: RULE_COUNT }, (_, i) => NUM_COUNT + i);

export const isCardId = (v: unknown): v is CardId => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < CARD_COUNT;
export const isNum = (id: CardId): boolean => id >= 0 && id < NUM_COUNT;
export const isRule = (id: CardId): boolean => id >= NUM_COUNT && id < CARD_COUNT;
export const kindOf = (id: CardId): CardKind => (isNum(id) ? 'num' : 'rule');

export function colourOf(id: CardId): Colour {
  if (!isNum(id)) throw new RangeError(`${id} is no numerical card`);
  return COLOURS[Math.floor(id / NUMBERS.length)]!;
}
export function numberOf(id: CardId): number {
  if (!isNum(id)) throw new RangeError(`${id} is no numerical card`);
  return (id % NUMBERS.length) + 1;
}
export function ruleOf(id: CardId): RuleKind {
  if (!isRule(id)) throw new RangeError(`${id} is no rule card`);
  return RULE_KINDS[Math.floor((id - NUM_COUNT) / RULE_COPIES)]!;
}
/** The numerical card of `colour` and `number`. */
export const numCard = (colour: Colour, number: number): CardId => COLOURS.indexOf(colour) * NUMBERS.length + number - 1;
/** Copy `copy` (0 to 11) of the rule card `kind`. */
export const ruleCard = (kind: RuleKind, copy = 0): CardId => NUM_COUNT + RULE_KINDS.indexOf(kind) * RULE_COPIES + copy;

/** "Red 7", "Support Right". */
export const cardName = (id: CardId): string => (isNum(id) ? `${COLOUR_NAMES[colourOf(id)]} ${numberOf(id)}` : RULE_NAMES[ruleOf(id)]);

/** Hand order: numerical cards by colour then number; rule cards in the book's order. */
export const compareCards = (a: CardId, b: CardId): number => a - b;
