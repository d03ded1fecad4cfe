/**
 * Words for what happened at the table, computed from views alone: the live region announces them
 * and the table's captions reuse them, with the game's terms linked to its How to play.
 */
import type { TemplateResult } from 'lit';
import type { TermId } from '../../src/games/guide.js';
import { card, cardName, isBlack } from '../../src/games/planet-tricks/cards.js';
import type { planetGuide } from '../../src/games/planet-tricks/guide.js';
import { collisionWith, placeCard } from '../../src/games/planet-tricks/rules.js';
import type { Play, TrickRecord } from '../../src/games/planet-tricks/types.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import { term, withTerms } from '../shared/term.js';

/** The terms of Planet Tricks' How to play (src/games/planet-tricks/guide.ts) that the table links. */
export const PLANET_TERMS = [
  'collision',
  'field',
  'black-card',
  'break',
  'big-bang',
  'starting-player',
  'null',
  'end-game-number',
] as const satisfies readonly TermId<typeof planetGuide>[];
export type PlanetTerm = (typeof PLANET_TERMS)[number];

/** `label` linked to the How to play's term `id`. */
export const planetTerm = (id: PlanetTerm, label: string): TemplateResult => term(id, label);

/** The words of the sentences below that name a term. */
const TERM_WORDS: Readonly<Record<string, PlanetTerm>> = {
  collided: 'collision',
  'field card': 'field',
  'Black Cards': 'black-card',
  Break: 'break',
  'Big Bang': 'big-bang',
  'Starting player': 'starting-player',
  Null: 'null',
};

/** A sentence of this file (describeTake, describeRoundEnd…) with its terms linked, for captions and summaries. */
export const linkTerms = (text: string): (string | TemplateResult)[] => withTerms(text, TERM_WORDS);

type Names = Pick<PlanetView, 'names' | 'seat'>;

/** "You" for the viewer's own seat, else the seat's name. */
export const who = (view: Names, seat: number): string => (seat === view.seat ? 'You' : (view.names[seat] ?? `Seat ${seat + 1}`));

/** "takes" / "take" to agree with who(). */
const verb = (view: Names, seat: number, third: string, base: string): string => (seat === view.seat ? base : third);

/**
 * For each play, the index of the earlier play it collided with, or -1. Found by replaying the
 * plays in order with the rules' own placeCard.
 */
export function collisions(plays: readonly Play[]): number[] {
  let table: Play[] = [];
  return plays.map((p) => {
    const hit = collisionWith(table, p.card);
    table = placeCard(table, p.seat, p.card);
    return hit;
  });
}

/** "Bob played Saturn 7 — it collided with Sun 7" for the play at `index` of `plays`. */
export function describePlay(view: Names, plays: readonly Play[], index: number): string {
  const play = plays[index];
  if (!play) return '';
  const hit = collisions(plays)[index] ?? -1;
  const base = `${who(view, play.seat)} played ${cardName(play.card)}`;
  const other = plays[hit];
  return other ? `${base} — it collided with ${cardName(other.card)}` : base;
}

/** The card that took a trick (null on a Big Bang). */
export function winningPlay(trick: TrickRecord): Play | null {
  if (trick.bigBang) return null;
  return trick.plays.find((p) => p.seat === trick.winner && p.faceUp) ?? null;
}

/** The face-up card that collided with a field card at the end of a trick, if any. */
export function fieldCollided(trick: TrickRecord): Play | null {
  if (trick.fieldCollision === null) return null;
  let table: Play[] = [];
  for (const p of trick.plays) table = placeCard(table, p.seat, p.card);
  const survivor = table.find((p) => p.faceUp);
  return survivor ? (trick.plays.find((p) => p.seat === survivor.seat) ?? null) : null;
}

