/**
 * A bot's seat on the host: a move refused because the table moved on between the bot's choice and
 * the host's judgement (someone's bump or claim landed first) is chosen again on the new table, and
 * the bot plays on; it does not stop the game. A move refused because the table closed meanwhile
 * ends its play quietly.
 */
import { expect } from '@open-wc/testing';
import { createRandom } from '../../src/kernel/random.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import { Host } from '../../src/net/host.js';
import { BotSeat } from '../../src/net/bot-seat.js';
import { until } from '../support/tables.js';

describe('BotSeat', () => {
  it('chooses again when its move was overtaken by another landing first, and plays the game to its end', async () => {
    const host = await Host.open(planetTricks, { options: { nullRule: true }, names: ['Ann', 'Bob', 'Cat'], seed: 'bot-seat' });
    const raced: string[] = [];
    const strong = planetBots.strong;
    // The first time it is asked, the same move reaches the host first (as a quicker move of
    // another page would): the bot's own copy of it is judged on a table that has moved on.
    const racing: typeof strong = (state, seat, legal, random) => {
      const choice = strong(state, seat, legal, random);
      if (raced.length === 0) {
        raced.push(JSON.stringify(choice));
        void host.submit(seat, choice);
      }
      return choice;
    };
    const failures: string[] = [];
    const onRejection = (e: PromiseRejectionEvent) => {
      failures.push(String(e.reason));
      e.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    const seats = [0, 1, 2].map((seat) => new BotSeat(host, seat, seat === host.state.context.turn ? racing : strong, createRandom('bots', seat), () => 0));
    try {
      seats.forEach((s) => s.start());
      await until(() => planetTricks.result(host.state) !== null || failures.length > 0, 'the end', 60_000);
    } finally {
      seats.forEach((s) => s.stop());
      window.removeEventListener('unhandledrejection', onRejection);
    }
    expect(failures).to.deep.equal([]);
    expect(raced).to.have.length(1);
    expect(planetTricks.result(host.state)).to.not.equal(null);
  });

  it('stops quietly when the table closed while its move was on its way', async () => {
    const host = await Host.open(planetTricks, { options: { nullRule: true }, names: ['Ann', 'Bob', 'Cat'], seed: 'bot-seat-closed' });
    const turn = host.state.context.turn;
    // The bot's first choice reaches a host that has just closed its table.
    const closing: typeof planetBots.strong = (state, seat, legal, random) => {
      host.stop();
      return planetBots.strong(state, seat, legal, random);
    };
    const failures: string[] = [];
    const onRejection = (e: PromiseRejectionEvent) => {
      failures.push(String(e.reason));
      e.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    const seat = new BotSeat(host, turn, closing, createRandom('bots', turn), () => 0);
    try {
      seat.start();
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      seat.stop();
      window.removeEventListener('unhandledrejection', onRejection);
    }
    expect(failures).to.deep.equal([]);
    expect(host.state.context.turn).to.equal(turn);
  });
});
