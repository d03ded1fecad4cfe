/**
 * A Secrets of the Universe table as plain text, for `peer-table replay`: the game and whose turn,
 * the places, the deck and discards (the Intermediate Version's table: secrets-intermediate.ts),
 * the shown hands with their best arrangement, each game's reveal, the match table and the chips;
 * in the Advanced Version the set-aside Bonus Cards, the packets and the limit, and in the Expert
 * Addition the buffers and careless discards. Reads only the views it is given (and the last event).
 */
import { cardName, formatCards, isBonus } from './cards.js';
import { describeEvent } from './describe-event.js';
import { secretsOfTheUniverse, type SecretsState } from './index.js';
import { meldLabel, type Meld } from './melds.js';
import { capitalise } from './turns.js';
import type { SecretsEvent } from './types.js';
import type { MeldView, PlaceView, RevealView, SecretsView, TurnView } from './view.js';
import { cards, columns, para, range, wrap } from './text-format.js';
import { duelLines, mayBump, tableLines } from './intermediate/text.js';
import type { TableText } from '../module.js';

/** A coin meld counts its low points until its coin is flipped; a packet meld (Advanced) until its packet is revealed. */
function coinNote(m: MeldView): string {
  const p = m.packet;
  if (p) {
    const bonus = p.cards?.filter(isBonus) ?? [];
    return p.cards === null ? ' (takes a packet)' : bonus.length ? ` (packet: ${bonus.map(cardName).join(', ')}, +${p.points})` : ' (packet: no Bonus Card)';
  }
  const coin = m.coin;
  if (!coin) return '';
  if (coin.outcome) return ` (coin: called ${coin.call}, landed ${coin.outcome})`;
  return coin.call ? ` (coin: called ${coin.call}, ${m.points.high} if right)` : ` (coin: ${m.points.high} on a correct call)`;
}

/** One meld a row: kind, cards and points in columns; a coin's or packet's note on the next line when it would pass 80 columns. */
function meldRows(melds: readonly MeldView[], indent: string): string[] {
  const rows = columns(melds.map((m) => [meldLabel(m as Meld), formatCards(m.cards), String(m.coin?.points ?? m.points.low + (m.packet?.points ?? 0))]));
  return rows.flatMap((row, k) => {
    const note = coinNote(melds[k]!);
    const line = `${indent}${row}${note}`;
    return line.length <= 80 ? [line] : [`${indent}${row}`, ...para(note.trim()).map((l) => `${indent}  ${l}`)];
  });
}

/** What the place whose turn it is does at `step`. */
const doing = (step: SecretsView['step']): string =>
  step === 'claim' ? 'discarded' : step === 'turningUp' ? 'card turning up' : `to ${step === 'dummy' ? 'discard' : step}`;

function placeRow(v: SecretsView, p: PlaceView, width: number): string[] {
  const name = `  ${p.name.padEnd(width)}`;
  const privates = v.bonus?.privates;
  const deciding = privates ? p.seat === privates.seat : p.isTurn;
  const tags = [p.isDealer ? 'dealer' : '', deciding ? (privates ? 'deciding about Private Bonus Cards' : doing(v.step)) : ''].filter(Boolean);
  const aside = v.bonus?.aside.find((a) => (p.seat !== null ? a.seat === p.seat : a.dummy === p.dummy))?.cards ?? [];
  const asideLines = aside.length ? wrap(`${' '.repeat(width + 4)}set aside`, [...aside], width + 4) : [];
  if (p.isDummy) return [`${name}  no hand${tags.length ? `  ${tags.join(', ')}` : ''}`, ...asideLines];
  const buffer = p.seat !== null && v.bonus?.expert ? `  buffer ${v.bonus.expert.buffers[p.seat]}` : '';
  const row = `${name}  ${String(p.handSize).padStart(2)} cards  ${String(p.total).padStart(4)} points${buffer}${tags.length ? `  ${tags.join(', ')}` : ''}`;
  return [...(p.taken.length ? wrap(`${row}  took`, formatCards(p.taken).split(' '), width + 4) : [row]), ...asideLines];
}

