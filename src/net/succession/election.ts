/**
 * The change of host, between the pages still at a table whose host has gone: a voter (a guest
 * holding an escrow share) connects to the candidate whose turn it is, checks that the candidate
 * is the seat it claims to be (its signature on the voter's fresh nonce, against the public key
 * the voter saw in the lobby), and only then hands over its share and, if it holds more of the log
 * than the candidate, the boxes the candidate lacks. The candidate opens the escrow once another
 * guest's share is in, takes the table over, and tells each voter it was elected.
 *
 * A voter's share goes to one candidate only: once handed, the voter follows that candidate.
 *
 * Messages, each checked before use: voter → candidate `elect {table, generation, seat, nonce}`,
 * `share {share, count, record}`, `boxes {from, boxes}`; candidate → voter `candidate {signature}`,
 * `need {from}`, `elected {generation}`, `declined {reason}`.
 */
import { newSecret } from '../../kernel/fairness.js';
import type { EscrowBoxes } from '../escrow/open-escrow.js';
import { readBox, readShare } from '../escrow/escrow-wire.js';
import type { Channel } from '../transport.js';
import { signChallenge, verifyChallenge } from './seat-key.js';

export type VoterMessage =
  | { readonly t: 'elect'; readonly table: string; readonly generation: number; readonly seat: number; readonly nonce: string }
  | { readonly t: 'share'; readonly share: string; readonly count: number; readonly record: string | null }
  | { readonly t: 'boxes'; readonly from: number; readonly boxes: readonly string[] };

export type CandidateMessage =
  | { readonly t: 'candidate'; readonly signature: string }
  | { readonly t: 'need'; readonly from: number }
  | { readonly t: 'elected'; readonly generation: number }
  | { readonly t: 'declined'; readonly reason: string };

const isIndex = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function parse(text: string): Record<string, unknown> | null {
  try {
    const m: unknown = JSON.parse(text);
    return isObject(m) && typeof m.t === 'string' ? m : null;
  } catch {
    return null;
  }
}

/** A voter's message as the candidate may use it, or null. */
export function readVoterMessage(text: string): VoterMessage | null {
  const m = parse(text);
  if (!m) return null;
  if (
    m.t === 'elect' &&
    typeof m.table === 'string' &&
    isIndex(m.generation) &&
    isIndex(m.seat) &&
    typeof m.nonce === 'string' &&
    /^[0-9a-f]{64}$/.test(m.nonce)
  ) {
    return { t: 'elect', table: m.table, generation: m.generation, seat: m.seat, nonce: m.nonce };
  }
  if (m.t === 'share' && readShare(m.share) && isIndex(m.count) && (m.record === null || readBox(m.record))) {
    return { t: 'share', share: m.share as string, count: m.count, record: m.record as string | null };
  }
  if (m.t === 'boxes' && isIndex(m.from) && Array.isArray(m.boxes) && m.boxes.every((b) => readBox(b))) {
    return { t: 'boxes', from: m.from, boxes: m.boxes as string[] };
  }
  return null;
}

function readCandidateMessage(text: string): CandidateMessage | null {
  const m = parse(text);
  if (!m) return null;
  if (m.t === 'candidate' && typeof m.signature === 'string') return { t: 'candidate', signature: m.signature };
  if (m.t === 'need' && isIndex(m.from)) return { t: 'need', from: m.from };
  if (m.t === 'elected' && isIndex(m.generation)) return { t: 'elected', generation: m.generation };
  if (m.t === 'declined' && typeof m.reason === 'string') return { t: 'declined', reason: m.reason.slice(0, 200) };
  return null;
}

export interface Ballot {
  readonly table: string;
  /** The host generation the candidate would start. */
  readonly generation: number;
  /** The voter's own seat, share and boxes. */
  readonly seat: number;
  readonly share: string;
  readonly boxes: EscrowBoxes;
  /** The candidate's public signing key, as the lobby showed it. */
  readonly candidateKey: string;
  readonly candidate: number;
}

/**
 * `handed`: the share went to the candidate, then the channel was lost before it answered: the
 * voter follows that candidate (a share counts for one candidate only).
 */
export type VoteOutcome = 'elected' | 'declined' | 'not the seat' | 'gone' | 'handed';

/**
 * One vote over `channel` (to the candidate's id): resolves once the candidate says it took over,
 * declined, proved not to be the seat, or the channel closed or `ms` passed. The channel is closed
 * at the end.
 */
