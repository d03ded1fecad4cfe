/**
 * Replay throughput in Node: 10,000+ events of complete 4-player bot games replayed through the
 * statechart (XState's pure transition) and through the plain reducer baseline. Prints JSON lines.
 */
import { canonicalJson } from '../../src/kernel/canonical.js';
import { playBotGame } from '../../src/kernel/runner.js';
import { planetBots } from '../../src/games/planet-tricks/bots.js';
import { planetTricks } from '../../src/games/planet-tricks/index.js';
import type { PlanetEvent } from '../../src/games/planet-tricks/types.js';
import { plainInitial, plainReduce } from './plain-reducer.js';

const logs: PlanetEvent[][] = [];
let total = 0;
for (let g = 0; total < 10_000; g++) {
  const game = playBotGame(planetTricks, {
    options: { nullRule: true },
    names: ['Ann', 'Bob', 'Cat', 'Dan'],
    bots: [planetBots.greedy, planetBots.random, planetBots.greedy, planetBots.random],
    seed: `bench/${g}`,
  });
  logs.push(game.events);
  total += game.events.length;
}

function measure(label: string, once: () => unknown[]): void {
  let finals = once(); // warm-up
  const rates: number[] = [];
  for (let round = 0; round < 7; round++) {
    const started = performance.now();
    finals = once();
    rates.push(total / ((performance.now() - started) / 1000));
  }
  rates.sort((a, b) => a - b);
  const node = process.env.BENCH_NODE_FLAGS ?? 'defaults';
  console.log(JSON.stringify({ bench: label, node, events: total, games: logs.length, medianEventsPerSecond: Math.round(rates[3]!), bestEventsPerSecond: Math.round(rates[6]!) }));
  digests.set(label, canonicalJson(finals));
}

const digests = new Map<string, string>();
measure('replay: XState statechart (transition)', () =>
  logs.map((log) => log.reduce(planetTricks.evolve, planetTricks.initial()).context),
);
measure('replay: plain reducer baseline', () => logs.map((log) => log.reduce(plainReduce, plainInitial).context));
const [a, b] = [...digests.values()];
if (a !== b) throw new Error('the statechart and the plain reducer disagree on the final states');
