/**
 * The escrow's wire forms: a guest's share of an epoch's key and a sealed box, each one compact
 * string of dot-separated fields, base64url for the bytes, so that they sit in a JSON message or in
 * IndexedDB as they are and a validator checks them with one pattern.
 *
 * - share: `<epoch>.<holder>.<share>.<check>`: the holder's seat, its Shamir share of the key (33
 *   bytes: 32 of the key's polynomial values and its x coordinate), and the key check (SHA-256 of
 *   the key under the table and epoch, the same in every share of an epoch).
 * - box: `<epoch>.<r|e><seq>.<iv>.<ciphertext>`: `r` the table's record (seq its version), `e` a
 *   full log entry (seq its place in the log); a 12-byte IV; AES-GCM ciphertext with its 16-byte tag.
 */
import { fromBase64url, toBase64url } from './base64url.js';

/** A guest's share of one epoch's key, as sent to that guest alone and stored by it. */
export type EscrowShare = string;
/** A sealed box, the same for every guest. */
export type EscrowBox = string;
export type BoxKind = 'record' | 'entry';

export interface ShareParts {
  readonly epoch: number;
  readonly holder: number;
  readonly share: Uint8Array<ArrayBuffer>;
  readonly check: Uint8Array<ArrayBuffer>;
}

export interface BoxParts {
  readonly epoch: number;
  readonly kind: BoxKind;
  readonly seq: number;
  readonly iv: Uint8Array<ArrayBuffer>;
  readonly data: Uint8Array<ArrayBuffer>;
}

export const KEY_BYTES = 32;
export const SHARE_BYTES = KEY_BYTES + 1;
export const CHECK_BYTES = 32;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;

const INT = '(0|[1-9][0-9]{0,8})';
const B64 = '([A-Za-z0-9_-]+)';
const SHARE = new RegExp(`^${INT}\\.${INT}\\.${B64}\\.${B64}$`);
const BOX = new RegExp(`^${INT}\\.([re])${INT}\\.${B64}\\.${B64}$`);

export function formatShare(parts: { epoch: number; holder: number; share: Uint8Array; check: Uint8Array }): EscrowShare {
  return `${parts.epoch}.${parts.holder}.${toBase64url(parts.share)}.${toBase64url(parts.check)}`;
}

/** The fields of a share, or null when `text` is not one. */
export function readShare(text: unknown): ShareParts | null {
  const m = typeof text === 'string' ? SHARE.exec(text) : null;
  if (!m) return null;
  const share = fromBase64url(m[3]!);
  const check = fromBase64url(m[4]!);
  if (share?.length !== SHARE_BYTES || check?.length !== CHECK_BYTES) return null;
  return { epoch: Number(m[1]), holder: Number(m[2]), share, check };
}

export function formatBox(parts: BoxParts): EscrowBox {
  return `${parts.epoch}.${parts.kind === 'record' ? 'r' : 'e'}${parts.seq}.${toBase64url(parts.iv)}.${toBase64url(parts.data)}`;
}

/** The fields of a box, or null when `text` is not one. */
export function readBox(text: unknown): BoxParts | null {
  const m = typeof text === 'string' ? BOX.exec(text) : null;
  if (!m) return null;
  const iv = fromBase64url(m[4]!);
  const data = fromBase64url(m[5]!);
  if (iv?.length !== IV_BYTES || !data || data.length <= TAG_BYTES) return null;
  return { epoch: Number(m[1]), kind: m[2] === 'r' ? 'record' : 'entry', seq: Number(m[3]), iv, data };
}

/** A box's place, for reasons: `entry 12 of epoch 3`. */
export function describeBox(parts: Pick<BoxParts, 'epoch' | 'kind' | 'seq'>): string {
  return parts.kind === 'record' ? `record ${parts.seq} of epoch ${parts.epoch}` : `entry ${parts.seq} of epoch ${parts.epoch}`;
}
