import { expect } from '@open-wc/testing';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks, type PlanetState } from '../../src/games/planet-tricks/index.js';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { commit, deriveSeed, newSecret } from '../../src/kernel/fairness.js';
import type { Typed } from '../../src/kernel/game.js';
import { appendEvents } from '../../src/kernel/log.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { buildFullLogFile, buildSeatLogFile } from '../../src/log/build.js';
import { parseLogFile } from '../../src/log/parse.js';
import { openLogFile, verifyLogFile } from '../../src/log/verify.js';
import { text } from './fixture.js';
import { loadEveryPlay } from '../support/games.js';

const NAMES = ['Ann', 'Ben', 'Cyd', 'Dee'];
const snap = (s: unknown): string => canonicalJson({ value: (s as PlanetState).value, context: (s as PlanetState).context });

/** A table's game, made as a table makes it: secrets, commitments, the derived seed, a hash chain. */
async function playFairGame() {
  const hostSecret = newSecret();
  const seatSecrets = [newSecret(), newSecret(), null, newSecret()]; // Cyd is a bot
  const fairness = {
    hostCommitment: await commit(hostSecret),
    seatCommitments: await Promise.all(seatSecrets.map((s) => (s === null ? null : commit(s)))),
    hostSecret,
    seatSecrets,
  };
  const seed = await deriveSeed(hostSecret, seatSecrets);
  const hostStates: unknown[] = [planetTricks.initial()];
  const game = playBotGame(planetTricks, {
    options: { nullRule: true },
    names: NAMES,
    bots: [planetBots.greedy, planetBots.random, planetBots.greedy, planetBots.random],
    seed,
    onEvent: (state) => hostStates.push(state),
  });
  const log = await appendEvents<Typed>([], game.events);
  const header = {
    game: 'planet-tricks',
    options: { nullRule: true },
    seats: NAMES,
    table: 'roundtrip01',
    started: new Date('2025-03-01T18:00:00Z'),
    finished: Date.parse('2025-03-01T18:41:00Z'),
    fairness,
  };
  return { game, log, seed, hostStates, header };
}

describe('log file round trip', () => {
  before(loadEveryPlay);

  it('a fair game exported, saved as JSON, parsed and verified replays to the same state at every step', async () => {
    const { game, log, seed, hostStates, header } = await playFairGame();
    const file = buildFullLogFile(header, log);
    expect(file.perspective).to.equal('full');
    expect(file.started).to.equal('2025-03-01T18:00:00.000Z');
    expect(file.finished).to.equal('2025-03-01T18:41:00.000Z');
    expect(file.events.map((e) => e.hash)).to.deep.equal(log.map((e) => e.hash));

    const parsed = parseLogFile(text(file));
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(canonicalJson(parsed.file)).to.equal(canonicalJson(file));
    const verdict = await verifyLogFile(parsed.file);
    const summary = planetTricks.result(game.state)!.summary;
    expect(verdict).to.include({ kind: 'verified', seed, text: `verified: planet-tricks, 4 seats, ${log.length} events, ${summary}` });

    const opened = await openLogFile(parsed.file);
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened.states.length).to.equal(log.length + 1);
    opened.states.forEach((s, i) => expect(snap(s), `step ${i}`).to.equal(snap(hostStates[i])));
  });

  it("a seat's own log round-trips, replays like that seat's state, and is unverified, not verified", async () => {
    const { game, log, header } = await playFairGame();
    const seat = 1;
    const stored = log.map((e) => ({ seq: e.seq, event: planetTricks.redact(e.event as never, seat), hash: e.hash }));
    const file = buildSeatLogFile({ ...header, finished: null, fairness: { ...header.fairness, hostSecret: null, seatSecrets: null } }, seat, stored);
    const parsed = parseLogFile(text(file));
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.file.perspective).to.equal(1);
    const opened = await openLogFile(parsed.file);
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened.verdict.kind).to.equal('unverified');
    expect(opened.verdict.text).to.match(/^unverified: a seat's own log \(Ben's\), planet-tricks, 4 seats, \d+ events, .+; it replays without fault/);
    expect(snap(opened.states.at(-1))).to.equal(snap(game.seatStates[seat]));
  });
});
