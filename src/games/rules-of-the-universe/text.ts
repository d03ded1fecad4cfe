/** A Rules of the Universe! table as plain text, for `peer-table replay`. Reads only the views it is given. */
import type { TableText } from '../module.js';
import { itemName } from './auction.js';
import { cardName, characterOf } from './data.js';
import { describeEvent, happeningText } from './describe-event.js';
import { rulesOfTheUniverse, type RotuState } from './index.js';
import type { RotuEvent } from './types.js';

const list = (items: readonly string[]): string => (items.length ? items.join(', ') : '—');

export const rotuText: TableText<RotuState, RotuEvent> = ({ prev, event, state }) => {
  const s = state;
  const v = rulesOfTheUniverse.view(s, -1);
  const out: string[] = [];
  if (event) out.push(`Last event: ${describeEvent(prev!.context, event, s.context).join('; ')}.`);
  if (v.phase === 'waiting') return [...out, 'The game has not started.'];
  const a = v.auction;
  if (a) {
    out.push(`Auction ${a.number + 1} of 11 (${a.kind === 'character' ? 'characters' : 'pool cards'}): ${list(a.left.map((i) => itemName(a, i)))} on offer.`);
    out.push(`Bids: ${list(a.bids.map((b, seat) => `${v.names[seat]} ${b.coin ?? b.status}`))}.`);
    if (a.flips.length) out.push(`Lucky Coin flips: ${list(a.flips.map((f) => `${v.names[f.seat]} ${f.lucky ? 'LUCKY' : 'UNLUCKY'} (picks ${f.place})`))}.`);
    if (a.picker !== null) out.push(`To pick: ${v.names[a.picker]}.`);
  } else if (v.turn !== null) out.push(`Turn ${v.turnNo}, round ${v.round}: ${v.names[v.turn]}.`);
  out.push(`Lucky Coin: ${v.names[v.holder]}.`);
  out.push('Players:');
  const width = Math.max(...v.names.map((n) => n.length));
  v.players.forEach((p) => {
    const who = p.character === null ? 'no character yet' : `${characterOf(p.character).name}, ${p.health}/${p.maxHealth} health${p.alive ? '' : ' (dead)'}`;
    out.push(`  ${`${p.name}:`.padEnd(width + 2)}${who}; coins ${list(p.coins.map(String))}`);
    out.push(
      `  ${''.padEnd(width + 2)}hand ${list(p.hand.map(cardName))}; discard ${list(p.discard.map(cardName))}; exhausted ${list(p.exhausted.map(cardName))}`,
    );
  });
  for (const h of v.happenings.filter((x) => x.turn === v.turnNo)) out.push(`  ${happeningText(v, h)}.`);
  if (v.result) out.push(`Result: ${v.result.summary}`);
  return out;
};
