/**
 * Words for what happened at the table, computed from views alone: the live region announces them,
 * and the table's captions reuse them, with the game's terms linked to its How to play.
 */
import type { TemplateResult } from 'lit';
import { cardName, isNum, RULE_NAMES, ruleOf, type RuleKind } from '../../src/games/master-of-rules/cards.js';
import type { morGuide } from '../../src/games/master-of-rules/guide.js';
import type { TermId } from '../../src/games/guide.js';
import type { MorView } from '../../src/games/master-of-rules/view.js';
import { term, withTerms } from '../shared/term.js';

/** The terms of Master of Rules' How to play (src/games/master-of-rules/guide.ts) that the table links. */
export const MOR_TERMS = [
  'limit-23',
  'best-of-the-best',
  'only-one',
  'trio',
  'support-right',
  'refill-set',
  'start-player',
  'round',
  'trick',
  'dummy',
  'victory-points',
  'final-deal',
] as const satisfies readonly TermId<typeof morGuide>[];
export type MorTerm = (typeof MOR_TERMS)[number];

export const morTerm = (id: MorTerm, label: string): TemplateResult => term(id, label);
/** A rule's name linked to its term. */
export const ruleTerm = (kind: RuleKind): TemplateResult => term(kind, RULE_NAMES[kind]);

const TERM_WORDS: Readonly<Record<string, MorTerm>> = {
  'Limit 23': 'limit-23',
  'Best of the Best': 'best-of-the-best',
  'Only One': 'only-one',
  Trio: 'trio',
  'Support Right': 'support-right',
  'refill set': 'refill-set',
  'Dummy 1': 'dummy',
  'Dummy 2': 'dummy',
  VP: 'victory-points',
};

/** A sentence with the game's terms linked. */
export const linkTerms = (text: string): (string | TemplateResult)[] => withTerms(text, TERM_WORDS);

/** "You" for the viewer's own place, else its name. */
export const who = (view: Pick<MorView, 'places' | 'seat'>, by: number): string => (by === view.seat ? 'You' : (view.places[by] ?? `Seat ${by + 1}`));
/** "Ann's" / "your". */
export const whose = (view: Pick<MorView, 'places' | 'seat'>, by: number): string => (by === view.seat ? 'your' : `${view.places[by]}'s`);

/** Whose turn, in a few words. */
export function turnText(view: MorView): string {
  if (view.phase === 'waiting') return 'Waiting for players';
  if (view.phase === 'over') return 'Game over';
  if (view.phase === 'dummy') return 'The dummies’ cards';
  if (view.turn === null) return 'Dealing';
  const mine = view.turn === view.seat;
  if (view.phase === 'taking') return mine ? 'Take a card' : `${view.names[view.turn]} takes a card`;
  if (mine) return 'Your turn';
  return view.seat < 0 ? `${view.names[view.turn]} to play` : `Waiting for ${view.names[view.turn]}`;
}

/** The prompt beside your hand. */
export function promptText(view: MorView): string {
  if (view.turn !== view.seat || view.seat < 0) return '';
  if (view.phase === 'taking') return `Take a ${view.taking === 'num' ? 'numerical' : 'rule'} card from the refill set`;
  if (view.phase !== 'playing') return '';
  if (view.trick === 2) {
    const first = view.plays.find((p) => p.by === view.seat && p.trick === 1);
    return first && isNum(first.card) ? 'Play a rule card' : 'Play a numerical card';
  }
  return 'Play a numerical or a rule card';
}

/** "Deal 3 judged: Ann completes Trio, Bob does not complete Limit 23." */
export function describeJudgement(view: MorView): string {
  const last = view.last;
  if (!last) return '';
  const parts = last.judgements.map((j) => {
    const verb = j.met ? (j.kept ? (j.by === view.seat ? 'complete' : 'completes') : 'meets') : j.by === view.seat ? 'do not complete' : 'does not complete';
    return `${who(view, j.by)} ${verb} ${RULE_NAMES[ruleOf(j.rule)]}`;
  });
  return `Deal ${last.deal} judged: ${parts.join(', ')}.`;
}

/** The announcement for the step from `prev` to `next`. */
export function describeChange(prev: MorView | null, next: MorView): string {
  if (prev?.phase === 'over' && next.phase === 'over') return '';
  const parts: string[] = [];
  const sameDeal = prev !== null && prev.deal === next.deal;
  const before = sameDeal ? prev.plays.length : 0;
  for (const p of next.plays.slice(before)) parts.push(`${who(next, p.by)} ${p.by >= next.names.length ? 'got' : 'played'} ${cardName(p.card)}.`);
  if (prev && next.last && next.last !== prev.last) parts.push(describeJudgement(next));
  if (next.phase === 'over') parts.push(`Game over. ${next.result?.summary ?? ''}`.trim());
  else if (prev && !sameDeal && next.deal > 0) parts.push(`Deal ${next.deal}: ${who(next, next.start)} ${next.start === next.seat ? 'start' : 'starts'}.`);
  if (next.turn === next.seat && next.seat >= 0 && (prev === null || prev.turn !== next.seat || prev.phase !== next.phase)) {
    parts.push(next.phase === 'taking' ? 'Take a card from the refill set.' : 'Your turn.');
  }
  return parts.join(' ');
}