/** A seat's hand in notation, its best arrangement, and going out when that is open to it. */
function handLines(v: SecretsView): string[] {
  const out = wrap(`  ${v.names[v.seat]} (${v.hand.length}):`, formatCards(v.hand).split(' '), 4);
  if (v.best) {
    out.push(`    Best arrangement: ${range(v.best.total)} points`, ...meldRows(v.best.melds, '      '), `      Unmelded: ${cards(v.best.unmelded)}`);
  }
  const g = v.goOut;
  if (g?.legal && g.arrangement)
    out.push(`    May go out now${g.fully ? ' fully' : ''}: ${range(g.arrangement.total)} points${g.bonus ? ` + ${g.bonus}` : ''}.`);
  const careless = v.bonus?.expert?.careless ?? [];
  if (careless.length)
    out.push(
      ...wrap(
        '    Careless discards:',
        careless.map((c, i) => `${c.card} could cost ${c.points}${i < careless.length - 1 ? ',' : '.'}`),
        6,
      ),
    );
  return [...out, ...mayBump(v)];
}

/** A revealed hand's points: its score once every coin is flipped, else what it may come to. */
function handPoints(h: RevealView['hands'][number]): string {
  if (h.score !== null) return `${h.score}`;
  const sum = (side: 'low' | 'high'): number =>
    h.melds.reduce(
      (t, m) => t + (m.coin?.points ?? (m.packet ? m.points.low + (m.packet.points ?? 0) : m.points[side])),
      h.bonus + h.deckDraw + h.duel + 5 * h.setAside.length,
    );
  return range({ low: sum('low'), high: sum('high') });
}

function revealLines(r: RevealView, names: readonly string[]): string[] {
  const ending =
    r.wentOut !== null ? `${names[r.wentOut]} went out${r.fully ? ' fully' : ''}` : `${capitalise(r.exhaustedBy ?? 'a player')} found the deck empty`;
  const out = [`Reveal of game ${r.game}: ${ending}.`];
  for (const h of r.hands) {
    out.push(`  ${h.name}${h.wentOut ? ', went out' : ''}: ${handPoints(h)} points`);
    out.push(...(h.melds.length ? meldRows(h.melds, '    ') : ['    No melds.']), `    Unmelded: ${cards(h.unmelded)}`);
    if (h.bonus) out.push(`    Going out fully: +${h.bonus}`);
    if (h.deckDraw) out.push(`    Going out by deck draw: +${h.deckDraw}`);
    if (h.duel) out.push(`    Duel for Magic 5-Sequences: +${h.duel}`);
    if (h.setAside.length) out.push(...wrap(`    Set aside (+${5 * h.setAside.length}):`, [...h.setAside], 6));
    if (h.overLimit !== null) out.push(`    The limit: 1,100 (${h.overLimit} before it)`);
    if (h.ultimate) out.push('    Ultimate 11+ Aces: the match is won at once');
    if (h.careless?.charged)
      out.push(`    Careless discards: ${h.careless.charged} charged${h.careless.lost ? `, -${h.careless.lost} past the buffer` : ', within the buffer'}`);
  }
  if (r.duel)
    out.push(
      ...duelLines(
        r.duel,
        names,
        r.hands.map((h) => h.duel),
      ),
    );
  const coin = r.pendingCoin;
  const meld = coin && r.hands[coin.seat]!.melds[coin.meld];
  if (coin && meld) {
    const what = `${meldLabel(meld as Meld)} ${formatCards(meld.cards)} (${meld.points.low} or ${meld.points.high})`;
    out.push(
      ...para(
        coin.call
          ? `Next: the coin is flipped for ${names[coin.seat]}'s ${what}, called ${coin.call}.`
          : `Next: ${names[coin.seat]} calls the coin for the ${what}.`,
      ),
    );
  }
  return out;
}

function matchLines(v: SecretsView): string[] {
  const m = v.match;
  const width = Math.max(4, ...v.names.map((n) => n.length));
  const row = (first: string, values: readonly (string | number)[], last = ''): string =>
    `  ${first.padEnd(5)}${values.map((x) => String(x).padStart(width + 2)).join('')}  ${last}`.trimEnd();
  const out = (g: SecretsView['match']['games'][number]): string => (g.wentOut === null ? 'deck empty' : `${v.names[g.wentOut]}${g.fully ? ', fully' : ''}`);
  return [
    `Match: ${m.games.length} of ${m.length} games scored.`,
    row('Game', v.names, 'Went out'),
    ...m.games.map((g) => row(String(g.game), g.scores, out(g))),
    row('Total', m.totals),
    ...(v.bonus?.expert ? [row('Buf.', v.bonus.expert.tieBreak, 'unused buffer, the tie-break')] : []),
  ];
}