export function vote(channel: Channel, ballot: Ballot, ms: number): Promise<VoteOutcome> {
  const nonce = newSecret();
  return new Promise((resolve) => {
    let done = false;
    const end = (outcome: VoteOutcome): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(outcome);
      channel.close();
    };
    let proved = false;
    let handed = false;
    const timer = setTimeout(() => end(handed ? 'handed' : 'gone'), ms);
    channel.onClose = () => end(handed ? 'handed' : 'gone');
    channel.onMessage = (text) => {
      const m = readCandidateMessage(text);
      if (!m) return end('not the seat');
      if (m.t === 'candidate') {
        if (proved) return;
        const challenge = { table: ballot.table, generation: ballot.generation, voter: ballot.seat, nonce };
        void verifyChallenge(ballot.candidateKey, challenge, m.signature).then((ok) => {
          if (done) return;
          if (!ok) return end('not the seat');
          proved = true;
          handed = true;
          channel.send({ t: 'share', share: ballot.share, count: ballot.boxes.entries.length, record: ballot.boxes.record } satisfies VoterMessage);
        });
      } else if (!proved) {
        end('not the seat');
      } else if (m.t === 'need') {
        channel.send({ t: 'boxes', from: m.from, boxes: ballot.boxes.entries.slice(m.from) } satisfies VoterMessage);
      } else {
        end(m.t === 'elected' && m.generation === ballot.generation ? 'elected' : 'declined');
      }
    };
    channel.send({ t: 'elect', table: ballot.table, generation: ballot.generation, seat: ballot.seat, nonce } satisfies VoterMessage);
  });
}

/** A voter that proved nothing yet, or handed its share (and what it offered of the log). */
export interface Voter {
  readonly channel: Channel;
  seat: number | null;
  share: string | null;
  count: number;
  record: string | null;
  boxes: readonly string[] | null;
}

export interface CandidateSetup {
  readonly table: string;
  readonly generation: number;
  readonly seat: number;
  readonly signingKey: CryptoKey;
  /** Its own entry boxes' count: a voter holding more is asked for the rest. */
  readonly count: number;
  /** Called after each change (a share in, boxes in). */
  readonly changed: () => void;
}

/**
 * The candidate's side of each voter's channel: answers `elect` with its signature, takes the share,
 * asks for the boxes it lacks. What it took is in `voters`; `finish` tells each its outcome.
 */
export class Candidacy {
  readonly voters: Voter[] = [];
  /** The outcome told to every voter, once there is one; a voter late for it is told on handing its share. */
  private outcome: CandidateMessage | null = null;

  constructor(private readonly setup: CandidateSetup) {}

  accept(channel: Channel): void {
    const voter: Voter = { channel, seat: null, share: null, count: 0, record: null, boxes: null };
    this.voters.push(voter);
    channel.onClose = () => {
      const i = this.voters.indexOf(voter);
      if (i >= 0 && voter.share === null) this.voters.splice(i, 1);
    };
    channel.onMessage = (text) => void this.receive(voter, text);
  }

  /** The voters who handed over their shares, with what they offered. */
  get shares(): Voter[] {
    return this.voters.filter((v) => v.share !== null);
  }

  /** Tells every voter the outcome and closes their channels. */
  finish(outcome: CandidateMessage): void {
    this.outcome = outcome;
    for (const v of this.voters) this.tell(v, outcome);
  }

  private tell(voter: Voter, outcome: CandidateMessage): void {
    this.send(voter, outcome);
    const channel = voter.channel;
    setTimeout(() => channel.close(), 1_000);
  }

  private send(voter: Voter, message: CandidateMessage): void {
    if (voter.channel.open) voter.channel.send(message);
  }

  private async receive(voter: Voter, text: string): Promise<void> {
    const m = readVoterMessage(text);
    const { table, generation, seat, signingKey, count } = this.setup;
    if (!m) return voter.channel.close();
    if (m.t === 'elect') {
      if (voter.seat !== null || m.table !== table || m.generation !== generation || m.seat === seat) return voter.channel.close();
      voter.seat = m.seat;
      const signature = await signChallenge(signingKey, { table, generation, voter: m.seat, nonce: m.nonce });
      return this.send(voter, { t: 'candidate', signature });
    }
    if (voter.seat === null) return voter.channel.close();
    if (m.t === 'share') {
      if (readShare(m.share)!.holder !== voter.seat) return voter.channel.close();
      voter.share = m.share;
      voter.count = m.count;
      voter.record = m.record;
      if (this.outcome) return this.tell(voter, this.outcome);
      if (m.count > count) this.send(voter, { t: 'need', from: count });
    } else if (voter.share !== null && m.from === count) {
      voter.boxes = m.boxes;
    }
    this.setup.changed();
  }
}
