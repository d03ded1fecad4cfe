import { expect } from '@open-wc/testing';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../src/games/planet-tricks/types.js';
import { randomBot } from '../../src/kernel/bot.js';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { createRandom } from '../../src/kernel/random.js';
import { replay } from '../../src/kernel/replay.js';
import { playBotGame } from '../../src/kernel/runner.js';

const spec = (seed: string) => ({
  options: { nullRule: true },
  names: ['A', 'B', 'C'],
  bots: [planetBots.greedy, planetBots.random, planetBots.greedy],
  seed,
});

describe('playBotGame', () => {
  it('plays a whole game, starting with game.created, and reports it finished', () => {
    const game = playBotGame(planetTricks, spec('runner-1'));
    expect(game.finished).to.equal(true);
    expect(game.events[0]).to.deep.equal(planetTricks.created({ nullRule: true }, ['A', 'B', 'C']));
    expect(game.state.value).to.equal('gameOver');
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const a = canonicalJson(playBotGame(planetTricks, spec('runner-1')).events);
    expect(canonicalJson(playBotGame(planetTricks, spec('runner-1')).events)).to.equal(a);
    expect(canonicalJson(playBotGame(planetTricks, spec('runner-2')).events)).not.to.equal(a);
  });

  it("keeps one state per seat, evolved from that seat's redacted events", () => {
    const game = playBotGame(planetTricks, spec('runner-3'));
    game.seatStates.forEach((st, s) => {
      const own = replay(
        planetTricks,
        (game.events as PlanetEvent[]).map((e) => planetTricks.redact(e, s)),
      );
      expect(st.context).to.deep.equal(own.context);
    });
  });

  it('calls onEvent after every event with the host state and the index', () => {
    const seen: number[] = [];
    const seenEvents: unknown[] = [];
    const game = playBotGame(planetTricks, {
      ...spec('runner-4'),
      onEvent: (state, event, index) => {
        seen.push(index);
        seenEvents.push(event);
        expect(state.context.fault).to.equal(null);
      },
    });
    expect(seen).to.deep.equal([...game.events.keys()]);
    seenEvents.forEach((e, i) => expect(e).to.equal(game.events[i]));
  });

  it('stops at maxEvents without finishing', () => {
    const game = playBotGame(planetTricks, { ...spec('runner-5'), maxEvents: 10 });
    expect(game.events.length).to.equal(10);
    expect(game.finished).to.equal(false);
  });
});

describe('randomBot', () => {
  it('picks one of the legal commands with the given random', () => {
    const legal = [{ type: 'a' }, { type: 'b' }, { type: 'c' }];
    const picks = new Set<string>();
    const r = createRandom('bot');
    for (let i = 0; i < 60; i++) picks.add(randomBot(null, 0, legal, r).type);
    expect([...picks].sort()).to.deep.equal(['a', 'b', 'c']);
  });
});
