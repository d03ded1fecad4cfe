/**
 * One page's part in a change of host, once it has lost the host for the table's wait: the
 * candidates take their turns in the order every page knows (`candidateOrder`), each for `slotMs`.
 * In its own turn the page stands: it listens under its candidate id, and once a quorum of the
 * escrow's holders (itself and a majority of them; at least one other) handed it their shares, it
 * opens the escrow and takes the table over. In another's turn it votes: it connects to that
 * candidate, checks its signature, and hands over its share; a voter hands its share to one
 * candidate at a time, and follows the one that was elected. Two candidates cannot both reach a
 * quorum of one generation: a majority of the holders is needed, and no holder's share counts twice.
 */
import type { EscrowBoxes } from '../escrow/open-escrow.js';
import { openEscrow } from '../escrow/open-escrow.js';
import type { Channel, Listener } from '../transport.js';
import { Candidacy, readVoterMessage, vote, type VoteOutcome } from './election.js';
import { candidateOrder } from './candidate-order.js';
import { candidatePeer } from './order.js';

export interface SuccessionSetup {
  readonly table: string;
  /** This page's seat, and the table's seat count. */
  readonly seat: number;
  readonly seats: number;
  /** The host that has gone: its seat, and its generation. */
  readonly hostSeat: number;
  readonly generation: number;
  /** The escrow's holders, this page's share, boxes and rendezvous. */
  readonly holders: readonly number[];
  /** The candidates' order when the host gave one as it left (those connected first); else `candidateOrder`. */
  readonly order?: readonly number[];
  readonly share: string;
  readonly boxes: EscrowBoxes;
  readonly rendezvous: string;
  /** This seat's signing key, and each seat's public key as the lobby showed it. */
  readonly signingKey: CryptoKey;
  readonly keyOf: (seat: number) => string | undefined;
  /** The seat log's length here: the escrow must hold at least that much. */
  readonly held: number;
  readonly connect: (peer: string) => Promise<Channel>;
  readonly listen: (peer: string) => Promise<Listener>;
  /**
   * Takes the table over with what the escrow held, listening under `listener`; resolves once the
   * new host is up (its voters are then told).
   */
  readonly takeOver: (opened: { readonly record: unknown; readonly log: readonly unknown[] }, listener: Listener) => Promise<void>;
  /** How long each candidate's turn lasts (ms). */
  readonly slotMs: number;
  /** Whether the change is still wanted (the old host has not come back, the page is open). */
  readonly wanted: () => boolean;
}

export type SuccessionOutcome =
  | { readonly kind: 'hosting' }
  | { readonly kind: 'following'; readonly seat: number; readonly peer: string }
  | { readonly kind: 'failed'; readonly reason: string };

/** Holders' shares a candidate needs, its own included: a majority of the holders, and at least 2. */
export const quorumOf = (holders: number): number => Math.max(2, Math.floor(holders / 2) + 1);

const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function succeed(setup: SuccessionSetup): Promise<SuccessionOutcome> {
  const order = setup.order?.filter((s) => setup.holders.includes(s)) ?? candidateOrder(setup.holders, setup.hostSeat, setup.seats);
  const generation = setup.generation + 1;
  for (const candidate of order) {
    if (!setup.wanted()) return { kind: 'failed', reason: 'the change of host was called off' };
    const peer = candidatePeer(setup.table, setup.rendezvous, generation, candidate);
    if (candidate === setup.seat) {
      if (await stand(setup, peer, generation)) return { kind: 'hosting' };
      continue;
    }
    const outcome = await voteInTurn(setup, candidate, peer, generation);
    if (outcome === 'elected' || outcome === 'handed') return { kind: 'following', seat: candidate, peer };
  }
  return { kind: 'failed', reason: 'no candidate could take the table over' };
}

