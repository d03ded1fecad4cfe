/**
 * One event of a Planet Tricks log in words, for a replay's move list: what the event did, judged
 * from the contexts before and after it. Always third person (a replay has no "you"), and it reads
 * only what every seat may see (played cards, tricks, scores), so a seat's redacted log describes
 * the same as the full one.
 */
import { cardName, isBlack } from './cards.js';
import * as rules from './rules.js';
import type { PlanetContext, PlanetEvent, Play, TrickRecord } from './types.js';

const nameOf = (ctx: PlanetContext, seat: number): string => ctx.names[seat] ?? `Seat ${seat + 1}`;

/** "Bob played Saturn 7 — it collided with Ann's Sun 7", plus the Break when a Black Card breaks it. */
function describePlay(prev: PlanetContext, seat: number, id: number): string {
  const hit = rules.collisionWith(prev.trick, id);
  const other = prev.trick[hit];
  let text = `${nameOf(prev, seat)} played ${cardName(id)}`;
  if (other) text += ` — it collided with ${nameOf(prev, other.seat)}'s ${cardName(other.card)}`;
  if (!prev.broken && isBlack(id)) text += ' — Break! Black Cards may now be played';
  return text;
}

/** "Cy's Sun 5 collided with the field card Saturn 5" when the trick's one face-up card met a field card. */
function describeFieldCollision(table: readonly Play[], next: PlanetContext, trick: TrickRecord): string | null {
  if (trick.fieldCollision === null) return null;
  const survivor = table.find((p) => p.faceUp);
  const field = next.field[trick.fieldCollision];
  if (!survivor || !field) return null;
  return `${nameOf(next, survivor.seat)}'s ${cardName(survivor.card)} collided with the field card ${cardName(field.card)}`;
}

/** "Bob takes the trick with Sun 8" / "Big Bang: Ann takes the trick". */
function describeTake(next: PlanetContext, trick: TrickRecord): string {
  const taker = `${nameOf(next, trick.winner)} takes the trick`;
  if (trick.bigBang) return `Big Bang: ${taker}`;
  const win = trick.plays.find((p) => p.seat === trick.winner && p.faceUp);
  return win ? `${taker} with ${cardName(win.card)}` : taker;
}

/** "Round 1 over: Ann 3, Bob 0 (Null: all four 9s), Cyd 5". */
function describeRoundEnd(next: PlanetContext): string {
  const last = next.rounds.at(-1);
  if (!last) return '';
  const scores = next.names.map((n, s) => {
    const nulled = next.options.nullRule && last.nines[s] === 4;
    return `${n} ${last.counted[s] ?? 0}${nulled ? ' (Null: all four 9s)' : ''}`;
  });
  return `Round ${last.round} over: ${scores.join(', ')}`;
}

/** "Game over: Ben wins with 10 tricks" (several names on a tie). */
function describeGameOver(next: PlanetContext): string {
  const winners = rules.fewest(next.totals);
  const all = winners.map((s) => nameOf(next, s));
  const names = all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)}` : (all[0] ?? '');
  const tricks = next.totals[winners[0]!] ?? 0;
  return `Game over: ${names} ${winners.length > 1 ? 'win' : 'wins'} with ${tricks} trick${tricks === 1 ? '' : 's'}`;
}

/**
 * The lines saying what `event` did, from `prev` (the context before it) to `next` (after it): the
 * first says the event itself, the rest what followed at once (the trick taken, the round's scores,
 * the end of the game). Lines carry no final full stop.
 */
export function describeEvent(prev: PlanetContext, event: PlanetEvent, next: PlanetContext): string[] {
  switch (event.type) {
    case 'game.created': {
      const names = event.names.join(', ');
      return [`New game: ${names}${event.options.nullRule ? ' (Null rule on)' : ' (Null rule off)'}`];
    }
    case 'round.dealt':
      return [`Round ${event.round} dealt: ${nameOf(next, event.starter)} starts`];
    case 'card.played': {
      const lines = [describePlay(prev, event.seat, event.card)];
      const trick = next.lastTrick;
      if (trick && next.trickNumber !== prev.trickNumber) {
        const table = rules.placeCard(prev.trick, event.seat, event.card);
        const field = describeFieldCollision(table, next, trick);
        if (field) lines.push(field);
        lines.push(describeTake(next, trick));
      }
      if (next.rounds.length > prev.rounds.length) {
        lines.push(describeRoundEnd(next));
        if (rules.gameOver(next.totals)) lines.push(describeGameOver(next));
      }
      return lines;
    }
    default: {
      const unknown: never = event;
      return [String((unknown as { type?: unknown }).type ?? 'unknown event')];
    }
  }
}

/** The lines of describeEvent as one sentence run, for a live region. */
export const describeEventText = (lines: readonly string[]): string => lines.map((l) => `${l}.`).join(' ');
