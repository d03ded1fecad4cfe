/** `peer-table score`: a Secrets of the Universe hand's best arrangement on the command line. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { main } from '../../src/cli/main.js';
import { cli, type Run } from '../support/cli.js';

const GAME = 'secrets-of-the-universe';

async function score(...args: string[]): Promise<Run> {
  let out = '';
  let err = '';
  const code = await main(['score', GAME, ...args], { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

async function scoreJson(...args: string[]) {
  const run = await score(...args, '--json');
  assert.equal(run.code, 0, run.err);
  return JSON.parse(run.out) as {
    total: number;
    melds: { kind: string; cards: string; points: number; exposed: boolean }[];
    unmelded: string;
    out: boolean;
    fully: boolean;
    coin: { meld: number; low: number; high: number }[];
    magicFiveSequences: number;
  };
}

/** One line on stderr, nothing on stdout, exit 2. */
function refused(run: Run, reason: string): void {
  assert.equal(run.code, 2, run.err);
  assert.equal(run.out, '');
  assert.match(run.err, /^peer-table: [^\n]+\n$/);
  assert.ok(run.err.includes(reason), run.err);
}

describe('peer-table score', () => {
  it('prints each meld with its kind, cards and points, the unmelded cards, going out and the total', async () => {
    const run = await cli(['score', GAME, 'E1 E2 E3 F5 W5 A5 E7 E7 E7* E8 W8 A8 W9 W9']);
    assert.equal(run.code, 0, run.err);
    assert.equal(run.err, '');
    assert.equal(
      run.out,
      [
        'Secrets of the Universe, basic version: 14 cards in hand.',
        'Melds in hand:',
        '  3-Sequence       E1 E2 E3   10',
        '  exposed 3-Unity  E7 E7 E7*  20',
        '  3-Set            E8 W8 A8   10 (coin: 15 on a correct call)',
        '  3-Set            F5 W5 A5   10',
        'Unmelded: W9 W9',
        'This arrangement could go out fully (--out scores going out).',
        'Total: 50 (coin melds at their low value; 55 if every call is right)',
        '',
      ].join('\n'),
    );
  });

  it('--json: total, melds, unmelded, out, fully and the coin melds; --out adds the +10 of going out fully', async () => {
    const hand = 'E1 E2 E3 F5 W5 A5 E7 E7 E7* E8 W8 A8 W9 W9';
    const plain = await scoreJson(hand);
    assert.equal(plain.total, 50);
    assert.deepEqual(plain.melds[0], { kind: '3-Sequence', cards: 'E1 E2 E3', points: 10, exposed: false });
    assert.deepEqual(plain.coin, [{ meld: 2, low: 10, high: 15 }]);
    assert.equal(plain.melds[2]!.cards, 'E8 W8 A8');
    assert.deepEqual([plain.unmelded, plain.out, plain.fully], ['W9 W9', true, true]);
    const out = await scoreJson(hand, '--out');
    assert.equal(out.total, 60);
  });

  it('--out: the arrangement that goes out is the one scored (789999)', async () => {
    const hand = 'E7 E8 E9 E9 E9 E9 F1 F2 F3 W4 W5 W6 A1';
    assert.equal((await scoreJson(hand)).total, 320);
    const out = await scoreJson(hand, '--out');
    assert.deepEqual([out.total, out.out, out.fully, out.unmelded], [90, true, false, 'A1']);
    assert.deepEqual(
      out.melds.map((m) => m.kind),
      ['3-Sequence', 'concealed 3-Unity', '3-Sequence', '3-Sequence'],
    );
    const text = await score(hand, '--out');
    assert.match(text.out, /\nGoes out, not fully\.\nTotal: 90\n$/);
    assert.match((await score(hand)).out, /\nThis arrangement cannot go out; another one can \(--out\)\.\n/);
  });

  it('--out on a hand that cannot go out says so and scores its best arrangement', async () => {
    const hand = 'E1 E2 E3 F4 F5 F6 F7 W7 W8 W9 A2 F9 E6';
    const out = await scoreJson(hand, '--out');
    assert.deepEqual([out.total, out.out, out.fully, out.unmelded], [35, false, false, 'E6 F9 A2']);
    assert.match((await score(hand, '--out')).out, /\nCannot go out: no arrangement leaves 2 cards or fewer unmelded; scored as it stands\.\n/);
  });

  it('--version intermediate with --exposed melds: listed first, extended with hand cards as the game scores them, the hand arranged around them', async () => {
    const args = ['E5 E6 E7 F9 F9 M1 M2 M3 M4 M5', '--version', 'intermediate', '--exposed', 'E2 E3 E4*', '--exposed', 'W1 W1 W1', '--out'];
    const out = await scoreJson(...args);
    assert.deepEqual(out.melds, [
      { kind: '6-Sequence', cards: 'E2 E3 E4* E5 E6 E7', points: 40, exposed: true },
      { kind: 'concealed 3-Unity', cards: 'W1 W1 W1', points: 40, exposed: true },
      { kind: 'Magic 5-Sequence', cards: 'M1 M2 M3 M4 M5', points: 30, exposed: false },
    ]);
    assert.deepEqual([out.total, out.fully, out.magicFiveSequences], [120, true, 1]);
    const text = await score(...args);
    assert.match(text.out, /^Secrets of the Universe, intermediate version: 10 cards in hand, 2 exposed melds\.\nExposed melds:\n {2}6-Sequence /);
    assert.match(text.out, /\n {2}Magic 5-Sequence +M1 M2 M3 M4 M5 +30 \(\+10 to the winner of the Duel\)\n/);
  });

  it('refuses a card that does not exist, a suit the version lacks and a fifth copy, with exit 2', async () => {
    refused(await cli(['score', GAME, 'E1 X2']), 'hand: "X2" is not a card');
    refused(await score('E1 E0'), '"E0" is not a card');
    refused(await score('M1 E2'), 'hand: M1: the basic version has no Magic cards');
    refused(await score('E1 E1 E1 E1 E1'), 'E1 appears 5 times');
    refused(
      await score('E2', '--version', 'intermediate', '--exposed', 'E2 E2 E2', '--exposed', 'E2 E3 E4'),
      'E2 appears 5 times in the hand and exposed melds',
    );
    refused(await score('E1', '--version', 'intermediate', '--exposed', 'E2 E3 Q4'), '--exposed "E2 E3 Q4": "Q4" is not a card');
  });

  it('refuses wrong arguments with exit 2', async () => {
    refused(await score('E2', '--exposed', 'E2 E3 E4'), '--exposed needs --version intermediate or advanced');
    refused(await score('E2', '--version', 'intermediate', '--exposed', 'E2 E3 E5'), 'not a meld');
    refused(await score('E2', '--version', 'expert'), '--version must be basic, intermediate or advanced');
    refused(await score('E2', '--version'), 'option --version needs a value');
    refused(await score('E2', '--fast'), 'unknown option --fast');
    refused(await score('E2', 'E3'), 'score takes one hand (quote it)');
    refused(await score(), 'score needs a game and a hand');
    const other = await main(['score', 'planet-tricks', 'E1'], { out: () => {}, err: () => {} });
    assert.equal(other, 2);
  });

  it('--help prints the usage, which describes score', async () => {
    const run = await cli(['score', '--help']);
    assert.equal(run.code, 0);
    assert.match(run.out, /\n {2}peer-table score secrets-of-the-universe CARDS \[--out\] \[--version V\]\n/);
  });
});
