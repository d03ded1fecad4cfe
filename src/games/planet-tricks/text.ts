/** A Planet Tricks table as plain text, for `peer-table replay`. Reads only the views it is given. */
import { cardName } from './cards.js';
import { describeEvent } from './describe-event.js';
import { planetTricks, type PlanetState } from './index.js';
import type { PlanetEvent, Play } from './types.js';
import type { PlanetView } from './view.js';
import type { Seat } from '../../kernel/game.js';
import type { TableText } from '../module.js';

const list = (items: readonly string[]): string => (items.length ? items.join(', ') : '—');

export const planetText: TableText<PlanetState, PlanetEvent> = ({ prev, event, state, seats }) => {
  const s = state;
  // Public facts are the same in every view; the first shown seat's (or a spectator's) is used.
  const base: PlanetView = planetTricks.view(s, seats[0] ?? -1);
  const names = base.names;
  const who = (seat: Seat): string => names[seat] ?? `Seat ${seat + 1}`;
  const width = Math.max(0, ...names.map((n) => n.length));
  const pad = (seat: Seat): string => `${who(seat)}:`.padEnd(width + 2);
  const plays = (ps: readonly Play[]): string => list(ps.map((p) => `${who(p.seat)} ${cardName(p.card)}${p.faceUp ? '' : ' (face down)'}`));
  const byName = (values: readonly number[]): string => list(values.map((v, seat) => `${who(seat)} ${v}`));
  const out: string[] = [];

  if (event) {
    const lines = describeEvent(prev!.context, event, s.context);
    out.push(`Last event: ${lines.join('; ')}.`);
  }
  if (base.phase === 'waiting') {
    out.push('The game has not started.');
    return out;
  }
  const rules = `Null rule ${base.nullRule ? 'on' : 'off'}; the first to ${base.target} tricks ends the game`;
  if (base.phase === 'dealing')
    out.push(base.round === 0 ? `Before the first deal. ${rules}.` : `Round ${base.round} is over; the next deal is due. ${rules}.`);
  else if (base.phase === 'playing') out.push(`Round ${base.round}, trick ${base.trickNumber} of ${base.tricksPerRound}. ${rules}.`);
  else out.push(`Game over after round ${base.round}. ${rules}.`);

  if (base.round > 0) {
    const field = base.field.map((f) => `${cardName(f.card)}${f.faceUp ? '' : ' (face down)'}`);
    out.push(`Field: ${list(field)}${base.fieldInPlay ? '' : ` (not in play with ${names.length} players)`}.`);
    out.push(`Black Cards: ${base.broken ? 'broken, they may be played' : 'not broken yet'}.`);
  }
  if (base.phase === 'playing') {
    out.push(base.trick.length === 0 ? `Turn: ${who(base.turn!)}, to lead.` : `Turn: ${who(base.turn!)}. ${who(base.leader!)} led this trick.`);
    out.push(`On the table: ${plays(base.trick)}.`);
  }
  if (base.phase !== 'dealing' || base.round > 0) {
    out.push('Hands:');
    for (let seat = 0; seat < names.length; seat++) {
      const count = base.handCounts[seat] ?? 0;
      const shown = seats.includes(seat) ? planetTricks.view(s, seat).hand : null;
      const known = shown && shown.length === count;
      const cards = count === 0 ? 'no cards' : known ? shown.map((h) => cardName(h.card)).join(', ') : 'hidden';
      out.push(`  ${pad(seat)}(${count}) ${cards}`);
    }
  }
  if (base.lastTrick) {
    const t = base.lastTrick;
    out.push(`Last trick: ${plays(t.plays)}; ${t.bigBang ? 'Big Bang, ' : ''}${who(t.winner)} took it.`);
  }
  if (base.round > 0) out.push(`Tricks this round: ${byName(base.tricks)}.`);
  if (base.rounds.length > 0) out.push('Rounds (tricks counted):');
  for (const r of base.rounds) out.push(`  Round ${r.round}: ${byName(r.counted)}.`);
  out.push(`Scores (total tricks, fewest wins): ${byName(base.totals)}.`);
  if (base.result) out.push(`Result: ${base.result.summary}`);
  return out;
};
