/**
 * The order in which the escrow's holders are asked to take over a table whose host has gone (see
 * order.ts), apart from the hashing there, so that a host's page knows it without loading SHA-256.
 */

/** `holders` in the order they are asked to take over from the host at `hostSeat`. */
export function candidateOrder(holders: readonly number[], hostSeat: number, seats: number): number[] {
  const distance = (seat: number): number => (seat - hostSeat + seats) % seats;
  return [...new Set(holders)].filter((s) => s !== hostSeat).sort((a, b) => distance(a) - distance(b));
}
