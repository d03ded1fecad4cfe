/** A Crazier Eights table as plain text, for `peer-table replay`. Reads only the views it is given (and the last event). */
import type { Seat } from '../../kernel/game.js';
import type { TableText } from '../module.js';
import { cardName, colourName } from './deck.js';
import { describeEvent, howWon } from './describe-event.js';
import { crazierEights, type EightsState } from './index.js';
import type { EightsEvent } from './types.js';

export const eightsText: TableText<EightsState, EightsEvent> = ({ prev, event, state, seats }) => {
  const s = state;
  const v = crazierEights.view(s, seats[0] ?? -1);
  const who = (seat: Seat): string => v.names[seat] ?? `Seat ${seat + 1}`;
  const out: string[] = [];
  if (event) out.push(`Last event: ${describeEvent(prev!.context, event, s.context)}.`);
  if (v.status === 'waiting') return [...out, 'The game has not started.'];
  out.push(`Game ${v.game} of at most ${v.games}${v.teams ? `, teams: ${teamWords(v.teams, who)}` : ''}.`);
  if (v.turn !== null)
    out.push(`Turn ${v.turnNo}: ${who(v.turn)} (${v.phase} phase), ${v.played ? 'has played a card' : 'may play a card'}, ${v.discardsLeft} discard(s) left.`);
  const top = v.top === null ? 'empty' : `${cardName(v.top)}${v.named ? `, ${colourName(v.named)} named` : ''}`;
  out.push(`Discard pile (${v.discard.length}): top ${top}. Draw pile: ${v.pileCount} cards.`);
  if (v.choice) out.push(`${who(v.choice.seat)} to choose: ${v.choice.prompt}${v.choice.may ? ' (may decline)' : ''}.`);
  if (v.revealed?.length) out.push(`Revealed: ${v.revealed.map(cardName).join(', ')}.`);
  out.push('Players:');
  const width = Math.max(...v.names.map((n) => n.length));
  for (let seat = 0; seat < v.names.length; seat++) {
    const shown = seats.includes(seat) ? crazierEights.view(s, seat).hand.map((h) => cardName(h.card)) : null;
    const inPlay = v.table.filter((p) => p.controller === seat).map((p) => `${cardName(p.card)}${p.silenced ? ' (no abilities)' : ''}`);
    const hand = shown ? shown.join(', ') || 'no cards' : `${v.handCounts[seat]} cards`;
    out.push(`  ${who(seat).padEnd(width)}  ${v.out[seat] ? 'out  ' : ''}hand: ${hand}; in play: ${inPlay.join(', ') || 'nothing'}`);
  }
  for (const r of v.records)
    out.push(
      `Game ${r.game}: ${r.winners.map(who).join(' and ') || 'nobody'} won (${howWon(r.how, v.names, r.winners)}); points ${r.points.map((p, k) => `${who(k)} ${p}`).join(', ')}.`,
    );
  if (v.result) out.push(`Result: ${v.result.summary}`);
  return out;
};

function teamWords(teams: readonly number[], who: (s: Seat) => string): string {
  const ids = [...new Set(teams)];
  return ids.map((t) => teams.flatMap((x, s) => (x === t ? [who(s)] : [])).join(' and ')).join('; ');
}
