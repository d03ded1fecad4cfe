/**
 * A seat's signing key (ECDSA P-256, WebCrypto): a seated person's page makes one, keeps the private
 * key in its own store (not extractable) and gives the host the public key, which every page then
 * sees in the lobby. A candidate to take over the table signs each voter's fresh nonce with it, so
 * a voter hands its escrow share only to the seat it meant to, whoever else listens.
 */
import { canonicalJson } from '../../kernel/canonical.js';
import { fromBase64url, toBase64url } from '../escrow/base64url.js';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
/** A public key as the lobby carries it: the raw point, base64url (65 bytes: 87 characters). */
const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;

export interface SeatKey {
  readonly privateKey: CryptoKey;
  readonly publicKey: string;
}

export const isPublicKey = (x: unknown): x is string => typeof x === 'string' && PUBLIC_KEY.test(x);

export async function newSeatKey(): Promise<SeatKey> {
  const pair = await globalThis.crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
  const raw = new Uint8Array(await globalThis.crypto.subtle.exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: toBase64url(raw) };
}

/** What a candidate signs for a voter: the table, the generation it would host, the voter's seat and nonce. */
const challenge = (c: Challenge): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(canonicalJson(['peer-table candidate', c.table, c.generation, c.voter, c.nonce]));

export interface Challenge {
  readonly table: string;
  readonly generation: number;
  readonly voter: number;
  readonly nonce: string;
}

export async function signChallenge(key: CryptoKey, c: Challenge): Promise<string> {
  return toBase64url(new Uint8Array(await globalThis.crypto.subtle.sign(SIGNING, key, challenge(c))));
}

export async function verifyChallenge(publicKey: string, c: Challenge, signature: string): Promise<boolean> {
  const raw = fromBase64url(publicKey);
  const sig = fromBase64url(signature);
  if (!raw || !sig) return false;
  try {
    const key = await globalThis.crypto.subtle.importKey('raw', raw, ALGORITHM, false, ['verify']);
    return await globalThis.crypto.subtle.verify(SIGNING, key, sig, challenge(c));
  } catch {
    return false;
  }
}
