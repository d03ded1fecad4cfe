/** `peer-table verify` and `replay` on Intermediate Version logs of Secrets of the Universe: the table's quarters, discard areas, melds, claim window, Duels and bonuses. */
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
import type { LogFile } from '../../src/log/format.js';
import { playSampleLog } from '../support/sample-log.js';
import { openLogFile } from '../../src/log/verify.js';
import { inProcess } from '../support/cli.js';

const GAME = 'secrets-of-the-universe';
const OPTIONS = { version: 'intermediate', matchLength: 4, claimMs: 0 };
// This seed's match has bumps, a going out by deck draw and a Duel won with a Magic 5-Sequence.
const SECRETS = 's1';
const game = secretsOfTheUniverse;

const run = (...args: string[]) => inProcess(args);

async function replay(...args: string[]): Promise<string> {
  const r = await run('replay', file, ...args);
  assert.equal(r.code, 0, r.err);
  return r.out;
}

let dir: string;
let file: string;
let log: LogFile;
let states: SecretsState[];
/** The steps just after each event of `type` (the states they led to). */
const stepsAfter = (type: string): number[] => log.events.flatMap((e, i) => (e.event.type === type ? [i + 1] : []));
const after1 = (type: string): number => stepsAfter(type)[0]!;
const view = (step: number, seat: number): SecretsView => game.view(states[step]!, seat);
const esc = (text: string): string => text.replace(/[*.()+]/g, '\\$&');
/** The text with each sentence's wrapped lines joined (rows indented further stay apart). */
const flat = (text: string): string => text.replace(/\n {2}(?! )/g, ' ');

async function sample(names: readonly string[]): Promise<{ log: LogFile; states: SecretsState[] }> {
  const file = (await playSampleLog({ game: GAME, options: OPTIONS, names, secretsFrom: SECRETS })).file;
  const opened = await openLogFile(file);
  assert.ok(opened.ok);
  return { log: file, states: opened.states as SecretsState[] };
}

