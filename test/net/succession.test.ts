import { expect } from '@open-wc/testing';
import { EscrowSealer } from '../../src/net/escrow/escrow-sealer.js';
import { channelPair, MemoryNetwork } from '../../src/net/memory-network.js';
import { Candidacy, vote } from '../../src/net/succession/election.js';
import { candidateOrder } from '../../src/net/succession/candidate-order.js';
import { candidatePeer, supersededProof } from '../../src/net/succession/order.js';
import { newSeatKey, signChallenge, verifyChallenge } from '../../src/net/succession/seat-key.js';
import { quorumOf, succeed, type SuccessionSetup } from '../../src/net/succession/succession.js';
import type { Listener } from '../../src/net/transport.js';

const TABLE = 'T0123456789abcdefghijk';

describe('Succession: who takes over, and how a voter knows it is them', () => {
  it('candidates come in seat order after the host, going round; the host is never one', () => {
    expect(candidateOrder([1, 2, 3], 0, 4)).to.deep.equal([1, 2, 3]);
    expect(candidateOrder([0, 1, 3], 2, 4)).to.deep.equal([3, 0, 1]);
    expect(candidateOrder([0, 2, 2, 3], 2, 4)).to.deep.equal([3, 0]);
  });

  it('a quorum is a majority of the holders, and never fewer than two', () => {
    expect([1, 2, 3, 4, 5, 6].map(quorumOf)).to.deep.equal([2, 2, 2, 3, 3, 4]);
  });

  it('candidate ids depend on the rendezvous, the generation and the seat, and are letters and digits', () => {
    const a = candidatePeer(TABLE, 'r1', 1, 2);
    expect(a).to.match(/^[A-Za-z0-9]+$/);
    expect(candidatePeer(TABLE, 'r1', 1, 2)).to.equal(a);
    expect(new Set([a, candidatePeer(TABLE, 'r2', 1, 2), candidatePeer(TABLE, 'r1', 2, 2), candidatePeer(TABLE, 'r1', 1, 3)]).size).to.equal(4);
  });

  it('the proof of a change of host takes the old host’s secret', () => {
    const secret = 'a'.repeat(64);
    expect(supersededProof(secret, TABLE, 1)).to.match(/^[0-9a-f]{64}$/);
    expect(supersededProof(secret, TABLE, 1)).not.to.equal(supersededProof('b'.repeat(64), TABLE, 1));
    expect(supersededProof(secret, TABLE, 1)).not.to.equal(supersededProof(secret, TABLE, 2));
  });

  it('a seat’s signature on a challenge verifies with its public key only, and for that challenge only', async () => {
    const ben = await newSeatKey();
    const cy = await newSeatKey();
    const c = { table: TABLE, generation: 1, voter: 2, nonce: '1'.repeat(64) };
    const signature = await signChallenge(ben.privateKey, c);
    expect(await verifyChallenge(ben.publicKey, c, signature)).to.equal(true);
    expect(await verifyChallenge(cy.publicKey, c, signature)).to.equal(false);
    expect(await verifyChallenge(ben.publicKey, { ...c, voter: 3 }, signature)).to.equal(false);
    expect(await verifyChallenge(ben.publicKey, { ...c, generation: 2 }, signature)).to.equal(false);
    expect(await verifyChallenge(ben.publicKey, c, 'not base64!')).to.equal(false);
  });
});

/** An escrow of 3 holders (seats 1, 2, 3) with `n` entries sealed; boxes as each holder would keep them. */
async function escrow(n: number) {
  const sealer = await EscrowSealer.open(TABLE, 1, [1, 2, 3]);
  const record = await sealer.sealRecord({ record: 'the host’s' });
  const entries: string[] = [];
  for (let i = 0; i < n; i++) entries.push(await sealer.sealEntry({ seq: i, event: { type: 'x', i } }));
  return { sealer, record, entries };
}

