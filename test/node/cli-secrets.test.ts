/** `peer-table verify` and `replay` on Secrets of the Universe logs: the table as text, and its views as JSON. */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { secretsText } from '../../src/games/secrets-of-the-universe/text.js';
import type { SecretsEvent } from '../../src/games/secrets-of-the-universe/types.js';
import { formatCards } from '../../src/games/secrets-of-the-universe/cards.js';
import { secretsOfTheUniverse, secretsResult, type SecretsState } from '../../src/games/secrets-of-the-universe/index.js';
import { meldLabel, type Meld } from '../../src/games/secrets-of-the-universe/melds.js';
import type { SecretsView } from '../../src/games/secrets-of-the-universe/view.js';
import { entryHash } from '../../src/kernel/log.js';
import type { LogFile } from '../../src/log/format.js';
import { playSampleLog } from '../support/sample-log.js';
import { openLogFile } from '../../src/log/verify.js';
import { cli, inProcess, type Run } from '../support/cli.js';

const GAME = 'secrets-of-the-universe';
const OPTIONS = { version: 'basic', matchLength: 4 };

const run = (...args: string[]): Promise<Run> => inProcess(args);

async function replay(...args: string[]): Promise<string> {
  const r = await run('replay', ...args);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.err, '');
  return r.out;
}

let dir: string;
let full: LogFile;
let states: SecretsState[];
const path = (name: string) => join(dir, name);
/** The step just after the first event of `type` (the state it led to). */
const after1 = (type: string): number => full.events.findIndex((e) => e.event.type === type) + 1;
const view = (step: number, seat: number): SecretsView => secretsOfTheUniverse.view(states[step]!, seat);