/** This page's turn: listens, gathers a quorum of shares, opens the escrow and takes over. */
async function stand(setup: SuccessionSetup, peer: string, generation: number): Promise<boolean> {
  let listener: Listener;
  try {
    listener = await setup.listen(peer);
  } catch {
    return false;
  }
  const quorum = quorumOf(setup.holders.length);
  let wake = (): void => undefined;
  const candidacy = new Candidacy({
    table: setup.table,
    generation,
    seat: setup.seat,
    signingKey: setup.signingKey,
    count: setup.boxes.entries.length,
    changed: () => wake(),
  });
  listener.onConnection = (channel) => candidacy.accept(channel);
  const end = Date.now() + setup.slotMs;
  // Everyone in: the quorum, and what each offered of the log (the longest is taken).
  const ready = (): boolean => {
    const shares = candidacy.shares.filter((v) => setup.holders.includes(v.seat!));
    return shares.length + 1 >= quorum && shares.every((v) => v.count <= setup.boxes.entries.length || v.boxes !== null);
  };
  while (!ready() && Date.now() < end && setup.wanted()) {
    await Promise.race([pause(Math.max(0, end - Date.now())), new Promise<void>((r) => (wake = r))]);
  }
  if (!ready() || !setup.wanted()) {
    candidacy.finish({ t: 'declined', reason: 'too few shares in this candidate’s turn' });
    listener.close();
    return false;
  }
  const shares = [setup.share, ...candidacy.shares.map((v) => v.share!)];
  // The longest log offered, then the page's own, as the boxes to open with.
  const offers = [
    ...candidacy.shares
      .filter((v) => v.boxes !== null)
      .map((v) => ({ record: v.record ?? setup.boxes.record, entries: [...setup.boxes.entries, ...v.boxes!] })),
    setup.boxes,
  ].sort((a, b) => b.entries.length - a.entries.length);
  for (const boxes of offers) {
    const opened = await openEscrow(setup.table, shares, boxes, { atLeast: setup.held });
    if (!opened.ok) continue;
    await setup.takeOver(opened, withLateVoters(listener, candidacy));
    candidacy.finish({ t: 'elected', generation });
    return true;
  }
  candidacy.finish({ t: 'declined', reason: 'the escrow did not open' });
  listener.close();
  return false;
}

/**
 * After the takeover the candidate's id is the new host's. A voter late for the turn (its clock ran
 * behind, or a quorum was in before it) still asks to elect the candidate: it is shown the
 * candidate's proof as before and, once it hands its share, told it was elected, so it follows.
 * Every other connection (a guest's hello) goes to the host, its first message with it.
 */
function withLateVoters(listener: Listener, candidacy: Candidacy): Listener {
  const host: Listener = { id: listener.id, onConnection: null, onError: null, close: () => listener.close() };
  listener.onConnection = (channel) => {
    channel.onMessage = (first) => {
      if (readVoterMessage(first)?.t === 'elect') candidacy.accept(channel);
      else if (host.onConnection) {
        channel.onMessage = null;
        host.onConnection(channel);
      } else return channel.close();
      channel.onMessage?.(first);
    };
  };
  listener.onError = (reason) => host.onError?.(reason);
  return host;
}

/** Another's turn: connects to it (again, until its turn ends) and votes once it proves its seat. */
async function voteInTurn(setup: SuccessionSetup, candidate: number, peer: string, generation: number): Promise<VoteOutcome> {
  const key = setup.keyOf(candidate);
  if (!key) return 'not the seat';
  const end = Date.now() + setup.slotMs;
  while (Date.now() < end && setup.wanted()) {
    let channel: Channel;
    try {
      channel = await setup.connect(peer);
    } catch {
      await pause(Math.min(250, Math.max(0, end - Date.now())));
      continue;
    }
    const ballot = { table: setup.table, generation, seat: setup.seat, share: setup.share, boxes: setup.boxes, candidateKey: key, candidate };
    const outcome = await vote(channel, ballot, Math.max(1, end - Date.now() + setup.slotMs / 2));
    if (outcome !== 'gone') return outcome;
  }
  return 'gone';
}
