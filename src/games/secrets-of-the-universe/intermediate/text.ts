/**
 * The Intermediate Version's table as plain text: the deck's quarters and the next draw, every
 * discard area, the main area (its active and inactive discards, the dealer's face-down card),
 * exposed melds, pending bumps, an open claim window, and the Duels.
 */
import { formatCards, type CardCode } from '../cards.js';
import { meldLabel, type Meld } from '../melds.js';
import { capitalise } from '../turns.js';
import type { Duel } from '../types.js';
import { duelOutcome } from './duel.js';
import type { BumpView } from './view.js';
import type { SecretsView, TableView } from '../view.js';
import { cards, columns, para, range, wrap } from '../text-format.js';

const codes = (list: readonly { readonly code: CardCode }[]): string => cards(list.map((c) => ({ code: c.code, taken: false })));
/** `head` and `items` separated by commas, ending with a full stop; no item is broken across lines. */
const items = (head: string, list: readonly string[]): string[] =>
  wrap(
    head,
    list.map((x, i) => `${x}${i < list.length - 1 ? ',' : '.'}`),
    2,
  );
const names = (seats: readonly number[], all: readonly string[]): string => (seats.length ? seats.map((s) => all[s]).join(', ') : 'none');

/** How a bump meets its card: the copies shown from the hand, or the exposed 3-Unity it completes. */
function bumpHow(b: BumpView, t: TableView): string {
  const onto = b.onto === null ? null : t.exposed[b.seat]?.[b.onto];
  if (onto) return ` onto their ${meldLabel(onto as Meld)} ${formatCards(onto.cards)}`;
  return `, showing ${formatCards(b.shown)}${b.superBump ? ' (a super-bump)' : ''}`;
}

/** This seat's bump in an open claim window, when it has one. */
export function mayBump(v: SecretsView): string[] {
  const b = v.table?.claim?.mine?.bump;
  return b ? [`    May bump ${b.card}${bumpHow(b, v.table!)}.`] : [];
}

/**
 * Each round's cards, then who won: "Duel for the first dealer: Ann M3, Ben E9; Ben won." For the
 * Duel for Magic 5-Sequences, `points` are what it gives each seat.
 */
export function duelLines(d: Duel, all: readonly string[], points: readonly number[] = []): string[] {
  const rounds = d.rounds.map((r) => r.flatMap((c, s) => (c === null ? [] : [`${all[s]} ${c}`])).join(', ')).join('; then ');
  const w = d.winners;
  if (d.purpose === 'dealer') return para(`Duel for the first dealer: ${rounds}; ${w ? `${all[w[0]!]} won` : 'a tie, the tied draw again'}.`);
  return para(`Duel for Magic 5-Sequences: ${rounds}; ${w ? duelOutcome(w, points, (s) => all[s]!) : 'undecided'}.`);
}

function exposedLines(t: TableView, all: readonly string[]): string[] {
  const rows = t.exposed.flatMap((melds, s) => melds.map((m, k) => [k ? '' : all[s]!, meldLabel(m as Meld), formatCards(m.cards), range(m.points)]));
  return rows.length ? ['Exposed melds:', ...columns(rows).map((r) => `  ${r}`)] : [];
}

/** The table below the places; `views` are the shown seats' views (the dealer's shows the face-down card). */
export function tableLines(v: SecretsView, views: readonly SecretsView[]): string[] {
  const t = v.table!;
  const all = v.names;
  const next = t.drawQuarter !== null && v.turn ? [`${capitalise(v.turn.name)} draws from the quarter at ${v.places[t.drawQuarter]?.name}'s right.`] : [];
  const active = t.main.active === null ? 'none' : v.discards[t.main.active]!.code;
  const inactive = codes(t.main.inactive.map((i) => v.discards[i]!));
  const faceDown = t.faceDown && views.map((w) => w.table?.faceDown?.code).find((c) => c);
  const dealer = v.dealer === null ? 'the dealer' : all[v.dealer];
  const claim = t.claim;
  return [
    ...items(
      `Deck: ${v.deckCount} cards; quarters at the right of`,
      t.quarters.map((n, q) => `${v.places[q]?.name} ${n}`),
    ),
    ...next,
    ...items(
      'Discard areas:',
      t.areas.map((a) => `${a.name} ${codes(a.cards)}`),
    ),
    ...para(`Main area: active ${active}; inactive ${inactive}${t.faceDown ? `; ${dealer}'s card face down${faceDown ? `, ${faceDown}` : ''}` : ''}.`),
    ...exposedLines(t, all),
    ...t.bumps.flatMap((b) => para(`Pending bump: ${all[b.seat]} bumped ${b.card}${bumpHow(b, t)}.`)),
    ...(claim
      ? para(`Claim window: ${claim.card}, discarded by ${claim.by}; passed: ${names(claim.passed, all)}; waiting for ${names(claim.waitingFor, all)}.`)
      : []),
  ];
}
