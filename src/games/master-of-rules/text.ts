/** A Master of Rules table as plain text, for `peer-table replay`. Reads only the views it is given. */
import type { Seat } from '../../kernel/game.js';
import type { TableText } from '../module.js';
import { cardName, RULE_NAMES, ruleOf } from './cards.js';
import { describeEvent } from './describe-event.js';
import { masterOfRules, type MorState } from './index.js';
import type { MorEvent } from './types.js';

const list = (items: readonly string[]): string => (items.length ? items.join(', ') : '—');

export const morText: TableText<MorState, MorEvent> = ({ prev, event, state, seats }) => {
  const s = state;
  const base = masterOfRules.view(s, seats[0] ?? -1);
  const out: string[] = [];
  if (event) out.push(`Last event: ${describeEvent(prev!.context, event, s.context).join('; ')}.`);
  if (base.phase === 'waiting') return [...out, 'The game has not started.'];
  if (base.deal === 0) out.push('Before the first deal.');
  else
    out.push(
      `Deal ${base.deal} of ${base.totalDeals}, round ${base.round} of ${base.totalRounds}${base.finalDeal ? ' (the final deal: no refill)' : ''}; ${base.places[base.start]} started.`,
    );
  if (base.turn !== null)
    out.push(
      `Turn: ${base.names[base.turn]}${base.taking ? `, to take a ${base.taking === 'num' ? 'numerical' : 'rule'} card from the refill set` : ` (trick ${base.trick})`}.`,
    );
  out.push(`Refill set: ${list([...base.refill.nums, ...base.refill.rules].map(cardName))}.`);
  for (const trick of [1, 2] as const) {
    const plays = base.plays.filter((p) => p.trick === trick);
    if (plays.length) out.push(`Trick ${trick}: ${list(plays.map((p) => `${base.places[p.by]} ${cardName(p.card)}`))}.`);
  }
  for (const o of base.objectives)
    out.push(
      `  ${base.places[o.by]}'s ${RULE_NAMES[ruleOf(o.rule)]}: ${o.status === 'met' ? 'met so far' : o.status === 'unmet' ? 'not met so far' : 'waiting'}. ${o.reason}`,
    );
  out.push('Players:');
  const width = Math.max(...base.names.map((n) => n.length));
  base.names.forEach((name, seat: Seat) => {
    const counts = base.handCounts[seat]!;
    const hand = seats.includes(seat) ? masterOfRules.view(s, seat).hand : null;
    const cards = hand ? list([...hand.nums, ...hand.rules].map((e) => cardName(e.card))) : `${counts.nums} numerical and ${counts.rules} rule cards`;
    const done = base.completed[seat]!.map((c) => RULE_NAMES[ruleOf(c)]);
    out.push(`  ${`${name}:`.padEnd(width + 2)}${base.vp[seat]} VP (${list(done)}); holds ${cards}`);
  });
  out.push(`Piles: ${base.piles.nums} numerical, ${base.piles.rules} rule; discards: ${base.piles.numDiscard} numerical, ${base.piles.ruleDiscard} rule.`);
  if (base.result) out.push(`Result: ${base.result.summary}`);
  return out;
};