/** "Bob takes the trick with Sun 8" / "Big Bang: Ann (Starting player) takes the trick". */
export function describeTake(view: PlanetView, trick: TrickRecord): string {
  const taker = `${who(view, trick.winner)} ${verb(view, trick.winner, 'takes', 'take')} the trick`;
  const parts: string[] = [];
  const hit = fieldCollided(trick);
  const field = trick.fieldCollision !== null ? view.field[trick.fieldCollision] : undefined;
  if (hit && field) parts.push(`${cardName(hit.card)} collided with the field card ${cardName(field.card)}`);
  if (trick.bigBang) parts.push(`Big Bang: ${who(view, trick.winner)} (Starting player) ${verb(view, trick.winner, 'takes', 'take')} the trick`);
  else {
    const win = winningPlay(trick);
    parts.push(win ? `${taker} with ${cardName(win.card)}` : taker);
  }
  return parts.join('. ');
}

/** Whose turn, in a few words: "Your turn", "Waiting for Bob", "Game over". */
export function turnText(view: PlanetView): string {
  switch (view.phase) {
    case 'waiting':
      return 'Waiting for players';
    case 'dealing':
      return 'Dealing the next round';
    case 'gameOver':
      return 'Game over';
    case 'playing':
      if (view.turn === null) return '';
      if (view.turn === view.seat) return 'Your turn';
      return view.seat < 0 ? `${view.names[view.turn]} to play` : `Waiting for ${view.names[view.turn]}`;
  }
}

/** "Bob took all four 9s: Null, 0 tricks this round." for each seat nulled in the last round ('' for none). */
export function describeNulls(view: PlanetView): string {
  const last = view.rounds.at(-1);
  if (!last) return '';
  const nulled = view.names.filter((_, s) => view.nullRule && last.nines[s] === 4);
  return nulled.map((n) => `${n} took all four 9s: Null, 0 tricks this round.`).join(' ');
}

/** "Round 2 over. Tricks counted: Ann 3, Bob 0. Bob took all four 9s: Null, 0 tricks this round." */
export function describeRoundEnd(view: PlanetView): string {
  const last = view.rounds.at(-1);
  if (!last) return '';
  const scores = view.names.map((n, s) => `${n} ${last.counted[s]}`).join(', ');
  const nulls = describeNulls(view);
  return `Round ${last.round} over. Tricks counted: ${scores}.${nulls ? ` ${nulls}` : ''}`;
}

/** The announcement for the step from `prev` to `next` (or the state of `next` when prev is null). */
export function describeChange(prev: PlanetView | null, next: PlanetView): string {
  if (prev?.phase === 'gameOver' && next.phase === 'gameOver') return '';
  const parts: string[] = [];
  const sameRound = prev !== null && prev.round === next.round;
  const newTrick = !sameRound || prev.trickNumber !== next.trickNumber;
  // The newest card on the table, or the trick just taken.
  if (next.trick.length > 0) {
    if (newTrick || prev.trick.length !== next.trick.length) {
      const last = next.trick.at(-1)!;
      const broke = prev !== null && !prev.broken && next.broken && isBlack(last.card);
      parts.push(`${describePlay(next, next.trick, next.trick.length - 1)}${broke ? ' — Break! Black Cards may now be played' : ''}.`);
    }
  } else if (next.lastTrick && newTrick) {
    const plays = next.lastTrick.plays;
    if (prev) parts.push(`${describePlay(next, plays, plays.length - 1)}.`);
    parts.push(`${describeTake(next, next.lastTrick)}.`);
  }
  // The end of a round (also when the deal of the next one arrives at once).
  if (prev && next.rounds.length > 0 && (next.rounds.length > prev.rounds.length || next.round !== prev.round)) {
    parts.push(describeRoundEnd(next));
  }
  if (next.phase === 'gameOver') parts.push(`Game over. ${next.result?.summary ?? ''}`.trim());
  if (next.phase === 'playing') {
    if (next.trick.length === 0 && next.lastTrick === null && next.leader !== null && !sameRound) {
      parts.push(`Round ${next.round}: ${who(next, next.leader)} ${verb(next, next.leader, 'starts', 'start')}.`);
    }
    if (next.turn === next.seat && (prev === null || prev.turn !== next.seat || newTrick)) parts.push('Your turn.');
  }
  return parts.join(' ');
}

/** Rank and suit of a card id, for pt-card. */
export const cardFace = (id: number) => {
  const c = card(id);
  return { label: cardName(id), suit: c.suit, rank: c.rank };
};
