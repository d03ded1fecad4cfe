/**
 * Who takes over a table whose host has gone, known to every page in advance: the holders of the
 * escrow, in the order candidate-order.ts gives. The first one whom the others reach and who opens
 * the escrow with them hosts from there; one who does not answer in its turn is passed over. Here:
 * where a candidate listens, and the proof a new host gives an old one that it took over.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The signaling id a candidate for host generation `generation` listens under: derived from the
 * epoch's rendezvous, a secret the host gave the holders alone, so that nobody else can take the
 * id first. Letters and digits, as PeerJS ids are.
 */
export function candidatePeer(table: string, rendezvous: string, generation: number, seat: number): string {
  const digest = bytesToHex(sha256(utf8ToBytes(JSON.stringify(['peer-table candidate', table, rendezvous, generation, seat]))));
  return `${table.slice(0, 12)}g${generation}s${seat}${digest.slice(0, 20)}`;
}

/**
 * What a new host of generation `generation` shows the host it replaced: only one who opened the
 * escrow (or the old host itself) knows the host's shuffle secret it is made from.
 */
export function supersededProof(hostSecret: string, table: string, generation: number): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(['peer-table superseded', hostSecret, table, generation]))));
}
