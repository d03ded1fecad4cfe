/**
 * A small engine for cards with abilities, independent of any one game's cards: which conditional
 * abilities occur when a condition is met (cards in play at that moment, not having lost their
 * abilities), in what order they take effect (the player taking the turn first, then clockwise;
 * one controller's several abilities in an order the turn player picks), and substitution
 * abilities folded one after another ("if … would …", so that two of them count twice).
 *
 * An occurrence copies what its card does and who controlled it when the condition was met, so it
 * takes effect even if its card is destroyed or changes hands first, or that controller has left the
 * game, and that controller decides.
 */

/** A seat index, 0-based, clockwise. */
export type SeatIndex = number;

/** A conditional ability: when `when` is met, its steps take effect. */
export interface Ability<T, S> {
  readonly when: T;
  readonly steps: readonly S[];
}

/** A card in play as the engine sees it. */
export interface Holder {
  readonly card: number;
  readonly controller: SeatIndex;
  readonly silenced: boolean;
}

/** An ability that occurred: it will take effect whatever happens to its card. */
export interface Occurrence<S> {
  /** The card the ability is on (or the event card played); null for a rule's own step. */
  readonly source: number | null;
  /** Who controlled it when the condition was met: that player decides. */
  readonly controller: SeatIndex;
  /** The player the condition was about (whose turn began, who discarded), or null. */
  readonly actor: SeatIndex | null;
  readonly steps: readonly S[];
}

/** The seats in turn order from `from`, clockwise, leaving out those `skip` says are gone. */
export function turnOrder(from: SeatIndex, seats: number, skip: (s: SeatIndex) => boolean = () => false): SeatIndex[] {
  const out: SeatIndex[] = [];
  for (let k = 0; k < seats; k++) {
    const s = (from + k) % seats;
    if (!skip(s)) out.push(s);
  }
  return out;
}

/**
 * The abilities a condition makes occur: on cards in play at this moment (a card put into play
 * while the condition is being answered is not among them), that have not lost their abilities,
 * whose trigger `matches` for its holder.
 */
export function occurrences<T, S>(
  table: readonly Holder[],
  abilitiesOf: (card: number) => readonly Ability<T, S>[],
  matches: (when: T, holder: Holder) => boolean,
  actor: SeatIndex | null,
): Occurrence<S>[] {
  return table.flatMap((h) =>
    h.silenced
      ? []
      : abilitiesOf(h.card)
          .filter((a) => matches(a.when, h))
          .map((a) => ({ source: h.card, controller: h.controller, actor, steps: a.steps })),
  );
}

/**
 * Occurrences grouped by controller, in the order they take effect: the player taking the turn
 * first, then clockwise. A group of two or more is ordered by the turn player.
 */
export function byController<S>(list: readonly Occurrence<S>[], turn: SeatIndex, seats: number): Occurrence<S>[][] {
  return turnOrder(turn, seats)
    .map((s) => list.filter((o) => o.controller === s))
    .filter((g) => g.length > 0);
}

/** A substitution: how it changes a value, or null when it does not apply. */
export type Substitution<V> = (value: V) => V | null;

/** The value after every substitution that applies, each in turn (two alike apply twice). */
export function substitute<V>(value: V, substitutions: readonly Substitution<V>[]): V {
  return substitutions.reduce((v, sub) => sub(v) ?? v, value);
}
