/**
 * Which bot levels could have played a seat of a finished Planet Tricks game: its full log
 * replayed seat by seat, each level's bot asked on that seat's own state (with the seat's own
 * seeded random, as the host's bot seats have it) before each card the seat played. A level that
 * would have chosen another card, even once, did not play it.
 */
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../src/games/planet-tricks/types.js';
import { deriveSeed } from '../../src/kernel/fairness.js';
import { createRandom } from '../../src/kernel/random.js';

export interface FullLog {
  readonly seats: readonly string[];
  readonly fairness: { readonly hostSecret: string; readonly seatSecrets: readonly (string | null)[] };
  readonly events: readonly { readonly event: unknown }[];
}

const LEVELS = ['easy', 'strong'] as const;

/** For each seat, the levels whose bot chooses every card the seat played, and how many cards it played. */
export async function levelsPlayed(log: FullLog): Promise<{ levels: string[]; cards: number }[]> {
  const seed = await deriveSeed(log.fairness.hostSecret, log.fairness.seatSecrets);
  const seats = log.seats.map((_, s) => ({
    state: planetTricks.initial(),
    cards: 0,
    fits: Object.fromEntries(LEVELS.map((l) => [l, { random: createRandom(`${seed}/bot`, s), ok: true }])),
  }));
  for (const { event } of log.events as readonly { event: PlanetEvent }[]) {
    if (event.type === 'card.played') {
      const seat = seats[event.seat]!;
      const legal = planetTricks.legalCommands(seat.state, event.seat);
      seat.cards++;
      for (const level of LEVELS) {
        const fit = seat.fits[level]!;
        if (fit.ok) fit.ok = planetBots[level](seat.state, event.seat, legal, fit.random).card === event.card;
      }
    }
    seats.forEach((s, i) => (s.state = planetTricks.evolve(s.state, planetTricks.redact(event, i))));
  }
  return seats.map((s) => ({ levels: LEVELS.filter((l) => s.fits[l]!.ok), cards: s.cards }));
}
