import { expect } from '@open-wc/testing';
import { commit, deriveSeed, newSecret } from '../../src/kernel/fairness.js';
import { appendEvents, type LogEntry } from '../../src/kernel/log.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../src/games/planet-tricks/types.js';
import { Host } from '../../src/net/host.js';
import type { Reveal } from '../../src/net/protocol.js';
import { verifyReveal, type Witness } from '../../src/net/verify-reveal.js';

/** A finished game with real commitments, as the host and seat 1 hold it at the end. */
async function finished() {
  const hostSecret = newSecret();
  const seatSecrets = [newSecret(), newSecret(), null];
  const commitments = { host: await commit(hostSecret), seats: await Promise.all(seatSecrets.map((s) => (s ? commit(s) : null))) };
  const seed = await deriveSeed(hostSecret, seatSecrets);
  const host = await Host.open(planetTricks, { options: { nullRule: true }, names: ['Ann', 'Bob', 'Bot'], seed });
  while (!planetTricks.result(host.state)) {
    const seat = host.state.context.turn;
    const [move] = planetTricks.legalCommands(host.state, seat);
    await host.submit(seat, move);
  }
  const reveal: Reveal = { finishedAt: Date.now(), hostSecret, seatSecrets, log: host.log };
  const witness: Witness = { seat: 1, secret: seatSecrets[1]!, commitments, received: host.seatLog(1) };
  return { reveal, witness, host };
}

describe('verifyReveal: a seat checks the game the host reveals at the end', () => {
  it('an honest host is verified, for a seat and for a spectator', async () => {
    const { reveal, witness, host } = await finished();
    expect(await verifyReveal(planetTricks, reveal, witness)).to.deep.equal({ ok: true });
    const spectator = { ...witness, seat: -1, secret: null, received: host.seatLog(-1) };
    expect(await verifyReveal(planetTricks, reveal, spectator)).to.deep.equal({ ok: true });
  });

  it('catches a host secret that is not the one committed to (the seed changed after the fact)', async () => {
    const { reveal, witness } = await finished();
    const verdict = await verifyReveal(planetTricks, { ...reveal, hostSecret: newSecret() }, witness);
    expect(verdict).to.deep.equal({ ok: false, reason: "the host's secret does not match its commitment" });
  });

  it('catches a different secret revealed for this seat', async () => {
    const { reveal, witness } = await finished();
    const seatSecrets = [reveal.seatSecrets[0]!, newSecret(), null];
    const verdict = await verifyReveal(planetTricks, { ...reveal, seatSecrets }, witness);
    expect(verdict.ok).to.equal(false);
    if (!verdict.ok) expect(verdict.reason).to.contain('your seat');
  });

  it('catches a rewritten deal even when the whole chain is re-hashed', async () => {
    const { reveal, witness } = await finished();
    const events = reveal.log.map((e) => e.event as PlanetEvent);
    const at = events.findIndex((e) => e.type === 'round.dealt');
    const deal = events[at] as Extract<PlanetEvent, { type: 'round.dealt' }>;
    // Swap one card between two other seats' hands: still a valid-looking deal.
    const hands = deal.hands.map((h) => h.slice());
    [hands[0]![0], hands[2]![0]] = [hands[2]![0]!, hands[0]![0]!];
    events[at] = { ...deal, hands };
    const log = await appendEvents<unknown>([], events.slice(0, at + 1));
    const verdict = await verifyReveal(planetTricks, { ...reveal, log: log as LogEntry<unknown>[] }, witness);
    expect(verdict.ok).to.equal(false);
    if (!verdict.ok) expect(verdict.reason).to.match(/event 1 \(round\.dealt\) is not what the seed gives/);
  });

  it('catches a revealed log whose events differ from what this seat was sent', async () => {
    const { reveal, witness } = await finished();
    const received = witness.received.map((e, i) => (i === 5 ? { ...e, hash: '0'.repeat(64) } : e));
    const verdict = await verifyReveal(planetTricks, reveal, { ...witness, received });
    expect(verdict).to.deep.equal({ ok: false, reason: 'event 5 you received does not match the revealed log' });
  });

  it('catches a game that is not finished', async () => {
    const { reveal, witness } = await finished();
    const verdict = await verifyReveal(planetTricks, { ...reveal, log: reveal.log.slice(0, 10) }, { ...witness, received: witness.received.slice(0, 10) });
    expect(verdict).to.deep.equal({ ok: false, reason: 'the game in the log is not finished' });
  });
});
