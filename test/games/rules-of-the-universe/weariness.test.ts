/**
 * Weariness in a whole fight, driven through decide and advance: the book's refill costs nobody
 * health, so a fight whose first refill comes after only stopped attacks plays exactly as the book
 * says; only the second refill in a row with no fall is weary. And every seeded game of strong bots
 * ends, at every player count.
 */
import { expect } from '@open-wc/testing';
import { rotuBots } from '../../../src/games/rules-of-the-universe/bots.js';
import { KINDS, kindOf, type CardId } from '../../../src/games/rules-of-the-universe/data.js';
import { happeningText } from '../../../src/games/rules-of-the-universe/describe-event.js';
import type { RotuState } from '../../../src/games/rules-of-the-universe/index.js';
import { magicSeat } from '../../../src/games/rules-of-the-universe/magic-steps.js';
import type { Happening } from '../../../src/games/rules-of-the-universe/types.js';
import { playBotGame } from '../../../src/kernel/runner.js';
import {
  AEGIS,
  BRUTE,
  BUCKLER,
  COLOSSUS,
  DRUM,
  fightTable,
  game,
  hand,
  HERBS,
  HOURGLASS,
  MACE,
  MOONVEIL,
  names,
  PHOENIX,
  SLING,
  SPEAR,
  type Table,
  TOME,
  TOWER,
} from './builders.js';

const WEAK = [BUCKLER, HERBS, TOWER, TOME, HOURGLASS];
/** Ann (Stone Colossus, 22) and Bob (Gravity Brute, 26): five weak attack cards each, and five guards that stop any of them. */
const stalemate = () =>
  fightTable({
    characters: [COLOSSUS, BRUTE],
    hands: [hand(0, ...WEAK, SPEAR, SLING, MACE, AEGIS, MOONVEIL), hand(1, ...WEAK, SPEAR, SLING, MACE, PHOENIX, DRUM)],
  });
const weak = (c: CardId) => WEAK.includes(c % KINDS);

/** One turn: the turn's player attacks the other with a weak card, who guards with its strongest guard; everyone passes the magic window. */
function stoppedTurn(t: Table): void {
  t.advance();
  const by = t.ctx.turn;
  const on = 1 - by;
  const attack = t.ctx.hands[by]!.find(weak)!;
  const guard = t.ctx.hands[on]!.filter((c) => !weak(c)).sort((a, b) => kindOf(b).defence - kindOf(a).defence)[0]!;
  t.send(by, { type: 'target', seat: on });
  t.send(by, { type: 'attack', card: attack });
  t.send(on, { type: 'defend', card: guard });
  t.openAll();
  expect(
    t.ctx.happenings.find((h) => h.kind === 'attack' && h.turn === t.ctx.turnNo),
    'the attack is stopped',
  ).to.deep.include({ by, on, damage: 0 });
  while (t.state.value === 'magic') t.send(magicSeat(t.ctx)!, { type: 'pass' });
}

const refills = (t: Table) => t.ctx.happenings.filter((h): h is Extract<Happening, { kind: 'refill' }> => h.kind === 'refill');

describe('Rules of the Universe! weariness', () => {
  it('a fight whose first refill comes after only stopped attacks costs nobody health; the second refill in a row with no fall does', () => {
    const t = stalemate();
    for (let turn = 1; turn <= 10; turn++) stoppedTurn(t);
    expect(t.ctx.refills).to.equal(1);
    expect(refills(t)).to.deep.equal([{ kind: 'refill', turn: 10, weariness: 0, changes: [] }]);
    expect(t.ctx.health, 'the book’s refill: nobody loses health').to.deep.equal([22, 26]);
    expect(happeningText(t.ctx, refills(t).at(-1)!)).to.equal('Nobody has a card in hand: everyone takes their discard pile back');
    expect(t.ctx.hands.map((h) => h.length)).to.deep.equal([10, 10]);

    for (let turn = 11; turn <= 20; turn++) stoppedTurn(t);
    expect(t.ctx.refills).to.equal(2);
    expect(refills(t).at(-1)).to.deep.equal({
      kind: 'refill',
      turn: 20,
      weariness: 1,
      changes: [
        { seat: 0, delta: -1 },
        { seat: 1, delta: -1 },
      ],
    });
    expect(t.ctx.health).to.deep.equal([21, 25]);
    expect(happeningText(t.ctx, refills(t).at(-1)!)).to.equal(
      'Nobody has a card in hand: everyone takes their discard pile back; the fight has stalled again, so each loses 1 health to weariness (Ann -1, Bob -1)',
    );
  });

  it('a stalled fight still ends: each weary refill costs more than the last, until the players fall', () => {
    const t = stalemate();
    const costs: number[] = [];
    while (t.ctx.ending === null && t.ctx.turnNo < 400) {
      stoppedTurn(t);
      costs.push(
        ...refills(t)
          .filter((r) => r.turn === t.ctx.turnNo)
          .map((r) => r.weariness),
      );
    }
    // Free at the first refill, then 1, 2, 3…: after 1 + … + 6 = 21, the seventh weary refill takes Ann's last 1 and Bob's last 5.
    expect(costs).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(t.ctx.ending).to.deep.equal({ kind: 'cunning', winners: [1], turn: 80 });
  });

  for (const players of [2, 3, 4, 5, 6]) {
    it(`${players} players: every seeded game of strong bots ends`, function () {
      this.timeout(120_000);
      for (let g = 0; g < 12; g++) {
        const seats = names(players);
        const played = playBotGame(game, { options: {}, names: seats, bots: seats.map(() => rotuBots.strong), seed: `weary/${players}/${g}` });
        expect(played.finished, `weary/${players}/${g}`).to.equal(true);
        expect((played.state as RotuState).context.ending).to.not.equal(null);
      }
    });
  }
});
