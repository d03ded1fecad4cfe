/**
 * Who sits where and whose turn it is: four places at the table, dummies filling them for two and
 * three players, turns counterclockwise (seat + 1) from the dealer, the dealer rotating between games.
 */
import type { Seat } from '../../kernel/game.js';
import type { Turn } from './types.js';

/** The book's table has four places. */
export const PLACES = 4;

/** Dummies at the table: two for 2 players (sitting between them), one rotating dummy for 3, none for 4. */
export const dummyCount = (players: number): number => (players >= 2 && players <= PLACES ? PLACES - players : 0);

/**
 * The places around the table in turn order starting from seat 0: 2 players sit opposite with a
 * dummy between them on either side; 3 players' one dummy has no fixed place (it is listed last).
 */
export function places(players: number): Turn[] {
  if (players === 2) return [{ seat: 0 }, { dummy: 0 }, { seat: 1 }, { dummy: 1 }];
  const out: Turn[] = Array.from({ length: players }, (_, s) => ({ seat: s }));
  for (let d = 0; d < dummyCount(players); d++) out.push({ dummy: d });
  return out;
}

/**
 * The turn with 0-based index `k` of a game dealt by `dealer`:
 * - 4 players: the dealer, then each next seat;
 * - 2 players: dealer, dummy, the other player, the other dummy, and again;
 * - 3 players: three real turns, a dummy turn, then four real turns and a dummy turn, and so on;
 *   the real players keep their own cyclic order from the dealer.
 */
export function turnAt(players: number, dealer: Seat, k: number): Turn {
  if (players === 2) {
    const place = (2 * dealer + k) % PLACES;
    return place % 2 === 0 ? { seat: place / 2 } : { dummy: (place - 1) / 2 };
  }
  if (players === 3) {
    if (k % 5 === 3) return { dummy: 0 };
    const real = k - Math.floor((k + 1) / 5);
    return { seat: (dealer + real) % 3 };
  }
  return { seat: (dealer + k) % players };
}

/** The dealer of the next game: the next real player counterclockwise. */
export const nextDealer = (dealer: Seat, players: number): Seat => (dealer + 1) % players;

/** The dealer of game `game` (1-based) of a match whose first dealer is `first`. */
export const dealerOf = (first: Seat, game: number, players: number): Seat => (first + game - 1) % players;

export const isSeatTurn = (turn: Turn): turn is { readonly seat: Seat } => 'seat' in turn;

export const sameTurn = (a: Turn, b: Turn): boolean => (isSeatTurn(a) ? isSeatTurn(b) && a.seat === b.seat : !isSeatTurn(b) && a.dummy === b.dummy);

/** The seat whose turn it is, or null on a dummy's turn. */
export const seatOf = (turn: Turn): Seat | null => (isSeatTurn(turn) ? turn.seat : null);

/** "Ann", "the dummy" (3 players), "Dummy 2" (2 players: a name, as a player's); capitalise it to start a sentence. */
export function turnName(names: readonly string[], turn: Turn): string {
  if (isSeatTurn(turn)) return names[turn.seat] ?? `Seat ${turn.seat + 1}`;
  return dummyCount(names.length) > 1 ? `Dummy ${turn.dummy + 1}` : 'the dummy';
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