describe('peer-table on Secrets of the Universe logs', () => {
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'peer-table-secrets-'));
    full = (await playSampleLog({ game: GAME, options: OPTIONS, names: ['Ann', 'Ben', 'Cyd', 'Dee'], secretsFrom: 'test/node/cli-secrets' })).file;
    await writeFile(path('full.json'), JSON.stringify(full));
    const opened = await openLogFile(full);
    assert.ok(opened.ok);
    states = opened.states as SecretsState[];
    // A host swaps two hands of the first deal and recomputes every hash after it.
    const events = structuredClone(full.events) as { seq: number; event: any; hash: string }[];
    const dealt = after1('game.dealt') - 1;
    const hands = events[dealt]!.event.hands;
    [hands[0], hands[1]] = [hands[1], hands[0]];
    let prev = events[0]!.hash;
    for (let k = 1; k < events.length; k++) prev = events[k]!.hash = await entryHash(prev, k, events[k]!.event);
    await writeFile(path('tampered.json'), JSON.stringify({ ...full, events }));
    const seat = full.events.map((e) => ({ ...e, event: secretsOfTheUniverse.redact(e.event as never, 1) }));
    const hidden = { ...full.fairness, hostSecret: null, seatSecrets: null };
    await writeFile(path('seat.json'), JSON.stringify({ ...full, perspective: 1, finished: null, fairness: hidden, events: seat.slice(0, 30) }));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('verify: the full log of a match is verified, exit 0', async () => {
    const r = await cli(['verify', path('full.json')]);
    assert.equal(r.code, 0, r.err);
    const summary = secretsResult(states.at(-1)!)!.summary;
    assert.equal(r.out, `verified: ${GAME}, 4 seats, ${full.events.length} events, ${summary}\n`);
  });

  it('verify and replay: a re-hashed tampered deal fails with the reason, exit 1', async () => {
    const step = after1('game.dealt') - 1;
    for (const command of ['verify', 'replay']) {
      const r = await cli([command, path('tampered.json')]);
      assert.equal(r.code, 1);
      assert.equal(r.out, '');
      assert.equal(
        r.err,
        `peer-table: ${path('tampered.json')}: not verified: event ${step} (game.dealt) is not what the seed gives: the host changed a random outcome\n`,
      );
    }
  });

  it("verify: a seat's own log is unverified, exit 2; it replays as that seat", async () => {
    const r = await cli(['verify', path('seat.json')]);
    assert.equal(r.code, 2);
    assert.match(r.out, /^unverified: a seat's own log \(Ben's\), secrets-of-the-universe, 4 seats, 30 events/);
    const out = await replay(path('seat.json'));
    assert.match(out, /\nShown as: Ben \(seat 2\)\.\n/);
    assert.ok(out.includes(`\n  Ben (${view(30, 1).hand.length}): ${formatCards(view(30, 1).hand)}\n`));
    assert.doesNotMatch(out, /\n {2}(Ann|Cyd|Dee) \(\d+\):/);
  });

  it('replay after the first deal: the game, the places, the deck and discards, every hand with its best arrangement', async () => {
    const step = after1('game.dealt');
    const v = view(step, 0);
    const dealer = v.names[v.dealer!]!;
    const out = await replay(path('full.json'), '--step', String(step));
    assert.match(out, new RegExp(`^Secrets of the Universe · table sampletable1 · Ann, Ben, Cyd, Dee · step ${step} of ${full.events.length}\nVerified: `));
    assert.ok(out.includes(`\nGame 1 of 4, Basic Version. ${dealer} deals. Turn 1: ${dealer} to draw.\n`), out);
    assert.ok(out.includes('\nPlaces (cards held, match points):\n'));
    assert.match(out, new RegExp(`\n {2}${dealer} +12 cards +0 points {2}dealer, to draw\n`));
    assert.ok(out.includes(`\nDeck: ${v.deckCount} cards.\nDiscards (1, top last): ${v.discards[0]!.code}\n`));
    for (let seat = 0; seat < 4; seat++) {
      const mine = view(step, seat);
      const best = mine.best!;
      const total = best.total.low === best.total.high ? `${best.total.low}` : `${best.total.low}–${best.total.high}`;
      const hand = `\n  ${mine.names[seat]} (12): ${formatCards(mine.hand)}\n    Best arrangement: ${total} points\n`;
      assert.ok(out.includes(hand), hand);
      for (const m of best.melds)
        assert.match(out, new RegExp(`\n {6}${meldLabel(m as Meld)} +${formatCards(m.cards).replace(/\*/g, '\\*')} +${m.points.low}`));
      assert.ok(out.includes(`\n      Unmelded: ${best.unmelded.length ? formatCards(best.unmelded) : 'none'}\n`));
    }
  });

  it("replay --seat: only that seat's hand; a spectator sees none", async () => {
    const step = after1('game.dealt') + 4;
    const ben = await replay(path('full.json'), '--step', String(step), '--seat', '2');
    assert.match(ben, /\nShown as: Ben \(seat 2\)\.\n/);
    assert.ok(ben.includes(`\nHands:\n  Ben (${view(step, 1).hand.length}): ${formatCards(view(step, 1).hand)}\n`));
    assert.doesNotMatch(ben, /\n {2}(Ann|Cyd|Dee) \(\d+\):/);
    assert.equal(await replay(path('full.json'), '--step', String(step), '--seat', 'ben'), ben);
    const spectator = await replay(path('full.json'), '--step', String(step), '--seat', 'spectator');
    assert.match(spectator, /\nShown as: a spectator\.\n/);
    assert.doesNotMatch(spectator, /\nHands:\n/);
    assert.ok(spectator.includes('\nPlaces (cards held, match points):\n'));
  });

  it('replay at the end of a game: the reveal, every meld with its kind and points, and the match table', async () => {
    const step = after1('game.scored');
    const r = view(step, -1).reveal!;
    const out = await replay(path('full.json'), '--step', String(step));
    assert.ok(out.includes('\nGame 1 of 4, Basic Version, is over; the next deal is due.\n'), out);
    assert.match(out, /\nReveal of game 1: (\w+ went out( fully)?|\w+ found the deck empty)\.\n/);
    for (const h of r.hands) {
      assert.match(out, new RegExp(`\n {2}${h.name}(, went out)?: ${h.score} points\n`));
      for (const m of h.melds)
        assert.match(out, new RegExp(`\n {4}${meldLabel(m as Meld)} +${formatCards(m.cards).replace(/\*/g, '\\*')} +${m.coin?.points ?? m.points.low}`));
      assert.ok(out.includes(`\n    Unmelded: ${h.unmelded.length ? formatCards(h.unmelded) : 'none'}\n`));
    }
    assert.ok(out.includes('\nMatch: 1 of 4 games scored.\n  Game    Ann   Ben   Cyd   Dee  Went out\n'), out);
    assert.match(out, new RegExp(`\n {2}Total${r.hands.map((h) => ` +${h.score}`).join('')}\n`));
    assert.doesNotMatch(out, /\nHands:\n/);
  });

  it('replay at the end of the match: the four games, the winners and the chips', async () => {
    const out = await replay(path('full.json'));
    const v = view(full.events.length, 0);
    assert.ok(out.includes('\nMatch over after 4 games, Basic Version.\n'));
    assert.ok(out.includes('\nMatch: 4 of 4 games scored.\n'));
    for (const g of [1, 2, 3, 4]) assert.match(out, new RegExp(`\n {2}${g} {4}( +\\d+){4} {2}`));
    assert.ok(out.includes(`\nResult: ${secretsResult(states.at(-1)!)!.summary}\n`));
    const chips = v.result!.net.map((n, s) => `${v.names[s]} ${n > 0 ? `wins ${n}` : n < 0 ? `pays ${-n}` : 'breaks even'}`);
    assert.ok(out.replace(/\n {2}/g, ' ').includes(`\nChips (each player pays every higher scorer the difference): ${chips.join(', ')}.\n`), out);
    assert.match(out, /\nPayments: \w+ pays \w+ \d+;/);
  });

  it('replay --json: exactly game.view(state, seat), one seat or every seat', async () => {
    const step = after1('hands.revealed');
    const one = JSON.parse(await replay(path('full.json'), '--step', String(step), '--seat', '3', '--json')) as SecretsView;
    assert.deepEqual(one, JSON.parse(JSON.stringify(view(step, 2))));
    assert.equal(one.phase, 'scoring');
    const every = JSON.parse((await cli(['replay', path('full.json'), '--json'])).out) as SecretsView[];
    assert.deepEqual(every, JSON.parse(JSON.stringify([0, 1, 2, 3].map((s) => view(full.events.length, s)))));
  });

  it('every step, as every hand face up, each seat and a spectator, fits in 80 columns', () => {
    for (let step = 0; step < states.length; step++) {
      const input = {
        prev: step > 0 ? states[step - 1]! : null,
        event: step > 0 ? (full.events[step - 1]!.event as SecretsEvent) : null,
        state: states[step]!,
      };
      for (const seats of [[0, 1, 2, 3], [0], [1], [2], [3], []]) {
        for (const line of secretsText({ ...input, seats })) assert.ok(line.length <= 80, `step ${step}, seats ${seats}: ${line}`);
      }
    }
  });

  it('two players: the dummies have places and turns', async () => {
    const two = (await playSampleLog({ game: GAME, options: OPTIONS, names: ['Ann', 'Ben'], secretsFrom: 'test/node/cli-secrets' })).file;
    await writeFile(path('two.json'), JSON.stringify(two));
    const step = two.events.findIndex((e) => e.event.type === 'dummy.discarded');
    const out = await replay(path('two.json'), '--step', String(step));
    assert.match(out, /\nGame 1 of 4, Basic Version\. \w+ deals\. Turn \d+: Dummy [12] to discard\.\n/);
    assert.match(out, /\nPlaces \(cards held, match points\):\n {2}Ann +12 cards .*\n {2}Dummy 1 +no hand.*\n {2}Ben +12 cards .*\n {2}Dummy 2 +no hand.*\n/);
  });
});
