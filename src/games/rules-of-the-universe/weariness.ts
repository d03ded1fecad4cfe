/**
 * Weariness, this table's rule against a fight that would go on for ever (the book's refill costs
 * nobody health, and a fight in which every attack is stopped, or healed away, never ends).
 *
 * The low mark is the least the health of everyone standing, added up, has been at any refill
 * (just before or just after it), and their starting health before the first. A refill at which
 * the added health is below the low mark is a fall; one at which it is not is a stall. The first
 * stall after a fall (or after the start) costs nothing; the second refill in a row that stalls is
 * weary, and so is every one after it until the health falls again. Each weary refill costs every
 * player standing 1 health per weary refill so far (1, then 2…), counted over the whole fight.
 *
 * Every fight ends: the low mark is a whole number that never rises, so it falls only so often;
 * between two falls at most one refill is free; and the weary refills, each dearer than the last,
 * soon cost more health than any character has.
 */
import type { Seat } from '../../kernel/game.js';
import { maxHealth } from './fight.js';
import type { RotuContext } from './types.js';

/** What a refill finds, from the added health of everyone standing just before it (`total`). */
export interface RefillMark {
  /** The low mark this refill is measured against. */
  readonly mark: number;
  /** The refills in a row, this one included, that stalled (0: this one fell). */
  readonly stalls: number;
  /** The weary refills of the fight so far, this one included. */
  readonly weary: number;
  /** What this refill costs each player standing: its number among the weary ones, or 0. */
  readonly cost: number;
}

export function refillMark(ctx: Pick<RotuContext, 'characters' | 'lowMark' | 'stalls' | 'weary'>, standing: readonly Seat[], total: number): RefillMark {
  const mark = ctx.lowMark ?? standing.reduce((sum, s) => sum + maxHealth(ctx, s), 0);
  const stalls = total < mark ? 0 : ctx.stalls + 1;
  const weary = stalls >= 2 ? ctx.weary + 1 : ctx.weary;
  return { mark, stalls, weary, cost: stalls >= 2 ? weary : 0 };
}