describe('Election: a voter hands its share only to the seat it meant to', () => {
  it('a candidate proving its seat gets the share, and asks for the boxes it lacks', async () => {
    const { sealer, record, entries } = await escrow(5);
    const ben = await newSeatKey();
    const [voterEnd, candidateEnd] = channelPair('cy', 'ben');
    let changes = 0;
    const candidacy = new Candidacy({ table: TABLE, generation: 1, seat: 1, signingKey: ben.privateKey, count: 3, changed: () => changes++ });
    candidacy.accept(candidateEnd);
    const outcome = vote(
      voterEnd,
      { table: TABLE, generation: 1, seat: 2, share: sealer.shareFor(2), boxes: { record, entries }, candidateKey: ben.publicKey, candidate: 1 },
      5_000,
    );
    const start = Date.now();
    while (candidacy.shares[0]?.boxes === undefined || candidacy.shares[0]?.boxes === null) {
      if (Date.now() - start > 5_000) throw new Error('no share');
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(candidacy.shares[0]!.share).to.equal(sealer.shareFor(2));
    expect(candidacy.shares[0]!.boxes).to.deep.equal(entries.slice(3));
    candidacy.finish({ t: 'elected', generation: 1 });
    expect(await outcome).to.equal('elected');
    expect(changes).to.be.greaterThan(0);
  });

  it('someone else listening under the candidate’s id gets no share', async () => {
    const { sealer, record, entries } = await escrow(2);
    const ben = await newSeatKey();
    const mallory = await newSeatKey();
    const [voterEnd, candidateEnd] = channelPair('cy', 'mallory');
    const candidacy = new Candidacy({ table: TABLE, generation: 1, seat: 1, signingKey: mallory.privateKey, count: 2, changed: () => undefined });
    candidacy.accept(candidateEnd);
    const outcome = await vote(
      voterEnd,
      { table: TABLE, generation: 1, seat: 2, share: sealer.shareFor(2), boxes: { record, entries }, candidateKey: ben.publicKey, candidate: 1 },
      5_000,
    );
    expect(outcome).to.equal('not the seat');
    expect(candidacy.shares).to.deep.equal([]);
  });

  it('a candidate refuses a share that is not the voter’s seat’s, and junk', async () => {
    const { sealer } = await escrow(0);
    const ben = await newSeatKey();
    const [voterEnd, candidateEnd] = channelPair('cy', 'ben');
    const candidacy = new Candidacy({ table: TABLE, generation: 1, seat: 1, signingKey: ben.privateKey, count: 0, changed: () => undefined });
    candidacy.accept(candidateEnd);
    voterEnd.send({ t: 'elect', table: TABLE, generation: 1, seat: 2, nonce: '2'.repeat(64) });
    voterEnd.send({ t: 'share', share: sealer.shareFor(3), count: 0, record: null });
    await new Promise((r) => setTimeout(r, 50));
    expect(candidacy.shares).to.deep.equal([]);
    expect(voterEnd.open).to.equal(false);
  });
});

describe('succeed: the pages left at a table agree on a new host', () => {
  /**
   * Holders 1, 2 and 3 of a table whose host (seat 0) has gone; `present` are the pages still there,
   * `late` those that start only once someone has taken over. A turn is long enough for a quorum
   * to gather on a busy machine (signing, verifying, opening shares), so the order decides.
   */
  async function pages(present: readonly number[], slotMs = 2_000, late: readonly number[] = []) {
    const { sealer, record, entries } = await escrow(4);
    const network = new MemoryNetwork();
    const keys = new Map<number, Awaited<ReturnType<typeof newSeatKey>>>();
    for (const s of [1, 2, 3]) keys.set(s, await newSeatKey());
    const tookOver: number[] = [];
    const hosting: Listener[] = [];
    const setupOf = (seat: number): SuccessionSetup => ({
      table: TABLE,
      seat,
      seats: 4,
      hostSeat: 0,
      generation: 0,
      holders: [1, 2, 3],
      share: sealer.shareFor(seat),
      boxes: { record, entries },
      rendezvous: 'r',
      signingKey: keys.get(seat)!.privateKey,
      keyOf: (s) => keys.get(s)?.publicKey,
      held: 4,
      connect: (peer) => network.connect(peer),
      listen: (peer) => network.listen(peer),
      takeOver: async (opened, listener) => {
        expect(opened.log).to.have.length(4);
        tookOver.push(seat);
        hosting.push(listener);
      },
      slotMs,
      wanted: () => true,
    });
    const lateOnes = async (seat: number) => {
      while (tookOver.length === 0) await new Promise((r) => setTimeout(r, 5));
      return succeed(setupOf(seat));
    };
    const outcomes = await Promise.all([...present.map((seat) => succeed(setupOf(seat))), ...late.map(lateOnes)]);
    for (const listener of hosting) listener.close();
    return { outcomes, tookOver };
  }

  it('the first candidate in order takes over with the others’ shares; they follow it', async function () {
    this.timeout(30_000);
    const { outcomes, tookOver } = await pages([1, 2, 3]);
    expect(tookOver).to.deep.equal([1]);
    expect(outcomes[0]).to.deep.equal({ kind: 'hosting' });
    expect(outcomes.slice(1).map((o) => o.kind === 'following' && o.seat)).to.deep.equal([1, 1]);
  });

  it('a candidate who is gone is passed over: the next one takes over', async function () {
    this.timeout(30_000);
    const { outcomes, tookOver } = await pages([2, 3]);
    expect(tookOver).to.deep.equal([2]);
    expect(outcomes[0]).to.deep.equal({ kind: 'hosting' });
    expect(outcomes[1]!.kind === 'following' && outcomes[1]!.seat).to.equal(2);
  });

  it('a voter late for the turn (the quorum was in before it) is told the candidate was elected, and follows it', async function () {
    this.timeout(30_000);
    const { outcomes, tookOver } = await pages([1, 2], 2_000, [3]);
    expect(tookOver).to.deep.equal([1]);
    expect(outcomes.map((o) => (o.kind === 'following' ? o.seat : o.kind))).to.deep.equal(['hosting', 1, 1]);
  });

  it('a lone page cannot take over: one share opens nothing', async function () {
    this.timeout(30_000);
    const { outcomes, tookOver } = await pages([3], 200);
    expect(tookOver).to.deep.equal([]);
    expect(outcomes[0]!.kind).to.equal('failed');
  });
});