describe('peer-table on Intermediate Version logs of Secrets of the Universe', () => {
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'peer-table-secrets-mid-'));
    ({ log, states } = await sample(['Ann', 'Ben', 'Cyd', 'Dee']));
    file = join(dir, 'full.json');
    await writeFile(file, JSON.stringify(log));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('verify: the full log of an Intermediate match is verified, exit 0', async () => {
    const r = await run('verify', file);
    assert.equal(r.code, 0, r.err);
    assert.equal(r.out, `verified: ${GAME}, 4 seats, ${log.events.length} events, ${secretsResult(states.at(-1)!)!.summary}\n`);
  });

  it('replay after the layout: the Duel for the first dealer, the quarters, and the face-down card shown to the dealer only', async () => {
    const step = after1('layout.dealt');
    const v = view(step, -1);
    const dealer = v.names[v.dealer!]!;
    const code = view(step, v.dealer!).table!.faceDown!.code!;
    const duel = v.table!.dealerDuel!;
    const everyone = await replay('--step', String(step));
    assert.ok(everyone.includes(`\nDuel for the first dealer: ${duel.rounds[0]!.map((c, s) => `${v.names[s]} ${c}`).join(', ')}; ${dealer} won.\n`), everyone);
    const quarters = v.table!.quarters.map((n, q) => `${v.places[q]!.name} ${n}`).join(', ');
    assert.ok(everyone.includes(`\nDeck: ${v.deckCount} cards; quarters at the right of ${quarters}.\n`), everyone);
    assert.ok(everyone.includes(`\n${dealer} draws from the quarter at ${v.places[v.table!.drawQuarter!]!.name}'s right.\n`));
    const shown = `\nMain area: active none; inactive none; ${dealer}'s card face down, ${code}.\n`;
    assert.ok(everyone.includes(shown));
    assert.ok((await replay('--step', String(step), '--seat', dealer)).includes(shown));
    for (const other of [v.names[(v.dealer! + 1) % 4]!, 'spectator']) {
      const out = await replay('--step', String(step), '--seat', other);
      assert.ok(out.includes(`\nMain area: active none; inactive none; ${dealer}'s card face down.\n`), out);
      assert.ok(!out.includes(`face down, ${code}`));
    }
  });

  it('replay in a claim window: the card, who discarded it, who passed and who is waited for; the discard areas', async () => {
    const step = after1('card.discarded');
    const v = view(step, -1);
    const claim = v.table!.claim!;
    const out = await replay('--step', String(step));
    assert.ok(flat(out).includes(`\nGame 1 of 4, Intermediate Version. ${claim.by} deals. Turn 1: ${claim.by} discarded; the claim window is open.\n`), out);
    const waiting = claim.waitingFor.map((s) => v.names[s]).join(', ');
    assert.ok(out.includes(`\nClaim window: ${claim.card}, discarded by ${claim.by}; passed: none; waiting for ${waiting}.\n`), out);
    const areas = v.table!.areas.map((a) => `${a.name} ${a.cards.length ? a.cards.map((c) => c.code).join(' ') : 'none'}`).join(', ');
    assert.ok(out.includes(`\nDiscard areas: ${areas}.\n`));
    // A seat passes: the window names it and waits for the others.
    const seat = claim.waitingFor[0]!;
    const decided = game.decide(states[step]!, { type: 'pass' }, seat);
    assert.ok(decided.ok);
    const passed = game.evolve(states[step]!, decided.events[0]!);
    const lines = secretsText({ prev: states[step]!, event: decided.events[0]!, state: passed, seats: [] });
    const rest = claim.waitingFor
      .slice(1)
      .map((s) => v.names[s])
      .join(', ');
    assert.ok(lines.includes(`Claim window: ${claim.card}, discarded by ${claim.by}; passed: ${v.names[seat]}; waiting for ${rest}.`), lines.join('\n'));
  });

  it('replay at a bump: the bumper may bump in the window, then the bump is pending; the main area and every exposed meld', async () => {
    const step = after1('card.bumped');
    const bump = view(step, -1).table!.bumps.at(-1)!;
    assert.equal(bump.onto, null);
    const name = view(step, -1).names[bump.seat]!;
    const how = `${bump.card}, showing ${formatCards(bump.shown)}${bump.superBump ? ' (a super-bump)' : ''}`;
    const window = await replay('--step', String(step - 1), '--seat', name);
    assert.ok(window.includes(`\n    May bump ${how}.\n`), window);
    const out = await replay('--step', String(step));
    assert.ok(out.includes(`\nPending bump: ${name} bumped ${how}.\n`), out);
    const v = view(step, -1);
    const t = v.table!;
    const inactive = t.main.inactive.map((i) => v.discards[i]!.code).join(' ');
    assert.ok(flat(out).includes(`\nMain area: active ${t.main.active === null ? 'none' : v.discards[t.main.active]!.code}; inactive ${inactive}.\n`));
    assert.ok(t.exposed.some((melds) => melds.length > 0));
    assert.ok(out.includes('\nExposed melds:\n'));
    for (const [s, melds] of t.exposed.entries()) {
      melds.forEach((m, k) => {
        const row = `\n {2}${k ? ' +' : `${v.names[s]} +`}${esc(meldLabel(m as Meld))} +${esc(formatCards(m.cards))} +${m.points.low}`;
        assert.match(out, new RegExp(row));
      });
    }
  });

  it('replay at the reveal: the +5 of going out by deck draw, the Duel for Magic 5-Sequences and its +10', async () => {
    const reveals = stepsAfter('game.scored').map((step) => ({ step, reveal: view(step, -1).reveal! }));
    const deckDraw = reveals.find((r) => r.reveal.hands.some((h) => h.deckDraw > 0))!;
    const dueled = reveals.find((r) => r.reveal.hands.some((h) => h.duel > 0))!;
    assert.ok(deckDraw && dueled, 'the sample has both bonuses');
    const drew = deckDraw.reveal.hands.find((h) => h.deckDraw > 0)!;
    const out1 = await replay('--step', String(deckDraw.step));
    assert.match(out1, new RegExp(`\n {2}${drew.name}, went out: ${drew.score} points\n(.*\n)*? {4}Going out by deck draw: \\+5\n`));
    const won = dueled.reveal.hands.find((h) => h.duel > 0)!;
    const duel = dueled.reveal.duel!;
    const out2 = await replay('--step', String(dueled.step));
    assert.match(out2, new RegExp(`\n {2}${won.name}(, went out)?: ${won.score} points\n(.*\n)*? {4}Duel for Magic 5-Sequences: \\+${won.duel}\n`));
    const cards = duel.rounds[0]!.map((c, s) => `${dueled.reveal.hands[s]!.name} ${c}`).join(', ');
    const paid = `${won.name} scores +${won.duel} (${won.duel / 10} Magic 5-Sequence${won.duel > 10 ? 's' : ''})`;
    assert.ok(flat(out2).includes(`\nDuel for Magic 5-Sequences: ${cards}; ${won.name} drew the highest card: ${paid}.\n`), out2);
  });

  it('replay --json: exactly game.view(state, seat), for the dealer in a claim window and every seat', async () => {
    const step = after1('card.discarded');
    const dealer = view(step, -1).dealer!;
    const one = JSON.parse(await replay('--step', String(step), '--seat', String(dealer + 1), '--json')) as SecretsView;
    assert.deepEqual(one, JSON.parse(JSON.stringify(view(step, dealer))));
    assert.ok(one.table?.claim && one.table.faceDown?.code);
    const every = JSON.parse(await replay('--step', String(after1('card.bumped')), '--json')) as SecretsView[];
    assert.deepEqual(every, JSON.parse(JSON.stringify([0, 1, 2, 3].map((s) => view(after1('card.bumped'), s)))));
  });

  it('every step of a 4-player and a 2-player match, for every perspective, fits in 80 columns', async () => {
    for (const names of [
      ['Ann', 'Ben', 'Cyd', 'Dee'],
      ['Ann', 'Ben'],
    ]) {
      const match = names.length === 4 ? { log, states } : await sample(names);
      const seatings = [names.map((_, s) => s), ...names.map((_, s) => [s]), []];
      for (let step = 0; step < match.states.length; step++) {
        const input = {
          prev: step > 0 ? match.states[step - 1]! : null,
          event: step > 0 ? (match.log.events[step - 1]!.event as SecretsEvent) : null,
          state: match.states[step]!,
        };
        for (const seats of seatings) {
          for (const line of secretsText({ ...input, seats })) assert.ok(line.length <= 80, `${names.length} players, step ${step}, seats ${seats}: ${line}`);
        }
      }
    }
  });
});
