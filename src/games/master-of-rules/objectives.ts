/**
 * The five rule cards' objectives, judged over the numerical cards in play: at the end of a deal
 * (the judgement) and while it is under way (the table shows each objective live, "so far"). Pure
 * functions of the cards in play; the words name places through the `name` given.
 */
import { cardName, COLOUR_NAMES, colourOf, isNum, isRule, numberOf, RULE_NAMES, ruleOf, type CardId, type Colour } from './cards.js';
import type { Play } from './types.js';

export type Status = 'met' | 'unmet' | 'waiting';
export interface Verdict {
  readonly status: Status;
  readonly reason: string;
}

/** How a place is named in the words ("Ann", "Dummy 1"). */
export type Namer = (by: number) => string;

export const LIMIT = 23;

export const numsInPlay = (plays: readonly Play[]): CardId[] => plays.filter((p) => isNum(p.card)).map((p) => p.card);
export const numOf = (plays: readonly Play[], by: number): CardId | null => plays.find((p) => p.by === by && isNum(p.card))?.card ?? null;
export const ruleAt = (plays: readonly Play[], by: number): CardId | null => plays.find((p) => p.by === by && isRule(p.card))?.card ?? null;

/** The first real player to the right of place `by` (the one before it, clockwise), dummies skipped. */
export const rightOf = (by: number, players: number): number => (by < players ? (by - 1 + players) % players : players - 1);

const and = (items: readonly string[]): string => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

function countBy<K>(cards: readonly CardId[], key: (c: CardId) => K): Map<K, CardId[]> {
  const out = new Map<K, CardId[]>();
  for (const c of cards) out.set(key(c), [...(out.get(key(c)) ?? []), c]);
  return out;
}

export function limit23(nums: readonly CardId[]): Verdict {
  const sum = nums.reduce((a, c) => a + numberOf(c), 0);
  return { status: sum <= LIMIT ? 'met' : 'unmet', reason: `The numerical cards add up to ${sum}: ${sum <= LIMIT ? '23 or lower' : 'over 23'}.` };
}

/** The highest card of each most played colour (several when colours tie for most). */
export function bestCards(nums: readonly CardId[]): { colours: Colour[]; count: number; best: CardId[] } {
  const byColour = countBy(nums, colourOf);
  const count = Math.max(0, ...[...byColour.values()].map((cs) => cs.length));
  const colours = [...byColour.keys()].filter((c) => byColour.get(c)!.length === count);
  const best = colours.map((c) => byColour.get(c)!.reduce((a, b) => (numberOf(b) > numberOf(a) ? b : a)));
  return { colours, count, best };
}

export function bestOfTheBest(nums: readonly CardId[], mine: CardId | null, owner: string): Verdict {
  if (mine === null) return { status: 'waiting', reason: `Waiting for ${owner}'s numerical card.` };
  const { colours, count, best } = bestCards(nums);
  const names = colours.map((c) => COLOUR_NAMES[c]);
  const lead =
    colours.length === 1
      ? `${names[0]} is the most played colour (${plural(count, 'card')}); its highest card is ${cardName(best[0]!)}`
      : `${and(names)} tie as the most played colours (${plural(count, 'card')} each); their highest cards are ${and(best.map(cardName))}`;
  const met = best.includes(mine);
  const tail = !met ? `, not ${owner}'s ${cardName(mine)}.` : colours.length === 1 ? `, ${owner}'s.` : `; ${owner}'s ${cardName(mine)} is one of them.`;
  return { status: met ? 'met' : 'unmet', reason: lead + tail };
}

export function onlyOne(nums: readonly CardId[], mine: CardId | null, owner: string): Verdict {
  if (mine === null) return { status: 'waiting', reason: `Waiting for ${owner}'s numerical card.` };
  const others = nums.filter((c) => c !== mine);
  const colour = others.filter((c) => colourOf(c) === colourOf(mine));
  const number = others.filter((c) => numberOf(c) === numberOf(mine));
  if (colour.length === 0 && number.length === 0) {
    return { status: 'met', reason: `${owner}'s ${cardName(mine)} shares neither colour nor number with another numerical card.` };
  }
  const parts = [
    colour.length ? `its colour with ${and(colour.map(cardName))}` : '',
    number.length ? `its number with ${and(number.map(cardName))}` : '',
  ].filter(Boolean);
  return { status: 'unmet', reason: `${owner}'s ${cardName(mine)} shares ${parts.join(' and ')}.` };
}

