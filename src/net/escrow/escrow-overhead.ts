/**
 * What the escrow adds to the wire per event: the entry's box, as a JSON string in a message's list
 * of boxes (its quotes and a separating comma), against the entry's own JSON. The box is the
 * ciphertext (as long as the entry's UTF-8 JSON) with its 16-byte tag and 12-byte IV, in base64url,
 * behind a header of epoch, kind and place.
 */
import { sealBox } from './escrow-box.js';
import { IV_BYTES, TAG_BYTES } from './escrow-wire.js';

export interface EscrowOverhead {
  /** UTF-8 bytes of the entry's JSON. */
  readonly plaintext: number;
  /** Bytes sealed: ciphertext, tag and IV. */
  readonly sealed: number;
  /** Characters (bytes: all ASCII) of the box's wire form. */
  readonly box: number;
  /** Bytes the box adds to a message: the box as a JSON string, and a comma. */
  readonly added: number;
}

const encoder = new TextEncoder();

/** The overhead of escrowing `entry` at place `seq` of `epoch` (the header grows with their digits). */
export async function measureEscrowOverhead(entry: unknown, place: { epoch?: number; seq?: number } = {}): Promise<EscrowOverhead> {
  const key = await globalThis.crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt']);
  const box = await sealBox(key, { table: 'overhead', epoch: place.epoch ?? 1, kind: 'entry', seq: place.seq ?? 100 }, entry);
  const plaintext = encoder.encode(JSON.stringify(entry)).length;
  return { plaintext, sealed: plaintext + TAG_BYTES + IV_BYTES, box: box.length, added: JSON.stringify(box).length + 1 };
}
