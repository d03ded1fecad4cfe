/**
 * The Duel (Intermediate Version): each contender is dealt one card and the highest wins. Magic beats
 * every Plain Suit, the Plain Suits are equal, then the rank decides. For the first dealer a tie
 * redraws among the tied; for the end-of-game bonus every player tying for the win wins.
 *
 * Each round is dealt from its own seeded shuffle of the version's cards of a suit (a Bonus Card
 * met while Dueling is set aside and the next card taken, which is the same), so a Duel never shows
 * a card of the game's deck nor runs short when that deck is empty.
 */
import type { Seat } from '../../../kernel/game.js';
import type { Random } from '../../../kernel/random.js';
import { COPIES, countCodes, isCardCode, isPlain, rankOf, suitedDeckOf, suitOf, type CardCode, type Version } from '../cards.js';
import { DUEL_BONUS } from '../scoring.js';
import type { Duel, Ev } from '../types.js';

/** A Duel card's strength: Magic above every Plain Suit, then the rank. */
export const duelValue = (code: CardCode): number => (isPlain(suitOf(code)) ? 0 : 10) + rankOf(code);

/** The seats whose card is the highest of a round. */
export function roundWinners(cards: readonly (CardCode | null)[]): Seat[] {
  const values = cards.map((c) => (c === null ? -1 : duelValue(c)));
  const best = Math.max(...values);
  return values.flatMap((v, s) => (v === best && v >= 0 ? [s] : []));
}

/** Who draws in the next round: every player at first; for the dealer, after a tie, the tied. */
export function contenders(duel: Duel | null, players: number): Seat[] {
  const last = duel?.rounds.at(-1);
  if (!duel || !last) return Array.from({ length: players }, (_, s) => s);
  return roundWinners(last);
}

/** A round: a fresh shuffle of the version's cards of a suit, one card to each contender in seat order. */
export function dealRound(purpose: Duel['purpose'], version: Version, players: number, who: readonly Seat[], random: Random): Ev<'duel.dealt'> {
  const deck = random.shuffle(suitedDeckOf(version));
  const cards = Array.from({ length: players }, (_, s) => (who.includes(s) ? deck[who.indexOf(s)]! : null));
  return { type: 'duel.dealt', purpose, cards };
}

/** Why a round cannot follow `duel`: wrong purpose, a card for a seat not drawing, an unknown card. */
export function roundFault(duel: Duel | null, purpose: Duel['purpose'], e: Ev<'duel.dealt'>, players: number, version: Version): string | null {
  if (e.purpose !== purpose) return `a Duel for the ${purpose} is due`;
  if (duel?.winners) return 'the Duel is decided';
  if (!Array.isArray(e.cards) || e.cards.length !== players) return `a Duel round deals ${players} places`;
  const who = contenders(duel?.purpose === purpose ? duel : null, players);
  const codes = new Set<CardCode>(suitedDeckOf(version));
  for (let s = 0; s < players; s++) {
    const card = e.cards[s];
    if (who.includes(s) !== (card !== null)) return who.includes(s) ? 'every contender draws a card' : 'only the contenders draw';
    if (card !== null && (!isCardCode(card) || !codes.has(card))) return 'a Duel card does not exist';
  }
  for (const [code, n] of countCodes(e.cards)) if (n > COPIES) return `${code} drawn ${n} times`;
  return null;
}

/** The Duel after a round: the dealer's is won by a lone highest card; the bonus's by every highest. */
export function addRound(duel: Duel | null, e: Ev<'duel.dealt'>): Duel {
  const rounds = [...(duel?.rounds ?? []), e.cards];
  const top = roundWinners(e.cards);
  const winners = e.purpose === 'bonus' || top.length === 1 ? top : null;
  return { purpose: e.purpose, rounds, winners };
}

/**
 * What the Duel for Magic 5-Sequences gave, in words: who drew the highest card and what each of
 * them scores (`points[s]`, +10 a Magic 5-Sequence), saying so when a winner has none to score.
 */
export function duelOutcome(winners: readonly Seat[], points: readonly number[], name: (s: Seat) => string): string {
  const paid = winners.map((s) => {
    const p = points[s] ?? 0;
    return p > 0
      ? `${name(s)} scores +${p} (${p / DUEL_BONUS} Magic 5-Sequence${p > DUEL_BONUS ? 's' : ''})`
      : `${name(s)} has no Magic 5-Sequence, so no bonus`;
  });
  return `${winners.map(name).join(' and ')} ${winners.length > 1 ? 'tie for the highest card' : 'drew the highest card'}: ${paid.join('; ')}`;
}