export function trio(nums: readonly CardId[]): Verdict {
  const colours = [...countBy(nums, colourOf)].filter(([, cs]) => cs.length >= 3).map(([c, cs]) => `${cs.length} ${COLOUR_NAMES[c]} cards`);
  const numbers = [...countBy(nums, numberOf)].filter(([, cs]) => cs.length >= 3).map(([n, cs]) => `${cs.length} ${n}s`);
  const found = [...colours, ...numbers];
  if (found.length > 0) return { status: 'met', reason: `${and(found)} are in play.` };
  return { status: 'unmet', reason: 'No three numerical cards share a colour or a number.' };
}

/** The verdict of every objective but Support Right, for the rule card of place `by`. */
function plainVerdict(plays: readonly Play[], by: number, rule: CardId, name: Namer): Verdict {
  const nums = numsInPlay(plays);
  const mine = numOf(plays, by);
  switch (ruleOf(rule)) {
    case 'limit-23':
      return limit23(nums);
    case 'best-of-the-best':
      return bestOfTheBest(nums, mine, name(by));
    case 'only-one':
      return onlyOne(nums, mine, name(by));
    case 'trio':
      return trio(nums);
    case 'support-right':
      throw new Error('Support Right is judged through the player to the right');
  }
}

export type Chain =
  | { readonly kind: 'cycle' }
  | { readonly kind: 'target'; readonly target: number; readonly rule: CardId | null; readonly via: readonly number[] };

/**
 * Whose objective decides the Support Right of place `by`: the first real player to its right; if
 * that player played Support Right too, the next one to theirs, and so on. When every real player
 * played Support Right the chain comes round: a cycle, which completes them all.
 */
export function supportChain(plays: readonly Play[], players: number, by: number): Chain {
  const via: number[] = [];
  let at = rightOf(by, players);
  for (;;) {
    const rule = ruleAt(plays, at);
    if (rule === null || ruleOf(rule) !== 'support-right') return { kind: 'target', target: at, rule, via };
    if (at === by || via.includes(at)) return { kind: 'cycle' };
    via.push(at);
    at = rightOf(at, players);
  }
}

function supportRight(plays: readonly Play[], players: number, by: number, name: Namer): Verdict {
  const chain = supportChain(plays, players, by);
  if (chain.kind === 'cycle') return { status: 'met', reason: 'Every player played Support Right, so every Support Right is completed.' };
  const { target, rule, via } = chain;
  if (rule === null) return { status: 'waiting', reason: `Waiting for ${name(target)}'s rule card.` };
  const v = plainVerdict(plays, target, rule, name);
  const through = via.length ? ` (through the Support Right of ${and(via.map(name))})` : '';
  const who = `${name(target)}, the first player to the right${through},`;
  if (v.status === 'waiting') return { status: 'waiting', reason: `${who} plays ${RULE_NAMES[ruleOf(rule)]}: ${v.reason}` };
  return { status: v.status, reason: `${who} ${v.status === 'met' ? 'completes' : 'does not complete'} ${RULE_NAMES[ruleOf(rule)]}.` };
}

/**
 * The verdict for the rule card place `by` played, over the cards in play now: the judgement once
 * every card is in, the live status before.
 */
export function verdict(plays: readonly Play[], players: number, by: number, name: Namer): Verdict {
  const rule = ruleAt(plays, by);
  if (rule === null) return { status: 'waiting', reason: `${name(by)} has played no rule card.` };
  return ruleOf(rule) === 'support-right' ? supportRight(plays, players, by, name) : plainVerdict(plays, by, rule, name);
}
