/**
 * One sealed box: a JSON value encrypted with AES-256-GCM (WebCrypto) under an epoch's key, with
 * a fresh random 12-byte IV, and with associated data naming its place (table id, epoch, kind and
 * sequence number), so a box that was changed by one bit, or moved to another table, epoch, kind or
 * place in the log, does not open. The place travels in clear in the box's header; the associated
 * data makes it binding.
 */
import { formatBox, readBox, describeBox, IV_BYTES, type BoxKind, type EscrowBox } from './escrow-wire.js';

/** Where a box belongs. */
export interface BoxPlace {
  readonly table: string;
  readonly epoch: number;
  readonly kind: BoxKind;
  readonly seq: number;
}

export type Unboxed = { ok: true; value: unknown } | { ok: false; reason: string };

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function associatedData(place: BoxPlace): Uint8Array<ArrayBuffer> {
  return encoder.encode(JSON.stringify(['peer-table escrow box', place.table, place.epoch, place.kind, place.seq]));
}

/** `value` (any JSON value) sealed for `place`. */
export async function sealBox(key: CryptoKey, place: BoxPlace, value: unknown): Promise<EscrowBox> {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('an escrow box holds a JSON value');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: associatedData(place), tagLength: 128 },
    key,
    encoder.encode(json),
  );
  return formatBox({ epoch: place.epoch, kind: place.kind, seq: place.seq, iv, data: new Uint8Array(sealed) });
}

/** The value in `box`, sealed for the place its header names in `table`; a reason if it does not open. */
export async function openBox(key: CryptoKey, table: string, box: EscrowBox): Promise<Unboxed> {
  const parts = readBox(box);
  if (!parts) return { ok: false, reason: 'not an escrow box' };
  let plain: ArrayBuffer;
  try {
    plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: parts.iv, additionalData: associatedData({ table, ...parts }), tagLength: 128 },
      key,
      parts.data,
    );
  } catch {
    return {
      ok: false,
      reason: `the box of ${describeBox(parts)} does not open: it was changed, or sealed for another table, epoch or place`,
    };
  }
  try {
    return { ok: true, value: JSON.parse(decoder.decode(plain)) };
  } catch {
    return { ok: false, reason: `the box of ${describeBox(parts)} does not hold JSON` };
  }
}
