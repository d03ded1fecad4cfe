/**
 * The table's two waits on people who have gone, their defaults and range: how long it waits on a
 * person who is not connected before a bot plays for them (src/net/stand-ins.ts), and how long
 * the guests wait on a host who has gone before one of them takes over (src/net/succession/).
 * Small, so the create form loads none of the hosting code.
 */

/** How long a table waits on a person who is not connected before a bot plays for them, unless it says otherwise. */
export const STAND_IN_WAIT = 60_000;
/** The shortest and longest such wait a table may set. */
export const STAND_IN_RANGE = { min: 10_000, max: 600_000 } as const;

/** How long the guests wait on a host who has gone before one of them takes over, unless the table says otherwise. */
export const HOST_WAIT = 30_000;

const inRange = (wait: unknown): boolean =>
  wait === null || (typeof wait === 'number' && Number.isInteger(wait) && wait >= STAND_IN_RANGE.min && wait <= STAND_IN_RANGE.max);

/** A reason when `wait` is not a stand-in wait a table may have, else null. */
export function standInWaitProblem(wait: unknown): string | null {
  return inRange(wait) ? null : 'The wait before a bot plays for someone who left is 10 seconds to 10 minutes, or never.';
}

/** A reason when `wait` is not a wait on a host who has gone that a table may have, else null. */
export function hostWaitProblem(wait: unknown): string | null {
  return inRange(wait) ? null : 'The wait before another player hosts a table whose host has gone is 10 seconds to 10 minutes, or never.';
}