function resultLines(v: SecretsView): string[] {
  const r = v.result!;
  const winners = r.winners.map((s) => v.names[s]).join(' and ');
  const chips = r.net.map((n, s) => `${v.names[s]} ${n > 0 ? `wins ${n}` : n < 0 ? `pays ${-n}` : 'breaks even'}`);
  const payments = r.payments.map((p) => `${v.names[p.from]} pays ${v.names[p.to]} ${p.chips}`);
  return [
    `Result: ${winners} ${r.winners.length > 1 ? 'win' : 'wins'} the match with ${v.match.totals[r.winners[0]!]} points.`,
    ...wrap(
      'Chips (each player pays every higher scorer the difference):',
      chips.map((c, i) => `${c}${i < chips.length - 1 ? ',' : '.'}`),
      2,
    ),
    ...(payments.length
      ? wrap(
          'Payments:',
          payments.map((p, i) => `${p}${i < payments.length - 1 ? ';' : '.'}`),
          2,
        )
      : []),
  ];
}

function turnText(t: TurnView): string {
  if (t.step === 'claim') return `${t.name} discarded; the claim window is open`;
  if (t.step === 'turningUp') return `${t.name}'s face-down card turns up`;
  return `${t.name} ${doing(t.step)}`;
}

/** The Basic Version's deck and its one pile of discards. */
const pileLines = (v: SecretsView): string[] => [
  `Deck: ${v.deckCount} cards.`,
  ...wrap(`Discards (${v.discards.length}, top last):`, v.discards.length ? v.discards.map((d) => d.code) : ['none'], 2),
];

function status(v: SecretsView): string {
  const of = `Game ${v.game} of ${v.match.length}, ${capitalise(v.version)} Version`;
  const dealer = v.dealer !== null ? ` ${v.names[v.dealer]} ${v.turn ? 'deals' : 'dealt'}.` : '';
  const t = v.turn;
  const privates = v.bonus?.privates;
  if (privates) return `${of}.${dealer} ${v.names[privates.seat]} decides about Private Bonus Cards.`;
  if (t) return `${of}.${dealer} Turn ${t.number}: ${turnText(t)}.`;
  if (v.phase === 'matchOver') return `Match over after ${v.match.games.length} games, ${capitalise(v.version)} Version.`;
  if (v.phase === 'dealing') return `${of}, is over; the next deal is due.`;
  const waiting = v.next ? v.next.ready.flatMap((r, s) => (r ? [] : [v.names[s]!])) : [];
  const next =
    v.step === 'revealing'
      ? ' The hands are revealed next.'
      : v.step === 'dueling'
        ? ' A Duel for Magic 5-Sequences is dealt next.'
        : v.next
          ? ` Waiting for ${waiting.join(', ')} to press Next.`
          : '';
  return `${of}, is over.${dealer}${next}`;
}

export const secretsText: TableText<SecretsState, SecretsEvent> = ({ prev, event, state, seats }) => {
  const s = state;
  // Public facts are the same in every view; the first shown seat's (or a spectator's) is used.
  const views = seats.map((seat) => secretsOfTheUniverse.view(s, seat));
  const base = views[0] ?? secretsOfTheUniverse.view(s, -1);
  const duel = base.table?.dealerDuel && base.game <= 1 ? duelLines(base.table.dealerDuel, base.names) : [];
  const out: string[] = [];
  if (event) out.push(...para(`Last event: ${describeEvent(prev!.context, event, s.context)}.`));
  if (base.phase === 'waiting') return [...out, 'The match has not started.'];
  if (base.game === 0) return [...out, `Match of ${base.match.length} games, ${capitalise(base.version)} Version: before the first deal.`, ...duel];

  out.push(...para(status(base)), ...duel, 'Places (cards held, match points):');
  const width = Math.max(...base.places.map((p) => p.name.length));
  for (const p of base.places) out.push(...placeRow(base, p, width));
  if (base.phase === 'playing' || base.phase === 'scoring') out.push(...(base.table ? tableLines(base, views) : pileLines(base)));
  if (base.bonus && base.phase === 'playing') out.push(`Packets: ${base.bonus.packetsLeft} of 8 cards under the deck.`);
  const reveal = base.phase !== 'playing' && base.reveal?.game === base.game ? base.reveal : null;
  if (reveal) out.push(...revealLines(reveal, base.names), ...matchLines(base));
  else {
    const shown = views.filter((v) => v.hand.length > 0);
    if (shown.length) out.push('Hands:', ...shown.flatMap(handLines));
  }
  if (base.result) out.push(...resultLines(base));
  return out;
};
