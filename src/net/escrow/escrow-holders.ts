/**
 * How many guests an escrow takes: a host keeps one only for a table that has them, so a page can
 * ask without loading the key's code (Shamir's sharing and SHA-256, in escrow-key.ts).
 */

/** Shares it takes to open an epoch: the successor's own and one other guest's. */
export const ESCROW_THRESHOLD = 2;
/** The most guests one split serves (the x coordinates of GF(256) other than 0). */
export const MAX_HOLDERS = 255;

/** Whether a table with this many guests (persons other than the host) can hold an escrow. */
export const canEscrow = (guests: number): boolean => guests >= ESCROW_THRESHOLD && guests <= MAX_HOLDERS;
