/** Realistic PlanetViews for component tests: replay a seeded bot game and view it at any step. */
import { SPECTATOR } from '../../src/kernel/game.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks, type PlanetState } from '../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../src/games/planet-tricks/types.js';
import type { PlanetView } from '../../src/games/planet-tricks/view.js';

export { SPECTATOR };

const NAMES = ['Ann', 'Bob', 'Cyd', 'Dee', 'Eve', 'Fay'];

export interface Step {
  /** Index of the last event applied. */
  readonly index: number;
  readonly view: PlanetView;
  /** The view one event earlier. */
  readonly prev: PlanetView;
}

/** A whole seeded game between greedy bots, with its states after every event. */
export class Replay {
  readonly events: PlanetEvent[];
  private readonly states: PlanetState[] = [];

  constructor(players: number, seed: string) {
    const names = NAMES.slice(0, players);
    const game = playBotGame(planetTricks, { options: { nullRule: true }, names, bots: names.map(() => planetBots.greedy), seed });
    this.events = game.events;
    let state = planetTricks.initial();
    for (const e of this.events) {
      state = planetTricks.evolve(state, e);
      this.states.push(state);
    }
  }

  /** The view of `seat` after event `index` (negative counts from the end). */
  view(index: number, seat = 0): PlanetView {
    const i = index < 0 ? this.states.length + index : index;
    return planetTricks.view(this.states[i]!, seat);
  }

  /** The first step at or after `from` whose view (for `seat`) passes `test`. */
  find(test: (view: PlanetView, prev: PlanetView) => boolean, seat = 0, from = 1): Step {
    for (let i = Math.max(1, from); i < this.states.length; i++) {
      const view = this.view(i, seat);
      const prev = this.view(i - 1, seat);
      if (test(view, prev)) return { index: i, view, prev };
    }
    throw new Error('no such step in this game');
  }
}
