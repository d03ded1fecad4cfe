/**
 * An epoch's escrow key: a fresh AES-256-GCM key whose 32 raw bytes are split by Shamir's scheme
 * over GF(256) (the audited `shamir-secret-sharing`) into one share per guest, any 2 of which give
 * the key back and 1 of which tells nothing about it. Every share carries the key check,
 * SHA-256 of the key under the table id and the epoch, so that whoever combines shares knows
 * whether they made the key (the library itself cannot tell a wrong share from a right one).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { combine, split } from 'shamir-secret-sharing';
import { KEY_BYTES, formatShare, type EscrowShare, type ShareParts } from './escrow-wire.js';
import { canEscrow, ESCROW_THRESHOLD, MAX_HOLDERS } from './escrow-holders.js';

export interface EscrowKey {
  readonly table: string;
  readonly epoch: number;
  /** Not extractable: once split, the key's bytes are nowhere but in the shares. */
  readonly key: CryptoKey;
  /** Each holder's (guest seat's) share. */
  readonly shares: ReadonlyMap<number, EscrowShare>;
}

export type Recovered = { ok: true; key: CryptoKey; holders: number[] } | { ok: false; reason: string };

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= 999_999_999;

function keyCheck(table: string, epoch: number, raw: Uint8Array): Uint8Array {
  return sha256(concatBytes(utf8ToBytes(JSON.stringify(['peer-table escrow key check', table, epoch])), raw));
}

function importKey(raw: Uint8Array<ArrayBuffer>, usages: KeyUsage[]): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', raw, { name: 'AES-GCM', length: 256 }, false, usages);
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A fresh key for `epoch` of `table`, split among `holders` (the guests' seats, at least 2). */
export async function makeEscrowKey(table: string, epoch: number, holders: readonly number[]): Promise<EscrowKey> {
  if (!isCount(epoch)) throw new RangeError(`an escrow epoch is a whole number, not ${epoch}`);
  if (!holders.every(isCount) || new Set(holders).size !== holders.length) {
    throw new RangeError(`escrow holders are distinct seats, not ${JSON.stringify(holders)}`);
  }
  if (!canEscrow(holders.length)) {
    throw new RangeError(`an escrow needs ${ESCROW_THRESHOLD} to ${MAX_HOLDERS} guests to hold it, not ${holders.length}`);
  }
  // The key's bytes straight from the CSPRNG (what `generateKey` draws), zeroed once split and imported.
  const raw = globalThis.crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  try {
    const check = keyCheck(table, epoch, raw);
    const parts = await split(raw, holders.length, ESCROW_THRESHOLD);
    const shares = new Map(holders.map((holder, i) => [holder, formatShare({ epoch, holder, share: parts[i]!, check })]));
    return { table, epoch, key: await importKey(raw, ['encrypt', 'decrypt']), shares };
  } finally {
    raw.fill(0);
  }
}

/**
 * The key that shares of one epoch (already checked: same epoch, distinct holders, at least 2)
 * make. Any 2 honest shares do; each pair is tried against the key check of its own shares, so a
 * share that was changed, or a check that was, does not keep the others from opening it.
 */
export async function recoverEscrowKey(table: string, shares: readonly ShareParts[]): Promise<Recovered> {
  if (shares.length < ESCROW_THRESHOLD) {
    return { ok: false, reason: `one share cannot open the escrow: it takes the shares of ${ESCROW_THRESHOLD} guests` };
  }
  for (let i = 0; i < shares.length; i++) {
    for (let j = i + 1; j < shares.length; j++) {
      const a = shares[i]!;
      const b = shares[j]!;
      if (a.share[KEY_BYTES] === b.share[KEY_BYTES]) continue;
      const raw = (await combine([a.share.slice(), b.share.slice()])) as Uint8Array<ArrayBuffer>;
      try {
        const check = keyCheck(table, a.epoch, raw);
        if (sameBytes(check, a.check) || sameBytes(check, b.check)) {
          return { ok: true, key: await importKey(raw, ['decrypt']), holders: [a.holder, b.holder] };
        }
      } finally {
        raw.fill(0);
      }
    }
  }
  const who = shares.map((s) => s.holder).join(', ');
  return {
    ok: false,
    reason: `the shares of seats ${who} do not make the key of epoch ${shares[0]!.epoch} of this table: a share was changed, or belongs to another table`,
  };
}
