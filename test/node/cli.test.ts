/** The peer-table command line, spawned as a user runs it: verify and replay log files in Node. */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cardName } from '../../src/games/planet-tricks/cards.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';
import { entryHash } from '../../src/kernel/log.js';
import type { LogFile } from '../../src/log/format.js';
import { playSampleLog } from '../support/sample-log.js';
import { encodeShareLink } from '../../src/log/share-link.js';
import { verifyLogFile } from '../../src/log/verify.js';
import { cli, inProcess, type Run } from '../support/cli.js';

/** One line on stderr, nothing on stdout, exit 1. */
function fails(run: Run, reason: string | RegExp): void {
  assert.equal(run.code, 1, run.err);
  assert.equal(run.out, '');
  assert.match(run.err, /^peer-table: [^\n]+\n$/);
  if (typeof reason === 'string') assert.ok(run.err.includes(reason), run.err);
  else assert.match(run.err, reason);
}

let dir: string;
let full: LogFile;
const path = (name: string) => join(dir, name);
/** After the first deal: every hand is full. */
const DEALT = 2;

describe('peer-table command line', () => {
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'peer-table-cli-'));
    full = (await playSampleLog({ secretsFrom: 'test/node/cli' })).file;
    await writeFile(path('full.json'), JSON.stringify(full, null, 1));
    // A host swaps two hands of the first deal and recomputes every hash after it.
    const events = structuredClone(full.events) as { seq: number; event: any; hash: string }[];
    const hands = events[1]!.event.hands;
    [hands[0], hands[1]] = [hands[1], hands[0]];
    let prev = events[0]!.hash;
    for (let k = 1; k < events.length; k++) prev = events[k]!.hash = await entryHash(prev, k, events[k]!.event);
    await writeFile(path('tampered.json'), JSON.stringify({ ...full, events }));
    const seat = full.events.map((e) => ({ ...e, event: planetTricks.redact(e.event as never, 2) }));
    const hidden = { ...full.fairness, hostSecret: null, seatSecrets: null };
    await writeFile(path('seat.json'), JSON.stringify({ ...full, perspective: 2, finished: null, fairness: hidden, events: seat.slice(0, 40) }));
    await writeFile(path('broken.json'), JSON.stringify(full).slice(0, 500));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('verify: a full log is verified, exit 0, one line', async () => {
    const run = await cli(['verify', path('full.json')]);
    assert.equal(run.code, 0, run.err);
    assert.equal(run.err, '');
    const verdict = await verifyLogFile(full);
    assert.equal(verdict.kind, 'verified');
    assert.equal(run.out, `verified: planet-tricks, 4 seats, ${full.events.length} events, ${verdict.kind === 'verified' && verdict.result.summary}\n`);
  });

  it('verify: a re-hashed tampered deal fails with the reason, exit 1', async () => {
    fails(await cli(['verify', path('tampered.json')]), 'not verified: event 1 (round.dealt) is not what the seed gives: the host changed a random outcome');
  });

  it("verify: a seat's own log is unverified, exit 2", async () => {
    const run = await cli(['verify', path('seat.json')]);
    assert.equal(run.code, 2);
    assert.match(run.out, /^unverified: a seat's own log \(Cyd's\), planet-tricks, 4 seats, 40 events; it replays without fault/);
  });

  it('verify: a share link, and a log on standard input', async () => {
    const link = `https://peer-table.example/#log=${await encodeShareLink(full)}`;
    assert.equal((await cli(['verify', link])).code, 0);
    assert.equal((await cli(['verify', '-'], JSON.stringify(full))).code, 0);
    // Cutting a multiple of 4 characters keeps it base64url (no encoding leaves length 1 mod 4): the gzip is what breaks.
    fails(await inProcess(['verify', `${link.slice(0, -32)}`]), 'peer-table: the link: the link is damaged: its data does not decompress');
  });

  it('verify: files that are not logs, cut short, or missing', async () => {
    fails(await cli(['verify', path('broken.json')]), `${path('broken.json')}: the file is cut short or is not JSON`);
    fails(await inProcess(['verify', path('nothing.json')]), `cannot read ${path('nothing.json')}: no such file`);
    fails(await inProcess(['verify', dir]), 'it is a folder');
    fails(await inProcess(['verify']), 'verify needs a FILE');
    fails(
      await inProcess(['verify', '-'], '{"format":"peer-table-log","version":2}'),
      'standard input: format version 2 is not supported; this version reads 1',
    );
  });

  it('replay: the end of the game as text, every hand face up, with the scores and the result', async () => {
    const run = await cli(['replay', path('full.json')]);
    assert.equal(run.code, 0, run.err);
    assert.match(
      run.out,
      new RegExp(`^Planet Tricks · table sampletable1 · Ann, Ben, Cyd, Dee · step ${full.events.length} of ${full.events.length}\nVerified: `),
    );
    assert.match(run.out, /\nShown as: every hand face up\.\n/);
    assert.match(run.out, /\nGame over after round \d+\./);
    assert.match(run.out, /\nScores \(total tricks, fewest wins\): Ann \d+, Ben \d+, Cyd \d+, Dee \d+\.\n/);
    assert.match(run.out, /\nResult: .+ wins? with \d+ tricks\.\n$/);
  });

  it("replay --step: every hand after the first deal; --seat: only that seat's hand", async () => {
    const state = [full.events[0]!.event, full.events[1]!.event].reduce((s, e) => planetTricks.evolve(s, e as never), planetTricks.initial());
    const hand = (seat: number) => (planetTricks.view(state, seat) as PlanetView).hand.map((h) => cardName(h.card)).join(', ');
    const all = await cli(['replay', path('full.json'), '--step', String(DEALT)]);
    assert.equal(all.code, 0, all.err);
    assert.match(all.out, /\nRound 1, trick 1 of 15\./);
    for (const [seat, name] of ['Ann', 'Ben', 'Cyd', 'Dee'].entries()) assert.ok(all.out.includes(`\n  ${name}: (15) ${hand(seat)}\n`), name);
    const ben = await inProcess(['replay', path('full.json'), '--step', String(DEALT), '--seat', '2']);
    assert.match(ben.out, /\nShown as: Ben \(seat 2\)\.\n/);
    assert.ok(ben.out.includes(`\n  Ben: (15) ${hand(1)}\n`));
    assert.ok(ben.out.includes('\n  Ann: (15) hidden\n'));
    const byName = await inProcess(['replay', path('full.json'), '--step', String(DEALT), '--seat', 'ben']);
    assert.equal(byName.out, ben.out);
  });

  it("replay --json: one view for --seat, else every seat's view", async () => {
    const one = await cli(['replay', path('full.json'), '--step', String(DEALT), '--seat', '2', '--json']);
    const view = JSON.parse(one.out) as PlanetView;
    assert.equal(view.seat, 1);
    assert.equal(view.hand.length, 15);
    assert.equal(view.phase, 'playing');
    const every = JSON.parse((await cli(['replay', path('full.json'), '--json'])).out) as PlanetView[];
    assert.deepEqual(
      every.map((v) => v.seat),
      [0, 1, 2, 3],
    );
    assert.equal(every[0]!.phase, 'gameOver');
    const seatLog = JSON.parse((await inProcess(['replay', path('seat.json'), '--json'])).out) as PlanetView;
    assert.equal(seatLog.seat, 2);
  });

  it('replay: refuses a tampered log, a bad step or seat, and unknown options', async () => {
    fails(await cli(['replay', path('tampered.json')]), 'not verified: event 1 (round.dealt)');
    fails(await inProcess(['replay', path('full.json'), '--step', '9999']), `--step must be a whole number from 0 to ${full.events.length}`);
    fails(await inProcess(['replay', path('full.json'), '--step']), 'option --step needs a value');
    fails(await inProcess(['replay', path('full.json'), '--seat', 'Zed']), '--seat Zed: no seat is named so');
    fails(await inProcess(['replay', path('full.json'), '--seat', '5']), '--seat 5: the seats are numbered 1 to 4');
    fails(await inProcess(['replay', path('seat.json'), '--seat', '1']), "this is Cyd's own log: it can be shown only as seat 3 or as a spectator");
    fails(await inProcess(['replay', path('full.json'), '--fast']), 'unknown option --fast');
    fails(await inProcess(['dance']), 'unknown command "dance"');
  });

  it('--help prints the usage', async () => {
    const run = await cli(['--help']);
    assert.equal(run.code, 0);
    assert.match(run.out, /^peer-table: check and replay peer-table game logs\.\n\nUsage:\n {2}peer-table verify FILE\n/);
    assert.equal((await inProcess(['replay', '--help'])).out, run.out);
  });
});
