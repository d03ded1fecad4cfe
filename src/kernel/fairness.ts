/**
 * Commit and reveal for a fair shuffle. The host commits to a secret of its own before anyone
 * sends theirs; each person at the table then sends a secret with a public commitment to it; the
 * seed of every random outcome is derived from all of them. Nobody, the host included, chooses the
 * deck order alone. At the end every secret is revealed and anyone can check the commitments and
 * re-derive the deal.
 */
import { canonicalJson } from './canonical.js';
import { sha256Hex } from './hash.js';

export interface Fairness {
  /** SHA-256 commitment to the host's secret, published before any seat sent its own. */
  readonly hostCommitment: string;
  /** Each seat's commitment; null for a bot seat (the host plays it, its secret would add nothing). */
  readonly seatCommitments: readonly (string | null)[];
  /** Revealed when the game ends; null before. */
  readonly hostSecret: string | null;
  readonly seatSecrets: readonly (string | null)[] | null;
}

const HEX = /^[0-9a-f]{64}$/;
export const isSecret = (x: unknown): x is string => typeof x === 'string' && HEX.test(x);
export const isCommitment = isSecret;

/** 32 random bytes, as hex. */
export function newSecret(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const commit = (secret: string): Promise<string> => sha256Hex(`peer-table commitment\n${secret}`);

/** The seed of a game: a hash of the host's secret and every seat's, in seat order. */
export const deriveSeed = (hostSecret: string, seatSecrets: readonly (string | null)[]): Promise<string> =>
  sha256Hex(canonicalJson({ host: hostSecret, seats: seatSecrets }));

/** What is wrong with revealed secrets, or null: each must match the commitment made before the deal. */
export async function checkReveal(f: Fairness): Promise<string | null> {
  if (f.hostSecret === null || f.seatSecrets === null) return 'the secrets have not been revealed';
  if (!isSecret(f.hostSecret) || (await commit(f.hostSecret)) !== f.hostCommitment) return "the host's secret does not match its commitment";
  if (f.seatSecrets.length !== f.seatCommitments.length) return 'the number of seat secrets does not match the seats';
  for (let s = 0; s < f.seatCommitments.length; s++) {
    const c = f.seatCommitments[s];
    const secret = f.seatSecrets[s];
    if (c === null && secret === null) continue;
    if (c === null || secret === null || !isSecret(secret) || (await commit(secret)) !== c) {
      return `seat ${s + 1}'s secret does not match its commitment`;
    }
  }
  return null;
}
