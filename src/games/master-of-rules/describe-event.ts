/**
 * One event of a Master of Rules log in words, for a replay's move list and the command line: what
 * the event did, judged from the contexts before and after it. Always third person, and it reads
 * only what every seat may see (cards played and taken, the refill set, the judgement), so a seat's
 * redacted log describes the same as the full one.
 */
import { cardName, RULE_NAMES, ruleOf } from './cards.js';
import * as rules from './rules.js';
import { placeName } from './steps.js';
import type { DealRecord, MorContext, MorEvent } from './types.js';
import { morResult } from './view.js';

const list = (cards: readonly number[]): string => cards.map(cardName).join(', ');

/** "Ann completes Trio: 3 Red cards are in play", one line per rule card of the deal. */
export function judgementLines(ctx: Pick<MorContext, 'names'>, deal: DealRecord): string[] {
  return deal.judgements.map((j) => {
    const who = placeName(ctx, j.by);
    const verb = j.met ? (j.kept ? 'completes' : 'meets') : 'does not complete';
    const note = j.met && !j.kept ? ' (a dummy keeps nothing)' : '';
    return `${who} ${verb} ${RULE_NAMES[ruleOf(j.rule)]}${note}: ${j.reason.replace(/\.$/, '')}`;
  });
}

/** The judgement and the end of the game, when the event finished a deal. */
function afterDeal(prev: MorContext, next: MorContext): string[] {
  if (!next.last || next.last === prev.last) return [];
  const lines = [`Deal ${next.last.deal} judged`, ...judgementLines(next, next.last)];
  if (rules.isFinalDeal(next.last.deal, next.names.length)) {
    const result = morResult(next, true);
    if (result) lines.push(`Game over: ${result.summary.replace(/\.$/, '')}`);
  }
  return lines;
}

export function describeEvent(prev: MorContext, event: MorEvent, next: MorContext): string[] {
  switch (event.type) {
    case 'game.created': {
      const d = rules.dummies(event.names.length);
      const dummies = d === 0 ? '' : d === 1 ? ' and Dummy 1' : ' with Dummy 1 and Dummy 2';
      return [`New game: ${event.names.join(', ')}${dummies}; ${rules.rounds(event.names.length)} rounds, ${rules.totalDeals(event.names.length)} deals`];
    }
    case 'game.dealt':
      return ['Each player is dealt four numerical and three rule cards'];
    case 'start.drawn':
      return [`${placeName(next, event.seat)} draws the start player card and keeps the round counter`];
    case 'deal.started': {
      const n = next.names.length;
      const head = `Deal ${event.deal} of ${rules.totalDeals(n)} (round ${rules.roundOf(event.deal, n)}): ${placeName(next, event.start)} starts`;
      const refill = event.refill.nums.length === 0 ? 'the final deal has no refill set' : `refill set: ${list([...event.refill.nums, ...event.refill.rules])}`;
      return [`${head}; ${refill}`];
    }
    case 'card.played':
      return [`${placeName(prev, event.seat)} played ${cardName(event.card)}`, ...afterDeal(prev, next)];
    case 'refill.taken':
      return [`${placeName(prev, event.seat)} took ${cardName(event.card)} from the refill set`, ...afterDeal(prev, next)];
    case 'dummy.dealt': {
      const who = rules.dummyName(prev.names.length + event.dummy - 1, prev.names.length);
      const cards = event.rule === null ? cardName(event.num) : `${cardName(event.num)} and ${cardName(event.rule)}`;
      return [`${who} gets ${cards} from the top of the piles`, ...afterDeal(prev, next)];
    }
    case 'pile.reshuffled':
      return [`The ${event.kind === 'num' ? 'numerical' : 'rule'} discards (${event.cards.length}) are reshuffled under the draw pile`];
    default: {
      const unknown: never = event;
      return [String((unknown as { type?: unknown }).type ?? 'unknown event')];
    }
  }
}
