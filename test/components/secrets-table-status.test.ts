/**
 * The Secrets of the Universe status line offers only what is possible now: through seeded bot
 * matches of the Intermediate and the Advanced Version, at every event and for every seat, it speaks
 * of picking up discards only when a pickup is among the seat's legal moves, of the main discard
 * only when taking it is, and of going out only when that is; and it says each way that is open.
 */
import { expect } from '@open-wc/testing';
import { statusText } from '../../components/secrets-of-the-universe-table/status.js';
import type { SecretsState } from '../../src/games/secrets-of-the-universe/index.js';
import { A, game, type BotName } from '../support/builders/secrets.js';
import { driveTable, runTableMatch } from '../support/builders/secrets-table.js';
import { runAdvancedMatch } from '../games/secrets-of-the-universe/support/advanced.js';

/** Each offer the line may make, as the words that make it and whether the legal moves allow it. */
function checkOffers(state: SecretsState, players: number, seen: Set<string>): void {
  for (let seat = 0; seat < players; seat++) {
    const text = statusText(game.view(state, seat));
    if (!text.startsWith('Your turn')) continue;
    const legal = game.legalCommands(state, seat);
    const can = {
      pickUp: legal.some((c) => c.type === 'pickUp'),
      take: legal.some((c) => c.type === 'takeDiscard'),
      goOut: legal.some((c) => c.type === 'goOut'),
    };
    const says = { pickUp: /pick up|the discards/.test(text), take: /main discard|the discards/.test(text), goOut: /go out/.test(text) };
    const where = `${game.view(state, seat).version}, seat ${seat}: "${text}"`;
    expect(says.pickUp && !can.pickUp, `${where} offers a pickup, none is legal`).to.equal(false);
    expect(says.take && !can.take && !can.pickUp, `${where} offers the main discard, it cannot be taken`).to.equal(false);
    expect(says.goOut, `${where}: going out ${can.goOut ? 'legal' : 'not legal'}`).to.equal(can.goOut);
    // On the draw, every way open is said.
    if (legal.some((c) => c.type === 'drawFromDeck')) expect(says.pickUp, `${where}: a pickup is legal`).to.equal(can.pickUp);
    seen.add(`${can.pickUp}/${can.take}`);
  }
}

describe('<secrets-table> status line: only what is possible now', function () {
  this.timeout(120_000);

  it('a first turn with nothing in the discards offers the deck alone', () => {
    const d = driveTable({ players: 4, dealer: A });
    expect(statusText(d.view(d.actor()))).to.equal('Your turn: draw from the deck.');
  });

  it('through bot matches of the Intermediate and the Advanced Version, never a pickup, a discard or going out that is not legal', () => {
    const seen = new Set<string>();
    for (const players of [2, 3, 4]) {
      runTableMatch(
        { players, matchLength: 4, bots: (['greedy', 'random', 'greedy', 'random'] as BotName[]).slice(0, players), seed: `status/${players}` },
        (state) => checkOffers(state, players, seen),
      );
      runAdvancedMatch(
        {
          players,
          matchLength: 4,
          bots: (['greedy', 'easy', 'random', 'greedy'] as BotName[]).slice(0, players),
          seed: `status-advanced/${players}`,
          expert: players === 3,
        },
        (state) => checkOffers(state, players, seen),
      );
    }
    // The matches met turns with and without a pickup, with and without the main discard to take.
    expect([...seen]).to.include.members(['true/true', 'true/false', 'false/true', 'false/false']);
  });
});
