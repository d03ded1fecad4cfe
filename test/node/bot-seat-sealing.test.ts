/**
 * A bot's seat seals one choice per key, however fast the others seal: with every bot thinking no
 * time at all, another seat's seal reaches a bot while its own is still with the host, and its
 * table then still offers the choice it just made. It waits for the host's answer, so every
 * choice it sealed opens (Rules of the Universe!, three to six bots). Node runs it: its hashing
 * interleaves the seats' moves the way that once showed the fault.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rotuBots } from '../../src/games/rules-of-the-universe/bots.js';
import { rulesOfTheUniverse } from '../../src/games/rules-of-the-universe/index.js';
import { createRandom } from '../../src/kernel/random.js';
import { BotSeat } from '../../src/net/bot-seat.js';
import { Host } from '../../src/net/host.js';

const NAMES = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'];

async function playOut(seats: number, game: number): Promise<{ forfeits: number; refused: string[] }> {
  const names = NAMES.slice(0, seats);
  const host = await Host.open(rulesOfTheUniverse, { options: {}, names, seed: `sealing-${seats}-${game}` });
  const refused: string[] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => void refused.push(args.join(' '));
  const bots = names.map((_, seat) => new BotSeat(host, seat, rotuBots.strong, createRandom(`bots-${game}`, seat), () => 0));
  try {
    bots.forEach((b) => b.start());
    const end = Date.now() + 60_000;
    while (rulesOfTheUniverse.result(host.state) === null) {
      if (Date.now() > end) throw new Error(`${seats} seats, game ${game}: no end`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    bots.forEach((b) => b.stop());
    console.error = error;
  }
  return { forfeits: host.log.filter((e) => e.event.type === 'choice.forfeited').length, refused };
}

describe('a bot seat’s sealed choices', () => {
  it('every choice a bot sealed opens, with three to six bots that think no time at all', async () => {
    for (const seats of [3, 4, 5, 6]) {
      for (const game of [1, 2, 3, 4]) {
        const { forfeits, refused } = await playOut(seats, game);
        assert.deepEqual(refused, [], `${seats} seats, game ${game}`);
        assert.equal(forfeits, 0, `${seats} seats, game ${game}`);
      }
    }
  });
});
